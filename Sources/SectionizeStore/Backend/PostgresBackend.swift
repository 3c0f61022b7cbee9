#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SectionizeKit
import Synchronization

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
    /// The connection's named prepared statements.
    private let statements = PostgresStatementCache()
    private let logger = Logger(label: "sectionize-store")
    /// The last read's `COMMIT`, sent and not waited for (`transaction`): the connection is
    /// closed after it is answered, so that its answer is read (a process that ended with an
    /// answer unread would reset the connection, and the server logs that).
    private let committing = Mutex<EventLoopFuture<PostgresQueryResult>?>(nil)

    /// Connects with a connection string as libpq reads it (``PostgresConnectionString``,
    /// ``PostgresConnectionSettings``): TLS as `sslmode` says, the password from the string,
    /// `PGPASSWORD` or `~/.pgpass`, never printed.
    ///
    /// - Parameters:
    ///   - url: The connection string (URI or keyword/value).
    ///   - busyTimeout: Seconds a write waits for another writer's lock (`lock_timeout`).
    ///   - environment: The environment its left-out values come from.
    /// - Throws: ``SectionizeError`` with code `invalidOption` for a connection string that is
    ///   not one (or names a TLS file that is missing or unreadable), `storeUnavailable` when the server cannot
    ///   be reached or refuses the connection, the TLS handshake or the login, or is older
    ///   than the store's statements need (``SQLDialect/minimumVersion``).
    init(url: String, busyTimeout: Double, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SectionizeError) {
        location = StoreDatabase.redacted(url)
        let settings = try Self.settings(url, environment: environment, location: location)
        let configuration = try Self.configuration(settings, location: location)
        do {
            connection = try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: 1, logger: logger
            ).wait()
        } catch {
            throw SectionizeError(.storeUnavailable, "\(location): \(Self.connectionFailure(error, settings: settings))")
        }
        let session = PostgresSession(connection: connection, logger: logger, location: location)
        do {
            // The user's schema is resolved once, before the search path is pinned; the
            // server's version in the same round trip.
            defaultSchema = try Self.defaultSchema(session.rows(Self.serverFacts, []), location: location)
            try session.execute("SET search_path = pg_catalog, pg_temp")
            try session.execute("SET lock_timeout = \(Int((max(0, busyTimeout) * 1000).rounded()))")
            // The store's statements are short index reads and writes. A batched one (many
            // ranks in one SELECT) sums many subqueries' estimates past `jit_above_cost`;
            // compiling it took PostgreSQL 15 about 9 s at 1M rows, running it a few ms.
            try session.execute("SET jit = off")
        } catch {
            try? connection.close().wait()
            throw error
        }
    }

    /// The settings of a connection string, its errors naming `location`.
    static func settings(_ url: String, environment: [String: String], location: String) throws(SectionizeError) -> PostgresConnectionSettings {
        do {
            return try PostgresConnectionSettings(PostgresConnectionString(url), environment: environment)
        } catch {
            throw SectionizeError(error.code, "\(location): \(error.message)")
        }
    }

    /// The query of the user's schema (before the search path is pinned) and the server's
    /// version, read once per connection string.
    static let serverFacts = "SELECT current_schema(), current_setting('server_version_num'), current_setting('server_version')"

    /// The user's schema from the answer to ``serverFacts``, after checking the server's
    /// version (``SQLDialect/requireVersion(_:shown:location:)``).
    static func defaultSchema(_ facts: [[SQLValue]], location: String) throws(SectionizeError) -> String {
        let row = facts.first ?? []
        let text = { (column: Int) in row.count == 3 ? row[column].text : nil }
        try SQLDialect.postgres.requireVersion(Int(text(1) ?? "") ?? 0, shown: text(2) ?? "unknown", location: location)
        return text(0) ?? "public"
    }

    deinit {
        _ = try? committing.withLock { $0 }?.wait()
        try? connection.close().wait()
    }

    /// postgres-nio's configuration for resolved settings: a Unix socket for a host that is a
    /// folder (without TLS, as libpq), else TCP with TLS as `sslmode` says.
    static func configuration(
        _ settings: PostgresConnectionSettings, location: String
    ) throws(SectionizeError) -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if let socket = settings.unixSocketPath {
            configuration = PostgresConnection.Configuration(
                unixSocketPath: socket, username: settings.user, password: settings.password, database: settings.database)
        } else {
            configuration = PostgresConnection.Configuration(
                host: settings.host, port: settings.port, username: settings.user, password: settings.password,
                database: settings.database, tls: try tls(settings, location: location))
        }
        if let seconds = settings.connectTimeout { configuration.options.connectTimeout = .seconds(Int64(seconds)) }
        if let name = settings.applicationName { configuration.options.additionalStartupParameters = [("application_name", name)] }
        return configuration
    }

    /// TLS as libpq's `sslmode`: `disable` none; `allow` and `prefer` when the server offers
    /// it; `require`, `verify-ca` and `verify-full` or no connection. The chain is verified
    /// whenever root certificates are known (`sslrootcert`, `~/.postgresql/root.crt`), the
    /// host name only by `verify-full`.
    static func tls(
        _ settings: PostgresConnectionSettings, location: String
    ) throws(SectionizeError) -> PostgresConnection.Configuration.TLS {
        guard let tls = try tlsConfiguration(settings, location: location) else { return .disable }
        let context: NIOSSLContext
        do { context = try NIOSSLContext(configuration: tls) } catch { throw tlsFilesError(settings, location: location) }
        switch settings.sslMode {
        case .allow, .prefer: return .prefer(context)
        default: return .require(context)
        }
    }

    /// The TLS configuration of ``tls(_:location:)`` (its client certificate and key read),
    /// `nil` for `sslmode=disable`.
    static func tlsConfiguration(
        _ settings: PostgresConnectionSettings, location: String
    ) throws(SectionizeError) -> TLSConfiguration? {
        if settings.sslMode == .disable { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        switch settings.rootCertificates {
        case .none:
            tls.certificateVerification = .none
        case .system:
            tls.certificateVerification = .fullVerification
        case .file(let path):
            tls.trustRoots = .file(path)
            tls.certificateVerification = settings.sslMode == .verifyFull ? .fullVerification : .noHostnameVerification
        }
        do {
            if let certificate = settings.clientCertificate, let key = settings.clientKey {
                tls.certificateChain = try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) }
                tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: key, format: .pem))
            }
        } catch {
            throw tlsFilesError(settings, location: location)
        }
        return tls
    }

    /// The error for TLS files that cannot be read, naming them.
    static func tlsFilesError(_ settings: PostgresConnectionSettings, location: String) -> SectionizeError {
        var files: [String] = []
        if case .file(let path) = settings.rootCertificates { files.append("root certificates \(path)") }
        if let certificate = settings.clientCertificate, let key = settings.clientKey {
            files.append("client certificate \(certificate) and key \(key)")
        }
        return SectionizeError(
            .invalidOption, "\(location): cannot read the TLS files (\(files.joined(separator: ", "))): they must be PEM files")
    }

    /// Why a connection failed, in words: the server's own message when it refused the login,
    /// else what happened on the way (no server, TLS refused, a certificate not trusted). Never
    /// the password, never a driver's type name.
    static func connectionFailure(_ error: any Error, settings: PostgresConnectionSettings) -> String {
        let server = settings.unixSocketPath ?? "\(settings.host.contains(":") ? "[\(settings.host)]" : settings.host):\(settings.port)"
        let mode = "sslmode=\(settings.sslMode.rawValue)"
        if let error = error as? PSQLError {
            switch error.code {
            case .server:
                return "the server refused the connection: \(error.serverInfo?[.message] ?? "no reason given")"
            case .sslUnsupported:
                return "the server does not accept TLS, and \(mode) was given"
            case .authMechanismRequiresPassword:
                return "the server asks for a password and none was given (PGPASSWORD or ~/.pgpass)"
                    + (settings.passwordFileNote.map { "; \($0)" } ?? "")
            case .unsupportedAuthMechanism:
                return "the server asks for an authentication method the PostgreSQL driver does not support"
            case .saslError:
                return "the server's password exchange (SCRAM) failed"
            case .receivedUnencryptedDataAfterSSLRequest:
                return "the server answered the TLS request with unencrypted data (is it PostgreSQL?)"
            default:
                if let underlying = error.underlying { return connectionFailure(underlying, settings: settings) }
                return "the connection to \(server) failed (\(error.code == .serverClosedConnection ? "the server closed it" : "it was lost"))"
            }
        }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            let names = PostgresCertificateProbe.names(host: settings.host, port: settings.port)
            if names.isEmpty { return "the server's certificate is not for \(settings.host) (\(mode) checks the host name)" }
            return "the server's certificate is for \(names.joined(separator: ", ")), not \(settings.host) (\(mode) checks the host name)"
        }
        if let error = error as? NIOSSLError {
            switch error {
            case .handshakeFailed(let errors):
                let reasons = "\(errors)"
                if reasons.contains("CERTIFICATE_VERIFY_FAILED") {
                    var root = "the root certificates"
                    if case .file(let path) = settings.rootCertificates { root = path }
                    return "the server's certificate is not signed by a certificate of \(root) (\(mode))"
                }
                return "the TLS handshake with \(server) failed (\(mode))"
            case .uncleanShutdown:
                return "the server closed the connection during the TLS handshake (\(mode))"
            default:
                return "the TLS connection to \(server) failed (\(mode))"
            }
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return "cannot find the host \(settings.host) (no address for the name)"
            }
            if let first = error.connectionErrors.first { return connectionFailure(first.error, settings: settings) }
        }
        if let error = error as? IOError {
            if error.errnoCode == ECONNREFUSED { return "nothing accepts connections at \(server) (connection refused)" }
            if error.errnoCode == ENOENT { return "no server socket at \(server)" }
            return "cannot connect to \(server): \(String(cString: strerror(error.errnoCode)))"
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return "no answer from \(server) within the connect timeout (connect_timeout)"
        }
        return "cannot connect to \(server)"
    }

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // A rebuild that commits and drops the old generation between this snapshot's stamp
        // and its first read of that generation's tables: read again on a fresh snapshot.
        var attempt = 0
        while true {
            do {
                return try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", setup: [], pipelined: true, body)
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

    func vacuum(_ tables: [String]) throws(SectionizeError) {
        guard !tables.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        try PostgresSession(connection: connection, logger: logger, location: location).execute("VACUUM " + tables.joined(separator: ", "))
    }

    /// Runs `body` in one transaction on the connection. A `pipelined` one (a read) sends its
    /// `BEGIN` without waiting for it: the connection runs its statements in the order they
    /// were sent, so the body's first statement goes right behind it, and the session waits
    /// for the `BEGIN` before it hands out any answer (a failed `BEGIN` fails the statement;
    /// nothing read outside the transaction is used). Its `COMMIT` is sent and not waited for:
    /// a read-only transaction writes nothing to commit, and the next transaction's statements
    /// go behind it on the same connection. A write waits for each.
    private func transaction<T>(
        _ begin: String, setup: [String], pipelined: Bool = false, _ body: (any SQLSession) throws(SectionizeError) -> T
    ) throws(SectionizeError) -> T {
        lock.lock()
        defer { lock.unlock() }
        var session = PostgresSession(connection: connection, logger: logger, location: location, statements: statements)
        if pipelined {
            session.begun = connection.query(PostgresQuery(unsafeSQL: begin), logger: logger)
        } else {
            try session.execute(begin)
        }
        do {
            for statement in setup { try session.execute(statement) }
            let result = try body(session)
            if pipelined {
                try session.waitForBegin()
                let commit = connection.query(PostgresQuery(unsafeSQL: "COMMIT"), logger: logger)
                committing.withLock { $0 = commit }
            } else {
                try session.execute("COMMIT")
            }
            return result
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
    }

    /// The server's message, or what happened to the connection, in words: never the
    /// password, never a driver's type name.
    static func message(of error: any Error) -> String {
        if let error = error as? PostgresError {
            // The driver's older error type, which its prepared statements report.
            switch error {
            case .server(let notice): return notice.fields[.message] ?? "the server reported an error"
            case .protocol: return "the server's answer could not be read"
            case .connectionClosed: return "the connection to the server was lost"
            }
        }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            switch error.code {
            case .queryCancelled: return "the query was cancelled"
            case .tooManyParameters: return "a statement has more parameters than PostgreSQL takes (65535)"
            case .messageDecodingFailure, .unexpectedBackendMessage, .invalidCommandTag:
                return "the server's answer could not be read"
            default: return "the connection to the server was lost"
            }
        }
        return "\(error)"
    }
}

/// The PostgreSQL connection inside a transaction.
struct PostgresSession: PostgresCatalogSession {
    let connection: PostgresConnection
    let logger: Logger
    let location: String
    /// The connection's prepared statements, when the session runs under the backend's lock;
    /// `nil`: ``preparedRows(_:_:)`` parses and plans each time, as ``rows(_:_:)``.
    var statements: PostgresStatementCache? = nil
    /// The transaction's `BEGIN`, when it was sent without waiting for it
    /// (`PostgresBackend.transaction`): each statement waits for it before its own answer.
    var begun: EventLoopFuture<PostgresQueryResult>? = nil
    /// The read sent ahead of its turn (``preparedRows(_:_:sendingAhead:)``) and not asked
    /// for yet: one per transaction, shared by the session's copies.
    let ahead = PostgresSentAhead()
    var dialect: SQLDialect { .postgres }

    /// Waits for the transaction's `BEGIN` if it was sent without waiting (at once when it has
    /// been waited for before).
    func waitForBegin() throws(SectionizeError) {
        guard let begun else { return }
        do { _ = try begun.wait() } catch { throw failure(error) }
    }

    /// `?` placeholders as PostgreSQL's `$1`, `$2` … (the store's SQL has no `?` elsewhere).
    static func numbered(_ sql: String) -> String {
        numbered(sql, casts: []).text
    }

    /// `?` placeholders as `$1::int8`, `$2::text` …: each with the type its value is bound
    /// as (``bindings(_:)``), so that a statement prepared once infers the types that an
    /// unnamed statement's values give it. `nil` when a value is NULL (no type of its own) or
    /// the placeholders are not one per value.
    static func numbered(_ sql: String, castingTo values: [SQLValue]) -> String? {
        var types: [String] = []
        types.reserveCapacity(values.count)
        for value in values {
            switch value {
            case .null: return nil
            case .integer: types.append("int8")
            case .real: types.append("float8")
            case .text: types.append("text")
            case .blob: types.append("bytea")
            }
        }
        let numbered = numbered(sql, casts: types)
        return numbered.placeholders == types.count ? numbered.text : nil
    }

    /// The statement with its `?` placeholders numbered, the *n*th followed by `::` and
    /// `casts[n - 1]` when there is one, and how many placeholders it has.
    private static func numbered(_ sql: String, casts: [String]) -> (text: String, placeholders: Int) {
        // By UTF-8 bytes: `?` is one byte and never part of another character's encoding
        // (iterating Characters took 7% of a search's CPU time in the client).
        var out: [UInt8] = []
        out.reserveCapacity(sql.utf8.count + 64 + 8 * casts.count)
        var n = 0
        for byte in sql.utf8 {
            guard byte == UInt8(ascii: "?") else {
                out.append(byte)
                continue
            }
            n += 1
            out.append(UInt8(ascii: "$"))
            out.append(contentsOf: String(n).utf8)
            if n <= casts.count {
                out.append(contentsOf: "::".utf8)
                out.append(contentsOf: casts[n - 1].utf8)
            }
        }
        return (String(decoding: out, as: UTF8.self), n)
    }

    /// A value as the prepared path binds it: the same type and binary form as ``bindings(_:)``.
    static func data(_ value: SQLValue) -> PostgresData {
        var buffer = ByteBuffer()
        switch value {
        case .null: return PostgresData(type: .text, value: nil)
        case .integer(let v):
            buffer.writeInteger(v)
            return PostgresData(type: .int8, value: buffer)
        case .real(let v):
            buffer.writeInteger(v.bitPattern)
            return PostgresData(type: .float8, value: buffer)
        case .text(let v):
            buffer.writeString(v)
            return PostgresData(type: .text, value: buffer)
        case .blob(let v):
            buffer.writeBytes(v)
            return PostgresData(type: .bytea, value: buffer)
        }
    }

    /// The rows of a statement the connection prepares once (a named statement, parsed at its
    /// first use and kept, ``PostgresStatementCache``) and runs again with new values. For the
    /// statements of every transaction and of every one-word search: the catalog check, the
    /// stamp, a word's first matches with their ranks. (PostgreSQL plans each run with its
    /// values unless a plan for any values is estimated to cost no more: `plan_cache_mode`
    /// `auto`.) Others, and a statement with a NULL value, go through ``rows(_:_:)``.
    func preparedRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        try preparedRows(sql, values, sendingAhead: nil)
    }

    /// As ``preparedRows(_:_:)``, with `next` sent right behind the statement (a named
    /// prepared statement too) and kept in ``ahead`` for the call that asks for it: postgres-nio
    /// sends it from the event loop when the first is answered, so the server runs it while
    /// this thread wakes up and reads the first's rows.
    func preparedRows(_ sql: String, _ values: [SQLValue], sendingAhead next: SQLStatement?) throws(SectionizeError) -> [[SQLValue]] {
        if let sent = ahead.take(SQLStatement(sql: sql, values: values)) {
            let result: [PostgresRow]
            do { result = try sent.wait() } catch { throw failure(error) }
            return try Self.decoded(result, location: location)
        }
        guard let statements, let text = Self.numbered(sql, castingTo: values) else { return try rows(sql, values) }
        let answer = statements.rows(text, values.map(Self.data), on: connection)
        try settleAhead()
        if let next, let nextText = Self.numbered(next.sql, castingTo: next.values) {
            ahead.keep(next, statements.rows(nextText, next.values.map(Self.data), on: connection))
        }
        try waitForBegin()
        let result: [PostgresRow]
        do { result = try answer.wait() } catch { throw failure(error) }
        return try Self.decoded(result, location: location)
    }

    /// Waits for the read sent ahead, if one was (sent before the statement the caller has
    /// just sent, it is answered first), and throws its error when it failed: the server then
    /// aborted the transaction, and every later statement fails for that reason.
    func settleAhead() throws(SectionizeError) {
        guard let sent = ahead.pending else { return }
        do { _ = try sent.wait() } catch { throw failure(error) }
    }

    private func query(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> PostgresQueryResult {
        try run(PostgresQuery(unsafeSQL: Self.numbered(sql), binds: Self.bindings(values)))
    }

    /// The values bound to a statement.
    static func bindings(_ values: [SQLValue]) -> PostgresBindings {
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
        return binds
    }

    /// Runs a query with its bindings, its errors as the store reports them.
    @discardableResult
    func run(_ query: PostgresQuery) throws(SectionizeError) -> PostgresQueryResult {
        let answer = connection.query(query, logger: logger)
        try settleAhead()
        try waitForBegin()
        do {
            return try answer.wait()
        } catch {
            throw failure(error)
        }
    }

    /// A failed statement's error as the store reports it.
    func failure(_ error: any Error) -> SectionizeError { Self.failure(error, location: location) }

    /// A failed statement's error as the store reports it, for the database at `location`.
    static func failure(_ error: any Error, location: String) -> SectionizeError {
        var state: String?
        if let error = error as? PSQLError { state = error.serverInfo?[.sqlState] }
        // (The driver's older error type, which its prepared statements report.)
        if let error = error as? PostgresError, case .server(let notice) = error { state = notice.fields[.sqlState] }
        switch state {
        case "55P03":  // lock_not_available: lock_timeout ran out
            return SectionizeError(
                .storeBusy, "\(location): the database is locked by another connection (still locked after the busy timeout)")
        case "42P01":  // undefined_table: dropped by a rebuild after this snapshot began
            return SectionizeError(.storeRetry, "\(location): \(PostgresBackend.message(of: error))")
        default:
            return SectionizeError(.storeFailed, "\(location): \(PostgresBackend.message(of: error))")
        }
    }

    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) {
        _ = try query(sql, values)
    }

    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        try Self.decoded(try query(sql, values).rows, location: location)
    }

    /// Rows as the store reads them, each cell by ``value(_:location:)``.
    static func decoded(_ result: [PostgresRow], location: String) throws(SectionizeError) -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        rows.reserveCapacity(result.count)
        for row in result {
            var values: [SQLValue] = []
            for cell in row { values.append(try value(cell, location: location)) }
            rows.append(values)
        }
        return rows
    }

    /// A cell's value from its bytes in the binary format, which the driver asks for every
    /// result in (its Bind asks for binary results; a prepared statement's cells still carry
    /// the text format its Describe reported, so `cell.format` is not read).
    static func value(_ cell: PostgresCell, location: String) throws(SectionizeError) -> SQLValue {
        guard var bytes = cell.bytes else { return .null }
        let integer: Int64?
        switch (cell.dataType, bytes.readableBytes) {
        case (.int8, 8): integer = bytes.readInteger(as: Int64.self)
        case (.int4, 4): integer = bytes.readInteger(as: Int32.self).map(Int64.init)
        case (.int2, 2): integer = bytes.readInteger(as: Int16.self).map(Int64.init)
        case (.float8, 8): return .real(Double(bitPattern: bytes.readInteger(as: UInt64.self) ?? 0))
        case (.int8, _), (.int4, _), (.int2, _), (.float8, _): integer = nil
        case (.bytea, _): return .blob(bytes.readBytes(length: bytes.readableBytes) ?? [])
        default:
            // Text as its bytes: invalid UTF-8 (a SQL_ASCII database) is kept as bytes for
            // the caller's --invalid policy, never replaced here.
            let raw = bytes.readBytes(length: bytes.readableBytes) ?? []
            if let text = String(validating: raw, as: UTF8.self) { return .text(text) }
            return .blob(raw)
        }
        guard let integer else {
            throw SectionizeError(
                .storeFailed, "\(location): cannot read column \(cell.columnName): \(cell.bytes?.readableBytes ?? 0) bytes for \(cell.dataType)")
        }
        return .integer(integer)
    }
}

