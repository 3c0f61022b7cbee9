/// One change to a ``SectionedList``: an element added, removed or replaced.
///
/// A batch of edits is applied in order (``SectionedList/apply(_:)``); only its net effect
/// on each ID counts, so inserting and removing the same ID in one batch changes nothing.
public enum ListEdit<Element: Sendable, ID: Hashable & Sendable>: Sendable {
    /// Adds an element; its ID must not be in the list yet.
    case insert(Element)
    /// Removes the element with this ID; it must be in the list.
    case remove(ID)
    /// Replaces the element with the same ID (which must be in the list) by this one. If
    /// its text changed, the row may move, also to another section.
    case update(Element)
}
