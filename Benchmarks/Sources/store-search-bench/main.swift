// store-search-bench: SectionStore.search against SQLite FTS5's prefix query (issue 29).
//
//   store-search-bench DATABASE [--fts FILE] [--table contacts] [--locale de] [--queries 1000] [--open] [--pooled]
//
// DATABASE is a SQLite file or a postgres:// URL holding `TABLE(id integer primary key,
// name text)` (Benchmarks/store-search.sh makes both from generated names). The store is built
// (not timed here; store.sh times builds), then 1,000 queries drawn from the names (prefixes
// of 1–4 letters of a word, a quarter of them two words) are answered through
// `SectionStore.search(_:limit: 20)`, each timed alone. With --fts, a SQLite file holding the
// same TABLE gets an FTS5 table of its names (`CREATE VIRTUAL TABLE f USING fts5(name)`) and the same queries
// run as its prefix query (`f MATCH '"mu"* "jo"*'`, every matching rowid: the count), in this
// process through GRDB, timed the same way, each right after the store's answer to the same
// query (alternating, so that both see the same load). FTS5 knows nothing of collation or readings: its
// answers are not the store's, only its cost is the reference. With --pooled (PostgreSQL), the
// same queries also run through a `PooledSectionStore` of one connection, each right after the
// store's, timed the same way. Prints a Markdown table.

import BenchSupport
import Foundation
import GRDB
import SectionizeInput
import SectionizeKit
import SectionizeStore

var arguments = BenchArguments()
let tableName = arguments.option("--table", "contacts")
let locale = arguments.option("--locale", "de")
let count = Int(arguments.option("--queries", "1000")) ?? 1000
let ftsPath = arguments.value("--fts")
let openOnly = arguments.flag("--open")
let pooled = arguments.flag("--pooled")
guard let location = arguments.remaining.first else {
    FileHandle.standardError.write(
        Data("usage: store-search-bench DATABASE [--fts FILE] [--table T] [--locale L] [--queries N] [--open] [--pooled]\n".utf8))
    exit(64)
}
let database = StoreDatabase(location)

func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
let table = StoreTable(name: tableName, id: "id", fields: RecordFields(name: "name"))
var start = now()
// --open: the store built by an earlier run (to profile queries without a build).
let store =
    openOnly
    ? try SectionStore.open(database, table: tableName) : try SectionStore.build(database, table: table, configuration: configuration).store
let buildTime = now() - start
let pool: PooledSectionStore? = pooled ? try await PooledSectionStore.open(location, table: tableName, connections: 1) : nil
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
var queries: [String] = []
for k in 0..<count { queries.append(k % 4 == 3 ? "\(word()) \(word())" : word()) }

// The same names in an FTS5 table of a SQLite file (built, not timed).
@Sendable func match(_ query: String) -> String {
    query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { "\"\($0)\"*" }.joined(separator: " ")
}
var fts: (queue: DatabaseQueue, statement: Statement)?
if let ftsPath {
    let queue = try DatabaseQueue(path: ftsPath)
    try queue.write { db in
        try db.execute(sql: "DROP TABLE IF EXISTS f")
        try db.execute(sql: "CREATE VIRTUAL TABLE f USING fts5(name)")
        try db.execute(sql: "INSERT INTO f (rowid, name) SELECT id, name FROM \(tableName)")
    }
    fts = (queue, try queue.inDatabase { db in try db.makeStatement(sql: "SELECT rowid FROM f WHERE f MATCH ?") })
}
/// FTS5's prefix query for `query`: every matching rowid, and its time.
@MainActor func ftsQuery(_ query: String) throws -> (seconds: Double, found: Int) {
    guard let fts else { return (0, 0) }
    return try fts.queue.inDatabase { _ in
        let start = now()
        let ids = try Int64.fetchAll(fts.statement, arguments: [match(query)])
        return (now() - start, ids.count)
    }
}

// Each query timed alone, the store's (one read transaction each) and FTS5's alternating, so
// that both see the same load; after one warm-up pass of 50 queries.
for query in queries.prefix(50) {
    _ = try store.search(query, limit: 20)
    _ = try await pool?.search(query, limit: 20)
    _ = try ftsQuery(query)
}
var storeTimes: [Double] = []
var ftsTimes: [Double] = []
var poolTimes: [Double] = []
var matched = 0
var ftsMatched = 0
for query in queries {
    start = now()
    let result = try store.search(query, limit: 20)
    storeTimes.append(now() - start)
    matched += result.count
    if let pool {
        start = now()
        let pooledResult = try await pool.search(query, limit: 20)
        poolTimes.append(now() - start)
        guard pooledResult.count == result.count else {
            fatalError("\(query): the pool found \(pooledResult.count), the store \(result.count)")
        }
    }
    if fts != nil {
        let (seconds, found) = try ftsQuery(query)
        ftsTimes.append(seconds)
        ftsMatched += found
    }
}

var rows = [
    "| store search (limit 20), \(database) | \(ms(percentile(storeTimes, 0.5))) | \(ms(percentile(storeTimes, 0.99))) | \(matched / queries.count) |"
]
if !poolTimes.isEmpty {
    rows.append(
        "| pooled store search (limit 20, 1 connection) | \(ms(percentile(poolTimes, 0.5))) | \(ms(percentile(poolTimes, 0.99))) | \(matched / queries.count) |"
    )
}
var ftsMedian: Double?
if fts != nil {
    ftsMedian = percentile(ftsTimes, 0.5)
    rows.append(
        "| FTS5 prefix query (all rowids), SQLite | \(ms(percentile(ftsTimes, 0.5))) | \(ms(percentile(ftsTimes, 0.99))) | \(ftsMatched / queries.count) |"
    )
}
print("\n\(total) rows, \(locale), \(queries.count) queries (build \(String(format: "%.1f", buildTime)) s)\n")
print("| what | median ms | p99 ms | mean matches |\n|---|---:|---:|---:|")
for row in rows { print(row) }
// One-word and two-word queries apart (every fourth query has two words), and the one-word
// queries by length: a word of one or two letters is counted from the buckets table, a longer
// one from its range of the lookup index (different statements).
let groups: [(String, (String) -> Bool)] = [
    ("one word", { $0.split(separator: " ").count == 1 }),
    ("one word of 1-2 letters", { $0.split(separator: " ").count == 1 && $0.count <= 2 }),
    ("one word of 3-4 letters", { $0.split(separator: " ").count == 1 && $0.count > 2 }),
    ("two words", { $0.split(separator: " ").count == 2 }),
]
for (label, belongs) in groups {
    let picked = queries.indices.filter { belongs(queries[$0]) }
    guard !picked.isEmpty else { continue }
    var line = "\(label) (\(picked.count)): store median \(ms(percentile(picked.map { storeTimes[$0] }, 0.5))) ms"
    if !poolTimes.isEmpty { line += ", pooled median \(ms(percentile(picked.map { poolTimes[$0] }, 0.5))) ms" }
    if !ftsTimes.isEmpty { line += ", FTS5 median \(ms(percentile(picked.map { ftsTimes[$0] }, 0.5))) ms" }
    print(line)
}
if let ftsMedian { print("\nratio of medians, store / FTS5: \(String(format: "%.2f", percentile(storeTimes, 0.5) / ftsMedian))") }
if let pool { await pool.close() }
