import Dispatch

/// A sorted, sectioned list that stays sorted as it changes, and says how it changed in
/// `UITableView` batch-update terms: the model behind a live contact list.
///
/// A list holds elements with unique IDs, each sorted and sectioned by a text (a contact's
/// name) with an ``IndexedCollation``, and shows the non-empty sections and the index bar
/// (``IndexBar``) a table view needs:
///
/// ```swift
/// var list = try SectionedList(contacts, id: \.id, text: \.name,
///                              collation: IndexedCollation(locale: "de", style: .uikit),
///                              indexBarOptions: IndexBarOptions(minimumDisplayRowCount: 20))
/// list.numberOfSections                        // numberOfSections(in:)
/// list.numberOfRows(inSection: 0)              // tableView(_:numberOfRowsInSection:)
/// list.title(ofSection: 0)                     // titleForHeaderInSection
/// list.element(at: ListIndexPath(section: 0, row: 0))
/// let changes = try list.apply([.insert(newContact), .update(renamed), .remove(oldID)])
/// // changes → performBatchUpdates (see SectionedListChanges)
/// ```
///
/// Rows are ordered as ``IndexedCollation/sections(of:by:indexBarOptions:)`` orders them: by section, then
/// by the locale's collation; elements whose texts collate equal keep the order in which
/// they entered the list (the order of the initial elements, then of inserts). An update
/// keeps the element's place in that order. So a list always equals sectioning its
/// elements from scratch, in that order.
///
/// # Performance
/// Each element's full sort key is kept. Building a list computes one key per element on all
/// cores. Inserting one element computes one key and binary-searches its section: O(log *n*)
/// comparisons plus the shift of the section's later rows (the section's storage is copied
/// first if another copy of the list shares it). A batch of *k* edits costs *k* keys and
/// O(*k* log *k* + *n*) at most. ``changes(from:to:)`` walks two lists' keys once, O(*n*),
/// and hashes only the rows that differ. Looking up an ID is one hash and O(log *n*).
public struct SectionedList<Element: Sendable, ID: Hashable & Sendable>: Sendable {
    /// The collation that sorts and sections the elements.
    public let collation: IndexedCollation
    /// The options of the list's ``indexBar`` (search entry, empty sections, jumps, minimum
    /// row count).
    public let indexBarOptions: IndexBarOptions
    /// The index bar beside the list, updated by every edit.
    public private(set) var indexBar: IndexBar

    /// One element with what keeps it in place (an element being added).
    struct Entry: Sendable {
        var element: Element
        var id: ID
        var key: ListSortKey
        /// The element's place among elements whose keys are equal (the order in which
        /// they entered the list).
        var sequence: UInt64
    }

    /// Where an ID's element is: its collation section and its sort position.
    struct Location: Sendable {
        var section: Int
        var key: ListSortKey
        var sequence: UInt64
    }

    let idOf: @Sendable (Element) -> ID
    let textOf: @Sendable (Element) -> String
    /// The reading an element carries (a contact's phonetic name), when the list has readings.
    let givenReadingOf: (@Sendable (Element) -> String?)?
    /// What computes readings of elements that carry none, when the list has readings.
    let readingProvider: (any ReadingProvider)?
    /// The reading that placed each element, for elements placed by a reading.
    var readingByID: [ID: String] = [:]
    /// For every collation section (empty or not), its rows' keys and sequences, sorted by
    /// (key, sequence); ``rowIDs`` and ``rowElements`` are parallel to it.
    var orders: [ListOrder]
    /// Each collation section's rows' IDs, in order.
    var rowIDs: [[ID]]
    /// Each collation section's elements, in order.
    var rowElements: [[Element]]
    /// Every element's location, by ID.
    var locations: [ID: Location]
    /// The sequence number the next inserted element gets.
    var nextSequence: UInt64
    /// For each collation section, its position among the displayed sections, or -1.
    var displayedPosition: [Int]

