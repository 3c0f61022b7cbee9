// live-list-bench: what keeping a SectionedList up to date costs, against sectioning from
// scratch in the same run (issue 11).
//
//   live-list-bench NAMES_FILE [--small N] [--large N] [--repeat R]
//
// NAMES_FILE needs at least LARGE + 2 % rows (python3 Data/generate_names.py --rows 1100000).
// Locale de, uikit style. Reported, each the median of R runs (default 5):
//   1. sectioning LARGE rows from scratch (SectioningConfiguration.sections(ofRows:)), and building a
//      SectionedList of them (one sort key each, kept);
//   2. one insert into a list of SMALL (default 100,000) elements, per insert: the median of
//      1,000 single inserts, each `list.insert(_:)` in place, vs sectioning SMALL from scratch;
//   3. a batch of 1,000 random edits (40 % inserts, 20 % removals, 25 % renames, 15 % content
//      changes) applied to a list of SMALL elements, vs sectioning SMALL from scratch;
//   4. `SectionedList.changes(from:to:)` between two lists of LARGE elements, 1 % of them
//      changed (a third removed, a third renamed, a third new), vs sectioning LARGE from scratch.

#if canImport(Glibc)
import Glibc
#endif
import SectionizeKit
import SectionizeInput

struct Contact: Sendable, Equatable, Identifiable {
    var id: Int
    var name: String
    var note: Int = 0
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func ms(_ seconds: Double) -> String {
    let v = (seconds * 1e5).rounded() / 100
    return "\(v) ms"
}

func us(_ seconds: Double) -> String {
    let v = (seconds * 1e7).rounded() / 10
    return "\(v) µs"
}

func ratio(_ a: Double, _ b: Double) -> String {
    let r = a / b
    return r >= 10 ? "\(Int(r.rounded()))×" : "\((r * 100).rounded() / 100)×"
}

struct XorShift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else { return fallback }
    arguments.removeSubrange(i...(i + 1))
    return v
}
let small = option("--small", 100_000)
let large = option("--large", 1_000_000)
let repeats = option("--repeat", 5)
guard let path = arguments.first else {
    print("usage: live-list-bench NAMES_FILE [--small N] [--large N] [--repeat R]")
    exit(64)
}

let decoded = try InputDecoder.decode(try InputReader.read(path: path), source: path)
let allRows = decoded.rows
let needed = large + large / 50
guard allRows.count >= needed else {
    print("live-list-bench: \(path) has \(allRows.count) rows; needs at least \(needed)")
    exit(65)
}
let names = (0..<needed).map { allRows[$0] }
let configuration = SectioningConfiguration(locales: ["de"], style: .uikit, readingMode: .off)
var rng = XorShift(state: 0x5EED)
print("live-list-bench: locale de, uikit style, \(small) and \(large) rows from \(path), median of \(repeats) runs")

// 1. From scratch.
let largeRows = RowBuffer(Array(names[0..<large]))
let smallRows = RowBuffer(Array(names[0..<small]))
var scratchLarge: [Double] = [], scratchSmall: [Double] = [], buildLarge: [Double] = [], buildSmall: [Double] = []
let largeContacts = (0..<large).map { Contact(id: $0, name: names[$0]) }
let smallContacts = Array(largeContacts[0..<small])
for _ in 0..<repeats {
    var t = now()
    let sectioned = try configuration.sections(ofRows: largeRows)
    scratchLarge.append(now() - t)
    precondition(sectioned.rowCount == large)
    t = now()
    let s2 = try configuration.sections(ofRows: smallRows)
    scratchSmall.append(now() - t)
    precondition(s2.rowCount == small)
    t = now()
    let list = try SectionedList(smallContacts, id: \.id, text: \.name, configuration: configuration)
    buildSmall.append(now() - t)
    precondition(list.count == small)
}
for _ in 0..<min(repeats, 3) {
    let t = now()
    let list = try SectionedList(largeContacts, id: \.id, text: \.name, configuration: configuration)
    buildLarge.append(now() - t)
    precondition(list.count == large)
}
print("")
print("| operation | time | vs sectioning from scratch |")
print("|---|---|---|")
print("| section \(large) rows from scratch (`sections(ofRows:)`) | \(ms(median(scratchLarge))) | 1× |")
print("| section \(small) rows from scratch | \(ms(median(scratchSmall))) | 1× |")
print("| build a SectionedList of \(small) (keys kept) | \(ms(median(buildSmall))) | \(ratio(median(buildSmall), median(scratchSmall))) |")
print("| build a SectionedList of \(large) (keys kept) | \(ms(median(buildLarge))) | \(ratio(median(buildLarge), median(scratchLarge))) |")

