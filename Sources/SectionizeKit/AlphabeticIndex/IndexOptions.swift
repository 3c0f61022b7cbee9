internal import SectionizeICU
/// Settings of an index that ICU's `AlphabeticIndex` also offers (`setMaxLabelCount`,
/// `setUnderflowLabel`, `setInflowLabel`, `setOverflowLabel`, `addLabels`); ICU calls
/// titles labels.
///
/// The defaults are ICU's: at most 99 letter titles, and `…` (U+2026) for the underflow,
/// inflow and overflow sections (the uikit style shows none of those three).
public struct IndexOptions: Sendable, Hashable, Codable {
    /// The most letter titles an ICU-style index keeps; more are thinned out evenly by
    /// ICU's rule, which may keep one more than this (zh-Hant with 10 keeps 11, as ICU's
    /// `AlphabeticIndex` does). Must be at least 1. ICU's default is 99. The uikit style
    /// ignores it: it never drops a letter.
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
    /// Uikit style only: put the locale's own script block first, then the Latin block,
    /// then `#` (iOS puts the Latin block first, the default `false`).
    public var nativeScriptFirst: Bool

    /// Creates options; every parameter defaults to ICU's value.
    ///
    /// - Parameters:
    ///   - maxTitleCount: The most letter titles to keep (at least 1).
    ///   - underflowTitle: The title before the first letter.
    ///   - inflowTitle: The title between scripts.
    ///   - overflowTitle: The title after the last letter.
    ///   - additionalTitles: Extra titles besides the locales' letters.
    ///   - nativeScriptFirst: Uikit style only: the locale's own letters before A–Z.
    public init(
        maxTitleCount: Int = 99, underflowTitle: String = "\u{2026}",
        inflowTitle: String = "\u{2026}", overflowTitle: String = "\u{2026}",
        additionalTitles: [String] = [], nativeScriptFirst: Bool = false
    ) {
        self.maxTitleCount = maxTitleCount
        self.underflowTitle = underflowTitle
        self.inflowTitle = inflowTitle
        self.overflowTitle = overflowTitle
        self.additionalTitles = additionalTitles
        self.nativeScriptFirst = nativeScriptFirst
    }
}
