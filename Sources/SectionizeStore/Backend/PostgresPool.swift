#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SectionizeKit
import Synchronization

/// PostgreSQL for servers: postgres-nio's `PostgresClient`, a pool of connections, each
/// transaction on a connection leased for it and every statement awaited, so no thread ever
/// waits on the server.
///
/// A transaction is the store's own code (``StoreTransaction``), which is synchronous: it
/// runs against a ``PostgresReplaySession`` that answers each statement it has the result of
/// and stops at the first it has not. That statement is then sent and awaited, and the code
/// runs again from the start with one answer more, until it finishes. Every run sends the
/// statements the synchronous store sends, in the same transaction, with the same values;
/// the Swift between them runs once per statement (microseconds against a round trip). The
/// statements the synchronous store prepares (``SQLSession/preparedRows(_:_:)``) are each
/// connection's named prepared statements here too.
///
/// Each connection's `search_path` (`pg_catalog, pg_temp`), `lock_timeout` and `jit` are set
/// by its startup packet, as the synchronous backend sets them after connecting (a client's
/// startup parameters take precedence over a role's or a database's settings).
final class PostgresPool: SQLBackend {
    // `Sendable` notes: `client` is `Sendable`; `runner` is the task that runs it; the others
    // are immutable values.
    let location: String
    let defaultSchema: String
    let dialect = SQLDialect.postgres
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    /// The logger of the client and of every statement (one for the pool's life).
    private let logger = Logger(label: "sectionize-store")
    /// Each pooled connection's named prepared statements, by connection id: the statements
    /// ``PostgresSession/preparedRows(_:_:)`` prepares on the synchronous store's connection
    /// (the catalog check, the stamp, a one-word search), prepared once per connection here
    /// too. A leased connection serves one transaction at a time, so only that transaction
    /// uses its cache; the lock guards the table of caches.
    private let statements: StatementCaches

