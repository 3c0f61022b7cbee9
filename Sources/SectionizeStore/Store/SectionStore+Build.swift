import Foundation
import SectionizeInput
import SectionizeKit

/// One row of the user's table: its id, its record and the hash of its values.
struct SourceRow {
    var id: String
    var record: ContactRecord
    var hash: Int64
    /// The list the row is in: its scope column's value as text ('' without a scope column).
    var scope: String = ""
}

/// The rows of the user's table as a build reads them (in id order, rows the `--invalid`
/// policy skips left out): row `i`'s id, record and hash of its values.
struct SourceRows {
    var ids: [String] = []
    /// Row `i`'s record; empty when read without records (``SourceReader/record(ofRow:in:)``
    /// makes one).
    var records: [ContactRecord] = []
    var hashes: [Int64] = []
    /// Row `i`'s scope ('' without a scope column).
    var scopes: [String] = []
    /// The rows as read, and the raw row of each kept row.
    var raw = SQLRawRows(columns: 0)
    var rawRows: [Int] = []
    var count: Int { ids.count }
}

/// What one piece of a parallel read made: its kept rows (with their row numbers in the
/// result), its issues, and the first row it failed on.
private struct SourcePiece: Sendable {
    var rows: [Int] = []
    var ids: [String] = []
    var records: [ContactRecord] = []
    var hashes: [Int64] = []
    var scopes: [String] = []
    var issues: [StoreIssue] = []
    var error: (row: Int, error: SectionizeError)?
}

/// Reads the user's table: the id and name columns of each row, as text, with names that
/// are not valid UTF-8 (or hold a NUL) handled by the `--invalid` policy.
struct SourceReader {
    let names: StoreNames
    let keyer: StoreKeyer
    let database: StoreDatabase
    let policy: InvalidInputPolicy
    var table: StoreTable { names.table }

    /// Checks that the user's table and its columns exist.
    func checkSchema(_ session: any SQLSession) throws(SectionizeError) {
        guard let columns = try session.columns(ofTable: names.tableName, schema: names.userSchema) else {
            throw SectionizeError(.invalidOption, "\(database): no table \(table.name)")
        }
        for column in keyer.selectedColumns where !columns.contains(column) {
            let shown = columns.prefix(12).joined(separator: ", ")
            throw SectionizeError(
                .invalidOption, "\(database): table \(table.name) has no column \(column) (columns: \(shown)\(columns.count > 12 ? ", …" : ""))")
        }
    }

    /// The SELECT list of the user's columns (the id first). SQLite's are read as their bytes
    /// (GRDB would decode text lossily, and a NUL would cut it); PostgreSQL's as text, whose
    /// bytes the session checks.
    func selectList(_ dialect: SQLDialect) -> String {
        // Aliased, so that ORDER BY "id" means the table's column (PostgreSQL would take an
        // output column named id, the text, and order 10 before 9).
        keyer.selectedColumns.enumerated().map { k, column in
            "CAST(\(SQLIdentifier.quoted(column)) AS \(dialect == .sqlite ? "BLOB" : "TEXT")) AS c\(k)"
        }.joined(separator: ", ")
    }

    /// A cell's text, or the problem with its bytes.
    static func text(_ value: SQLValue) -> (text: String, problem: InputIssue.Kind?) {
        switch value {
        case .null: return ("", nil)
        case .blob(let bytes): return bytes.withUnsafeBufferPointer { text(bytes: $0) }
        default:
            let text = value.text ?? ""
            guard text.utf8.contains(0) else { return (text, nil) }
            return (String(text.map { $0 == "\0" ? "\u{FFFD}" : $0 }), .nulByte)
        }
    }

