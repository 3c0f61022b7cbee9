/// What a store of sorted, sectioned rows (SectionizeStore) needs from a list: the keys,
/// sections and sequences a list gives its rows, the key of one new element, and the change
/// planner, so that a store keys and plans exactly as a ``SectionedList`` does.
extension SectionedList {
    /// One row as the list placed it: its collation section, its row in that section, its
    /// full sort key (without ICU's terminating NUL) and its sequence among equal keys.
    package struct StoredRow: Sendable {
        /// The row's ID.
        package var id: ID
        /// The row's element.
        package var element: Element
        /// Its collation section (a position in ``IndexedCollation/sectionTitles``).
        package var section: Int
        /// Its full sort key.
        package var key: [UInt8]
        /// Its place among rows with equal keys (the order in which they entered the list).
        package var sequence: UInt64
        /// The reading that placed it, if one did.
        package var reading: String?
    }

    /// Every row in list order (collation section, then key, then sequence).
    ///
    /// - Complexity: O(*n*).
    package var storedRows: [StoredRow] {
        var result: [StoredRow] = []
        result.reserveCapacity(count)
        for s in orders.indices {
            for r in 0..<orders[s].count {
                let id = rowIDs[s][r]
                result.append(
                    StoredRow(
                        id: id, element: rowElements[s][r], section: s, key: Array(orders[s].keys[r].bytes),
                        sequence: orders[s].sequences[r], reading: readingByID[id]))
            }
        }
        return result
    }

    /// The key, collation section and reading one element gets, exactly as building or
    /// editing this list would key, place and read it.
    ///
    /// - Complexity: One sort key (two with a reading).
    package func storedKey(of element: Element) -> (key: [UInt8], section: Int, reading: String?) {
        keyAndSection(of: element)
    }
}

/// The change planner of ``SectionedList/apply(_:)``, for a store that finds the old and new
/// places of its edited rows itself: given the same places it returns the same change set.
package struct StoredListChangePlan {
    private var planner = ListChangePlanner()

    /// An empty plan.
    package init() {}

    /// A row deleted, at its old place (collation coordinates).
    package mutating func deleted(_ path: ListIndexPath) { planner.deleted.append(path) }
    /// A row inserted, at its new place (collation coordinates).
    package mutating func inserted(_ path: ListIndexPath) { planner.inserted.append(path) }
    /// A row updated whose key or section changed (or that `apply` matched by ID).
    package mutating func matched(old: ListIndexPath, new: ListIndexPath, contentChanged: Bool) {
        planner.matched.append((old: old, new: new, contentChanged: contentChanged))
    }
    /// A row updated in place (same key, same section), at its old place.
    package mutating func reloadedInPlace(_ path: ListIndexPath) { planner.reloadedInPlace.append(path) }

    /// The change set, in displayed coordinates of the two bars.
    package func changes(from oldBar: IndexBar, to newBar: IndexBar) -> SectionedListChanges {
        planner.changes(from: oldBar, to: newBar)
    }
}
