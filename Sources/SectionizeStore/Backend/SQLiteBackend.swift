#if SQLite
import Foundation
import GRDB
import GRDBSQLite
import SectionizeInput
import SectionizeKit

/// SQLite through GRDB: one connection per use, never a pool (a `DatabasePool` switches the
/// file to WAL). Reads use a read-only connection (`SQLITE_OPEN_READONLY`): no header
/// change, no journal-mode change, no journal file, and a read-only file in a read-only
/// folder can be read (a write another process left half-done, a hot journal, is first rolled
/// back through a writable connection, as any SQLite client does). Writes use a second,
/// writable connection, opened on the first write;
/// each write is one `BEGIN IMMEDIATE` transaction, so writers of every process serialize on
/// SQLite's write lock. The journal mode stays the user's.
final class SQLiteBackend: SQLBackend, @unchecked Sendable {
    // `Sendable` notes: `reader` is a GRDB `DatabaseQueue` (`Sendable`, it serializes its
    // uses); `writer` is set once under `lock`; the other properties are immutable.
    let location: String
    let defaultSchema = "main"
    let dialect = SQLDialect.sqlite
    private let path: String
    private let configuration: Configuration
    private let reader: DatabaseQueue
    private let lock = NSLock()
    private var writer: DatabaseQueue?

    /// SQLite's file header: the first 16 bytes of every database file
    /// (https://www.sqlite.org/fileformat.html, "The Database Header").
    static let header = Array("SQLite format 3".utf8) + [0]

