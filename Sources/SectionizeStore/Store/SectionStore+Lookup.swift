import Foundation
import SectionizeInput
import SectionizeKit

/// The side tables of search, per generation:
///
/// - the lookup table, `<table>__sectionize_lookup_<g>`: one row per lookup key of a stored
///   row: the key's bytes, its group within the name, the row's id, `shared` (the bytes the key
///   shares with the row's previous key in byte order, so that exactly one key of a row counts
///   for a query word: the first of the row's keys the word begins has `shared` shorter than
///   the word), and the row's place (section, sort key, sequence). Indexed on (key, shared,
///   section, sort key, sequence, id), so that a word's rows, their count and their list order
///   come from one range scan of that index without the keys table; on (id, key, group),
///   so that an edit replaces a row's keys and a query checks its other words; and, for each
///   word depth (``SectionStore/wordDepths``), on (the key's first bytes, section, sort key,
///   sequence) for the keys that count for that depth (`shared` shorter than it), so that
///   the first matches of a word of one or two letters are the first entries of one index
///   range, already in list order;
/// - the buckets table, `<table>__sectionize_buckets_<g>`: the rows per collation section per
///   sort-key prefix of 2, 4 and 8 bytes, so that a row's rank in its section is a sum over a
///   few buckets and a count inside one 8-byte bucket (``SectionStore/rank(_:_:section:key:sequence:)``).
///
/// Created with the generation's other tables, kept current in the transaction that writes
/// their rows, checked and dropped as they are.
extension StoreNames {
    /// The lookup keys of generation `g`.
    func lookupTable(_ g: Int) -> String { tableName + "__sectionize_lookup_\(g)" }
    func quotedLookup(_ g: Int) -> String { SQLIdentifier.qualified(sideSchema, lookupTable(g)) }
    /// The rows per section and sort-key prefix of generation `g`.
    func bucketsTable(_ g: Int) -> String { tableName + "__sectionize_buckets_\(g)" }
    func quotedBuckets(_ g: Int) -> String { SQLIdentifier.qualified(sideSchema, bucketsTable(g)) }
    /// The lookup table's indexes: by key (the range scans of a query, covering its rows'
    /// places), by id (edits, and a query's other words), and one per word depth *n*
    /// (``SectionStore/wordDepths``), `_w`*n*: the rows whose keys begin with each *n*-byte
    /// prefix, each row once, in list order (a partial index of the keys with `shared`
    /// shorter than *n*, on the expression ``SectionStore/wordPrefix(_:_:)``).
    func lookupIndexes(_ g: Int) -> [(name: String, columns: String, predicate: String?)] {
        [
            (lookupTable(g) + "_key", "scope, lookup_key, shared, section, sort_key, seq, id", nil),
            (lookupTable(g) + "_id", "id, lookup_key, grp", nil),
        ]
            + SectionStore.wordDepths.map { depth in
                (lookupTable(g) + "_w\(depth)", "scope, \(SectionStore.wordPrefix(depth)), section, sort_key, seq", "shared < \(depth)")
            }
    }
    /// The buckets table's index (covering the counts; one row per bucket, kept so by the
    /// store's writes).
    func bucketsIndex(_ g: Int) -> String { bucketsTable(g) + "_at" }

    /// `CREATE INDEX` on one of the side tables (SQLite names the index's schema, PostgreSQL
    /// the table's), of the rows `predicate` admits when one is given (a partial index).
    func createSideIndex(table: String, name: String, columns: String, predicate: String? = nil) -> String {
        let create = "CREATE INDEX"
        let partial = predicate.map { " WHERE \($0)" } ?? ""
        switch dialect {
        case .sqlite:
            return "\(create) \(SQLIdentifier.qualified(sideSchema, name)) ON \(SQLIdentifier.quoted(table)) (\(columns))\(partial)"
        case .postgres:
            return "\(create) \(SQLIdentifier.quoted(name)) ON \(SQLIdentifier.qualified(sideSchema, table)) (\(columns))\(partial)"
        }
    }
}

