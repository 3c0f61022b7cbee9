// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import GRDB
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Issue 28, "Reads are reads": the read commands open a SQLite file read-only. Each test
/// failed before (every open switched the file to WAL, changing its header; a 0-byte file
/// became a database; a read-only file could not be read; a lock made reads wait 30 s, then
/// exit 66).
@Suite("SQLite reads write nothing")
struct StoreReadOnlyTests {
    static let fields = ["--id", "id", "--name", "name", "--locale", "de"]

    /// The file's bytes and the names of every file beside it (journals, -wal, -shm).
    static func snapshot(_ table: ContactsTable) throws -> (bytes: Data, files: [String]) {
        (try Data(contentsOf: URL(fileURLWithPath: table.path)), try FileManager.default.contentsOfDirectory(atPath: table.folder.path).sorted())
    }

    /// The header's file change counter (bytes 24–27) and read/write versions (bytes 18–19:
    /// 1 legacy rollback journal, 2 WAL), https://www.sqlite.org/fileformat.html.
    static func header(_ bytes: Data) -> [UInt8] { Array(bytes[18...19]) + Array(bytes[24...27]) }

    @Test("index, rows, dump and verify, succeeding or failing, leave the file byte for byte and make no journal")
    func readsLeaveTheFile() throws {
        let table = try ContactsTable(rows: (1...40).map { (id: $0, name: "Name\($0 % 7) Family\($0 % 5)", yomi: nil) })
        try table.queue.close()
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        let before = try Self.snapshot(table)
        #expect(Self.header(before.bytes)[0...1] == [1, 1])  // the user's rollback journal, kept by build
        let t = ["--table", "contacts"]
        let commands: [([String], Int32)] = [
            (["store", "index", table.path] + t + ["--format", "json"], 0), (["store", "rows", table.path, "--section", "0"] + t, 0),
            (["store", "dump", table.path] + t, 0), (["store", "verify", table.path] + t, 0),
            (["store", "index", table.path, "--table", "nosuch"], 65), (["store", "rows", table.path, "--section", "99"] + t, 64),
            (["store", "dump", table.path, "--table", "contacts; DROP TABLE contacts"], 64),
        ]
        for (command, status) in commands {
            let result = try runSectionize(command)
            #expect(result.status == status, "\(command): \(result.stderr)")
            let after = try Self.snapshot(table)
            #expect(after.files == before.files, "\(command)")
            #expect(Self.header(after.bytes) == Self.header(before.bytes), "\(command)")
            #expect(after.bytes == before.bytes, "\(command)")
        }
    }

    @Test("A read-only file in a read-only folder is read (as nobody)")
    func readOnlyFileAndFolder() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.queue.close()
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        let before = try Self.snapshot(table)
        #expect(chmod(table.path, 0o444) == 0 && chmod(table.folder.path, 0o555) == 0)
        defer { _ = chmod(table.folder.path, 0o755) }
        let dump = try runSectionize(["store", "dump", table.path, "--table", "contacts"], asNobody: true)
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("Anna Berg") && dump.stdout.contains("Bo Ek"))
        #expect(try Self.snapshot(table).bytes == before.bytes)
    }

    @Test(
        "A 0-byte file and a file that is not SQLite are refused (66) and left as they were",
        arguments: [Data(), Data("SQLite format 2\0garbage".utf8)])
    func emptyAndGarbageFiles(contents: Data) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("contacts.sqlite").path
        try contents.write(to: URL(fileURLWithPath: path))
        for command in [["index"], ["build"] + Self.fields, ["sync"], ["verify"]] {
            let result = try runSectionize(["store", command[0], path, "--table", "contacts"] + command.dropFirst())
            #expect(result.status == 66, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("contacts.sqlite"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents, "\(command)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.sqlite"], "\(command)")
        }
    }

    @Test("A BEGIN EXCLUSIVE held by another connection makes a read exit 75 after --busy-timeout, saying the database is locked")
    func lockedDatabase() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil)])
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        // Another connection holds SQLite's exclusive lock (rollback journal: readers wait).
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: table.path, configuration: configuration)
        try holder.inDatabase { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            try db.execute(sql: "UPDATE contacts SET name = name")
        }
        defer { try? holder.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
        let result = try runSectionize(["store", "index", table.path, "--table", "contacts", "--busy-timeout", "1"])
        #expect(result.status == 75, "\(result.stderr)")  // EX_TEMPFAIL (sysexits.h)
        #expect(result.stderr.contains("locked by another connection"))
        let build = try runSectionize(["store", "build", table.path, "--table", "contacts", "--busy-timeout", "0.5"] + Self.fields)
        #expect(build.status == 75, "\(build.stderr)")
    }

    /// A process that stops in the middle of a write to the file: python3's sqlite3 updates
    /// every name and every stored display text with a one-page cache (so the changed pages
    /// are spilled into the file before any commit), then exits without committing or
    /// closing. What is left is a hot rollback journal beside a file holding uncommitted pages
    /// (https://www.sqlite.org/atomiccommit.html, "Hot Rollback Journals").
    static func stopMidWrite(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            """
            import os, sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('PRAGMA cache_size = 1')
            c.execute('BEGIN')
            c.execute("UPDATE contacts SET name = 'Zed ' || id")
            c.execute("UPDATE contacts__sectionize_1 SET display = 'Zed'")
            os._exit(0)
            """,
            path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: path + "-journal"), "the stopped write left its journal")
    }

    @Test(
        "A write stopped half-way by another process (a hot journal, uncommitted pages in the file) is rolled back: reads answer from the file as it was, before and after the store was opened (both failed with exit 66)"
    )
    func hotJournalRolledBack() throws {
        let table = try ContactsTable(rows: (1...300).map { (id: $0, name: "Name\($0 % 7) Family\($0 % 5)", yomi: nil) })
        try table.queue.close()
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        let before = try runSectionize(["store", "dump", table.path, "--table", "contacts", "--format", "json"])
        #expect(before.status == 0 && !before.stdout.contains("Zed"))
        // The store opened before the stop: its next read meets the journal.
        let store = try SectionStore.open(.sqlite(path: table.path), table: "contacts")
        let index = try store.index()
        try Self.stopMidWrite(table.path)
        #expect(try store.index() == index)
        #expect(!FileManager.default.fileExists(atPath: table.path + "-journal"))
        // Opened after the stop.
        try Self.stopMidWrite(table.path)
        let after = try runSectionize(["store", "dump", table.path, "--table", "contacts", "--format", "json"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == before.stdout)
        let verify = try runSectionize(["store", "verify", table.path, "--table", "contacts"])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
    }

    @Test("A hot journal in a read-only folder (as nobody) cannot be rolled back: exit 66 naming the journal, the file left as it was")
    func hotJournalReadOnly() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.queue.close()
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        try Self.stopMidWrite(table.path)
        let before = try Self.snapshot(table)
        #expect(chmod(table.path, 0o444) == 0 && chmod(table.folder.path, 0o555) == 0)
        defer { _ = chmod(table.folder.path, 0o755) }
        let index = try runSectionize(["store", "index", table.path, "--table", "contacts"], asNobody: true)
        #expect(index.status == 66, "\(index.stderr)")
        #expect(index.stderr.contains("contacts.sqlite-journal") && index.stderr.contains("stopped in the middle of writing"), "\(index.stderr)")
        #expect(try Self.snapshot(table).bytes == before.bytes)
    }
}
#endif