    /// Opens an existing database file: for reading only, or (`writable`) also for writing.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - writable: Whether the first connection is opened for writing (a build).
    ///   - busyTimeout: Seconds to wait for another connection's lock.
    /// - Throws: `SectionizeError` with code `fileNotFound` when there is no such file,
    ///   `storeUnavailable` when the SQLite library is older than the store's statements need
    ///   (``SQLDialect/minimumVersion``), when the file is empty or not a SQLite database
    ///   (checked by its header before SQLite opens it, which then leaves it as it was) or
    ///   cannot be opened.
    init(path: String, writable: Bool, busyTimeout: Double) throws(SectionizeError) {
        location = path
        self.path = path
        let version = Int(sqlite3_libversion_number())
        try SQLDialect.sqlite.requireVersion(version, shown: String(cString: sqlite3_libversion()), location: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SectionizeError(.fileNotFound, "\(path): no such database file")
        }
        guard !isDirectory.boolValue else { throw SectionizeError(.isDirectory, "\(path): is a directory, not a database file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SectionizeError(.storeUnavailable, "\(path): cannot open the file for reading (permission denied?)")
        }
        let first = (try? handle.read(upToCount: 16)) ?? nil
        try? handle.close()
        guard let first, !first.isEmpty else {
            throw SectionizeError(.storeUnavailable, "\(path): the file is empty, not a SQLite database (left as it was)")
        }
        guard [UInt8](first) == Self.header else {
            throw SectionizeError(.storeUnavailable, "\(path): not a SQLite database (its first bytes are not SQLite's header; left as it was)")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(max(0, busyTimeout))
        configuration.label = "sectionize-store"
        configuration.journalMode = .default
        // A write (an `apply`, a tracked sync) changes pages all over the keys, lookup and
        // buckets indexes: with the 2 MB default, the dirty pages overflow the cache and are
        // spilled to the file in the middle of the transaction, each spill after a sync of
        // the journal. Up to 64 MiB for the write connection too (allocated only as pages
        // are used; a build raises it further, `withBulkSettings`).
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -65536") }
        self.configuration = configuration
        var readOnly = configuration
        readOnly.readonly = true
        // Reads (a search above all) jump around the lookup and keys indexes: the same cache
        // keeps them out of the 2 MB default's churn of pread calls.
        do {
            reader = try DatabaseQueue(path: path, configuration: readOnly)
        } catch  where Self.isHotJournal(error) {
            try Self.rollBackHotJournal(path: path, configuration: configuration)
            do { reader = try DatabaseQueue(path: path, configuration: readOnly) } catch {
                throw Self.openError(error, path: path, what: "")
            }
        } catch {
            throw Self.openError(error, path: path, what: "")
        }
        if writable { _ = try writerQueue() }
    }

    /// Whether SQLite refused a read-only connection because the file has a hot rollback
    /// journal (`SQLITE_READONLY_ROLLBACK`, 776: a process stopped in the middle of a write,
    /// and only a writable connection may roll it back; https://www.sqlite.org/rescode.html).
    static func isHotJournal(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.extendedResultCode.rawValue == 776
    }

    /// Rolls back the write a stopped process left in the file, as any SQLite client does
    /// when it opens the file for writing and reads it; the read-only connection then reads
    /// the file as it was before that write.
    ///
    /// - Throws: `storeUnavailable` when the file cannot be opened for writing (a read-only
    ///   file or folder), naming the journal.
    static func rollBackHotJournal(path: String, configuration: Configuration) throws(SectionizeError) {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.inDatabase { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            try queue.close()
        } catch {
            let mapped = Self.error(error, location: path)
            if mapped.code == .storeBusy { throw mapped }
            throw SectionizeError(
                .storeUnavailable,
                "\(path): a process stopped in the middle of writing it (its rollback journal \(path)-journal is left), and only a connection that may write the file can roll that back: \(message(of: error))"
            )
        }
    }

    /// The writable connection, opened on first use.
    private func writerQueue() throws(SectionizeError) -> DatabaseQueue {
        lock.lock()
        defer { lock.unlock() }
        if let writer { return writer }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            writer = queue
            return queue
        } catch {
            throw Self.openError(error, path: path, what: " for writing")
        }
    }

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        do {
            return try transaction(reader, "BEGIN DEFERRED", body)
        } catch  where error.code == .storeHotJournal {
            // Another process stopped in the middle of a write since this store was opened.
            try Self.rollBackHotJournal(path: path, configuration: configuration)
            do {
                return try transaction(reader, "BEGIN DEFERRED", body)
            } catch  where error.code == .storeHotJournal {
                throw SectionizeError(.storeUnavailable, "\(location): its rollback journal is still hot after a rollback (another process writing?)")
            }
        }
    }

    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        try transaction(try writerQueue(), "BEGIN IMMEDIATE", body)
    }

    func writeIfUnused(_ body: (any SQLSession) throws(SectionizeError) -> Void) throws(SectionizeError) -> Bool {
        // SQLite drops tables in the build's own transaction: readers keep their snapshot.
        try write(body)
        return true
    }

    func vacuum(_ tables: [String]) throws(SectionizeError) {}

    private func transaction<T>(
        _ queue: DatabaseQueue, _ begin: String, _ body: (any SQLSession) throws(SectionizeError) -> T
    ) throws(SectionizeError) -> T {
        do {
            return try queue.inDatabase { db in
                try db.execute(sql: begin)
                do {
                    let result = try Self.bridge { () throws(SectionizeError) in try body(SQLiteSession(db: db, location: location)) }
                    try db.execute(sql: "COMMIT")
                    return result
                } catch {
                    if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                    throw error
                }
            }
        } catch let error as SectionizeError {
            throw error
        } catch {
            throw Self.error(error, location: location)
        }
    }

    private static func bridge<T>(_ body: () throws(SectionizeError) -> T) throws -> T { try body() }

    /// A GRDB error as the store reports it: a lock held past the busy timeout is
    /// `storeBusy`, anything else `storeFailed`.
    static func error(_ error: any Error, location: String) -> SectionizeError {
        if isHotJournal(error) { return SectionizeError(.storeHotJournal, "\(location): \(message(of: error))") }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            return SectionizeError(
                .storeBusy, "\(location): the database is locked by another connection (still locked after the busy timeout)")
        }
        return SectionizeError(.storeFailed, "\(location): \(message(of: error))")
    }

    /// An error of opening (GRDB reads the schema as it opens): a lock is `storeBusy`.
    static func openError(_ error: any Error, path: String, what: String) -> SectionizeError {
        let mapped = Self.error(error, location: path)
        if mapped.code == .storeBusy { return mapped }
        return SectionizeError(.storeUnavailable, "\(path): cannot open the SQLite database\(what): \(message(of: error))")
    }

    /// SQLite's message without GRDB's decoration.
    static func message(of error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}

