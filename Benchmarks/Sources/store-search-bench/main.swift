// store-search-bench: SectionStore.search against SQLite FTS5's prefix query (issue 29).
//
//   store-search-bench DATABASE [--fts FILE] [--table contacts] [--locale de] [--queries 1000]
//
// DATABASE is a SQLite file or a postgres:// URL holding `TABLE(id integer primary key,
// name text)` (Benchmarks/store-search.sh makes both from generated names). The store is built
// (not timed here; store.sh times builds), then 1,000 queries drawn from the names (prefixes
// of 1–4 letters of a word, a quarter of them two words) are answered through
// `SectionStore.search(_:limit: 20)`, each timed alone. With --fts, a SQLite file holding the
// same TABLE gets an FTS5 table of its names (`CREATE VIRTUAL TABLE f USING fts5(name)`) and the same queries
// run as its prefix query (`f MATCH '"mu"* "jo"*'`, every matching rowid: the count), in this
// process through GRDB, timed the same way. FTS5 knows nothing of collation or readings: its
// answers are not the store's, only its cost is the reference. Prints a Markdown table.

import Foundation
import GRDB
import SectionizeInput
import SectionizeKit
import SectionizeStore

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: String?) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return fallback }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}
let tableName = option("--table", "contacts")!
let locale = option("--locale", "de")!
let count = Int(option("--queries", "1000")!) ?? 1000
let ftsPath = option("--fts", nil)
guard let location = arguments.first else {
    FileHandle.standardError.write(Data("usage: store-search-bench DATABASE [--fts FILE] [--table T] [--locale L] [--queries N]\n".utf8))
    exit(64)
}
let database = StoreDatabase(location)

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}
func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
let table = StoreTable(name: tableName, id: "id", fields: RecordFields(name: "name"))
var start = now()
let store = try SectionStore.build(database, table: table, configuration: configuration).store
let buildTime = now() - start
let total = try store.index().rowCounts.reduce(0, +)

// Queries from the names themselves: every query matches something (the first rows of every
// section, read through the store's own pages).
let index = try store.index()
var names: [String] = []
for s in 0..<index.numberOfSections { names += try store.rows(inSection: s, offset: 0, limit: 200).rows.map(\.display) }
var rng = SplitMix(state: 29)
@MainActor func word() -> String {
    let words = names[Int(rng.next() % UInt64(names.count))].split(whereSeparator: { !$0.isLetter })
    guard let word = words.randomElement(using: &rng) else { return "a" }
    return String(word.prefix(1 + Int(rng.next() % 4)))
}
extension SplitMix: RandomNumberGenerator {}
var queries: [String] = []
for k in 0..<count { queries.append(k % 4 == 3 ? "\(word()) \(word())" : word()) }

// The store: each query timed alone (one read transaction each), after one warm-up pass.
for query in queries.prefix(50) { _ = try store.search(query, limit: 20) }
var storeTimes: [Double] = []
var matched = 0
for query in queries {
    start = now()
    let result = try store.search(query, limit: 20)
    storeTimes.append(now() - start)
    matched += result.count
}

var rows = [
    "| store search (limit 20), \(database) | \(ms(percentile(storeTimes, 0.5))) | \(ms(percentile(storeTimes, 0.99))) | \(matched / queries.count) |"
]
var ftsMedian: Double?
if let ftsPath {
    // The same names in an FTS5 table of a SQLite file (built, not timed).
    let queue = try DatabaseQueue(path: ftsPath)
    try queue.write { db in
        try db.execute(sql: "DROP TABLE IF EXISTS f")
        try db.execute(sql: "CREATE VIRTUAL TABLE f USING fts5(name)")
        try db.execute(sql: "INSERT INTO f (rowid, name) SELECT id, name FROM \(tableName)")
    }
    @Sendable func match(_ query: String) -> String {
        query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { "\"\($0)\"*" }.joined(separator: " ")
    }
    let asked = queries
    let (ftsTimes, ftsMatched) = try queue.read { db -> ([Double], Int) in
        let statement = try db.makeStatement(sql: "SELECT rowid FROM f WHERE f MATCH ?")
        for query in asked.prefix(50) { _ = try Int64.fetchAll(statement, arguments: [match(query)]) }
        var times: [Double] = []
        var found = 0
        for query in asked {
            let start = now()
            let ids = try Int64.fetchAll(statement, arguments: [match(query)])
            times.append(now() - start)
            found += ids.count
        }
        return (times, found)
    }
    ftsMedian = percentile(ftsTimes, 0.5)
    rows.append(
        "| FTS5 prefix query (all rowids), SQLite | \(ms(percentile(ftsTimes, 0.5))) | \(ms(percentile(ftsTimes, 0.99))) | \(ftsMatched / queries.count) |"
    )
}
print("\n\(total) rows, \(locale), \(queries.count) queries (build \(String(format: "%.1f", buildTime)) s)\n")
print("| what | median ms | p99 ms | mean matches |\n|---|---:|---:|---:|")
for row in rows { print(row) }
if let ftsMedian { print("\nratio of medians, store / FTS5: \(String(format: "%.2f", percentile(storeTimes, 0.5) / ftsMedian))") }