/// A PostgreSQL session's reads of the catalog, in SQL through its own ``SQLSession/rows(_:_:)``
/// and ``SQLSession/preparedRows(_:_:)``: the same for a connection's session and a pooled one.
protocol PostgresCatalogSession: SQLSession {}

extension PostgresCatalogSession {
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

    func tableFacts(_ tables: [String], schema: String) throws(SectionizeError) -> [String: SQLTableFacts] {
        guard !tables.isEmpty else { return [:] }
        var result: [String: SQLTableFacts] = [:]
        for row in try preparedRows(
            """
            SELECT c.relname::text, c.relkind::text,
                   CASE WHEN c.relowner = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN 1 ELSE 0 END,
                   pg_catalog.pg_get_userbyid(c.relowner)::text,
                   CASE WHEN c.relrowsecurity THEN 1 ELSE 0 END,
                   (SELECT count(*) FROM pg_catalog.pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal),
                   (SELECT count(*) FROM pg_catalog.pg_rewrite r WHERE r.ev_class = c.oid AND r.rulename <> '_RETURN'),
                   (SELECT count(*) FROM pg_catalog.pg_policy p WHERE p.polrelid = c.oid),
                   (SELECT string_agg(a.attname || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod), ',' ORDER BY a.attnum)
                      FROM pg_catalog.pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped),
                   CAST(c.oid AS bigint)
              FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = ? AND c.relname IN (\(sqlPlaceholders(tables.count)))
            """, [.text(schema)] + tables.map { .text($0) })
        {
            guard let name = row[0].text else { continue }
            var foreign: [String] = []
            if row[1].text != "r" { foreign.append("it is not a plain table (relkind \(row[1].text ?? "?"))") }
            if row[2].integer != 1 { foreign.append("it is owned by role \(row[3].text ?? "?"), not by current_user") }
            if row[4].integer == 1 { foreign.append("it has row-level security") }
            if let n = row[5].integer, n > 0 { foreign.append("it has \(n) trigger\(n == 1 ? "" : "s")") }
            if let n = row[6].integer, n > 0 { foreign.append("it has \(n) rule\(n == 1 ? "" : "s")") }
            if let n = row[7].integer, n > 0 { foreign.append("it has \(n) row-level polic\(n == 1 ? "y" : "ies")") }
            let columns = (row[8].text ?? "").split(separator: ",").map(String.init)
            result[name] = SQLTableFacts(columns: columns, foreignObjects: foreign, identity: row[9].integer)
        }
        return result
    }

