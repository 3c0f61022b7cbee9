import SectionizeKit

/// One value bound to a statement or read from a row: every value the store sends to a
/// database is bound, never spliced into SQL text.
enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as text (an integer id as its digits), `nil` for NULL or a blob.
    var text: String? {
        switch self {
        case .null, .blob: nil
        case .integer(let v): String(v)
        case .real(let v): String(v)
        case .text(let v): v
        }
    }

    /// The value as an integer, `nil` when it is not one.
    var integer: Int64? {
        if case .integer(let v) = self { return v }
        if case .text(let t) = self { return Int64(t) }
        return nil
    }

    /// The value's bytes, `nil` when it is not a blob.
    var bytes: [UInt8]? {
        if case .blob(let b) = self { return b }
        return nil
    }
}

/// The column types and catalog queries in which the two databases differ.
enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// The type of a sort-key column (byte order is collation order in both).
    var blobType: String { self == .sqlite ? "BLOB" : "bytea" }
    /// The type of an integer column.
    var integerType: String { self == .sqlite ? "INTEGER" : "bigint" }
    /// The type of a text column.
    var textType: String { self == .sqlite ? "TEXT" : "text" }

    /// The oldest version whose SQL every statement of the store runs on, as the database
    /// numbers its versions: SQLite's `sqlite3_libversion_number()` (3.35.0: `RETURNING`,
    /// `AS MATERIALIZED`; https://www.sqlite.org/changes.html) and PostgreSQL's
    /// `server_version_num` (12: `AS MATERIALIZED`; PostgreSQL 12 release notes).
    var minimumVersion: (number: Int, shown: String) {
        self == .sqlite ? (3_035_000, "3.35.0") : (120_000, "12")
    }

    /// Refuses a database older than ``minimumVersion`` before the store runs a statement
    /// on it, rather than failing later with a syntax error in the middle of a build.
    ///
    /// - Parameters:
    ///   - number: The version as the database numbers it.
    ///   - shown: The version as people write it (for the message).
    ///   - location: The database as messages name it.
    /// - Throws: `storeUnavailable` naming both versions.
    func requireVersion(_ number: Int, shown: String, location: String) throws(SectionizeError) {
        let minimum = minimumVersion
        guard number < minimum.number else { return }
        let database = self == .sqlite ? "SQLite library" : "PostgreSQL server"
        throw SectionizeError(
            .storeUnavailable,
            "\(location): the \(database) is version \(shown); the store needs \(minimum.shown) or later")
    }
}

/// A table as the catalog describes it: what the store checks before it reads or writes a
/// table it calls its own.
struct SQLTableFacts: Sendable, Hashable {
    /// Columns in order, each as `name type` (the type as the catalog spells it).
    var columns: [String]
    /// Why another role could run code or see rows through this table (PostgreSQL: another
    /// owner, triggers, rules, row-level policies); empty when nothing.
    var foreignObjects: [String]
    /// PostgreSQL: the table's oid when the check read the catalog, which a statement that
    /// holds the table's lock compares with the oid its name resolves to then
    /// (``SectionStore/identityRow``); `nil` on SQLite.
    var identity: Int64? = nil
}

/// Rows written in bulk into a table the same transaction created (a build's keys table):
/// `count` rows, each made on demand by `row`, which writes row `i`'s values, one per column
/// in order, into the buffer it is given (emptied before each row, so that no array is
/// allocated per row).
struct SQLBulkRows {
    /// The table's schema.
    var schema: String
    /// The table.
    var table: String
    /// The columns written, in order.
    var columns: [String]
    /// How many rows.
    var count: Int
    /// Writes row `i`'s values.
    var row: (_ i: Int, _ values: inout [SQLValue]) -> Void
}

/// The rows of a query as their cells' bytes, in one buffer: what a build reads the user's
/// table into (two arrays for any number of rows, instead of an array and a value per cell).
struct SQLRawRows: Sendable {
    /// The number of columns of each row.
    let columns: Int
    /// Every cell's bytes, back to back, row by row.
    private(set) var bytes: [UInt8] = []
    /// Where each cell's bytes end in ``bytes`` (a cell starts where the one before ends);
    /// `-1 - end` for NULL.
    private(set) var ends: [Int] = []

    /// No rows yet, of `columns` columns each.
    init(columns: Int) { self.columns = columns }

    /// The number of rows.
    var count: Int { columns == 0 ? 0 : ends.count / columns }

    /// Appends the next cell's bytes.
    mutating func append(_ cell: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: cell)
        ends.append(bytes.count)
    }

    /// Appends a NULL cell.
    mutating func appendNull() { ends.append(-1 - bytes.count) }

    /// Whether cell `column` of row `row` is NULL.
    func isNull(_ row: Int, _ column: Int) -> Bool { ends[row * columns + column] < 0 }

    /// The bytes of cell `column` of row `row` (empty for NULL).
    func withBytes<R>(_ row: Int, _ column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let k = row * columns + column
        let end = ends[k] < 0 ? -1 - ends[k] : ends[k]
        let start = k == 0 ? 0 : (ends[k - 1] < 0 ? -1 - ends[k - 1] : ends[k - 1])
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}

