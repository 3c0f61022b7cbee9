// store-load-bench: SectionizeStore on PostgreSQL under a server's load (issue 30, item 5).
//
//   store-load-bench URL [--table contacts] [--locale de] [--seconds 60] [--readers 32]
//                        [--writers 2] [--rows N] [--seed 1] [--open] [--pool 8]
//
// URL is a postgres:// URL holding `TABLE(id integer primary key, name text)` and an index
// on `name COLLATE "de-x-icu"` (Benchmarks/store-load.sh makes both). The store is built here
// (`SectionStore.build`) unless --open, then two phases of --seconds each run one after the
// other with the same thread counts:
//
//   store     R reader threads, each with its own `SectionStore.open` (one connection each,
//             as a server uses today's synchronous store), loop over a seeded random mix of
//             index(), rows(inSection:offset:limit: 50), rows(after:limit: 50) and
//             indexPath(of:); W writer threads, each with its own PostgresNIO connection (the
//             app) and its own store handle: one transaction of a few inserts, updates or
//             deletes, then `apply` with the matching edits.
//   pooled    (unless --pool 0) the store phase on one `PooledSectionStore` of --pool
//             connections (default 8): the R readers are tasks on it, not threads; the W
//             writers as in the store phase, their `apply` on the pool. Checked as the store
//             phase is (verify, dump = table).
//   baseline  the same readers and writers without the store: pages as ORDER BY name COLLATE
//             "de-x-icu" LIMIT 50 OFFSET k, keyset pages after the last name, count(*) for the
//             index, and a row's position as a count of the names before it; the writers run
//             the same transactions and nothing else.
//
// Writer k inserts ids ≡ k (mod W) above the table's largest id and updates or deletes only
// ids ≡ k (mod W), so writers never touch the same row. At the end `verify()` must find the
// store current and `dump()` must hold the table's ids. Prints one Markdown table: per phase
// and operation the count, throughput, p50, p99 and max latency, and the errors by code.

import BenchSupport
import Foundation
import PostgresNIO
import SectionizeInput
import SectionizeKit
import SectionizeStore

func elapsed(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// What one thread measured: latencies per operation, errors per code.
final class Recorder: @unchecked Sendable {
    var latencies: [String: [Double]] = [:]
    var errors: [String: Int] = [:]

    func time<T>(_ operation: String, _ body: () throws -> T) -> T? {
        let start = ContinuousClock.now
        do {
            let value = try body()
            latencies[operation, default: []].append(elapsed(since: start))
            return value
        } catch let error as SectionizeError {
            errors["\(operation): \(error.code)", default: 0] += 1
        } catch let error as PSQLError {
            errors["\(operation): PSQLError \(error.serverInfo?[.sqlState] ?? "\(error.code)")", default: 0] += 1
        } catch {
            errors["\(operation): \(type(of: error))", default: 0] += 1
        }
        return nil
    }
}

extension Recorder {
    /// As `time(_:_:)`, for an async call (the pooled store's).
    func time<T>(_ operation: String, _ body: () async throws -> T) async -> T? {
        let start = ContinuousClock.now
        do {
            let value = try await body()
            latencies[operation, default: []].append(elapsed(since: start))
            return value
        } catch let error as SectionizeError {
            errors["\(operation): \(error.code)", default: 0] += 1
        } catch {
            errors["\(operation): \(type(of: error))", default: 0] += 1
        }
        return nil
    }
}

/// A value handed from a task to the thread that waits for it.
final class Box<T>: @unchecked Sendable { var value: T? }

/// Runs an async body from a plain thread (the harness's writers and main), waiting for it.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await body()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// Runs `body(index)` on `count` threads and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    group.wait()
}

/// The table's ids each writer owns, alive at the start of a phase, and the next id it inserts.
final class WriterState: @unchecked Sendable {
    var alive: [Int]
    var nextID: Int
    init(k: Int, writerCount: Int, maxID: Int) {
        alive = Array(stride(from: k == 0 ? writerCount : k, through: maxID, by: writerCount))
        nextID = maxID + 1 + (writerCount + k - (maxID + 1) % writerCount) % writerCount
    }
}
struct PhaseResult {
    var name: String
    var seconds: Double
    var latencies: [String: [Double]] = [:]
    var errors: [String: Int] = [:]
    var loadAtEnd = ""
}