    /// Starts a pool of at most `connections` connections to the database of a connection
    /// string (read as ``PostgresBackend/init(url:busyTimeout:environment:)`` reads it). One
    /// connection of its own, closed before the pool starts, checks that the server answers,
    /// reads the user's schema before the search path is pinned, and checks the server's
    /// version.
    ///
    /// - Parameters:
    ///   - url: The connection string.
    ///   - connections: The most connections open at once (at least 1).
    ///   - busyTimeout: Seconds a write waits for another writer's lock.
    ///   - environment: The environment its left-out values come from.
    /// - Throws: As ``PostgresBackend/init(url:busyTimeout:environment:)``.
    init(
        url: String, connections: Int, busyTimeout: Double, environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(SectionizeError) {
        let location = StoreDatabase.redacted(url)
        self.location = location
        let settings = try PostgresBackend.settings(url, environment: environment, location: location)
        let logger = logger
        // (The first connection's configuration; TLS files that cannot be read fail here.)
        let configuration = try PostgresBackend.configuration(settings, location: location)
        var pooled: PostgresClient.Configuration
        if let socket = settings.unixSocketPath {
            pooled = PostgresClient.Configuration(
                unixSocketPath: socket, username: settings.user, password: settings.password, database: settings.database)
        } else {
            let tls = try PostgresBackend.tlsConfiguration(settings, location: location)
            pooled = PostgresClient.Configuration(
                host: settings.host, port: settings.port, username: settings.user, password: settings.password,
                database: settings.database,
                tls: tls.map { [.allow, .prefer].contains(settings.sslMode) ? .prefer($0) : .require($0) } ?? .disable)
        }
        if let seconds = settings.connectTimeout { pooled.options.connectTimeout = .seconds(seconds) }
        var parameters = [
            ("search_path", "pg_catalog, pg_temp"), ("lock_timeout", String(Int((max(0, busyTimeout) * 1000).rounded()))), ("jit", "off"),
        ]
        if let name = settings.applicationName { parameters.append(("application_name", name)) }
        pooled.options.additionalStartupParameters = parameters
        pooled.options.minimumConnections = 0
        pooled.options.maximumConnections = max(1, connections)
        statements = StatementCaches(connections: max(1, connections))
        let client = PostgresClient(configuration: pooled, backgroundLogger: logger)
        self.client = client
        // The pool runs from here, before its first lease (the first connection below takes a
        // round trip or more), and stops when the store is closed or a check below fails.
        let runner = Task { await client.run() }
        self.runner = runner
        // The first connection: the schema, the version, and an error now rather than at a
        // first lease when the server cannot be reached or refuses the login.
        let facts: [[SQLValue]]
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            do {
                facts = try await Self.rows(connection, PostgresBackend.serverFacts, [], location: location, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try? await connection.close()
        } catch let error as SectionizeError {
            runner.cancel()
            throw error
        } catch {
            runner.cancel()
            throw SectionizeError(.storeUnavailable, "\(location): \(PostgresBackend.connectionFailure(error, settings: settings))")
        }
        do {
            defaultSchema = try PostgresBackend.defaultSchema(facts, location: location)
        } catch {
            runner.cancel()
            throw error
        }
    }

    deinit { runner.cancel() }

    /// Closes every connection; a transaction after this fails.
    func close() async {
        runner.cancel()
        await runner.value
    }

    /// Runs a transaction on a leased connection: a read in `REPEATABLE READ READ ONLY` (run
    /// again on a fresh snapshot, up to 5 times, when a rebuild dropped a table it was about
    /// to read: `storeRetry`), a write after the advisory lock that serializes writers, as
    /// ``PostgresBackend`` runs them.
    func run<T: Sendable>(_ transaction: StoreTransaction<T>) async throws(SectionizeError) -> T {
        var attempt = 0
        while true {
            do {
                return try await runOnce(transaction)
            } catch  where error.code == .storeRetry && !transaction.writes && attempt < 5 {
                attempt += 1
            }
        }
    }

    private func runOnce<T: Sendable>(_ transaction: StoreTransaction<T>) async throws(SectionizeError) -> T {
        let setup =
            transaction.writes
            ? ["BEGIN", "SELECT pg_advisory_xact_lock(727274)"] : ["BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"]
        let (location, logger, statements) = (location, logger, statements)
        do {
            return try await client.withConnection { (connection) async throws -> T in
                // A read sends its `BEGIN` without waiting for it, as the synchronous store does
                // (`PostgresBackend.transaction`): the connection runs statements in the order
                // they were sent, so the body's first statement goes right behind it, and no
                // answer is used before the `BEGIN`'s has come (a failed one fails the read).
                let begun: EventLoopFuture<PostgresQueryResult>? =
                    transaction.writes ? nil : connection.query(PostgresQuery(unsafeSQL: setup[0]), logger: logger)
                do {
                    if begun == nil {
                        for statement in setup { _ = try await Self.rows(connection, statement, [], location: location, logger: logger) }
                    }
                    let result = try await Self.replay(
                        transaction.body, on: connection, begun: begun, statements: statements.cache(of: connection.id), location: location,
                        logger: logger)
                    _ = try await Self.rows(connection, "COMMIT", [], location: location, logger: logger)
                    return result
                } catch {
                    // A connection whose transaction may still be open (the ROLLBACK failed or
                    // was cancelled) is closed, so that the pool never leases it again.
                    do { _ = try await Self.rows(connection, "ROLLBACK", [], location: location, logger: logger) } catch {
                        try? await connection.close()
                    }
                    throw error
                }
            }
        } catch let error as SectionizeError {
            throw error
        } catch {
            throw SectionizeError(.storeUnavailable, "\(location): \(PostgresBackend.message(of: error))")
        }
    }

    /// The most statements one transaction sends: a body that asks for more is stopped
    /// (a guard against a body that never finishes, not a limit any of the store's reaches).
    static let statementLimit = 100_000

    /// Runs `body` against answers until it asks for none it lacks; sends each statement it
    /// lacks on `connection` and awaits it. `begun`: the transaction's `BEGIN`, sent and not
    /// waited for; awaited when the first answer has come, before that answer is used, or
    /// before the end when the body asked for none.
    private static func replay<T>(
        _ body: @Sendable (any SQLSession) throws(SectionizeError) -> T, on connection: PostgresConnection,
        begun: EventLoopFuture<PostgresQueryResult>?, statements: PostgresStatementCache, location: String, logger: Logger
    ) async throws(SectionizeError) -> T {
        var answers = PostgresReplaySession.Answers()
        var begun = begun
        // A read sent ahead that failed: the server aborted the transaction, so the next
        // statement the body lacks is not sent and fails with this error (as the synchronous
        // session's `settleAhead`); a body that throws first (the stamp's statement showing a
        // table replaced since its check) ends with its own error.
        var aheadFailure: SectionizeError?
        for _ in 0...statementLimit {
            let session = PostgresReplaySession(answers: answers, location: location)
            let outcome: Result<T, SectionizeError>
            do { outcome = .success(try body(session)) } catch { outcome = .failure(error) }
            // Every write sent before is sent again, before any statement not sent yet and
            // before the end: a write is never sent twice because the code took another way.
            if let statement = session.misplaced {
                throw SectionizeError(
                    .storeFailed,
                    "\(location): the transaction asked for a statement (\(statement.sql.prefix(60))…) after other writes when it ran again; nothing was written"
                )
            }
            if let write = session.unansweredWrite {
                throw SectionizeError(
                    .storeFailed,
                    "\(location): the transaction did not repeat a write it sent (\(write.sql.prefix(60))…) when it ran again; nothing was written")
            }
            // Whatever the body did after the statement it lacked (returned, threw, caught
            // the stop), it ran without that statement's answer: only a run with every answer counts.
            guard let pending = session.pending else {
                let result = try outcome.get()
                try await began(&begun, location: location)
                return result
            }
            if let aheadFailure { throw aheadFailure }
            // A read sent ahead goes right behind the statement, both prepared (the synchronous
            // session's `preparedRows(_:_:sendingAhead:)`), and its answer is kept for the run
            // that asks for it. Its failure fails the transaction (the server aborted it): with
            // that error when the body asks for it or for any statement after it.
            if session.pendingIsPrepared, let next = session.pendingAhead,
                let text = PostgresSession.numbered(pending.sql, castingTo: pending.values),
                let nextText = PostgresSession.numbered(next.sql, castingTo: next.values)
            {
                let first = statements.rows(text, pending.values.map(PostgresSession.data), on: connection)
                let second = statements.rows(nextText, next.values.map(PostgresSession.data), on: connection)
                let answer = await decoded(first, location: location)
                let aheadAnswer = await decoded(second, location: location)
                try await began(&begun, location: location)
                answers.record(pending, answer)
                if case .success = answer {
                    if case .failure(let error) = aheadAnswer { aheadFailure = error }
                    answers.record(next, aheadAnswer)
                }
                continue
            }
            let answer: Result<[[SQLValue]], SectionizeError>
            do {
                answer = .success(
                    try await session.pendingIsPrepared
                        ? preparedRows(connection, pending.sql, pending.values, statements: statements, location: location, logger: logger)
                        : rows(connection, pending.sql, pending.values, location: location, logger: logger))
            } catch {
                answer = .failure(error)
            }
            try await began(&begun, location: location)
            answers.record(pending, answer)
        }
        throw SectionizeError(.storeFailed, "\(location): a transaction sent more than \(statementLimit) statements")
    }

    /// Waits for a `BEGIN` sent without waiting for it, if `begin` still holds one, and
    /// clears it; its failure as the store reports it.
    private static func began(_ begin: inout EventLoopFuture<PostgresQueryResult>?, location: String) async throws(SectionizeError) {
        guard let waiting = begin else { return }
        begin = nil
        do { _ = try await waiting.get() } catch { throw PostgresSession.failure(error, location: location) }
    }

    /// Runs one statement and reads all its rows, each cell as the synchronous backend
    /// decodes it.
    static func rows(
        _ connection: PostgresConnection, _ sql: String, _ values: [SQLValue], location: String, logger: Logger
    ) async throws(SectionizeError) -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        do {
            let sequence = try await connection.query(
                PostgresQuery(unsafeSQL: PostgresSession.numbered(sql), binds: PostgresSession.bindings(values)), logger: logger)
            for try await row in sequence {
                var values: [SQLValue] = []
                for cell in row { values.append(try PostgresSession.value(cell, location: location)) }
                rows.append(values)
            }
        } catch let error as SectionizeError {
            throw error
        } catch {
            throw PostgresSession.failure(error, location: location)
        }
        return rows
    }

    /// The rows of a statement the connection prepares once, as
    /// ``PostgresSession/preparedRows(_:_:)`` runs it on the synchronous store's connection: a
    /// named statement, parsed at its first use on this connection and kept in `statements`;
    /// one with a NULL value runs unnamed.
    static func preparedRows(
        _ connection: PostgresConnection, _ sql: String, _ values: [SQLValue], statements: PostgresStatementCache, location: String,
        logger: Logger
    ) async throws(SectionizeError) -> [[SQLValue]] {
        guard let text = PostgresSession.numbered(sql, castingTo: values) else {
            return try await rows(connection, sql, values, location: location, logger: logger)
        }
        return try await decoded(statements.rows(text, values.map(PostgresSession.data), on: connection), location: location).get()
    }

    /// A prepared statement's rows once they arrive, decoded, or its error as the store reports it.
    private static func decoded(
        _ answer: EventLoopFuture<[PostgresRow]>, location: String
    ) async -> Result<[[SQLValue]], SectionizeError> {
        do {
            return .success(try PostgresSession.decoded(try await answer.get(), location: location))
        } catch let error as SectionizeError {
            return .failure(error)
        } catch {
            return .failure(PostgresSession.failure(error, location: location))
        }
    }

    /// The statement caches of the pool's connections, by connection id, at most twice as
    /// many as the pool has connections: the pool closes idle connections and opens new ones
    /// (with new ids), and the cache leased longest ago goes first (a closed connection's
    /// statements went with it).
    final class StatementCaches: Sendable {
        private struct Entry {
            let cache: PostgresStatementCache
            var leased: UInt64
        }
        private let state = Mutex<(caches: [PostgresConnection.ID: Entry], leases: UInt64)>(([:], 0))
        private let most: Int

        init(connections: Int) { most = 2 * connections }

        /// The cache of the statements of the connection with id `connection`, made empty at
        /// its first lease.
        func cache(of connection: PostgresConnection.ID) -> PostgresStatementCache {
            state.withLock { state in
                state.leases += 1
                if let entry = state.caches[connection] {
                    state.caches[connection]?.leased = state.leases
                    return entry.cache
                }
                let cache = PostgresStatementCache()
                state.caches[connection] = Entry(cache: cache, leased: state.leases)
                if state.caches.count > most, let oldest = state.caches.min(by: { $0.value.leased < $1.value.leased })?.key {
                    state.caches[oldest] = nil
                }
                return cache
            }
        }

        /// The ids of the connections whose caches are kept.
        var connections: Set<PostgresConnection.ID> { state.withLock { Set($0.caches.keys) } }
    }

    // The synchronous calls of `SQLBackend`: the pooled store runs every transaction through
    // `run(_:)`, and builds through `SectionStore`; none of these is called.

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T { throw synchronous }
    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T { throw synchronous }
    func writeIfUnused(_ body: (any SQLSession) throws(SectionizeError) -> Void) throws(SectionizeError) -> Bool { throw synchronous }
    func vacuum(_ tables: [String]) throws(SectionizeError) { throw synchronous }

    private var synchronous: SectionizeError {
        SectionizeError(.storeFailed, "\(location): a pooled store runs its transactions asynchronously (a build runs on SectionStore)")
    }
}

/// A transaction's session on the pool: answers the statements whose results it has, in
/// the order the body asks for each (a statement sent twice has an answer per time), and
/// stops the body at the first it has not (``pending``).
///
/// Answers are found by statement and values, not by position: the body may ask for reads in
/// another order on another run (it iterates dictionaries, whose order differs from one
/// instance to the next), and a read's answer in one snapshot does not depend on when it is
/// asked between the same writes. Each answer must come after as many writes as it did when it
/// was sent (``misplaced``), and every write sent must be asked for again (``unansweredWrite``):
/// else the transaction stops and writes nothing.
final class PostgresReplaySession: PostgresCatalogSession {
    /// One statement with its values.
    struct Request: Hashable {
        let sql: String
        let values: [SQLValue]
    }

