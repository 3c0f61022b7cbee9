import Foundation
import SectionizeKit

/// What the stamp table says, read in the transaction that uses it.
struct StoreState {
    /// The store's id (a random UUID made by its first build).
    var storeID: String
    /// The generation of keys and counts tables the stamp names.
    var generation: Int
    /// The stamp as stored.
    var stampJSON: String
    var stamp: StoreStamp
    var nextSequence: Int64
    /// Old generations left for a later build to drop (readers held them).
    var retired: [Int]
    /// Whether change tracking is on (checked: its objects are all there and the store's).
    var tracking = false
    /// One scope's rows of the sections table (`section, row_count`), read in the statement
    /// that read the stamp when the caller asked for them (``SectionStore/currentState(_:allScopes:withIndex:)``).
    var sectionRows: (scope: String, rows: [[SQLValue]])? = nil
}

/// Ownership: a table with a name of the store's own is used only when it is provably the
/// store's (issue 28).
extension SectionStore {
    /// The version of the store's tables, written into every stamp table.
    static let schemaVersion = "sectionize-store 6"
    /// The scope column every side table starts with (one list: '').
    static func scopeColumn(_ d: SQLDialect) -> String { "scope \(d.textType)" }

    /// The schemas of earlier 0.7.0 builds, whose stores are stale (a build replaces them).
    static let previousSchemaVersions = ["sectionize-store 2", "sectionize-store 3", "sectionize-store 4", "sectionize-store 5"]

    /// The stamp table's columns, as the catalog spells them.
    static func stampColumns(_ d: SQLDialect) -> [String] { ["name \(d.textType)", "value \(d.textType)"] }
    /// The keys table's columns.
    static func keysColumns(_ d: SQLDialect) -> [String] {
        [
            scopeColumn(d), "id \(d.textType)", "section \(d.integerType)", "title \(d.textType)", "sort_key \(d.blobType)", "seq \(d.integerType)",
            "display \(d.textType)", "reading \(d.textType)", "source_hash \(d.integerType)",
        ]
    }
    /// The sections table's columns.
    static func sectionsColumns(_ d: SQLDialect) -> [String] {
        [scopeColumn(d), "section \(d.integerType)", "title \(d.textType)", "row_count \(d.integerType)"]
    }

    /// The schema row of the stamp: the version and every table's exact columns.
    static func schemaDescription(_ d: SQLDialect) -> String {
        "\(schemaVersion); stamp(\(stampColumns(d).joined(separator: ", "))); keys(\(keysColumns(d).joined(separator: ", "))); sections(\(sectionsColumns(d).joined(separator: ", "))); lookup(\(lookupColumns(d).joined(separator: ", "))); buckets(\(bucketsColumns(d).joined(separator: ", ")))"
    }

    /// Refuses a table that is not the store's: other columns, or objects that would run
    /// another role's code or hide rows.
    static func checkOwned(
        _ facts: SQLTableFacts, expected: [String], table: String, database: StoreDatabase
    ) throws(SectionizeError) {
        if !facts.foreignObjects.isEmpty {
            throw notOwned(table, database: database, why: facts.foreignObjects.joined(separator: "; "))
        }
        if facts.columns != expected {
            throw notOwned(
                table, database: database,
                why: "its columns are (\(facts.columns.joined(separator: ", "))), the store's are (\(expected.joined(separator: ", ")))")
        }
    }

    static func notOwned(_ table: String, database: StoreDatabase, why: String) -> SectionizeError {
        SectionizeError(
            .storeNotOwned,
            "\(database): table \(table) is not this store's own (\(why)): the store neither reads, writes nor clears it; rename it, or keep the store's tables in another schema (--schema)"
        )
    }

