internal import SectionizeICU
extension IndexOptions {
    /// The titles of a UnicodeSet pattern, for ``additionalTitles`` (ICU's
    /// `addLabels(UnicodeSet)`): `[Æ{Sch*}{St*}]` gives `Æ`, `Sch*`, `St*` (ICU's TestSchSt).
    ///
    /// - Parameter pattern: A UnicodeSet pattern in ICU's syntax (`[A-C]`, `[{ch}{ll}]`,
    ///   `[:Grek:]`).
    /// - Returns: Its code points, then its strings.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/invalidOption`` when
    ///   ICU cannot read the pattern, naming where it stopped and ICU's error.
    public static func titles(fromUnicodeSetPattern pattern: String) throws(SectionizeError) -> [String] {
        var offset = -1
        do {
            return try ICU.unicodeSetItems(pattern, errorOffset: &offset).map(UTF16Text.string)
        } catch {
            let position = offset >= 0 ? " at offset \(offset)" : ""
            throw SectionizeError(.invalidOption, "invalid UnicodeSet pattern '\(pattern)'\(position): ICU error \(error.code) (\(error.name))")
        }
    }
}
