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

    /// Every row's key, collation section, sequence and reading, in list order, exactly as
    /// building a list of the rows would give them (the same code keys both), without the
    /// list: a store's build writes them as they are and needs no ID table, no per-section
    /// arrays of elements and no copy of a key.
    ///
    /// - Parameters:
    ///   - texts: Row `i`'s text (what the list's `text` closure gives for element `i`).
    ///   - carriedReadings: Row `i`'s carried reading, empty for none (what the list's
    ///     `reading` closure gives, `nil` as empty), or `nil` when the list has no `reading`
    ///     closure.
    ///   - collation: The list's collation.
    ///   - readingProvider: The list's reading provider.
    /// - Returns: The rows in list order; row `i` has sequence `i`.
    /// - Complexity: One sort key per row (two with a reading) on all cores.
    package static func storedOrder(
        texts: RowBuffer, carriedReadings: RowBuffer?, collation: IndexedCollation, readingProvider: (any ReadingProvider)?
    ) -> StoredListOrder {
        precondition(carriedReadings.map { $0.count == texts.count } ?? true, "storedOrder: one reading per text")
        let kept = keptKeys(
            count: texts.count, carriedReadings: carriedReadings,
            usesReadings: carriedReadings != nil || readingProvider != nil, readingProvider: readingProvider,
            collation: collation
        ) { i, units in texts.appendUTF16(ofRow: i, to: &units) }
        return StoredListOrder(order: kept.order, arena: kept.arena)
    }

    /// The key, collation section and reading one element gets, exactly as building or
    /// editing this list would key, place and read it, and the text it was keyed from (what
    /// the list's `text` closure gave).
    ///
    /// - Complexity: One sort key (two with a reading).
    package func storedKey(of element: Element) -> (key: [UInt8], section: Int, reading: String?, text: String) {
        let text = textOf(element)
        let (key, section, reading) = keyAndSection(of: element, text: text)
        return (key, section, reading, text)
    }
}

/// Rows keyed as a ``SectionedList`` keys them, in list order (collation section, then key,
/// then sequence): what ``SectionedList/storedOrder(texts:carriedReadings:collation:readingProvider:)``
/// returns. Rows are named by their input position `i`, which is also their sequence.
package struct StoredListOrder: Sendable {
    let order: SectionedOrder
    let arena: KeyArena

    /// The number of rows.
    package var count: Int { order.order.count }

    /// The number of rows in each collation section.
    package var sectionCounts: [Int] {
        (0..<(order.bucketStarts.count - 1)).map { order.bucketStarts[$0 + 1] - order.bucketStarts[$0] }
    }

    /// The input position (and sequence) of the row at list position `position`.
    package func row(at position: Int) -> Int { Int(order.order[position]) }

    /// Row `i`'s collation section.
    package func section(ofRow i: Int) -> Int { Int(order.bucketOfRow[i]) }

    /// Row `i`'s full sort key, without ICU's terminating NUL (valid only inside `body`).
    package func withKey<R>(ofRow i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: arena.keyStarts[i], count: Int(arena.keyLengths[i])))
    }

    /// The reading that placed row `i`, if one did.
    package func reading(ofRow i: Int) -> String? { arena.readings?.reading(ofRow: i) }
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