    /// The stamp table's state, or `nil` when there is no stamp table; every table it names
    /// is checked to be the store's.
    ///
    /// - Parameters:
    ///   - expected: The generation the stamp likely names: its tables' catalog entries are
    ///     read with the stamp table's, in one query (one round trip less on PostgreSQL for
    ///     each of them); another generation's are read after the stamp.
    ///   - planOnce: PostgreSQL: the statement that reads the stamp also sets
    ///     `plan_cache_mode` to `force_generic_plan` until the transaction ends, so that the
    ///     prepared statements after it are planned once for any values, not at each run for
    ///     theirs. Only for a transaction whose later statements have plans that do not
    ///     depend on their values (one-word searches: a word's range of the lookup index,
    ///     sorted; its unnamed statements would get plans for any values too).
    ///   - ahead: A read of the expected generation's tables that the transaction is likely
    ///     to run next, given that generation: sent right behind the stamp's statement
    ///     (``SQLSession/preparedRows(_:_:sendingAhead:)``) when every table of that generation
    ///     has passed the catalog check above; never otherwise.
    /// - Throws: `storeNotOwned` for a table that is not the store's, `storeStale` for an
    ///   unreadable stamp.
    static func readState(
        _ session: any SQLSession, names: StoreNames, database: StoreDatabase, expected: Int? = nil,
        known: (json: String, stamp: StoreStamp)? = nil, sectionsOf scope: String? = nil, planOnce: Bool = false,
        sendingAhead ahead: ((Int) -> SQLStatement)? = nil
    ) throws(SectionizeError) -> StoreState? {
        let d = session.dialect
        var facts = try session.tableFacts(
            [names.stampTable] + (expected.map { generationTables($0, names: names, d).map(\.name) } ?? []), schema: names.sideSchema)
        guard let stampFacts = facts[names.stampTable] else { return nil }
        try checkOwned(stampFacts, expected: stampColumns(d), table: names.stampTable, database: database)
        // With `scope`, the expected generation's sections table (checked here first, as the
        // stamp table above) is read in the same statement as the stamp: one round trip less
        // for every read on PostgreSQL. Its rows are kept only when the stamp names that
        // generation.
        var prefetch: (sql: String, values: [SQLValue])?
        if let scope, let expected, let sectionFacts = facts[names.sectionsTable(expected)] {
            try checkOwned(sectionFacts, expected: sectionsColumns(d), table: names.sectionsTable(expected), database: database)
            prefetch = (
                " UNION ALL SELECT NULL, NULL, section, row_count FROM \(names.quotedSections(expected)) WHERE scope = ?", [.text(scope)]
            )
        }
        var values: [String: String] = [:]
        var retired: [Int] = []
        var sectionRows: [[SQLValue]] = []
        // (A row of NULL name: skipped below.)
        let planning =
            planOnce && d == .postgres
            ? " UNION ALL SELECT NULL, pg_catalog.set_config('plan_cache_mode', 'force_generic_plan', true), NULL, NULL" : ""
        // `ahead`: a read of the expected generation's tables, sent on PostgreSQL right behind
        // the stamp's statement when every one of them has passed the check above (that
        // generation's tables as the store made them); the caller asks for it when the stamp
        // names that generation.
        // (PostgreSQL only: on SQLite nothing is sent ahead or named.)
        let expectedChecked =
            d == .postgres
            && expected.map { g in
                generationTables(g, names: names, d).allSatisfy({ table in
                    facts[table.name].map { (try? checkOwned($0, expected: table.columns, table: table.name, database: database)) != nil } ?? false
                })
            } ?? false
        var next: SQLStatement?
        if let ahead, let expected, expectedChecked { next = ahead(expected) }
        // The check read the catalog in its own snapshot; a table dropped since and another
        // object put under its name would be what a later statement reads. So on PostgreSQL
        // the stamp's statement also takes the lock of every table of the expected generation
        // (a branch of no rows from each), and names them as it resolves them then: the same
        // oids as the check's, or nothing read in this transaction is used (``identified``).
        var identity: (sql: String, values: [SQLValue], expected: String)?
        if let expected, expectedChecked {
            identity = identification([names.stampTable] + generationTables(expected, names: names, d).map(\.name), facts, names: names)
        }
        var resolved: String?
        for row in try session.preparedRows(
            "SELECT name, value, NULL, NULL FROM \(names.quotedStamp)" + (prefetch?.sql ?? "") + planning + (identity?.sql ?? ""),
            (prefetch?.values ?? []) + (identity?.values ?? []), sendingAhead: next)
        {
            if identity != nil && row[0].text == identityRow {
                resolved = row[1].text
                continue
            }
            if row[2] != .null {
                sectionRows.append([row[2], row[3]])
                continue
            }
            guard let name = row[0].text, let value = row[1].text else { continue }
            if name.hasPrefix("retired:"), let g = Int(name.dropFirst(8)) { retired.append(g) } else { values[name] = value }
        }
        if let identity { try identified(resolved, identity.expected, names: names, database: database) }
        guard let id = values["store_id"], UUID(uuidString: id) != nil else {
            throw notOwned(names.stampTable, database: database, why: "it has no store id: made by an older sectionize, or not a store at all")
        }
        guard values["schema"] == schemaDescription(d) else {
            // An earlier schema of the store's own ("sectionize-store 2": lookup rows without
            // their places, no buckets; "3": side tables without their scope column; "4": no
            // word-prefix counts in the buckets table; "5": no word indexes on the lookup
            // table): its keys are kept, and a build makes them current.
            if let schema = values["schema"], previousSchemaVersions.contains(where: { schema.hasPrefix($0 + ";") }) {
                throw SectionizeError(
                    .storeStale,
                    "\(database): the store of \(names.tableName) was built by an earlier sectionize (\(schema.prefix(18))): rebuild it (sectionize store build)"
                )
            }
            throw notOwned(names.stampTable, database: database, why: "its schema row is not this version's (\(schemaVersion))")
        }
        guard let generation = values["generation"].flatMap({ Int($0) }), let json = values["stamp"] else {
            throw SectionizeError(.storeStale, "\(database): the store of \(names.tableName) has no keys yet: run sectionize store build")
        }
        let stamp: StoreStamp
        if let known, known.json == json {
            // The same text the open decoded: the same stamp (decoding it again took about a
            // tenth of a search's CPU time in the client).
            stamp = known.stamp
        } else {
            do { stamp = try JSONDecoder().decode(StoreStamp.self, from: Data(json.utf8)) } catch {
                throw SectionizeError(.storeStale, "\(database): the stamp of \(names.tableName)'s store is unreadable (\(error)): rebuild it")
            }
        }
        let tables = generationTables(generation, names: names, d)
        if generation != expected { facts = try session.tableFacts(tables.map(\.name), schema: names.sideSchema) }
        for (table, columns) in tables {
            guard let tableFacts = facts[table] else {
                throw SectionizeError(.storeStale, "\(database): the store of \(names.tableName) lacks its table \(table): rebuild it")
            }
            try checkOwned(tableFacts, expected: columns, table: table, database: database)
        }
        if d == .postgres && (identity == nil || generation != expected) {
            // Checked after the stamp's statement: locked and named in a statement of their own.
            let check = identification([names.stampTable] + tables.map(\.name), facts.merging([names.stampTable: stampFacts]) { $1 }, names: names)
            let rows = try session.preparedRows("SELECT NULL, NULL, NULL, NULL WHERE false" + check.sql, check.values)
            try identified(rows.first { $0[0].text == identityRow }?[1].text, check.expected, names: names, database: database)
        }
        let tracking = values[trackingRow] != nil
        if tracking { try checkTracking(session, names: names, id: stamp.table.id, database: database) }
        return StoreState(
            storeID: id, generation: generation, stampJSON: json, stamp: stamp,
            nextSequence: values["next_sequence"].flatMap { Int64($0) } ?? 0, retired: retired.sorted(), tracking: tracking,
            sectionRows: prefetch != nil && generation == expected ? scope.map { ($0, sectionRows) } : nil)
    }