    /// The text of a cell's bytes (U+FFFD for each invalid sequence and each NUL), and the
    /// problem with them.
    static func text(bytes: UnsafeBufferPointer<UInt8>) -> (text: String, problem: InputIssue.Kind?) {
        if let text = String(validating: bytes, as: UTF8.self) {
            guard bytes.contains(0) else { return (text, nil) }
            return (String(text.map { $0 == "\0" ? "\u{FFFD}" : $0 }), .nulByte)
        }
        let replaced = String(decoding: bytes, as: UTF8.self)
        return (String(replaced.map { $0 == "\0" ? "\u{FFFD}" : $0 }), .invalidUTF8)
    }

    /// A source row from its selected values, or `nil` when the policy skips it.
    func sourceRow(_ values: [SQLValue], issues: inout [StoreIssue]) throws(SectionizeError) -> SourceRow? {
        try sourceRow(
            texts: values.map(Self.text), idIsNull: values.first == .null,
            scopeIsNull: keyer.scopeColumn.map { values[$0] == .null } ?? false, issues: &issues)
    }

    /// A source row from its cells' texts and problems, or `nil` when the policy skips it.
    func sourceRow(
        texts cells: [(text: String, problem: InputIssue.Kind?)], idIsNull: Bool, scopeIsNull: Bool = false, issues: inout [StoreIssue]
    ) throws(SectionizeError) -> SourceRow? {
        guard let row = try checkedRow(cells, idIsNull: idIsNull, scopeIsNull: scopeIsNull, issues: &issues) else { return nil }
        return SourceRow(id: row.id, record: record(row.texts, id: row.id), hash: row.hash, scope: row.scope)
    }

    /// A row's record from its cells' texts.
    func record(_ texts: [String], id: String) -> ContactRecord {
        var record = keyer.record(texts)
        record.id = id
        return record
    }

    /// A row's id, texts and hash as the policy lets it through, or `nil` when the policy
    /// skips it (its issues reported either way).
    func checkedRow(
        _ cells: [(text: String, problem: InputIssue.Kind?)], idIsNull: Bool, scopeIsNull: Bool = false, issues: inout [StoreIssue]
    ) throws(SectionizeError) -> (id: String, texts: [String], hash: Int64, scope: String)? {
        let texts = cells.map(\.text)
        guard let id = texts.first, !idIsNull, !id.isEmpty else {
            throw SectionizeError(.invalidData, "\(database): table \(table.name) has a row with an empty \(table.id)")
        }
        var scope = ""
        if let c = keyer.scopeColumn, let column = table.scope {
            // A row's list is never guessed: a NULL or empty scope is refused as an empty id is,
            // and one that is not text (replacing it would merge two lists) too, unless skipped.
            guard !scopeIsNull, !texts[c].isEmpty else {
                throw SectionizeError(
                    .invalidData, "\(database): table \(table.name), row \(table.id) \(id): its scope \(column) is \(scopeIsNull ? "NULL" : "empty")")
            }
            if let problem = cells[c].problem, policy != .skip {
                throw SectionizeError(
                    .invalidData,
                    "\(database): table \(table.name), row \(table.id) \(id), scope column \(column): \(problem) (a scope is never replaced; --invalid skip leaves the row out)"
                )
            }
            scope = texts[c]
        }
        var problems: [(column: String, kind: InputIssue.Kind)] = []
        for (k, cell) in cells.enumerated() { if let problem = cell.problem { problems.append((keyer.selectedColumns[k], problem)) } }
        if let first = problems.first {
            switch policy {
            case .fail:
                throw SectionizeError(
                    .invalidData,
                    "\(database): table \(table.name), row \(table.id) \(id), column \(first.column): \(first.kind) (--invalid replace or skip to go on)"
                )
            case .replace:
                issues += problems.map { StoreIssue(id: id, column: $0.column, kind: $0.kind, action: .replaced) }
            case .skip:
                issues += problems.map { StoreIssue(id: id, column: $0.column, kind: $0.kind, action: .skipped) }
                return nil
            }
        }
        return (id, texts, StoreKeyer.sourceHash(Array(texts.dropFirst())), scope)
    }