    /// Each statement's answers, in the order they were sent, each with the number of writes
    /// sent before it.
    struct Answers {
        private var answers: [Request: [(result: Result<[[SQLValue]], SectionizeError>, writesBefore: Int)]] = [:]
        /// The statements sent that may write (all but `SELECT`s), in the order sent.
        private(set) var writes: [Request] = []

        mutating func record(_ request: Request, _ answer: Result<[[SQLValue]], SectionizeError>) {
            answers[request, default: []].append((answer, writes.count))
            if Self.writes(request) { writes.append(request) }
        }

        /// Whether a statement may write: all but `SELECT`s.
        static func writes(_ request: Request) -> Bool { !request.sql.hasPrefix("SELECT ") }

        /// The `n`th answer to `request` and the number of writes sent before it, if it was
        /// sent that many times.
        func answer(_ request: Request, _ n: Int) -> (result: Result<[[SQLValue]], SectionizeError>, writesBefore: Int)? {
            guard let list = answers[request], n < list.count else { return nil }
            return list[n]
        }
    }

    let answers: Answers
    let location: String
    var dialect: SQLDialect { .postgres }
    /// The first statement the body asked for without an answer.
    private(set) var pending: Request?
    /// Whether the body asked for ``pending`` through ``preparedRows(_:_:)``: the pool runs it
    /// as its connection's named prepared statement.
    private(set) var pendingIsPrepared = false
    /// The read the body asked to send right behind ``pending``
    /// (``preparedRows(_:_:sendingAhead:)``), or `nil`.
    private(set) var pendingAhead: Request?
    /// How many times the body asked for each statement in this run.
    private var asked: [Request: Int] = [:]
    /// How many writes the body asked for in this run.
    private var writesAsked = 0
    /// A statement answered on an earlier run after another number of writes than the body
    /// has asked for before it on this one (its answer may not hold here), or `nil`.
    private(set) var misplaced: Request?

