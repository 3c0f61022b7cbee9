#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import TableUpdateReference
import Testing

/// The pooled, async form of the PostgreSQL store (`PooledSectionStore`), against the
/// in-memory `SectionedList` of the same rows: the reference every store test uses.
@Suite("Pooled store (PostgresClient, async) equals SectionedList")
struct PooledStoreTests {
    /// The pooled store's dump, index bar and rows against the list's.
    static func expectEqual(
        _ store: PooledSectionStore, _ list: SectionedList<ContactRecord, String>, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let dump = try await store.dump()
        #expect(dump.index.indexBar == list.indexBar, "index bar, \(context)", sourceLocation: sourceLocation)
        #expect(try await store.index() == dump.index, "index, \(context)", sourceLocation: sourceLocation)
        #expect(dump.sections.map(\.rows) == expectedRows(list), "rows, \(context)", sourceLocation: sourceLocation)
    }

    @Test(
        "Random edits through the pool: change sets, dumps, pages by offset and by cursor, index paths, insertion points, jumps, search",
        arguments: ["de", "ja"])
    func randomEdits(locale: String) async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        var rng = SplitMix(state: 29)
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...120 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            rows.append((id, name, yomi))
        }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
        let table = try PostgresContacts(cluster: cluster, rows: rows)
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration)
        let store = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 2)
        var list = try referenceList(rows, configuration: configuration)
        try await Self.expectEqual(store, list, "\(locale) after build")

        var nextID = 1000
        var present = Set(rows.map(\.id))
        for round in 0..<8 {
            let edits = RandomEditRound(table: table, locale: locale, present: &present, nextID: &nextID, using: &rng)
            let (statements, storeEdits, listEdits) = (edits.statements, edits.storeEdits, edits.listEdits)
            try table.run(statements)
            let before = try await store.dump()
            let changes = try await store.apply(storeEdits)
            #expect(changes.changes == (try list.apply(listEdits)), "change set, \(locale) round \(round): \(storeEdits)")
            let after = try await store.dump()
            // UIKit's rules applied to the old table give the new one.
            let result = try TableUpdateReference.apply(changes.changes.referenceBatch, to: referenceTable(before), dataSource: referenceTable(after))
            #expect(result == referenceTable(after), "batch update, \(locale) round \(round)")
            try await Self.expectEqual(store, list, "\(locale) round \(round)")
        }

        // Every section by pages of 7, by offset and by cursor.
        for s in 0..<list.numberOfSections {
            let expected = (0..<list.numberOfRows(inSection: s)).map { list.element(at: ListIndexPath(section: s, row: $0)).id ?? "" }
            var byOffset: [String] = []
            var byCursor: [String] = []
            var page = try await store.rows(inSection: s, limit: 7)
            byCursor += page.rows.map(\.id)
            while let next = page.next {
                page = try await store.rows(after: next, limit: 7)
                byCursor += page.rows.map(\.id)
            }
            while byOffset.count < expected.count {
                let rows = try await store.rows(inSection: s, offset: byOffset.count, limit: 7).rows.map(\.id)
                if rows.isEmpty { break }
                byOffset += rows
            }
            #expect(byOffset == expected, "\(locale) section \(s) by offset")
            #expect(byCursor == expected, "\(locale) section \(s) by cursor")
        }
        for id in present.sorted().prefix(20) {
            #expect(try await store.indexPath(of: String(id)) == list.indexPath(of: String(id)), "indexPath(of: \(id))")
        }
        for _ in 0..<5 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            let r = record(99_999, name, yomi)
            #expect(try await store.insertionPoint(for: r) == list.insertionPoint(for: r), "insertionPoint(for: \(name))")
        }
        let bar = list.indexBar
        for (i, title) in bar.titles.enumerated() {
            #expect(try await store.section(forSectionIndexTitle: title, at: i) == bar.target(forTitleAt: i))
        }
        // Search: the first letters of names in the list (so that most find something).
        let style = NameStyle(locale: locale)
        let queries = present.sorted().prefix(12).compactMap { id -> String? in
            list.indexPath(of: String(id)).map { String(list.element(at: $0).displayName(style).prefix(2)) }
        }
        var found = 0
        for query in queries {
            let expected = list.search(query, limit: 5)
            #expect(try await store.search(query, limit: 5) == expected, "\(locale) search \"\(query)\"")
            if expected.count > 0 { found += 1 }
        }
        #expect(found > queries.count / 2, "\(locale): too few queries match")

        // Behind the store's back, then sync: the change set the list gives.
        let id = present.sorted()[0]
        let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
        try table.run([table.updateStatement(id, name, yomi)])
        let synced = try await store.sync()
        #expect(synced.changes == (try list.apply([.update(record(id, name, yomi))])), "\(locale) sync")
        #expect(try await store.verify().isCurrent)
        await store.close()
    }

    /// 16 readers and 2 writers at once on a pool of 3 connections: every call answers (no
    /// error), each read is one snapshot (its index's counts add up to its dump's rows), and
    /// the store after the writes equals the list of the table's final rows.
    @Test("16 concurrent readers and 2 writers on a pool of 3: no error, consistent reads, the final store equals the list")
    func concurrentReadersAndWriters() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        var rng = SplitMix(state: 31)
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...200 {
            let (name, yomi) = StoreNames.name(locale: "de", using: &rng)
            rows.append((id, name, yomi))
        }
        let configuration = SectioningConfiguration(locales: ["de"])
        let table = try PostgresContacts(cluster: cluster, rows: rows)
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration)
        let store = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 3)
        // Each writer inserts 10 rows of its own ids, one apply each.
        let written = (0..<2).map { w in
            (0..<10).map { k in
                var generator = SplitMix(state: UInt64(100 + 10 * w + k))
                let (name, yomi) = StoreNames.name(locale: "de", using: &generator)
                return (id: 5000 + 100 * w + k, name: name, yomi: yomi)
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for w in 0..<2 {
                group.addTask {
                    for row in written[w] {
                        try table.run([table.insertStatement(row.id, row.name, row.yomi)])
                        try await store.apply([.insert(id: String(row.id))])
                    }
                }
            }
            for r in 0..<16 {
                group.addTask {
                    for k in 0..<10 {
                        let dump = try await store.dump()
                        #expect(dump.index.rowCounts.reduce(0, +) == dump.sections.map(\.rows.count).reduce(0, +), "reader \(r) read \(k)")
                        _ = try await store.rows(inSection: k % max(1, dump.sections.count), limit: 20)
                        _ = try await store.indexPath(of: String(1 + (r * 10 + k) % 200))
                    }
                }
            }
            try await group.waitForAll()
        }
        let list = try referenceList(rows + written.flatMap { $0 }, configuration: configuration)
        try await Self.expectEqual(store, list, "after the writers")
        #expect(try await store.verify().isCurrent)

        // Tasks cancelled while they call the store (each call finishes or throws), then a
        // write: calls on every connection (more at once than the pool has) see it, so no
        // connection was left in a transaction answering from an old snapshot. (A connection
        // left in a transaction after an error: `plantedTriggerAndClose`, whose reads after the
        // refused one fail then, checked by removing the ROLLBACK.)
        let cancelled = Task {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<6 { group.addTask { for _ in 0..<20 { _ = try? await store.dump() } } }
            }
        }
        try await Task.sleep(for: .milliseconds(40))
        cancelled.cancel()
        await cancelled.value
        try table.run([table.insertStatement(9_999, "Zoe Zander", nil)])
        try await store.apply([.insert(id: "9999")])
        let total = rows.count + 20 + 1
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<9 { group.addTask { try await store.index().rowCounts.reduce(0, +) } }
            for try await count in group { #expect(count == total, "a connection answered from an old snapshot") }
        }
        await store.close()
    }

    /// The pooled twin of `PostgresStoreTests.searchSentAheadRunsOnce`: the replay session
    /// takes a read sent ahead too, and the pool sends it behind the stamp's statement and
    /// keeps its answer for the run that asks for it.
    @Test("Pooled: a one-word search sent ahead behind the stamp runs once per search on the server, with the same matches")
    func searchSentAheadRunsOnce() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        _ = try PostgresStoreTests.loggedSearchStore(cluster)
        let store = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        let before = PostgresStoreTests.searchExecutions(cluster)
        for (query, expected) in PostgresStoreTests.searchesSentAhead {
            #expect(try await store.searchRows([query], limit: 20)[0].rows.map(\.id) == expected, "\(query)")
        }
        await store.close()
        usleep(200_000)
        #expect(
            PostgresStoreTests.searchExecutions(cluster) - before == PostgresStoreTests.searchesSentAhead.count,
            "\(cluster.serverLog.suffix(3000))")
    }

    /// The pool keeps each connection's named prepared statements (the catalog check, the
    /// stamp's read, a one-word search) across its transactions, and after five runs the server
    /// may run them by one generic plan. As on the synchronous store
    /// (`StoreOwnershipTests.preparedCheckSeesReplacedStamp`), none may outlive what it
    /// checked: on a pool of one connection, after eight rounds of reads and one-word searches,
    /// the stamp table is replaced by another role's view whose rows call that role's function.
    /// Every read through the pool must refuse it (`storeNotOwned`, naming the table), the
    /// function never runs (its log stays empty), and put back as the store's own, the same
    /// pool reads and searches again. (That the pool prepares these statements once per
    /// connection is `PostgresPlanningTests.pooledPreparesOnce`.)
    @Test(
        "Pooled: a stamp table replaced by another role's view after eight rounds of prepared reads is refused by every read; the function never runs; restored, the pool reads again"
    )
    func preparedCheckSeesReplacedStamp() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let (table, _) = try StoreOwnershipTests.builtStore(cluster)
        let store = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        for _ in 0..<8 {
            #expect(try await store.index().rowCount == 2)
            #expect(try await store.search("an").count == 1)
        }
        try StoreOwnershipTests.plantStampView(cluster)
        let reads: [(String, () async throws -> Void)] = [
            ("index", { _ = try await store.index() }), ("search", { _ = try await store.search("an") }),
            ("rows", { _ = try await store.rows(inSection: 0, limit: 5) }), ("indexPath", { _ = try await store.indexPath(of: "1") }),
        ]
        for (what, read) in reads {
            do {
                try await read()
                Issue.record("\(what): read through another role's view")
            } catch let error as SectionizeError {
                #expect(error.code == .storeNotOwned, "\(what): \(error.message)")
                #expect(error.message.contains("contacts__sectionize_stamp"), "\(what): \(error.message)")
            }
        }
        #expect(try cluster.psql("SELECT count(*) FROM spied") == ["0"])
        try StoreOwnershipTests.restoreStamp(table)
        #expect(try await store.index().rowCount == 2)
        #expect(try await store.search("an").count == 1)
        await store.close()
    }

    /// The pool runs the synchronous store's checks: a trigger another program put on the
    /// keys table is refused before any statement reads it, and the refused transaction is
    /// rolled back (the connection is leased again for the next call); a closed pool answers
    /// with an error, not a wait.
    @Test("A planted trigger is refused through the pool (storeNotOwned); a closed pool throws storeUnavailable")
    func plantedTriggerAndClose() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Abel", nil), (2, "Bo Berg", nil)])
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"]))
        let store = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 2)
        #expect(try await store.index().rowCounts.reduce(0, +) == 2)
        let keys = try table.keysTable()
        try table.run([
            "CREATE FUNCTION public.planted() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RETURN NEW; END$$",
            "CREATE TRIGGER planted BEFORE UPDATE ON \(keys) FOR EACH ROW EXECUTE FUNCTION public.planted()",
        ])
        await #expect(throws: SectionizeError.self) { _ = try await store.index() }
        do {
            _ = try await store.index()
        } catch {
            #expect(error.code == .storeNotOwned, "\(error.message)")
            #expect(error.message.contains("trigger"), "\(error.message)")
        }
        try table.run(["DROP TRIGGER planted ON \(keys)"])
        #expect(try await store.index().rowCounts.reduce(0, +) == 2)
        await store.close()
        do {
            _ = try await store.index()
            Issue.record("a closed pool answered")
        } catch {
            #expect(error.code == .storeUnavailable, "\(error.message)")
        }
    }
}
#endif