    /// Every row of the user's table, in id order (the order that decides among equal names),
    /// as source rows.
    ///
    /// - Parameter scope: Read the rows of this list only (of a table of many lists).
    func readAll(_ session: any SQLSession, issues: inout [StoreIssue], scope: String? = nil) throws(SectionizeError) -> [SourceRow] {
        let rows = try readRows(session, issues: &issues, scope: scope)
        return rows.ids.indices.map { record(ofRow: $0, in: rows) }
    }

    /// The cells of raw row `n` as text, with their problems.
    static func cells(of raw: SQLRawRows, row n: Int) -> [(text: String, problem: InputIssue.Kind?)] {
        var cells: [(text: String, problem: InputIssue.Kind?)] = []
        cells.reserveCapacity(raw.columns)
        for c in 0..<raw.columns {
            cells.append(raw.isNull(n, c) ? ("", nil) : raw.withBytes(n, c) { SourceReader.text(bytes: $0) })
        }
        return cells
    }

    /// Row `i` with its record: the one read, or for rows read without records the one
    /// ``readRows(_:issues:records:)`` would have made (the policy's issues were reported by
    /// the read).
    func record(ofRow i: Int, in rows: SourceRows) -> SourceRow {
        let record =
            rows.records.isEmpty ? record(Self.cells(of: rows.raw, row: rows.rawRows[i]).map(\.text), id: rows.ids[i]) : rows.records[i]
        return SourceRow(id: rows.ids[i], record: record, hash: rows.hashes[i], scope: rows.scopes[i])
    }

    /// Every row of the user's table, in id order (the order that decides among equal names):
    /// read as bytes with one query, then made into records on all cores.
    ///
    /// - Parameters:
    ///   - records: Make every row's record; without, only ids and hashes (a sync compares
    ///     them, and makes records for the rows that changed with ``record(ofRow:in:)``).
    ///   - scope: Read the rows of this list only (of a table of many lists): the database
    ///     selects the rows whose scope column as text equals it (a column's collation may
    ///     let more rows equal it, never fewer), and only rows whose scope is exactly it are
    ///     kept.
    /// - Throws: `invalidData` for the first row (in id order) with an empty id, a repeated
    ///   id, or a name the `--invalid fail` policy refuses; as the database fails.
    func readRows(
        _ session: any SQLSession, issues: inout [StoreIssue], records: Bool = true, scope: String? = nil
    ) throws(SectionizeError) -> SourceRows {
        try checkSchema(session)
        var filter = ""
        var bound: [SQLValue] = []
        if let scope, let column = table.scope {
            filter = " WHERE CAST(\(names.quotedTable).\(SQLIdentifier.quoted(column)) AS TEXT) = ?"
            bound = [.text(scope)]
        }
        let raw = try session.rawRows(
            "SELECT \(selectList(session.dialect)) FROM \(names.quotedTable)\(filter) ORDER BY \(names.quotedTable).\(SQLIdentifier.quoted(table.id))",
            bound)
        let count = raw.count
        let pieces = max(1, min(count / 4096, ProcessInfo.processInfo.activeProcessorCount * 4))
        let results = JobResults<SourcePiece>(count: pieces)
        let reader = self
        DispatchQueue.concurrentPerform(iterations: pieces) { piece in
            var out = SourcePiece()
            for n in (count * piece / pieces)..<(count * (piece + 1) / pieces) {
                let cells = SourceReader.cells(of: raw, row: n)
                do throws(SectionizeError) {
                    let scopeIsNull = reader.keyer.scopeColumn.map { raw.isNull(n, $0) } ?? false
                    guard let row = try reader.checkedRow(cells, idIsNull: raw.isNull(n, 0), scopeIsNull: scopeIsNull, issues: &out.issues)
                    else { continue }
                    out.rows.append(n)
                    out.ids.append(row.id)
                    if records { out.records.append(reader.record(row.texts, id: row.id)) }
                    out.hashes.append(row.hash)
                    out.scopes.append(row.scope)
                } catch {
                    out.error = (n, error)
                    break
                }
            }
            results[piece] = out
        }
        let parts = (0..<pieces).map { results.take($0) ?? SourcePiece() }
        var result = SourceRows()
        let kept = parts.reduce(0) { $0 + $1.ids.count }
        result.ids.reserveCapacity(kept)
        result.records.reserveCapacity(kept)
        result.hashes.reserveCapacity(kept)
        result.scopes.reserveCapacity(kept)
        var rowNumbers: [Int] = []
        rowNumbers.reserveCapacity(kept)
        var failure: (row: Int, error: SectionizeError)?
        for part in parts {
            result.ids += part.ids
            result.records += part.records
            result.hashes += part.hashes
            result.scopes += part.scopes
            rowNumbers += part.rows
            issues += part.issues
            if let error = part.error {
                failure = error
                break
            }
        }
        if !records { (result.raw, result.rawRows) = (raw, rowNumbers) }
        // Ids must be unique: the first repeat before the first failed row is the error.
        var seen = Set<String>(minimumCapacity: result.ids.count)
        for (k, id) in result.ids.enumerated() where !seen.insert(id).inserted {
            let first = rowNumbers[result.ids.firstIndex(of: id)!]
            throw SectionizeError(
                .invalidData, "\(database): \(table.name).\(table.id) is not unique: \"\(id)\" is in rows \(first + 1) and \(rowNumbers[k] + 1)")
        }
        if let failure { throw failure.error }
        return result
    }