    /// Creates a list of elements.
    ///
    /// - Parameters:
    ///   - elements: The elements; their order decides only among elements whose texts
    ///     collate equal.
    ///   - id: Each element's identity; IDs must be unique.
    ///   - text: The text each element is sorted and sectioned by.
    ///   - collation: The locale's collation and section titles.
    ///   - indexBarOptions: Options of the index bar (and whether empty sections are shown).
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/duplicateID`` when two
    ///   elements have the same ID.
    /// - Complexity: One sort key per element on all cores, O(*n* log *n*) byte comparisons.
    public init(
        _ elements: some Sequence<Element>, id: @escaping @Sendable (Element) -> ID,
        text: @escaping @Sendable (Element) -> String, collation: IndexedCollation,
        indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) throws(SectionizeError) {
        let elements = Array(elements)
        try self.init(
            elements: elements, id: id, text: text,
            collation: collation, indexBarOptions: indexBarOptions
        )
    }

    /// Creates a list of elements sorted, sectioned and read as a configuration says: its
    /// locales, style and options, its index bar options, and its readings (a Japanese list
    /// with readings files 鈴木 under さ, as `sectionize` and `sectionize diff` do).
    ///
    /// ```swift
    /// let configuration = SectioningConfiguration(locales: ["ja"])   // uikit, readings auto
    /// var list = try SectionedList(contacts, id: \.id, text: \.name, reading: \.yomi,
    ///                              configuration: configuration)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements; their order decides only among elements whose keys are
    ///     equal.
    ///   - id: Each element's identity; IDs must be unique.
    ///   - text: The text each element is shown as and, after its reading, sorted by.
    ///   - reading: The reading an element carries (a contact's phonetic name; `nil` or
    ///     empty: none). Carried readings always win; the others are computed when the
    ///     configuration's readings are on (``SectioningConfiguration/effectiveReadings``).
    ///   - configuration: The locales, style, options, index bar options and readings.
    /// - Throws: ``SectionizeError``: the configuration's errors (an unknown locale,
    ///   ``SectionizeError/Code/readingsUnavailable`` when readings are explicitly on and
    ///   cannot be computed), or ``SectionizeError/Code/duplicateID``.
    /// - Complexity: One sort key per element (two with a reading) on all cores.
    public init(
        _ elements: some Sequence<Element>, id: @escaping @Sendable (Element) -> ID,
        text: @escaping @Sendable (Element) -> String, reading: (@Sendable (Element) -> String?)? = nil,
        configuration: SectioningConfiguration
    ) throws(SectionizeError) {
        let collation = try configuration.makeCollation()
        let provider = try configuration.readings(for: collation).provider
        try self.init(
            elements, id: id, text: text, reading: reading, collation: collation,
            readingProvider: provider, indexBarOptions: configuration.indexBar)
    }

    /// Creates a list with a collation and a reading provider already made (the command
    /// line makes them once for both lists of a diff).
    package init(
        _ elements: some Sequence<Element>, id: @escaping @Sendable (Element) -> ID,
        text: @escaping @Sendable (Element) -> String, reading: (@Sendable (Element) -> String?)?,
        collation: IndexedCollation, readingProvider: (any ReadingProvider)?,
        indexBarOptions: IndexBarOptions
    ) throws(SectionizeError) {
        let elements = Array(elements)
        try self.init(
            elements: elements, id: id, text: text, reading: reading,
            readingProvider: readingProvider, collation: collation, indexBarOptions: indexBarOptions
        )
    }

