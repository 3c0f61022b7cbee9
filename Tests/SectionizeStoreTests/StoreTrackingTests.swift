// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Change tracking (issue 30, item 4; docs/store.md, "Change tracking"): triggers record the
/// ids of rows written by any program, and `sync` reads only those. Each test writes the
/// user's table with plain SQL, as another program would, and compares the tracked sync with
/// what the full read gives (a twin table with the same rows and the same writes, synced by
/// reading every row), with `verify` (every key recomputed from the table) and with the
/// test's own model of the table.
@Suite("Change tracking: sync reads only what changed")
struct StoreTrackingTests {
    static let configuration = SectioningConfiguration(locales: ["de"])
    static let twin = StoreTable(name: "twin", id: "id", fields: RecordFields(name: "name", reading: "yomi"))
    static let fields = ["--id", "id", "--name", "name", "--locale", "de"]

    /// The fixture's table and a twin with the same rows (an id primary key in both).
    static func makeTwin(_ table: any ContactsFixture, sqlite: Bool) throws {
        try table.run([
            "CREATE TABLE twin (id \(sqlite ? "INTEGER" : "integer") PRIMARY KEY, name text, yomi text)",
            "INSERT INTO twin SELECT id, name, yomi FROM contacts",
        ])
    }

    /// The changes with what differs by design (how many change rows were read) left out.
    static func comparable(_ changes: StoreChanges) -> StoreChanges {
        var changes = changes
        changes.trackedChanges = nil
        return changes
    }

    /// The differential test on one database: 20 rounds of random inserts, updates (also
    /// several rows in one statement, an update that changes nothing, and a change of id)
    /// and deletes, run on both tables; the tracked table's sync must read the change rows
    /// (not the table), give the twin's full-read change set, the twin's dump, a store that
    /// `verify` finds current and a full-read sync finds nothing to do in, and the rows of
    /// the test's own model of the table.
    static func differential(_ make: ([(id: Int, name: String, yomi: String?)]) throws -> any ContactsFixture, sqlite: Bool) throws {
        var rng = SplitMix(state: 30_4)
        var model: [Int: String] = [:]
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...60 {
            let (name, _) = StoreNames.name(locale: "de", using: &rng)
            rows.append((id, name, nil))
            model[id] = name
        }
        let table = try make(rows)
        try makeTwin(table, sqlite: sqlite)
        let tracked = try SectionStore.build(
            table.database, table: ContactsTable.table, configuration: configuration, options: StoreOptions(trackChanges: true)
        ).store
        #expect(tracked.tracksChanges)
        let full = try SectionStore.build(table.database, table: twin, configuration: configuration).store
        #expect(!full.tracksChanges)
        var nextID = 1000
        for round in 0..<20 {
            var statements: [String] = []
            for _ in 0..<(1 + Int(rng.next() % 5)) {
                let ids = model.keys.sorted()
                switch rng.next() % 7 {
                case 0, 1:
                    nextID += 1
                    let (name, _) = StoreNames.name(locale: "de", using: &rng)
                    statements.append(table.insertStatement(nextID, name, nil))
                    model[nextID] = name
                case 2:
                    guard let id = ids.randomElement(using: &rng) else { continue }
                    let (name, _) = StoreNames.name(locale: "de", using: &rng)
                    statements.append(table.updateStatement(id, name, nil))
                    model[id] = name
                case 3:
                    guard let id = ids.randomElement(using: &rng) else { continue }
                    statements.append(table.deleteStatement(id))
                    model[id] = nil
                case 4:
                    // A change of id: the old id goes, the new one comes.
                    guard let id = ids.randomElement(using: &rng) else { continue }
                    nextID += 1
                    statements.append("UPDATE contacts SET id = \(nextID) WHERE id = \(id)")
                    model[nextID] = model[id]
                    model[id] = nil
                case 5:
                    // Several rows in one statement.
                    let k = Int(rng.next() % 7)
                    statements.append("UPDATE contacts SET name = name || ' Jr' WHERE id % 7 = \(k)")
                    for id in ids where id % 7 == k { model[id] = model[id]! + " Jr" }
                default:
                    // A write that changes no value: recorded, but nothing to re-key.
                    statements.append("UPDATE contacts SET name = name WHERE id % 5 = 1")
                }
            }
            try table.run(statements)
            try table.run(statements.map { $0.replacingOccurrences(of: "contacts", with: "twin") })
            let pending = try table.strings("SELECT count(*) FROM contacts__sectionize_changes")
            let changes = try tracked.sync()
            let expected = try full.sync()
            #expect(changes.trackedChanges == Int(pending.first ?? "-1"), "round \(round): the sync read the change rows")
            #expect(expected.trackedChanges == nil)
            #expect(comparable(changes) == expected, "round \(round): the change set of the full read")
            #expect(try tracked.dump().sections == full.dump().sections, "round \(round): the dump of the full read")
            #expect(try table.strings("SELECT count(*) FROM contacts__sectionize_changes") == ["0"], "round \(round): change rows deleted")
            let stored = Set(try tracked.dump().sections.flatMap(\.rows).map { "\($0.id)=\($0.display)" })
            #expect(stored == Set(model.map { "\($0.key)=\($0.value)" }), "round \(round): the rows of the table")
        }
        #expect(try tracked.verify().isCurrent)
        let nothing = try tracked.sync(fullRead: true)
        #expect(nothing.inserted.isEmpty && nothing.updated.isEmpty && nothing.removed.isEmpty && nothing.trackedChanges == nil)
        let list = try referenceList(
            model.sorted { $0.key < $1.key }.map { (id: $0.key, name: $0.value, yomi: String?.none) }, configuration: configuration)
        let index = try tracked.index()
        #expect(index.displayedTitles == (0..<list.numberOfSections).map(list.title(ofSection:)))
        #expect(index.rowCounts == list.rowCounts)
    }

