internal import SectionizeKit
/// How names are sorted, displayed and split for one locale.
///
/// ```swift
/// let style = NameStyle(locale: "de", sortOrder: .familyFirst)   // display given first
/// PersonName(given: "Hans", family: "Müller").displayName(style)  // "Hans Müller"
/// PersonName(given: "Hans", family: "Müller").sortText(style)     // "Müller, Hans"
/// ```
public struct NameStyle: Sendable, Hashable, Codable {
    /// The order names are sorted and sectioned by (the section is that of the first part).
    public var sortOrder: NameOrder
    /// The order names are shown in.
    public var displayOrder: NameOrder
    /// The order names written in Latin (or another non-CJK script) are shown in: the
    /// display order, except in Chinese, Japanese and Korean lists left at their custom,
    /// where a Western name is shown given name first ("John Smith" among 山田 太郎), as
    /// phones show it.
    public var westernDisplayOrder: NameOrder
    /// The order full names are written in, used to split a full name into parts.
    public var writtenOrder: NameOrder

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - locale: The locale whose customs fill in what is not given.
    ///   - sortOrder: Default ``NameOrder/familyFirst`` (Apple Contacts' default sort order
    ///     "Last, First"; the only order in family-first locales).
    ///   - displayOrder: Default: the locale's customary order
    ///     (``NameOrder/customary(forLocale:)``).
    public init(locale: String, sortOrder: NameOrder? = nil, displayOrder: NameOrder? = nil) {
        let customary = NameOrder.customary(forLocale: locale)
        self.sortOrder = sortOrder ?? .familyFirst
        self.displayOrder = displayOrder ?? customary
        self.writtenOrder = customary
        let language = locale.prefix { $0 != "-" && $0 != "_" && $0 != "@" }.lowercased()
        self.westernDisplayOrder = displayOrder ?? (["ja", "zh", "ko"].contains(language) ? .givenFirst : customary)
    }
}