    /// Builds the list from elements whose UTF-16 texts `units` writes (by default, those of
    /// `text`).
    init(
        elements: [Element], id: @escaping @Sendable (Element) -> ID,
        text: @escaping @Sendable (Element) -> String, reading: (@Sendable (Element) -> String?)? = nil,
        readingProvider: (any ReadingProvider)? = nil, collation: IndexedCollation,
        indexBarOptions: IndexBarOptions, units: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
    ) throws(SectionizeError) {
        self.collation = collation
        self.indexBarOptions = indexBarOptions
        idOf = id
        textOf = text
        givenReadingOf = reading
        self.readingProvider = readingProvider
        let count = elements.count
        // Elements are read in place (a copy of a generic element is a value-witness call and
        // a retain of each of its references).
        let ids = elements.withUnsafeBufferPointer { elements in
            var ids: [ID] = []
            ids.reserveCapacity(elements.count)
            for i in elements.indices { ids.append(id(elements[i])) }
            return ids
        }
        var plan: ReadingPlan? = nil
        if reading != nil || readingProvider != nil {
            var given: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
            if let reading {
                // The readings are read once, before the keys are built on several threads.
                let readings = RowBuffer(elements.map { reading($0) ?? "" })
                given = { i, units in readings.appendUTF16(ofRow: i, to: &units) }
            }
            plan = ReadingPlan(given: given, provider: readingProvider)
        }
        let kept = elements.withUnsafeBufferPointer { buffer in
            let shared = BorrowedElements(base: buffer)
            return collation.sectioner.sectionKeepingKeys(
                count: count, readings: plan,
                text: units ?? { i, units in units.append(contentsOf: text(shared.base[i]).utf16) })
        }
        let order = kept.order
        if let rowReadings = kept.readings {
            for i in 0..<count {
                if let reading = rowReadings.reading(ofRow: i) { readingByID[ids[i]] = reading }
            }
        }
        let sectionCount = collation.sectionTitles.count
        // The ID table on one thread, the sections' keys, IDs and elements on another: both
        // read only `kept`, `ids` and `elements`, and neither depends on the other.
        let built = TwoResults<[ID: Location], ([ListOrder], [[ID]], [[Element]])>()
        elements.withUnsafeBufferPointer { buffer in
            let shared = BorrowedElements(base: buffer)
            DispatchQueue.concurrentPerform(iterations: 2) { job in
                if job == 0 {
                    var locations: [ID: Location] = [:]
                    locations.reserveCapacity(count)
                    for s in 0..<sectionCount {
                        for row in order.rows(inBucket: s) {
                            let i = Int(row)
                            let key = ListSortKey(prefix: kept.prefixes[i], bytes: kept.keys[kept.keyRanges[i]])
                            if locations.updateValue(Location(section: s, key: key, sequence: UInt64(i)), forKey: ids[i]) != nil {
                                // The ID table also finds duplicates (one hash table, not two).
                                built.failed = true
                                return
                            }
                        }
                    }
                    built.first = locations
                } else {
                    var orders: [ListOrder] = []
                    var sectionIDs: [[ID]] = []
                    var sectionElements: [[Element]] = []
                    orders.reserveCapacity(sectionCount)
                    for s in 0..<sectionCount {
                        let rows = order.rows(inBucket: s)
                        var sectionOrder = ListOrder()
                        sectionOrder.keys = rows.map { ListSortKey(prefix: kept.prefixes[Int($0)], bytes: kept.keys[kept.keyRanges[Int($0)]]) }
                        sectionOrder.sequences = rows.map { UInt64($0) }
                        orders.append(sectionOrder)
                        sectionIDs.append(rows.map { ids[Int($0)] })
                        var elementsOfRows: [Element] = []
                        elementsOfRows.reserveCapacity(rows.count)
                        for row in rows { elementsOfRows.append(shared.base[Int(row)]) }
                        sectionElements.append(elementsOfRows)
                    }
                    built.second = (orders, sectionIDs, sectionElements)
                }
            }
        }
        guard !built.failed, let locations = built.first, let (orders, sectionIDs, sectionElements) = built.second else {
            throw Self.duplicateIDError(ids)
        }
        self.orders = orders
        self.rowIDs = sectionIDs
        self.rowElements = sectionElements
        self.locations = locations
        nextSequence = UInt64(count)
        indexBar = IndexBar(titles: collation.sectionTitles, counts: orders.map(\.count), options: indexBarOptions)
        displayedPosition = Self.displayedPositions(of: indexBar, sectionCount: orders.count)
    }

    /// The error for the first element, in input order, whose ID an earlier element has.
    static func duplicateIDError(_ ids: [ID]) -> SectionizeError {
        var firstIndexOf: [ID: Int] = [:]
        for (i, elementID) in ids.enumerated() {
            if let first = firstIndexOf.updateValue(i, forKey: elementID) {
                return SectionizeError(.duplicateID, "elements \(first) and \(i) have the same ID \(elementID)")
            }
        }
        return SectionizeError(.duplicateID, "two elements have the same ID")
    }

