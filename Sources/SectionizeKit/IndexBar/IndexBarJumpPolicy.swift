/// Where a touched index-bar title whose section is empty (and therefore not displayed)
/// makes the table scroll.
///
/// UIKit's `tableView(_:sectionForSectionIndexTitle:at:)` documents that "the array of
/// section titles … can have fewer items than the actual number of sections"; apps that drop
/// empty sections while keeping the whole alphabet in the bar must choose a neighbour. The
/// policy only matters for titles of empty sections when
/// ``IndexBarOptions/keepsEmptySections`` is `false`.
public enum IndexBarJumpPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Jump to the nearest displayed section at or before the title; a title before the
    /// first displayed section jumps to the first one. The table then shows the rows that
    /// sort just before the touched letter.
    case before
    /// Jump to the nearest displayed section at or after the title; a title after the last
    /// displayed section jumps to the last one. The table then shows the first rows that sort
    /// at or after the touched letter.
    case after
}