/// The most values one batched statement binds (``SQLSession/insert(into:columns:_:)``,
/// ``SQLSession/rows(batching:_:)``): SQLite's oldest limit on a statement's parameters (999),
/// well inside PostgreSQL's (65,535).
let sqlBatchValues = 999

/// `count` placeholders: `?, ?, …`.
func sqlPlaceholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }

extension Array {
    /// The elements in consecutive slices, each the items of one batched statement that binds
    /// `valuesEach` values per item and at most ``sqlBatchValues`` values in all (at least
    /// one item a slice).
    func sqlBatches(valuesEach: Int = 1) -> [ArraySlice<Element>] {
        let size = Swift.max(1, sqlBatchValues / Swift.max(1, valuesEach))
        return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}

/// A statement with `?` placeholders and the values bound to them.
struct SQLStatement: Sendable, Hashable {
    var sql: String
    var values: [SQLValue]
}

/// A connection inside one transaction: statements with `?` placeholders and bound values.
protocol SQLSession {
    /// The database's dialect.
    var dialect: SQLDialect { get }
    /// Runs a statement that returns no rows.
    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError)
    /// Runs a query and returns its rows.
    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]]
    /// Runs a query that runs often with other values (the catalog check and the stamp in
    /// every transaction, a one-word search), and returns its rows. SQLite: as ``rows(_:_:)``
    /// (every statement is kept compiled, GRDB's `cachedStatement`). PostgreSQL: prepared once
    /// per connection and kept (`PostgresStatementCache`), where ``rows(_:_:)`` parses each
    /// time.
    func preparedRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]]
    /// Runs a query as ``preparedRows(_:_:)`` and, where the database takes statements in a
    /// pipeline (PostgreSQL), sends `next` right behind it without waiting for either: a read
    /// the transaction expects to ask for through ``preparedRows(_:_:)`` later, with exactly
    /// that text and those values, whose answer is then already on its way. Asked for so, it
    /// is not sent again; asked for with other text or values, or not at all, its answer is
    /// dropped. The transaction's next statement waits for it, and fails with it when it
    /// failed (the server has then aborted the transaction). SQLite: runs the first only.
    func preparedRows(_ sql: String, _ values: [SQLValue], sendingAhead next: SQLStatement?) throws(SectionizeError) -> [[SQLValue]]
    /// The columns of a table (or view) in `schema`, or `nil` when there is no such table.
    func columns(ofTable table: String, schema: String) throws(SectionizeError) -> [String]?
    /// The catalog's facts about each of `tables` in `schema` that exists (as a table, a view
    /// or anything else the catalog lists under the name), by name, read in one query.
    func tableFacts(_ tables: [String], schema: String) throws(SectionizeError) -> [String: SQLTableFacts]
    /// Whether a column holds integers by its declared type (SQLite: INTEGER affinity,
    /// PostgreSQL: `smallint`, `integer`, `bigint`).
    func isIntegerColumn(table: String, schema: String, column: String) throws(SectionizeError) -> Bool
    /// Runs a query and hands each row to `body` as it is read, without keeping the rows
    /// (a build reads every row of the user's table this way).
    func forEachRow(_ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws(SectionizeError) -> Void) throws(SectionizeError)
    /// Runs a query and returns its rows as bytes: SQLite's cells as `sqlite3_column_blob`
    /// gives them, PostgreSQL's as the server sends them in the binary format (a `text`
    /// column's UTF-8 bytes as they are, never replaced), so select text or blobs.
    func rawRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> SQLRawRows
    /// Writes many rows into a table this transaction created, the fastest way the database
    /// takes them: SQLite runs one prepared single-row `INSERT` per row, bound through
    /// SQLite's own calls; PostgreSQL sends 10,000 rows a statement as binary column arrays
    /// (`INSERT … SELECT … FROM unnest(…)`), encoding the next chunk while the server
    /// inserts the one before.
    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError)
    /// Runs `body` with the settings of a bulk write (SQLite: a page cache large enough for a
    /// build's tables and indexes; PostgreSQL: `maintenance_work_mem` for its index builds),
    /// and restores them after (SQLite) or at the transaction's end (PostgreSQL).
    func withBulkSettings<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T
}

extension SQLSession {
    func execute(_ sql: String) throws(SectionizeError) { try execute(sql, []) }

