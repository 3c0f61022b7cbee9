// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import GRDB
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// A build keys its rows on a fast path (the table read as bytes into one buffer, each
/// record's name split once on all cores, keys straight from the code that keys a
/// `SectionedList`, no list built). Its keys table must hold, row for row, what the simple
/// path gives: a `SectionedList` of the table's records, made as `sectionize diff` makes its
/// lists of structured input (`sortText` and `reading` by the name style), each row's
/// display name, and the hash of its values.
@Suite("Store build: the fast keying path equals the simple one")
struct StoreBuildKeyingTests {
    /// The table's columns after `id`, in the order the store selects them (`RecordFields`'
    /// fixed order: name, given, family, middle, prefix, suffix, organization, reading,
    /// given reading, family reading).
    static let columns = ["full", "given", "family", "middle", "prefix", "suffix", "org", "reading", "given_reading", "family_reading"]
    static let fields = RecordFields(
        name: "full", given: "given", family: "family", middle: "middle", prefix: "prefix", suffix: "suffix", organization: "org",
        reading: "reading", givenReading: "given_reading", familyReading: "family_reading")

    /// One row of the user's table: each column's bytes (`nil` for NULL).
    typealias TableRow = (id: Int, cells: [[UInt8]?])

    /// The rows of the repository's contact fixtures: the vCard and Google/Outlook CSV samples
    /// (readings in `X-PHONETIC-*` and the phonetic columns), the German list, the Japanese
    /// names with their kana readings and the Chinese surname names of `Data/readings`, Korean
    /// names; every tenth row again under a new id (equal names), ids shuffled so that id
    /// order is not the files' order; and names with bytes that are not text.
    static func fixtureRows() throws -> [TableRow] {
        var records: [ContactRecord] = []
        for (file, format) in [("contacts.vcf", RecordFormat.vcard), ("google.csv", .csv), ("outlook.csv", .csv), ("contacts-de.txt", .lines)] {
            let bytes = [UInt8](try Data(contentsOf: RepositoryFiles.url("Data/samples/\(file)")))
            records += try RecordReader.read(bytes, source: file, format: format, policy: .replace).records
        }
        for line in try String(contentsOf: RepositoryFiles.url("Data/readings/ja-names.tsv"), encoding: .utf8).split(separator: "\n")
        where line.hasPrefix("full\t") {
            let parts = line.split(separator: "\t").map(String.init)
            var record = ContactRecord(formattedName: parts[1])
            record.name.fullReading = String(parts[2].split(separator: "|")[0])
            records.append(record)
        }
        for line in try String(contentsOf: RepositoryFiles.url("Data/readings/zh-surnames-test.tsv"), encoding: .utf8).split(separator: "\n")
        where !line.hasPrefix("#") {
            records.append(ContactRecord(formattedName: String(line.split(separator: "\t")[0])))
        }
        for name in ["김민수", "이영희", "박지성", "남궁민수", "최 유리", "정 하늘", "강감찬", "김 민준", "Kim Minsu", "윤서연"] {
            records.append(ContactRecord(formattedName: name))
        }
        records += records.enumerated().filter { $0.offset % 10 == 3 }.map(\.element)
        var cells: [[[UInt8]?]] = records.map { record in
            let n = record.name
            return [
                record.formattedName, n.given, n.family, n.middle, n.prefix, n.suffix, n.organization, n.fullReading, n.givenReading,
                n.familyReading,
            ].map { $0.isEmpty ? nil : Array($0.utf8) }
        }
        // Not text: an invalid byte, a NUL, a lone continuation byte, a truncated sequence.
        let empty = [[UInt8]?](repeating: nil, count: columns.count - 1)
        cells.append([[0x41, 0x6E, 0xFF, 0x6E, 0x61, 0x20, 0x42, 0x65, 0x72, 0x67]] + empty)
        cells.append([Array("Ann".utf8) + [0] + Array("a Berg".utf8)] + empty)
        cells.append([nil, [0x80, 0x4B, 0x61, 0x72, 0x6C]] + empty.dropFirst())
        cells.append([Array("Zoë ".utf8) + [0xE2, 0x82]] + empty)
        var ids = Array(1...cells.count).map { $0 * 7 }
        var rng = SplitMix(state: 30)
        ids.shuffle(using: &rng)
        return zip(ids, cells).map { (id: $0, cells: $1) }
    }

