// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// `apply` reads the rows its edits name from the user's table, many ids to a statement: each
/// row is taken for the id it was asked by, exactly, and a large apply re-keys every row.
@Suite("apply: the edited rows read from the table, by their exact ids")
struct StoreApplyReadTests {
    static let configuration = SectioningConfiguration(locales: ["de"])

    /// Rows 1…n with names that differ (a surname per id), no readings.
    static func rows(_ n: Int) -> [(id: Int, name: String, yomi: String?)] {
        (1...n).map { ($0, "Person \($0) Nachname\($0 % 97)", nil) }
    }

    /// An integer id column compares `'07'` as 7 (SQLite's integer affinity; PostgreSQL's
    /// `CAST('07' AS bigint)`), so a read by `IN (…)` returns row 7 for the id `07`. The
    /// store must not take it as row `07`: inserting `07` is refused as an id the table does
    /// not have, and the store keeps one row for 7 (before the fix, `07` was stored as a
    /// second row of the same contact).
    static func idTextIsExact(_ table: any ContactsFixture) throws {
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        for id in ["07", "+7", "7.0"] {
            let error = #expect(throws: SectionizeError.self, "\(id)") { try store.apply([.insert(id: id)]) }
            #expect(error?.code == .unknownID, "\(id): \(String(describing: error))")
        }
        let ids = try store.dump().sections.flatMap(\.rows).map(\.id)
        #expect(ids.count == 12 && Set(ids) == Set((1...12).map(String.init)), "\(ids)")
        #expect(try store.verify().isCurrent)
    }

    @Test("SQLite: an edit of id 07 is not row 7 of an INTEGER PRIMARY KEY table")
    func idTextIsExactSQLite() throws {
        try Self.idTextIsExact(try ContactsTable(rows: Self.rows(12)))
    }

    @Test("PostgreSQL: an edit of id 07 is not row 7 of an integer primary key table")
    func idTextIsExactPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try Self.idTextIsExact(try PostgresContacts(cluster: cluster, rows: Self.rows(12)))
    }

    /// Every row renamed with plain SQL, then one `apply` of an update per row: more ids than
    /// one statement asks for (``n`` above 10,000 on SQLite), each re-keyed, the change set
    /// naming each once, and `verify` (every key recomputed from the table) finds the store
    /// current.
    static func largeApply(_ table: any ContactsFixture, rows n: Int) throws {
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        try table.run(["UPDATE contacts SET name = 'Zeta ' || name"])
        let changes = try store.apply((1...n).map { .update(id: String($0)) })
        #expect(changes.updated.count == n && Set(changes.updated).count == n)
        #expect(changes.renamed.count == n)
        #expect(changes.inserted.isEmpty && changes.removed.isEmpty)
        let verification = try store.verify()
        #expect(verification.isCurrent, "\(verification.staleRows.prefix(5))")
        #expect(verification.rowCount == n)
    }

    @Test("SQLite: one apply of 10,050 updates (two statements of ids) re-keys every row")
    func largeApplySQLite() throws {
        try Self.largeApply(try ContactsTable(rows: Self.rows(10_050)), rows: 10_050)
    }

    @Test("PostgreSQL: one apply of 1,500 updates re-keys every row")
    func largeApplyPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try Self.largeApply(try PostgresContacts(cluster: cluster, rows: Self.rows(1_500)), rows: 1_500)
    }
}
#endif