    /// The name of the row that names the oids a statement resolved the store's tables to
    /// (``identification(_:_:names:)``): no stamp row has a name with a space.
    static let identityRow = "sectionize oids"

    /// The branches that make a statement of four columns take the lock of each of `tables`
    /// (a branch of no rows from each: PostgreSQL locks every table a statement names, and
    /// keeps the lock to the transaction's end) and add the row ``identityRow`` with the
    /// oid each name resolves to while locked; and that row's value as the check's `facts`
    /// give it. A lock is taken and a name resolved without running anything the table's
    /// owner made.
    static func identification(
        _ tables: [String], _ facts: [String: SQLTableFacts], names: StoreNames
    ) -> (sql: String, values: [SQLValue], expected: String) {
        var sql = ""
        for table in tables { sql += " UNION ALL SELECT NULL, NULL, NULL, NULL FROM \(SQLIdentifier.qualified(names.sideSchema, table)) WHERE false" }
        let oids = tables.map { _ in "coalesce(CAST(CAST(pg_catalog.to_regclass(?) AS oid) AS text), '-')" }
        sql += " UNION ALL SELECT ?, pg_catalog.concat_ws(',', \(oids.joined(separator: ", "))), NULL, NULL"
        let values = [SQLValue.text(identityRow)] + tables.map { .text(SQLIdentifier.qualified(names.sideSchema, $0)) }
        return (sql, values, tables.map { facts[$0]?.identity.map(String.init) ?? "-" }.joined(separator: ","))
    }

    /// Throws `storeRetry` when a statement resolved the store's tables to other oids than
    /// the check found (``identification(_:_:names:)``): a table was replaced in between, and
    /// the transaction reads again (and its check then sees what is there now).
    static func identified(_ resolved: String?, _ expected: String, names: StoreNames, database: StoreDatabase) throws(SectionizeError) {
        guard resolved == expected else {
            throw SectionizeError(
                .storeRetry, "\(database): a table of \(names.tableName)'s store was replaced between its check and its read: read again")
        }
    }