func ms(_ value: Double) -> String { String(format: "%.2f", value * 1000) }

@main
struct LoadBench {
    static func main() throws {
        // MARK: Arguments

        var arguments = BenchArguments()
        let tableName = arguments.option("--table", "contacts")
        let locale = arguments.option("--locale", "de")
        let seconds = Double(arguments.option("--seconds", "60")) ?? 60
        let readerCount = Int(arguments.option("--readers", "32")) ?? 32
        let writerCount = max(1, Int(arguments.option("--writers", "2")) ?? 2)
        let rowsNote = arguments.option("--rows", "")
        let seed = UInt64(arguments.option("--seed", "1")) ?? 1
        let openOnly = arguments.flag("--open")
        // The pooled phase's connections (`PooledSectionStore`); 0: no pooled phase.
        let poolSize = Int(arguments.option("--pool", "8")) ?? 8
        guard let location = arguments.remaining.first, let url = URLComponents(string: location), let host = url.host else {
            FileHandle.standardError.write(
                Data("usage: store-load-bench postgres://USER@HOST:PORT/DB [--seconds S] [--readers R] [--writers W] [--rows N]\n".utf8))
            exit(64)
        }
        let database = StoreDatabase.postgres(url: location)
        let logger = Logger(label: "store-load-bench")
        let collate = "name COLLATE \"\(locale)-x-icu\""

        // MARK: Helpers

        /// The app's own connection to the table (not the store's).
        @Sendable func appConnection() throws -> PostgresConnection {
            let configuration = PostgresConnection.Configuration(
                host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
                database: String(url.path.dropFirst()), tls: .disable)
            return try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: 1, logger: logger
            ).wait()
        }

        @discardableResult
        @Sendable func run(_ connection: PostgresConnection, _ query: PostgresQuery) throws -> PostgresQueryResult {
            try connection.query(query, logger: logger).wait()
        }

        // MARK: Set-up

        let setup = try appConnection()
        let maxID = try run(setup, "SELECT coalesce(max(id), 0)::int8 FROM contacts").rows.first!.decode(Int.self)
        let tableRows = try run(setup, "SELECT count(*)::int8 FROM contacts").rows.first!.decode(Int.self)
        let namePool = try run(setup, "SELECT name FROM contacts ORDER BY id LIMIT 2000").rows.map { try $0.decode(String.self) }
        try setup.close().wait()

        let loadAtStart = loadAverage()
        let buildStart = ContinuousClock.now
        if !openOnly {
            let table = StoreTable(name: tableName, id: "id", fields: RecordFields(name: "name"))
            let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
            _ = try SectionStore.build(database, table: table, configuration: configuration)
        }
        let buildSeconds = elapsed(since: buildStart)

        let writerStates = (0..<writerCount).map { WriterState(k: $0, writerCount: writerCount, maxID: maxID) }

