import Foundation
import SectionizeInput
import SectionizeKit

/// Building: reading the user's table, keying every row, writing the store's tables.
extension SectionStore {
    /// One row of the user's table: its id, its record and the hash of its values.
    struct SourceRow {
        var id: String
        var record: ContactRecord
        var hash: Int64
    }

    /// Checks that the user's table and its columns exist.
    func checkSchema(_ session: any SQLSession) throws(SectionizeError) {
        guard let columns = try session.columns(ofTable: table.name) else {
            throw SectionizeError(.invalidOption, "\(database): no table \(table.name)")
        }
        for column in keyer.selectedColumns where !columns.contains(column) {
            let shown = columns.prefix(12).joined(separator: ", ")
            throw SectionizeError(
                .invalidOption, "\(database): table \(table.name) has no column \(column) (columns: \(shown)\(columns.count > 12 ? ", …" : ""))")
        }
    }

    /// The SELECT list of the user's columns (the id first), each read as text.
    var selectList: String {
        // Aliased, so that ORDER BY "id" means the table's column (PostgreSQL would take an
        // output column named id, the text, and order 10 before 9).
        keyer.selectedColumns.enumerated().map { k, column in
            "CAST(\(SQLIdentifier.quoted(column)) AS TEXT) AS c\(k)"
        }.joined(separator: ", ")
    }

    /// A source row from its selected values.
    func sourceRow(_ values: [SQLValue]) throws(SectionizeError) -> SourceRow {
        let texts = values.map { $0.text ?? "" }
        guard let id = values.first?.text, !id.isEmpty else {
            throw SectionizeError(.invalidData, "\(database): table \(table.name) has a row with an empty \(table.id)")
        }
        var record = keyer.record(texts)
        record.id = id
        return SourceRow(id: id, record: record, hash: StoreKeyer.sourceHash(Array(texts.dropFirst())))
    }

    /// Every row of the user's table, in id order (the order that decides among equal names).
    func readSourceRows(_ session: any SQLSession) throws(SectionizeError) -> [SourceRow] {
        try checkSchema(session)
        let rows = try session.rows(
            "SELECT \(selectList) FROM \(names.quotedTable) ORDER BY \(names.quotedTable).\(SQLIdentifier.quoted(table.id))", [])
        var result: [SourceRow] = []
        result.reserveCapacity(rows.count)
        var seen: [String: Int] = [:]
        seen.reserveCapacity(rows.count)
        for (n, values) in rows.enumerated() {
            let row = try sourceRow(values)
            if let first = seen.updateValue(n, forKey: row.id) {
                throw SectionizeError(
                    .invalidData, "\(database): \(table.name).\(table.id) is not unique: \"\(row.id)\" is in rows \(first + 1) and \(n + 1)")
            }
            result.append(row)
        }
        return result
    }

    /// The rows of the user's table with the given ids (absent ids are left out).
    func readSourceRows(_ session: any SQLSession, ids: [String]) throws(SectionizeError) -> [String: SourceRow] {
        var result: [String: SourceRow] = [:]
        let idColumn = SQLIdentifier.quoted(table.id)
        // Compared in the column's own type, so that the table's index on its id is used.
        var comparison = "\(idColumn) = ?"
        if session.dialect == .postgres {
            switch try session.columnType(ofTable: table.name, column: table.id) {
            case "integer", "bigint", "smallint": comparison = "\(idColumn) = CAST(? AS bigint)"
            case "text", "character varying": break
            default: comparison = "CAST(\(idColumn) AS TEXT) = ?"
            }
        }
        for id in ids {
            let rows = try session.rows("SELECT \(selectList) FROM \(names.quotedTable) WHERE \(comparison)", [.text(id)])
            if rows.count > 1 {
                throw SectionizeError(.invalidData, "\(database): \(table.name).\(table.id) is not unique: \"\(id)\" is in \(rows.count) rows")
            }
            if let values = rows.first { result[id] = try sourceRow(values) }
        }
        return result
    }

