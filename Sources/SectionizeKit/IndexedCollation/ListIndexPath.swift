internal import SectionizeICU
/// A row's position in a sectioned list: the displayed section and the row inside it, as a
/// table view counts them (`IndexPath.section`, `IndexPath.row`).
///
/// SectionizeKit does not import Foundation (whose `IndexPath` also exists on Linux), so that
/// the library links without it and stays clear of Foundation's own ICU. On Apple platforms
/// the conversion is one line: `IndexPath(row: path.row, section: path.section)`.
///
/// Paths order by section, then row, which is the order UIKit applies insertions in. Both
/// ``IndexedSections`` (a static list) and ``SectionedList`` (a live one) count paths in
/// their displayed sections.
public struct ListIndexPath: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The displayed section, like `IndexPath.section`: an index into
    /// ``IndexedSections/displayedSections`` or ``SectionedList/displayedSections``.
    public var section: Int
    /// The row inside the section, like `IndexPath.row`.
    public var row: Int

    /// Creates a path.
    ///
    /// - Parameters:
    ///   - section: The displayed section.
    ///   - row: The row inside it.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Whether `lhs` comes before `rhs`: by section, then row.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: `true` if `lhs` is earlier.
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, as in the diff JSON.
    public var description: String { "[\(section), \(row)]" }
}
