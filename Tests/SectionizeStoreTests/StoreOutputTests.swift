// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeStore
import Testing

/// Issue 32, item 4: the store's output as a program downstream reads it. Before: `store rows`
/// text printed display names only, and sync's JSON named no row.
@Suite("Store output downstream")
struct StoreOutputTests {
    static let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"]

    @Test("store rows (text): each row's id, a tab, its display name (was the name alone)")
    func rowsTextShowsIDs() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (7, "Aaron Ek", nil), (3, "Bo Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        let rows = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--section", "A"])
        #expect(rows.status == 0, "\(rows.stderr)")
        // German order: Aaron < Anna.
        #expect(rows.stdout == "# A (2 rows), rows 0…1\n7\tAaron Ek\n1\tAnna Berg\n")
    }

    @Test("store sync --format json: `ids` lists the removed, inserted and re-keyed rows (sorted as numbers)")
    func syncJSONCarriesIDs() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Berta Ek", nil), (10, "Carl Ek", nil), (3, "Dora Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        try table.update(2, "Clara Ek", nil)
        try table.update(10, "Zoe Ek", nil)
        try table.delete(3)
        try table.insert(20, "Emil Ek", nil)
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.contains(#""ids": {"deleted": ["3"], "inserted": ["20"], "updated": ["2", "10"]},"#), "\(sync.stdout)")
    }
}
#endif