    /// Creates the store's tables if needed (within the caller's transaction).
    func createTables(_ session: any SQLSession) throws(SectionizeError) {
        let blob = session.dialect.blobType, integer = session.dialect.integerType
        try session.execute(
            """
            CREATE TABLE IF NOT EXISTS \(names.quotedKeys) (
              id TEXT PRIMARY KEY NOT NULL, section \(integer) NOT NULL, title TEXT NOT NULL,
              sort_key \(blob) NOT NULL, seq \(integer) NOT NULL, display TEXT NOT NULL, reading TEXT,
              source_hash \(integer) NOT NULL)
            """)
        try session.execute(
            "CREATE TABLE IF NOT EXISTS \(names.quotedSections) (section \(integer) PRIMARY KEY NOT NULL, title TEXT NOT NULL, row_count \(integer) NOT NULL)"
        )
        try session.execute("CREATE TABLE IF NOT EXISTS \(names.quotedStamp) (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
    }

    /// Keys every row of the user's table and replaces the store's tables, in one transaction.
    func writeAllKeys() throws(SectionizeError) -> Int {
        try backend.write { (session) throws(SectionizeError) -> Int in
            let sources = try readSourceRows(session)
            let list = try keyer.list(of: sources.map(\.record))
            let hashOf = Dictionary(uniqueKeysWithValues: sources.map { ($0.id, $0.hash) })
            try createTables(session)
            // Without the order index while the rows go in; made again at the end.
            try session.execute("DROP INDEX IF EXISTS \(names.quotedKeyIndex)")
            try session.execute("DELETE FROM \(names.quotedKeys)")
            let titles = keyer.collation.sectionTitles
            let style = keyer.style
            // Rows go in 200 at a time (one statement, 1,600 bound values: within SQLite's and
            // PostgreSQL's limits), which saves PostgreSQL most of its round trips.
            let columns = "INSERT INTO \(names.quotedKeys) (id, section, title, sort_key, seq, display, reading, source_hash) VALUES "
            let rows = list.storedRows
            for start in stride(from: 0, to: rows.count, by: 200) {
                let chunk = rows[start..<min(rows.count, start + 200)]
                var values: [SQLValue] = []
                values.reserveCapacity(chunk.count * 8)
                for row in chunk {
                    values += [
                        .text(row.id), .integer(Int64(row.section)), .text(titles[row.section]), .blob(row.key),
                        .integer(Int64(row.sequence)), .text(row.element.displayName(style)),
                        row.reading.map { .text($0) } ?? .null, .integer(hashOf[row.id] ?? 0),
                    ]
                }
                try session.execute(columns + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "), values)
            }
            try session.execute("CREATE INDEX \(names.quotedKeyIndex) ON \(names.quotedKeys) (section, sort_key, seq)")
            try writeCounts(session, counts: list.indexBar.sectionCounts)
            try writeStamp(session, nextSequence: Int64(sources.count))
            // Statistics for the planner (both databases allow it inside the transaction).
            try session.execute("ANALYZE \(names.quotedKeys)")
            return sources.count
        }
    }

    /// Replaces the per-section counts.
    func writeCounts(_ session: any SQLSession, counts: [Int]) throws(SectionizeError) {
        try session.execute("DELETE FROM \(names.quotedSections)")
        let titles = keyer.collation.sectionTitles
        for (s, count) in counts.enumerated() {
            try session.execute(
                "INSERT INTO \(names.quotedSections) (section, title, row_count) VALUES (?, ?, ?)",
                [.integer(Int64(s)), .text(titles[s]), .integer(Int64(count))])
        }
    }

    /// Writes the running stamp and the next sequence number.
    func writeStamp(_ session: any SQLSession, nextSequence: Int64) throws(SectionizeError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json: String
        do { json = String(decoding: try encoder.encode(keyer.stamp), as: UTF8.self) } catch {
            throw SectionizeError(.storeFailed, "cannot encode the stamp: \(error)")
        }
        try session.execute("DELETE FROM \(names.quotedStamp)")
        try session.execute("INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?)", [.text("stamp"), .text(json)])
        try session.execute(
            "INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?)", [.text("next_sequence"), .text(String(nextSequence))])
    }
}
