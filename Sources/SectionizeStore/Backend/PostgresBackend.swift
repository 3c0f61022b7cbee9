#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SectionizeKit

/// PostgreSQL through postgres-nio: one connection, one transaction at a time (reads in
/// `REPEATABLE READ`, a consistent snapshot; writes serialized across processes by an
/// advisory lock on the store's table). The caller's thread waits on the connection's
/// event loop, so the store's API stays synchronous like SQLite's.
final class PostgresBackend: SQLBackend {
    // `Sendable` notes: `connection` is `Sendable`; `lock` serializes the transactions run
    // on it; the other properties are immutable.
    let location: String
    private let connection: PostgresConnection
    private let lock = NSLock()
    private let logger = Logger(label: "sectionize-store")

    /// Connects to `postgres://user@host:port/database`; the password comes from
    /// `PGPASSWORD` (or from the URL, which is then never printed).
    ///
    /// - Throws: ``SectionizeError`` with code `invalidOption` for a URL that is not one,
    ///   `storeUnavailable` when the server refuses the connection or the login.
    init(url: String) throws(SectionizeError) {
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
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", lock: false, body)
    }

    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        try transaction("BEGIN", lock: true, body)
    }

    private func transaction<T>(
        _ begin: String, lock writeLock: Bool, _ body: (any SQLSession) throws(SectionizeError) -> T
    ) throws(SectionizeError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let session = PostgresSession(connection: connection, logger: logger, location: location)
        try session.execute(begin)
        do {
            if writeLock {
                // One writer per database at a time, in every process (released at COMMIT).
                try session.execute("SELECT pg_advisory_xact_lock(727274)")
            }
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
        guard cell.bytes != nil else { return .null }
        do {
            switch cell.dataType {
            case .int8, .int4, .int2: return .integer(try cell.decode(Int64.self))
            case .float8: return .real(try cell.decode(Double.self))
            case .bytea:
                var buffer = try cell.decode(ByteBuffer.self)
                return .blob(buffer.readBytes(length: buffer.readableBytes) ?? [])
            default: return .text(try cell.decode(String.self))
            }
        } catch {
            throw SectionizeError(.storeFailed, "\(location): cannot read column \(cell.columnName): \(error)")
        }
    }

    func columns(ofTable table: String) throws(SectionizeError) -> [String]? {
        let rows = try rows(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            [.text(table)])
        return rows.isEmpty ? nil : rows.compactMap { $0.first?.text }
    }

    func columnType(ofTable table: String, column: String) throws(SectionizeError) -> String? {
        try scalar(
            "SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = ?",
            [.text(table), .text(column)])?.text
    }
}
#endif