    func isIntegerColumn(table: String, schema: String, column: String) throws(SectionizeError) -> Bool {
        // The catalog itself, not information_schema (whose views cost a few milliseconds to
        // plan); a domain's column has its base type, as information_schema reports it.
        let type = try scalar(
            """
            SELECT pg_catalog.format_type(CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END, NULL)
              FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
                   JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
             WHERE n.nspname = ? AND c.relname = ? AND a.attname = ? AND a.attnum > 0 AND NOT a.attisdropped
            """, [.text(schema), .text(table), .text(column)])?.text
        return ["smallint", "integer", "bigint"].contains(type ?? "")
    }
}

/// A transaction's read sent ahead of its turn (``PostgresSession/preparedRows(_:_:sendingAhead:)``):
/// its statement and the future of its rows, until the transaction asks for it. Used by the
/// thread that runs the transaction only.
final class PostgresSentAhead {
    private var statement: SQLStatement?
    private var answer: EventLoopFuture<[PostgresRow]>?

    /// The answer of the read sent ahead, if one was and the transaction has not asked for it.
    var pending: EventLoopFuture<[PostgresRow]>? { answer }

    /// Keeps `answer` as the answer to `statement`.
    func keep(_ statement: SQLStatement, _ answer: EventLoopFuture<[PostgresRow]>) {
        (self.statement, self.answer) = (statement, answer)
    }

