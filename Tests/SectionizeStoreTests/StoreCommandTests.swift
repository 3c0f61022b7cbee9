// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeTestSupport
import Testing

/// Runs the built `sectionize` binary, as nobody (uid 65534, through `setpriv`) when `asNobody`
/// (root ignores the file permissions a test sets).
func runSectionize(_ arguments: [String], asNobody: Bool = false) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    if asNobody {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try SectionizeBinary.url().path] + arguments
    } else {
        process.executableURL = try SectionizeBinary.url()
        process.arguments = arguments
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// Builds the store of `database`'s `contacts` (8,000 rows, ids `id`, names `name`) in de,
/// then rebuilds it `attempts` times, alternating sv icu and de, killing each rebuild with
/// SIGKILL after a random 0.02–2 s: after each, `store verify` must pass (every stored key is
/// the stamp's key: the old keys or the new ones, never a mix) and no row may be lost.
///
/// - Returns: Each attempt's outcome: the stamped locale, and whether the build was killed.
func killRebuildsAtRandom(_ database: String, attempts: Int, seed: UInt64) throws -> Set<String> {
    var rng = SplitMix(state: seed)
    let de = ["--id", "id", "--name", "name", "--locale", "de"]
    let sv = ["--id", "id", "--name", "name", "--locale", "sv", "--style", "icu"]
    #expect(try runSectionize(["store", "build", database, "--table", "contacts"] + de).status == 0)
    var outcomes: Set<String> = []
    for attempt in 0..<attempts {
        let process = Process()
        process.executableURL = try SectionizeBinary.url()
        process.arguments = ["store", "build", database, "--table", "contacts"] + (attempt % 2 == 0 ? sv : de)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(20_000 + rng.next() % 2_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Whatever the stamp says, every stored key must be that stamp's key.
        let verify = try runSectionize(["store", "verify", database, "--table", "contacts", "--format", "json"])
        #expect(verify.status == 0, "attempt \(attempt): \(verify.stdout.prefix(500)) \(verify.stderr)")
        let index = try runSectionize(["store", "index", database, "--table", "contacts", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(index.stdout.utf8)) as? [String: Any]
        #expect(json?["rowCount"] as? Int == 8_000, "attempt \(attempt)")
        outcomes.insert("\(json?["locale"] ?? "?") \(process.terminationReason == .uncaughtSignal ? "killed" : "finished")")
    }
    return outcomes
}

/// A JSON document as plain values, with every `"record"` key removed (a table has no record
/// numbers) and every `"id"` as text (a store prints an INTEGER column's ids as numbers, a
/// CSV's are text); everything else must be equal.
func jsonWithoutRecordNumbers(_ text: String) throws -> NSDictionary {
    func strip(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, value) in dictionary where key != "record" { result[key] = key == "id" ? "\(value)" : strip(value) }
            return result
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return strip(object) as! NSDictionary
}

/// A CSV of rows (RFC 4180 quoting).
func csv(_ rows: [(id: Int, name: String, yomi: String?)]) -> String {
    func field(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
    return "id,name,yomi\n" + rows.map { "\($0.id),\(field($0.name)),\(field($0.yomi ?? ""))\n" }.joined()
}

@Suite("sectionize store (the binary)")
struct StoreCommandTests {
    static func rows(_ locale: String, count: Int, seed: UInt64) -> [(id: Int, name: String, yomi: String?)] {
        var rng = SplitMix(state: seed)
        return (1...count).map { id in
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            return (id, name, yomi)
        }
    }

    @Test("store dump equals sectionize --format json on a CSV of the table with the same field flags", arguments: ["de", "ja", "sv"])
    func dumpEqualsSectionizeJSON(locale: String) throws {
        let rows = Self.rows(locale, count: 150, seed: 3)
        let table = try ContactsTable(rows: rows)
        let csvPath = table.folder.appendingPathComponent("contacts.csv").path
        try csv(rows).write(toFile: csvPath, atomically: true, encoding: .utf8)
        let fields = ["--id", "id", "--name", "name", "--reading", "yomi", "--locale", locale]
        let build = try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("keyed 150 rows of contacts"))
        let dump = try runSectionize(["store", "dump", table.path, "--table", "contacts", "--format", "json"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let memory = try runSectionize(["--format", "json", csvPath] + fields)
        #expect(memory.status == 0, "\(memory.stderr)")
        #expect(try jsonWithoutRecordNumbers(dump.stdout) == jsonWithoutRecordNumbers(memory.stdout))
        // The index command's counts and titles are those of the displayed sections.
        let index = try runSectionize(["store", "index", table.path, "--table", "contacts", "--format", "json"])
        let indexJSON = try JSONSerialization.jsonObject(with: Data(index.stdout.utf8)) as! [String: Any]
        let memoryJSON = try JSONSerialization.jsonObject(with: Data(memory.stdout.utf8)) as! [String: Any]
        let sections = memoryJSON["sections"] as! [[String: Any]]
        #expect(indexJSON["sections"] as? [String] == sections.map { $0["title"] as! String })
        #expect(indexJSON["counts"] as? [Int] == sections.map { ($0["rows"] as! [Any]).count })
        #expect((indexJSON["index"] as! NSDictionary) == (memoryJSON["index"] as! NSDictionary))
        // A page of the second section: rows 1…3 of it.
        let page = try runSectionize([
            "store", "rows", table.path, "--table", "contacts", "--section", "1", "--offset", "1", "--limit", "3", "--format", "json",
        ])
        let pageJSON = try JSONSerialization.jsonObject(with: Data(page.stdout.utf8)) as! [String: Any]
        let expectedRows = Array((sections[1]["rows"] as! [[String: Any]])[1..<min(4, (sections[1]["rows"] as! [Any]).count)])
        #expect((pageJSON["rows"] as! [[String: Any]]).map { "\($0["id"]!)" } == expectedRows.map { $0["id"] as! String })
    }

    @Test("store sync prints the change set sectionize diff prints for the old and new table")
    func syncEqualsDiff() throws {
        var rows = Self.rows("de", count: 60, seed: 9)
        let table = try ContactsTable(rows: rows)
        let oldCSV = table.folder.appendingPathComponent("old.csv").path
        let newCSV = table.folder.appendingPathComponent("new.csv").path
        try csv(rows).write(toFile: oldCSV, atomically: true, encoding: .utf8)
        let fields = ["--id", "id", "--name", "name", "--locale", "de"]
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields).status == 0)
        // A rename into another section, a deletion, a new row with a name of its own.
        try table.update(7, "Quentin Quast", nil)
        try table.delete(12)
        try table.insert(100, "Yvonne Yilmaz", nil)
        rows[6].name = "Quentin Quast"
        rows.remove(at: 11)
        rows.append((100, "Yvonne Yilmaz", nil))
        try csv(rows).write(toFile: newCSV, atomically: true, encoding: .utf8)
        let sync = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let diff = try runSectionize(["diff", oldCSV, newCSV, "--format", "json"] + fields)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(sync.stdout == diff.stdout)
        #expect(try runSectionize(["store", "verify", table.path, "--table", "contacts"]).status == 0)
    }

    @Test("Errors name the table, column or file, exit with sysexits codes and write nothing")
    func errors() throws {
        let table = try ContactsTable(rows: [(1, "Anna", nil), (2, "Bernd", nil)])
        let missingTable = try runSectionize(["store", "build", table.path, "--table", "people", "--id", "id", "--name", "name"])
        #expect(missingTable.status == 64)
        #expect(missingTable.stderr.contains("no table people"))
        let missingColumn = try runSectionize(["store", "build", table.path, "--table", "contacts", "--id", "id", "--name", "fullname"])
        #expect(missingColumn.status == 64)
        #expect(missingColumn.stderr.contains("no column fullname"))
        let notIdentifier = try runSectionize([
            "store", "build", table.path, "--table", "contacts; DROP TABLE contacts", "--id", "id", "--name", "name",
        ])
        #expect(notIdentifier.status == 64)
        // A non-unique id column (the name column here): nothing of the store is created.
        try table.insert(3, "Anna", nil)
        let repeated = try runSectionize(["store", "build", table.path, "--table", "contacts", "--id", "name", "--name", "name"])
        #expect(repeated.status == 65)
        #expect(repeated.stderr.contains("contacts.name is not unique: \"Anna\""))
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__%'") == [])
        let noFile = try runSectionize([
            "store", "build", table.folder.appendingPathComponent("nothing.sqlite").path, "--table", "contacts", "--id", "id", "--name", "name",
        ])
        #expect(noFile.status == 66)
        #expect(noFile.stderr.contains("nothing.sqlite"))
        let notDatabase = table.folder.appendingPathComponent("text.sqlite").path
        try "not a database\n".write(toFile: notDatabase, atomically: true, encoding: .utf8)
        let garbage = try runSectionize(["store", "index", notDatabase, "--table", "contacts"])
        #expect(garbage.status == 66)
        #expect(garbage.stderr.contains("text.sqlite"))
        let neverBuilt = try runSectionize(["store", "index", table.path, "--table", "contacts"])
        #expect(neverBuilt.status == 65)
        #expect(neverBuilt.stderr.contains("store build"))
    }

    @Test("A build killed at a random point leaves the old keys or the new ones, never a mix")
    func killedRebuildLeavesConsistentKeys() throws {
        let rows = Self.rows("de", count: 8_000, seed: 5)
        let table = try ContactsTable(rows: rows)
        let outcomes = try killRebuildsAtRandom(table.path, attempts: 4, seed: 77)
        #expect(!outcomes.isEmpty)
    }
}
#endif
