/// What a table view's data source asks, answered from the displayed sections.
extension SectionedList {
    /// The number of elements.
    ///
    /// - Complexity: O(1).
    public var count: Int { locations.count }

    /// Whether the list has no elements.
    public var isEmpty: Bool { locations.isEmpty }

    /// The number of displayed sections (`numberOfSections(in:)`): the non-empty ones, or
    /// every section of the collation with ``IndexBarOptions/keepsEmptySections``.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { indexBar.displayedCollationSections.count }

    /// The number of rows in a displayed section (`tableView(_:numberOfRowsInSection:)`).
    ///
    /// - Parameter section: A displayed section, `0 ..< numberOfSections`.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        orders[indexBar.displayedCollationSections[section].rawValue].count
    }

    /// The title of a displayed section (`tableView(_:titleForHeaderInSection:)`).
    ///
    /// - Parameter section: A displayed section.
    /// - Complexity: O(1).
    public func title(ofSection section: Int) -> String {
        collation.sectionTitles[indexBar.displayedCollationSections[section].rawValue]
    }

    /// The element at a path (`tableView(_:cellForRowAt:)`).
    ///
    /// - Parameter indexPath: A path in the displayed sections.
    /// - Complexity: O(1).
    public func element(at indexPath: ListIndexPath) -> Element {
        rowElements[indexBar.displayedCollationSections[indexPath.section].rawValue][indexPath.row]
    }

    /// The displayed sections with their titles and elements, in order (the same word as
    /// ``IndexedSections/displayedSections``). Each section's
    /// ``IndexedSection/collationSection`` is its position among the collation's sections.
    ///
    /// - Complexity: O(*n*).
    public var displayedSections: [IndexedSection<Element>] {
        indexBar.displayedCollationSections.map { s in
            IndexedSection(
                collationSection: s, title: collation.title(of: s), kind: collation.kind(of: s),
                elements: rowElements[s.rawValue])
        }
    }

    /// Every element in display order.
    ///
    /// - Complexity: O(*n*).
    public var elements: [Element] { rowElements.flatMap { $0 } }

    /// Rows per displayed section.
    ///
    /// - Complexity: O(*b*) for *b* collation sections.
    public var rowCounts: [Int] { indexBar.displayedCollationSections.map { orders[$0.rawValue].count } }

    /// Whether an element with this ID is in the list.
    ///
    /// - Complexity: O(1) on average.
    public func contains(id: ID) -> Bool { locations[id] != nil }

    /// The element with this ID, if it is in the list.
    ///
    /// - Complexity: O(log *n*).
    public func element(withID id: ID) -> Element? {
        guard let location = locations[id] else { return nil }
        return rowElements[location.section][row(of: location)]
    }

    /// Where the element with this ID is shown.
    ///
    /// - Parameter id: An element's ID.
    /// - Returns: Its path in the displayed sections, or `nil` if no element has this ID.
    /// - Complexity: One hash lookup and O(log *n*) key comparisons.
    public func indexPath(of id: ID) -> ListIndexPath? {
        guard let location = locations[id] else { return nil }
        return ListIndexPath(section: displayedPosition[location.section], row: row(of: location))
    }

    /// The reading that placed an element (carried by it or computed), or `nil` when the
    /// element was placed by its own text or is not in the list.
    ///
    /// - Parameter id: The element's ID.
    /// - Complexity: One hash.
    public func reading(of id: ID) -> String? { readingByID[id] }

    /// Where an element would be shown if it were inserted now (after any element whose text
    /// collates equal), and whether its section would be new.
    ///
    /// - Parameter element: An element that is not in the list.
    /// - Returns: Its path in the list after the insertion.
    /// - Complexity: One sort key and O(log *n*) key comparisons.
    public func insertionPoint(for element: Element) -> ListInsertionPoint {
        let (bytes, section, _) = keyAndSection(of: element)
        let row = ListSortKey.withTemporaryKey(bytes) { orders[section].insertionRow(key: $0, sequence: nextSequence) }
        let shown = displayedPosition[section]
        let displayed = shown >= 0 ? shown : displayedPosition[..<section].lazy.filter { $0 >= 0 }.count
        return ListInsertionPoint(
            indexPath: ListIndexPath(section: displayed, row: row), insertsSection: shown < 0,
            collationSection: CollationSection(rawValue: section), title: collation.sectionTitles[section])
    }

    /// The row of an element that is in the list.
    func row(of location: Location) -> Int {
        let order = orders[location.section]
        let r = order.insertionRow(key: location.key, sequence: location.sequence)
        assert(r < order.count && order.sequences[r] == location.sequence, "SectionedList: stale location")
        return r
    }
}
