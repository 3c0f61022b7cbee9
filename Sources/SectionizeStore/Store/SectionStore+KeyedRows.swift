import Foundation
import SectionizeInput
import SectionizeKit

/// The rows of a build's keys table, in list order (collation section, key, sequence): what
/// a build writes with one bulk insert.
///
/// Keys, sections and readings come from ``SectionedList/storedOrder(texts:carriedReadings:collation:readingProvider:)``,
/// the code that keys a `SectionedList` (on all cores); the texts it keys, the readings and
/// the display names are made here on all cores too, each record's name split once, so that
/// the single-threaded part of a build is the database's own work.
struct KeyedRows {
    /// The keys table's columns, in the order ``values(_:into:)`` writes them.
    static let columns = ["scope", "id", "section", "title", "sort_key", "seq", "display", "reading", "source_hash"]

    /// The rows in list order (row `i` of the source rows has sequence `i`).
    let order: StoredListOrder
    let ids: [String]
    /// Each row's scope ('' without a scope column).
    let scopes: [String]
    /// Whether the store has a scope column (else every row is in scope '').
    let scoped: Bool
    /// Each row's `sortText`, kept for its lookup keys (so no name is split twice).
    let sortTexts: [String]
    let displays: [String]
    let hashes: [Int64]
    let titles: [String]

    /// The number of rows.
    var count: Int { ids.count }
    /// Rows per collation section.
    var sectionCounts: [Int] { order.sectionCounts }

    /// The rows of each scope per collation section: one list's every section (with 0 for
    /// empty ones), many lists' sections with rows, in scope and section order.
    var scopeSectionCounts: [(scope: String, section: Int, count: Int)] {
        guard scoped else { return sectionCounts.enumerated().map { ("", $0, $1) } }
        var counts: [String: [Int: Int]] = [:]
        for position in 0..<count {
            let row = order.row(at: position)
            counts[scopes[row], default: [:]][order.section(ofRow: row), default: 0] += 1
        }
        return counts.keys.sorted().flatMap { scope in counts[scope]!.sorted { $0.key < $1.key }.map { (scope, $0.key, $0.value) } }
    }

    /// Keys the source rows as a `SectionedList` of their records keys them (the keyer's
    /// list: its text is `sortText`, its reading `reading`, with the keyer's collation and
    /// reading provider), and makes their display names.
    init(_ rows: SourceRows, keyer: StoreKeyer) {
        let style = keyer.style
        let records = rows.records
        // One effective name per record (the split of a full name is the costly part):
        // ContactRecord.sortText and .reading are both of it.
        let texts = parallelMap(records.count) { i -> (sort: String, reading: String, display: String) in
            let record = records[i]
            let name = record.effectiveName(style)
            return (name.sortText(style), name.reading(style) ?? "", record.displayName(style))
        }
        sortTexts = texts.map(\.sort)
        order = SectionedList<ContactRecord, String>.storedOrder(
            texts: RowBuffer(sortTexts), carriedReadings: RowBuffer(texts.map(\.reading)), collation: keyer.collation,
            readingProvider: keyer.readingProvider)
        ids = rows.ids
        scopes = rows.scopes
        scoped = keyer.scopeColumn != nil
        displays = texts.map(\.display)
        hashes = rows.hashes
        titles = keyer.collation.sectionTitles
    }

    /// The row at list position `position`'s values, in the order of ``columns``.
    func values(_ position: Int, into values: inout [SQLValue]) {
        let row = order.row(at: position)
        let section = order.section(ofRow: row)
        values.append(.text(scopes[row]))
        values.append(.text(ids[row]))
        values.append(.integer(Int64(section)))
        values.append(.text(titles[section]))
        values.append(.blob(order.withKey(ofRow: row) { [UInt8]($0) }))
        values.append(.integer(Int64(row)))
        values.append(.text(displays[row]))
        values.append(order.reading(ofRow: row).map { .text($0) } ?? .null)
        values.append(.integer(hashes[row]))
    }

    /// The rows as a bulk write into the keys table `table` of `schema`.
    func bulkRows(schema: String, table: String) -> SQLBulkRows {
        SQLBulkRows(schema: schema, table: table, columns: Self.columns, count: count) { i, values in self.values(i, into: &values) }
    }

    /// Every row in list order: its id, its sort text, the reading that placed it, its place.
    var lookupRows: [LookupRow] {
        (0..<count).map { position in
            let row = order.row(at: position)
            return LookupRow(
                scope: scopes[row], id: ids[row], text: sortTexts[row], reading: order.reading(ofRow: row), section: order.section(ofRow: row),
                key: order.withKey(ofRow: row) { [UInt8]($0) }, sequence: Int64(row))
        }
    }
}

/// `body(i)` for every `i` in `0..<count`, computed on all cores (in pieces of consecutive
/// rows, four per core), in order.
func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let pieces = max(1, min(count / 4096, ProcessInfo.processInfo.activeProcessorCount * 4))
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        let base = UnsafeSendablePointer(pointer: buffer.baseAddress)
        DispatchQueue.concurrentPerform(iterations: pieces) { piece in
            for i in (count * piece / pieces)..<(count * (piece + 1) / pieces) { (base.pointer! + i).initialize(to: body(i)) }
        }
        initialized = count
    }
}

/// A value computed on another thread while the caller goes on; ``value()`` waits for it.
final class BackgroundValue<T: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` notes: `result` is written once, before `done` is signalled, and
    // read only after a wait for that signal (which is passed on to the next waiter).
    private var result: Result<T, SectionizeError>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` on a global queue.
    init(_ body: @escaping @Sendable () throws(SectionizeError) -> T) {
        DispatchQueue.global().async { [self] in
            do throws(SectionizeError) { result = .success(try body()) } catch { result = .failure(error) }
            done.signal()
        }
    }

    /// The value, once `body` has returned it; what it threw, rethrown.
    func value() throws(SectionizeError) -> T {
        done.wait()
        defer { done.signal() }
        return try result!.get()
    }
}

/// A pointer handed to the pieces of a parallel loop, each of which initializes its own range.
/// `Sendable` notes: the pieces write disjoint elements, and the loop returns before the
/// buffer is used.
private struct UnsafeSendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>?
}