    /// The most ids one statement of ``read(_:ids:issues:)`` asks for: a tracked sync's
    /// change rows (at most ``SectionStore/trackedSyncLimit`` ids) in one statement, so in the
    /// table's id order.
    static let idsPerRead = 10_000

    /// The rows of the user's table with the given ids, each statement asking for up to
    /// ``idsPerRead`` of them and returning its rows in the table's id order (so up to that
    /// many ids come back in id order). Absent ids, rows the policy skips, and rows whose id
    /// is not one asked for as text (SQLite's integer column matches `'07'` as 7) are left out.
    ///
    /// - Throws: `invalidData` when an id is in several rows or the policy refuses a name; as
    ///   the database fails.
    func read(_ session: any SQLSession, ids: [String], issues: inout [StoreIssue]) throws(SectionizeError) -> [SourceRow] {
        let idColumn = "\(names.quotedTable).\(SQLIdentifier.quoted(table.id))"
        // Compared in the column's own type, so that the table's index on its id is used.
        var compared = idColumn
        var mark = "?"
        var bound = ids
        if session.dialect == .postgres, !ids.isEmpty {
            if try session.isIntegerColumn(table: names.tableName, schema: names.userSchema, column: table.id) {
                mark = "CAST(? AS bigint)"
                bound = ids.filter { Int64($0) != nil }
            } else {
                compared = "CAST(\(idColumn) AS TEXT)"
            }
        }
        let asked = Set(ids)
        var seen = Set<String>()
        var result: [SourceRow] = []
        for start in stride(from: 0, to: bound.count, by: Self.idsPerRead) {
            let batch = bound[start..<min(bound.count, start + Self.idsPerRead)]
            let marks = Array(repeating: mark, count: batch.count).joined(separator: ", ")
            for values in try session.rows(
                "SELECT \(selectList(session.dialect)) FROM \(names.quotedTable) WHERE \(compared) IN (\(marks)) ORDER BY \(idColumn)",
                batch.map { .text($0) })
            {
                let id = values.first.map { Self.text($0).text } ?? ""
                guard asked.contains(id) else { continue }
                guard seen.insert(id).inserted else {
                    throw SectionizeError(.invalidData, "\(database): \(table.name).\(table.id) is not unique: \"\(id)\" is in several rows")
                }
                if let row = try sourceRow(values, issues: &issues) { result.append(row) }
            }
        }
        return result
    }
}

