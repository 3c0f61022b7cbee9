/// Settings of an alphabetic index that ICU's `AlphabeticIndex` also offers.
///
/// The defaults are ICU's: at most 99 labels, and `…` (U+2026) for the underflow, inflow
/// and overflow buckets.
public struct IndexOptions: Sendable, Hashable, Codable {
    /// The most letter labels an ICU-style index keeps; more are thinned out evenly by
    /// ICU's rule, which may keep one more than this (zh-Hant with 10 keeps 11, as ICU's
    /// `AlphabeticIndex` does). Must be at least 1. ICU's default is 99. The uikit style
    /// ignores it: it never drops a letter.
    public var maxLabelCount: Int
    /// The label of the bucket before the first letter.
    public var underflowLabel: String
    /// The label of a bucket between two scripts.
    public var inflowLabel: String
    /// The label of the bucket after the last letter.
    public var overflowLabel: String
    /// Extra labels to offer besides the locales' letters (ICU's `addLabels(UnicodeSet)`).
    /// A multi-letter label is kept only if it sorts as a unit (a contraction such as Czech
    /// `CH`), unless it ends with one `*` (`Sch*`), which forces it in without the star.
    public var additionalLabels: [String]
    /// Uikit style only: put the locale's own script block first, then the Latin block,
    /// then `#` (iOS puts the Latin block first, the default `false`).
    public var nativeScriptFirst: Bool

    /// Creates options; every parameter defaults to ICU's value.
    ///
    /// - Parameters:
    ///   - maxLabelCount: The most letter labels to keep (at least 1).
    ///   - underflowLabel: The label before the first letter.
    ///   - inflowLabel: The label between scripts.
    ///   - overflowLabel: The label after the last letter.
    ///   - additionalLabels: Extra labels besides the locales' letters.
    ///   - nativeScriptFirst: Uikit style only: the locale's own letters before A–Z.
    public init(maxLabelCount: Int = 99, underflowLabel: String = "\u{2026}",
                inflowLabel: String = "\u{2026}", overflowLabel: String = "\u{2026}",
                additionalLabels: [String] = [], nativeScriptFirst: Bool = false) {
        self.maxLabelCount = maxLabelCount
        self.underflowLabel = underflowLabel
        self.inflowLabel = inflowLabel
        self.overflowLabel = overflowLabel
        self.additionalLabels = additionalLabels
        self.nativeScriptFirst = nativeScriptFirst
    }
}