/// A stored row as the side tables of search need it: its id, the text it is sorted by and
/// its reading (for its lookup keys), and its place.
struct LookupRow: Sendable {
    /// The row's scope ('' for one list).
    var scope: String
    var id: String
    /// The record's `sortText` (made once, when the row was keyed).
    var text: String
    var reading: String?
    var section: Int
    var key: [UInt8]
    var sequence: Int64
}

extension SectionStore {
    /// The lookup table's columns, as the catalog spells them.
    static func lookupColumns(_ d: SQLDialect) -> [String] {
        [
            scopeColumn(d), "lookup_key \(d.blobType)", "grp \(d.integerType)", "id \(d.textType)", "shared \(d.integerType)",
            "section \(d.integerType)",
            "sort_key \(d.blobType)", "seq \(d.integerType)",
        ]
    }

    /// The lookup table's columns in stores of schema "sectionize-store 2" (0.7.0 before the
    /// side tables carried places): such a table of a retired generation is still the store's
    /// to drop.
    static func previousLookupColumns(_ d: SQLDialect) -> [String] {
        ["lookup_key \(d.blobType)", "grp \(d.integerType)", "id \(d.textType)"]
    }

    /// The buckets table's columns.
    static func bucketsColumns(_ d: SQLDialect) -> [String] {
        [scopeColumn(d), "section \(d.integerType)", "depth \(d.integerType)", "bucket \(d.blobType)", "row_count \(d.integerType)"]
    }

    /// The prefix lengths of the buckets, in bytes, shortest first: a rank sums the buckets
    /// before the row's at each depth within its prefix one depth up, then counts the rows of
    /// its deepest bucket before it.
    static let bucketDepths = [2, 4, 8]

    /// The prefix lengths, in bytes, of the lookup keys counted per section in the buckets
    /// table (one primary weight and two: what a user has typed after one or two letters,
    /// the words that begin the most names). A word's count per section is stored as a bucket
    /// of depth −*n* (no sort-key bucket's depth is negative) whose `bucket` is the word's *n*
    /// bytes and whose `row_count` is the section's rows with a key the word begins, each row
    /// once (its keys with `shared` shorter than *n*). So such a word's count is a few rows of
    /// the buckets' index, and its first matches in list order the first entries of the
    /// lookup table's index `_w`*n* (``StoreNames/lookupIndexes(_:)``,
    /// ``SectionStore/search(_:limit:)``).
    static let wordDepths = [4, 8]

    /// The first `depth` bytes of a lookup key, as SQL (the same text in both databases, and
    /// in the word indexes and the queries that use them: SQLite uses an index on an
    /// expression only for that expression as the index spells it), of the lookup table
    /// aliased by `prefix` (the alias and a dot, or nothing).
    static func wordPrefix(_ depth: Int, _ prefix: String = "") -> String { "substr(\(prefix)lookup_key, 1, \(depth))" }

    /// The word-prefix buckets of one lookup key of a row in `section` whose `shared` is as
    /// given: one per ``wordDepths`` depth the key reaches and its row counts for.
    static func wordBuckets(
        of key: [UInt8], shared: Int, scope: String, section: Int, into body: (BucketID) -> Void
    ) {
        for depth in wordDepths where key.count >= depth && shared < depth {
            body(BucketID(scope: scope, section: section, depth: -depth, bucket: Array(key.prefix(depth))))
        }
    }

    /// What a build writes into generation `g`'s lookup and buckets tables, computed from its
    /// rows alone (no database), so that a build computes it while the database writes the
    /// keys table.
    struct PreparedLookup: Sendable {
        /// Every stored row of the new generation, in list order.
        var rows: [LookupRow]
        /// Every row's lookup keys (`name` is the row's position in ``rows``), a row's keys
        /// consecutive.
        var keys: [(name: Int, group: Int, key: [UInt8])]
        /// Each key's bytes shared with its row's previous key in byte order.
        var shared: [Int]
        /// Every bucket with its row count: the sort-key buckets and the word-prefix ones
        /// (``SectionStore/wordDepths``).
        var buckets: [(id: BucketID, count: Int)]

