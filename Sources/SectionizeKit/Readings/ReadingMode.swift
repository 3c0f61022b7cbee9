internal import SectionizeICU
/// Whether rows get computed readings.
///
/// A *reading* is the text that decides a row's section and its place in the section, while
/// the row itself is shown unchanged: 山田 太郎 is filed under や by its reading やまだ たろう,
/// 曾国藩 under Z by zēng guó fān. Readings given by the caller always win; this mode says
/// whether the others are computed.
public enum ReadingMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Compute readings where a locale of the index has a reading provider (Japanese: kana
    /// from MeCab; Simplified Chinese with pinyin collation: pinyin from ICU's
    /// `Han-Latin/Names`; with both, each name by the language that fits it); other locales
    /// get none. The default of the command line's uikit style, as on iOS.
    case auto
    /// No computed readings: rows are sectioned and ordered by their own text, exactly as
    /// ICU's `AlphabeticIndex` does (given readings still win).
    case off
}
