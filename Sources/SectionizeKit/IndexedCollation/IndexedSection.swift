/// One section of a sectioned list: its title and its elements in collation order.
///
/// Made by ``IndexedCollation/sections(of:by:)``.
public struct IndexedSection<Element> {
    /// The section's position among the index's sections (an index into
    /// ``IndexedCollation/sectionTitles``).
    public var index: Int
    /// The section's title (`A`, `Å`, `#`, `…`).
    public var title: String
    /// Whether this is a letter section or the underflow, inflow or overflow section.
    public var kind: SectionKind
    /// The section's elements, sorted by the locale's collation.
    public var elements: [Element]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - index: The section's position among the index's sections.
    ///   - title: The section's title.
    ///   - kind: The section's kind.
    ///   - elements: The elements, in order.
    public init(index: Int, title: String, kind: SectionKind, elements: [Element]) {
        self.index = index
        self.title = title
        self.kind = kind
        self.elements = elements
    }
}

extension IndexedSection: Sendable where Element: Sendable {}
extension IndexedSection: Equatable where Element: Equatable {}
extension IndexedSection: Hashable where Element: Hashable {}
extension IndexedSection: Codable where Element: Codable {}