        /// The keys, shared prefixes and buckets of `rows` (in list order), keys made on all
        /// cores.
        init(_ rows: [LookupRow], keyer: StoreKeyer) throws(SectionizeError) {
            self.rows = rows
            keys = try StoredLookupKeys.keys(
                ofNames: rows.count, locale: keyer.collation.resolvedLocales[0], parallelism: ProcessInfo.processInfo.activeProcessorCount
            ) { i in (rows[i].text, rows[i].reading) }
            shared = StoredLookupKeys.sharedPrefixes(keys.map { ($0.name, $0.key) })
            buckets = SectionStore.bucketCounts(rows)
            var words: [BucketID: Int] = [:]
            for (k, key) in keys.enumerated() {
                let row = rows[key.name]
                SectionStore.wordBuckets(of: key.key, shared: shared[k], scope: row.scope, section: row.section) { words[$0, default: 0] += 1 }
            }
            buckets += words.map { (id: $0.key, count: $0.value) }
        }
    }

    /// The row count of every bucket of `rows`, which are in list order. Within a scope the
    /// rows of a section come in key order, so the rows of one bucket (a key prefix) are
    /// consecutive among their scope's rows: each bucket is one run, counted without hashing
    /// keys. (Index paths come from these counts: the store suites compare them with a
    /// `SectionedList`'s, on one list and on many.)
    static func bucketCounts(_ rows: [LookupRow]) -> [(id: BucketID, count: Int)] {
        var positions: [String: [Int]] = [:]
        for (i, row) in rows.enumerated() { positions[row.scope, default: []].append(i) }
        var result: [(id: BucketID, count: Int)] = []
        for (scope, scoped) in positions {
            for depth in bucketDepths {
                var start = 0
                for j in 1...scoped.count {
                    let first = rows[scoped[start]]
                    if j < scoped.count {
                        let row = rows[scoped[j]]
                        if row.section == first.section && row.key.prefix(depth) == first.key.prefix(depth) { continue }
                    }
                    result.append(
                        (BucketID(scope: scope, section: first.section, depth: depth, bucket: Array(first.key.prefix(depth))), j - start))
                    start = j
                }
            }
        }
        return result
    }

    /// Creates generation `g`'s lookup and buckets tables and fills them (a build's hook, in
    /// the build's transaction, which has checked that no object has their names:
    /// ``StoreNames/generationObjects(_:)``).
    ///
    /// - Parameters:
    ///   - lookup: The new generation's rows with their keys and buckets.
    static func writeLookup(
        _ session: any SQLSession, names: StoreNames, generation g: Int, lookup: PreparedLookup
    ) throws(SectionizeError) {
        let d = session.dialect
        // A store of an earlier 0.7.0 schema is rebuilt into this one (readState calls it stale).
        try session.execute("UPDATE \(names.quotedStamp) SET value = ? WHERE name = ?", [.text(schemaDescription(d)), .text("schema")])
        try session.execute(
            "CREATE TABLE \(names.quotedLookup(g)) (\(lookupColumns(d).map { $0 + " NOT NULL" }.joined(separator: ", ")))")
        let (rows, keys, shared) = (lookup.rows, lookup.keys, lookup.shared)
        try session.bulkInsert(
            SQLBulkRows(schema: names.sideSchema, table: names.lookupTable(g), columns: lookupColumnNames, count: keys.count) { k, values in
                let key = keys[k]
                let row = rows[key.name]
                values.append(.text(row.scope))
                values.append(.blob(key.key))
                values.append(.integer(Int64(key.group)))
                values.append(.text(row.id))
                values.append(.integer(Int64(shared[k])))
                values.append(.integer(Int64(row.section)))
                values.append(.blob(row.key))
                values.append(.integer(row.sequence))
            })
        for index in names.lookupIndexes(g) {
            try session.execute(
                names.createSideIndex(table: names.lookupTable(g), name: index.name, columns: index.columns, predicate: index.predicate))
        }
        try session.analyze(names.quotedLookup(g))

        try session.execute(
            "CREATE TABLE \(names.quotedBuckets(g)) (\(bucketsColumns(d).map { $0 + " NOT NULL" }.joined(separator: ", ")))")
        let entries = lookup.buckets
        try session.bulkInsert(
            SQLBulkRows(
                schema: names.sideSchema, table: names.bucketsTable(g), columns: bucketsColumnNames, count: entries.count
            ) { k, values in
                let (id, count) = entries[k]
                values += [.text(id.scope), .integer(Int64(id.section)), .integer(Int64(id.depth)), .blob(id.bucket), .integer(Int64(count))]
            })
        try session.execute(
            names.createSideIndex(
                table: names.bucketsTable(g), name: names.bucketsIndex(g), columns: "scope, section, depth, bucket, row_count"))
        try session.analyze(names.quotedBuckets(g))
    }