/// One GRDB connection inside a transaction.
struct SQLiteSession: SQLSession {
    let db: Database
    let location: String
    var dialect: SQLDialect { .sqlite }

    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) {
        do {
            let statement = try db.cachedStatement(sql: sql)
            try statement.execute(arguments: StatementArguments(values.map(Self.databaseValue)))
        } catch {
            throw SQLiteBackend.error(error, location: location)
        }
    }

    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        do {
            let statement = try db.cachedStatement(sql: sql)
            let rows = try Row.fetchAll(statement, arguments: StatementArguments(values.map(Self.databaseValue)))
            return rows.map { row in row.databaseValues.map(Self.value) }
        } catch {
            throw SQLiteBackend.error(error, location: location)
        }
    }

    func forEachRow(
        _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws(SectionizeError) -> Void
    ) throws(SectionizeError) {
        let cursor: RowCursor
        do {
            cursor = try Row.fetchCursor(db.makeStatement(sql: sql), arguments: StatementArguments(values.map(Self.databaseValue)))
        } catch {
            throw SQLiteBackend.error(error, location: location)
        }
        while true {
            let row: Row?
            do { row = try cursor.next() } catch { throw SQLiteBackend.error(error, location: location) }
            guard let row else { return }
            try body(row.databaseValues.map(Self.value))
        }
    }

    func rawRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> SQLRawRows {
        // SQLite's own calls on GRDB's statement: each cell's bytes are copied once, straight
        // from SQLite's row into the result (GRDB's rows would make a value, a `Data` and an
        // array of each cell).
        do {
            let statement = try db.makeStatement(sql: sql)
            try statement.setArguments(StatementArguments(values.map(Self.databaseValue)))
            let handle = statement.sqliteStatement
            let columns = Int(sqlite3_column_count(handle))
            var rows = SQLRawRows(columns: columns)
            defer { sqlite3_reset(handle) }
            while true {
                let code = sqlite3_step(handle)
                if code == SQLITE_DONE { return rows }
                guard code == SQLITE_ROW else { throw lastError(code) }
                for c in 0..<Int32(columns) {
                    if sqlite3_column_type(handle, c) == SQLITE_NULL {
                        rows.appendNull()
                    } else {
                        // sqlite3_column_blob before sqlite3_column_bytes, as SQLite's documentation asks.
                        let start = sqlite3_column_blob(handle, c)
                        let count = Int(sqlite3_column_bytes(handle, c))
                        rows.append(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
                    }
                }
            }
        } catch {
            throw SQLiteBackend.error(error, location: location)
        }
    }

    /// SQLite's error after a failed call, as GRDB reports errors.
    private func lastError(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) })
    }

    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError) {
        // One prepared single-row INSERT, run once per row: SQLite parses it once. Values are
        // bound with SQLite's own calls (GRDB's arguments would make a value and, for a blob, a
        // `Data` of each), texts and blobs from one scratch buffer that lives until the step
        // (SQLITE_STATIC: SQLite copies nothing). (A multi-row VALUES list costs SQLite a parse
        // per statement and a copy of every value.)
        let placeholders = sqlPlaceholders(rows.columns.count)
        let sql =
            "INSERT INTO \(SQLIdentifier.qualified(rows.schema, rows.table)) (\(rows.columns.map(SQLIdentifier.quoted).joined(separator: ", "))) VALUES (\(placeholders))"
        do {
            let statement = try db.makeStatement(sql: sql)
            let handle = statement.sqliteStatement
            defer {
                sqlite3_reset(handle)
                sqlite3_clear_bindings(handle)
            }
            var values: [SQLValue] = []
            values.reserveCapacity(rows.columns.count)
            var scratch: [UInt8] = []
            var ranges: [Range<Int>] = []
            for i in 0..<rows.count {
                values.removeAll(keepingCapacity: true)
                rows.row(i, &values)
                // One byte first, so that even an empty text has a pointer (SQLite binds a NULL
                // pointer as NULL).
                scratch.removeAll(keepingCapacity: true)
                scratch.append(0)
                ranges.removeAll(keepingCapacity: true)
                for value in values {
                    let start = scratch.count
                    switch value {
                    case .text(var text): text.withUTF8 { scratch.append(contentsOf: $0) }
                    case .blob(let bytes): scratch.append(contentsOf: bytes)
                    default: break
                    }
                    ranges.append(start..<scratch.count)
                }
                let code = scratch.withUnsafeBufferPointer { buffer -> Int32 in
                    for (k, value) in values.enumerated() {
                        let column = Int32(k + 1)
                        let bytes = UnsafeBufferPointer(rebasing: buffer[ranges[k]])
                        let pointer = UnsafeRawPointer(bytes.baseAddress!)
                        let status: Int32
                        switch value {
                        case .null: status = sqlite3_bind_null(handle, column)
                        case .integer(let v): status = sqlite3_bind_int64(handle, column, v)
                        case .real(let v): status = sqlite3_bind_double(handle, column, v)
                        case .text:
                            status = sqlite3_bind_text(
                                handle, column, pointer.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
                        case .blob: status = sqlite3_bind_blob(handle, column, pointer, Int32(bytes.count), nil)
                        }
                        guard status == SQLITE_OK else { return status }
                    }
                    let step = sqlite3_step(handle)
                    sqlite3_reset(handle)
                    return step == SQLITE_DONE ? SQLITE_OK : step
                }
                guard code == SQLITE_OK else { throw lastError(code) }
            }
        } catch {
            throw SQLiteBackend.error(error, location: location)
        }
    }

    func withBulkSettings<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // The default page cache (2 MB) makes every insert into the keys table's id index
        // (rows arrive in key order, not id order) and the order index's sort a disk read once
        // the tables outgrow it. 512 MiB at most, allocated only as pages are used, for this
        // connection only, and restored afterwards; the journal mode stays the user's.
        let old = try scalar("PRAGMA cache_size")?.integer ?? -2000
        try execute("PRAGMA cache_size = -524288")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("PRAGMA cache_size = \(old)")
            throw error
        }
        try execute("PRAGMA cache_size = \(old)")
        return result
    }

    /// The declared columns of a table or view (`pragma_table_info`), as `name` or `name TYPE`.
    private func declared(_ table: String, schema: String) throws(SectionizeError) -> [(name: String, type: String)]? {
        let kind = try scalar("SELECT type FROM \(SQLIdentifier.quoted(schema)).sqlite_master WHERE name = ?", [.text(table)])?.text
        guard kind == "table" || kind == "view" else { return nil }
        return try rows("SELECT name, type FROM pragma_table_info(?, ?) ORDER BY cid", [.text(table), .text(schema)]).map {
            (name: $0[0].text ?? "", type: ($0[1].text ?? "").uppercased())
        }
    }

    func columns(ofTable table: String, schema: String) throws(SectionizeError) -> [String]? {
        try declared(table, schema: schema)?.map(\.name)
    }

    func tableFacts(_ tables: [String], schema: String) throws(SectionizeError) -> [String: SQLTableFacts] {
        guard !tables.isEmpty else { return [:] }
        // One statement for all the tables (a read checks up to five before it reads them:
        // four statements a table took 0.27 ms a transaction at 1M rows): each name's kind,
        // a table's columns (SQLite's table-valued `pragma_table_info`, joined), and the
        // triggers on it. Names are matched as SQLite resolves them, ASCII letters without
        // case (NOCASE): `tbl_name` keeps the table's name as the `CREATE TRIGGER` spelled
        // it, so a trigger made `ON CONTACTS__SECTIONIZE_1` is found on `contacts__sectionize_1`.
        let master = "\(SQLIdentifier.quoted(schema)).sqlite_master"
        let wanted = "(VALUES " + Array(repeating: "(?)", count: tables.count).joined(separator: ", ") + ")"
        let sql = """
            WITH w(name) AS \(wanted) \
            SELECT 0, w.name, m.type, p.cid, p.name, p.type FROM w JOIN \(master) AS m ON m.name = w.name COLLATE NOCASE \
            LEFT JOIN pragma_table_info(m.name, ?) AS p ON m.type = 'table' \
            UNION ALL SELECT 1, w.name, NULL, NULL, t.name, NULL FROM w JOIN \(master) AS t ON t.type = 'trigger' AND t.tbl_name = w.name COLLATE NOCASE
            """
        var kinds: [String: String] = [:]
        var columns: [String: [(cid: Int64, column: String)]] = [:]
        var triggers: [String: [String]] = [:]
        for row in try rows(sql, tables.map { .text($0) } + [.text(schema)]) {
            let table = row[1].text ?? ""
            if row[0].integer == 1 {
                triggers[table, default: []].append(row[4].text ?? "")
                continue
            }
            kinds[table] = row[2].text ?? "?"
            if let cid = row[3].integer { columns[table, default: []].append((cid, "\(row[4].text ?? "") \((row[5].text ?? "").uppercased())")) }
        }
        var result: [String: SQLTableFacts] = [:]
        for table in tables {
            guard let kind = kinds[table] else { continue }
            guard kind == "table" else {
                result[table] = SQLTableFacts(columns: [], foreignObjects: ["it is a \(kind), not a table"])
                continue
            }
            result[table] = SQLTableFacts(
                columns: columns[table, default: []].sorted { $0.cid < $1.cid }.map(\.column),
                foreignObjects: (triggers[table] ?? []).map { "trigger \($0)" })
        }
        return result
    }

    func isIntegerColumn(table: String, schema: String, column: String) throws(SectionizeError) -> Bool {
        // SQLite's rule 1 of column affinity: a declared type containing "INT"
        // (https://www.sqlite.org/datatype3.html#determination_of_column_affinity).
        try declared(table, schema: schema)?.first { $0.name == column }?.type.contains("INT") ?? false
    }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let v): v.databaseValue
        case .real(let v): v.databaseValue
        case .text(let v): v.databaseValue
        case .blob(let v): Data(v).databaseValue
        }
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: .null
        case .int64(let v): .integer(v)
        case .double(let v): .real(v)
        case .string(let v): .text(v)
        case .blob(let v): .blob([UInt8](v))
        }
    }
}
#endif
