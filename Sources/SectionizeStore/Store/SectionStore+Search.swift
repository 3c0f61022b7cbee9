public import SectionizeKit

/// What a search of a store found: the `SearchResult` the same query gives in memory, and
/// each kept match's stored row.
public struct StoreSearchResult: Sendable, Hashable {
    /// The result, equal to `SectionedList/search(_:limit:)`'s for the same rows.
    public var result: SearchResult
    /// The row of each match in `SearchResult.matches`, in the same order.
    public var rows: [StoreRow]

    /// A result.
    ///
    /// - Parameters:
    ///   - result: The matches and their count.
    ///   - rows: The row of each match.
    public init(result: SearchResult, rows: [StoreRow]) {
        self.result = result
        self.rows = rows
    }
}

/// Search (docs/search.md): the rules of `SearchableSections/search(_:limit:)` answered from
/// the generation's lookup table.
extension SectionStore {
    /// The rows that match a query, in list order, exactly as `SectionedList/search(_:limit:)`
    /// finds them in the same rows: every word of the query begins a different word of the
    /// name (or a reading's, pinyin's or initials' key), in any order, at the locale's primary
    /// strength.
    ///
    /// ```swift
    /// let result = try store.search("ju mü", limit: 20)
    /// result.matches.first?.indexPath                // where Jürgen Müller is shown
    /// ```
    ///
    /// - Parameters:
    ///   - query: What the user typed; words split at spaces and punctuation. A query with no
    ///     words matches every row.
    ///   - limit: The most matches to return, or `nil` for all; `SearchResult.count` counts
    ///     them all.
    /// - Returns: The matches with their displayed index paths and section titles.
    /// - Throws: `SectionizeError`: `storeChanged` (rebuilt with another configuration since
    ///   this store was opened), `storeStale` (no lookup table: built by an older sectionize),
    ///   `storeNotOwned`, `storeFailed`.
    /// - Complexity: One range scan of the lookup index per query word (a few rows each to
    ///   pick the most selective word, then that word's keys), the keys of its names, and for
    ///   the matches kept a count of the rows before them in their sections.
    public func search(_ query: String, limit: Int? = nil) throws(SectionizeError) -> SearchResult {
        try searchRows([query], limit: limit)[0].result
    }

    /// The answers to several queries with the rows of their matches, read in one transaction
    /// (one snapshot of the store), in the order of the queries.
    ///
    /// - Parameters:
    ///   - queries: The queries (see ``search(_:limit:)``).
    ///   - limit: The most matches kept per query, or `nil` for all.
    /// - Returns: One result per query, each with the row of every match kept.
    /// - Throws: As ``search(_:limit:)``.
    public func searchRows(_ queries: [String], limit: Int? = nil) throws(SectionizeError) -> [StoreSearchResult] {
        var builder = try StoredLookupKeys(locale: keyer.collation.resolvedLocales[0])
        let words = queries.map { builder.queryWords($0) }
        let keep = limit.map { max(0, $0) } ?? Int.max
        return try backend.read { (session) throws(SectionizeError) -> [StoreSearchResult] in
            let state = try currentState(session)
            let bar = try readIndex(session, state).indexBar
            var results: [StoreSearchResult] = []
            for (query, words) in zip(queries, words) {
                results.append(try search(session, state, bar: bar, query: query, words: words, keep: keep))
            }
            return results
        }
    }

    /// A stored row that matches, with its place.
    private struct Candidate {
        var section: Int
        var key: [UInt8]
        var sequence: Int64
        var row: StoreRow

        func precedes(_ other: Candidate) -> Bool {
            if section != other.section { return section < other.section }
            if key != other.key { return key.lexicographicallyPrecedes(other.key) }
            return sequence < other.sequence
        }
    }

