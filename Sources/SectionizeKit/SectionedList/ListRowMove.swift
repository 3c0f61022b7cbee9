internal import SectionizeICU
/// A row that moves: from its path before the update (old coordinates) to its path after it
/// (new coordinates), as `moveRow(at:to:)` takes them inside `performBatchUpdates`.
public struct ListRowMove: Sendable, Hashable, Codable {
    /// Where the row was, in the list before the update.
    public var from: ListIndexPath
    /// Where the row is, in the list after the update.
    public var to: ListIndexPath

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The old path.
    ///   - to: The new path.
    public init(from: ListIndexPath, to: ListIndexPath) {
        self.from = from
        self.to = to
    }
}

/// Where an element would go if it were inserted (``SectionedList/insertionPoint(for:)``).
public struct ListInsertionPoint: Sendable, Hashable {
    /// Its path in the list after the insertion.
    public var indexPath: ListIndexPath
    /// Whether its section is not displayed yet, so the insertion also inserts the section
    /// `indexPath.section`.
    public var insertsSection: Bool
    /// The section's position among the collation's sections (an index into
    /// ``IndexedCollation/sectionTitles``).
    public var collationSection: CollationSection
    /// The section's title.
    public var title: String

    /// Creates an insertion point.
    ///
    /// - Parameters:
    ///   - indexPath: The path after the insertion.
    ///   - insertsSection: Whether the section is new.
    ///   - collationSection: The section among the collation's sections.
    ///   - title: The section's title.
    public init(indexPath: ListIndexPath, insertsSection: Bool, collationSection: CollationSection, title: String) {
        self.indexPath = indexPath
        self.insertsSection = insertsSection
        self.collationSection = collationSection
        self.title = title
    }
}
