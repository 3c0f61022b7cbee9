import Foundation
import SectionizeInput
import SectionizeKit

/// The lookup table of a generation, `<table>__sectionize_lookup_<g>`: one row per lookup key
/// of a stored row (the key's bytes, its group within the name, the row's id), indexed on
/// (key, id) so that a query word is one range scan, and on id so that an edit replaces a
/// row's keys. Created with the generation's other tables, kept current in the transaction
/// that writes their rows, checked and dropped as they are.
extension StoreNames {
    /// The lookup keys of generation `g`.
    func lookupTable(_ g: Int) -> String { tableName + "__sectionize_lookup_\(g)" }
    func quotedLookup(_ g: Int) -> String { SQLIdentifier.qualified(sideSchema, lookupTable(g)) }
    /// The lookup table's indexes: by key (the range scans of a query) and by id (edits).
    func lookupIndexes(_ g: Int) -> [(name: String, columns: String)] {
        [(lookupTable(g) + "_key", "lookup_key, id"), (lookupTable(g) + "_id", "id")]
    }

    /// `CREATE INDEX` of one of the lookup table's indexes (SQLite names the index's schema,
    /// PostgreSQL the table's).
    func createLookupIndex(_ g: Int, name: String, columns: String) -> String {
        switch dialect {
        case .sqlite:
            return "CREATE INDEX \(SQLIdentifier.qualified(sideSchema, name)) ON \(SQLIdentifier.quoted(lookupTable(g))) (\(columns))"
        case .postgres:
            return "CREATE INDEX \(SQLIdentifier.quoted(name)) ON \(quotedLookup(g)) (\(columns))"
        }
    }
}

extension SectionStore {
    /// The lookup table's columns, as the catalog spells them.
    static func lookupColumns(_ d: SQLDialect) -> [String] {
        ["lookup_key \(d.blobType)", "grp \(d.integerType)", "id \(d.textType)"]
    }

    /// Lookup rows go in 400 at a time (1,200 bound values).
    static let lookupChunk = 400

    /// Creates generation `g`'s lookup table and writes the lookup keys of every row (a
    /// build's hook, in the build's transaction). A table or index already under one of its
    /// names is another's, and is refused (`storeNotOwned`) before anything is created.
    ///
    /// - Parameters:
    ///   - rows: Every stored row of the new generation: its id, its record, the reading that
    ///     placed it.
    static func writeLookup(
        _ session: any SQLSession, names: StoreNames, generation g: Int, keyer: StoreKeyer, database: StoreDatabase,
        rows: [(id: String, record: ContactRecord, reading: String?)]
    ) throws(SectionizeError) {
        let d = session.dialect
        for name in [names.lookupTable(g)] + names.lookupIndexes(g).map(\.name)
        where try session.tableFacts(name, schema: names.sideSchema) != nil {
            throw notOwned(name, database: database, why: "the store did not create it, and its next generation needs the name")
        }
        try session.execute(
            "CREATE TABLE \(names.quotedLookup(g)) (lookup_key \(d.blobType) NOT NULL, grp \(d.integerType) NOT NULL, id \(d.textType) NOT NULL)"
        )
        let style = keyer.style
        let keys = try StoredLookupKeys.keys(
            ofNames: rows.count, locale: keyer.collation.resolvedLocales[0], parallelism: ProcessInfo.processInfo.activeProcessorCount
        ) { i in (rows[i].record.sortText(style), rows[i].reading) }
        try insertLookupKeys(session, table: names.quotedLookup(g), keys.map { (rows[$0.name].id, $0.group, $0.key) })
        for index in names.lookupIndexes(g) { try session.execute(names.createLookupIndex(g, name: index.name, columns: index.columns)) }
        try session.execute("ANALYZE \(names.quotedLookup(g))")
    }

    /// Replaces the lookup keys of the rows an edit touched (an `apply` or `sync` hook, in its
    /// transaction): the keys of every id in `removing` go, the keys of each row in `adding` come.
    func replaceLookupKeys(
        _ session: any SQLSession, _ state: StoreState, removing: [String],
        adding: [(id: String, record: ContactRecord, reading: String?)]
    ) throws(SectionizeError) {
        let table = names.quotedLookup(state.generation)
        for id in removing { try session.execute("DELETE FROM \(table) WHERE id = ?", [.text(id)]) }
        var builder = try StoredLookupKeys(locale: keyer.collation.resolvedLocales[0])
        var keys: [(String, Int, [UInt8])] = []
        for row in adding {
            for (group, key) in builder.keys(of: row.record.sortText(keyer.style), reading: row.reading) { keys.append((row.id, group, key)) }
        }
        try Self.insertLookupKeys(session, table: table, keys)
    }

    static func insertLookupKeys(_ session: any SQLSession, table: String, _ keys: [(String, Int, [UInt8])]) throws(SectionizeError) {
        let insert = "INSERT INTO \(table) (lookup_key, grp, id) VALUES "
        for start in stride(from: 0, to: keys.count, by: lookupChunk) {
            let chunk = keys[start..<min(keys.count, start + lookupChunk)]
            var values: [SQLValue] = []
            values.reserveCapacity(chunk.count * 3)
            for (id, group, key) in chunk { values += [.blob(key), .integer(Int64(group)), .text(id)] }
            try session.execute(insert + Array(repeating: "(?, ?, ?)", count: chunk.count).joined(separator: ", "), values)
        }
    }
}
