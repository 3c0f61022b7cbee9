extension SectionedRows {
    /// The index bar for these rows: every section's title with its row count.
    ///
    /// - Parameter options: Search entry, empty sections, jump policy and minimum row count.
    /// - Returns: The bar, whose section indices refer to its `displayedSections`.
    public func indexBar(options: IndexBarOptions = IndexBarOptions()) -> IndexBar {
        IndexBar(titles: sections.map(\.label), counts: counts, options: options)
    }
}
