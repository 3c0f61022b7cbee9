// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Issue 30, item 2: cursor pages. A cursor names a place (section, key, sequence), not a
/// position, so rows inserted or deleted before it do not move it (under the same edits,
/// `OFFSET` paging would show a row twice for each row inserted before it, and skip one for
/// each row deleted before it).
@Suite("Store cursor pages")
struct StoreCursorTests {
    /// 120 rows whose names all file under M in German (`Data`-free: written for this test),
    /// with repeated names, so that equal keys are ordered by their sequence.
    static let rows: [(id: Int, name: String, yomi: String?)] = {
        let given = ["Anna", "Bernd", "Claudia", "Dieter", "Eva", "Frank", "Greta", "Hans"]
        let family = ["Meier", "Müller", "Mayer", "Moser", "Mertens", "Mohr", "Maier", "Möller"]
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...120 { rows.append((id, "\(given[id % 8]) \(family[(id / 8) % 8])", nil)) }
        return rows
    }()

    /// Pages through section M by cursor, 7 rows at a time; between pages inserts rows before
    /// the cursor (a copy of the name of a row already shown whose name differs from the
    /// cursor's row: its key is smaller, so it files before the cursor) and deletes one row
    /// already shown and one not yet shown. Expected, by the definition of a cursor: every row
    /// of the section as built (its order read from the store's dump after the build), minus
    /// the rows deleted before they were shown, each once, in that order; no inserted row.
    static func pageWhileEditing(_ table: any ContactsFixture, name: String) throws {
        let configuration = SectioningConfiguration(locales: ["de"])
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        let dump = try store.dump()
        let m = try #require(dump.index.displayedTitles.firstIndex(of: "M"), "\(name): no section M")
        let built = dump.sections[m].rows
        #expect(built.count == 120, "\(name): every row files under M")
        var shown: [StoreRow] = []
        var deletedUnseen: Set<String> = []
        var deletedSeen: Set<String> = []
        var round = 0
        var inserted: Set<String> = []
        var nextID = 1000
        var page = try store.rows(inSection: m, limit: 7)
        var insertedBefore = false
        while true {
            shown += page.rows
            guard let cursor = page.next else { break }
            // Rows before the cursor: one more, one less.
            let last = try #require(shown.last)
            if let earlier = shown.last(where: { $0.display != last.display }) {
                nextID += 1
                try table.run(["INSERT INTO contacts (id, name, yomi) VALUES (\(nextID), '\(earlier.display)', NULL)"])
                _ = try store.apply([.insert(id: String(nextID))])
                inserted.insert(String(nextID))
                insertedBefore = true
            }
            let visible = Set(shown.map(\.id)).subtracting(inserted)
            // Every other round the cursor's own row goes: a cursor names a place, not a row.
            round += 1
            if let gone = round % 2 == 0 ? last : built.first(where: { visible.contains($0.id) && !deletedSeen.contains($0.id) }),
                !deletedSeen.contains(gone.id)
            {
                try table.run(["DELETE FROM contacts WHERE id = \(gone.id)"])
                _ = try store.apply([.remove(id: gone.id)])
                deletedSeen.insert(gone.id)
            }
            // A row after the cursor: gone before it is shown.
            if let ahead = built.first(where: { !visible.contains($0.id) && !deletedUnseen.contains($0.id) }) {
                try table.run(["DELETE FROM contacts WHERE id = \(ahead.id)"])
                _ = try store.apply([.remove(id: ahead.id)])
                deletedUnseen.insert(ahead.id)
            }
            page = try store.rows(after: cursor, limit: 7)
        }
        let expected = built.filter { !deletedUnseen.contains($0.id) }.map(\.id)
        #expect(shown.map(\.id) == expected, "\(name): every surviving row once, in order")
        #expect(Set(shown.map(\.id)).isDisjoint(with: inserted), "\(name): rows inserted before the cursor are not shown")
        #expect(
            insertedBefore && !deletedUnseen.isEmpty && deletedSeen.contains(where: { id in shown.last?.id != id }), "\(name): the edits happened")
        // The section's end: the last page has no cursor, and asking after its last row is empty.
        #expect(page.next == nil)
    }

    @Test("Paging a section by cursor while rows are inserted and deleted before the cursor: every surviving row once, in order (SQLite)")
    func pagingWhileEditingSQLite() throws {
        try Self.pageWhileEditing(try ContactsTable(rows: Self.rows), name: "SQLite")
    }

    @Test("The same on PostgreSQL")
    func pagingWhileEditingPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try Self.pageWhileEditing(try PostgresContacts(cluster: cluster, rows: Self.rows), name: "PostgreSQL")
    }

    @Test("Pages by cursor concatenate to the section as dump reads it; next is nil exactly at the section's end")
    func cursorPagesCoverTheSection() throws {
        let table = try ContactsTable(rows: Self.rows)
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"])).store
        let dump = try store.dump()
        for limit in [1, 5, 119, 120, 121] {
            var page = try store.rows(inSection: 0, limit: limit)
            var rows = page.rows
            var pages = 1
            while let next = page.next {
                page = try store.rows(after: next, limit: limit)
                rows += page.rows
                pages += 1
                #expect(page.title == "M" && page.count == 120)
            }
            #expect(rows == dump.sections[0].rows, "limit \(limit)")
            // 120 rows: ceil(120 / limit) pages, the last one ending the section.
            #expect(pages == (120 + limit - 1) / limit, "limit \(limit)")
        }
        // An offset page's cursor continues after it.
        let middle = try store.rows(inSection: 0, offset: 50, limit: 10)
        let after = try store.rows(after: try #require(middle.next), limit: 10)
        #expect(after.rows == Array(dump.sections[0].rows[60..<70]))
    }

    @Test("A cursor of another store, or of the store before a rebuild, is refused; garbage is invalidOption and touches nothing")
    func foreignAndGarbageCursors() throws {
        let configuration = SectioningConfiguration(locales: ["de"])
        let a = try ContactsTable(rows: Self.rows)
        let b = try ContactsTable(rows: Self.rows)
        let storeA = try SectionStore.build(a.database, table: ContactsTable.table, configuration: configuration).store
        let storeB = try SectionStore.build(b.database, table: ContactsTable.table, configuration: configuration).store
        let cursor = try #require(try storeA.rows(inSection: 0, limit: 10).next)
        // Same rows, same keys, another store (its own random id): refused.
        #expect(throws: SectionizeError.self) { try storeB.rows(after: cursor, limit: 10) }
        do {
            _ = try storeB.rows(after: cursor, limit: 10)
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("another store or table"), "\(error.message)")
        }
        // Its string form round-trips.
        #expect(try StoreCursor(cursor.description) == cursor)
        #expect(try storeA.rows(after: StoreCursor(cursor.description), limit: 3).rows == storeA.rows(inSection: 0, offset: 10, limit: 3).rows)
        // A rebuild (same configuration, new generation): refused with storeChanged.
        let rebuilt = try storeA.rebuild().store
        do {
            _ = try rebuilt.rows(after: cursor, limit: 10)
            Issue.record("a cursor of the generation before the rebuild was accepted")
        } catch {
            #expect(error.code == .storeChanged, "\(error)")
        }
        // Garbage: not a cursor, truncated, one character changed, SQL.
        let text = cursor.description
        var characters = Array(text)
        characters[8] = characters[8] == "A" ? "B" : "A"  // inside the store tag: every bit counts
        let flipped = String(characters)
        for garbage in ["", "hello", "sc1_", "sc1_AAAA", String(text.dropLast(3)), flipped, "sc1_'; DROP TABLE contacts; --", text + "=="] {
            do {
                _ = try StoreCursor(garbage)
                Issue.record("\(garbage) parsed as a cursor")
            } catch {
                #expect(error.code == .invalidOption, "\(garbage): \(error)")
                #expect(error.message.hasPrefix("cursor"), "\(error.message)")
            }
        }
        #expect(try a.strings("SELECT CAST(count(*) AS TEXT) FROM contacts") == ["120"])
    }

    @Test("store rows --after: JSON \"next\" continues the section and is null at its end; text prints '# next:'; a bad cursor exits 64")
    func command() throws {
        let table = try ContactsTable(rows: Self.rows)
        let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"]
        #expect(try runSectionize(["store", "build", table.path] + fields).status == 0)
        var pages: [[String]] = []
        var result = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--section", "M", "--limit", "50", "--format", "json"])
        while true {
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            pages.append(try #require(json["rows"] as? [[String: Any]]).map { "\($0["id"]!)" })
            guard let next = json["next"] as? String else {
                #expect(json["next"] is NSNull, "next is null at the end, not missing")
                break
            }
            result = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--after", next, "--limit", "50", "--format", "json"])
        }
        #expect(pages.map(\.count) == [50, 50, 20])
        let dump = try SectionStore.open(table.database, table: "contacts").dump()
        #expect(pages.flatMap { $0 } == dump.sections[0].rows.map(\.id))
        let text = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--section", "M", "--limit", "2"])
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 4 && lines[0] == "# M (120 rows), rows 0…1" && lines[3].hasPrefix("# next: sc1_"), "\(text.stdout)")
        let second = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--after", String(lines[3].dropFirst(8)), "--limit", "2"])
        #expect(second.stdout.hasPrefix("# M (120 rows), 2 rows after the cursor\n"), "\(second.stdout)")
        let bad = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--after", "sc1_nonsense"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("sectionize: store: cursor"), "\(bad.status) \(bad.stderr)")
        let both = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--section", "M", "--after", String(lines[3].dropFirst(8))])
        #expect(both.status == 64, "\(both.stderr)")
    }
}
#endif
