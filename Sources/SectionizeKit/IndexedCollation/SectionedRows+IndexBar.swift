extension SectionedRows {
    /// The index bar for these rows: every section's title with its row count.
    ///
    /// - Parameter options: Search entry, empty sections, jump policy and minimum row count.
    /// - Returns: The bar, whose section indices refer to its `displayedCollationSections`.
    public func indexBar(options: IndexBarOptions = IndexBarOptions()) -> IndexBar {
        IndexBar(sectionTitles: sectionTitles, sectionCounts: sectionCounts, options: options)
    }
}

extension IndexBar {
    /// The index bar of every section of an index: each section's title with its number of
    /// elements.
    ///
    /// ``SectioningConfiguration/sections(of:by:reading:)`` already builds this bar, with
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
        self.init(sectionTitles: sections.map(\.title), sectionCounts: sections.map(\.elements.count), options: options)
    }
}
