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
/// Rows are ordered as ``IndexedCollation/sections(of:by:)`` orders them: by section, then
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
    typealias Location = ListLocation

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
    var locations: ListLocationTable<ID>
    /// The bytes of every key the list holds (and of keys it held, until it compacts).
    var keyStorage = ListKeyStorage()
    /// The number of bytes of the keys the list holds.
    var liveKeyBytes = 0
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
        let ids = Self.ids(of: elements, id, parallelism: collation.sectioner.parallelism)
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
                text: units ?? { i, units in UTF16Text.append(text(shared.base[i]), to: &units) })
        }
        let order = kept.order
        let arena = kept.arena
        if let rowReadings = arena.readings {
            for i in 0..<count {
                if let reading = rowReadings.reading(ofRow: i) { readingByID[ids[i]] = reading }
            }
        }
        let sectionCount = collation.sectionTitles.count
        let starts = order.bucketStarts
        // The ID table on one thread; the sections on the others, about `count / parts` rows
        // each (whole sections): their keys (copied in list order into one buffer per part),
        // sequences, IDs and elements, and every row's location. No job depends on another.
        let parts = count < 65_536 ? 1 : max(1, collation.sectioner.parallelism)
        var partBounds = [0]
        for part in 1..<parts {
            // The ID table's short job runs first, and its thread then takes the last part:
            // each boundary moves a tenth of a part later, so the last part is the smallest.
            let boundary = count * part / parts + count / (10 * parts)
            var s = partBounds[part - 1]
            while s < sectionCount && starts[s] < boundary { s += 1 }
            partBounds.append(s)
        }
        partBounds.append(sectionCount)
        let bounds = partBounds
        let table = JobResults<Result<ListLocationTable<ID>, ListLocationTable<ID>.DuplicateID>>(count: 1)
        let built = JobResults<SectionsPart>(count: parts)
        // Every row's location, each written by the job of the row's section. (The capacity
        // is never 0: an empty array's `unsafeUninitializedCapacity` writes its count into
        // the shared empty-array storage, a data race ThreadSanitizer reports.)
        let rowLocations = [ListLocation](unsafeUninitializedCapacity: max(1, count)) { locations, initialized in
            elements.withUnsafeBufferPointer { elements in
                ids.withUnsafeBufferPointer { idBuffer in
                    arena.prefixes.withUnsafeBufferPointer { prefixes in
                        arena.keyStarts.withUnsafeBufferPointer { keyStarts in
                            arena.keyLengths.withUnsafeBufferPointer { keyLengths in
                                order.order.withUnsafeBufferPointer { sorted in
                                    let inputs = BuildInputs(
                                        elements: elements, ids: idBuffer, prefixes: prefixes, keyStarts: keyStarts,
                                        keyLengths: keyLengths, sorted: sorted, locations: locations)
                                    DispatchQueue.concurrentPerform(iterations: 1 + parts) { job in
                                        if job == 0 {
                                            // The ID table also finds duplicates (one hash table, not two).
                                            table[0] = ListLocationTable.build(ids: ids, parallelism: 1)
                                        } else {
                                            built[job - 1] = Self.sections(bounds[job - 1]..<bounds[job], of: inputs, starts: starts)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            initialized = count
        }
        var orders: [ListOrder] = []
        var sectionIDs: [[ID]] = []
        var sectionElements: [[Element]] = []
        var buffers: [UnsafeMutablePointer<UInt8>] = []
        var totalBytes = 0
        for part in 0..<parts {
            guard let made = built.take(part) else { preconditionFailure("SectionedList: a job of the build did not finish") }
            orders.append(contentsOf: made.orders)
            sectionIDs.append(contentsOf: made.ids)
            sectionElements.append(contentsOf: made.elements)
            buffers.append(made.keyBytes)
            totalBytes += made.keyByteCount
        }
        keyStorage = ListKeyStorage(owning: buffers, totalBytes: totalBytes)
        liveKeyBytes = totalBytes
        var idTable: ListLocationTable<ID>
        switch table.take(0) {
        case .success(let made)?: idTable = made
        case .failure(let duplicate)?:
            throw SectionizeError(
                .duplicateID, "elements \(duplicate.first) and \(duplicate.second) have the same ID \(ids[duplicate.first])")
        case nil: preconditionFailure("SectionedList: the ID table was not built")
        }
        idTable.setLocations(rowLocations)
        self.orders = orders
        self.rowIDs = sectionIDs
        self.rowElements = sectionElements
        self.locations = idTable
        nextSequence = UInt64(count)
        indexBar = IndexBar(titles: collation.sectionTitles, counts: orders.map(\.count), options: indexBarOptions)
        displayedPosition = Self.displayedPositions(of: indexBar, sectionCount: orders.count)
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

extension SectionedList {
    /// One build job's sections: their orders, IDs and elements, and the buffer their keys
    /// were copied into.
    struct SectionsPart {
        var orders: [ListOrder] = []
        var ids: [[ID]] = []
        var elements: [[Element]] = []
        var keyBytes: UnsafeMutablePointer<UInt8>
        var keyByteCount: Int
    }

    /// The keys, sequences, IDs and elements of the collation sections `sections`, in order,
    /// from the rows sectioning sorted; also writes each of their rows' location.
    ///
    /// IDs and elements of plain-data types are copied as bytes: this code is generic, and
    /// a generic copy is a value-witness call per value.
    static func sections(_ sections: Range<Int>, of inputs: BuildInputs<Element, ID>, starts: [Int]) -> SectionsPart {
        let rowRange = starts[sections.lowerBound]..<starts[sections.upperBound]
        var byteCount = 0
        for r in rowRange { byteCount += Int(inputs.keyLengths[Int(inputs.sorted[r])]) }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, byteCount))
        var part = SectionsPart(keyBytes: bytes, keyByteCount: byteCount)
        part.orders.reserveCapacity(sections.count)
        part.ids.reserveCapacity(sections.count)
        part.elements.reserveCapacity(sections.count)
        var end = 0
        for s in sections {
            let rows = UnsafeBufferPointer(rebasing: inputs.sorted[starts[s]..<starts[s + 1]])
            var order = ListOrder()
            order.keys.reserveCapacity(rows.count)
            order.sequences.reserveCapacity(rows.count)
            for row in rows {
                let i = Int(row)
                let length = Int(inputs.keyLengths[i])
                (bytes + end).update(from: inputs.keyStarts[i], count: length)
                let key = ListSortKey(prefix: inputs.prefixes[i], start: UnsafePointer(bytes + end), count: length)
                end += length
                order.keys.append(key)
                order.sequences.append(UInt64(i))
                (inputs.locations.baseAddress! + i).initialize(to: ListLocation(section: s, key: key, sequence: UInt64(i)))
            }
            part.orders.append(order)
            part.ids.append(gathered(inputs.ids, rows))
            part.elements.append(gathered(inputs.elements, rows))
        }
        return part
    }

    /// Every element's ID, in order, computed on up to `parallelism` threads.
    static func ids(of elements: [Element], _ id: @Sendable (Element) -> ID, parallelism: Int) -> [ID] {
        let count = elements.count
        guard count > 0 else { return [] }
        let jobs = count < 65_536 ? 1 : max(1, parallelism)
        return [ID](unsafeUninitializedCapacity: count) { ids, initialized in
            elements.withUnsafeBufferPointer { elements in
                let shared = IDJob(elements: elements, ids: ids)
                DispatchQueue.concurrentPerform(iterations: jobs) { job in
                    for i in (count * job / jobs)..<(count * (job + 1) / jobs) {
                        (shared.ids.baseAddress! + i).initialize(to: id(shared.elements[i]))
                    }
                }
            }
            initialized = count
        }
    }

    /// `values[rows[0]], values[rows[1]], …`.
    static func gathered<Value>(_ values: UnsafeBufferPointer<Value>, _ rows: UnsafeBufferPointer<Int32>) -> [Value] {
        guard !rows.isEmpty else { return [] }
        return [Value](unsafeUninitializedCapacity: rows.count) { result, initialized in
            let target = result.baseAddress!, source = values.baseAddress!
            if _isPOD(Value.self) {
                let stride = MemoryLayout<Value>.stride
                for (r, row) in rows.enumerated() {
                    UnsafeMutableRawPointer(target + r).copyMemory(from: source + Int(row), byteCount: stride)
                }
            } else {
                for (r, row) in rows.enumerated() { (target + r).initialize(to: source[Int(row)]) }
            }
            initialized = rows.count
        }
    }
}

/// What the jobs of a list's build read in place, while the arrays they belong to are
/// alive and unchanged (inside their `withUnsafeBufferPointer`), and the locations they write.
///
/// `Sendable` notes: the elements and IDs are `Sendable`, everything but `locations` is only
/// read, each row's location is written by the one job of its section, and the buffers are
/// used only during the call that made them.
struct BuildInputs<Element: Sendable, ID: Sendable>: @unchecked Sendable {
    let elements: UnsafeBufferPointer<Element>
    let ids: UnsafeBufferPointer<ID>
    let prefixes: UnsafeBufferPointer<UInt64>
    let keyStarts: UnsafeBufferPointer<UnsafePointer<UInt8>>
    let keyLengths: UnsafeBufferPointer<Int32>
    let sorted: UnsafeBufferPointer<Int32>
    let locations: UnsafeMutableBufferPointer<ListLocation>
}

/// Elements read and IDs written in place by the threads that compute a list's IDs.
///
/// `Sendable` notes: the elements are `Sendable` and only read, each thread initializes its
/// own range of `ids`, and both buffers are used only inside the call that made them.
struct IDJob<Element: Sendable, ID: Sendable>: @unchecked Sendable {
    let elements: UnsafeBufferPointer<Element>
    let ids: UnsafeMutableBufferPointer<ID>
}

/// The results of jobs run at once, one slot per job.
///
/// `Sendable` notes: slot `i` is written only by job `i`, and read (taken) only after
/// `concurrentPerform` has returned.
final class JobResults<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Sets job `i`'s result.
    subscript(i: Int) -> Value? {
        get { slots[i] }
        set { slots[i] = newValue }
    }

    /// Job `i`'s result, moved out.
    func take(_ i: Int) -> Value? {
        let value = slots[i]
        slots[i] = nil
        return value
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
