internal import SectionizeICU
/// The difference between two versions of a sectioned list, in `UITableView` batch-update
/// terms: hand it to `performBatchUpdates(_:completion:)` as it is.
///
/// The coordinates follow UIKit's rules for a batch ("UITableView defers any insertions of
/// rows or sections until after it has handled the deletions of rows or sections",
/// deletions and reloads use index paths "in the state of the table view prior to any
/// updates"):
///
/// - ``deletedSections``, ``deletedRows`` and ``reloadedRows`` are positions in the list
///   *before* the update;
/// - ``insertedSections`` and ``insertedRows`` are positions in the list *after* it;
/// - each of ``movedRows`` goes from a position before to a position after.
///
/// Sections are the displayed sections (``SectionedList/displayedSections``). With one collation
/// sections never change order, so there is never a section move. The rows of a deleted or
/// inserted section are not listed separately (deleting or inserting the section covers
/// them), no move leaves a deleted section or enters an inserted one (such a row is deleted
/// and inserted instead), and no path is both deleted, reloaded or moved.
///
/// Rows move only when their own position changed: a renamed row whose new text sorts
/// elsewhere (rows around an insertion or a deletion shift but are not moved). A moved row's
/// content has changed with its text, and UIKit moves the cell as it is, so reconfigure the
/// cell at each move's ``ListRowMove/to`` after the update. ``reloadedRows`` are rows with
/// the same ID at the same place whose content changed.
///
/// When the two lists were made with a different collation (locales, style, options, or
/// ICU/CLDR data), positions cannot be compared: ``isFullReload`` is `true`, the row and
/// section lists are empty, and the table should call `reloadData()`.
public struct SectionedListChanges: Sendable, Hashable, Codable {
    /// The lists are not comparable (different collation): reload everything.
    public var isFullReload: Bool
    /// Displayed sections that disappear, in the old list's numbering, ascending.
    public var deletedSections: [Int]
    /// Displayed sections that appear, in the new list's numbering, ascending.
    public var insertedSections: [Int]
    /// Rows removed, at their old paths, ascending; none inside a deleted section.
    public var deletedRows: [ListIndexPath]
    /// Rows added, at their new paths, ascending; none inside an inserted section.
    public var insertedRows: [ListIndexPath]
    /// Rows whose own position changed, old path to new path, by old path.
    public var movedRows: [ListRowMove]
    /// Rows that stay where they are but whose content changed, at their old paths, ascending.
    public var reloadedRows: [ListIndexPath]
    /// How the index bar changed.
    public var indexBar: IndexBarChanges
    /// Rows per displayed section before the update.
    public var countsBefore: [Int]
    /// Rows per displayed section after the update.
    public var countsAfter: [Int]

    /// Creates a change set.
    ///
    /// - Parameters:
    ///   - isFullReload: Whether the lists are not comparable.
    ///   - deletedSections: Old section numbers.
    ///   - insertedSections: New section numbers.
    ///   - deletedRows: Old paths.
    ///   - insertedRows: New paths.
    ///   - movedRows: Old to new paths.
    ///   - reloadedRows: Old paths.
    ///   - indexBar: The index-bar block.
    ///   - countsBefore: Rows per displayed section before.
    ///   - countsAfter: Rows per displayed section after.
    public init(
        isFullReload: Bool = false, deletedSections: [Int] = [], insertedSections: [Int] = [],
        deletedRows: [ListIndexPath] = [], insertedRows: [ListIndexPath] = [],
        movedRows: [ListRowMove] = [], reloadedRows: [ListIndexPath] = [],
        indexBar: IndexBarChanges, countsBefore: [Int], countsAfter: [Int]
    ) {
        self.isFullReload = isFullReload
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.movedRows = movedRows
        self.reloadedRows = reloadedRows
        self.indexBar = indexBar
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
    }

    /// Whether the table has nothing to do: no full reload, no section or row change, and
    /// the index bar needs no reload.
    public var isEmpty: Bool {
        !isFullReload && deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
            && !indexBar.needsReload
    }
}

/// How the index bar beside a list changed (``SectionedListChanges/indexBar``).
public struct IndexBarChanges: Sendable, Hashable, Codable {
    /// The bar's entries (``IndexBar/titles``) differ: call `reloadSectionIndexTitles()`.
    public var titlesChanged: Bool
    /// Some entry now jumps to another displayed section (``IndexBar/targets``
    /// differs). UIKit asks `sectionForSectionIndexTitle` on every touch, so this needs no
    /// call, but a cached mapping (a condensed bar's) must be refreshed.
    public var mappingChanged: Bool
    /// Whether the bar was shown before (``IndexBar/isVisible``).
    public var visibleBefore: Bool
    /// Whether it is shown after.
    public var visibleAfter: Bool

    /// Creates the index-bar block.
    ///
    /// - Parameters:
    ///   - titlesChanged: Whether the titles differ.
    ///   - mappingChanged: Whether a title jumps elsewhere.
    ///   - visibleBefore: Shown before.
    ///   - visibleAfter: Shown after.
    public init(titlesChanged: Bool, mappingChanged: Bool, visibleBefore: Bool, visibleAfter: Bool) {
        self.titlesChanged = titlesChanged
        self.mappingChanged = mappingChanged
        self.visibleBefore = visibleBefore
        self.visibleAfter = visibleAfter
    }

    /// The change between two bars.
    ///
    /// - Parameters:
    ///   - old: The bar before.
    ///   - new: The bar after.
    public init(from old: IndexBar, to new: IndexBar) {
        self.init(
            titlesChanged: old.titles != new.titles, mappingChanged: old.targets != new.targets,
            visibleBefore: old.isVisible, visibleAfter: new.isVisible)
    }

    /// Whether a data source that returns `nil` titles for a hidden bar (as
    /// `bar.isVisible ? bar.titles : nil`) must call `reloadSectionIndexTitles()`: the titles
    /// changed, or the bar appears or disappears.
    public var needsReload: Bool { titlesChanged || visibleBefore != visibleAfter }
}