    /// The tables of generation `g` and the columns each must have.
    static func generationTables(_ g: Int, names: StoreNames, _ d: SQLDialect) -> [(name: String, columns: [String])] {
        [
            (names.keysTable(g), keysColumns(d)), (names.sectionsTable(g), sectionsColumns(d)),
            (names.lookupTable(g), lookupColumns(d)), (names.bucketsTable(g), bucketsColumns(d)),
        ]
    }

    /// Refuses a handle without a scope value on a store of many lists, or with one on a
    /// store of one list (`invalidOption`): `allScopes` lets a handle without one through
    /// (``verify()`` checks every list then).
    func checkScope(allScopes: Bool = false) throws(SectionizeError) {
        let column = storedStamp.table.scope
        switch (column, scopeValue) {
        case (let column?, nil) where !allScopes:
            throw SectionizeError(
                .invalidOption, "the store of \(table.name) is scoped by \(column): give a scope value (--scope-value)")
        case (nil, _?):
            throw SectionizeError(
                .invalidOption, "the store of \(table.name) is one list (built without --scope): it takes no scope value (--scope-value)")
        case (_?, let value?) where value.isEmpty:
            throw SectionizeError(.invalidOption, "the scope value is empty: no row of \(table.name) has an empty scope")
        case (_?, let value?) where value.utf8.contains(0):
            // No row's scope holds one (a build refuses such a row; PostgreSQL's text cannot).
            throw SectionizeError(.invalidOption, "the scope value holds a NUL: no row of \(table.name) has such a scope")
        default: break
        }
    }

    /// This store's state in the caller's transaction: the same stamp it was opened with, or
    /// `storeChanged`; a handle's scope value is checked first (``checkScope(allScopes:)``).
    /// With `withIndex`, the handle's section counts are read in the same statement as the
    /// stamp, for a ``readIndex(_:_:)`` that follows in the same snapshot (a read transaction:
    /// a write's counts change under it).
    ///
    /// - Parameters:
    ///   - planOnce: PostgreSQL: the transaction's later prepared statements are planned once
    ///     for any values (``readState(_:names:database:expected:known:sectionsOf:planOnce:sendingAhead:)``).
    ///   - ahead: A read sent right behind the stamp's statement, for the opened generation
    ///     (``readState(_:names:database:expected:known:sectionsOf:planOnce:sendingAhead:)``).
    func currentState(
        _ session: any SQLSession, allScopes: Bool = false, withIndex: Bool = false, planOnce: Bool = false,
        sendingAhead ahead: ((Int) -> SQLStatement)? = nil
    ) throws(SectionizeError) -> StoreState {
        try checkScope(allScopes: allScopes)
        guard
            let state = try Self.readState(
                session, names: names, database: database, expected: openedGeneration, known: (stampJSON, storedStamp),
                sectionsOf: withIndex && !allScopes ? scopeKey : nil, planOnce: planOnce, sendingAhead: ahead)
        else {
            throw SectionizeError(.storeChanged, "\(database): the store of \(table.name) was removed since it was opened")
        }
        guard state.stampJSON == stampJSON else {
            throw SectionizeError(
                .storeChanged, "\(database): the store of \(table.name) was rebuilt with another configuration since it was opened: open it again")
        }
        return state
    }

    /// Drops the generations a build retired, each only when no reader holds it (PostgreSQL:
    /// within 200 ms); what is still in use stays for the next build.
    static func dropRetired(backend: any SQLBackend, database: StoreDatabase, names: StoreNames) {
        let d = backend.dialect
        // Best effort: the build has committed; what cannot be dropped now is tried again by
        // the next build (and a retired table that is no longer the store's is left alone).
        _ = try? backend.writeIfUnused { (session) throws(SectionizeError) in
            guard let state = try readState(session, names: names, database: database) else { return }
            for g in state.retired where g != state.generation {
                for (table, expected) in generationTables(g, names: names, d) {
                    if let facts = try session.tableFacts(table, schema: names.sideSchema) {
                        // A retired table of an earlier schema (its columns without the scope;
                        // schema 2's lookup table of three columns) is the store's too.
                        let earlier = [Array(expected.dropFirst())] + (table == names.lookupTable(g) ? [previousLookupColumns(d)] : [])
                        let previous = earlier.contains(facts.columns)
                        try checkOwned(facts, expected: previous ? facts.columns : expected, table: table, database: database)
                        try session.execute("DROP TABLE \(SQLIdentifier.qualified(names.sideSchema, table))")
                    }
                }
                try session.execute("DELETE FROM \(names.quotedStamp) WHERE name = ?", [.text("retired:\(g)")])
            }
        }
    }
}