    /// Whether elements are placed by readings (carried or computed).
    var usesReadings: Bool { givenReadingOf != nil || readingProvider != nil }

    /// The key, section and reading of one element, exactly as building the list would
    /// key, place and read it.
    func keyAndSection(of element: Element) -> (key: [UInt8], section: Int, reading: String?) {
        guard usesReadings else {
            let (key, section) = collation.sectioner.sortKeyAndSection(of: textOf(element))
            return (key, section, nil)
        }
        let carried = givenReadingOf?(element) ?? ""
        var given: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
        if !carried.isEmpty {
            let units = Array(carried.utf16)
            given = { _, buffer in buffer.append(contentsOf: units) }
        }
        let plan = ReadingPlan(given: given, provider: readingProvider)
        return collation.sectioner.sortKeyAndSection(of: textOf(element), readings: plan)
    }

    /// For each collation section, its position among the bar's displayed sections, or -1.
    static func displayedPositions(of bar: IndexBar, sectionCount: Int) -> [Int] {
        var positions = [Int](repeating: -1, count: sectionCount)
        for (position, section) in bar.displayedCollationSections.enumerated() { positions[section] = position }
        return positions
    }

    /// Recomputes the index bar and the displayed positions after the counts changed.
    ///
    /// - Complexity: O(*b*) for *b* collation sections.
    mutating func refreshIndexBar() {
        indexBar = IndexBar(titles: collation.sectionTitles, counts: orders.map(\.count), options: indexBarOptions)
        displayedPosition = Self.displayedPositions(of: indexBar, sectionCount: orders.count)
    }
}

extension SectionedList {
    /// Creates a list of elements, identified by key paths (`\.id`, `\.name`).
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - id: The key path of each element's unique identity.
    ///   - text: The key path of the text each element is sorted and sectioned by.
    ///   - collation: The locale's collation and section titles.
    ///   - indexBarOptions: Options of the index bar.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/duplicateID`` when two
    ///   elements have the same ID.
    /// - Complexity: One sort key per element on all cores, O(*n* log *n*) byte comparisons.
    public init(
        _ elements: some Sequence<Element>, id: any KeyPath<Element, ID> & Sendable,
        text: any KeyPath<Element, String> & Sendable, collation: IndexedCollation,
        indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) throws(SectionizeError) {
        try self.init(
            elements, id: { $0[keyPath: id] }, text: { $0[keyPath: text] },
            collation: collation, indexBarOptions: indexBarOptions)
    }
}

extension SectionedList where Element: Identifiable, ID == Element.ID {
    /// Creates a list of `Identifiable` elements.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - text: The key path of the text each element is sorted and sectioned by.
    ///   - collation: The locale's collation and section titles.
    ///   - indexBarOptions: Options of the index bar.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/duplicateID`` when two
    ///   elements have the same ID.
    /// - Complexity: One sort key per element on all cores, O(*n* log *n*) byte comparisons.
    public init(
        _ elements: some Sequence<Element>, text: any KeyPath<Element, String> & Sendable,
        collation: IndexedCollation, indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) throws(SectionizeError) {
        try self.init(
            elements, id: { $0.id }, text: { $0[keyPath: text] },
            collation: collation, indexBarOptions: indexBarOptions)
    }
}

/// Elements read in place by the threads that compute sort keys, while the array they belong
/// to is alive and unchanged (inside its `withUnsafeBufferPointer`).
///
/// `Sendable` notes: the elements are `Sendable` and only read, and the buffer is used only
/// during the call that made it.
struct BorrowedElements<Element: Sendable>: @unchecked Sendable {
    let base: UnsafeBufferPointer<Element>
}

/// The results of two jobs run at once, each written by its own job only.
///
/// `Sendable` notes: `first` is written only by job 0, `second` only by job 1, `failed` only by
/// job 0, and all are read only after `concurrentPerform` has returned.
final class TwoResults<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
    var failed = false
}
