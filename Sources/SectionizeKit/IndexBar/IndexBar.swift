/// The index bar beside a sectioned list (UIKit's section index): the titles it shows, the
/// section each title scrolls to, whether it is shown at all, and how to condense it.
///
/// An index bar is built from the style's *full* list of section titles, one per section of
/// the index, in display order (typically `A`…`Z` and a trailing `#`), with the number of rows
/// in each. The bar keeps every title, even those whose section is empty (a *sparse* bar, as
/// in Apple's Contacts), whereas the table usually shows only the non-empty sections
/// (``displayedCollationSections``). Titles and displayed sections are therefore not one to one, which
/// UIKit allows: "the array of section titles … can have fewer items than the actual number of
/// sections" (`tableView(_:sectionForSectionIndexTitle:at:)`). A title whose section is empty
/// jumps to a neighbour chosen by ``IndexBarOptions/jumpPolicy``.
///
/// ```swift
/// let bar = IndexBar(sectionTitles: ["A", "B", "C", "#"], sectionCounts: [3, 0, 5, 1],
///                    options: IndexBarOptions(includesSearch: true))
/// bar.titles                // ["{search}", "A", "B", "C", "#"]
/// bar.displayedCollationSections     // [0, 2, 3]        (B is empty, so not displayed)
/// bar.targets               // [.search, .section(0), .section(0), .section(1), .section(2)]
///                           // (B jumps back to A)
/// ```
///
/// # Using it from a table view's data source
///
/// Each member answers one UIKit question, so a data source forwards to it:
///
/// ```swift
/// // UITableViewDataSource
/// func numberOfSections(in tableView: UITableView) -> Int { bar.displayedCollationSections.count }
///
/// func sectionIndexTitles(for tableView: UITableView) -> [String]? {
///     bar.isVisible ? bar.titles : nil     // "{search}" is UITableView.indexSearch
/// }
///
/// func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String,
///                at index: Int) -> Int {
///     switch bar.target(forTitleAt: index) {
///     case .section(let section)?:
///         return section
///     case .search?:
///         tableView.scrollRectToVisible(searchBar.frame, animated: false)
///         return NSNotFound            // the usual idiom: we scrolled ourselves
///     case nil:
///         return NSNotFound            // the table has no section to go to
///     }
/// }
///
/// // Or let UIKit make the visibility decision itself, with the same threshold:
/// tableView.sectionIndexMinimumDisplayRowCount = bar.options.minimumDisplayRowCount
/// ```
///
/// On Android the same model feeds a fast-scroll `SectionIndexer`; ``nonEmptyTitles`` is the
/// shape of the contacts provider's address-book index extras.
///
/// When the bar is too short for all its titles, iOS condenses it, replacing runs of titles
/// by bullets (`•`); ``condensed(toFit:)`` does the same.
///
/// # Performance
///
/// Building a bar is O(*n*) for *n* titles; the derived arrays are computed once, so
/// ``target(forTitleAt:)`` and ``entry(atFraction:)`` are O(1).
/// ``condensed(toFit:)`` is O(*n*).
public struct IndexBar: Sendable {
    /// UIKit's `UITableView.indexSearch` (`UITableViewIndexSearch`): the title `{search}`,
    /// drawn as a magnifying glass; touching it should scroll to the search field. Apple: the
    /// location "should generally be the first title in the index", which is where
    /// ``IndexBarOptions/includesSearch`` puts it.
    public static let searchTitle = "{search}"

    /// The bullet (U+2022) iOS shows in place of titles hidden from a condensed bar.
    public static let bullet = "\u{2022}"

    /// The style's full list of section titles the bar was built from, in display order
    /// (without `{search}`).
    public let sectionTitles: [String]
    /// The number of rows in each of ``sectionTitles``' sections.
    public let sectionCounts: [Int]
    /// The options the bar was built with.
    public let options: IndexBarOptions

    /// The bar's entries, what `sectionIndexTitles(for:)` returns: ``searchTitle`` first when
    /// ``IndexBarOptions/includesSearch``, then every title of ``sectionTitles``, including
    /// those of empty sections.
    public let titles: [String]
    /// The row count of each entry of ``titles``: 0 for ``searchTitle``, then
    /// ``sectionCounts``.
    public let counts: [Int]
    /// The sections a table shows, as sections of the index, in order: the non-empty ones,
    /// or all of them when ``IndexBarOptions/keepsEmptySections``. The table's section `s`
    /// (an `Int`, as UIKit counts) is the index's section `displayedCollationSections[s]`.
    public let displayedCollationSections: [CollationSection]
    /// What touching each entry of ``titles`` does; `nil` where there is no section to go to
    /// (only when ``displayedCollationSections`` is empty).
    public let targets: [IndexBarTarget?]
    /// The total number of rows, the sum of ``sectionCounts``.
    public let rowCount: Int

    /// Creates the index bar of a sectioned list.
    ///
    /// - Parameters:
    ///   - titles: The style's full list of section titles, one per collation section, in
    ///     display order; the last is typically `#`. Do not include `{search}`: set
    ///     ``IndexBarOptions/includesSearch`` instead. They become ``sectionTitles``.
    ///   - counts: The number of rows in each section, parallel to `titles`; they become
    ///     ``sectionCounts``.
    ///   - options: Search entry, empty sections, jump policy and visibility threshold.
    /// - Precondition: `counts.count == titles.count`, and no count is negative.
    /// - Complexity: O(*n*), where *n* is the number of titles.
    public init(sectionTitles titles: [String], sectionCounts counts: [Int], options: IndexBarOptions = .init()) {
        precondition(
            counts.count == titles.count,
            "IndexBar: \(counts.count) counts for \(titles.count) titles; they must be parallel")
        precondition(counts.allSatisfy { $0 >= 0 }, "IndexBar: a row count is negative")
        sectionTitles = titles
        sectionCounts = counts
        self.options = options

        let displayed =
            options.keepsEmptySections
            ? Array(titles.indices)
            : titles.indices.filter { counts[$0] > 0 }
        displayedCollationSections = displayed.map(CollationSection.init(rawValue:))
        rowCount = counts.reduce(0, +)

        let sectionTargets = Self.jumpTargets(counts: counts, displayedCollationSections: displayed, options: options)
            .map { $0.map(IndexBarTarget.section) }
        if options.includesSearch {
            self.titles = [Self.searchTitle] + titles
            self.counts = [0] + counts
            targets = [.search] + sectionTargets
        } else {
            self.titles = titles
            self.counts = counts
            targets = sectionTargets
        }
    }

    /// Whether the bar should be shown: the table has at least
    /// ``IndexBarOptions/minimumDisplayRowCount`` rows. This is the decision UIKit makes from
    /// `sectionIndexMinimumDisplayRowCount`, "the number of table rows at which to display the
    /// index list"; with the default 0 the bar is always visible.
    ///
    /// - Complexity: O(1).
    public var isVisible: Bool { rowCount >= options.minimumDisplayRowCount }

    /// Android's view of the bar: the titles of the non-empty sections with their row counts,
    /// as the contacts provider's `EXTRA_ADDRESS_BOOK_INDEX_TITLES` and
    /// `EXTRA_ADDRESS_BOOK_INDEX_COUNTS` give them. Never contains `{search}`.
    ///
    /// - Complexity: O(*n*).
    public var nonEmptyTitles: [IndexBarTitleCount] {
        sectionTitles.indices.filter { sectionCounts[$0] > 0 }.map {
            IndexBarTitleCount(title: sectionTitles[$0], count: sectionCounts[$0])
        }
    }
}
