internal import SectionizeICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The change set between two versions of a list of lines, computed from their sort keys
/// alone: what `sectionize diff` runs on plain lists.
///
/// The result is exactly ``SectionedList/changes(from:to:)`` of the two lists
/// ``SectionedList/init(rows:configuration:)`` would build (rows identified by their bytes and
/// occurrence, ``TextRow``), without building them: each side is sectioned once with its
/// keys kept in the sectioning arena, the two sides' keys are walked section by section, and
/// only rows that do not line up are hashed. It costs about two sectionings and a walk, and
/// keeps no per-row objects.
package struct RowListDiff: Sendable {
    /// The old rows' sections (with the readings that placed them).
    package let before: SectionedRows
    /// The new rows' sections.
    package let after: SectionedRows
    /// The old list's index bar (its displayed sections and counts).
    package let beforeBar: IndexBar
    /// The new list's index bar.
    package let afterBar: IndexBar
    /// How a table showing the old list changes to show the new one, in `UITableView`
    /// batch-update coordinates (displayed sections).
    package let changes: SectionedListChanges
    /// Each old row's occurrence (1 for the first row with its bytes, in input order).
    let beforeOccurrences: [Int32]
    /// Each new row's occurrence.
    let afterOccurrences: [Int32]

    /// Diffs two lists of lines sorted, sectioned and read as a configuration says.
    ///
    /// - Parameters:
    ///   - old: The rows the table shows now.
    ///   - new: The rows it should show.
    ///   - configuration: The locales, style, options, index bar options and readings.
    /// - Throws: ``SectionizeError`` when the configuration cannot be made.
    /// - Complexity: One sort key per row of each list (two with a reading), on all cores;
    ///   one walk over both lists' keys; hashing only of rows that differ.
    package init(from old: RowBuffer, to new: RowBuffer, configuration: SectioningConfiguration) throws(SectionizeError) {
        let collation = try configuration.makeCollation()
        let provider = try configuration.resolvedReadings(for: collation).provider
        self.init(from: old, to: new, collation: collation, readingProvider: provider, indexBarOptions: configuration.indexBarOptions)
    }

    /// Diffs two lists with a collation and reading provider already made.
    package init(
        from old: RowBuffer, to new: RowBuffer, collation: IndexedCollation, readingProvider: (any ReadingProvider)?,
        indexBarOptions: IndexBarOptions
    ) {
        let sectionCount = collation.sectionTitles.count
        func keyed(_ rows: RowBuffer) -> KeyedRows {
            let plan = readingProvider.map { ReadingPlan(given: nil, provider: $0) }
            let arena = collation.sectioner.keyedArena(count: rows.count, readings: plan) { i, units in
                rows.appendUTF16(ofRow: i, to: &units)
            }
            let order = arena.sectionedOrder(bucketCount: sectionCount, parallelism: collation.sectioner.parallelism)
            return KeyedRows(rows: rows, arena: arena, order: order)
        }
        let a = keyed(old), b = keyed(new)
        before = SectionedRows(
            rows: old, sectionTitles: collation.sectionTitles, sectionKinds: collation.sectionKinds,
            order: a.order, readings: a.arena.readings)
        after = SectionedRows(
            rows: new, sectionTitles: collation.sectionTitles, sectionKinds: collation.sectionKinds,
            order: b.order, readings: b.arena.readings)
        beforeBar = IndexBar(
            sectionTitles: collation.sectionTitles, sectionCounts: (0..<sectionCount).map { a.order.rows(inBucket: $0).count },
            options: indexBarOptions)
        afterBar = IndexBar(
            sectionTitles: collation.sectionTitles, sectionCounts: (0..<sectionCount).map { b.order.rows(inBucket: $0).count },
            options: indexBarOptions)

        // The walk of SectionedList.changes(from:to:), over arena keys and byte identities.
        // Each row's occurrence is counted when the walk reaches it: rows with the same
        // bytes have equal keys, so they come one after another (ties in input order).
        var planner = ListChangePlanner()
        var unmatchedOld: [TextRow: ListIndexPath] = [:]
        var unmatchedNew: [(path: ListIndexPath, row: Int)] = []
        var countA = OccurrenceCounter(side: a), countB = OccurrenceCounter(side: b)
        for s in 0..<sectionCount {
            let x = a.order.rows(inBucket: s), y = b.order.rows(inBucket: s)
            countA.startSection()
            countB.startSection()
            var i = 0, j = 0
            var headA = -1, headB = -1  // rows whose occurrence is counted
            func oldRow(_ i: Int) -> Int {
                let row = Int(x[x.startIndex + i])
                if headA < i { countA.count(row); headA = i }
                return row
            }
            func newRow(_ j: Int) -> Int {
                let row = Int(y[y.startIndex + j])
                if headB < j { countB.count(row); headB = j }
                return row
            }
            while i < x.count && j < y.count {
                let oi = oldRow(i), nj = newRow(j)
                let c = KeyedRows.compare(a.arena, oi, b.arena, nj)
                if c == 0 && countA.occurrence[oi] == countB.occurrence[nj] && KeyedRows.sameBytes(old, oi, new, nj) {
                    i += 1
                    j += 1
                } else if c <= 0 {
                    unmatchedOld[TextRow(text: old[oi], occurrence: Int(countA.occurrence[oi]))] = ListIndexPath(section: s, row: i)
                    i += 1
                } else {
                    unmatchedNew.append((ListIndexPath(section: s, row: j), nj))
                    j += 1
                }
            }
            while i < x.count {
                let oi = oldRow(i)
                unmatchedOld[TextRow(text: old[oi], occurrence: Int(countA.occurrence[oi]))] = ListIndexPath(section: s, row: i)
                i += 1
            }
            while j < y.count {
                unmatchedNew.append((ListIndexPath(section: s, row: j), newRow(j)))
                j += 1
            }
        }
        beforeOccurrences = countA.occurrence
        afterOccurrences = countB.occurrence
        let newOccurrences = afterOccurrences
        for (path, nj) in unmatchedNew {
            if let from = unmatchedOld.removeValue(forKey: TextRow(text: new[nj], occurrence: Int(newOccurrences[nj]))) {
                let oi = Int(a.order.rows(inBucket: from.section)[a.order.bucketStarts[from.section] + from.row])
                let same = KeyedRows.compare(a.arena, oi, b.arena, nj) == 0
                planner.matched.append((old: from, new: path, contentChanged: !same))
            } else {
                planner.inserted.append(path)
            }
        }
        planner.deleted.append(contentsOf: unmatchedOld.values)
        changes = planner.changes(from: beforeBar, to: afterBar)
    }

    /// The old row shown at a path of the old table (displayed sections).
    ///
    /// - Parameter path: A path in the old table.
    /// - Returns: The row with its occurrence.
    package func beforeRow(at path: ListIndexPath) -> TextRow {
        Self.row(at: path, rows: before, bar: beforeBar, occurrences: beforeOccurrences)
    }

    /// The new row shown at a path of the new table (displayed sections).
    ///
    /// - Parameter path: A path in the new table.
    /// - Returns: The row with its occurrence.
    package func afterRow(at path: ListIndexPath) -> TextRow {
        Self.row(at: path, rows: after, bar: afterBar, occurrences: afterOccurrences)
    }

    private static func row(at path: ListIndexPath, rows: SectionedRows, bar: IndexBar, occurrences: [Int32]) -> TextRow {
        let s = bar.displayedCollationSections[path.section].rawValue
        let i = Int(rows.order.rows(inBucket: s)[rows.order.bucketStarts[s] + path.row])
        return TextRow(text: rows.rows[i], occurrence: Int(occurrences[i]))
    }
}

