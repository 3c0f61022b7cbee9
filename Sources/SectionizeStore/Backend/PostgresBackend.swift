#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SectionizeKit

/// PostgreSQL through postgres-nio: one connection, one transaction at a time (reads in
/// `REPEATABLE READ READ ONLY`, a consistent snapshot; writes serialized across processes by
/// an advisory lock). The session's `search_path` is pinned to `pg_catalog, pg_temp` and every
/// table is named with its schema, so no object another role creates on a search path is
/// resolved in place of the store's or the user's. The caller's thread waits on the
/// connection's event loop, so the store's API stays synchronous like SQLite's.
final class PostgresBackend: SQLBackend {
    // `Sendable` notes: `connection` is `Sendable`; `lock` serializes the transactions run
    // on it; the other properties are immutable.
    let location: String
    let defaultSchema: String
    let dialect = SQLDialect.postgres
    private let connection: PostgresConnection
    private let lock = NSLock()
    private let logger = Logger(label: "sectionize-store")

    /// Connects to `postgres://user@host:port/database`; the password comes from
    /// `PGPASSWORD` (or from the URL, which is then never printed).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - busyTimeout: Seconds a write waits for another writer's lock (`lock_timeout`).
    /// - Throws: ``SectionizeError`` with code `invalidOption` for a URL that is not one,
    ///   `storeUnavailable` when the server refuses the connection or the login.
    init(url: String, busyTimeout: Double) throws(SectionizeError) {
        location = StoreDatabase.redacted(url)
        let parts = try Self.parse(url, shown: location)
        let password = parts.password ?? ProcessInfo.processInfo.environment["PGPASSWORD"]
        let configuration = PostgresConnection.Configuration(
            host: parts.host, port: parts.port, username: parts.user, password: password, database: parts.database, tls: .disable)
        do {
            connection = try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: 1, logger: logger
            ).wait()
        } catch {
            throw SectionizeError(.storeUnavailable, "\(location): cannot connect to PostgreSQL: \(Self.message(of: error))")
        }
        let session = PostgresSession(connection: connection, logger: logger, location: location)
        do {
            // The user's schema is resolved once, before the search path is pinned.
            defaultSchema = try session.scalar("SELECT current_schema()")?.text ?? "public"
            try session.execute("SET search_path = pg_catalog, pg_temp")
            try session.execute("SET lock_timeout = \(Int((max(0, busyTimeout) * 1000).rounded()))")
        } catch {
            try? connection.close().wait()
            throw error
        }
    }

    deinit {
        try? connection.close().wait()
    }

    /// The parts of a `postgres://user[:password]@host[:port]/database` URL.
    static func parse(
        _ url: String, shown: String
    ) throws(SectionizeError) -> (user: String, password: String?, host: String, port: Int, database: String) {
        guard let scheme = url.range(of: "://") else { throw SectionizeError(.invalidOption, "\(shown): not a postgres:// URL") }
        var rest = Substring(url[scheme.upperBound...])
        var user = ProcessInfo.processInfo.environment["PGUSER"] ?? "postgres"
        var password: String? = nil
        if let at = rest.lastIndex(of: "@") {
            let info = rest[..<at]
            if let colon = info.firstIndex(of: ":") {
                user = String(info[..<colon])
                password = String(info[info.index(after: colon)...]).removingPercentEncoding
            } else {
                user = String(info)
            }
            rest = rest[rest.index(after: at)...]
        }
        let hostPort = rest.prefix { $0 != "/" && $0 != "?" }
        var database = String(rest.dropFirst(hostPort.count).dropFirst().prefix { $0 != "?" })
        var host = String(hostPort)
        var port = 5432
        if let colon = hostPort.lastIndex(of: ":") {
            guard let p = Int(hostPort[hostPort.index(after: colon)...]) else {
                throw SectionizeError(.invalidOption, "\(shown): the port is not a number")
            }
            host = String(hostPort[..<colon])
            port = p
        }
        if host.isEmpty { host = "localhost" }
        if database.isEmpty { database = user }
        return (user.removingPercentEncoding ?? user, password, host, port, database)
    }

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // A rebuild that commits and drops the old generation between this snapshot's stamp
        // and its first read of that generation's tables: read again on a fresh snapshot.
        var attempt = 0
        while true {
            do {
                return try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", setup: [], body)
            } catch  where error.code == .storeRetry && attempt < 5 {
                attempt += 1
            }
        }
    }

    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // One writer per database at a time, in every process (released at COMMIT).
        try transaction("BEGIN", setup: ["SELECT pg_advisory_xact_lock(727274)"], body)
    }

    func writeIfUnused(_ body: (any SQLSession) throws(SectionizeError) -> Void) throws(SectionizeError) -> Bool {
        do {
            try transaction("BEGIN", setup: ["SELECT pg_advisory_xact_lock(727274)", "SET LOCAL lock_timeout = 200"], body)
            return true
        } catch  where error.code == .storeBusy {
            return false
        }
    }

    private func transaction<T>(
        _ begin: String, setup: [String], _ body: (any SQLSession) throws(SectionizeError) -> T
    ) throws(SectionizeError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let session = PostgresSession(connection: connection, logger: logger, location: location)
        try session.execute(begin)
        do {
            for statement in setup { try session.execute(statement) }
            let result = try body(session)
            try session.execute("COMMIT")
            return result
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
    }

    /// The server's message, or the connection's error, never the password.
    static func message(of error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return "\(underlying)" }
            return "\(error.code)"
        }
        return "\(error)"
    }
}

/// The PostgreSQL connection inside a transaction.
struct PostgresSession: SQLSession {
    let connection: PostgresConnection
    let logger: Logger
    let location: String
    var dialect: SQLDialect { .postgres }

