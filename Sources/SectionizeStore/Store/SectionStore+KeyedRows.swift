import Foundation
import SectionizeInput
import SectionizeKit

/// The rows of a build's keys table, in list order (collation section, key, sequence): what
/// a build writes with one bulk insert.
///
/// Keys, sections and readings come from the `SectionedList` of every row (keyed on all
/// cores); the display names are made here on all cores too, so that the single-threaded
/// part of a build is the database's own work.
struct KeyedRows {
    /// The keys table's columns, in the order ``values(_:into:)`` writes them.
    static let columns = ["id", "section", "title", "sort_key", "seq", "display", "reading", "source_hash"]

    let rows: [SectionedList<ContactRecord, String>.StoredRow]
    let displays: [String]
    let hashes: [Int64]
    let titles: [String]

    /// The rows of `list`, which was built from `sources` in their order (so a row's
    /// sequence is its place in `sources`).
    init(list: SectionedList<ContactRecord, String>, keyer: StoreKeyer, sources: [SourceRow]) {
        let rows = list.storedRows
        self.rows = rows
        titles = keyer.collation.sectionTitles
        // A build's list numbers its rows in input order: row i of `sources` has sequence i.
        // Checked, so that a change of that rule costs time, never a wrong hash.
        let bySequence = rows.allSatisfy { $0.sequence < sources.count && sources[Int($0.sequence)].id == $0.id }
        if bySequence {
            hashes = rows.map { sources[Int($0.sequence)].hash }
        } else {
            let hashOf = Dictionary(sources.map { ($0.id, $0.hash) }, uniquingKeysWith: { first, _ in first })
            hashes = rows.map { hashOf[$0.id] ?? 0 }
        }
        displays = Self.displayNames(rows, style: keyer.style)
    }

    /// Each row's display name, made on all cores.
    static func displayNames(_ rows: [SectionedList<ContactRecord, String>.StoredRow], style: NameStyle) -> [String] {
        let pieces = max(1, min(rows.count / 4096, ProcessInfo.processInfo.activeProcessorCount * 4))
        return [String](unsafeUninitializedCapacity: rows.count) { buffer, initialized in
            let base = UnsafeSendablePointer(pointer: buffer.baseAddress)
            rows.withUnsafeBufferPointer { rows in
                let rows = UnsafeSendableRows(rows: rows)
                DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                    let range = (rows.rows.count * piece / pieces)..<(rows.rows.count * (piece + 1) / pieces)
                    for i in range { (base.pointer! + i).initialize(to: rows.rows[i].element.displayName(style)) }
                }
            }
            initialized = rows.count
        }
    }

    /// Row `i`'s values, in the order of ``columns``.
    func values(_ i: Int, into values: inout [SQLValue]) {
        let row = rows[i]
        values.append(.text(row.id))
        values.append(.integer(Int64(row.section)))
        values.append(.text(titles[row.section]))
        values.append(.blob(row.key))
        values.append(.integer(Int64(row.sequence)))
        values.append(.text(displays[i]))
        values.append(row.reading.map { .text($0) } ?? .null)
        values.append(.integer(hashes[i]))
    }

    /// The rows as a bulk write into the keys table `table` of `schema`.
    func bulkRows(schema: String, table: String) -> SQLBulkRows {
        SQLBulkRows(schema: schema, table: table, columns: Self.columns, count: rows.count) { i, values in self.values(i, into: &values) }
    }
}

/// A pointer handed to the pieces of a parallel loop, each of which writes its own range.
/// `Sendable` notes: the pieces write disjoint elements, and the loop returns before the
/// buffer is used.
private struct UnsafeSendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<String>?
}

/// Rows read by the pieces of a parallel loop. `Sendable` notes: read only, and the loop
/// returns before the buffer is released.
private struct UnsafeSendableRows: @unchecked Sendable {
    let rows: UnsafeBufferPointer<SectionedList<ContactRecord, String>.StoredRow>
}
