// store-scope-bench: one list of a store of many lists against a store of one list (issue 30,
// item 3's goal: a scope's index and first page cost no more than in a 100k-row store of one
// list, ≤ 2×).
//
//   store-scope-bench SCOPED_DATABASE SINGLE_DATABASE [--table contacts] [--scopes S] [--runs N]
//
// SCOPED_DATABASE's table was built with `sectionize store build --scope owner` (owners 1…S);
// SINGLE_DATABASE's without a scope (Benchmarks/store-scope.sh makes both). Each run opens
// nothing new: it times, on the open stores, a random scope's `index()` and its first page
// (`rows(inSection: 0, limit: 50)`) against the same two calls on the store of one list,
// alternating which goes first. Prints the medians, p99s and their ratio.

import BenchSupport
import Foundation
import SectionizeStore

var arguments = BenchArguments()
let tableName = arguments.option("--table", "contacts")
let scopes = UInt64(arguments.option("--scopes", "10000")) ?? 10_000
let runs = Int(arguments.option("--runs", "2000")) ?? 2_000
guard arguments.remaining.count == 2 else {
    FileHandle.standardError.write(Data("usage: store-scope-bench SCOPED_DATABASE SINGLE_DATABASE [--table T] [--scopes S] [--runs N]\n".utf8))
    exit(64)
}
let scoped = try SectionStore.open(StoreDatabase(arguments.remaining[0]), table: tableName)
let single = try SectionStore.open(StoreDatabase(arguments.remaining[1]), table: tableName)

/// A list's index and first page, and the seconds they took.
func indexAndFirstPage(_ store: SectionStore) throws -> (seconds: Double, rows: Int) {
    let start = now()
    let index = try store.index()
    if index.numberOfSections > 0 { _ = try store.rows(inSection: 0, offset: 0, limit: 50) }
    return (now() - start, index.rowCount)
}

var rng = SplitMix(state: 30_3)
var scopedTimes: [Double] = []
var singleTimes: [Double] = []
var scopedRows = 0
// A warm-up pass, then the timed runs, alternating which store goes first.
for run in -50..<runs {
    let handle = scoped.scoped(to: String(1 + rng.next() % scopes))
    let (a, b): ((seconds: Double, rows: Int), (seconds: Double, rows: Int))
    if run % 2 == 0 {
        a = try indexAndFirstPage(handle)
        b = try indexAndFirstPage(single)
    } else {
        b = try indexAndFirstPage(single)
        a = try indexAndFirstPage(handle)
    }
    guard run >= 0 else { continue }
    scopedTimes.append(a.seconds)
    singleTimes.append(b.seconds)
    scopedRows += a.rows
}
func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }
let singleRows = try single.index().rowCount
print("| index + first page (50 rows) | median ms | p99 ms | rows in the list |")
print("|---|---:|---:|---:|")
print(
    "| one scope of \(scopes), \(scoped.database) | \(ms(percentile(scopedTimes, 0.5))) | \(ms(percentile(scopedTimes, 0.99))) | \(scopedRows / runs) (mean) |"
)
print("| the store of one list, \(single.database) | \(ms(percentile(singleTimes, 0.5))) | \(ms(percentile(singleTimes, 0.99))) | \(singleRows) |")
print(String(format: "\nratio of medians, scoped / one list: %.2f (goal ≤ 2)", percentile(scopedTimes, 0.5) / percentile(singleTimes, 0.5)))
