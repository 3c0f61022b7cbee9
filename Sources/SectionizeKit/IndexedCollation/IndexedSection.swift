/// One section of a sectioned list: its title and its elements in collation order.
public struct IndexedSection<Element> {
    /// The section's position among the index's buckets.
    public var index: Int
    /// The section's title (`A`, `Å`, `…`).
    public var title: String
    /// Whether this is a letter section or the underflow, inflow or overflow section.
    public var kind: IndexLabelKind
    /// The section's elements, sorted by the locale's collation.
    public var items: [Element]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - index: The section's position among the index's buckets.
    ///   - title: The section's title.
    ///   - kind: The kind of bucket.
    ///   - items: The elements, in order.
    public init(index: Int, title: String, kind: IndexLabelKind, items: [Element]) {
        self.index = index
        self.title = title
        self.kind = kind
        self.items = items
    }
}

extension IndexedSection: Sendable where Element: Sendable {}
extension IndexedSection: Equatable where Element: Equatable {}
extension IndexedSection: Hashable where Element: Hashable {}
extension IndexedSection: Codable where Element: Codable {}
