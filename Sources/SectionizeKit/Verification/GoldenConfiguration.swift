/// The options of a ``Golden`` that decide its result: every option of the `sectionize`
/// command that changes sections, order or the index bar.
public struct GoldenConfiguration: Sendable, Hashable {
    /// The locales as requested (BCP 47 tags or ICU IDs); the first decides the order.
    public var locales: [String]
    /// The section titles' style.
    public var style: IndexStyle
    /// The most letter labels (`--max-labels`).
    public var maxTitleCount: Int
    /// The index bar's options (`--search`, `--min-rows`, `--all-sections`, `--jump`).
    public var indexBar: IndexBarOptions
    /// The slot count the bar is condensed to (`--index-slots`), if any.
    public var indexSlots: Int?

    /// Creates a configuration; the defaults are the command's.
    ///
    /// - Parameters:
    ///   - locales: One or more locale IDs.
    ///   - style: The titles' style (default uikit, as the command's).
    ///   - maxTitleCount: The most letter labels (default 99).
    ///   - indexBar: The index bar's options.
    ///   - indexSlots: The condensed bar's slot count, if any.
    public init(locales: [String], style: IndexStyle = .uikit, maxTitleCount: Int = 99,
                indexBar: IndexBarOptions = IndexBarOptions(), indexSlots: Int? = nil) {
        self.locales = locales
        self.style = style
        self.maxTitleCount = maxTitleCount
        self.indexBar = indexBar
        self.indexSlots = indexSlots
    }

    /// The index this configuration describes.
    ///
    /// - Throws: ``SectionizeError`` for an unknown locale or a bad option.
    public func makeCollation() throws(SectionizeError) -> IndexedCollation {
        try IndexedCollation(locales: locales, style: style, options: IndexOptions(maxTitleCount: maxTitleCount))
    }
}
