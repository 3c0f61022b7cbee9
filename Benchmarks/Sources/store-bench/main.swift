// store-bench: SectionizeStore's reads and writes (issues 20 and 30).
//
//   store-bench DATABASE [--table contacts] [--locale de] [--runs N] [--open]
//
// DATABASE is a SQLite file or a postgres:// URL holding `TABLE(id integer primary key,
// name text)` (Benchmarks/store.sh makes both from generated names). With --open the store
// is opened as `sectionize store build` left it (store.sh times the build itself, against
// its honest baseline); without, it is built here. SQL that is not the store's own (the
// edits of the user's table, PostgreSQL's COLLATE "de-x-icu" page and the query plans) goes
// through the sqlite3 and psql clients. Prints one Markdown table row per measurement and
// the query plans.

import BenchSupport
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore

var arguments = BenchArguments()
let tableName = arguments.option("--table", "contacts")
let locale = arguments.option("--locale", "de")
let runs = Int(arguments.option("--runs", "20")) ?? 20
let openOnly = arguments.flag("--open")
guard let location = arguments.remaining.first else {
    FileHandle.standardError.write(Data("usage: store-bench DATABASE [--table T] [--locale L] [--runs N]\n".utf8))
    exit(64)
}
let database = StoreDatabase(location)
let isPostgres: Bool = { if case .postgres = database { return true } else { return false } }()

