/// Turns what happened to rows into a ``SectionedListChanges`` in table-view coordinates.
///
/// Both ways of finding differences (applying edits, walking two snapshots) describe them in
/// *collation coordinates*: a path's `section` is the section's position among the
/// collation's sections (displayed or not) and its `row` the position inside it. They hand
/// over only the rows whose place may have changed:
///
/// - `deleted`: rows only in the old list (old coordinates);
/// - `inserted`: rows only in the new list (new coordinates);
/// - `matched`: rows in both whose place may differ (renamed rows, rows whose order among
///   equal keys differs), with whether their content changed;
/// - `reloadedInPlace`: rows in both, not in `matched`, whose content changed.
///
/// Every other row is *unaffected*: in both lists, in the same section, and the unaffected
/// rows of a section are in the same order in both. Then:
///
/// - A section displayed only before is deleted, only after inserted; rows inside them are
///   covered by the section's deletion or insertion.
/// - A matched row that stays in its section and between the same two unaffected rows (its
///   *gap*) keeps its place if it is in the longest run of such rows whose order is kept;
///   it is reloaded when its content changed. Every other matched row moves, unless it
///   leaves a deleted section or enters an inserted one: then it is deleted and/or inserted
///   (UIKit allows no move out of a deleted section or into an inserted one).
///
/// Applied by UIKit's rules, the result turns the old table into the new one: the rows that
/// keep their place are in the same order on both sides, and every other slot of the new
/// table is an insertion or a move's destination.
struct ListChangePlanner {
    var deleted: [ListIndexPath] = []
    var inserted: [ListIndexPath] = []
    var matched: [(old: ListIndexPath, new: ListIndexPath, contentChanged: Bool)] = []
    var reloadedInPlace: [ListIndexPath] = []

    /// The change set for these row differences between two lists' bars.
    ///
    /// - Parameters:
    ///   - oldBar: The old list's bar (its displayed sections and counts).
    ///   - newBar: The new list's bar.
    /// - Complexity: O(*k* log *k* + *b*) for *k* affected rows and *b* collation sections.
    func changes(from oldBar: IndexBar, to newBar: IndexBar) -> SectionedListChanges {
        let sectionCount = oldBar.sectionTitles.count
        var oldPosition = [Int](repeating: -1, count: sectionCount)
        for (p, s) in oldBar.displayedCollationSections.enumerated() { oldPosition[s.rawValue] = p }
        var newPosition = [Int](repeating: -1, count: sectionCount)
        for (p, s) in newBar.displayedCollationSections.enumerated() { newPosition[s.rawValue] = p }

        var changes = SectionedListChanges(
            indexBar: IndexBarChanges(from: oldBar, to: newBar),
            countsBefore: oldBar.displayedCollationSections.map { oldBar.sectionCounts[$0.rawValue] },
            countsAfter: newBar.displayedCollationSections.map { newBar.sectionCounts[$0.rawValue] })
        for s in 0..<sectionCount {
            if oldPosition[s] >= 0 && newPosition[s] < 0 { changes.deletedSections.append(oldPosition[s]) }
            if newPosition[s] >= 0 && oldPosition[s] < 0 { changes.insertedSections.append(newPosition[s]) }
        }
        func old(_ p: ListIndexPath) -> ListIndexPath { ListIndexPath(section: oldPosition[p.section], row: p.row) }
        func new(_ p: ListIndexPath) -> ListIndexPath { ListIndexPath(section: newPosition[p.section], row: p.row) }

        for p in deleted where newPosition[p.section] >= 0 { changes.deletedRows.append(old(p)) }
        for p in inserted where oldPosition[p.section] >= 0 { changes.insertedRows.append(new(p)) }
        for p in reloadedInPlace { changes.reloadedRows.append(old(p)) }

        // The gap of a matched row: the number of unaffected rows before it in its section.
        let oldAffected = (deleted + matched.map(\.old)).sorted()
        let newAffected = (inserted + matched.map(\.new)).sorted()
        struct Candidate { var match: Int; var oldRow: Int; var newRow: Int }
        var gaps: [ListIndexPath: [Candidate]] = [:]  // (section, gap) → candidates
        for (m, match) in matched.enumerated() {
            let from = match.old, to = match.new
            let sourceGone = newPosition[from.section] < 0  // its old section is deleted
            let targetNew = oldPosition[to.section] < 0  // its new section is inserted
            if from.section == to.section {
                let oldGap = from.row - Self.rank(of: from, in: oldAffected)
                let newGap = to.row - Self.rank(of: to, in: newAffected)
                if oldGap == newGap {
                    gaps[ListIndexPath(section: from.section, row: oldGap), default: []]
                        .append(Candidate(match: m, oldRow: from.row, newRow: to.row))
                    continue
                }
            }
            switch (sourceGone, targetNew) {
            case (true, true): break
            case (true, false): changes.insertedRows.append(new(to))
            case (false, true): changes.deletedRows.append(old(from))
            case (false, false): changes.movedRows.append(ListRowMove(from: old(from), to: new(to)))
            }
        }
        for var candidates in gaps.values {
            candidates.sort { $0.oldRow < $1.oldRow }
            let kept = Self.longestIncreasingRun(candidates.map(\.newRow))
            for (k, candidate) in candidates.enumerated() {
                let match = matched[candidate.match]
                if kept.contains(k) {
                    if match.contentChanged { changes.reloadedRows.append(old(match.old)) }
                } else {
                    changes.movedRows.append(ListRowMove(from: old(match.old), to: new(match.new)))
                }
            }
        }
        changes.deletedSections.sort()
        changes.insertedSections.sort()
        changes.deletedRows.sort()
        changes.insertedRows.sort()
        changes.reloadedRows.sort()
        changes.movedRows.sort { $0.from < $1.from }
        return changes
    }

    /// The number of paths of `sorted` in `path`'s section that come before it.
    static func rank(of path: ListIndexPath, in sorted: [ListIndexPath]) -> Int {
        lowerBound(path, in: sorted) - lowerBound(ListIndexPath(section: path.section, row: Int.min), in: sorted)
    }

    private static func lowerBound(_ path: ListIndexPath, in sorted: [ListIndexPath]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) >> 1
            if sorted[mid] < path { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The positions of a longest strictly increasing subsequence of `values`
    /// (patience sorting, O(*m* log *m*)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard values.count > 1 else { return Set(values.indices) }
        var tails: [Int] = []  // positions: tails[l] ends a run of length l + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) >> 1
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run = Set<Int>()
        var i = tails.last ?? -1
        while i >= 0 {
            run.insert(i)
            i = previous[i]
        }
        return run
    }
}
