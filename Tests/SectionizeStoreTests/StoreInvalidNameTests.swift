// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeStore
import Testing

/// Issue 28, "Nothing changed silently". Each test failed before: invalid UTF-8 became
/// U+FFFD and a NUL cut the name, exit 0 without a word; integer ids printed as JSON strings.
@Suite("Invalid names and id types")
struct StoreInvalidNameTests {
    static let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"]

    /// A table with one name holding the byte 0xFF (never valid in UTF-8, RFC 3629 §1) and
    /// one holding a NUL, both stored as TEXT.
    static func table() throws -> ContactsTable {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (4, "Bo Ek", nil)])
        try table.execute("INSERT INTO contacts (id, name) VALUES (2, CAST(X'4A6FFF7267' AS TEXT)), (3, CAST(X'4D6178004D7573746572' AS TEXT))")
        return table
    }

    @Test("--invalid fail (the default) refuses, naming the row id and the column; nothing is created")
    func failNamesRowAndColumn() throws {
        let table = try Self.table()
        let build = try runSectionize(["store", "build", table.path] + Self.fields)
        #expect(build.status == 65, "\(build.stderr)")
        #expect(build.stderr.contains("row id 2, column name: invalid UTF-8"), "\(build.stderr)")
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__%'") == [])
    }

    @Test("--invalid replace keeps the rows with U+FFFD and reports each; --invalid skip leaves them out and reports each")
    func replaceAndSkip() throws {
        let table = try Self.table()
        let replace = try runSectionize(["store", "build", table.path, "--invalid", "replace"] + Self.fields)
        #expect(replace.status == 0, "\(replace.stderr)")
        #expect(replace.stderr.contains("row id 2, column name: invalid UTF-8, replaced with U+FFFD"), "\(replace.stderr)")
        #expect(replace.stderr.contains("row id 3, column name: NUL byte, replaced with U+FFFD"), "\(replace.stderr)")
        let dump = try runSectionize(["store", "dump", table.path, "--table", "contacts"])
        #expect(dump.stdout.contains("Jo\u{FFFD}rg"), "\(dump.stdout)")
        #expect(dump.stdout.contains("Max\u{FFFD}Muster"), "\(dump.stdout)")  // the whole name, not "Max"
        #expect(try runSectionize(["store", "verify", table.path, "--table", "contacts"]).status == 0)
        let skip = try runSectionize(["store", "build", table.path, "--invalid", "skip"] + Self.fields)
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(skip.stderr.contains("row id 2, column name: invalid UTF-8, row skipped"), "\(skip.stderr)")
        let index = try runSectionize(["store", "index", table.path, "--table", "contacts", "--format", "json"])
        #expect(index.stdout.contains("\"rowCount\": 2"), "\(index.stdout)")
        // A sync under the default policy meets the rows again and refuses, naming one.
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts"])
        #expect(sync.status == 65, "\(sync.stderr)")
        #expect(sync.stderr.contains("row id 2"))
    }

    /// A full-read sync compares ids and hashes only, and makes the records of the rows that
    /// changed afterwards from the bytes it read: the replaced name must be the one a build
    /// makes (the bytes of RFC 3629 §1 and a NUL, as in `table()`).
    @Test(
        "A full-read sync keys a changed row from its own bytes: under --invalid replace with U+FFFD, reported once; under skip past a skipped row"
    )
    func syncReplacesChangedRow() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Jo Berg", nil), (4, "Bo Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path, "--invalid", "replace"] + Self.fields).status == 0)
        try table.execute("UPDATE contacts SET name = CAST(X'4A6FFF7267' AS TEXT) WHERE id = 2")
        try table.execute("INSERT INTO contacts (id, name) VALUES (3, CAST(X'4D6178004D7573746572' AS TEXT))")
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--invalid", "replace", "--full-read"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stderr.components(separatedBy: "row id 2, column name: invalid UTF-8, replaced with U+FFFD").count == 2, "\(sync.stderr)")
        #expect(sync.stderr.contains("row id 3, column name: NUL byte, replaced with U+FFFD"), "\(sync.stderr)")
        let dump = try runSectionize(["store", "dump", table.path, "--table", "contacts"])
        #expect(dump.stdout.contains("Jo\u{FFFD}rg") && dump.stdout.contains("Max\u{FFFD}Muster"), "\(dump.stdout)")
        #expect(!dump.stdout.contains("Jo Berg"), "\(dump.stdout)")
        let verify = try runSectionize(["store", "verify", table.path, "--table", "contacts"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        // Under skip, a row left out before a changed one: the changed row's record is made
        // from its own bytes, not its neighbour's.
        #expect(try runSectionize(["store", "build", table.path, "--invalid", "skip"] + Self.fields).status == 0)
        try table.execute("UPDATE contacts SET name = 'Bo Zander' WHERE id = 4")
        let skip = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--invalid", "skip", "--full-read"])
        #expect(skip.status == 0, "\(skip.stderr)")
        let rows = try runSectionize(["store", "dump", table.path, "--table", "contacts"]).stdout
        #expect(rows.contains("Bo Zander") && !rows.contains("Bo Ek") && !rows.contains("Muster"), "\(rows)")
        #expect(try runSectionize(["store", "verify", table.path, "--table", "contacts"]).status == 0)
    }

    @Test("Ids of an INTEGER column print as JSON numbers, ids of a TEXT column as strings (rows, dump)")
    func integerIDsAreNumbers() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (10, "Bo Ek", nil)])
        try table.execute("CREATE TABLE tagged (tag TEXT PRIMARY KEY, name TEXT)")
        try table.execute("INSERT INTO tagged VALUES ('007', 'James Bond')")
        #expect(try runSectionize(["store", "build", table.path] + Self.fields).status == 0)
        #expect(try runSectionize(["store", "build", table.path, "--table", "tagged", "--id", "tag", "--name", "name"]).status == 0)
        for command in ["rows", "dump"] {
            let extra = command == "rows" ? ["--section", "0"] : []
            let numbers = try runSectionize(["store", command, table.path, "--table", "contacts", "--format", "json"] + extra)
            #expect(numbers.stdout.contains("\"id\": 1}") || numbers.stdout.contains("\"id\": 1,"), "\(numbers.stdout)")
            #expect(!numbers.stdout.contains("\"id\": \"1\""), "\(numbers.stdout)")
            let strings = try runSectionize(["store", command, table.path, "--table", "tagged", "--format", "json"] + extra)
            #expect(strings.stdout.contains("\"id\": \"007\""), "\(strings.stdout)")
        }
    }
}
#endif
