/// One section of a sectioned list: its title and its elements in collation order.
///
/// ``SectioningConfiguration/sections(of:by:reading:)`` makes one per section of the index
/// (``IndexedSections/collationSections``) and shows the displayed ones
/// (``IndexedSections/displayedSections``).
public struct IndexedSection<Element> {
    /// The section's position among all of the collation's sections, empty ones included (an
    /// index into ``IndexedCollation/sectionTitles``). A table that shows only non-empty
    /// sections counts its own sections apart from this (see
    /// ``IndexedSections/displayedSections`` and ``IndexBar/displayedCollationSections``).
    public var collationSection: CollationSection

    /// The section's title (`A`, `Å`, `#`, `…`).
    public var title: String
    /// Whether this is a letter section or the underflow, inflow or overflow section.
    public var kind: SectionKind
    /// The section's elements, sorted by the locale's collation.
    public var elements: [Element]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - collationSection: The section's position among the collation's sections.
    ///   - title: The section's title.
    ///   - kind: The section's kind.
    ///   - elements: The elements, in order.
    public init(collationSection: CollationSection, title: String, kind: SectionKind, elements: [Element]) {
        self.collationSection = collationSection
        self.title = title
        self.kind = kind
        self.elements = elements
    }
}

extension IndexedSection: Sendable where Element: Sendable {}
extension IndexedSection: Equatable where Element: Equatable {}
extension IndexedSection: Hashable where Element: Hashable {}
extension IndexedSection: Codable where Element: Codable {}
