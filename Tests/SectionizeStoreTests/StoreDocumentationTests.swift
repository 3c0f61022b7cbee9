// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// docs/store.md's Swift examples, run: the calls it shows must exist and do what it says.
@Suite("docs/store.md: the Swift examples")
struct StoreDocumentationTests {
    static let calls = [
        "SectionStore.build(", "StoreTable(name: \"contacts\", id: \"id\", fields: RecordFields(name: \"name\"))",
        "SectioningConfiguration(locales: [\"de\"])", "SectionStore.open(.sqlite(path: \"contacts.sqlite\"), table: \"contacts\")",
        "store.index()", "store.rows(inSection: s, offset: o, limit: 50)", "store.indexPath(of: id)",
        "store.section(forSectionIndexTitle: title, at: i)", "store.insertionPoint(for: record)",
        "store.apply([.insert(id: \"42\"), .update(id: \"7\")])", "result.changes.indexBar.needsReload",
        "store.rows(inSection: s, limit: 50)", "store.rows(after: next, limit: 50)", "StoreCursor(token)",
    ]

    @Test("The page shows the calls this suite runs")
    func callsAreInTheDocs() throws {
        let page = try String(contentsOf: RepositoryFiles.url("docs/store.md"), encoding: .utf8)
        for call in Self.calls { #expect(page.contains(call), "docs/store.md no longer shows \(call)") }
    }

    @Test("Attach, open, read, and apply an insert and a rename, as the page does")
    func example() throws {
        let table = try ContactsTable(rows: (1...10).map { (id: $0, name: "Anna Müller\($0)", yomi: nil) })
        let path = table.path
        _ = try SectionStore.build(
            .sqlite(path: path), table: StoreTable(name: "contacts", id: "id", fields: RecordFields(name: "name")),
            configuration: SectioningConfiguration(locales: ["de"])
        ).store
        let store = try SectionStore.open(.sqlite(path: path), table: "contacts")
        #expect(try store.index().displayedTitles == ["M"])  // family name Müller…: M (hand-checked)
        try table.insert(42, "Zoe Adams", nil)
        try table.update(7, "Bernd Zander", nil)
        let result = try store.apply([.insert(id: "42"), .update(id: "7")])
        // Adams opens section A before M, Zander opens Z after it; 7 leaves M for Z (a move
        // into an inserted section is an insertion there and a deletion from M).
        #expect(result.changes.insertedSections == [0, 2])
        // Without numeric ordering Müller10 sorts between Müller1 and Müller2, so Müller7 was row 7.
        #expect(result.changes.deletedRows == [ListIndexPath(section: 0, row: 7)])
        #expect(result.changes.insertedRows.isEmpty)
        #expect(result.changes.indexBar.needsReload == false)  // the bar shows all letters either way
        #expect(try store.index().displayedTitles == ["A", "M", "Z"])
        #expect(try store.indexPath(of: "7") == ListIndexPath(section: 2, row: 0))
        // Pages by cursor, 4 rows at a time: the 9 rows of M (Müller1…10 without 7) in 3 pages.
        var page = try store.rows(inSection: 1, limit: 4)
        var pages = [page.rows.map(\.id)]
        while let next = page.next {
            page = try store.rows(after: try StoreCursor(next.description), limit: 4)
            pages.append(page.rows.map(\.id))
        }
        #expect(pages == [["1", "10", "2", "3"], ["4", "5", "6", "8"], ["9"]])
    }
}
#endif