    @Test("SQLite: random writes by plain SQL, tracked sync equals the full read, the table and verify")
    func differentialSQLite() throws {
        try Self.differential({ try ContactsTable(rows: $0) }, sqlite: true)
    }

    @Test("PostgreSQL: random writes by plain SQL, tracked sync equals the full read, the table and verify")
    func differentialPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try Self.differential({ try PostgresContacts(cluster: cluster, rows: $0) }, sqlite: false)
    }

    /// A psql session the test drives statement by statement (a transaction left open).
    final class Session {
        let process = Process()
        let input = Pipe()
        init(_ cluster: PostgresCluster, name: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
            process.arguments = [
                "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(cluster.port), "-U", cluster.user, "-d", cluster.databaseName,
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(["PGAPPNAME": name]) { $1 }
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }
        func send(_ sql: String) { input.fileHandleForWriting.write(Data((sql + "\n").utf8)) }
        func finish() throws -> Int32 {
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// The result of a sync run on another thread (read after its semaphore).
    final class Box: @unchecked Sendable {
        // `Sendable` notes: written by the thread once, read after it signalled.
        var result: Result<StoreChanges, SectionizeError>?
    }

    /// Waits (at most 30 s) until a query answers `expected`.
    static func wait(_ cluster: PostgresCluster, until sql: String, is expected: [String]) throws {
        for _ in 0..<300 {
            if try cluster.psql(sql) == expected { return }
            usleep(100_000)
        }
        Issue.record("timed out waiting for \(sql) to be \(expected)")
    }

    @Test(
        "PostgreSQL: a change committed after sync read the change rows survives it (a lower seq committed late, and a write while sync waits) and the next sync picks it up"
    )
    func concurrentChangesPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        let store = try SectionStore.build(
            table.database, table: ContactsTable.table, configuration: Self.configuration,
            options: StoreOptions(busyTimeout: 60, trackChanges: true)
        ).store
        // 1. Session A takes a seq and keeps its transaction open; then a later seq commits.
        let a = try Session(cluster, name: "track-a")
        a.send("BEGIN; INSERT INTO contacts (id, name) VALUES (900, 'Ada Late');")
        try Self.wait(
            cluster, until: "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'track-a' AND state = 'idle in transaction'", is: ["1"])
        try table.run([table.insertStatement(901, "Bea Early", nil)])
        let first = try store.sync()
        #expect(first.inserted == ["901"], "only the committed change")
        // What "delete everything up to the highest seq read" would lose: A's row, seq 3 < 4.
        a.send("COMMIT;")
        #expect(try a.finish() == 0)
        #expect(try cluster.psql("SELECT id FROM contacts__sectionize_changes") == ["900"])
        let second = try store.sync()
        #expect(second.inserted == ["900"], "the late commit is picked up")
        // 2. A write that commits while sync waits for a lock after reading the change rows.
        try table.run([table.updateStatement(1, "Anna Bergman", nil)])
        let keys = try table.keysTable()
        let b = try Session(cluster, name: "track-b")
        // EXCLUSIVE, not ACCESS EXCLUSIVE: the statement that reads the stamp takes every
        // side table's ACCESS SHARE lock first (the store's check of what it reads), which
        // EXCLUSIVE lets through; the sync's writes, after it read the change rows, wait.
        b.send("BEGIN; LOCK TABLE \(keys) IN EXCLUSIVE MODE;")
        try Self.wait(
            cluster, until: "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'track-b' AND state = 'idle in transaction'", is: ["1"])
        let done = DispatchSemaphore(value: 0)
        let third = Box()
        Thread.detachNewThread {
            do throws(SectionizeError) { third.result = .success(try store.sync()) } catch { third.result = .failure(error) }
            done.signal()
        }
        try Self.wait(
            cluster, until: "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND backend_type = 'client backend'", is: ["1"])
        try table.run([table.insertStatement(902, "Cid Meanwhile", nil)])
        b.send("COMMIT;")
        #expect(try b.finish() == 0)
        done.wait()
        let result = try #require(try third.result?.get())
        #expect(result.updated == ["1"] && result.inserted.isEmpty, "the sync saw the change rows of its start")
        #expect(try cluster.psql("SELECT id FROM contacts__sectionize_changes") == ["902"])
        #expect(try store.sync().inserted == ["902"])
        #expect(try store.verify().isCurrent)
    }

    @Test(
        "PostgreSQL: TRUNCATE is recorded, and the next sync reads the whole table; another role's writes are recorded without rights on the change table"
    )
    func truncateAndOtherRolesPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil), (3, "Cy Ode", nil)])
        let store = try SectionStore.build(
            table.database, table: ContactsTable.table, configuration: Self.configuration, options: StoreOptions(trackChanges: true)
        ).store
        // A role that may write the table and nothing else (SECURITY DEFINER records for it).
        try cluster.psql(
            """
            CREATE ROLE writer LOGIN;
            GRANT INSERT, UPDATE, DELETE, TRUNCATE ON contacts TO writer;
            """)
        #expect(try cluster.psql("SELECT has_table_privilege('writer', 'public.contacts__sectionize_changes', 'INSERT')") == ["f"])
        try cluster.psql("SET ROLE writer; INSERT INTO contacts (id, name) VALUES (4, 'Dag Ruth'); RESET ROLE;")
        #expect(try store.sync().inserted == ["4"])
        try cluster.psql("SET ROLE writer; TRUNCATE contacts; INSERT INTO contacts (id, name) VALUES (5, 'Eve Sol'); RESET ROLE;")
        let after = try store.sync()
        #expect(after.trackedChanges == nil, "a TRUNCATE makes the sync read every row")
        #expect(Set(after.removed) == ["1", "2", "3", "4"] && after.inserted == ["5"])
        #expect(try cluster.psql("SELECT count(*) FROM contacts__sectionize_changes") == ["0"])
        #expect(try store.verify().isCurrent)
    }

    @Test(
        "SQLite: planted trigger and change table names are refused (73) and kept; a dropped trigger fails sync (65) until a build re-installs it; an altered one is refused"
    )
    func adversarialSQLite() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        let build = ["store", "build", table.path, "--table", "contacts", "--track-changes"] + Self.fields
        // A trigger of someone else's under the store's name.
        try table.execute("CREATE TABLE audit (id TEXT)")
        try table.execute(
            "CREATE TRIGGER contacts__sectionize_track_upd AFTER UPDATE ON contacts BEGIN INSERT INTO audit VALUES (NEW.id); END")
        var result = try runSectionize(build)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track_upd"))
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE type = 'trigger'") == ["contacts__sectionize_track_upd"])
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize%'") == ["contacts__sectionize_track_upd"])
        try table.execute("DROP TRIGGER contacts__sectionize_track_upd")
        // A table under the change table's name keeps its rows.
        try table.execute("CREATE TABLE contacts__sectionize_changes (seq INTEGER PRIMARY KEY NOT NULL, id TEXT)")
        try table.execute("INSERT INTO contacts__sectionize_changes (id) VALUES ('mine')")
        result = try runSectionize(build)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_changes"))
        #expect(try table.strings("SELECT id FROM contacts__sectionize_changes") == ["mine"])
        try table.execute("DROP TABLE contacts__sectionize_changes")
        // Installed: verify says so.
        result = try runSectionize(build)
        #expect(result.status == 0, "\(result.stderr)")
        result = try runSectionize(["store", "verify", table.path, "--table", "contacts"])
        #expect(result.status == 0 && result.stdout.contains("change tracking: on, 0 changes"), "\(result.stdout)\(result.stderr)")
        // A dropped trigger: changes may go unrecorded, so sync refuses (65), saying how to repair.
        try table.execute("DROP TRIGGER contacts__sectionize_track_del")
        try table.delete(2)
        result = try runSectionize(["store", "sync", table.path, "--table", "contacts"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track_del is missing") && result.stderr.contains("--track-changes"))
        // A rebuild (tracking is kept without the flag) re-installs it and reads every row.
        result = try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try table.strings("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'contacts__sectionize_track_%'") == ["3"])
        try table.delete(1)
        result = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try SectionStore.open(table.database, table: "contacts").dump().sections.flatMap(\.rows).isEmpty)
        // A trigger replaced by one that records nothing: refused by every command (65).
        try table.execute("DROP TRIGGER contacts__sectionize_track_ins")
        try table.execute("CREATE TRIGGER contacts__sectionize_track_ins AFTER INSERT ON contacts BEGIN SELECT 1; END")
        result = try runSectionize(["store", "index", table.path, "--table", "contacts"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track_ins") && result.stderr.contains("not the store's"))
        // Untrack refuses too, and drops nothing.
        result = try runSectionize(["store", "untrack", table.path, "--table", "contacts"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(try table.strings("SELECT count(*) FROM sqlite_master WHERE name LIKE 'contacts__sectionize_track_%'") == ["3"])
        // A trigger on the change table (code run on every recorded change) is refused.
        try table.execute("DROP TRIGGER contacts__sectionize_track_ins")
        #expect(try runSectionize(build).status == 0)
        try table.execute("CREATE TRIGGER spy AFTER INSERT ON contacts__sectionize_changes BEGIN INSERT INTO audit VALUES (NEW.id); END")
        result = try runSectionize(["store", "index", table.path, "--table", "contacts"])
        #expect(result.status == 65 && result.stderr.contains("contacts__sectionize_changes"), "\(result.stderr)")
    }

    @Test("SQLite: --track-changes, sync from the changes (sqlite3's writes), untrack removes every object and sync reads the table again")
    func commandsSQLite() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        var result = try runSectionize(["store", "build", table.path, "--table", "contacts", "--track-changes"] + Self.fields)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try table.strings(
                "SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize_track%' OR name = 'contacts__sectionize_changes' ORDER BY name")
                == [
                    "contacts__sectionize_changes", "contacts__sectionize_track_del", "contacts__sectionize_track_ins",
                    "contacts__sectionize_track_upd",
                ])
        try PostgresCluster.run(
            "/usr/bin/sqlite3", [table.path, "INSERT INTO contacts VALUES (3, 'Cy Ode', NULL); UPDATE contacts SET name = 'Bo Eklund' WHERE id = 2"])
        #expect(try table.strings("SELECT id FROM contacts__sectionize_changes ORDER BY seq") == ["3", "2"])
        result = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let ids = try #require(json["ids"] as? [String: Any])
        #expect(ids["inserted"] as? [String] == ["3"] && ids["updated"] as? [String] == ["2"], "\(result.stdout)")
        result = try runSectionize(["store", "verify", table.path, "--table", "contacts", "--format", "json"])
        #expect(result.stdout.contains("\"tracksChanges\": true"), "\(result.stdout)")
        result = try runSectionize(["store", "untrack", table.path, "--table", "contacts"])
        #expect(result.status == 0 && result.stdout == "change tracking of contacts removed\n", "\(result.stdout)\(result.stderr)")
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize_track%' OR name = 'contacts__sectionize_changes'")
                == [])
        try table.delete(1)
        result = try runSectionize(["store", "sync", table.path, "--table", "contacts", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let after = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((after["ids"] as? [String: Any])?["deleted"] as? [String] == ["1"], "\(result.stdout)")
        #expect(try SectionStore.open(table.database, table: "contacts").dump().sections.flatMap(\.rows).map(\.id).sorted() == ["2", "3"])
        result = try runSectionize(["store", "verify", table.path, "--table", "contacts", "--format", "json"])
        #expect(result.stdout.contains("\"tracksChanges\": false"), "\(result.stdout)")
        result = try runSectionize(["store", "untrack", table.path, "--table", "contacts"])
        #expect(result.status == 0 && result.stdout == "change tracking of contacts was not on\n")
    }

    /// PostgreSQL's integer types are smallint, integer and bigint (PostgreSQL 15 manual, 8.1.1
    /// "Integer Types"); a domain's column counts as its base type, as information_schema's
    /// `data_type` reports it ("If the column is based on a domain, this column refers to the
    /// type underlying the domain", manual 37.17 "columns"). Integer ids print as JSON numbers,
    /// and a tracked sync compares them in the column's own type.
    @Test(
        "PostgreSQL: the id column's type decides integer ids (smallint, integer, bigint, a domain over integer; not numeric or text), and a tracked sync finds rows by each"
    )
    func postgresIDTypes() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try cluster.psql("CREATE DOMAIN contact_id AS integer CHECK (VALUE > 0)")
        for (type, integer) in [
            ("smallint", true), ("integer", true), ("bigint", true), ("contact_id", true), ("numeric", false), ("text", false),
        ] {
            try cluster.psql(
                "DROP TABLE IF EXISTS people CASCADE; CREATE TABLE people (code \(type) PRIMARY KEY, name text); INSERT INTO people VALUES ('7', 'Bo Ek'), ('12', 'Anna Berg')"
            )
            let table = StoreTable(name: "people", id: "code", fields: RecordFields(name: "name"))
            let built = try SectionStore.build(
                .postgres(url: cluster.url), table: table, configuration: Self.configuration, options: StoreOptions(trackChanges: true)
            ).store
            #expect(built.idsAreIntegers == integer, "\(type)")
            try cluster.psql("UPDATE people SET name = 'Anna Zorn' WHERE code = '12'; INSERT INTO people VALUES ('9', 'Cy Ode')")
            let changes = try built.sync()
            #expect(changes.trackedChanges == 2, "\(type)")
            #expect(changes.updated == ["12"] && changes.inserted == ["9"], "\(type): \(changes.updated) \(changes.inserted)")
            #expect(try built.verify().isCurrent, "\(type)")
            #expect(try SectionStore.untrackChanges(.postgres(url: cluster.url), table: "people"), "\(type)")
        }
    }

    @Test("Both: a text id column not named id: tracked by its own name, opened by table name alone, synced and untracked")
    func textIDColumn() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let sqlite = try ContactsTable(rows: [])
        for (database, run) in [
            (sqlite.database, { (sql: String) throws in try sqlite.execute(sql) }), (.postgres(url: cluster.url), { try cluster.psql($0) }),
        ] as [(StoreDatabase, (String) throws -> Void)] {
            try run("CREATE TABLE people (code TEXT PRIMARY KEY, name TEXT)")
            try run("INSERT INTO people VALUES ('b7', 'Bo Ek'), ('a1', 'Anna Berg')")
            let table = StoreTable(name: "people", id: "code", fields: RecordFields(name: "name"))
            _ = try SectionStore.build(database, table: table, configuration: Self.configuration, options: StoreOptions(trackChanges: true))
            try run(
                "INSERT INTO people VALUES ('c3', 'Cy Ode'); UPDATE people SET code = 'a2' WHERE code = 'a1'; DELETE FROM people WHERE code = 'b7'")
            let store = try SectionStore.open(database, table: "people")
            #expect(store.tracksChanges, "\(database)")
            let changes = try store.sync()
            #expect(changes.trackedChanges == 4, "\(database): c3, a1 and a2, b7")
            #expect(Set(changes.removed) == ["a1", "b7"] && Set(changes.inserted) == ["a2", "c3"], "\(database)")
            #expect(try store.verify().isCurrent, "\(database)")
            #expect(try SectionStore.untrackChanges(database, table: "people"), "\(database)")
            #expect(try !SectionStore.open(database, table: "people").tracksChanges, "\(database)")
        }
    }

    @Test(
        "PostgreSQL: planted function and trigger names are refused (73); an altered function body, a disabled trigger and a trigger on the change table are refused; the function records only its table; untrack removes all"
    )
    func adversarialPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        let build = ["store", "build", cluster.url, "--table", "contacts", "--track-changes"] + Self.fields
        // Another role plants a function under the store's name.
        try cluster.psql(
            """
            CREATE ROLE mallory LOGIN;
            GRANT CREATE, USAGE ON SCHEMA public TO mallory;
            SET ROLE mallory;
            CREATE FUNCTION contacts__sectionize_track() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
            RESET ROLE;
            """)
        var result = try runSectionize(build)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track") && result.stderr.contains("mallory"))
        #expect(try cluster.psql("SELECT count(*) FROM pg_trigger WHERE tgrelid = 'contacts'::regclass") == ["0"])
        try cluster.psql("DROP FUNCTION contacts__sectionize_track()")
        // A trigger under one of the store's trigger names.
        try cluster.psql(
            """
            CREATE FUNCTION noop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
            CREATE TRIGGER contacts__sectionize_track_del AFTER DELETE ON contacts FOR EACH STATEMENT EXECUTE FUNCTION noop();
            """)
        result = try runSectionize(build)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track_del"))
        try cluster.psql("DROP TRIGGER contacts__sectionize_track_del ON contacts")
        result = try runSectionize(build)
        #expect(result.status == 0, "\(result.stderr)")
        // The function cannot be attached to another table by another role (EXECUTE revoked)…
        #expect(throws: (any Error).self) {
            try cluster.psql(
                "SET ROLE mallory; CREATE TABLE bait (id integer); CREATE TRIGGER t AFTER INSERT ON bait REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.contacts__sectionize_track()"
            )
        }
        // …and fired from another table (a superuser's trigger) records nothing, it raises.
        try cluster.psql(
            "CREATE TABLE bait2 (id integer); CREATE TRIGGER t AFTER INSERT ON bait2 REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.contacts__sectionize_track()"
        )
        #expect(throws: (any Error).self) { try cluster.psql("INSERT INTO bait2 VALUES (7)") }
        #expect(try cluster.psql("SELECT count(*) FROM contacts__sectionize_changes") == ["0"])
        // An altered body (the owner's CREATE OR REPLACE) is refused by every command.
        try cluster.psql("CREATE TABLE saved AS SELECT prosrc FROM pg_proc WHERE proname = 'contacts__sectionize_track'")
        try cluster.psql(
            """
            CREATE OR REPLACE FUNCTION public.contacts__sectionize_track() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
              SET search_path = pg_catalog, pg_temp AS $$ BEGIN RETURN NULL; END $$;
            """)
        result = try runSectionize(["store", "index", cluster.url, "--table", "contacts"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("contacts__sectionize_track") && result.stderr.contains("body"))
        try cluster.psql("UPDATE pg_proc SET prosrc = (SELECT prosrc FROM saved) WHERE proname = 'contacts__sectionize_track'")
        #expect(try runSectionize(["store", "index", cluster.url, "--table", "contacts"]).status == 0)
        // A disabled trigger: sync refuses (65) rather than miss changes.
        try cluster.psql("ALTER TABLE contacts DISABLE TRIGGER contacts__sectionize_track_upd")
        result = try runSectionize(["store", "sync", cluster.url, "--table", "contacts"])
        #expect(result.status == 65 && result.stderr.contains("disabled"), "\(result.stderr)")
        try cluster.psql("ALTER TABLE contacts ENABLE TRIGGER contacts__sectionize_track_upd")
        // A trigger on the change table is refused.
        try cluster.psql("CREATE TRIGGER spy AFTER INSERT ON contacts__sectionize_changes FOR EACH STATEMENT EXECUTE FUNCTION noop()")
        result = try runSectionize(["store", "sync", cluster.url, "--table", "contacts"])
        #expect(result.status == 65 && result.stderr.contains("contacts__sectionize_changes"), "\(result.stderr)")
        try cluster.psql("DROP TRIGGER spy ON contacts__sectionize_changes")
        // Untrack never drops another's object: while bait2's trigger uses the function, it
        // fails (no CASCADE) and leaves everything as it was.
        result = try runSectionize(["store", "untrack", cluster.url, "--table", "contacts"])
        #expect(result.status == 74 && result.stderr.contains("depend"), "\(result.stderr)")
        #expect(try cluster.psql("SELECT count(*) FROM pg_trigger WHERE tgrelid = 'contacts'::regclass") == ["4"])
        try cluster.psql("DROP TABLE bait2")
        // Untrack removes the triggers, the function and the table; writes go on.
        result = try runSectionize(["store", "untrack", cluster.url, "--table", "contacts"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try cluster.psql("SELECT count(*) FROM pg_trigger WHERE tgrelid = 'contacts'::regclass") == ["0"])
        #expect(try cluster.psql("SELECT count(*) FROM pg_proc WHERE proname = 'contacts__sectionize_track'") == ["0"])
        #expect(try cluster.psql("SELECT count(*) FROM pg_class WHERE relname = 'contacts__sectionize_changes'") == ["0"])
        try table.run([table.insertStatement(3, "Cy Ode", nil)])
        result = try runSectionize(["store", "sync", cluster.url, "--table", "contacts", "--format", "json"])
        #expect(result.status == 0 && result.stdout.contains("\"3\""), "\(result.stdout)\(result.stderr)")
    }
}
#endif
