extension IndexedCollation {
    /// Sorts elements by a string in this index's order: by section, then by the locale's
    /// collation, ties in their original order (`sortedArray(from:collationStringSelector:)`).
    ///
    /// ```swift
    /// let sorted = collation.sorted(contacts, by: \.name)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements to sort.
    ///   - key: The string each element is sorted by; a key path such as `\.name` works.
    /// - Returns: The elements, sorted.
    /// - Throws: Whatever `key` throws.
    /// - Complexity: One sort key per element, computed on all cores, and O(*n* log *n*)
    ///   byte comparisons; never a pairwise collator comparison.
    public func sorted<Elements: Sequence>(
        _ elements: Elements, by key: (Elements.Element) throws -> String
    ) rethrows -> [Elements.Element] {
        let elements = Array(elements)
        let order = sectionedOrder(try elements.map(key))
        return order.order.map { elements[Int($0)] }
    }

    /// Sorts strings in this index's order; see ``sorted(_:by:)``.
    ///
    /// - Parameter strings: The strings to sort.
    /// - Returns: The strings, sorted.
    /// - Complexity: As ``sorted(_:by:)``.
    public func sorted(_ strings: some Sequence<String>) -> [String] {
        sorted(strings) { $0 }
    }

    /// Groups elements into this index's sections, each sorted by the locale's collation,
    /// ties in their original order, with the index bar and the sections a table view shows.
    ///
    /// The result holds every section of the index
    /// (``IndexedSections/collationSections``, empty ones included, so that section *i* has
    /// title ``sectionTitles``[*i*]), the sections the table displays
    /// (``IndexedSections/displayedSections``) and the ``IndexBar`` built from them, and
    /// answers a table view's data source in displayed sections.
    ///
    /// ```swift
    /// let table = collation.sections(of: contacts, by: \.name,
    ///                                indexBarOptions: IndexBarOptions(includesSearch: true))
    /// table.numberOfSections; table.title(ofSection: 0); table.numberOfRows(inSection: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements to group; each one appears in exactly one section.
    ///   - key: The string each element is indexed by; a key path such as `\.name` works.
    ///   - indexBarOptions: Search entry, empty sections, jump policy, visibility and slot
    ///     count of the index bar (whether empty sections are displayed, too).
    /// - Returns: The sections, displayed sections and index bar.
    /// - Throws: Whatever `key` throws.
    /// - Complexity: As ``sorted(_:by:)``.
    package func sections<Elements: Sequence>(
        of elements: Elements, by key: (Elements.Element) throws -> String,
        indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) rethrows -> IndexedSections<Elements.Element> {
        let elements = Array(elements)
        let order = sectionedOrder(try elements.map(key))
        let all = sectionTitles.indices.map { s in
            IndexedSection(
                collationSection: CollationSection(rawValue: s), title: sectionTitles[s], kind: sectionKinds[s],
                elements: order.rows(inBucket: s).map { elements[Int($0)] })
        }
        return IndexedSections(collationSections: all, indexBarOptions: indexBarOptions)
    }
}
