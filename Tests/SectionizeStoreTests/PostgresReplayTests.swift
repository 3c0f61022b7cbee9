#if SQLite && PostgreSQL
import SectionizeKit
@testable import SectionizeStore
import Testing

/// The pooled store's replay session alone (no server): what it answers, where it stops, and
/// the two guards that keep a transaction run again from being answered out of place. The
/// expected outcomes follow from the rules in docs/store.md, "Servers".
@Suite("The pooled store's replay session")
struct PostgresReplayTests {
    typealias Session = PostgresReplaySession
    static let readA = Session.Request(sql: "SELECT a FROM t WHERE x = ?", values: [.integer(1)])
    static let readB = Session.Request(sql: "SELECT b FROM t", values: [])
    static let write = Session.Request(sql: "DELETE FROM t WHERE x = ?", values: [.integer(1)])

    static func answers(_ sent: [(Session.Request, Int64)]) -> Session.Answers {
        var answers = Session.Answers()
        for (request, value) in sent { answers.record(request, .success([[.integer(value)]])) }
        return answers
    }

    @Test("Reads between the same writes are answered in any order; a statement sent twice has an answer per time")
    func readsInAnyOrder() throws {
        let session = Session(answers: Self.answers([(Self.readA, 1), (Self.readB, 2), (Self.readA, 3)]), location: "test")
        #expect(try session.rows(Self.readB.sql, Self.readB.values) == [[.integer(2)]])
        #expect(try session.rows(Self.readA.sql, Self.readA.values) == [[.integer(1)]])
        #expect(try session.rows(Self.readA.sql, Self.readA.values) == [[.integer(3)]])
        #expect(session.pending == nil && session.misplaced == nil && session.unansweredWrite == nil)
        // A fourth ask has no answer: the session stops there, and at every statement after.
        #expect(throws: SectionizeError.self) { try session.rows(Self.readA.sql, Self.readA.values) }
        #expect(session.pending == Self.readA)
        #expect(throws: SectionizeError.self) { try session.rows(Self.readB.sql, Self.readB.values) }
        #expect(session.pending == Self.readA)
    }

    @Test("A read answered before a write is not answered after it (the write may have changed it)")
    func readAfterItsWrite() throws {
        let session = Session(answers: Self.answers([(Self.readA, 1), (Self.write, 0)]), location: "test")
        try session.execute(Self.write.sql, Self.write.values)
        #expect(throws: SectionizeError.self) { try session.rows(Self.readA.sql, Self.readA.values) }
        #expect(session.misplaced == Self.readA)
    }

    @Test("A write sent before and not asked for again is reported (it would be sent twice)")
    func writeNotRepeated() throws {
        let session = Session(answers: Self.answers([(Self.readA, 1), (Self.write, 0)]), location: "test")
        #expect(try session.rows(Self.readA.sql, Self.readA.values) == [[.integer(1)]])
        #expect(throws: SectionizeError.self) { try session.rows(Self.readB.sql, Self.readB.values) }
        #expect(session.pending == Self.readB)
        #expect(session.unansweredWrite == Self.write)
    }

    @Test("A statement's error is its answer: thrown again where it was")
    func errorAnswer() throws {
        var answers = Session.Answers()
        answers.record(Self.write, .failure(SectionizeError(.storeBusy, "locked")))
        let session = Session(answers: answers, location: "test")
        #expect(throws: SectionizeError.self) { try session.execute(Self.write.sql, Self.write.values) }
        #expect(session.pending == nil && session.misplaced == nil && session.unansweredWrite == nil)
    }

    @Test("A prepared statement's request is marked as one (the pool prepares it); an unnamed one is not")
    func preparedMarked() throws {
        let prepared = Session(answers: Session.Answers(), location: "test")
        #expect(throws: SectionizeError.self) { try prepared.preparedRows(Self.readA.sql, Self.readA.values) }
        #expect(prepared.pending == Self.readA && prepared.pendingIsPrepared)
        let unnamed = Session(answers: Session.Answers(), location: "test")
        #expect(throws: SectionizeError.self) { try unnamed.rows(Self.readA.sql, Self.readA.values) }
        #expect(unnamed.pending == Self.readA && !unnamed.pendingIsPrepared)
    }

    /// The pool's connections come and go (it closes idle ones and opens others with new ids):
    /// the caches of their statements are kept for at most twice as many connections as the
    /// pool opens, the one leased longest ago dropped first, so they never grow with the
    /// pool's age.
    @Test("Statement caches: one per connection id, the same on every lease, at most twice the pool's size, least recently leased dropped")
    func statementCachesBounded() throws {
        let caches = PostgresPool.StatementCaches(connections: 2)
        let first = caches.cache(of: 1)
        #expect(caches.cache(of: 1) === first)
        _ = caches.cache(of: 2)
        _ = caches.cache(of: 3)
        _ = caches.cache(of: 1)  // 1 leased again: 2 is now the one leased longest ago
        _ = caches.cache(of: 4)
        #expect(caches.connections == [1, 3, 4, 2])
        _ = caches.cache(of: 5)
        #expect(caches.connections == [1, 3, 4, 5])
        #expect(caches.cache(of: 1) === first)
        for id in 6..<100 { _ = caches.cache(of: id) }
        #expect(caches.connections.count == 4)
    }
}
#endif