    /// The answer to `statement` when it is the read sent ahead (then no longer kept), or `nil`.
    func take(_ statement: SQLStatement) -> EventLoopFuture<[PostgresRow]>? {
        guard let answer, self.statement == statement else { return nil }
        (self.statement, self.answer) = (nil, nil)
        return answer
    }
}

/// One connection's named prepared statements, by their text, at most ``capacity`` of them:
/// when full, the one used longest ago is dropped and closed on the server. Its state is
/// behind a lock: the caller looks a statement up on its own thread, and the callbacks of
/// ``rows(_:_:on:)`` keep or forget one on the connection's event loop, which may still run
/// after a failed transaction has handed the connection on.
final class PostgresStatementCache: Sendable {
    /// The most statements kept prepared.
    static let capacity = 32
    private struct State {
        var statements: [String: PreparedQuery] = [:]
        /// The texts, the one used longest ago first.
        var used: [String] = []

        /// The statement prepared for `text`, marked as used now.
        mutating func find(_ text: String) -> PreparedQuery? {
            guard let statement = statements[text] else { return nil }
            if used.last != text, let i = used.firstIndex(of: text) {
                used.remove(at: i)
                used.append(text)
            }
            return statement
        }

        /// Keeps a statement just prepared; when full, drops the one used longest ago and
        /// returns it (to be closed on the server).
        mutating func insert(_ statement: PreparedQuery, for text: String) -> PreparedQuery? {
            var evicted: PreparedQuery?
            if statements.count >= PostgresStatementCache.capacity, let oldest = used.first {
                evicted = statements[oldest]
                forget(oldest)
            }
            statements[text] = statement
            used.append(text)
            return evicted
        }

