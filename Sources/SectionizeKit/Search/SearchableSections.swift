import Dispatch

/// A sectioned list with the lookup keys of its elements: what the index bar's search entry
/// (`UITableViewIndexSearch`) opens, searched as contacts apps search names.
///
/// Built by ``SectioningConfiguration/searchableSections(of:by:reading:)`` with the list, so
/// the keys come from the same collation and readings that sectioned it:
///
/// ```swift
/// let configuration = SectioningConfiguration(locales: ["de"])
/// let searchable = try configuration.searchableSections(of: contacts, by: \.name)
/// let result = searchable.search("ju mü")       // Jürgen Müller
/// searchable.sections.element(at: result.matches[0].indexPath)
/// ```
///
/// The rules (docs/search.md): every word of the query must begin a different word of the
/// name, in any order, at the locale's primary collation strength (case, width, kana type and
/// the locale's accents ignored; Swedish ö, Polish ł, Turkish ı kept apart); Japanese names
/// also match by their reading in kana and romaji, Chinese names by pinyin and initials from
/// any syllable on, Korean names by initial consonants.
///
/// # Performance
/// The keys are built on all cores with the list; a query visits only the keys that begin
/// as its most selective word does.
public struct SearchableSections<Element> {
    /// The list: sections, displayed sections and index bar, as
    /// ``SectioningConfiguration/sections(of:by:reading:)`` makes them.
    public let sections: IndexedSections<Element>
    let rows: SectionedRowsSearch

    /// The elements that match a query, in list order.
    ///
    /// ```swift
    /// searchable.search("zgf").matches.first?.sectionTitle   // "Z" (曾国藩, zēng guó fān)
    /// ```
    ///
    /// - Parameters:
    ///   - query: What the user typed; words split at spaces and punctuation. A query with no
    ///     words matches every element.
    ///   - limit: The most matches to return, or `nil` for all; ``SearchResult/count`` counts
    ///     them all.
    /// - Returns: The matches with their displayed index paths and section titles.
    /// - Complexity: Proportional to the keys that begin as the query's most selective word.
    public func search(_ query: String, limit: Int? = nil) -> SearchResult {
        rows.search(query, limit: limit)
    }
}

extension SearchableSections: Sendable where Element: Sendable {}

extension SectioningConfiguration {
    /// Sections elements as ``sections(of:by:reading:)`` does and builds their lookup keys
    /// with them, for ``SearchableSections/search(_:limit:)``.
    ///
    /// ```swift
    /// let searchable = try SectioningConfiguration(locales: ["ja"])
    ///     .searchableSections(of: contacts, by: \.name, reading: \.yomi)
    /// searchable.search("yama").count               // 山田 太郎 by its reading
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements; each appears in exactly one section.
    ///   - key: The text each element is shown, ordered and searched by.
    ///   - reading: The reading an element carries (`nil` or empty: none), or `nil` when the
    ///     elements carry none. The reading that sectioned an element (carried or computed)
    ///     is also searched.
    /// - Returns: The sections with their lookup keys.
    /// - Throws: ``SectionizeError`` as ``sections(of:by:reading:)`` does.
    /// - Complexity: One sort key and the lookup keys per element, on all cores.
    public func searchableSections<Element>(
        of elements: [Element], by key: (Element) -> String,
        reading: ((Element) -> String?)? = nil
    ) throws(SectionizeError) -> SearchableSections<Element> {
        let collation = try makeCollation()
        let provider = try resolvedReadings(for: collation).provider
        let given = reading.map { reading in RowBuffer(elements.map { reading($0) ?? "" }) }
        let sectioned = try collation.sections(ofRows: RowBuffer(elements.map(key)), readingProvider: provider, givenReadings: given)
        let all = collation.sectionTitles.indices.map { i in
            let s = CollationSection(rawValue: i)
            return IndexedSection(
                collationSection: s, title: collation.sectionTitles[i], kind: collation.sectionKinds[i],
                elements: sectioned.rowIndexes(in: s).map { elements[$0] })
        }
        let sections = IndexedSections(collationSections: all, indexBarOptions: indexBarOptions)
        let rows = try SectionedRowsSearch(sectioned: sectioned, collation: collation, options: indexBarOptions)
        return SearchableSections(sections: sections, rows: rows)
    }
}

