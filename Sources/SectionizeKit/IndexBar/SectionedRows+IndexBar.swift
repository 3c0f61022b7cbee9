extension SectionedRows {
    /// The index bar for these rows: every section's title with its row count.
    ///
    /// - Parameter options: Search entry, empty sections, jump policy and minimum row count.
    /// - Returns: The bar, whose section indices refer to its `displayedCollationSections`.
    public func indexBar(options: IndexBarOptions = IndexBarOptions()) -> IndexBar {
        IndexBar(titles: sectionTitles, counts: sectionCounts, options: options)
    }
}

extension IndexBar {
    /// The index bar of sections made by ``IndexedCollation/sections(of:by:)``: every
    /// section's title with its number of elements.
    ///
    /// ```swift
    /// let all = collation.sections(of: contacts, by: \.name)
    /// let bar = IndexBar(sections: all, options: IndexBarOptions(includesSearch: true))
    /// let table = bar.displayed(all)      // the sections a table view shows
    /// ```
    ///
    /// - Parameters:
    ///   - sections: Every section of an index, in order.
    ///   - options: Search entry, empty sections, jump policy, visibility and slot count.
    /// - Complexity: O(*n*) for *n* sections.
    public init<Element>(sections: [IndexedSection<Element>], options: IndexBarOptions = IndexBarOptions()) {
        self.init(titles: sections.map(\.title), counts: sections.map(\.elements.count), options: options)
    }

    /// The sections a table view shows, in order: the elements of ``displayedCollationSections``.
    /// Section `s` of the table is `displayed(sections)[s]`, and ``target(forTitleAt:)``
    /// returns indices into this array.
    ///
    /// - Parameter sections: The sections the bar was built from.
    /// - Returns: The displayed sections.
    /// - Precondition: `sections` has one element per title of ``sectionTitles``.
    /// - Complexity: O(*d*) for *d* displayed sections.
    public func displayed<Element>(_ sections: [IndexedSection<Element>]) -> [IndexedSection<Element>] {
        precondition(
            sections.count == sectionTitles.count,
            "IndexBar: \(sections.count) sections for \(sectionTitles.count) titles")
        return displayedCollationSections.map { sections[$0] }
    }
}