    /// The lookup table's column names, in the order the rows are written.
    static let lookupColumnNames = ["scope", "lookup_key", "grp", "id", "shared", "section", "sort_key", "seq"]
    /// The buckets table's column names.
    static let bucketsColumnNames = ["scope", "section", "depth", "bucket", "row_count"]

    /// A bucket: a scope's collation section and a sort-key prefix of one depth.
    struct BucketID: Hashable, Sendable, Comparable {
        var scope: String
        var section: Int
        var depth: Int
        var bucket: [UInt8]

        /// By scope, section, depth and bucket: the order a write's statements name buckets
        /// in, the same on every run (a dictionary's order is not).
        static func < (a: BucketID, b: BucketID) -> Bool {
            if a.scope != b.scope { return a.scope < b.scope }
            if a.section != b.section { return a.section < b.section }
            if a.depth != b.depth { return a.depth < b.depth }
            return a.bucket.lexicographicallyPrecedes(b.bucket)
        }
    }

    /// The buckets of a sort key: its prefix at each depth (the whole key when it is shorter).
    static func buckets(of key: [UInt8]) -> [(depth: Int, bucket: [UInt8])] {
        bucketDepths.map { ($0, Array(key.prefix($0))) }
    }

    /// Replaces the lookup keys and bucket counts of the rows an edit touched (an `apply` or
    /// `sync` hook, in its transaction, after the keys table was written): the keys of every
    /// row in `removing` go and its buckets lose it, the keys of each row in `adding` come and
    /// its buckets gain it.
    ///
    /// - Parameters:
    ///   - removing: The rows removed or updated, with their old places.
    ///   - adding: The rows inserted or updated, with their new places.
    func replaceLookupKeys(
        _ session: any SQLSession, _ state: StoreState, removing: [(id: String, scope: String, section: Int, key: [UInt8])],
        adding: [LookupRow]
    ) throws(SectionizeError) {
        let g = state.generation
        let table = names.quotedLookup(g)
        var delta: [BucketID: Int] = [:]
        // The removed keys' word-prefix buckets lose their rows.
        for key in try session.rows(
            batching: removing.map { .text($0.id) }, { "DELETE FROM \(table) WHERE id IN (\($0)) RETURNING scope, section, lookup_key, shared" })
        {
            Self.wordBuckets(
                of: key[2].bytes ?? [], shared: Int(key[3].integer ?? 0), scope: key[0].text ?? "", section: Int(key[1].integer ?? 0)
            ) { delta[$0, default: 0] -= 1 }
        }
        for row in removing {
            for (depth, bucket) in Self.buckets(of: row.key) {
                delta[BucketID(scope: row.scope, section: row.section, depth: depth, bucket: bucket), default: 0] -= 1
            }
        }
        var builder = try StoredLookupKeys(locale: keyer.collation.resolvedLocales[0])
        var rows: [[SQLValue]] = []
        for row in adding {
            let keys = builder.keys(of: row.text, reading: row.reading)
            let shared = StoredLookupKeys.sharedPrefixes(keys.map { (0, $0.key) })
            for (k, key) in keys.enumerated() {
                rows.append([
                    .text(row.scope), .blob(key.key), .integer(Int64(key.group)), .text(row.id), .integer(Int64(shared[k])),
                    .integer(Int64(row.section)),
                    .blob(row.key), .integer(row.sequence),
                ])
                Self.wordBuckets(of: key.key, shared: shared[k], scope: row.scope, section: row.section) { delta[$0, default: 0] += 1 }
            }
            for (depth, bucket) in Self.buckets(of: row.key) {
                delta[BucketID(scope: row.scope, section: row.section, depth: depth, bucket: bucket), default: 0] += 1
            }
        }
        try session.insert(into: table, columns: Self.lookupColumnNames, rows)
        try updateBuckets(session, state, delta.filter { $0.value != 0 })
    }

