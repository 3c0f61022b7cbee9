// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Issue 28, "Consistent under concurrency". Each test failed before: a sync opened before a
/// rebuild with another locale wrote keys of the old configuration (exit 0, verify then
/// found stale rows); readers during a rebuild exited 65 or printed Swedish titles with
/// German counts; on PostgreSQL a read waited for the rebuild's DROP INDEX.
@Suite("Readers and writers during rebuilds")
struct StoreRaceTests {
    static let de = ["--id", "id", "--name", "name", "--locale", "de"]
    static let sv = ["--id", "id", "--name", "name", "--locale", "sv", "--style", "icu"]

    static func rows(_ count: Int) -> [(id: Int, name: String, yomi: String?)] {
        var rng = SplitMix(state: 21)
        return (1...count).map { id in
            let (name, yomi) = StoreNames.name(locale: id % 2 == 0 ? "de" : "sv", using: &rng)
            return (id: id, name: name, yomi: yomi)
        }
    }

    @Test(
        "A sync opened before a rebuild with another locale refuses (storeChanged) and writes nothing; verify passes",
        arguments: ["sqlite", "postgres"])
    func syncAfterRebuild(backend: String) throws {
        let cluster = backend == "postgres" ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let table: any ContactsFixture =
            try cluster.map { try PostgresContacts(cluster: $0, rows: Self.rows(200)) } ?? ContactsTable(rows: Self.rows(200))
        let path = table.database.description
        #expect(try runSectionize(["store", "build", path, "--table", "contacts"] + Self.de).status == 0)
        let opened = try SectionStore.open(table.database, table: "contacts")
        // Another process rebuilds with another locale between the open and the sync …
        #expect(try runSectionize(["store", "build", path, "--table", "contacts"] + Self.sv).status == 0)
        // … and the table changes: the sync must not key these rows as German.
        try table.run([table.updateStatement(3, "Örjan Åberg", nil), table.insertStatement(900, "Zoe Zander", nil)])
        let error = #expect(throws: SectionizeError.self) { try opened.sync() }
        #expect(error?.code == .storeChanged)
        let verify = try runSectionize(["store", "verify", path, "--table", "contacts", "--format", "json"])
        #expect(verify.stdout.contains("\"900: not in the store\""), "\(verify.stdout)")  // nothing was written
        let sync = try runSectionize(["store", "sync", path, "--table", "contacts"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try runSectionize(["store", "verify", path, "--table", "contacts"]).status == 0)  // … made with sv's keys
    }

    @Test(
        "Readers looping during repeated rebuilds in two locales: always exit 0, always one configuration's index", arguments: ["sqlite", "postgres"])
    func readersDuringRebuilds(backend: String) throws {
        let cluster = backend == "postgres" ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let table: any ContactsFixture =
            try cluster.map { try PostgresContacts(cluster: $0, rows: Self.rows(3_000)) } ?? ContactsTable(rows: Self.rows(3_000))
        let path = table.database.description
        // The two indexes a reader may see, each printed alone.
        var indexes: Set<String> = []
        for flags in [Self.sv, Self.de] {
            #expect(try runSectionize(["store", "build", path, "--table", "contacts"] + flags).status == 0)
            indexes.insert(try runSectionize(["store", "index", path, "--table", "contacts", "--format", "json"]).stdout)
        }
        let expected = indexes
        #expect(expected.count == 2)
        let observations = StoreConcurrencyTests.Observations()
        let group = DispatchGroup()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: group) {
            for k in 0..<6 {
                do {
                    let build = try runSectionize(["store", "build", path, "--table", "contacts"] + (k % 2 == 0 ? Self.sv : Self.de))
                    if build.status != 0 { observations.record("build \(k): exit \(build.status): \(build.stderr)") }
                } catch { observations.record("build: \(error)") }
            }
            done.signal()
        }
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                var finished = false
                while !finished {
                    finished = done.wait(timeout: .now()) == .success
                    if finished { done.signal() }
                    do {
                        // --busy-timeout 1: on PostgreSQL a read that waits a second for a lock
                        // fails (lock_timeout) instead of waiting.
                        let index = try runSectionize(["store", "index", path, "--table", "contacts", "--format", "json", "--busy-timeout", "1"])
                        if index.status != 0 {
                            observations.record("index: exit \(index.status): \(index.stderr)")
                        } else if !expected.contains(index.stdout) {
                            observations.record("a mixed index: \(index.stdout.prefix(300))")
                        } else {
                            observations.record(nil)
                        }
                    } catch { observations.record("reader: \(error)") }
                }
            }
        }
        group.wait()
        let (problems, snapshots) = observations.result
        #expect(problems == [])
        #expect(snapshots > 0)
        #expect(try runSectionize(["store", "verify", path, "--table", "contacts"]).status == 0)
    }

    @Test(
        "Tracked: table writes, tracked syncs and rebuilds in other processes, interleaved; no change is lost: after a last sync, verify passes and nothing is pending",
        arguments: ["sqlite", "postgres"])
    func trackedSyncDuringRebuilds(backend: String) throws {
        let cluster = backend == "postgres" ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let table: any ContactsFixture =
            try cluster.map { try PostgresContacts(cluster: $0, rows: Self.rows(400)) } ?? ContactsTable(rows: Self.rows(400))
        let path = table.database.description
        let built = try runSectionize(["store", "build", path, "--table", "contacts", "--track-changes"] + Self.de)
        #expect(built.status == 0, "\(built.stderr)")
        let observations = StoreConcurrencyTests.Observations()
        let group = DispatchGroup()
        let writing = DispatchSemaphore(value: 0)
        // A writer of the user's table: 60 small transactions of updates, inserts and deletes.
        DispatchQueue.global().async(group: group) {
            var rng = SplitMix(state: 77)
            for k in 0..<60 {
                var statements: [String] = []
                for _ in 0..<3 {
                    let id = Int(rng.next() % 400) + 1
                    let (name, yomi) = StoreNames.name(locale: "de", using: &rng)
                    statements.append(table.updateStatement(id, name + " \(k)", yomi))
                }
                statements.append(table.insertStatement(1_000 + k, "Neu \(k) Zahn", nil))
                if k % 3 == 0 { statements.append(table.deleteStatement(1_000 + k - 3)) }
                do { try table.run(statements) } catch { observations.record("writer: \(error)") }
            }
            writing.signal()
        }
        // Rebuilds (which keep tracking), alternating with the writer.
        DispatchQueue.global().async(group: group) {
            for _ in 0..<4 {
                do {
                    let build = try runSectionize(["store", "build", path, "--table", "contacts"] + Self.de)
                    if build.status != 0 { observations.record("build: exit \(build.status): \(build.stderr)") }
                } catch { observations.record("build: \(error)") }
            }
        }
        // Tracked syncs until the writer is done: each either syncs (0) or finds the store
        // rebuilt under it (75, storeChanged) and writes nothing.
        DispatchQueue.global().async(group: group) {
            var finished = false
            while !finished {
                finished = writing.wait(timeout: .now()) == .success
                do {
                    let sync = try runSectionize(["store", "sync", path, "--table", "contacts", "--busy-timeout", "30"])
                    if sync.status != 0 && sync.status != 75 {
                        observations.record("sync: exit \(sync.status): \(sync.stderr)")
                    } else {
                        observations.record(nil)
                    }
                } catch { observations.record("sync: \(error)") }
            }
        }
        group.wait()
        let (problems, syncs) = observations.result
        #expect(problems == [])
        #expect(syncs > 0)
        let last = try runSectionize(["store", "sync", path, "--table", "contacts"])
        #expect(last.status == 0, "\(last.stderr)")
        // verify compares every stored row with the table: a change lost between a rebuild's
        // read and its handling of the change rows would show here.
        let verify = try runSectionize(["store", "verify", path, "--table", "contacts", "--format", "json"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("\"pendingChanges\":0") || verify.stdout.contains("\"pendingChanges\": 0"), "\(verify.stdout)")
    }

    @Test("PostgreSQL: a build never waits for a reader holding the old generation; the next build drops it")
    func buildDoesNotWaitForReaders() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: Self.rows(300))
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + Self.de).status == 0)
        let old = try table.keysTable()
        // A reader in another session holds the old generation in an open transaction.
        let reader = try PsqlSession(cluster: cluster)
        reader.send("BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT count(*) FROM \(old);")
        _ = try reader.readLine()
        let build = try runSectionize(["store", "build", cluster.url, "--table", "contacts", "--busy-timeout", "2"] + Self.sv)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try table.keysTable() != old)
        // Still there (the reader holds it), retired for the next build.
        #expect(try cluster.psql("SELECT count(*) FROM pg_tables WHERE tablename = '\(old)'") == ["1"])
        reader.send("COMMIT;")
        reader.close()
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + Self.de).status == 0)
        #expect(try cluster.psql("SELECT count(*) FROM pg_tables WHERE tablename = '\(old)'") == ["0"])
        // Left: the stamp table and the current generation's keys, sections, lookup and buckets tables.
        #expect(try cluster.psql("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'contacts__sectionize%'") == ["5"])
    }
}

/// A psql session kept open (a transaction held across the test's steps); its input is a
/// pipe the test writes to.
final class PsqlSession {
    let process = Process()
    let input = Pipe()
    let output = Pipe()

    init(cluster: PostgresCluster) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [
            "-X", "-q", "-A", "-t", "-h", "127.0.0.1", "-p", String(cluster.port), "-U", cluster.user, "-d", cluster.databaseName,
        ]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ sql: String) { input.fileHandleForWriting.write(Data((sql + "\n").utf8)) }

    /// One line of output (waits for it).
    func readLine() throws -> String {
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line += byte
        }
        return String(decoding: line, as: UTF8.self)
    }

    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
#endif
