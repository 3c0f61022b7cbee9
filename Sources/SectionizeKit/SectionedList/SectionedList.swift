internal import SectionizeICU
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
/// Rows are ordered as ``SectioningConfiguration/sections(of:by:reading:)`` orders them: by section, then
/// by the locale's collation; elements whose texts collate equal keep the order in which
/// they entered the list (the order of the initial elements, then of inserts). An update
/// keeps the element's place in that order. So a list always equals sectioning its
/// elements from scratch, in that order.
///
/// # Performance
/// Each element's full sort key is kept (in buffers the list owns, in list order). Building a
/// list computes one key per element on all cores and then fills the ID table and the
/// sections on all cores; it costs 1.3–1.5 times sectioning the same texts with
/// ``SectioningConfiguration/sections(ofRows:)`` (`Benchmarks/README.md`). Inserting one element
/// computes one key and binary-searches its section: O(log *n*) comparisons plus the shift of
/// the section's later rows (the section's storage is copied first if another copy of the
/// list shares it). A batch of *k* edits costs *k* keys and O(*k* log *k* + *n*) at most.
/// ``changes(from:to:)`` walks two lists' keys once, O(*n*), and hashes only the rows that
/// differ. Looking up an ID is one hash and O(log *n*). Keys of removed and renamed elements
/// are dropped when they take more room than the live ones, so a long-lived list holds at
/// most about twice the bytes of its keys.
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
    /// The lookup keys of the elements, built at the first search and kept current by
    /// ``apply(_:)`` from then on (SectionedList+Search.swift).
    var searchKeys = ListSearchKeys<ID>()

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
    package init(
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
    ///     configuration's readings are on (``SectioningConfiguration/effectiveReadingMode``).
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
        let provider = try configuration.resolvedReadings(for: collation).provider
        try self.init(
            elements, id: id, text: text, reading: reading, collation: collation,
            readingProvider: provider, indexBarOptions: configuration.indexBarOptions)
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
        // The readings are read once, before the keys are built on several threads.
        let carried = reading.map { reading in RowBuffer(elements.map { reading($0) ?? "" }) }
        let kept = elements.withUnsafeBufferPointer { buffer in
            let shared = BorrowedElements(base: buffer)
            return Self.keptKeys(
                count: count, carriedReadings: carried, usesReadings: reading != nil || readingProvider != nil,
                readingProvider: readingProvider, collation: collation,
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
        // Every section's keys go into one buffer, in list order: each section's first byte
        // is known in advance (one pass in input order), so the jobs write their own ranges.
        var keyOffsets = [Int](repeating: 0, count: sectionCount + 1)
        arena.keyLengths.withUnsafeBufferPointer { lengths in
            order.bucketOfRow.withUnsafeBufferPointer { sectionOfRow in
                for i in 0..<count { keyOffsets[Int(sectionOfRow[i]) + 1] += Int(lengths[i]) }
            }
        }
        for s in 0..<sectionCount { keyOffsets[s + 1] += keyOffsets[s] }
        let totalBytes = keyOffsets[sectionCount]
        let offsets = keyOffsets
        let keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, totalBytes))
        keyStorage = ListKeyStorage(owning: [keyBytes], totalBytes: totalBytes)
        liveKeyBytes = totalBytes
        let threads = count < 65_536 ? 1 : max(1, collation.sectioner.parallelism)
        let table = JobResults<Result<ListLocationTable<ID>, ListLocationTable<ID>.DuplicateID>>(count: 1)
        let storage = SectionStorage<Element, ID>(counts: (0..<sectionCount).map { starts[$0 + 1] - starts[$0] })
        // Every row's location (the ID table's slot i is row i).
        let rowLocations = [ListLocation](unsafeUninitializedCapacity: max(1, count)) { locations, initialized in
            // Where each row goes: its row in its section and the first byte of its key.
            let rank = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, count))
            let keyStart = UnsafeMutablePointer<Int>.allocate(capacity: max(1, count))
            defer {
                rank.deallocate()
                keyStart.deallocate()
            }
            elements.withUnsafeBufferPointer { elements in
                ids.withUnsafeBufferPointer { idBuffer in
                    arena.prefixes.withUnsafeBufferPointer { prefixes in
                        arena.keyStarts.withUnsafeBufferPointer { keyStarts in
                            arena.keyLengths.withUnsafeBufferPointer { keyLengths in
                                order.order.withUnsafeBufferPointer { sorted in
                                    order.bucketOfRow.withUnsafeBufferPointer { sectionOfRow in
                                        let inputs = BuildInputs(
                                            elements: elements, ids: idBuffer, prefixes: prefixes, keyStarts: keyStarts,
                                            keyLengths: keyLengths, sorted: sorted, sectionOfRow: sectionOfRow,
                                            locations: locations, keyBytes: keyBytes, rank: rank, keyStart: keyStart)
                                        // 1. The ID table, beside each section's ranks and key places (one
                                        //    walk of the sorted rows per section).
                                        DispatchQueue.concurrentPerform(iterations: 1 + threads) { job in
                                            if job == 0 {
                                                // The ID table also finds duplicates (one hash table, not two).
                                                table[0] = ListLocationTable.build(ids: ids, parallelism: 1)
                                                return
                                            }
                                            var s = job - 1
                                            while s < sectionCount {
                                                var offset = offsets[s]
                                                for r in starts[s]..<starts[s + 1] {
                                                    let i = Int(inputs.sorted[r])
                                                    inputs.rank[i] = Int32(r - starts[s])
                                                    inputs.keyStart[i] = offset
                                                    offset += Int(inputs.keyLengths[i])
                                                }
                                                s += threads
                                            }
                                        }
                                        // 2. Every row, in input order (reads in sequence, writes in place):
                                        //    its key bytes, key, sequence, ID and element, and its location.
                                        let chunks = 4 * threads
                                        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                                            storage.fill(rows: (count * chunk / chunks)..<(count * (chunk + 1) / chunks), from: inputs)
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
        let (orders, sectionIDs, sectionElements) = storage.arrays()
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
        indexBar = IndexBar(sectionTitles: collation.sectionTitles, sectionCounts: orders.map(\.count), options: indexBarOptions)
        displayedPosition = Self.displayedPositions(of: indexBar, sectionCount: orders.count)
    }

    /// Whether elements are placed by readings (carried or computed).
    var usesReadings: Bool { givenReadingOf != nil || readingProvider != nil }

    /// Every row's key, bucket (section) and reading, and the sectioned order, exactly as
    /// building a list keys them: the one place a list's keys come from (a list's init and a
    /// store's build, ``storedOrder(texts:carriedReadings:usesReadings:collation:readingProvider:)``).
    ///
    /// - Parameters:
    ///   - count: The number of rows.
    ///   - carriedReadings: Row `i`'s carried reading (empty: none), when the list reads
    ///     readings from its elements.
    ///   - usesReadings: Whether rows are placed by readings (carried or computed).
    ///   - text: Writes row `i`'s text as UTF-16.
    static func keptKeys(
        count: Int, carriedReadings: RowBuffer?, usesReadings: Bool, readingProvider: (any ReadingProvider)?,
        collation: IndexedCollation, text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> Sectioner.KeptKeys {
        var plan: ReadingPlan? = nil
        if usesReadings {
            var given: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
            if let carriedReadings { given = { i, units in carriedReadings.appendUTF16(ofRow: i, to: &units) } }
            plan = ReadingPlan(given: given, provider: readingProvider)
        }
        return collation.sectioner.sectionKeepingKeys(count: count, readings: plan, text: text)
    }

    /// The key, section and reading of one element, exactly as building the list would
    /// key, place and read it.
    func keyAndSection(of element: Element) -> (key: [UInt8], section: Int, reading: String?) {
        keyAndSection(of: element, text: textOf(element))
    }

    /// ``keyAndSection(of:)`` for an element whose text (`textOf(element)`) is known.
    func keyAndSection(of element: Element, text: String) -> (key: [UInt8], section: Int, reading: String?) {
        guard usesReadings else {
            let (key, section) = collation.sectioner.sortKeyAndSection(of: text)
            return (key, section, nil)
        }
        let carried = givenReadingOf?(element) ?? ""
        var given: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
        if !carried.isEmpty {
            let units = Array(carried.utf16)
            given = { _, buffer in buffer.append(contentsOf: units) }
        }
        let plan = ReadingPlan(given: given, provider: readingProvider)
        return collation.sectioner.sortKeyAndSection(of: text, readings: plan)
    }

    /// For each collation section, its position among the bar's displayed sections, or -1.
    static func displayedPositions(of bar: IndexBar, sectionCount: Int) -> [Int] {
        var positions = [Int](repeating: -1, count: sectionCount)
        for (position, section) in bar.displayedCollationSections.enumerated() { positions[section.rawValue] = position }
        return positions
    }

    /// Recomputes the index bar and the displayed positions after the counts changed.
    ///
    /// - Complexity: O(*b*) for *b* collation sections.
    mutating func refreshIndexBar() {
        indexBar = IndexBar(sectionTitles: collation.sectionTitles, sectionCounts: orders.map(\.count), options: indexBarOptions)
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
    package init(
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
    package init(
        _ elements: some Sequence<Element>, text: any KeyPath<Element, String> & Sendable,
        collation: IndexedCollation, indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) throws(SectionizeError) {
        try self.init(
            elements, id: { $0.id }, text: { $0[keyPath: text] },
            collation: collation, indexBarOptions: indexBarOptions)
    }
}

extension SectionedList {
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
}

/// What the jobs of a list's build read in place, while the arrays they belong to are
/// alive and unchanged (inside their `withUnsafeBufferPointer`), and what they write.
///
/// `Sendable` notes: the elements and IDs are `Sendable`; the input arrays are only read;
/// `rank` and `keyStart` of row *i* are written by the one job of its section and read only
/// after that job has finished; `locations[i]` and row *i*'s key bytes are written by the one
/// job of its chunk; all buffers are used only during the call that made them.
struct BuildInputs<Element: Sendable, ID: Sendable>: @unchecked Sendable {
    let elements: UnsafeBufferPointer<Element>
    let ids: UnsafeBufferPointer<ID>
    let prefixes: UnsafeBufferPointer<UInt64>
    let keyStarts: UnsafeBufferPointer<UnsafePointer<UInt8>>
    let keyLengths: UnsafeBufferPointer<Int32>
    let sorted: UnsafeBufferPointer<Int32>
    let sectionOfRow: UnsafeBufferPointer<Int32>
    let locations: UnsafeMutableBufferPointer<ListLocation>
    /// The list's key buffer.
    let keyBytes: UnsafeMutablePointer<UInt8>
    /// Row *i*'s row in its section.
    let rank: UnsafeMutablePointer<Int32>
    /// Row *i*'s first byte in `keyBytes`.
    let keyStart: UnsafeMutablePointer<Int>
}

/// Every section's keys, sequences, IDs and elements while a list is built: memory the
/// build's threads fill at known places, then moved (not copied) into the list's arrays.
///
/// `Sendable` notes: each place is initialized by exactly one thread (the one whose rows
/// include it), and ``arrays()`` runs after all of them have finished.
final class SectionStorage<Element: Sendable, ID: Sendable>: @unchecked Sendable {
    private let counts: [Int]
    private let keys: [UnsafeMutablePointer<ListSortKey>]
    private let sequences: [UnsafeMutablePointer<UInt64>]
    private let ids: [UnsafeMutablePointer<ID>]
    private let elements: [UnsafeMutablePointer<Element>]

    init(counts: [Int]) {
        self.counts = counts
        keys = counts.map { .allocate(capacity: max(1, $0)) }
        sequences = counts.map { .allocate(capacity: max(1, $0)) }
        ids = counts.map { .allocate(capacity: max(1, $0)) }
        elements = counts.map { .allocate(capacity: max(1, $0)) }
    }

    /// Initializes the places of the rows `rows` (input positions) and their locations.
    ///
    /// IDs and elements of plain-data types are copied as bytes: this code is generic, and a
    /// generic copy is a value-witness call per value.
    func fill(rows: Range<Int>, from inputs: BuildInputs<Element, ID>) {
        let podIDs = _isPOD(ID.self), podElements = _isPOD(Element.self)
        let idSize = MemoryLayout<ID>.stride, elementSize = MemoryLayout<Element>.stride
        keys.withUnsafeBufferPointer { keys in
            sequences.withUnsafeBufferPointer { sequences in
                ids.withUnsafeBufferPointer { ids in
                    elements.withUnsafeBufferPointer { elements in
                        for i in rows {
                            let s = Int(inputs.sectionOfRow[i]), r = Int(inputs.rank[i])
                            let length = Int(inputs.keyLengths[i])
                            let start = inputs.keyBytes + inputs.keyStart[i]
                            start.update(from: inputs.keyStarts[i], count: length)
                            let key = ListSortKey(prefix: inputs.prefixes[i], start: UnsafePointer(start), count: length)
                            (keys[s] + r).initialize(to: key)
                            (sequences[s] + r).initialize(to: UInt64(i))
                            if podIDs {
                                UnsafeMutableRawPointer(ids[s] + r).copyMemory(from: inputs.ids.baseAddress! + i, byteCount: idSize)
                            } else {
                                (ids[s] + r).initialize(to: inputs.ids[i])
                            }
                            if podElements {
                                UnsafeMutableRawPointer(elements[s] + r).copyMemory(
                                    from: inputs.elements.baseAddress! + i, byteCount: elementSize)
                            } else {
                                (elements[s] + r).initialize(to: inputs.elements[i])
                            }
                            (inputs.locations.baseAddress! + i).initialize(to: ListLocation(section: s, key: key, sequence: UInt64(i)))
                        }
                    }
                }
            }
        }
    }

    /// Every section's order, IDs and elements, moved out of the storage (once, after every
    /// place was filled).
    func arrays() -> ([ListOrder], [[ID]], [[Element]]) {
        var orders: [ListOrder] = []
        var allIDs: [[ID]] = []
        var allElements: [[Element]] = []
        orders.reserveCapacity(counts.count)
        allIDs.reserveCapacity(counts.count)
        allElements.reserveCapacity(counts.count)
        for s in counts.indices {
            var order = ListOrder()
            order.keys = Self.moved(keys[s], counts[s])
            order.sequences = Self.moved(sequences[s], counts[s])
            orders.append(order)
            allIDs.append(Self.moved(ids[s], counts[s]))
            allElements.append(Self.moved(elements[s], counts[s]))
        }
        return (orders, allIDs, allElements)
    }

    /// An array of the `count` values at `source`, moved out (a bitwise move, no copy of
    /// their references); frees `source`.
    private static func moved<Value>(_ source: UnsafeMutablePointer<Value>, _ count: Int) -> [Value] {
        defer { source.deallocate() }
        guard count > 0 else { return [] }
        return [Value](unsafeUninitializedCapacity: count) { target, initialized in
            target.baseAddress!.moveInitialize(from: source, count: count)
            initialized = count
        }
    }
}

/// Elements read and IDs written in place by the threads that compute a list's IDs.
///
/// `Sendable` notes: the elements are `Sendable` and only read, each thread initializes its
/// own range of `ids`, and both buffers are used only inside the call that made them.
struct IDJob<Element: Sendable, ID: Sendable>: @unchecked Sendable {
    let elements: UnsafeBufferPointer<Element>
    let ids: UnsafeMutableBufferPointer<ID>
}

/// Elements read in place by the threads that compute sort keys, while the array they belong
/// to is alive and unchanged (inside its `withUnsafeBufferPointer`).
///
/// `Sendable` notes: the elements are `Sendable` and only read, and the buffer is used only
/// during the call that made it.
struct BorrowedElements<Element: Sendable>: @unchecked Sendable {
    let base: UnsafeBufferPointer<Element>
}
