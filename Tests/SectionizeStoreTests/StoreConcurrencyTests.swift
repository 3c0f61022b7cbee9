// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import Testing

@Suite("Readers during writes")
struct StoreConcurrencyTests {
    /// What the reader threads saw, collected under a lock and checked on the test's thread.
    final class Observations: @unchecked Sendable {
        // `Sendable` notes: every access holds `lock`.
        private let lock = NSLock()
        private var problems: [String] = []
        private var snapshots = 0
        func record(_ problem: String?) {
            lock.lock()
            defer { lock.unlock() }
            if let problem { problems.append(problem) } else { snapshots += 1 }
        }
        var result: (problems: [String], snapshots: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (problems, snapshots)
        }
    }

    @Test("Readers in other connections see a consistent list while a writer edits it")
    func readersSeeConsistentSnapshots() throws {
        try Self.readersDuringWrites { try ContactsTable(rows: $0) }
    }

    /// One writer replaces rows while three readers, each with its own connection, dump the
    /// list: every dump must be one consistent state.
    static func readersDuringWrites(fixture make: ([(id: Int, name: String, yomi: String?)]) throws -> any ContactsFixture) throws {
        let rows = (1...300).map { (id: $0, name: "Person\($0 % 37) Family\($0 % 23)", yomi: String?.none) }
        let table = try make(rows)
        let database = table.database
        let store = try SectionStore.build(database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["en"])).store
        let observations = Observations()
        let group = DispatchGroup()
        // Every write removes one row and inserts another in one transaction: a reader that saw
        // half of a write would count 299 or 301 rows, or counts that disagree with the rows.
        DispatchQueue.global().async(group: group) {
            do {
                for k in 0..<60 {
                    try table.run([table.insertStatement(10_000 + k, "Zed\(k) Newcomer\(k % 5)", nil), table.deleteStatement(1 + k)])
                    try store.apply([.remove(id: String(1 + k)), .insert(id: String(10_000 + k))])
                }
            } catch {
                observations.record("writer: \(error)")
            }
        }
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                do {
                    let reader = try SectionStore.open(database, table: "contacts")
                    for _ in 0..<40 {
                        let dump = try reader.dump()
                        if dump.index.rowCount != 300 {
                            observations.record("index counts \(dump.index.rowCount) rows")
                        } else if dump.sections.map(\.rows.count) != dump.index.rowCounts {
                            observations.record("rows per section \(dump.sections.map(\.rows.count)) ≠ counts \(dump.index.rowCounts)")
                        } else if Set(dump.sections.flatMap(\.rows).map(\.id)).count != 300 {
                            observations.record("not 300 distinct rows")
                        } else {
                            observations.record(nil)
                        }
                    }
                } catch {
                    observations.record("reader: \(error)")
                }
            }
        }
        group.wait()
        let (problems, snapshots) = observations.result
        #expect(problems == [])
        #expect(snapshots == 120)
        #expect(try store.verify().isCurrent)
        #expect(try store.index().rowCount == 300)
    }
}
#endif
