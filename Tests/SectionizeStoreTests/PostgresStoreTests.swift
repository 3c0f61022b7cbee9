// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// The same checks against a real PostgreSQL server: each test starts a throwaway cluster
/// (`PostgresCluster`) and fails when it cannot.
@Suite("Store on PostgreSQL (a throwaway cluster)")
struct PostgresStoreTests {
    @Test("Same rows and random edit sequences: equal to SectionedList in 5 locales and both styles")
    func differential() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        for (locale, style) in StoreDifferentialTests.cases {
            try StoreDifferentialTests.differential(locale: locale, style: style) { try PostgresContacts(cluster: cluster, rows: $0) }
        }
    }

    @Test("ORDER BY section, sort_key (bytea) gives the in-memory order for every file of Data/corpus; sync and a tampered stamp")
    func orderSyncAndStamp() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        for file in Corpus.files() {
            let lines = try Corpus.lines("corpus/\(file)")
            let rows = lines.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
            let configuration = SectioningConfiguration(
                locales: [LocaleIdentifier(rawValue: StoreOrderAndStampTests.locale(of: file))], readingMode: .off)
            let table = try PostgresContacts(cluster: cluster, rows: rows)
            _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration)
            let list = try referenceList(rows, configuration: configuration)
            let sqlOrder = try table.strings("SELECT id FROM \(try table.keysTable()) ORDER BY section, sort_key, seq")
            #expect(sqlOrder == orderIDs(list), "\(file)")
        }
        // Sync after changes made in the table.
        var rng = SplitMix(state: 5)
        let rows = (1...60).map { id in
            let (name, yomi) = StoreNames.name(locale: "de", using: &rng)
            return (id: id, name: name, yomi: yomi)
        }
        let table = try PostgresContacts(cluster: cluster, rows: rows)
        let configuration = SectioningConfiguration(locales: ["de"])
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        var list = try referenceList(rows, configuration: configuration)
        try table.run([table.deleteStatement(3), table.updateStatement(10, "Quentin Quast", nil), table.insertStatement(500, "Yvonne Yilmaz", nil)])
        let synced = try store.sync()
        let expected = try list.apply([.remove("3"), .update(record(10, "Quentin Quast", nil)), .insert(record(500, "Yvonne Yilmaz", nil))])
        #expect(synced.changes == expected)
        try StoreDifferentialTests.expectEqual(store, list, "PostgreSQL after sync")
        // An OS upgrade, simulated.
        try table.run([
            "UPDATE contacts__sectionize_stamp SET value = replace(value, '\"icuVersion\":\"\(IndexedCollation.icuVersion)\"', '\"icuVersion\":\"1.0\"') WHERE name = 'stamp'",
            "UPDATE \(try table.keysTable()) SET sort_key = '\\x01'::bytea",
        ])
        let stale = try SectionStore.open(table.database, table: "contacts")
        #expect(stale.stampDifferences == ["ICU 1.0 (stored) ≠ \(IndexedCollation.icuVersion) (running)"])
        #expect(try !stale.verify().isCurrent)
        #expect(throws: SectionizeError.self) { try stale.sync() }
        let rebuilt = try stale.rebuild().store
        #expect(try rebuilt.verify().isCurrent)
        try StoreDifferentialTests.expectEqual(rebuilt, list, "PostgreSQL after rebuild")
    }

    /// A build runs VACUUM on its tables after its commit, so that an index-only scan reads no
    /// heap row: before, that waited for autovacuum, and a search at 100k rows took 10.2 ms
    /// against 8.2 ms after a VACUUM (Benchmarks/README.md). `pg_class.relallvisible` counts
    /// the pages the visibility map marks all-visible; VACUUM sets it, and the ANALYZE the
    /// build runs in its transaction leaves it 0 (PostgreSQL's documentation of pg_class).
    /// Autovacuum is off in this test's cluster, so that only the build can have set it.
    @Test("PostgreSQL: a build and a rebuild leave every page of the store's tables all-visible (relallvisible = relpages)")
    func buildVacuums() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try cluster.psql("ALTER SYSTEM SET autovacuum = off; SELECT pg_reload_conf();")
        let rows = (1...3000).map { (id: $0, name: "Name \($0)", yomi: String?.none) }
        let table = try PostgresContacts(cluster: cluster, rows: rows)
        var store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"])).store
        for round in ["build", "rebuild"] {
            // The current generation's keys, lookup and buckets tables (the sections table
            // may fit in one page either way).
            let generation = try cluster.psql("SELECT value FROM contacts__sectionize_stamp WHERE name = 'generation'")
            let g = generation.first ?? "?"
            let pages = try cluster.psql(
                """
                SELECT relname || ' ' || relpages || ' ' || relallvisible FROM pg_class
                 WHERE relname IN ('contacts__sectionize_\(g)', 'contacts__sectionize_lookup_\(g)', 'contacts__sectionize_buckets_\(g)')
                 ORDER BY relname
                """)
            #expect(pages.count == 3, "\(round): \(pages)")
            for line in pages {
                let fields = line.split(separator: " ")
                #expect(fields.count == 3 && Int(fields[1]) ?? 0 > 0 && fields[1] == fields[2], "\(round): \(line)")
            }
            if round == "build" { store = try store.rebuild().store }
        }
        #expect(try store.verify().isCurrent)
    }

    @Test("The binary with a postgres:// URL: dump equals the SQLite store's dump; errors name the URL without the password")
    func commandLine() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        var rng = SplitMix(state: 11)
        let rows = (1...200).map { id in
            let (name, yomi) = StoreNames.name(locale: "ja", using: &rng)
            return (id: id, name: name, yomi: yomi)
        }
        _ = try PostgresContacts(cluster: cluster, rows: rows)  // the table the binary builds from
        let sqlite = try ContactsTable(rows: rows)
        let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--reading", "yomi", "--locale", "ja"]
        let build = try runSectionize(["store", "build", cluster.url] + fields)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try runSectionize(["store", "build", sqlite.path] + fields).status == 0)
        let a = try runSectionize(["store", "dump", cluster.url, "--table", "contacts", "--format", "json"])
        let b = try runSectionize(["store", "dump", sqlite.path, "--table", "contacts", "--format", "json"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(a.stdout == b.stdout)
        #expect(try runSectionize(["store", "verify", cluster.url, "--table", "contacts"]).status == 0)
        let missing = try runSectionize(["store", "build", cluster.url, "--table", "people", "--id", "id", "--name", "name"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no table people"))
        // A server that refuses: exit 69, the URL named, the password never printed.
        let refused = "postgres://\(cluster.user):s3cret@127.0.0.1:\(try PostgresCluster.freePort())/\(cluster.databaseName)"
        let error = try runSectionize(["store", "index", refused, "--table", "contacts"])
        #expect(error.status == 69)
        #expect(error.stderr.contains("postgres://\(cluster.user)@127.0.0.1:"))
        #expect(!error.stderr.contains("s3cret"))
    }

    /// A read's `COMMIT` is sent without waiting for it (the next statement goes behind it on
    /// the connection). A process that ends with that answer unread resets the connection,
    /// and the server logs it ("could not receive data from client: Connection reset by
    /// peer"); one that ends inside a transaction logs "unexpected EOF on client connection
    /// with an open transaction" (PostgreSQL's `pq_getbyte` and `SocketBackend` report both;
    /// seen in this cluster's log before the store waited for its last `COMMIT` at close).
    /// Reads by the binary and by a handle the test drops leave neither in the log.
    @Test("Reads by the binary and by a dropped handle end their sessions cleanly: no reset or unexpected EOF in the server's log")
    func sessionsEndCleanly() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Abel", nil), (2, "Bo Berg", nil), (3, "Müller", nil)])
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"]))
        for arguments in [["index"], ["search", "mu"], ["rows", "--section", "0"], ["index"], ["search", "an"]] {
            let run = try runSectionize(["store", arguments[0], cluster.url, "--table", "contacts"] + arguments.dropFirst())
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        for _ in 0..<3 {
            let store = try SectionStore.open(table.database, table: "contacts")
            #expect(try store.search("mu").count == 1)
        }
        usleep(300_000)  // the server writes its log line after the client is gone
        let log = cluster.serverLog
        #expect(!log.contains("reset by peer"), "\(log.suffix(1500))")
        #expect(!log.contains("unexpected EOF"), "\(log.suffix(1500))")
    }

    /// The server's log lines of the executions of a one-word search's statement (the only
    /// statement whose text begins `SELECT f.section`), as `log_min_duration_statement = 0`
    /// logs each: "execute <name>: SELECT …" (PostgreSQL's `exec_execute_message`).
    /// With `table`, those that read that table (its quoted name is in the statement's text).
    static func searchExecutions(_ cluster: PostgresCluster, reading table: String? = nil) -> Int {
        cluster.serverLog.split(separator: "\n").filter { line in
            line.contains("execute ") && line.contains(": SELECT f.section") && (table.map { line.contains("\"\($0)\"") } ?? true)
        }.count
    }

    /// The window between the catalog check (which reads the catalog, and locks nothing) and
    /// the statements that read the tables it checked: the owner drops generation 1's lookup
    /// table and mallory puts a view in its place, in one transaction that commits while the
    /// store's read waits for the table's lock. The check saw the store's own table; a later
    /// statement would read the view.
    /// - Synchronous, a view that hides a row ("mus" finds Mustermann, id 4; hand-checked):
    ///   the statement that reads the stamp locks every table of the generation and names
    ///   the oids it resolved; the view's is not the checked table's, so nothing the
    ///   transaction read is used, the read is tried again, and its check refuses the view
    ///   (`storeNotOwned`).
    /// - Pooled, a view whose rows call mallory's function, which tries to write as the role
    ///   that reads them: the search sent ahead does read the view in the window (the server's
    ///   log shows the attempt), in a read-only transaction, so the write fails; the search
    ///   is refused and mallory's table stays empty.
    /// Each search must wait for the attacker's lock (over a second): a search that did not
    /// was not in the window.
    @Test("A table planted between the catalog check and the reads: its rows are not used, it cannot make the store write, synchronous or pooled")
    func plantedBetweenCheckAndRead() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try Self.loggedSearchStore(cluster)
        let store = try SectionStore.open(table.database, table: "contacts")
        let pool = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        #expect(try store.searchRows(["mus"], limit: 20)[0].rows.map(\.id) == ["4"])
        #expect(try await pool.searchRows(["mus"], limit: 20)[0].rows.map(\.id) == ["4"])
        try StoreOwnershipTests.prepareMallory(
            cluster, copying: "contacts__sectionize_lookup_1", to: "lookup_copy",
            asMallory: """
                CREATE TABLE loot (who text);
                GRANT INSERT ON loot TO PUBLIC;
                CREATE FUNCTION steal() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
                BEGIN INSERT INTO public.loot VALUES (current_user); RETURN true; END $$;
                """)
        /// Plants the view in a transaction that waits 2 s before it commits, runs `search`
        /// while it waits, and gives its error.
        func searchWhilePlanting(_ view: String, _ search: () async throws -> Void) async throws -> SectionizeError? {
            let attacker = Process()
            attacker.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
            attacker.arguments = [
                "-X", "-q", "-h", "127.0.0.1", "-p", String(cluster.port), "-U", cluster.user, "-d", cluster.databaseName, "-c",
                "BEGIN;\n" + StoreOwnershipTests.plantingView("contacts__sectionize_lookup_1", view) + "\nSELECT pg_sleep(2); COMMIT;",
            ]
            attacker.standardOutput = FileHandle.nullDevice
            try attacker.run()
            defer { attacker.waitUntilExit() }
            var waiting = false
            for _ in 0..<100 where !waiting {
                waiting = try cluster.psql("SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'PgSleep'") == ["1"]
                if !waiting { usleep(20_000) }
            }
            #expect(waiting, "the attacker's transaction, its view made and not committed")
            let start = Date()
            let error = await #expect(throws: SectionizeError.self) { try await search() }
            #expect(Date().timeIntervalSince(start) > 1, "the search did not wait for the attacker's lock: the window was missed")
            return error
        }
        let hidden = try await searchWhilePlanting("SELECT * FROM public.lookup_copy WHERE id <> '4'") {
            _ = try store.searchRows(["mus"], limit: 20)
        }
        #expect(hidden?.code == .storeNotOwned && hidden?.message.contains("contacts__sectionize_lookup_1") == true, "\(String(describing: hidden))")
        // The store's table back (the store's role owns it again), so that the check passes.
        try cluster.psql("DROP VIEW contacts__sectionize_lookup_1; CREATE TABLE contacts__sectionize_lookup_1 AS SELECT * FROM lookup_copy")
        #expect(try await pool.searchRows(["mus"], limit: 20)[0].rows.map(\.id) == ["4"])
        let stealing = try await searchWhilePlanting("SELECT * FROM public.lookup_copy WHERE public.steal()") {
            _ = try await pool.searchRows(["mus"], limit: 20)
        }
        #expect(stealing?.code == .storeNotOwned, "\(String(describing: stealing))")
        await pool.close()
        usleep(200_000)  // the server writes its log as it goes
        #expect(cluster.serverLog.contains("cannot execute INSERT in a read-only transaction"), "mallory's function never ran: the window was missed")
        #expect(try cluster.psql("SELECT count(*) FROM loot") == ["0"], "mallory's function wrote as the store's role")
    }

    /// A one-word search is sent ahead of its turn, right behind the stamp's statement, and
    /// asked for with the same text and values: the server runs it once per search. A
    /// statement sent ahead that the search did not ask for would run twice (its own run and
    /// the search's), which a change to either text makes happen.
    @Test("A one-word search sent ahead behind the stamp runs once per search on the server, with the same matches")
    func searchSentAheadRunsOnce() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try Self.loggedSearchStore(cluster)
        let store = try SectionStore.open(table.database, table: "contacts")
        let before = Self.searchExecutions(cluster)
        for (query, expected) in Self.searchesSentAhead {
            #expect(try store.searchRows([query], limit: 20)[0].rows.map(\.id) == expected, "\(query)")
        }
        usleep(200_000)  // the server writes its log as it goes; give it the last lines
        #expect(Self.searchExecutions(cluster) - before == Self.searchesSentAhead.count, "\(cluster.serverLog.suffix(3000))")
    }

    /// Four contacts in a store built for `de`, in a database whose sessions log every
    /// statement's run (`log_min_duration_statement = 0`, for ``searchExecutions(_:reading:)``).
    static func loggedSearchStore(_ cluster: PostgresCluster) throws -> PostgresContacts {
        let table = try PostgresContacts(
            cluster: cluster, rows: [(1, "Anna Abel", nil), (2, "Bo Berg", nil), (3, "Jürgen Müller", nil), (4, "Mia Mustermann", nil)])
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"]))
        try cluster.psql("ALTER DATABASE \(cluster.databaseName) SET log_min_duration_statement = 0")
        return table
    }

    /// One-word queries over ``loggedSearchStore(_:)`` and the ids they find, hand-checked:
    /// "mu" begins the surnames Müller and Mustermann (German primary strength folds ü), "m"
    /// those and Mia; one and two letters and three, so each word depth's statement and the
    /// lookup index's; "mu" twice, so a statement prepared before.
    static let searchesSentAhead = [("mu", ["3", "4"]), ("m", ["3", "4"]), ("mu", ["3", "4"]), ("jü", ["3"]), ("mus", ["4"])]

    /// A handle opened on generation 1 sends its search ahead for generation 1's tables. When
    /// a rebuild has made generation 2 current while a reader in another session still holds
    /// generation 1 (so that its tables stay, retired, and pass the catalog check), the
    /// search must not use what it sent ahead: the matches are the rebuilt list's. The
    /// server's log shows that each search did send it (a run of the search's statement on
    /// generation 1's lookup table), from the synchronous store and from the pool.
    @Test("A search sent ahead for a retired generation is not used, synchronous or pooled: the rebuilt list's matches come back")
    func searchAheadOfRetiredGeneration() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try PostgresContacts(cluster: cluster, rows: [(1, "Jürgen Müller", nil), (2, "Bo Berg", nil)])
        let configuration = SectioningConfiguration(locales: ["de"])
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration)
        try cluster.psql("ALTER DATABASE \(cluster.databaseName) SET log_min_duration_statement = 0")
        let store = try SectionStore.open(table.database, table: "contacts")
        let pool = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        #expect(try store.searchRows(["mu"], limit: 20)[0].rows.map(\.display) == ["Jürgen Müller"])
        #expect(try await pool.searchRows(["mu"], limit: 20)[0].rows.map(\.display) == ["Jürgen Müller"])
        // Another session reads generation 1 and keeps its transaction open for 6 s.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        reader.arguments = [
            "-X", "-q", "-h", "127.0.0.1", "-p", String(cluster.port), "-U", cluster.user, "-d", cluster.databaseName, "-c",
            "BEGIN; SELECT count(*) FROM contacts__sectionize_1; SELECT pg_sleep(6); COMMIT;",
        ]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        defer { reader.waitUntilExit() }
        var held = false
        for _ in 0..<100 where !held {
            held =
                try cluster.psql(
                    "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'contacts__sectionize_1' AND l.granted"
                ) != ["0"]
            if !held { usleep(50_000) }
        }
        #expect(held, "the reader's lock on generation 1")
        try table.run(["UPDATE contacts SET name = 'Mia Mustermann' WHERE id = 1"])
        _ = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration)
        // The precondition: generation 1's tables are still there, retired, and 2 is current.
        let tables = try cluster.psql("SELECT relname FROM pg_class WHERE relname ~ '^contacts__sectionize_(lookup_)?[12]$' ORDER BY relname")
        #expect(
            tables == ["contacts__sectionize_1", "contacts__sectionize_2", "contacts__sectionize_lookup_1", "contacts__sectionize_lookup_2"])
        let sentBefore = Self.searchExecutions(cluster, reading: "contacts__sectionize_lookup_1")
        #expect(try store.searchRows(["mu"], limit: 20)[0].rows.map(\.display) == ["Mia Mustermann"])
        #expect(try store.searchRows(["jü"], limit: 20)[0].rows.map(\.display) == [])
        #expect(try await pool.searchRows(["mu"], limit: 20)[0].rows.map(\.display) == ["Mia Mustermann"])
        #expect(try await pool.searchRows(["jü"], limit: 20)[0].rows.map(\.display) == [])
        await pool.close()
        usleep(200_000)
        #expect(Self.searchExecutions(cluster, reading: "contacts__sectionize_lookup_1") - sentBefore == 4, "\(cluster.serverLog.suffix(3000))")
    }

    /// The search is sent ahead only to a generation whose tables all passed the catalog
    /// check. Here another role (`mallory`) has put a view in place of generation 1's lookup
    /// table after the handles opened; the view's rows call mallory's function, which writes
    /// a line to the server's log (a side effect that neither the store's read-only
    /// transaction forbids nor its rollback undoes, checked first). Searches through a
    /// synchronous handle and a pool must be refused (`storeNotOwned`, naming the table)
    /// without the function having run once: a search sent ahead before the refusal would
    /// have run it.
    @Test("A search is never sent ahead to a planted table: a view calling another role's function is refused before it runs, synchronous or pooled")
    func searchNotSentAheadToPlantedTable() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let table = try Self.loggedSearchStore(cluster)
        let store = try SectionStore.open(table.database, table: "contacts")
        let pool = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        #expect(try store.searchRows(["mu"], limit: 20)[0].rows.map(\.id) == ["3", "4"])
        #expect(try await pool.searchRows(["mu"], limit: 20)[0].rows.map(\.id) == ["3", "4"])
        try StoreOwnershipTests.plantView(
            cluster, replacing: "contacts__sectionize_lookup_1", copy: "lookup_copy",
            asMallory: """
                CREATE FUNCTION spy() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
                BEGIN RAISE WARNING 'spied on %', current_user; RETURN true; END $$;
                """,
            view: "SELECT * FROM public.lookup_copy WHERE public.spy()")
        let spied = { () -> Int in
            usleep(200_000)  // the server writes its log as it goes
            return cluster.serverLog.components(separatedBy: "WARNING:  spied on ").count - 1
        }
        // The spy works in a read-only transaction, and a rollback does not undo its lines.
        try cluster.psql("BEGIN READ ONLY; SELECT count(*) FROM contacts__sectionize_lookup_1; ROLLBACK")
        let before = spied()
        #expect(before > 0, "the spy's lines")
        let error = #expect(throws: SectionizeError.self) { try store.searchRows(["mu"], limit: 20) }
        #expect(error?.code == .storeNotOwned && error?.message.contains("contacts__sectionize_lookup_1") == true, "\(String(describing: error))")
        let pooled = await #expect(throws: SectionizeError.self) { try await pool.searchRows(["mu"], limit: 20) }
        #expect(pooled?.code == .storeNotOwned, "\(String(describing: pooled))")
        await pool.close()
        #expect(spied() == before, "mallory's function ran in the store's transaction: \(cluster.serverLog.suffix(3000))")
    }

    @Test("Readers in other connections see a consistent list while a writer edits it; a build killed half-way leaves consistent keys")
    func readersAndKilledBuild() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try StoreConcurrencyTests.readersDuringWrites { try PostgresContacts(cluster: cluster, rows: $0) }
        // A build (another locale and style) killed at random points: the stamp and every
        // key always agree (verify exits 0), and no row is lost.
        var names = SplitMix(state: 5)
        let rows = (1...8_000).map { id in
            let (name, yomi) = StoreNames.name(locale: "de", using: &names)
            return (id: id, name: name, yomi: yomi)
        }
        _ = try PostgresContacts(cluster: cluster, rows: rows)
        _ = try killRebuildsAtRandom(cluster.url, attempts: 3, seed: 99)
    }
}
#endif
