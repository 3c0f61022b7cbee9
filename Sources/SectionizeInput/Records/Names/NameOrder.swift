internal import SectionizeKit
internal import SectionizeICU
/// Which part of a person's name comes first: the order names are sorted by, displayed in, or
/// written in (Apple's Contacts "Sort Order" and "Display Order" settings; Android's "Sort by"
/// and "Name format").
public enum NameOrder: String, Sendable, CaseIterable, Codable {
    /// Given name first: "John K. Doe, Jr.".
    case givenFirst = "given-first"
    /// Family name first: "Doe, John K., Jr."; "山田 太郎".
    case familyFirst = "family-first"

    /// The languages whose names are written family name first: Japanese, Chinese, Korean,
    /// Hungarian and Vietnamese.
    public static let familyFirstLanguages: Set<String> = ["ja", "zh", "ko", "hu", "vi"]

    /// The order names are written in for a locale: ``familyFirst`` for Japanese, Chinese,
    /// Korean, Hungarian and Vietnamese, ``givenFirst`` elsewhere.
    ///
    /// - Parameter locale: A BCP 47 tag or ICU ID (`ja`, `zh-Hant`, `hu_HU`, `de`).
    /// - Returns: The locale's customary name order.
    public static func customary(forLocale locale: String) -> NameOrder {
        let language = locale.prefix { $0 != "-" && $0 != "_" && $0 != "@" }.lowercased()
        return familyFirstLanguages.contains(language) ? .familyFirst : .givenFirst
    }
}