// 2. One insert into SMALL.
var perInsert: [Double] = []
do {
    var list = try SectionedList(smallContacts, id: \.id, text: \.name, configuration: configuration)
    for k in 0..<1000 {
        let contact = Contact(id: large + k, name: names[large + k])
        let t = now()
        try list.insert(contact)
        perInsert.append(now() - t)
    }
    precondition(list.count == small + 1000)
}
let insertMedian = median(perInsert)
let insertMean = perInsert.reduce(0, +) / Double(perInsert.count)
print(
    "| 1 insert into \(small) (median of 1,000; mean \(us(insertMean))) | \(us(insertMedian)) | \(ratio(median(scratchSmall), insertMedian)) faster |"
)

// 3. 1,000 random edits into SMALL.
var batchTimes: [Double] = []
for run in 0..<repeats {
    var list = try SectionedList(smallContacts, id: \.id, text: \.name, configuration: configuration)
    var present = Array(0..<small)
    var edits: [ListEdit<Contact, Int>] = []
    var nextNew = large + 1000 + run * 1000
    var touched = Set<Int>()
    while edits.count < 1000 {
        let roll = Int.random(in: 0..<100, using: &rng)
        if roll < 40 {
            edits.append(.insert(Contact(id: nextNew, name: names[Int.random(in: 0..<large, using: &rng)])))
            nextNew += 1
            continue
        }
        let i = Int.random(in: 0..<present.count, using: &rng)
        let id = present[i]
        guard touched.insert(id).inserted else { continue }
        if roll < 60 {
            edits.append(.remove(id))
            present.swapAt(i, present.count - 1)
            present.removeLast()
        } else if roll < 85 {
            edits.append(.update(Contact(id: id, name: names[Int.random(in: 0..<large, using: &rng)])))
        } else {
            edits.append(.update(Contact(id: id, name: smallContacts[id].name, note: 1)))
        }
    }
    let t = now()
    let changes = try list.apply(edits)
    batchTimes.append(now() - t)
    precondition(!changes.isEmpty)
}
print("| 1,000 random edits into \(small) (one batch) | \(ms(median(batchTimes))) | \(ratio(median(scratchSmall), median(batchTimes))) faster |")

// 4. Snapshot diff LARGE vs LARGE with 1 % changed.
var diffTimes: [Double] = []
var lastChanges: SectionedListChanges?
do {
    let before = try SectionedList(largeContacts, id: \.id, text: \.name, configuration: configuration)
    var changed = largeContacts
    let third = large / 300
    var removed = Set<Int>()
    while removed.count < third { removed.insert(Int.random(in: 0..<large, using: &rng)) }
    var renamedCount = 0
    while renamedCount < third {
        let i = Int.random(in: 0..<large, using: &rng)
        if removed.contains(i) || changed[i].name != largeContacts[i].name { continue }
        changed[i].name = names[Int.random(in: 0..<large, using: &rng)]
        renamedCount += 1
    }
    changed = changed.filter { !removed.contains($0.id) }
    for k in 0..<third { changed.append(Contact(id: 2 * large + k, name: names[large + k])) }
    let after = try SectionedList(changed, id: \.id, text: \.name, configuration: configuration)
    for _ in 0..<repeats {
        let t = now()
        lastChanges = SectionedList.changes(from: before, to: after)
        diffTimes.append(now() - t)
    }
}
print(
    "| changes(from:to:), \(large) vs \(large), 1 % changed | \(ms(median(diffTimes))) | \(ratio(median(scratchLarge), median(diffTimes))) faster |")
if let c = lastChanges {
    print("")
    print(
        "diff result: \(c.deletedRows.count) rows deleted, \(c.insertedRows.count) inserted, \(c.movedRows.count) moved, \(c.reloadedRows.count) reloaded; sections \(c.deletedSections.count) deleted, \(c.insertedSections.count) inserted"
    )
}
