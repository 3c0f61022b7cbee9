internal import SectionizeICU
extension IndexedCollation {
    /// ICU's version, such as "72.1".
    public static var icuVersion: String { ICU.version }
    /// The CLDR version of ICU's locale data, such as "42.0".
    public static var cldrVersion: String { ICU.cldrVersion }
    /// The Unicode version of ICU's character data, such as "15.0".
    public static var unicodeVersion: String { ICU.unicodeVersion }

    /// Every locale ICU has data for, as ICU IDs, sorted.
    public static var availableLocales: [String] { ICU.availableLocales }

    /// The English display name of a locale ("German (Austria)").
    public static func displayName(ofLocale id: String, in displayLocale: String = "en") -> String {
        ICU.displayName(of: id, in: displayLocale)
    }
}