    /// `?` placeholders as PostgreSQL's `$1`, `$2` … (the store's SQL has no `?` elsewhere).
    static func numbered(_ sql: String) -> String {
        var out = ""
        var n = 0
        for c in sql {
            if c == "?" {
                n += 1
                out += "$\(n)"
            } else {
                out.append(c)
            }
        }
        return out
    }

    private func query(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> PostgresQueryResult {
        var binds = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: binds.appendNull()
            case .integer(let v): binds.append(v)
            case .real(let v): binds.append(v)
            case .text(let v): binds.append(v)
            case .blob(let v): binds.append(ByteBuffer(bytes: v))
            }
        }
        do {
            return try connection.query(PostgresQuery(unsafeSQL: Self.numbered(sql), binds: binds), logger: logger).wait()
        } catch {
            if let error = error as? PSQLError {
                switch error.serverInfo?[.sqlState] {
                case "55P03":  // lock_not_available: lock_timeout ran out
                    throw SectionizeError(
                        .storeBusy, "\(location): the database is locked by another connection (still locked after the busy timeout)")
                case "42P01":  // undefined_table: dropped by a rebuild after this snapshot began
                    throw SectionizeError(.storeRetry, "\(location): \(PostgresBackend.message(of: error))")
                default: break
                }
            }
            throw SectionizeError(.storeFailed, "\(location): \(PostgresBackend.message(of: error))")
        }
    }

    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) {
        _ = try query(sql, values)
    }

    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        let result = try query(sql, values)
        var rows: [[SQLValue]] = []
        rows.reserveCapacity(result.rows.count)
        for row in result.rows {
            var values: [SQLValue] = []
            for cell in row { values.append(try Self.value(cell, location: location)) }
            rows.append(values)
        }
        return rows
    }

    static func value(_ cell: PostgresCell, location: String) throws(SectionizeError) -> SQLValue {
        guard var bytes = cell.bytes else { return .null }
        do {
            switch cell.dataType {
            case .int8, .int4, .int2: return .integer(try cell.decode(Int64.self))
            case .float8: return .real(try cell.decode(Double.self))
            case .bytea: return .blob(bytes.readBytes(length: bytes.readableBytes) ?? [])
            default:
                // Text as its bytes: invalid UTF-8 (a SQL_ASCII database) is kept as bytes for
                // the caller's --invalid policy, never replaced here.
                let raw = bytes.readBytes(length: bytes.readableBytes) ?? []
                if let text = String(validating: raw, as: UTF8.self) { return .text(text) }
                return .blob(raw)
            }
        } catch {
            throw SectionizeError(.storeFailed, "\(location): cannot read column \(cell.columnName): \(error)")
        }
    }

    func columns(ofTable table: String, schema: String) throws(SectionizeError) -> [String]? {
        let rows = try rows(
            """
            SELECT a.attname::text FROM pg_catalog.pg_attribute a
              JOIN pg_catalog.pg_class c ON c.oid = a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = ? AND c.relname = ? AND c.relkind IN ('r', 'v', 'm', 'p', 'f') AND a.attnum > 0 AND NOT a.attisdropped
             ORDER BY a.attnum
            """, [.text(schema), .text(table)])
        return rows.isEmpty ? nil : rows.compactMap { $0.first?.text }
    }

    func tableFacts(_ table: String, schema: String) throws(SectionizeError) -> SQLTableFacts? {
        guard
            let row = try rows(
                """
                SELECT c.relkind::text,
                       CASE WHEN c.relowner = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN 1 ELSE 0 END,
                       pg_catalog.pg_get_userbyid(c.relowner)::text,
                       CASE WHEN c.relrowsecurity THEN 1 ELSE 0 END,
                       (SELECT count(*) FROM pg_catalog.pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal),
                       (SELECT count(*) FROM pg_catalog.pg_rewrite r WHERE r.ev_class = c.oid AND r.rulename <> '_RETURN'),
                       (SELECT count(*) FROM pg_catalog.pg_policy p WHERE p.polrelid = c.oid),
                       (SELECT string_agg(a.attname || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod), ',' ORDER BY a.attnum)
                          FROM pg_catalog.pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)
                  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = ? AND c.relname = ?
                """, [.text(schema), .text(table)]
            ).first
        else { return nil }
        var foreign: [String] = []
        if row[0].text != "r" { foreign.append("it is not a plain table (relkind \(row[0].text ?? "?"))") }
        if row[1].integer != 1 { foreign.append("it is owned by role \(row[2].text ?? "?"), not by current_user") }
        if row[3].integer == 1 { foreign.append("it has row-level security") }
        if let n = row[4].integer, n > 0 { foreign.append("it has \(n) trigger\(n == 1 ? "" : "s")") }
        if let n = row[5].integer, n > 0 { foreign.append("it has \(n) rule\(n == 1 ? "" : "s")") }
        if let n = row[6].integer, n > 0 { foreign.append("it has \(n) row-level polic\(n == 1 ? "y" : "ies")") }
        let columns = (row[7].text ?? "").split(separator: ",").map(String.init)
        return SQLTableFacts(columns: columns, foreignObjects: foreign)
    }

    func isIntegerColumn(table: String, schema: String, column: String) throws(SectionizeError) -> Bool {
        let type = try scalar(
            "SELECT data_type::text FROM information_schema.columns WHERE table_schema = ? AND table_name = ? AND column_name = ?",
            [.text(schema), .text(table), .text(column)])?.text
        return ["smallint", "integer", "bigint"].contains(type ?? "")
    }
}
#endif