/// Building: reading the user's table, keying every row, writing a new generation of the
/// store's tables and switching the stamp to it.
extension SectionStore {
    /// The reader of this store's source table.
    var source: SourceReader { SourceReader(names: names, keyer: keyer, database: database, policy: options.invalid) }

    /// What a build wrote.
    struct Written {
        var count: Int
        var stamp: StoreStamp
        var json: String
        var issues: [StoreIssue]
        /// The generation the stamp names.
        var generation: Int
        /// Whether change tracking is on.
        var tracking = false
    }

    /// The stamp as stored: JSON with sorted keys.
    static func encode(_ stamp: StoreStamp) throws(SectionizeError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { return String(decoding: try encoder.encode(stamp), as: UTF8.self) } catch {
            throw SectionizeError(.storeFailed, "cannot encode the stamp: \(error)")
        }
    }

    /// Keys every row of the user's table into a new generation of the store's tables and
    /// switches the stamp to it, in one transaction; the old generation is retired.
    static func writeAllKeys(
        backend: any SQLBackend, database: StoreDatabase, names: StoreNames, keyer: StoreKeyer, options: StoreOptions
    ) throws(SectionizeError) -> Written {
        try backend.write { (session) throws(SectionizeError) -> Written in
            let d = session.dialect
            // 1. Every table with the store's names must be the store's before anything is written.
            let state = try readStateForBuild(session, names: names, database: database)
            // Change tracking installed (or completed) before the read, and the change rows it
            // covers noted: those are deleted at the end, later ones stay for the next sync.
            let tracking = options.trackChanges || state?.tracking == true
            var consumed: [Int64] = []
            if tracking {
                try installTracking(session, names: names, database: database, on: state?.tracking == true)
                consumed = try readChanges(session, names: names).map(\.seq)
            }
            var issues: [StoreIssue] = []
            let reader = SourceReader(names: names, keyer: keyer, database: database, policy: options.invalid)
            let sources = try reader.readRows(session, issues: &issues)
            let keys = KeyedRows(sources, keyer: keyer)
            // The lookup keys and bucket counts come from the rows alone: computed on the other
            // cores while the database writes the keys table.
            let lookup = BackgroundValue { () throws(SectionizeError) in try PreparedLookup(keys.lookupRows, keyer: keyer) }
            var stamp = keyer.stamp
            stamp.idIsInteger = try session.isIntegerColumn(table: names.tableName, schema: names.userSchema, column: keyer.stamp.table.id)
            stamp.invalid = options.invalid
            let json = try encode(stamp)
            // 2. A new generation, under names no table has: one there that is not registered
            // as the store's is another's, and is refused.
            if state == nil {
                try session.execute("CREATE TABLE \(names.quotedStamp) (name \(d.textType) PRIMARY KEY NOT NULL, value \(d.textType) NOT NULL)")
                try session.execute(
                    "INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?), (?, ?)",
                    [.text("store_id"), .text(UUID().uuidString.lowercased()), .text("schema"), .text(schemaDescription(d))])
            }
            let g = names.nextGeneration(after: state?.generation, retired: state?.retired ?? [])
            for table in names.generationObjects(g) where try session.tableFacts(table, schema: names.sideSchema) != nil {
                throw notOwned(table, database: database, why: "the store did not create it, and its next generation needs the name")
            }
            // The keys table gets its indexes after its rows, its unique id index too (SQLite:
            // a unique index; PostgreSQL: the primary key): an index built from sorted rows
            // costs a fraction of one kept up row by row (rows arrive in list order, not id
            // order; 0.5 s of a 1M SQLite build).
            try session.execute(
                """
                CREATE TABLE \(names.quotedKeys(g)) (
                  scope \(d.textType) NOT NULL, id \(d.textType) NOT NULL, section \(d.integerType) NOT NULL, title \(d.textType) NOT NULL,
                  sort_key \(d.blobType) NOT NULL, seq \(d.integerType) NOT NULL, display \(d.textType) NOT NULL, reading \(d.textType),
                  source_hash \(d.integerType) NOT NULL)
                """)
            try session.execute(
                "CREATE TABLE \(names.quotedSections(g)) (scope \(d.textType) NOT NULL, section \(d.integerType) NOT NULL, title \(d.textType) NOT NULL, row_count \(d.integerType) NOT NULL, PRIMARY KEY (scope, section))"
            )
            try session.withBulkSettings { () throws(SectionizeError) in
                try session.bulkInsert(keys.bulkRows(schema: names.sideSchema, table: names.keysTable(g)))
                try session.execute(names.createKeyIDIndex(g))
                try session.execute(names.createKeyIndex(g))
                let prepared = try lookup.value()
                try writeLookup(session, names: names, generation: g, lookup: prepared)
            }
            // Rows per scope and section (one list: every section; many: those with rows).
            let titles = keyer.collation.sectionTitles
            let counts = keys.scopeSectionCounts
            try session.bulkInsert(
                SQLBulkRows(
                    schema: names.sideSchema, table: names.sectionsTable(g), columns: ["scope", "section", "title", "row_count"],
                    count: counts.count
                ) { k, values in
                    let entry = counts[k]
                    values += [.text(entry.scope), .integer(Int64(entry.section)), .text(titles[entry.section]), .integer(Int64(entry.count))]
                })
            // Statistics for the planner (both databases allow it inside the transaction).
            try session.analyze(names.quotedKeys(g))
            // 3. The switch: the stamp names the new generation; the old one is retired.
            try session.execute(
                "DELETE FROM \(names.quotedStamp) WHERE name IN (?, ?, ?)", [.text("generation"), .text("stamp"), .text("next_sequence")])
            try session.execute(
                "INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?), (?, ?), (?, ?)",
                [
                    .text("generation"), .text(String(g)), .text("stamp"), .text(json), .text("next_sequence"),
                    .text(String(sources.count)),
                ])
            if let old = state?.generation {
                try session.execute("INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?)", [.text("retired:\(old)"), .text("")])
            }
            if tracking {
                try deleteChanges(session, names: names, seqs: consumed)
                if state?.tracking != true {
                    try session.execute("INSERT INTO \(names.quotedStamp) (name, value) VALUES (?, ?)", [.text(trackingRow), .text("on")])
                }
            }
            return Written(count: sources.count, stamp: stamp, json: json, issues: issues, generation: g, tracking: tracking)
        }
    }