    func preparedRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        try rows(sql, values)
    }

    func preparedRows(_ sql: String, _ values: [SQLValue], sendingAhead next: SQLStatement?) throws(SectionizeError) -> [[SQLValue]] {
        try preparedRows(sql, values)
    }

    /// The catalog's facts about one table in `schema`, or `nil` when there is none.
    func tableFacts(_ table: String, schema: String) throws(SectionizeError) -> SQLTableFacts? {
        try tableFacts([table], schema: schema)[table]
    }

    /// Inserts `rows` into `table` with multi-row `INSERT … VALUES (…), (…)` statements, each
    /// binding at most ``sqlBatchValues`` values: an `apply` writes a few hundred rows in a few
    /// statements (one round trip each on PostgreSQL), not one statement a row.
    ///
    /// - Parameters:
    ///   - table: The quoted table name.
    ///   - columns: The column names (plain identifiers), one value of each row per column.
    ///   - onConflict: What follows `ON CONFLICT` in each statement (an upsert's target and
    ///     action, written by the store, never from input), or `nil` for a plain insert.
    func insert(into table: String, columns: [String], _ rows: [[SQLValue]], onConflict: String? = nil) throws(SectionizeError) {
        let row = "(" + sqlPlaceholders(columns.count) + ")"
        for batch in rows.sqlBatches(valuesEach: columns.count) {
            try execute(
                "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
                    + Array(repeating: row, count: batch.count).joined(separator: ", ") + (onConflict.map { " ON CONFLICT " + $0 } ?? ""),
                batch.flatMap { $0 })
        }
    }

    /// Runs `sql(marks)` for `values` in batches of at most ``sqlBatchValues`` values, where
    /// `marks` is the batch's `?, ?, …` (for `… IN (marks)`), and returns every batch's rows.
    func rows(batching values: [SQLValue], _ sql: (String) -> String) throws(SectionizeError) -> [[SQLValue]] {
        var result: [[SQLValue]] = []
        for batch in values.sqlBatches() { result += try rows(sql(sqlPlaceholders(batch.count)), Array(batch)) }
        return result
    }

    /// Runs the statement `sql(marks)` for `values` in batches, as ``rows(batching:_:)``.
    func execute(batching values: [SQLValue], _ sql: (String) -> String) throws(SectionizeError) {
        for batch in values.sqlBatches() { try execute(sql(sqlPlaceholders(batch.count)), Array(batch)) }
    }

    /// Gathers the planner's statistics on one of the store's tables (both databases allow it
    /// inside a transaction). SQLite reads at most 1,000 rows of each index
    /// (`PRAGMA analysis_limit`, restored after), as PostgreSQL's `ANALYZE` reads a sample:
    /// the full scan of a 1M-row store's lookup table took 0.7 s of its build.
    ///
    /// - Parameter table: The quoted table name.
    func analyze(_ table: String) throws(SectionizeError) {
        guard dialect == .sqlite else { return try execute("ANALYZE \(table)") }
        let old = try scalar("PRAGMA analysis_limit")?.integer ?? 0
        try execute("PRAGMA analysis_limit = 1000")
        do { try execute("ANALYZE \(table)") } catch {
            try? execute("PRAGMA analysis_limit = \(old)")
            throw error
        }
        try execute("PRAGMA analysis_limit = \(old)")
    }

    /// The first column of the first row, or `nil`.
    func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SectionizeError) -> SQLValue? {
        try rows(sql, values).first?.first
    }
}

/// A database the store reads and writes: each call is one transaction.
protocol SQLBackend: Sendable {
    /// Where the database is, for messages (a path, or a URL without its password).
    var location: String { get }
    /// The database's dialect.
    var dialect: SQLDialect { get }
    /// The schema the user's unqualified table names are in (`main`, `current_schema()`).
    var defaultSchema: String { get }
    /// Runs `body` in a read transaction (a consistent snapshot), which writes nothing.
    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T
    /// Runs `body` in a write transaction: all of it is kept, or nothing. Write transactions
    /// of every process are serialized.
    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T
    /// Runs `body` in a write transaction that gives up waiting for a lock held by a reader
    /// after a short time (dropping a table readers still use): `false` then, and nothing written.
    func writeIfUnused(_ body: (any SQLSession) throws(SectionizeError) -> Void) throws(SectionizeError) -> Bool
    /// Marks the pages of tables a build has just written and committed as visible to every
    /// transaction, so that reads answer from their indexes alone: PostgreSQL runs `VACUUM`
    /// on them, outside any transaction (an index-only scan reads the heap row of every
    /// entry on a page its visibility map has not marked yet, and autovacuum may come a
    /// minute or more later); SQLite has no such map and does nothing.
    ///
    /// - Parameter tables: Schema-qualified, quoted names of tables the store owns.
    func vacuum(_ tables: [String]) throws(SectionizeError)
}

/// Table and column names: validated as plain identifiers and quoted, so no name can change
/// a statement's meaning.
enum SQLIdentifier {
    /// Whether `name` is a plain identifier: a letter or `_`, then letters, digits or `_`,
    /// at most 63 bytes (PostgreSQL's limit).
    static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 63 else { return false }
        func letter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        return letter(first) && bytes.allSatisfy { letter($0) || ($0 >= 48 && $0 <= 57) }
    }

    /// The name quoted (`"name"`); only valid identifiers are ever quoted.
    static func quoted(_ name: String) -> String { "\"\(name)\"" }

    /// A schema-qualified name (`"schema"."name"`), so that no object of another schema on a
    /// search path can stand in for it.
    static func qualified(_ schema: String, _ name: String) -> String { "\(quoted(schema)).\(quoted(name))" }
}