/// Search over sectioned rows in list order: the lookup keys of the displayed sections' rows,
/// section by section, each with the reading that sectioned it. What ``SearchableSections``
/// and `sectionize search` answer from.
package struct SectionedRowsSearch: Sendable {
    let index: SearchIndex
    /// The displayed sections, in order.
    package let displayedSections: [CollationSection]
    /// For each list position, the row of the input.
    let rowAt: [Int]
    let rowCounts: [Int]
    let titles: [String]
    let parallelism: Int

    /// Builds the keys of sectioned rows, on all cores.
    ///
    /// - Parameters:
    ///   - sectioned: The rows, sectioned.
    ///   - collation: The index that sectioned them: its first locale's collation folds the
    ///     keys, and its workers build them.
    ///   - options: The index bar options, which decide the displayed sections.
    ///   - indexed: Whether to build the indexes queries read (`false`: only the keys, for
    ///     ``pageKeys(of:)``; ``search(_:limit:)`` then finds nothing).
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    package init(
        sectioned: SectionedRows, collation: IndexedCollation, options: IndexBarOptions, indexed: Bool = true
    ) throws(SectionizeError) {
        displayedSections = sectioned.indexBar(options: options).displayedCollationSections
        var rowAt: [Int] = []
        rowAt.reserveCapacity(sectioned.rowCount)
        var rowCounts: [Int] = []
        for s in displayedSections {
            let rows = sectioned.rowIndexes(in: s)
            rowAt += rows
            rowCounts.append(rows.count)
        }
        self.rowAt = rowAt
        self.rowCounts = rowCounts
        titles = displayedSections.map { sectioned.title(of: $0) }
        parallelism = collation.sectioner.parallelism
        var positionOf = [UInt32](repeating: UInt32.max, count: sectioned.rowCount)  // max: not displayed
        for (p, row) in rowAt.enumerated() { positionOf[row] = UInt32(p) }
        let usesReadings = sectioned.usesReadings
        index = try sectioned.rows.utf8.withUnsafeBufferPointer { bytes throws(SectionizeError) in
            try sectioned.rows.offsets.withUnsafeBufferPointer { offsets throws(SectionizeError) in
                // Read in place: the buffers outlive the build, which ends before these closures do.
                nonisolated(unsafe) let bytes = bytes
                nonisolated(unsafe) let offsets = offsets
                return try SearchIndex(
                    locale: collation.resolvedLocales[0], count: sectioned.rowCount, positionOf: positionOf,
                    parallelism: collation.sectioner.parallelism, indexed: indexed
                ) { row, lookup, keys in
                    lookup.appendKeys(
                        utf8: UnsafeBufferPointer(rebasing: bytes[offsets[row]..<offsets[row + 1]]),
                        reading: usesReadings ? sectioned.reading(ofRow: row) : nil, to: &keys)
                }
            }
        }
    }

    /// The rows that match a query, in list order (see ``SearchableSections/search(_:limit:)``).
    package func search(_ query: String, limit: Int? = nil) -> SearchResult {
        let (count, positions) = index.matchingPositions(query, limit: limit.map { max(0, $0) })
        return SearchResult(query: query, count: count, positions: positions, rowCounts: rowCounts, title: { titles[$0] })
    }

    /// The answers to many queries, in their order, computed on all cores.
    ///
    /// - Parameters:
    ///   - queries: The queries.
    ///   - limit: The most matches kept per query, or `nil` for all.
    /// - Returns: One result per query.
    package func search(_ queries: [String], limit: Int? = nil) -> [SearchResult] {
        let workers = queries.count < 16 ? 1 : max(1, parallelism) * 4
        let chunk = (queries.count + workers - 1) / max(1, workers)
        let parts = JobResults<[SearchResult]>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            parts[w] = queries[min(queries.count, w * chunk)..<min(queries.count, (w + 1) * chunk)].map { search($0, limit: limit) }
        }
        return (0..<workers).flatMap { parts[$0] ?? [] }
    }

    /// The input row shown at a displayed index path.
    package func row(at path: ListIndexPath) -> Int {
        rowAt[rowCounts[..<path.section].reduce(0, +) + path.row]
    }
}
