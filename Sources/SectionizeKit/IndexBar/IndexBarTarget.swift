/// What touching an index-bar entry should do.
public enum IndexBarTarget: Sendable, Hashable {
    /// Scroll to the search field: the entry is ``IndexBar/searchTitle`` (`{search}`,
    /// UIKit's `UITableView.indexSearch`, drawn as a magnifying glass).
    case search
    /// Scroll to a section of the table: the associated value is an index into
    /// ``IndexBar/displayedCollationSections``, that is a section index as the table view counts them.
    case section(Int)
}