    private func search(
        _ session: any SQLSession, _ state: StoreState, bar: IndexBar, query: String, words: [[UInt8]], keep: Int
    ) throws(SectionizeError) -> StoreSearchResult {
        let displayed = bar.displayedCollationSections
        let rowCounts = displayed.map { bar.sectionCounts[$0.rawValue] }
        let titles = displayed.map { bar.title(of: $0) }
        let keys = names.quotedKeys(state.generation)
        guard !words.isEmpty else {
            // No words: every row, the first `keep` of them read section by section.
            let total = rowCounts.reduce(0, +)
            var rows: [StoreRow] = []
            for s in displayed where rows.count < min(keep, total) {
                let page = try session.rows(
                    "SELECT id, display, reading FROM \(keys) WHERE section = ? ORDER BY sort_key, seq LIMIT ?",
                    [.integer(Int64(s.rawValue)), .integer(Int64(min(keep, total) - rows.count))])
                rows += page.map { StoreRow(id: $0[0].text ?? "", display: $0[1].text ?? "", reading: $0[2].text) }
            }
            let result = SearchResult(
                query: query, count: total, positions: Array(0..<rows.count), rowCounts: rowCounts, title: { titles[$0] })
            return StoreSearchResult(result: result, rows: rows)
        }
        var position = [Int](repeating: -1, count: bar.sectionCounts.count)
        for (p, s) in displayed.enumerated() { position[s.rawValue] = p }
        let count: Int
        let kept: [Candidate]
        if words.count == 1, bar.sectionCounts.indices.allSatisfy({ bar.sectionCounts[$0] == 0 || position[$0] >= 0 }) {
            // One word, every row shown: the count and the first matches in list order come
            // from the database (the distinct ids of the word's key range; the kept rows
            // sorted there), without reading every candidate.
            (count, kept) = try firstMatches(session, state, word: words[0], keep: keep)
        } else {
            let matches = try matchingRows(session, state, words: words)
            let shown = matches.filter { $0.section >= 0 && $0.section < position.count && position[$0.section] >= 0 }
                .sorted { $0.precedes($1) }
            count = shown.count
            kept = Array(shown.prefix(keep))
        }
        var start = [Int](repeating: 0, count: displayed.count)
        for p in displayed.indices.dropFirst() { start[p] = start[p - 1] + rowCounts[p - 1] }
        var positions: [Int] = []
        positions.reserveCapacity(kept.count)
        var i = 0
        while i < kept.count {
            var j = i
            while j < kept.count && kept[j].section == kept[i].section { j += 1 }
            let base = start[position[kept[i].section]]
            for rank in try ranks(session, keys: keys, of: kept[i..<j]) { positions.append(base + rank) }
            i = j
        }
        let result = SearchResult(query: query, count: count, positions: positions, rowCounts: rowCounts, title: { titles[$0] })
        return StoreSearchResult(result: result, rows: kept.map(\.row))
    }

    /// The number of rows with a key that begins with `word`, and the first `keep` of them in
    /// list order (collation section, sort key, sequence).
    private func firstMatches(
        _ session: any SQLSession, _ state: StoreState, word: [UInt8], keep: Int
    ) throws(SectionizeError) -> (count: Int, rows: [Candidate]) {
        let lookup = names.quotedLookup(state.generation)
        var condition = "lookup_key >= ?"
        var values: [SQLValue] = [.blob(word)]
        if let end = StoredLookupKeys.successor(of: word) {
            condition += " AND lookup_key < ?"
            values.append(.blob(end))
        }
        let count = Int(try session.scalar("SELECT count(DISTINCT id) FROM \(lookup) WHERE \(condition)", values)?.integer ?? 0)
        guard count > 0, keep > 0 else { return (count, []) }
        let rows = try session.rows(
            """
            SELECT id, section, sort_key, seq, display, reading FROM \(names.quotedKeys(state.generation))
             WHERE id IN (SELECT id FROM \(lookup) WHERE \(condition)) ORDER BY section, sort_key, seq LIMIT ?
            """, values + [.integer(Int64(min(keep, count)))])
        return (
            count,
            rows.map { row in
                Candidate(
                    section: Int(row[1].integer ?? -1), key: row[2].bytes ?? [], sequence: row[3].integer ?? 0,
                    row: StoreRow(id: row[0].text ?? "", display: row[4].text ?? "", reading: row[5].text))
            }
        )
    }

