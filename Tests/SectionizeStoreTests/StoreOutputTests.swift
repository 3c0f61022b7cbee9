// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Issue 32, item 4: the store's output as a program downstream reads it. Before: `store rows`
/// text printed display names only, and sync's JSON named no row.
@Suite("Store output downstream")
struct StoreOutputTests {
    static let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"]

    @Test("store rows (text): each row's id, a tab, its display name (was the name alone)")
    func rowsTextShowsIDs() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (7, "Aaron Berg", nil), (3, "Bo Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        let rows = try runSectionize(["store", "rows", table.path, "--table", "contacts", "--section", "B"])
        #expect(rows.status == 0, "\(rows.stderr)")
        // Sorted by family name (Berg, Aaron < Berg, Anna), shown given name first.
        #expect(rows.stdout == "# B (2 rows), rows 0…1\n7\tAaron Berg\n1\tAnna Berg\n")
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

    @Test("store sync (text) after a rename, a move and a delete: the lines of `sectionize diff`, a moved rename with its old name (was: ids only)")
    func syncTextUsesDiffMarks() throws {
        // German, names sorted by family name then given name (the display is "given family"):
        // B: Berg Anna; E: Ek Berta, Ek Carl, Ek Dora, Ek Otto; F: Fischer Max.
        let rows: [(id: Int, name: String, yomi: String?)] = [
            (1, "Anna Berg", nil), (2, "Berta Ek", nil), (10, "Carl Ek", nil), (3, "Dora Ek", nil), (5, "Otto Ek", nil), (4, "Max Fischer", nil),
        ]
        let table = try ContactsTable(rows: rows)
        let oldCSV = table.folder.appendingPathComponent("old.csv").path
        let newCSV = table.folder.appendingPathComponent("new.csv").path
        try csv(rows).write(toFile: oldCSV, atomically: true, encoding: .utf8)
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        // A rename that moves (Ek → Fuchs: E 0 → F 1, after Fischer), a rename in place (Carl →
        // Carlo: still between the Eks that stay, so a reload at its old place E 1), a delete
        // (Dora, E 2) and an insert (Emil Berg, B 1 after Anna).
        try table.update(2, "Berta Fuchs", nil)
        try table.update(10, "Carlo Ek", nil)
        try table.delete(3)
        try table.insert(20, "Emil Berg", nil)
        try csv([
            (1, "Anna Berg", nil), (2, "Berta Fuchs", nil), (10, "Carlo Ek", nil), (5, "Otto Ek", nil), (4, "Max Fischer", nil),
            (20, "Emil Berg", nil),
        ])
        .write(toFile: newCSV, atomically: true, encoding: .utf8)
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let expected = [
            "synced: 1 inserted, 2 updated, 1 removed; sections 0 deleted, 0 inserted; rows 1 deleted, 1 inserted, 1 moved, 1 reloaded",
            "- Dora Ek (E 2)",
            "+ Emil Berg (B 1)",
            "→ Berta Fuchs (was Berta Ek): E 0 → F 1",
            "~ Carl Ek (E 1)",
            "Index: unchanged",
        ]
        #expect(sync.stdout == expected.map { $0 + "\n" }.joined(), "\(sync.stdout)")
        // The same lines as `sectionize diff` of the two exports (between its header and summary).
        let diff = try runSectionize(["diff", oldCSV, newCSV, "--id", "id", "--name", "name", "--locale", "de"])
        let diffLines = diff.stdout.split(separator: "\n").map(String.init)
        #expect(Array(diffLines.dropFirst().dropLast()) == Array(expected.dropFirst()), "\(diff.stdout)")
    }

    @Test("store sync --format json: `renamed` gives each renamed row's id with its old and new name, as diff --id does")
    func syncJSONCarriesOldNames() throws {
        let rows: [(id: Int, name: String, yomi: String?)] = [(1, "Anna Berg", nil), (2, "Berta Ek", nil), (10, "Carl Ek", nil)]
        let table = try ContactsTable(rows: rows)
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        try table.update(10, "Carlo Ek", nil)
        try table.update(2, "Berta Fuchs", nil)
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(
            sync.stdout.contains(
                #""renamed": [{"id": "2", "new": "Berta Fuchs", "old": "Berta Ek"}, {"id": "10", "new": "Carlo Ek", "old": "Carl Ek"}],"#),
            "\(sync.stdout)")
    }

    /// `sqlite3`, the SQLite shell the README's recipe uses, if installed.
    static let sqliteShell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("Issue 32, item 8: the README's store example works as written, from the sample recipe (was: no contacts.sqlite anywhere)")
    func readmeStoreExample() throws {
        // Fails rather than skips without the shell: the README tells users to run it.
        try #require(Self.sqliteShell != nil, "the README's recipe needs the sqlite3 shell: apt-get install sqlite3 (.ci/run does)")
        let readme = try String(contentsOf: RepositoryFiles.url("README.md"), encoding: .utf8)
        let recipe = "sqlite3 contacts.sqlite < Data/samples/contacts.sql"
        let build = "swift run --traits SQLite sectionize store build contacts.sqlite --table contacts --id id --name name --locale de"
        #expect(readme.contains("`\(recipe)`") && readme.contains("`\(build)`"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("contacts.sqlite").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: Self.sqliteShell!)
        shell.arguments = [database]
        shell.standardInput = try FileHandle(forReadingFrom: RepositoryFiles.url("Data/samples/contacts.sql"))
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        // The command after `swift run --traits SQLite sectionize`, as the README writes it.
        let result = try runSectionize(["store", "build", database, "--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"])
        #expect(result.status == 0, "\(result.stderr)")
        let index = try runSectionize(["store", "index", database, "--table", "contacts", "--format", "json"])
        #expect(index.stdout.contains("\"rowCount\": 80"), "the 80 names of contacts-de.txt")
        let lines = try String(contentsOf: RepositoryFiles.url("Data/samples/contacts-de.txt"), encoding: .utf8)
        #expect(lines.split(separator: "\n").count == 80)
    }
}
#endif