    /// The fixture rows in a new SQLite file's table `people`; name cells that are not text
    /// are written as BLOBs (as an app that stores raw bytes would).
    static func table(_ rows: [TableRow]) throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-keying-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("people.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, \(columns.map { "\($0) TEXT" }.joined(separator: ", ")))")
            let placeholders = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
            for row in rows {
                let values: [(any DatabaseValueConvertible)?] =
                    [row.id]
                    + row.cells.map { cell -> (any DatabaseValueConvertible)? in
                        guard let cell else { return nil }
                        if let text = String(validating: cell, as: UTF8.self), !cell.contains(0) { return text }
                        return Data(cell)
                    }
                try db.execute(
                    sql: "INSERT INTO people (id, \(columns.joined(separator: ", "))) VALUES (\(placeholders))",
                    arguments: StatementArguments(values))
            }
        }
        return (folder, path)
    }

    /// FNV-1a, 64 bits (offset basis 0xcbf29ce484222325, prime 0x100000001b3: the FNV
    /// reference, draft-eastlake-fnv), over the row's name values' UTF-8 with the unit
    /// separator 0x1F between values: the hash the store documents for its `source_hash`.
    static func fnv(_ values: [String]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, value) in values.enumerated() {
            for byte in (i > 0 ? [0x1F] : []) + Array(value.utf8) {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return Int64(bitPattern: hash)
    }

    @Test(
        "Keys, sections, titles, sequences, readings, display names and hashes equal a SectionedList of the table's records",
        arguments: [("de", InvalidInputPolicy.replace), ("ja", .skip), ("zh", .replace), ("ko", .skip), ("sv", .replace)])
    func fastPathEqualsList(locale: String, policy: InvalidInputPolicy) throws {
        let rows = try Self.fixtureRows()
        let (folder, path) = try Self.table(rows)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
        let table = StoreTable(name: "people", id: "id", fields: Self.fields)
        let report = try SectionStore.build(.sqlite(path: path), table: table, configuration: configuration, options: StoreOptions(invalid: policy))
            .report

        // The simple path, from the rows as written: in id order; a cell that is not text is
        // decoded with U+FFFD for each invalid sequence and each NUL (docs/store.md) or, under
        // skip, its row left out.
        var records: [ContactRecord] = []
        var texts: [[String]] = []
        var problemRows = 0
        let columns = try RecordColumns(header: ["id"] + Self.columns, fields: Self.fields, source: "people")
        for row in rows.sorted(by: { $0.id < $1.id }) {
            let values = row.cells.map { cell -> String in
                guard let cell else { return "" }
                return String(String(decoding: cell, as: UTF8.self).map { $0 == "\0" ? "\u{FFFD}" : $0 })
            }
            let isText = row.cells.allSatisfy { cell in cell.map { String(validating: $0, as: UTF8.self) != nil && !$0.contains(0) } ?? true }
            if !isText { problemRows += 1 }
            if !isText && policy == .skip { continue }
            var record = columns.record([String(row.id)] + values)
            record.id = String(row.id)
            records.append(record)
            texts.append(values)
        }
        #expect(report.rowCount == records.count)
        #expect(Set(report.issues.map(\.id)).count == problemRows, "one issue per row that is not text")
        #expect(report.issues.allSatisfy { $0.action == (policy == .skip ? .skipped : .replaced) })
        let collation = try configuration.makeCollation()
        let style = NameStyle(locale: locale)
        let list = try SectionedList(
            records, id: { $0.id ?? "" }, text: { $0.sortText(style) }, reading: { $0.reading(style) }, collation: collation,
            readingProvider: try configuration.resolvedReadings(for: collation).provider, indexBarOptions: configuration.indexBarOptions)
        let hashes = Dictionary(uniqueKeysWithValues: zip(records.map { $0.id ?? "" }, texts.map(Self.fnv)))

        let stored = try DatabaseQueue(path: path).read { db in
            let generation = try String.fetchOne(db, sql: "SELECT value FROM people__sectionize_stamp WHERE name = 'generation'") ?? "?"
            return try Row.fetchAll(
                db,
                sql:
                    "SELECT id, section, title, sort_key, seq, display, reading, source_hash FROM people__sectionize_\(generation) ORDER BY section, sort_key, seq"
            )
        }
        let expected = list.storedRows
        #expect(stored.count == expected.count)
        for (row, want) in zip(stored, expected) {
            let id: String = row[0]
            #expect(id == want.id)
            #expect(row[1] == want.section, "section of \(id)")
            #expect(row[2] == collation.sectionTitles[want.section], "title of \(id)")
            #expect([UInt8](row[3] as Data) == want.key, "sort key of \(id)")
            #expect(row[4] == Int64(want.sequence), "sequence of \(id)")
            #expect(row[5] == want.element.displayName(style), "display name of \(id)")
            #expect(row[6] as String? == want.reading, "reading of \(id)")
            #expect(row[7] == hashes[id], "hash of \(id)")
        }
        // Rows whose names collate equal keep the order of their ids (integers, in numeric order).
        var equalRuns = 0
        for (a, b) in zip(stored, stored.dropFirst()) where (a[1] as Int) == (b[1] as Int) && (a[3] as Data) == (b[3] as Data) {
            equalRuns += 1
            #expect(Int(a[0] as String)! < Int(b[0] as String)!, "equal names in id order: \(a[0] as String), \(b[0] as String)")
        }
        #expect(equalRuns >= 10, "the fixture repeats names")
    }
}
#endif