    init(answers: Answers, location: String) {
        self.answers = answers
        self.location = location
    }

    /// A write sent on an earlier run that this run has not asked for as many times (checked
    /// when the run stops or ends), or `nil`.
    var unansweredWrite: Request? {
        var counts: [Request: Int] = [:]
        for write in answers.writes { counts[write, default: 0] += 1 }
        return answers.writes.first { asked[$0, default: 0] < counts[$0, default: 0] }
    }

    /// The answer to a statement, or the stop when there is none yet (and for every statement
    /// after that one).
    private func answer(
        _ sql: String, _ values: [SQLValue], prepared: Bool = false, ahead: SQLStatement? = nil
    ) throws(SectionizeError) -> [[SQLValue]] {
        guard pending == nil else { throw stop }
        let request = Request(sql: sql, values: values)
        let n = asked[request, default: 0]
        guard let answer = answers.answer(request, n) else {
            pending = request
            pendingIsPrepared = prepared
            pendingAhead = ahead.map { Request(sql: $0.sql, values: $0.values) }
            throw stop
        }
        // A read's answer holds wherever the body asks for it between the same writes (one
        // snapshot, and this transaction's own writes before it); a write comes at its place.
        guard answer.writesBefore == writesAsked else {
            misplaced = request
            throw stop
        }
        asked[request] = n + 1
        if Answers.writes(request) { writesAsked += 1 }
        return try answer.result.get()
    }

