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
    /// - Complexity: One word: two range scans of the lookup index over the word's keys (its
    ///   count, its first matches in list order), none of the keys table; one of one or two
    ///   letters: its count from a few rows of the buckets table, its first matches the first
    ///   `limit` entries of one range of the lookup table's index for its length. Several words: a few
    ///   rows of the index per word to pick the most selective, then its rows and their keys
    ///   that some word begins (two words: each row's keys by a seek of the id index, or, when
    ///   both words are common, the other word's range read once and intersected with the
    ///   first's). Then for the matches kept, their display texts by id and each
    ///   one's rank in its section: on SQLite from the match before it when that one is fewer
    ///   than 32 rows earlier (a short range of the order index), else from the buckets table
    ///   (docs/store.md). On PostgreSQL one word's count, first matches, display texts and
    ///   ranks are one prepared statement; two words' are one statement too.
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
        try run(searchTransaction(queries, limit: limit))
    }

    /// The transaction of ``searchRows(_:limit:)``, for ``run(_:)`` and the pooled store.
    func searchTransaction(_ queries: [String], limit: Int?) throws(SectionizeError) -> StoreTransaction<[StoreSearchResult]> {
        var builder = try StoredLookupKeys(locale: keyer.collation.resolvedLocales[0])
        let words = queries.map { builder.queryWords($0) }
        let keep = limit.map { max(0, $0) } ?? Int.max
        // One-word queries only: PostgreSQL plans their prepared statement once for any
        // values (a word's range of the lookup index and its first rows; the plan is the same
        // for every word), where it planned a word of three letters or more at every run
        // (a bind of 0.6 ms in a search of 2.3 ms at 100k rows; Benchmarks/README.md). Two
        // words' statements depend on their values.
        let planOnce = words.allSatisfy { $0.count == 1 }
        // One query of one word, kept to a few matches (what a search field asks as the user
        // types): its statement for a list whose rows are all shown is sent on PostgreSQL
        // right behind the stamp's (``readState``), for the generation the handle opened.
        // It names no count of the index it would wait for; the search asks for it with the
        // same text and values when the stamp names that generation and every row is shown.
        var ahead: (@Sendable (Int) -> SQLStatement)?
        if words.count == 1 && words[0].count == 1 && keep > 0 {
            let word = words[0][0]
            ahead = { @Sendable [self] g in firstMatches(g, oneWord(g, word, sections: nil, dialect: .postgres), limit: keep) }
        }
        return .read { [self, ahead] (session) throws(SectionizeError) -> [StoreSearchResult] in
            let state = try currentState(session, withIndex: true, planOnce: planOnce, sendingAhead: ahead)
            let bar = try readIndex(session, state).indexBar
            var results: [StoreSearchResult] = []
            for (query, words) in zip(queries, words) {
                results.append(try search(session, state, bar: bar, query: query, words: words, keep: keep))
            }
            return results
        }
    }

    /// A stored row that matches, with its place (its display text read later, for the
    /// matches kept).
    private struct Candidate {
        var section: Int
        var key: [UInt8]
        var sequence: Int64
        var id: String
        /// The stored row, when the query that found the match read it too.
        var row: StoreRow?
        /// The row's rank in its section, when the query that found the match read it too.
        var rank: Int?

        func precedes(_ other: Candidate) -> Bool {
            SectionStore.precedes((section, key, sequence), (other.section, other.key, other.sequence))
        }

        /// A match from the first four columns of a statement's row: its section, sort key,
        /// sequence and id (the columns every statement that finds matches begins with).
        init(place row: [SQLValue]) {
            section = Int(row[0].integer ?? -1)
            key = row[1].bytes ?? []
            sequence = row[2].integer ?? 0
            id = row[3].text ?? ""
        }
    }

    /// A query word's rows in the lookup table: its keys, each row once (the first of its keys
    /// the word begins, `StoredLookupKeys.sharedPrefixes`), in the sections shown.
    private struct WordRange {
        var sql: String
        var values: [SQLValue]

        /// The rows of a word of ``SectionStore/wordDepths`` bytes as its index `_w`*n* holds
        /// them: the keys whose first *n* bytes are the word and whose `shared` is shorter
        /// (both spelled as the partial index is, `shared < n` with the number in the text, so
        /// that each database proves the index applies; *n* is one of two constants, never
        /// input). Read in list order, they are the first entries of one range of that index.
        static func prefix(_ word: [UInt8], column prefix: String, scope: String, sections: [Int]?) -> WordRange {
            var range = WordRange(
                sql: "\(prefix)scope = ? AND \(SectionStore.wordPrefix(word.count, prefix)) = ? AND \(prefix)shared < \(word.count)",
                values: [.text(scope), .blob(word)])
            range.sql += shownOnly(sections, prefix)
            return range
        }

        private init(sql: String, values: [SQLValue]) {
            self.sql = sql
            self.values = values
        }

        /// The word's range of the lookup index `_key`.
        ///
        /// - Parameters:
        ///   - prefix: The lookup table's alias and a dot, or nothing.
        ///   - scope: The list's scope ('' for one list), bound.
        ///   - sections: The collation sections shown, or `nil` for all.
        init(_ word: [UInt8], column prefix: String = "", scope: String, sections: [Int]?) {
            sql = "\(prefix)scope = ? AND \(prefix)lookup_key >= ?"
            values = [.text(scope), .blob(word)]
            if let end = StoredLookupKeys.successor(of: word) {
                sql += " AND \(prefix)lookup_key < ?"
                values.append(.blob(end))
            }
            sql += " AND \(prefix)shared < ?"
            values.append(.integer(Int64(word.count)))
            sql += Self.shownOnly(sections, prefix)
        }

        /// The condition that keeps the rows of the sections shown (`sections`, `nil`: all).
        private static func shownOnly(_ sections: [Int]?, _ prefix: String) -> String {
            sections.map { " AND \(prefix)section IN (\($0.map(String.init).joined(separator: ", ")))" } ?? ""
        }

        /// The statement that counts these rows, of the lookup table `lookup` aliased `c`.
        func counted(in lookup: String) -> (sql: String, values: [SQLValue]) {
            ("SELECT count(*) FROM \(lookup) AS c WHERE \(sql)", values)
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
                    "SELECT id, display, reading FROM \(keys) WHERE scope = ? AND section = ? ORDER BY sort_key, seq LIMIT ?",
                    [.text(scopeKey), .integer(Int64(s.rawValue)), .integer(Int64(min(keep, total) - rows.count))])
                rows += page.map { StoreRow(id: $0[0].text ?? "", display: $0[1].text ?? "", reading: $0[2].text) }
            }
            let result = SearchResult(
                query: query, count: total, positions: Array(0..<rows.count), rowCounts: rowCounts, title: { titles[$0] })
            return StoreSearchResult(result: result, rows: rows)
        }
        // No row shown: nothing matches.
        guard displayed.contains(where: { bar.sectionCounts[$0.rawValue] > 0 }) else {
            return StoreSearchResult(
                result: SearchResult(query: query, count: 0, positions: [], rowCounts: rowCounts, title: { titles[$0] }), rows: [])
        }
        var position = [Int](repeating: -1, count: bar.sectionCounts.count)
        for (p, s) in displayed.enumerated() { position[s.rawValue] = p }
        // Rows of sections not shown are no matches (none when every section with rows is shown).
        let sections: [Int]? =
            bar.sectionCounts.indices.allSatisfy({ bar.sectionCounts[$0] == 0 || position[$0] >= 0 }) ? nil : displayed.map(\.rawValue)
        let lookup = names.quotedLookup(state.generation)
        let count: Int
        let kept: [Candidate]
        if words.count == 1 {
            // One word: its count and its first matches in list order (``oneWord``).
            let word = oneWord(state.generation, words[0], sections: sections, dialect: session.dialect)
            if session.dialect == .postgres && keep > 0 {
                let first = try placed(session, firstMatches(state.generation, word, limit: keep))
                (count, kept) = (first.count, first.rows)
            } else {
                count = Int(try session.scalar(word.counting.sql, word.counting.values)?.integer ?? 0)
                let first = firstMatches(word.range, lookup: lookup) + "?"
                kept =
                    count == 0 || keep == 0
                    ? [] : try session.rows(first, word.range.values + [.integer(Int64(min(keep, count)))]).map(Candidate.init(place:))
            }
        } else if words.count == 2 {
            // Two words: the most selective word's rows (`c`) that the other word's keys and
            // the groups of both words' keys (a few rows of the id index, `l`) admit, read
            // once. On SQLite counted and ordered here; on PostgreSQL ordered, counted and cut
            // there, with the display texts and ranks of the first (one statement, not planned
            // once: its plan depends on its values).
            if let (sql, values) = try twoWords(session, lookup: lookup, words: words, sections: sections) {
                if session.dialect == .postgres && keep > 0 {
                    let first = """
                        SELECT m.section, m.sort_key, m.seq, m.id, count(*) OVER () AS total FROM (\(sql)) AS m \
                        ORDER BY m.section, m.sort_key, m.seq LIMIT ?
                        """
                    let placed = try placed(
                        session, placedStatement(state.generation, first, values + [.integer(Int64(keep))], count: ("f.total", [])), prepared: false)
                    (count, kept) = (placed.count, placed.rows)
                } else {
                    let matches = try session.rows(sql, values).map(Candidate.init(place:))
                    (count, kept) = (matches.count, Array(matches.sorted { $0.precedes($1) }.prefix(keep)))
                }
            } else {
                (count, kept) = (0, [])
            }
        } else {
            let matches = try matchingRows(session, lookup: lookup, words: words, sections: sections).sorted { $0.precedes($1) }
            count = matches.count
            kept = Array(matches.prefix(keep))
        }
        // The kept matches' display texts, by id (on PostgreSQL read with them for one word).
        var rowOf: [String: StoreRow] = [:]
        for match in kept { if let row = match.row { rowOf[match.id] = row } }
        let unread = kept.filter { $0.row == nil }.map { SQLValue.text($0.id) }
        for row in try session.rows(batching: unread, { "SELECT id, display, reading FROM \(keys) WHERE id IN (\($0))" }) {
            let id = row[0].text ?? ""
            rowOf[id] = StoreRow(id: id, display: row[1].text ?? "", reading: row[2].text)
        }
        var start = [Int](repeating: 0, count: displayed.count)
        for p in displayed.indices.dropFirst() { start[p] = start[p - 1] + rowCounts[p - 1] }
        var rows: [StoreRow] = []
        for match in kept {
            guard let row = rowOf[match.id] else {
                throw SectionizeError(.storeFailed, "\(database): the lookup table of \(table.name) names a row its keys table lacks: rebuild it")
            }
            rows.append(row)
        }
        // Every kept match's rank in its section, in one batched statement (on PostgreSQL read
        // with them for one or two words).
        let ranks =
            kept.allSatisfy({ $0.rank != nil })
            ? kept.map { $0.rank ?? 0 } : try ranks(session, state, of: kept.map { ($0.section, $0.key, $0.sequence) })
        // A count or a place outside the rows shown is a store whose side tables disagree (edited
        // behind its back): reported, not trusted.
        let damaged = SectionizeError(
            .storeFailed, "\(database): the lookup or buckets table of \(table.name) disagrees with its keys table: rebuild it")
        guard count >= kept.count, count <= rowCounts.reduce(0, +) else { throw damaged }
        var positions: [Int] = []
        for (match, rank) in zip(kept, ranks) {
            let p = match.section >= 0 && match.section < position.count ? position[match.section] : -1
            guard p >= 0, rank >= 0, rank < rowCounts[p] else { throw damaged }
            positions.append(start[p] + rank)
        }
        let result = SearchResult(query: query, count: count, positions: positions, rowCounts: rowCounts, title: { titles[$0] })
        return StoreSearchResult(result: result, rows: rows)
    }

    /// A query word's rows in generation `g` (its range of the lookup table, `c.`), of the
    /// collation sections `sections` (`nil`: all), and the statement that counts them, of one
    /// value. A word of one or two letters (``wordDepths``): its rows are the first entries of
    /// the index `_w`*n*, its count the sum of its per-section counts in the buckets table
    /// (one seek a section; a section without rows has none to add). A longer one: its range
    /// of the index `_key`, counted.
    private func oneWord(
        _ g: Int, _ word: [UInt8], sections: [Int]?, dialect: SQLDialect
    ) -> (range: WordRange, counting: (sql: String, values: [SQLValue])) {
        guard Self.wordDepths.contains(word.count) else {
            let range = WordRange(word, column: "c.", scope: scopeKey, sections: sections)
            return (range, range.counted(in: names.quotedLookup(g)))
        }
        let counted = sections ?? Array(storedStamp.sectionTitles.indices)
        return (
            .prefix(word, column: "c.", scope: scopeKey, sections: sections),
            (
                "SELECT CAST(coalesce(sum(b.row_count), 0) AS \(dialect.integerType)) FROM \(names.quotedBuckets(g)) AS b WHERE b.scope = ? AND b.section IN (\(counted.map(String.init).joined(separator: ", "))) AND b.depth = ? AND b.bucket = ?",
                [.text(scopeKey), .integer(Int64(-word.count)), .blob(word)]
            )
        )
    }

    /// The first rows of a word's range (`c.`) in list order, in the lookup table `lookup`,
    /// as a statement whose limit follows.
    private func firstMatches(_ range: WordRange, lookup: String) -> String {
        "SELECT c.section, c.sort_key, c.seq, c.id FROM \(lookup) AS c WHERE \(range.sql) ORDER BY c.section, c.sort_key, c.seq LIMIT "
    }

    /// PostgreSQL: the first `limit` rows of a word's rows in generation `g`, in list order,
    /// with their count (``placed(_:_:prepared:)``): one prepared statement, one round trip where
    /// there were three. SQLite's sorter took twice as long for a range's count as a subquery
    /// as for two statements (0.80 against 1.70 ms at 100k), so there the rows are counted
    /// apart, read by id after and ranked after.
    ///
    /// The limit is in the text (an integer, not input), not bound: a plan made for any values
    /// (PostgreSQL's generic plan) then keeps `limit` rows, as a plan made for the values
    /// does, where it assumed a tenth of the range's rows. With the same estimate, the server's
    /// `auto` plan cache mode plans a one- or two-letter word's statement once, after its
    /// fifth run, instead of at every run (a bind of 0.6 ms in a search of 2.3 ms at 100k rows;
    /// Benchmarks/README.md). A longer word's range would still get a plan for its values, its
    /// estimate depending on them: `planOnce` (``searchTransaction(_:limit:)``).
    private func firstMatches(
        _ g: Int, _ word: (range: WordRange, counting: (sql: String, values: [SQLValue])), limit: Int
    ) -> SQLStatement {
        placedStatement(
            g, firstMatches(word.range, lookup: names.quotedLookup(g)) + String(limit), word.range.values,
            count: ("(\(word.counting.sql))", word.counting.values))
    }

    /// PostgreSQL: the statement that reads the rows of `first` (a statement of matches'
    /// section, sort key, sequence and id, `f`, in list order, cut to the matches kept) in
    /// generation `g` with their display texts (a left join after the cut) and their ranks in
    /// their sections (the correlated subqueries of
    /// ``SectionStore/rankTerms(_:section:bucket:key:sequence:)``, each bucket a prefix of the
    /// row's sort key), and the value of `count`, an expression of one value (read from the
    /// first row; no row means 0, as every match would give one in the same snapshot).
    private func placedStatement(
        _ g: Int, _ first: String, _ values: [SQLValue], count: (sql: String, values: [SQLValue])
    ) -> SQLStatement {
        let rank = rankTerms(
            g, section: .sql("f.section"), bucket: { .sql("substring(f.sort_key from 1 for \(Self.bucketDepths[$0]))") },
            key: .sql("f.sort_key"), sequence: .sql("f.seq"))
        // Columns 0-3: the place (`Candidate.init(place:)`); 4-6: the keys row's id (NULL when
        // it has none: left to the read by id, which reports it), display text and reading;
        // 7: the rank; 8: the count. Only this function writes them and ``placed(_:_:prepared:)``
        // reads them.
        let sql = """
            SELECT f.section, f.sort_key, f.seq, f.id, k.id, k.display, k.reading, \(rank.terms.joined(separator: " + ")), \(count.sql) \
            FROM (\(first)) AS f LEFT JOIN \(names.quotedKeys(g)) AS k ON k.id = f.id ORDER BY f.section, f.sort_key, f.seq
            """
        return SQLStatement(sql: sql, values: rank.values + count.values + values)
    }

    /// The matches of a ``placedStatement(_:_:_:count:)`` and their count: prepared
    /// (``SQLSession/preparedRows(_:_:)``) when its plan does not depend on its values.
    private func placed(
        _ session: any SQLSession, _ statement: SQLStatement, prepared: Bool = true
    ) throws(SectionizeError) -> (rows: [Candidate], count: Int) {
        let rows = try prepared ? session.preparedRows(statement.sql, statement.values) : session.rows(statement.sql, statement.values)
        let matches = rows.map { row in
            var match = Candidate(place: row)
            if row[4] != .null { match.row = StoreRow(id: match.id, display: row[5].text ?? "", reading: row[6].text) }
            match.rank = row[7].integer.map(Int.init)
            return match
        }
        return (matches, Int(rows.first?[8].integer ?? 0))
    }

    /// The keys of `word`'s range in the lookup table aliased `alias` (every key, not each row
    /// once).
    private static func keyRange(_ word: [UInt8], _ alias: String) -> (sql: String, values: [SQLValue]) {
        if let end = StoredLookupKeys.successor(of: word) {
            return ("(\(alias).lookup_key >= ? AND \(alias).lookup_key < ?)", [.blob(word), .blob(end)])
        }
        return ("\(alias).lookup_key >= ?", [.blob(word)])
    }

    /// The rows of a word's range (`c.`), each name once.
    private func rowCount(_ session: any SQLSession, lookup: String, _ range: WordRange) throws(SectionizeError) -> Int {
        let counting = range.counted(in: lookup)
        return Int(try session.scalar(counting.sql, counting.values)?.integer ?? 0)
    }

    /// The word with the fewest rows and its rows, each word's counted up to ``probeLimit``;
    /// `nil` when a word has none (nothing matches).
    private func mostSelective(
        _ session: any SQLSession, lookup: String, words: [[UInt8]], sections: [Int]?
    ) throws(SectionizeError) -> (best: Int, fewest: Int)? {
        guard words.count > 1 else { return (0, Self.probeLimit) }
        var best = 0
        var fewest = Int.max
        // Every word's probe in one statement (a batch of words at a time: a query may have
        // hundreds), one round trip where there was one a word.
        for batch in Array(words.indices).sqlBatches(valuesEach: 64) {
            let ranges = batch.map { WordRange(words[$0], scope: scopeKey, sections: sections) }
            let probes = ranges.enumerated().map { p, range in
                "(SELECT count(*) FROM (SELECT 1 FROM \(lookup) WHERE \(range.sql) LIMIT \(Self.probeLimit)) AS p\(p))"
            }
            let counts = try session.rows("SELECT " + probes.joined(separator: ", "), ranges.flatMap(\.values)).first ?? []
            for (i, w) in batch.enumerated() {
                let n = i < counts.count ? Int(counts[i].integer ?? 0) : 0
                if n < fewest || (n == fewest && words[w].count > words[best].count) { (best, fewest) = (w, n) }
                if n == 0 { return nil }
            }
        }
        return (best, fewest)
    }

    /// How many index rows of a word ``mostSelective(_:lookup:words:sections:)`` counts.
    static let probeLimit = 500

    /// The statement that reads exactly one lookup row of each name matching two words (its
    /// section, sort key, sequence and id), or `nil` when a word has no rows. Two words
    /// match when each begins a key of a different group: with G₁ and G₂ the groups of the
    /// keys each begins, both not empty, a pair of different groups exists exactly when
    /// G₁ ∪ G₂ has two groups or more (if it has, and G₂ holds only g ∈ G₁, G₁ holds
    /// another).
    ///
    /// The most selective word's rows (`c`, each name once) are narrowed to those that have
    /// a key the other word begins, in one of two ways: a seek of the id index per row, or,
    /// when both words have many rows and the other word's keys are at most
    /// ``intersectionRatio`` times as many, the other word's range read once: SQLite matches
    /// its sequences (a temporary index of them), PostgreSQL intersects the two ranges' places
    /// (hashed). A seek costs about five times an entry of a range (SQLite at 1M rows: "P Z",
    /// 46,600 and 43,600 rows, 234 against 100 ms; "Zoe P", 5,200 and 46,600, 26 against
    /// 62 ms; Benchmarks/README.md). Only then, on the few rows left (`MATERIALIZED`, so that
    /// PostgreSQL does not check every row of the range first), the groups of the keys
    /// either word begins (a few rows of the id index), and, after SQLite's match by
    /// sequence, the other word's key by id (no row is kept for another row's sequence).
    private func twoWords(
        _ session: any SQLSession, lookup: String, words: [[UInt8]], sections: [Int]?
    ) throws(SectionizeError) -> (sql: String, values: [SQLValue])? {
        guard let (best, fewest) = try mostSelective(session, lookup: lookup, words: words, sections: sections) else { return nil }
        let range = WordRange(words[best], column: "c.", scope: scopeKey, sections: sections)
        let other = Self.keyRange(words[1 - best], "l")
        let mine = Self.keyRange(words[best], "l")
        var intersect = false
        if fewest >= Self.probeLimit {
            // Both words are common: their counts decide (the word's rows exactly, the other
            // word's keys up to the ratio), at a fraction of what either way reads.
            let most = Self.intersectionRatio * (try rowCount(session, lookup: lookup, range))
            let keys = Int(
                try session.scalar(
                    "SELECT count(*) FROM (SELECT 1 FROM \(lookup) AS l WHERE l.scope = ? AND \(other.sql) LIMIT \(most + 1)) AS probe",
                    [.text(scopeKey)] + other.values)?.integer ?? 0)
            intersect = keys <= most
        }
        let first = "SELECT c.section, c.sort_key, c.seq, c.id FROM \(lookup) AS c WHERE \(range.sql)"
        var values = range.values
        let found: String
        var byID = ""
        switch (intersect, session.dialect) {
        case (false, _):
            found = first + " AND EXISTS (SELECT 1 FROM \(lookup) AS l WHERE l.id = c.id AND \(other.sql))"
            values += other.values
        case (true, .sqlite):
            found = first + " AND c.seq IN (SELECT l.seq FROM \(lookup) AS l WHERE l.scope = ? AND \(other.sql))"
            byID = "EXISTS (SELECT 1 FROM \(lookup) AS l WHERE l.id = m.id AND \(other.sql)) AND "
            values += [.text(scopeKey)] + other.values + other.values
        case (true, .postgres):
            // (Not `IN`: PostgreSQL, misled by its estimate of a key range, may scan the other
            // range once per row, 35 s for one query at 1M rows.)
            found = first + " INTERSECT SELECT l.section, l.sort_key, l.seq, l.id FROM \(lookup) AS l WHERE l.scope = ? AND \(other.sql)"
            values += [.text(scopeKey)] + other.values
        }
        let sql = """
            WITH m AS MATERIALIZED (\(found))
            SELECT m.section, m.sort_key, m.seq, m.id FROM m
             WHERE \(byID)(SELECT count(DISTINCT l.grp) FROM \(lookup) AS l WHERE l.id = m.id AND (\(mine.sql) OR \(other.sql))) >= 2
            """
        return (sql, values + mine.values + other.values)
    }

    /// How many times as many keys as the most selective word has rows the other word of
    /// two may have for its range to be read once and matched by sequence.
    static let intersectionRatio = 3

    /// The stored rows whose lookup keys match every word (three words or more), in the
    /// sections shown: the most selective word's rows, each checked by the in-memory rule on
    /// its keys that some word begins (a key no word begins cannot help a match).
    private func matchingRows(
        _ session: any SQLSession, lookup: String, words: [[UInt8]], sections: [Int]?
    ) throws(SectionizeError) -> [Candidate] {
        guard let (best, _) = try mostSelective(session, lookup: lookup, words: words, sections: sections) else { return [] }
        let range = WordRange(words[best], column: "c.", scope: scopeKey, sections: sections)
        var any: [String] = []
        var values = range.values
        for word in Set(words) {
            let key = Self.keyRange(word, "l")
            any.append(key.sql)
            values += key.values
        }
        var places: [String: Candidate] = [:]
        var keysOf: [String: [(group: Int, key: [UInt8])]] = [:]
        for row in try session.rows(
            """
            SELECT c.section, c.sort_key, c.seq, c.id, l.grp, l.lookup_key FROM \(lookup) AS c JOIN \(lookup) AS l ON l.id = c.id
             WHERE \(range.sql) AND (\(any.joined(separator: " OR ")))
            """, values)
        {
            let id = row[3].text ?? ""
            if places[id] == nil { places[id] = Candidate(place: row) }
            keysOf[id, default: []].append((Int(row[4].integer ?? 0), row[5].bytes ?? []))
        }
        return keysOf.compactMap { id, keys in StoredLookupKeys.matches(keys: keys, words: words) ? places[id] : nil }
    }
}