    /// The stored rows whose lookup keys match every word (in any section).
    private func matchingRows(_ session: any SQLSession, _ state: StoreState, words: [[UInt8]]) throws(SectionizeError) -> [Candidate] {
        let lookup = names.quotedLookup(state.generation)
        func range(_ word: [UInt8]) -> (sql: String, values: [SQLValue]) {
            if let end = StoredLookupKeys.successor(of: word) {
                return ("lookup_key >= ? AND lookup_key < ?", [.blob(word), .blob(end)])
            }
            return ("lookup_key >= ?", [.blob(word)])
        }
        // The word with the fewest keys (counted up to a few hundred) picks the candidates.
        var best = 0
        if words.count > 1 {
            var fewest = Int.max
            for (w, word) in words.enumerated() {
                let (condition, values) = range(word)
                let n = Int(
                    try session.scalar("SELECT count(*) FROM (SELECT 1 FROM \(lookup) WHERE \(condition) LIMIT 500) AS probe", values)?
                        .integer ?? 0)
                if n < fewest || (n == fewest && word.count > words[best].count) { (best, fewest) = (w, n) }
                if n == 0 { return [] }
            }
        }
        let (condition, values) = range(words[best])
        let candidates = "SELECT id FROM \(lookup) WHERE \(condition)"
        var accepted: Set<String>?
        if words.count > 1 {
            // Every key of every candidate, matched in memory by the in-memory rule.
            var keysOf: [String: [(group: Int, key: [UInt8])]] = [:]
            for row in try session.rows("SELECT id, grp, lookup_key FROM \(lookup) WHERE id IN (\(candidates))", values) {
                keysOf[row[0].text ?? "", default: []].append((Int(row[1].integer ?? 0), row[2].bytes ?? []))
            }
            accepted = Set(keysOf.filter { StoredLookupKeys.matches(keys: $0.value, words: words) }.keys)
            if accepted!.isEmpty { return [] }
        }
        var found: [Candidate] = []
        for row in try session.rows(
            "SELECT id, section, sort_key, seq, display, reading FROM \(names.quotedKeys(state.generation)) WHERE id IN (\(candidates))", values)
        {
            let id = row[0].text ?? ""
            if let accepted, !accepted.contains(id) { continue }
            found.append(
                Candidate(
                    section: Int(row[1].integer ?? -1), key: row[2].bytes ?? [], sequence: row[3].integer ?? 0,
                    row: StoreRow(id: id, display: row[4].text ?? "", reading: row[5].text)))
        }
        return found
    }

    /// The rows of one section before each of `rows` (in list order, all of one section): one
    /// count from each row to the next for a few; one scan of the section's ids up to the
    /// last of them for many.
    private func ranks(_ session: any SQLSession, keys: String, of rows: ArraySlice<Candidate>) throws(SectionizeError) -> [Int] {
        guard let first = rows.first, let last = rows.last else { return [] }
        let section = SQLValue.integer(Int64(first.section))
        if rows.count > 16 {
            let ids = try session.rows(
                "SELECT id FROM \(keys) WHERE section = ? AND (sort_key, seq) <= (?, ?) ORDER BY sort_key, seq",
                [section, .blob(last.key), .integer(last.sequence)])
            var result: [Int] = []
            var next = rows.startIndex
            for (r, id) in ids.enumerated() where next < rows.endIndex && id[0].text == rows[next].row.id {
                result.append(r)
                next += 1
            }
            guard result.count == rows.count else {
                throw SectionizeError(.storeFailed, "\(database): the rows of a section changed while they were read")
            }
            return result
        }
        var result: [Int] = []
        var rank = 0
        var previous: Candidate?
        for row in rows {
            let n: SQLValue?
            if let previous {
                n = try session.scalar(
                    "SELECT count(*) FROM \(keys) WHERE section = ? AND (sort_key, seq) >= (?, ?) AND (sort_key, seq) < (?, ?)",
                    [section, .blob(previous.key), .integer(previous.sequence), .blob(row.key), .integer(row.sequence)])
            } else {
                n = try session.scalar(
                    "SELECT count(*) FROM \(keys) WHERE section = ? AND (sort_key, seq) < (?, ?)",
                    [section, .blob(row.key), .integer(row.sequence)])
            }
            rank += Int(n?.integer ?? 0)
            result.append(rank)
            previous = row
        }
        return result
    }
}
