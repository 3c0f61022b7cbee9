/// A sectioned list as a table view shows it: every section of the index, the sections the
/// table displays, and the index bar beside them, made together so that they stay in step.
///
/// ``SectioningConfiguration/sections(of:by:reading:)`` and its variants return this value.
/// It answers a table view's data source with the names ``SectionedList`` uses, and a
/// section number is always a *displayed* section (`IndexPath.section`):
///
/// ```swift
/// let table = collation.sections(of: contacts, by: \.name,
///                                indexBarOptions: IndexBarOptions(includesSearch: true))
/// table.numberOfSections                        // numberOfSections(in:)
/// table.numberOfRows(inSection: 0)              // tableView(_:numberOfRowsInSection:)
/// table.title(ofSection: 0)                     // titleForHeaderInSection
/// table.element(at: ListIndexPath(section: 0, row: 0))
/// table.indexBar.titles                         // sectionIndexTitles(for:)
/// ```
///
/// The two index spaces have two names: ``collationSections`` holds every section of the
/// index, empty ones included (position *i* is ``IndexedSection/collationSection`` *i*, title
/// ``IndexedCollation/sectionTitles``[*i*]); ``displayedSections`` holds the sections the
/// table shows (the non-empty ones, or all of them with
/// ``IndexBarOptions/keepsEmptySections``), and the bar's targets
/// (``IndexBar/target(forTitleAt:)``) are positions in it. The value is deliberately not a
/// collection, so that `sections[s]` cannot be read in the wrong space.
///
/// For a list that changes (inserts, updates, removals with batch updates) use
/// ``SectionedList``, which answers the same calls.
public struct IndexedSections<Element> {
    /// Every section of the index, in order, empty ones included: position *i* holds the
    /// section whose ``IndexedSection/collationSection`` is *i*.
    ///
    /// ```swift
    /// table.collationSections.map(\.title) == collation.sectionTitles   // true
    /// ```
    public let collationSections: [IndexedSection<Element>]

    /// The index bar beside the table, built from ``collationSections`` with the options
    /// given; its section targets are positions in ``displayedSections``.
    ///
    /// ```swift
    /// if case .section(let s)? = table.indexBar.target(forTitleAt: touched) {
    ///     table.title(ofSection: s)                 // the section the finger is on
    /// }
    /// ```
    public let indexBar: IndexBar

    /// The sections the table shows, in order: the elements of ``collationSections`` at
    /// the bar's ``IndexBar/displayedCollationSections``. Displayed section *s* is
    /// `displayedSections[s]`; its ``IndexedSection/collationSection`` is its place in the
    /// index.
    ///
    /// ```swift
    /// table.displayedSections.map(\.title)          // ["A", "Ä", "Ö", "#"] in Swedish
    /// ```
    public let displayedSections: [IndexedSection<Element>]

    /// Creates the value from every section of an index.
    ///
    /// ```swift
    /// let table = IndexedSections(collationSections: all, indexBarOptions: IndexBarOptions())
    /// ```
    ///
    /// - Parameters:
    ///   - collationSections: Every section of an index, in order (empty ones included).
    ///   - indexBarOptions: Search entry, empty sections, jump policy, visibility and slot
    ///     count of the bar.
    /// - Precondition: `collationSections[i].collationSection == i` for every *i*.
    /// - Complexity: O(*b*) for *b* collation sections.
    public init(collationSections: [IndexedSection<Element>], indexBarOptions: IndexBarOptions = IndexBarOptions()) {
        for (i, section) in collationSections.enumerated() {
            precondition(
                section.collationSection.rawValue == i,
                "IndexedSections: the section at position \(i) has collationSection \(section.collationSection)")
        }
        self.collationSections = collationSections
        let bar = IndexBar(
            sectionTitles: collationSections.map(\.title), sectionCounts: collationSections.map(\.elements.count),
            options: indexBarOptions)
        indexBar = bar
        displayedSections = bar.displayedCollationSections.map { collationSections[$0.rawValue] }
    }
}

/// What a table view's data source asks, answered from the displayed sections (the names and
/// meanings of ``SectionedList``'s).
extension IndexedSections {
    /// The number of elements.
    ///
    /// ```swift
    /// table.count                                   // every contact, once
    /// ```
    ///
    /// - Complexity: O(*d*) for *d* displayed sections.
    public var count: Int { displayedSections.reduce(0) { $0 + $1.elements.count } }

    /// Whether there are no elements.
    ///
    /// ```swift
    /// if table.isEmpty { showEmptyState() }
    /// ```
    ///
    /// - Complexity: O(*d*) for *d* displayed sections.
    public var isEmpty: Bool { displayedSections.allSatisfy(\.elements.isEmpty) }

    /// The number of displayed sections (`numberOfSections(in:)`): the non-empty ones, or
    /// every section of the index with ``IndexBarOptions/keepsEmptySections``.
    ///
    /// ```swift
    /// func numberOfSections(in tableView: UITableView) -> Int { table.numberOfSections }
    /// ```
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { displayedSections.count }

    /// The number of rows in a displayed section (`tableView(_:numberOfRowsInSection:)`).
    ///
    /// ```swift
    /// table.numberOfRows(inSection: 0)
    /// ```
    ///
    /// - Parameter section: A displayed section, `0 ..< numberOfSections`.
    /// - Returns: The section's element count.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int { displayedSections[section].elements.count }

    /// The title of a displayed section (`tableView(_:titleForHeaderInSection:)`).
    ///
    /// ```swift
    /// table.title(ofSection: 0)                     // "A"
    /// ```
    ///
    /// - Parameter section: A displayed section, `0 ..< numberOfSections`.
    /// - Returns: The section's title.
    /// - Complexity: O(1).
    public func title(ofSection section: Int) -> String { displayedSections[section].title }

    /// The element at a path in the displayed sections (`tableView(_:cellForRowAt:)`).
    ///
    /// ```swift
    /// let contact = table.element(at: ListIndexPath(section: 0, row: 0))
    /// ```
    ///
    /// - Parameter indexPath: A path in the displayed sections.
    /// - Returns: The element shown there.
    /// - Complexity: O(1).
    public func element(at indexPath: ListIndexPath) -> Element {
        displayedSections[indexPath.section].elements[indexPath.row]
    }

    /// Rows per displayed section.
    ///
    /// ```swift
    /// table.rowCounts                               // [1, 1, 1, 1]
    /// ```
    ///
    /// - Complexity: O(*d*) for *d* displayed sections.
    public var rowCounts: [Int] { displayedSections.map(\.elements.count) }

    /// Every element in display order: section by section, each in collation order.
    ///
    /// ```swift
    /// table.elements.map(\.name)                    // ["Anna", "Ängström", "Öberg", "42"] in Swedish
    /// ```
    ///
    /// - Complexity: O(*n*).
    public var elements: [Element] { displayedSections.flatMap(\.elements) }
}

extension IndexedSections: Sendable where Element: Sendable {}
extension IndexedSections: Equatable where Element: Equatable {}
extension IndexedSections: Hashable where Element: Hashable {}