    /// Adds `delta` to the row counts of the buckets it names (an `apply` or `sync` hook, in
    /// its transaction): the changed buckets are deleted in batches, returning their counts,
    /// and those left with rows inserted again with their new counts.
    private func updateBuckets(_ session: any SQLSession, _ state: StoreState, _ delta: [BucketID: Int]) throws(SectionizeError) {
        guard !delta.isEmpty else { return }
        let buckets = names.quotedBuckets(state.generation)
        // In one order, so that a transaction sends the same statements each time it runs
        // (the pooled store runs its code again up to each statement: PostgresPool).
        let ids = delta.keys.sorted()
        var counts: [BucketID: Int64] = [:]
        for batch in ids.sqlBatches(valuesEach: 4) {
            let list = "(VALUES " + Array(repeating: "(?, ?, ?, ?)", count: batch.count).joined(separator: ", ") + ")"
            // SQLite scans the whole table for a row value `IN (VALUES …)`; its rowids from a
            // join on the buckets' index it finds by key. PostgreSQL joins either way.
            let matching =
                session.dialect == .sqlite
                ? "rowid IN (SELECT b.rowid FROM \(list) AS v JOIN \(buckets) AS b ON b.scope = v.column1 AND b.section = v.column2 AND b.depth = v.column3 AND b.bucket = v.column4)"
                : "(scope, section, depth, bucket) IN \(list)"
            for row in try session.rows(
                "DELETE FROM \(buckets) WHERE \(matching) RETURNING scope, section, depth, bucket, row_count",
                batch.flatMap { [.text($0.scope), .integer(Int64($0.section)), .integer(Int64($0.depth)), .blob($0.bucket)] })
            {
                let id = BucketID(
                    scope: row[0].text ?? "", section: Int(row[1].integer ?? 0), depth: Int(row[2].integer ?? 0), bucket: row[3].bytes ?? [])
                counts[id] = row[4].integer ?? 0
            }
        }
        var rows: [[SQLValue]] = []
        for id in ids {
            let count = (counts[id] ?? 0) + Int64(delta[id] ?? 0)
            if count > 0 {
                rows.append([.text(id.scope), .integer(Int64(id.section)), .integer(Int64(id.depth)), .blob(id.bucket), .integer(count)])
            }
        }
        try session.insert(into: buckets, columns: Self.bucketsColumnNames, rows)
    }

    /// The number of rows of collation section `section` of this handle's scope that sort
    /// before (key, sequence):
    /// the buckets before the key's at each depth (within its bucket one depth up), then the
    /// rows of its deepest bucket before it: a few rows of the buckets' index and one range of
    /// the keys table's order index no longer than the deepest bucket.
    func rank(_ session: any SQLSession, _ state: StoreState, section: Int, key: [UInt8], sequence: Int64) throws(SectionizeError) -> Int {
        // (An empty key's buckets are empty blobs. No bucket sorts before an empty one, so its
        // bucket terms are 0, and its last term counts the rows of the empty key with a lower
        // sequence: the tests' `emptySortKey`.)
        let buckets = Self.buckets(of: key).map { SQLValue.blob($0.bucket) }
        let rank = rankTerms(
            state.generation, section: .bound(.integer(Int64(section))), bucket: { .bound(buckets[$0]) }, key: .bound(.blob(key)),
            sequence: .bound(.integer(sequence)))
        return Int(try session.scalar("SELECT " + rank.terms.joined(separator: " + "), rank.values)?.integer ?? 0)
    }

    /// A row's section, bucket, sort key or sequence in ``rankTerms(_:section:bucket:key:sequence:)``:
    /// an SQL expression of the statement (a column), or a value bound in its place.
    enum RankOperand {
        /// An SQL expression the store wrote (never from input).
        case sql(String)
        /// A value, bound to a placeholder.
        case bound(SQLValue)
    }

