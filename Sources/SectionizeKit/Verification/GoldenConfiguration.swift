/// The options of a ``Golden`` that decide its result: every option of the `sectionize`
/// command that changes sections, order or the index bar.
public struct GoldenConfiguration: Sendable, Hashable {
    /// The locales as requested (BCP 47 tags, ICU IDs or POSIX names); the first decides
    /// the order.
    public var locales: [String]
    /// The section titles' style.
    public var style: IndexStyle
    /// Whether digits compare by numeric value (`--numeric`, `true`), digit by digit
    /// (`--no-numeric`, `false`), or as the locale says (`nil`).
    public var numericOrdering: Bool?
    /// The index options: ICU's title cap and special titles, extra titles (`--add-labels`),
    /// and the uikit style's `--native-first`.
    public var indexOptions: IndexOptions
    /// The index bar's options (`--search`, `--min-rows`, `--all-sections`, `--jump`).
    public var indexBar: IndexBarOptions
    /// The slot count the bar is condensed to (`--index-slots`), if any.
    public var indexSlots: Int?
    /// Whether rows are sectioned by computed readings (`--readings`).
    public var readings: ReadingMode

    /// Creates a configuration; the defaults are the command's.
    ///
    /// - Parameters:
    ///   - locales: One or more locale IDs.
    ///   - style: The titles' style (default uikit, as the command's).
    ///   - numericOrdering: Numeric digit order, or `nil` for the locale's.
    ///   - indexOptions: The index options.
    ///   - indexBar: The index bar's options.
    ///   - indexSlots: The condensed bar's slot count, if any.
    ///   - readings: Computed readings (default off).
    public init(locales: [String], style: IndexStyle = .uikit, numericOrdering: Bool? = nil,
                indexOptions: IndexOptions = IndexOptions(), indexBar: IndexBarOptions = IndexBarOptions(),
                indexSlots: Int? = nil, readings: ReadingMode = .off) {
        self.readings = readings
        self.locales = locales
        self.style = style
        self.numericOrdering = numericOrdering
        self.indexOptions = indexOptions
        self.indexBar = indexBar
        self.indexSlots = indexSlots
    }

    /// Sections rows as this configuration says, with computed readings when ``readings``
    /// is `auto`.
    ///
    /// - Throws: ``SectionizeError`` for an unknown locale, a bad option, or readings that
    ///   cannot be computed (MeCab missing).
    public func sections(ofRows rows: RowBuffer) throws(SectionizeError) -> SectionedRows {
        try makeCollation().sections(ofRows: rows, readings: readings)
    }

    /// The index this configuration describes.
    ///
    /// - Throws: ``SectionizeError`` for an unknown locale or a bad option.
    public func makeCollation() throws(SectionizeError) -> IndexedCollation {
        var ids = locales
        if let numericOrdering, let first = ids.first {
            ids[0] = try LocaleIdentifier.resolve(first, numericOrdering: numericOrdering)
        }
        return try IndexedCollation(locales: ids, style: style, options: indexOptions)
    }
}