        /// One transaction of the app: a few inserts, updates or deletes of writer k's rows.
        @Sendable func appTransaction(_ connection: PostgresConnection, _ state: WriterState, _ random: inout SplitMix) throws -> [StoreEdit] {
            var edits: [StoreEdit] = []
            try run(connection, "BEGIN")
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let name = namePool.randomElement(using: &random)! + " \(Int.random(in: 1...999, using: &random))"
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let id = state.nextID
                    state.nextID += writerCount
                    try run(connection, "INSERT INTO contacts (id, name) VALUES (\(id)::int4, \(name))")
                    state.alive.append(id)
                    edits.append(.insert(id: String(id)))
                case 1 where !state.alive.isEmpty:
                    let id = state.alive.randomElement(using: &random)!
                    try run(connection, "UPDATE contacts SET name = \(name) WHERE id = \(id)::int4")
                    edits.append(.update(id: String(id)))
                default:
                    guard !state.alive.isEmpty else { continue }
                    let at = Int.random(in: 0..<state.alive.count, using: &random)
                    let id = state.alive[at]
                    if edits.contains(where: { $0 == .insert(id: String(id)) || $0 == .update(id: String(id)) }) { continue }
                    state.alive.swapAt(at, state.alive.count - 1)
                    state.alive.removeLast()
                    try run(connection, "DELETE FROM contacts WHERE id = \(id)::int4")
                    edits.append(.remove(id: String(id)))
                }
            }
            try run(connection, "COMMIT")
            return edits
        }

        // MARK: Phases

        @Sendable func storeReader(_ recorder: Recorder, _ random: inout SplitMix, _ deadline: ContinuousClock.Instant) {
            guard let store = recorder.time("open", { try SectionStore.open(database, table: tableName) }),
                var index = recorder.time("index", { try store.index() })
            else { return }
            var cursor: StoreCursor? = nil
            while ContinuousClock.now < deadline {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    if let fresh = recorder.time("index", { try store.index() }) { index = fresh }
                case 1 where cursor != nil:
                    let page = recorder.time("page by cursor", { try store.rows(after: cursor!, limit: 50) })
                    cursor = page?.next
                case 3:
                    let id = String(Int.random(in: 1...maxID, using: &random))
                    _ = recorder.time("indexPath(of:)", { try store.indexPath(of: id) })
                default:
                    guard index.numberOfSections > 0 else { continue }
                    let section = Int.random(in: 0..<index.numberOfSections, using: &random)
                    let offset = Int.random(in: 0..<max(1, index.numberOfRows(inSection: section)), using: &random)
                    let page = recorder.time("page by offset", { try store.rows(inSection: section, offset: offset, limit: 50) })
                    cursor = page?.next
                }
            }
        }

        /// As `storeReader`, as one task on the pooled store (no thread of its own).
        @Sendable func pooledReader(
            _ store: PooledSectionStore, _ recorder: Recorder, _ random: inout SplitMix, _ deadline: ContinuousClock.Instant
        ) async {
            guard var index = await recorder.time("index", { try await store.index() }) else { return }
            var cursor: StoreCursor? = nil
            while ContinuousClock.now < deadline {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    if let fresh = await recorder.time("index", { try await store.index() }) { index = fresh }
                case 1 where cursor != nil:
                    let after = cursor!
                    let page = await recorder.time("page by cursor", { try await store.rows(after: after, limit: 50) })
                    cursor = page?.next
                case 3:
                    let id = String(Int.random(in: 1...maxID, using: &random))
                    _ = await recorder.time("indexPath(of:)", { try await store.indexPath(of: id) })
                default:
                    guard index.numberOfSections > 0 else { continue }
                    let section = Int.random(in: 0..<index.numberOfSections, using: &random)
                    let offset = Int.random(in: 0..<max(1, index.numberOfRows(inSection: section)), using: &random)
                    let page = await recorder.time("page by offset", { try await store.rows(inSection: section, offset: offset, limit: 50) })
                    cursor = page?.next
                }
            }
        }

        @Sendable func sqlReader(_ recorder: Recorder, _ random: inout SplitMix, _ deadline: ContinuousClock.Instant) {
            guard let connection = recorder.time("open", { try appConnection() }) else { return }
            defer { try? connection.close().wait() }
            var count = recorder.time("index", { try run(connection, "SELECT count(*)::int8 FROM contacts").rows.first!.decode(Int.self) }) ?? 0
            var after: String? = nil
            let pageSQL = "SELECT id::int8, name FROM contacts ORDER BY \(collate) LIMIT 50 OFFSET "
            let cursorSQL = "SELECT id::int8, name FROM contacts WHERE \(collate) > $1 ORDER BY \(collate) LIMIT 50"
            let positionSQL = "SELECT count(*)::int8 FROM contacts WHERE \(collate) < (SELECT \(collate) FROM contacts WHERE id = $1::int4)"
            while ContinuousClock.now < deadline {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let fresh = recorder.time("index") { try run(connection, "SELECT count(*)::int8 FROM contacts").rows.first!.decode(Int.self) }
                    if let fresh { count = fresh }
                case 1 where after != nil:
                    var binds = PostgresBindings()
                    binds.append(after!)
                    let rows = recorder.time("page by cursor") { try run(connection, PostgresQuery(unsafeSQL: cursorSQL, binds: binds)).rows }
                    after = try? rows?.last?.makeRandomAccess()[1].decode(String.self, context: .default)
                case 3:
                    var binds = PostgresBindings()
                    binds.append(Int.random(in: 1...maxID, using: &random))
                    _ = recorder.time("indexPath(of:)") { try run(connection, PostgresQuery(unsafeSQL: positionSQL, binds: binds)).rows }
                default:
                    let offset = Int.random(in: 0..<max(1, count), using: &random)
                    let rows = recorder.time("page by offset") { try run(connection, PostgresQuery(unsafeSQL: pageSQL + String(offset))).rows }
                    after = try? rows?.last?.makeRandomAccess()[1].decode(String.self, context: .default)
                }
            }
        }

        @Sendable func writer(
            _ k: Int, _ useStore: Bool, _ recorder: Recorder, _ random: inout SplitMix, _ deadline: ContinuousClock.Instant,
            pooled: PooledSectionStore? = nil
        ) {
            guard let connection = recorder.time("open", { try appConnection() }) else { return }
            defer { try? connection.close().wait() }
            let store = useStore && pooled == nil ? recorder.time("open", { try SectionStore.open(database, table: tableName) }) : nil
            if useStore && store == nil && pooled == nil { return }
            let state = writerStates[k]
            while ContinuousClock.now < deadline {
                var generator = random
                guard let edits = recorder.time("app transaction", { try appTransaction(connection, state, &generator) }) else {
                    _ = try? run(connection, "ROLLBACK")
                    random = generator
                    continue
                }
                random = generator
                if let store, !edits.isEmpty {
                    _ = recorder.time("apply", { try store.apply(edits) })
                }
                if let pooled, !edits.isEmpty {
                    // The app's writer thread waits for its own apply; the store holds no thread.
                    _ = blocking { await recorder.time("apply", { try await pooled.apply(edits) }) as StoreChanges? != nil }
                }
            }
        }

        func phase(_ name: String, store useStore: Bool) -> PhaseResult {
            let recorders = (0..<(readerCount + writerCount)).map { _ in Recorder() }
            let start = ContinuousClock.now
            let deadline = start + .milliseconds(Int(seconds * 1000))
            onThreads(readerCount + writerCount) { thread in
                let recorder = recorders[thread]
                var random = SplitMix(state: seed &* 1_000_003 &+ UInt64(thread) &+ (useStore ? 0 : 7_777))
                if thread < readerCount {
                    if useStore { storeReader(recorder, &random, deadline) } else { sqlReader(recorder, &random, deadline) }
                } else {
                    writer(thread - readerCount, useStore, recorder, &random, deadline)
                }
            }
            var result = PhaseResult(name: name, seconds: elapsed(since: start))
            for recorder in recorders {
                result.latencies.merge(recorder.latencies, uniquingKeysWith: +)
                result.errors.merge(recorder.errors, uniquingKeysWith: +)
            }
            result.loadAtEnd = loadAverage()
            return result
        }

        /// The store phase on one `PooledSectionStore` of `poolSize` connections: the readers
        /// are tasks, not threads; the writers as in the store phase, their `apply` on the pool.
        func pooledPhase() throws -> PhaseResult {
            let store = try blocking { () async -> Result<PooledSectionStore, SectionizeError> in
                do throws(SectionizeError) {
                    return .success(try await PooledSectionStore.open(location, table: tableName, connections: poolSize))
                } catch {
                    return .failure(error)
                }
            }.get()
            let recorders = (0..<(readerCount + writerCount)).map { _ in Recorder() }
            let start = ContinuousClock.now
            let deadline = start + .milliseconds(Int(seconds * 1000))
            let writersDone = DispatchSemaphore(value: 0)
            let writersThread = Thread {
                onThreads(writerCount) { k in
                    var random = SplitMix(state: seed &* 1_000_003 &+ UInt64(readerCount + k) &+ 3_333)
                    writer(k, true, recorders[readerCount + k], &random, deadline, pooled: store)
                }
                writersDone.signal()
            }
            writersThread.start()
            blocking {
                await withTaskGroup(of: Void.self) { group in
                    for reader in 0..<readerCount {
                        group.addTask {
                            var random = SplitMix(state: seed &* 1_000_003 &+ UInt64(reader) &+ 3_333)
                            await pooledReader(store, recorders[reader], &random, deadline)
                        }
                    }
                }
            }
            writersDone.wait()
            var result = PhaseResult(name: "pooled (\(poolSize) connections)", seconds: elapsed(since: start))
            for recorder in recorders {
                result.latencies.merge(recorder.latencies, uniquingKeysWith: +)
                result.errors.merge(recorder.errors, uniquingKeysWith: +)
            }
            result.loadAtEnd = loadAverage()
            blocking { await store.close() }
            return result
        }

        // MARK: Run

        // The store phase, then the check (the baseline's writers do not tell the store), then
        // the baseline.
        let storePhase = phase("store", store: true)
        let checkStore = try SectionStore.open(database, table: tableName)
        let verification = try checkStore.verify()
        let dump = try checkStore.dump()
        let dumpIDs = dump.sections.flatMap { $0.rows.map(\.id) }
        let check = try appConnection()
        let tableIDs = try run(check, "SELECT id::int8 FROM contacts").rows.map { String(try $0.decode(Int.self)) }
        try check.close().wait()
        let dumpEqualsTable = dumpIDs.count == tableIDs.count && Set(dumpIDs) == Set(tableIDs)
        // The pooled phase after the check of the store phase, checked the same way.
        var phases = [storePhase]
        var pooledCheck = ""
        if poolSize > 0 {
            let pooled = try pooledPhase()
            let verification = try SectionStore.open(database, table: tableName).verify()
            let dump = try SectionStore.open(database, table: tableName).dump()
            let ids = dump.sections.flatMap { $0.rows.map(\.id) }
            let check = try appConnection()
            let table = try run(check, "SELECT id::int8 FROM contacts").rows.map { String(try $0.decode(Int.self)) }
            try check.close().wait()
            let equal = ids.count == table.count && Set(ids) == Set(table)
            pooledCheck =
                "after the pooled phase: verify: \(verification.isCurrent ? "current" : "NOT current"); dump == table: \(equal ? "yes" : "NO")"
            if !verification.isCurrent || !equal { pooledCheck += " (FAILED)" }
            phases.append(pooled)
        }
        phases.append(phase("baseline", store: false))

        // MARK: Report

        print(
            "# store-load-bench: \(rowsNote.isEmpty ? "\(tableRows)" : rowsNote) rows, \(readerCount) readers, \(writerCount) writers, "
                + "\(Int(seconds)) s a phase, seed \(seed)")
        print("")
        if !openOnly { print("store build: \(String(format: "%.1f", buildSeconds)) s") }
        print("load average: start \(loadAtStart); " + phases.map { "after \($0.name) \($0.loadAtEnd)" }.joined(separator: "; "))
        print("")
        print("| phase | operation | ops | ops/s | p50 ms | p99 ms | max ms |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for result in phases {
            let order = ["index", "page by offset", "page by cursor", "indexPath(of:)", "app transaction"]
            let names = result.latencies.keys.sorted { a, b in
                let ia = order.firstIndex(of: a) ?? order.count, ib = order.firstIndex(of: b) ?? order.count
                return ia != ib ? ia < ib : a < b
            }
            var readOps = 0
            for name in names where name != "open" {
                let sorted = result.latencies[name]!.sorted()
                if order.prefix(4).contains(name) { readOps += sorted.count }
                let rate = Double(sorted.count) / result.seconds
                print(
                    "| \(result.name) | \(name) | \(sorted.count) | \(String(format: "%.0f", rate)) | \(ms(percentile(sorted, 0.5))) "
                        + "| \(ms(percentile(sorted, 0.99))) | \(ms(sorted.last!)) |")
            }
            print("| \(result.name) | all reads | \(readOps) | \(String(format: "%.0f", Double(readOps) / result.seconds)) | | | |")
        }
        print("")
        for result in phases {
            let errors = result.errors.filter { !$0.key.contains("storeChanged") && !$0.key.contains("storeRetry") }
            let changed = result.errors.filter { $0.key.contains("storeChanged") || $0.key.contains("storeRetry") }
            let total = errors.values.reduce(0, +)
            print(
                "\(result.name) errors: \(total)\(total == 0 ? "" : " " + errors.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))"
                    + "; storeChanged/storeRetry: \(changed.values.reduce(0, +))")
        }
        print(
            "after the store phase: verify: \(verification.isCurrent ? "current" : "NOT current") (\(verification.rowCount) rows, "
                + "\(verification.staleRows.count) stale, \(verification.stampDifferences.count) stamp differences)")
        print("dump == table: \(dumpEqualsTable ? "yes" : "NO") (dump \(dumpIDs.count) ids, table \(tableIDs.count) ids)")
        if !pooledCheck.isEmpty { print(pooledCheck) }
        if !verification.isCurrent || !dumpEqualsTable || pooledCheck.contains("FAILED") || phases.contains(where: { !$0.errors.isEmpty }) { exit(1) }

    }
}