/// Runs SQL with the database's own client; returns its output.
@discardableResult
@MainActor func sql(_ text: String) -> String {
    let process = Process()
    if isPostgres {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", location]
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-batch", "-separator", "\t", location]
    }
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try! process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try! input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    precondition(process.terminationStatus == 0, "SQL failed: \(text.prefix(200))")
    return String(decoding: data, as: UTF8.self)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
var results: [(String, Double, String)] = []
@MainActor func report(_ what: String, _ seconds: Double, _ note: String = "") {
    results.append((what, seconds, note))
    FileHandle.standardError.write(Data("\(what): \(ms(seconds)) \(note)\n".utf8))
}

let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
let table = StoreTable(name: tableName, id: "id", fields: RecordFields(name: "name"))
let style = NameStyle(locale: locale)

// 1. The store: built by `sectionize store build` (store.sh times it), or here.
var start = now()
let store: SectionStore
if openOnly {
    store = try SectionStore.open(database, table: tableName)
} else {
    store = try SectionStore.build(database, table: table, configuration: configuration).store
    report("store: build (key every row, one transaction)", now() - start)
}
let dump = try store.dump()
var loaded: [ContactRecord] = []
for section in dump.sections {
    for row in section.rows {
        var r = ContactRecord(formattedName: row.display)
        r.id = row.id
        loaded.append(r)
    }
}
let list = try SectionedList(
    loaded, id: { $0.id ?? "" }, text: { $0.sortText(style) }, reading: { $0.reading(style) }, configuration: configuration)

// 3. The index.
var times: [Double] = []
for _ in 0..<runs {
    start = now()
    _ = try store.index()
    times.append(now() - start)
}
let index = try store.index()
report("store: index (titles + counts)", median(times), "\(index.numberOfSections) sections")

// 4. A 50-row page in the middle of a middle section.
let middle = index.numberOfSections / 2
let offset = index.rowCounts[middle] / 2
times = []
for _ in 0..<runs {
    start = now()
    _ = try store.rows(inSection: middle, offset: offset, limit: 50)
    times.append(now() - start)
}
report("store: 50-row page, section \(index.title(ofSection: middle)) offset \(offset)", median(times))
times = []
for _ in 0..<runs {
    start = now()
    _ = try store.rows(inSection: middle, offset: 0, limit: 50)
    times.append(now() - start)
}
report("store: 50-row page, section \(index.title(ofSection: middle)) offset 0", median(times))

// 4b. Cursor pages: the first page after a section's first page, and the last page of the
// largest section (its deepest), each by its cursor (the cursors themselves found untimed).
let largest = index.rowCounts.indices.max { index.rowCounts[$0] < index.rowCounts[$1] }!
let deepOffset = max(0, index.rowCounts[largest] - 100)
let firstCursor = try store.rows(inSection: largest, offset: 0, limit: 50).next!
let deepCursor = try store.rows(inSection: largest, offset: deepOffset, limit: 50).next!
var firstTimes: [Double] = []
var deepTimes: [Double] = []
for _ in 0..<runs {
    start = now()
    _ = try store.rows(after: firstCursor, limit: 50)
    firstTimes.append(now() - start)
    start = now()
    let page = try store.rows(after: deepCursor, limit: 50)
    deepTimes.append(now() - start)
    precondition(page.rows.count == 50 && page.next == nil)
}
report("store: 50-row page by cursor, rows 50…99 of section \(index.title(ofSection: largest))", median(firstTimes))
report(
    "store: 50-row page by cursor, rows \(deepOffset + 50)…\(deepOffset + 99) of section \(index.title(ofSection: largest)) (its last)",
    median(deepTimes), String(format: "%.2f× the first", median(deepTimes) / median(firstTimes)))
times = []
for _ in 0..<runs {
    start = now()
    _ = try store.rows(inSection: largest, offset: deepOffset + 50, limit: 50)
    times.append(now() - start)
}
report("store: the same last page by OFFSET \(deepOffset + 50)", median(times))

// 5. One insert with its change set (the row written to the table first, not timed).
times = []
for k in 0..<runs {
    let id = 900_000_000 + k
    sql("INSERT INTO \(tableName) (id, name) VALUES (\(id), 'Bench Neumann\(k)');")
    start = now()
    let changes = try store.apply([.insert(id: String(id))])
    times.append(now() - start)
    precondition(changes.changes.insertedRows.count == 1)
}
report("store: one insert with its change set", median(times))
var listCopy = list
times = []
for k in 0..<runs {
    var r = ContactRecord(formattedName: "Bench Neumann\(k)")
    r.id = String(900_000_000 + k)
    start = now()
    _ = try listCopy.insert(r)
    times.append(now() - start)
}
report("in memory: one insert into the SectionedList", median(times))

// 6. sync after 1% of the rows changed.
let changed = max(1, loaded.count / 100)
sql("UPDATE \(tableName) SET name = name || ' Jr' WHERE id % 100 = 7;")
start = now()
let synced = try store.sync()
report("store: sync after 1% changed", now() - start, "\(synced.updated.count) rows re-keyed (≈\(changed))")

// 7. PostgreSQL's own ICU collation for the same page (no sections: an offset into the whole table).
if isPostgres {
    let before = index.rowCounts[..<middle].reduce(0, +) + offset
    let plan = sql("EXPLAIN (ANALYZE, COSTS) SELECT id, name FROM \(tableName) ORDER BY name COLLATE \"\(locale)-x-icu\" LIMIT 50 OFFSET \(before);")
    print("\nPostgreSQL ORDER BY name COLLATE \"\(locale)-x-icu\" LIMIT 50 OFFSET \(before):\n```\n\(plan)```")
}

// 8. The plans of the index query and a page (must use the index, not scan the table).
// The keys and counts tables of the generation the stamp names (docs/store.md).
let generation = sql("SELECT value FROM \"\(tableName)__sectionize_stamp\" WHERE name = 'generation';")
    .trimmingCharacters(in: .whitespacesAndNewlines)
let keys = "\"\(tableName)__sectionize_\(generation)\"", sections = "\"\(tableName)__sectionize_sections_\(generation)\""
let s = index.indexBar.displayedCollationSections[middle].rawValue
let explain = isPostgres ? "EXPLAIN (ANALYZE, COSTS)" : "EXPLAIN QUERY PLAN"
print("\nIndex query plan:\n```\n\(sql("\(explain) SELECT section, row_count FROM \(sections) ORDER BY section;"))```")
print(
    "\nPage query plan:\n```\n\(sql("\(explain) SELECT id, display, reading FROM \(keys) WHERE section = \(s) ORDER BY sort_key, seq LIMIT 50 OFFSET \(offset);"))```"
)

// A cursor's key as a literal: the key of the row at the page's offset.
let hexKey = sql(
    "SELECT \(isPostgres ? "encode(sort_key, 'hex')" : "hex(sort_key)") FROM \(keys) WHERE section = \(s) ORDER BY sort_key, seq LIMIT 1 OFFSET \(offset);"
).trimmingCharacters(in: .whitespacesAndNewlines)
let cursorKey = isPostgres ? "'\\x\(hexKey)'::bytea" : "X'\(hexKey)'"
print(
    "\nCursor page query plan:\n```\n\(sql("\(explain) SELECT id, display, reading, sort_key, seq FROM \(keys) WHERE section = \(s) AND (sort_key, seq) > (\(cursorKey), 0) ORDER BY sort_key, seq LIMIT 51;"))```"
)

print("\n| \(database) (\(loaded.count) rows, \(locale)) | median of \(runs) | note |\n|---|---:|---|")
for (what, seconds, note) in results { print("| \(what) | \(ms(seconds)) | \(note) |") }