    /// The terms whose sum is a row's rank in its section, from the buckets table (as
    /// ``rank(_:_:section:key:sequence:)``): the buckets before the row's at each depth
    /// (within its bucket one depth up), then the rows of its deepest bucket before it.
    ///
    /// - Parameters:
    ///   - g: The generation whose tables are read.
    ///   - section: The row's collation section.
    ///   - bucket: The row's bucket at the *d*th of ``bucketDepths``.
    ///   - key: The row's sort key.
    ///   - sequence: The row's sequence.
    /// - Returns: The terms, and the values of their placeholders in the order they appear
    ///   (each term's scope, and every bound operand where the term names it), so a caller
    ///   binds them as they are.
    func rankTerms(
        _ g: Int, section: RankOperand, bucket: (Int) -> RankOperand, key: RankOperand, sequence: RankOperand
    ) -> (terms: [String], values: [SQLValue]) {
        var values: [SQLValue] = []
        // The operand's text in the statement, its value appended when it is bound: called in
        // the order the placeholders are written.
        func place(_ operand: RankOperand) -> String {
            switch operand {
            case .sql(let expression): return expression
            case .bound(let value):
                values.append(value)
                return "?"
            }
        }
        func scope() -> String { place(.bound(.text(scopeKey))) }
        var terms: [String] = []
        var outer: RankOperand?
        for (d, depth) in Self.bucketDepths.enumerated() {
            var term = "(SELECT CAST(coalesce(sum(row_count), 0) AS bigint) FROM \(names.quotedBuckets(g)) WHERE scope = \(scope())"
            term += " AND section = \(place(section)) AND depth = \(depth)"
            if let outer { term += " AND bucket >= \(place(outer))" }
            term += " AND bucket < \(place(bucket(d))))"
            terms.append(term)
            outer = bucket(d)
        }
        var last = "(SELECT count(*) FROM \(names.quotedKeys(g)) WHERE scope = \(scope()) AND section = \(place(section))"
        if let outer { last += " AND sort_key >= \(place(outer))" }
        last += " AND (sort_key, seq) < (\(place(key)), \(place(sequence))))"
        terms.append(last)
        return (terms, values)
    }