        /// Drops a statement (not from the server).
        mutating func forget(_ text: String) {
            statements[text] = nil
            used.removeAll { $0 == text }
        }
    }
    private let state = Mutex(State())

    /// The rows of `text` run with `binds` as this cache's named statement on `connection` (the
    /// connection the cache belongs to): prepared at its first use and kept; the statement that
    /// makes room for it closed on the server (best effort: a statement left open goes with the
    /// connection); forgotten after a run that failed, so that its next use prepares it again
    /// (a table it read may have been dropped and made anew). The synchronous session waits
    /// for the answer, the pool awaits it.
    func rows(_ text: String, _ binds: [PostgresData], on connection: PostgresConnection) -> EventLoopFuture<[PostgresRow]> {
        let prepared: EventLoopFuture<PreparedQuery>
        if let known = state.withLock({ $0.find(text) }) {
            prepared = connection.eventLoop.makeSucceededFuture(known)
        } else {
            prepared = connection.prepare(query: text).map { statement in
                if let evicted = self.state.withLock({ $0.insert(statement, for: text) }) { _ = evicted.deallocate() }
                return statement
            }
        }
        return prepared.flatMap { statement in
            statement.execute(binds).flatMapErrorThrowing { error in
                self.state.withLock { $0.forget(text) }
                throw error
            }
        }
    }
}
#endif
