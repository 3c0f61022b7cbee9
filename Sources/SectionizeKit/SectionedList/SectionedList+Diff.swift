internal import SectionizeICU
/// The change set between two snapshots of a list.
extension SectionedList {
    /// Whether two lists sort and section alike, so that their positions can be compared:
    /// the same locales, style and index options, the same readings (both with or both
    /// without, from the same provider), and, within one process, the same ICU and CLDR data.
    ///
    /// - Parameter other: Another list.
    /// - Complexity: O(*l*) for *l* locales and labels.
    public func isComparable(with other: SectionedList) -> Bool {
        collation.resolvedLocales == other.collation.resolvedLocales && collation.style == other.collation.style
            && collation.options == other.collation.options && collation.sectionTitles == other.collation.sectionTitles
            && usesReadings == other.usesReadings && readingProvider?.source == other.readingProvider?.source
    }

    /// How a table showing `old` changes to show `new`, for a server or a client that only
    /// has the two full lists. Rows are matched by ID; a row whose content differs
    /// (`contentEquals` is false) and that stays in place is reloaded.
    ///
    /// The two lists' keys are walked side by side, section by section; only rows that do
    /// not line up (inserted, deleted, renamed, or placed differently among equal keys) are
    /// hashed. When the lists are not comparable (``isComparable(with:)``), the result is a
    /// full reload.
    ///
    /// - Parameters:
    ///   - old: The list the table shows now.
    ///   - new: The list it should show.
    ///   - contentEquals: Whether two versions of an element (same ID) look the same.
    /// - Returns: The change set, in `UITableView` batch-update coordinates.
    /// - Complexity: O(*n*) key and ID comparisons, plus O(*k* log *k*) for *k* rows that
    ///   differ; no collator call.
    public static func changes(
        from old: SectionedList, to new: SectionedList,
        contentEquals: (Element, Element) -> Bool
    ) -> SectionedListChanges {
        guard old.isComparable(with: new) else {
            return SectionedListChanges(
                isFullReload: true, indexBar: IndexBarChanges(from: old.indexBar, to: new.indexBar),
                countsBefore: old.rowCounts, countsAfter: new.rowCounts)
        }
        var planner = ListChangePlanner()
        var unmatchedOld: [ID: ListIndexPath] = [:]
        var unmatchedNew: [ListIndexPath] = []
        for s in old.orders.indices {
            // Unsafe buffers borrow IDs and elements instead of copying them (this code is
            // generic, so copies would go through value witnesses).
            old.rowIDs[s].withUnsafeBufferPointer { beforeIDs in
                new.rowIDs[s].withUnsafeBufferPointer { afterIDs in
                    old.rowElements[s].withUnsafeBufferPointer { beforeElements in
                        new.rowElements[s].withUnsafeBufferPointer { afterElements in
                            let before = old.orders[s].keys, after = new.orders[s].keys
                            var i = 0, j = 0
                            while i < before.count && j < after.count {
                                let c = ListSortKey.compare(before[i], after[j])
                                if c == 0 && beforeIDs[i] == afterIDs[j] {
                                    if !contentEquals(beforeElements[i], afterElements[j]) {
                                        planner.reloadedInPlace.append(ListIndexPath(section: s, row: i))
                                    }
                                    i += 1
                                    j += 1
                                } else if c <= 0 {
                                    unmatchedOld[beforeIDs[i]] = ListIndexPath(section: s, row: i)
                                    i += 1
                                } else {
                                    unmatchedNew.append(ListIndexPath(section: s, row: j))
                                    j += 1
                                }
                            }
                            for r in i..<before.count { unmatchedOld[beforeIDs[r]] = ListIndexPath(section: s, row: r) }
                            for r in j..<after.count { unmatchedNew.append(ListIndexPath(section: s, row: r)) }
                        }
                    }
                }
            }
        }
        for path in unmatchedNew {
            if let from = unmatchedOld.removeValue(forKey: new.rowIDs[path.section][path.row]) {
                let same =
                    ListSortKey.compare(old.orders[from.section].keys[from.row], new.orders[path.section].keys[path.row]) == 0
                    && contentEquals(old.rowElements[from.section][from.row], new.rowElements[path.section][path.row])
                planner.matched.append((old: from, new: path, contentChanged: !same))
            } else {
                planner.inserted.append(path)
            }
        }
        planner.deleted.append(contentsOf: unmatchedOld.values)
        return planner.changes(from: old.indexBar, to: new.indexBar)
    }
}

extension SectionedList where Element: Equatable {
    /// How a table showing `old` changes to show `new`; elements with the same ID that are
    /// not equal (`==`) have changed content. See ``changes(from:to:contentEquals:)``.
    ///
    /// - Parameters:
    ///   - old: The list the table shows now.
    ///   - new: The list it should show.
    /// - Returns: The change set.
    /// - Complexity: O(*n*) plus O(*k* log *k*) for *k* rows that differ.
    public static func changes(from old: SectionedList, to new: SectionedList) -> SectionedListChanges {
        changes(from: old, to: new, contentEquals: ==)
    }
}