    /// What the body sees when it asks for a statement without an answer (the pool sends the
    /// statement and runs the body again; the error goes nowhere else).
    private var stop: SectionizeError { SectionizeError(.storeFailed, "\(location): the transaction waits for the server") }

    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) { _ = try answer(sql, values) }
    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] { try answer(sql, values) }
    func preparedRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        try answer(sql, values, prepared: true)
    }

    func preparedRows(_ sql: String, _ values: [SQLValue], sendingAhead next: SQLStatement?) throws(SectionizeError) -> [[SQLValue]] {
        try answer(sql, values, prepared: true, ahead: next)
    }

    func forEachRow(
        _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws(SectionizeError) -> Void
    ) throws(SectionizeError) {
        for row in try answer(sql, values) { try body(row) }
    }

    /// The rows as ``PostgresSession/rawRows(_:_:)`` gives them: each cell's bytes (text as
    /// its UTF-8 bytes as sent, a blob's bytes; an integer as its 8 bytes, big-endian, as the
    /// binary format sends an `int8`).
    func rawRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> SQLRawRows {
        let rows = try answer(sql, values)
        var raw = SQLRawRows(columns: rows.first?.count ?? 0)
        for row in rows {
            for cell in row {
                switch cell {
                case .null: raw.appendNull()
                case .text(var text): text.withUTF8 { raw.append(UnsafeRawBufferPointer($0)) }
                case .blob(let bytes): bytes.withUnsafeBytes { raw.append($0) }
                case .integer(let v): withUnsafeBytes(of: v.bigEndian) { raw.append($0) }
                case .real(let v): withUnsafeBytes(of: v.bitPattern.bigEndian) { raw.append($0) }
                }
            }
        }
        return raw
    }

    // A build's bulk calls: the pooled store does not build.
    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError) { throw bulk }
    func withBulkSettings<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T { throw bulk }

    private var bulk: SectionizeError { SectionizeError(.storeFailed, "\(location): a pooled store does not build (a build runs on SectionStore)") }
}
#endif