/// One side of a ``RowListDiff``: its rows, keys and order.
private struct KeyedRows {
    let rows: RowBuffer
    let arena: KeyArena
    let order: SectionedOrder

    /// Byte order of two rows' keys (of two arenas of one collation).
    static func compare(_ a: KeyArena, _ i: Int, _ b: KeyArena, _ j: Int) -> Int {
        if a.prefixes[i] != b.prefixes[j] { return a.prefixes[i] < b.prefixes[j] ? -1 : 1 }
        let x = UnsafeBufferPointer(start: a.keyStarts[i], count: Int(a.keyLengths[i]))
        let y = UnsafeBufferPointer(start: b.keyStarts[j], count: Int(b.keyLengths[j]))
        return ICU.SortKey.compare(x, y)
    }

    /// Whether two rows of one arena have equal keys: prefix, then length, then bytes.
    @inline(__always)
    static func equalKeys(_ a: KeyArena, _ i: Int, _ j: Int) -> Bool {
        guard a.prefixes[i] == a.prefixes[j], a.keyLengths[i] == a.keyLengths[j] else { return false }
        return memcmp(a.keyStarts[i], a.keyStarts[j], Int(a.keyLengths[i])) == 0
    }

    /// Whether two rows (of two buffers) have the same bytes.
    @inline(__always)
    static func sameBytes(_ x: RowBuffer, _ i: Int, _ y: RowBuffer, _ j: Int) -> Bool {
        x.withUTF8(i) { p in
            y.withUTF8(j) { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }
}

/// Counts each row's occurrence (1 for the first row with its bytes) as rows arrive in
/// sorted order: a row whose key differs from the previous row's starts a new run; inside a
/// run of equal keys (rare: repeated or canonically equivalent texts), rows are counted per
/// distinct bytes.
private struct OccurrenceCounter {
    let side: KeyedRows
    var occurrence: [Int32]
    private var previous = -1
    private var run: [[UInt8]: Int32] = [:]
    private var runStart = -1

    init(side: KeyedRows) {
        self.side = side
        occurrence = [Int32](repeating: 1, count: side.rows.count)
    }

    mutating func startSection() { previous = -1 }

    mutating func count(_ row: Int) {
        defer { previous = row }
        guard previous >= 0, KeyedRows.equalKeys(side.arena, previous, row) else {
            runStart = row
            run.removeAll(keepingCapacity: true)
            return
        }
        if run.isEmpty { run[side.rows.withUTF8(runStart) { Array($0) }] = 1 }
        let bytes = side.rows.withUTF8(row) { Array($0) }
        let n = (run[bytes] ?? 0) + 1
        run[bytes] = n
        occurrence[row] = n
    }
}
