/// Settings of an index that ICU's `AlphabeticIndex` also offers (`setMaxLabelCount`,
/// `setUnderflowLabel`, `setInflowLabel`, `setOverflowLabel`, `addLabels`); ICU calls
/// titles labels.
///
/// The defaults are ICU's: at most 99 letter titles, and `…` (U+2026) for the underflow,
/// inflow and overflow sections (the uikit style shows none of those three).
public struct IndexOptions: Sendable, Hashable, Codable {
    /// The most letter titles the index keeps; more are thinned out evenly by ICU's rule.
    /// Must be at least 1. ICU's default is 99.
    public var maxTitleCount: Int
    /// The title of the section before the first letter (ICU style).
    public var underflowTitle: String
    /// The title of a section between two scripts (ICU style).
    public var inflowTitle: String
    /// The title of the section after the last letter (ICU style).
    public var overflowTitle: String
    /// Extra titles to offer besides the locales' letters (ICU's `addLabels(UnicodeSet)`).
    /// A multi-letter title is kept only if it sorts as a unit (a contraction such as Czech
    /// `CH`), unless it ends with one `*` (`Sch*`), which forces it in without the star.
    public var additionalTitles: [String]

    /// Creates options; every parameter defaults to ICU's value.
    ///
    /// - Parameters:
    ///   - maxTitleCount: The most letter titles to keep (at least 1).
    ///   - underflowTitle: The title before the first letter.
    ///   - inflowTitle: The title between scripts.
    ///   - overflowTitle: The title after the last letter.
    ///   - additionalTitles: Extra titles besides the locales' letters.
    public init(maxTitleCount: Int = 99, underflowTitle: String = "\u{2026}",
                inflowTitle: String = "\u{2026}", overflowTitle: String = "\u{2026}",
                additionalTitles: [String] = []) {
        self.maxTitleCount = maxTitleCount
        self.underflowTitle = underflowTitle
        self.inflowTitle = inflowTitle
        self.overflowTitle = overflowTitle
        self.additionalTitles = additionalTitles
    }
}
