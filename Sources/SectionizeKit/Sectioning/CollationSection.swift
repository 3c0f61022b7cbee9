/// A section of the index: a position in ``IndexedCollation/sectionTitles`` (and in
/// ``IndexBar/sectionTitles``, ``IndexBar/sectionCounts``, ``SectionedRows/sectionTitles``),
/// empty sections included.
///
/// A table view numbers only the sections it shows (``IndexBar/displayedCollationSections``,
/// the non-empty ones unless ``IndexBarOptions/keepsEmptySections``), and those numbers are
/// plain `Int`s, as UIKit's are: ``ListIndexPath/section``, `numberOfRows(inSection:)`,
/// ``IndexBarTarget/section(_:)``, a change set's sections. A section of the index is this
/// type, so that passing one where the other is meant does not compile:
///
/// ```swift
/// let section = collation.section(for: "Ängström")     // CollationSection: "Ä"
/// collation.title(of: section)                          // "Ä"
/// table.indexBar.displayedSection(of: section)          // Int?: the table's section, if shown
/// ```
public struct CollationSection: RawRepresentable, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The position in the index's section titles, from 0.
    public let rawValue: Int

    /// The section at a position of the index's section titles.
    ///
    /// - Parameter rawValue: A position in ``IndexedCollation/sectionTitles``, from 0.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Whether `lhs` comes before `rhs` in the index.
    public static func < (lhs: CollationSection, rhs: CollationSection) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `collation section N`.
    public var description: String { "collation section \(rawValue)" }

    /// Encodes the position as a plain number.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes a position written as a plain number.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not an integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
}