    /// The ranks of many rows (as ``rank(_:_:section:key:sequence:)``), in one statement per
    /// batch: the rows are a `VALUES` list, so the database plans the statement once and an
    /// `apply` places its rows in a few round trips. On SQLite, in list order, a row that follows
    /// another of its section within ``gapLimit`` stored rows is ranked from that one (the
    /// rows from it up to this one: one short range of the order index); any other row from
    /// the buckets, by the same correlated subqueries as a rank alone. So a search's first
    /// matches, read in list order and often a few rows apart, cost a short range each
    /// rather than a rank from the buckets each (docs/store.md).
    func ranks(
        _ session: any SQLSession, _ state: StoreState, of rows: [(section: Int, key: [UInt8], sequence: Int64)]
    ) throws(SectionizeError) -> [Int] {
        let g = state.generation
        let keys = names.quotedKeys(g)
        let depths = Self.bucketDepths
        // PostgreSQL plans each statement as it comes, and there the statement with the short
        // ranges took longer to plan and run than the bucket sums alone (100,000 rows, a
        // query's 20 ranks: parse, bind and execute 2.1 ms against 1.35 ms in the server's
        // log), so there every row is ranked from the buckets.
        let fromPredecessor = session.dialect == .sqlite
        // v.column1: the row's ordinal; column2: its section; then its bucket at each depth,
        // its key and its sequence; on SQLite then 1 and its predecessor's key and sequence
        // when it is ranked from that row, else 0 (and its own key and sequence, not read).
        // (The scope, the same for every row, is bound once per subquery.)
        let column = { (n: Int) in "v.column\(n)" }
        let (key, sequence) = (column(3 + depths.count), column(4 + depths.count))
        let (follows, before, beforeSequence) = (column(5 + depths.count), column(6 + depths.count), column(7 + depths.count))
        let rank = rankTerms(g, section: .sql(column(2)), bucket: { .sql(column(3 + $0)) }, key: .sql(key), sequence: .sql(sequence))
        let gap =
            "(SELECT count(*) FROM (SELECT 1 FROM \(keys) AS r WHERE r.scope = ? AND r.section = v.column2"
            + " AND (r.sort_key, r.seq) >= (\(before), \(beforeSequence)) AND (r.sort_key, r.seq) < (\(key), \(sequence)) LIMIT \(Self.gapLimit)) AS g)"
        // The gap when the row follows another; its rank from the buckets when it does not,
        // or when the gap reaches the limit (counted again: at most `gapLimit` entries).
        let select =
            fromPredecessor
            ? """
            SELECT v.column1, CASE WHEN \(follows) = 1 THEN \(gap) END, \
            CASE WHEN \(follows) = 0 OR \(gap) >= \(Self.gapLimit) THEN \(rank.terms.joined(separator: " + ")) END
            """
            : "SELECT v.column1, NULL, \(rank.terms.joined(separator: " + "))"
        // The values bound before the rows: the gap's scope twice (SQLite), then the terms'.
        let leading = [SQLValue](repeating: .text(scopeKey), count: fromPredecessor ? 2 : 0) + rank.values
        // Each row's predecessor in list order (SQLite), when of its section.
        let order = fromPredecessor ? rows.indices.sorted { Self.precedes(rows[$0], rows[$1]) } : []
        var predecessor = [Int?](repeating: nil, count: rows.count)
        for (a, b) in zip(order, order.dropFirst()) where rows[a].section == rows[b].section {
            predecessor[b] = a
        }
        let columns = 4 + depths.count + (fromPredecessor ? 3 : 0)
        let tuple = "(" + sqlPlaceholders(columns) + ")"
        var ranked = [Int](repeating: 0, count: rows.count)
        var gapOf = [Int?](repeating: nil, count: rows.count)
        for batch in Array(rows.indices).sqlBatches(valuesEach: columns + 1) {  // (room for the scope values)
            var values = leading
            for k in batch {
                let row = rows[k]
                values += [.integer(Int64(k)), .integer(Int64(row.section))]
                values += Self.buckets(of: row.key).map { .blob($0.bucket) }
                values += [.blob(row.key), .integer(row.sequence)]
                if fromPredecessor {
                    let from = predecessor[k].map { rows[$0] } ?? row
                    values += [.integer(predecessor[k] == nil ? 0 : 1), .blob(from.key), .integer(from.sequence)]
                }
            }
            let list = Array(repeating: tuple, count: batch.count).joined(separator: ", ")
            for found in try session.rows("\(select) FROM (VALUES \(list)) AS v", values) {
                guard let k = found[0].integer.map(Int.init), rows.indices.contains(k) else { continue }
                if let n = found[1].integer, n < Self.gapLimit {
                    gapOf[k] = Int(n)
                } else {
                    ranked[k] = Int(found[2].integer ?? 0)
                }
            }
        }
        // Ranks from predecessors, in list order (each predecessor ranked before).
        for k in order { if let n = gapOf[k], let p = predecessor[k] { ranked[k] = ranked[p] + n } }
        return ranked
    }

    /// Whether one stored row comes before another in list order: by collation section, sort
    /// key and sequence (the order of the keys table's order index and of a search's matches).
    static func precedes(
        _ a: (section: Int, key: [UInt8], sequence: Int64), _ b: (section: Int, key: [UInt8], sequence: Int64)
    ) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
        return a.sequence < b.sequence
    }

    /// The most stored rows between two rows of a section that ``ranks(_:_:of:)`` counts to
    /// rank the second from the first; farther apart, it ranks it from the buckets. SQLite
    /// reads an entry of the order index in about 0.2 µs (13,347 entries in 2.9 ms at 1M
    /// rows); a rank from the buckets took about 47 µs (SQLite's profile of a search's 20 at
    /// 1M rows: 0.95 ms). Only SQLite ranks so.
    static let gapLimit = 32
}
