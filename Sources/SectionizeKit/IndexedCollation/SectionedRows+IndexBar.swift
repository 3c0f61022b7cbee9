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
    /// The index bar of every section of an index: each section's title with its number of
    /// elements.
    ///
    /// ``IndexedCollation/sections(of:by:indexBarOptions:)`` already builds this bar, with
    /// the displayed sections (``IndexedSections/indexBar``); this initializer is for
    /// sections made another way.
    ///
    /// ```swift
    /// let bar = IndexBar(sections: table.collationSections, options: IndexBarOptions(includesSearch: true))
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
    ///
    /// Deprecated: ``IndexedCollation/sections(of:by:indexBarOptions:)`` returns the
    /// displayed sections with the bar (``IndexedSections/displayedSections``), so that the
    /// two cannot get out of step.
    ///
    /// - Parameter sections: The sections the bar was built from.
    /// - Returns: The displayed sections.
    /// - Precondition: `sections` has one element per title of ``sectionTitles``.
    /// - Complexity: O(*d*) for *d* displayed sections.
    @available(
        *, deprecated,
        message: "use IndexedSections.displayedSections, from IndexedCollation.sections(of:by:indexBarOptions:)"
    )
    public func displayed<Element>(_ sections: [IndexedSection<Element>]) -> [IndexedSection<Element>] {
        precondition(
            sections.count == sectionTitles.count,
            "IndexBar: \(sections.count) sections for \(sectionTitles.count) titles")
        return displayedCollationSections.map { sections[$0] }
    }
}