    /// What a build needs of the state before it: whether the stamp table exists, the
    /// current generation, the retired ones.
    struct BuildState {
        var generation: Int?
        var retired: [Int]
        /// Whether the stamp says change tracking is on (whole or not).
        var tracking = false
    }

    /// The state before a build: `nil` for a first build (no stamp table). A stamp table
    /// that is the store's but whose keys are missing or unreadable gets a fresh generation.
    static func readStateForBuild(_ session: any SQLSession, names: StoreNames, database: StoreDatabase) throws(SectionizeError) -> BuildState? {
        do {
            guard let state = try readState(session, names: names, database: database) else { return nil }
            return BuildState(generation: state.generation, retired: state.retired, tracking: state.tracking)
        } catch  where error.code == .storeStale {
            // readState checked the stamp table itself before it found the keys wanting.
            let rows = try session.rows("SELECT name, value FROM \(names.quotedStamp)", [])
            let keys = rows.compactMap { $0[0].text }
            let generation = rows.first { $0[0].text == "generation" }.flatMap { $0[1].text }.flatMap { Int($0) }
            return BuildState(
                generation: generation, retired: keys.compactMap { $0.hasPrefix("retired:") ? Int($0.dropFirst(8)) : nil },
                tracking: keys.contains(trackingRow))
        }
    }
}
