// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import GRDB
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Issue 28, "Write only what you own": a table with a side table's name that the store did
/// not create is never written, cleared or read as the store's. Each test failed before the
/// store checked ownership (the build deleted the rows, or ran the planted trigger, exit 0).
@Suite("The store writes only what it owns")
struct StoreOwnershipTests {
    static let fields = ["--id", "id", "--name", "name", "--locale", "de"]

    @Test("SQLite: a user's table named people__sectionize_stamp keeps its rows; build exits 73 naming it")
    func collidingTableSQLite() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)")
        try table.execute("INSERT INTO people VALUES (1, 'Zoe Adams'), (2, 'Max Mustermann')")
        // The user's settings, in a table that merely has the stamp's name (and its columns).
        try table.execute("CREATE TABLE people__sectionize_stamp (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
        try table.execute("INSERT INTO people__sectionize_stamp VALUES ('theme', 'dark'), ('stamp', 'mine')")
        let before = try table.strings("SELECT name || '=' || value FROM people__sectionize_stamp ORDER BY name")
        let build = try runSectionize(["store", "build", table.path, "--table", "people"] + Self.fields)
        #expect(build.status == 73, "\(build.stderr)")  // EX_CANTCREAT (sysexits.h)
        #expect(build.stderr.contains("people__sectionize_stamp"))
        #expect(try table.strings("SELECT name || '=' || value FROM people__sectionize_stamp ORDER BY name") == before)
        // A read refuses it too (65), naming it.
        let index = try runSectionize(["store", "index", table.path, "--table", "people"])
        #expect(index.status == 65, "\(index.stderr)")
        #expect(index.stderr.contains("people__sectionize_stamp"))
    }

    @Test(
        "An index planted under the name of the next generation's id index (SQLite: <keys>_id; PostgreSQL: <keys>_pkey) is refused (73) and kept"
    )
    func plantedIDIndex() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.execute("CREATE INDEX contacts__sectionize_1_id ON contacts (name)")
        let build = try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields)
        #expect(build.status == 73, "\(build.stderr)")
        #expect(build.stderr.contains("contacts__sectionize_1_id"))
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contacts'") == ["contacts__sectionize_1_id"])
        try table.execute("DROP INDEX contacts__sectionize_1_id")
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)

        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try cluster.psql(
            """
            CREATE TABLE contacts (id integer PRIMARY KEY, name text);
            INSERT INTO contacts VALUES (1, 'Anna Berg'), (2, 'Bo Ek');
            CREATE INDEX contacts__sectionize_1_pkey ON contacts (name);
            CREATE INDEX contacts__sectionize_1_id ON contacts (id);
            """)
        let postgres = try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + Self.fields)
        #expect(postgres.status == 73, "\(postgres.stderr)")
        #expect(postgres.stderr.contains("contacts__sectionize_1_pkey"))
        #expect(try cluster.psql("SELECT indexrelid::regclass::text FROM pg_index WHERE indrelid = 'contacts'::regclass ORDER BY 1").count == 3)
        // SQLite's name is not PostgreSQL's: with the planted primary key name gone, the build goes on.
        try cluster.psql("DROP INDEX contacts__sectionize_1_pkey")
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + Self.fields).status == 0)
    }

    @Test("SQLite: a table under the name of the next generation is not taken over; a replaced keys table is refused")
    func foreignGenerationSQLite() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.execute("CREATE TABLE contacts__sectionize_1 (id TEXT, note TEXT)")
        try table.execute("INSERT INTO contacts__sectionize_1 VALUES ('a', 'keep me')")
        let build = try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields)
        #expect(build.status == 73, "\(build.stderr)")
        #expect(build.stderr.contains("contacts__sectionize_1"))
        #expect(try table.strings("SELECT note FROM contacts__sectionize_1") == ["keep me"])
        // Once built (elsewhere), a keys table swapped for another table is refused by reads.
        try table.execute("DROP TABLE contacts__sectionize_1")
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + Self.fields).status == 0)
        let keys = try table.keysTable()
        try table.execute("DROP TABLE \(keys)")
        try table.execute("CREATE TABLE \(keys) (id TEXT, secret TEXT)")
        let index = try runSectionize(["store", "index", table.path, "--table", "contacts"])
        #expect(index.status == 65, "\(index.stderr)")
        #expect(index.stderr.contains(keys))
    }

    @Test(
        "PostgreSQL: another role's planted stamp table with a trigger is refused (73) and its trigger never runs; a colliding table keeps its rows")
    func plantedTriggerPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        // The owner's table, and a second role that may create tables in the schema.
        try cluster.psql(
            """
            CREATE TABLE victims (id integer PRIMARY KEY, name text);
            INSERT INTO victims VALUES (1, 'Anna Berg'), (2, 'Bo Ek');
            CREATE ROLE mallory LOGIN;
            GRANT CREATE, USAGE ON SCHEMA public TO mallory;
            SET ROLE mallory;
            CREATE TABLE victims__sectionize_stamp (name text PRIMARY KEY NOT NULL, value text NOT NULL);
            CREATE FUNCTION grab() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              EXECUTE 'GRANT SELECT, UPDATE ON public.victims TO mallory';
              UPDATE public.victims SET name = 'pwned';
              RETURN NULL;
            END $$;
            CREATE TRIGGER grab AFTER INSERT OR UPDATE OR DELETE ON victims__sectionize_stamp
              FOR EACH STATEMENT EXECUTE FUNCTION grab();
            GRANT ALL ON victims__sectionize_stamp TO PUBLIC;
            RESET ROLE;
            """)
        let build = try runSectionize(["store", "build", cluster.url, "--table", "victims"] + Self.fields)
        #expect(build.status == 73, "\(build.stderr)")
        #expect(build.stderr.contains("victims__sectionize_stamp"))
        #expect(build.stderr.contains("mallory"))  // the owner is named
        // The trigger's side effects are absent: no grant, no changed row.
        #expect(try cluster.psql("SELECT has_table_privilege('mallory', 'public.victims', 'SELECT')") == ["f"])
        #expect(try cluster.psql("SELECT string_agg(name, ',' ORDER BY id) FROM victims") == ["Anna Berg,Bo Ek"])
        // A colliding table of the user's own keeps its rows.
        try cluster.psql(
            """
            CREATE TABLE people (id integer PRIMARY KEY, name text);
            INSERT INTO people VALUES (1, 'Zoe Adams');
            CREATE TABLE people__sectionize_stamp (name text, value text);
            INSERT INTO people__sectionize_stamp VALUES ('theme', 'dark');
            """)
        let people = try runSectionize(["store", "build", cluster.url, "--table", "people"] + Self.fields)
        #expect(people.status == 73, "\(people.stderr)")
        #expect(people.stderr.contains("people__sectionize_stamp"))
        #expect(try cluster.psql("SELECT name || '=' || value FROM people__sectionize_stamp") == ["theme=dark"])
        // The store's own tables, later given a trigger or another owner, are refused by reads.
        try cluster.psql("CREATE TABLE contacts (id integer PRIMARY KEY, name text); INSERT INTO contacts VALUES (1, 'Anna Berg')")
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + Self.fields).status == 0)
        try cluster.psql(
            """
            CREATE FUNCTION noop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
            CREATE TRIGGER noop AFTER UPDATE ON contacts__sectionize_stamp FOR EACH STATEMENT EXECUTE FUNCTION noop();
            """)
        let index = try runSectionize(["store", "index", cluster.url, "--table", "contacts"])
        #expect(index.status == 65, "\(index.stderr)")
        #expect(index.stderr.contains("contacts__sectionize_stamp") && index.stderr.contains("trigger"))
    }

    @Test("PostgreSQL: --schema keeps the store's tables in another schema; every name is schema-qualified")
    func sideSchemaPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try cluster.psql(
            """
            CREATE SCHEMA side;
            CREATE TABLE people (id integer PRIMARY KEY, name text);
            INSERT INTO people VALUES (1, 'Zoe Adams'), (2, 'Anna Berg');
            CREATE TABLE people__sectionize_stamp (name text, value text);
            INSERT INTO people__sectionize_stamp VALUES ('theme', 'dark');
            """)
        let build = try runSectionize(["store", "build", cluster.url, "--table", "people", "--schema", "side"] + Self.fields)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try cluster.psql("SELECT count(*) FROM side.people__sectionize_stamp WHERE name = 'store_id'") == ["1"])
        #expect(try cluster.psql("SELECT name || '=' || value FROM public.people__sectionize_stamp") == ["theme=dark"])
        let index = try runSectionize(["store", "index", cluster.url, "--table", "people", "--schema", "side", "--format", "json"])
        #expect(index.status == 0, "\(index.stderr)")
        #expect(index.stdout.contains("\"rowCount\": 2"))
    }

    /// Anna Berg and Bo Ek in `contacts` of `cluster`'s database (or of a SQLite file without
    /// one), built by the CLI and opened.
    static func builtStore(_ cluster: PostgresCluster?) throws -> (table: any ContactsFixture, opened: SectionStore) {
        let rows: [(id: Int, name: String, yomi: String?)] = [(1, "Anna Berg", nil), (2, "Bo Ek", nil)]
        let table: any ContactsFixture = try cluster.map { try PostgresContacts(cluster: $0, rows: rows) } ?? ContactsTable(rows: rows)
        #expect(try runSectionize(["store", "build", table.database.description, "--table", "contacts"] + fields).status == 0)
        let opened = try SectionStore.open(table.database, table: "contacts")
        #expect(try opened.index().rowCount == 2)
        return (table, opened)
    }

    /// Replaces the stamp table with a view of a copy of it owned by another role (`mallory`),
    /// whose rows call that role's function `spy()`; each call adds a row to `spied`.
    static func plantStampView(_ cluster: PostgresCluster) throws {
        try plantView(
            cluster, replacing: "contacts__sectionize_stamp", copy: "stamp_copy",
            asMallory: """
                CREATE TABLE spied (at timestamptz);
                GRANT INSERT ON spied TO PUBLIC;
                CREATE FUNCTION spy() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
                BEGIN INSERT INTO public.spied VALUES (now()); RETURN ''; END $$;
                """,
            view: "SELECT name, value || public.spy() AS value FROM public.stamp_copy")
    }

    /// Replaces the store's table `table` with a view owned by another role (`mallory`): its
    /// rows are copied to `copy` first, which mallory may read; `sql` runs as mallory before
    /// the view is made (its function, say); `view` is the view's query, readable by everyone.
    static func plantView(_ cluster: PostgresCluster, replacing table: String, copy: String, asMallory sql: String, view: String) throws {
        try prepareMallory(cluster, copying: table, to: copy, asMallory: sql)
        try cluster.psql(plantingView(table, view))
    }

    /// Makes the role `mallory`, which may create objects in `public`, copies the store's
    /// table `table` to `copy`, which mallory may read, and runs `sql` as mallory (its
    /// functions, say).
    static func prepareMallory(_ cluster: PostgresCluster, copying table: String, to copy: String, asMallory sql: String) throws {
        try cluster.psql(
            """
            CREATE TABLE \(copy) AS SELECT * FROM \(table);
            CREATE ROLE mallory LOGIN;
            GRANT CREATE, USAGE ON SCHEMA public TO mallory;
            GRANT SELECT ON \(copy) TO mallory;
            SET ROLE mallory;
            \(sql)
            RESET ROLE;
            """)
    }

    /// The statements that drop the store's table `table` and put mallory's view of query
    /// `view` in its place, readable by everyone (after ``prepareMallory(_:copying:to:asMallory:)``).
    static func plantingView(_ table: String, _ view: String) -> String {
        """
        DROP TABLE \(table);
        SET ROLE mallory;
        CREATE VIEW \(table) AS \(view);
        GRANT SELECT ON \(table) TO PUBLIC;
        RESET ROLE;
        """
    }

    /// Puts the store's own stamp table back in place of ``plantStampView(_:)``'s view, with
    /// the rows it had.
    static func restoreStamp(_ table: any ContactsFixture) throws {
        try table.run([
            "DROP VIEW contacts__sectionize_stamp",
            "CREATE TABLE contacts__sectionize_stamp (name text PRIMARY KEY NOT NULL, value text NOT NULL)",
            "INSERT INTO contacts__sectionize_stamp SELECT name, value FROM stamp_copy",
        ])
    }

    /// Every one of `reads` fails with `storeNotOwned`, naming `table`.
    static func expectRefused(_ reads: [(String, () throws -> Void)], naming table: String) {
        for (what, read) in reads {
            let error = #expect(throws: SectionizeError.self, "\(what)") { try read() }
            #expect(error?.code == .storeNotOwned, "\(what): \(String(describing: error))")
            #expect(error?.message.contains(table) == true, "\(what): \(String(describing: error))")
        }
    }

    /// Each transaction checks the tables of the generation the store was opened with in the
    /// query that checks the stamp table; a generation made since must be checked after the
    /// stamp names it. Without that second check, the handle below read generation 2 through
    /// generation 1's facts (gone: `storeStale`) instead of refusing the planted trigger.
    @Test(
        "A store opened before a rebuild checks the new generation's tables: a trigger planted on them is refused (storeNotOwned), a fresh open too",
        arguments: ["sqlite", "postgres"])
    func newGenerationChecked(backend: String) throws {
        let cluster = backend == "postgres" ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let (table, opened) = try Self.builtStore(cluster)
        let path = table.database.description
        // Another process rebuilds (same configuration): generation 2 is current.
        #expect(try runSectionize(["store", "build", path, "--table", "contacts"] + Self.fields).status == 0)
        #expect(try opened.index().rowCount == 2)
        #expect(try table.keysTable() == "contacts__sectionize_2")
        // A trigger on generation 2's keys table would run another role's code on every write.
        let trigger =
            backend == "postgres"
            ? [
                "CREATE FUNCTION spy() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$",
                "CREATE TRIGGER spy AFTER INSERT ON contacts__sectionize_2 FOR EACH ROW EXECUTE FUNCTION spy()",
            ] : ["CREATE TRIGGER spy AFTER INSERT ON Contacts__Sectionize_2 BEGIN SELECT 1; END"]  // (SQLite: names without case)
        try table.run(trigger)
        let reads: [(String, () throws -> Void)] = [
            ("index", { _ = try opened.index() }), ("search", { _ = try opened.search("an") }),
            ("open", { _ = try SectionStore.open(table.database, table: "contacts") }),
        ]
        Self.expectRefused(reads, naming: "contacts__sectionize_2")
        try table.run(["DROP TRIGGER spy" + (backend == "postgres" ? " ON contacts__sectionize_2" : "")])
        #expect(try opened.index().rowCount == 2)
    }

    /// A read asks for the stamp and the current generation's section counts in one statement
    /// (one round trip); the sections table must be checked before that statement runs, not
    /// after. Here it is replaced by another role's view whose row count calls a function of
    /// that role: every read is refused naming the table, and the function never ran (its log
    /// stays empty). Had the view been read, the function would have run inside the read-only
    /// transaction, where its INSERT fails: the read then fails with `storeFailed` instead of
    /// naming the table (so it went with the check before the read removed). SQLite: a view in
    /// its place is refused the same way.
    @Test(
        "A sections table replaced by another role's view is refused before it is read (its function never runs), by every read",
        arguments: ["sqlite", "postgres"])
    func plantedSectionsView(backend: String) throws {
        let cluster = backend == "postgres" ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let (table, opened) = try Self.builtStore(cluster)
        if let cluster {
            try cluster.psql(
                """
                DROP TABLE contacts__sectionize_sections_1;
                CREATE ROLE mallory LOGIN;
                GRANT CREATE, USAGE ON SCHEMA public TO mallory;
                SET ROLE mallory;
                CREATE TABLE spied (at timestamptz);
                GRANT INSERT ON spied TO PUBLIC;
                CREATE FUNCTION spy() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
                BEGIN INSERT INTO public.spied VALUES (now()); RETURN 1; END $$;
                CREATE VIEW contacts__sectionize_sections_1 AS
                  SELECT ''::text AS scope, 0::bigint AS section, 'A'::text AS title, public.spy() AS row_count;
                GRANT SELECT ON contacts__sectionize_sections_1 TO PUBLIC;
                RESET ROLE;
                """)
        } else {
            try table.run([
                "DROP TABLE contacts__sectionize_sections_1",
                "CREATE VIEW contacts__sectionize_sections_1 AS SELECT '' AS scope, 0 AS section, 'A' AS title, 1 AS row_count",
            ])
        }
        let reads: [(String, () throws -> Void)] = [
            ("index", { _ = try opened.index() }), ("search", { _ = try opened.search("an") }),
            ("rows", { _ = try opened.rows(inSection: 0, limit: 5) }), ("indexPath", { _ = try opened.indexPath(of: "1") }),
            ("open", { _ = try SectionStore.open(table.database, table: "contacts") }),
        ]
        Self.expectRefused(reads, naming: "contacts__sectionize_sections_1")
        if let cluster { #expect(try cluster.psql("SELECT count(*) FROM spied") == ["0"]) }
    }

    /// On PostgreSQL the catalog check and the stamp's read are named prepared statements,
    /// kept by the handle's connection (`PostgresStatementCache`), and after five runs the
    /// server may run them by one generic plan. Neither may outlive what it checked: after
    /// eight reads, the stamp table is replaced by another role's table of the same columns
    /// whose rows call that role's function (a view). The next read must refuse it (its owner
    /// and kind come from the catalog as it is now, not as when the check was prepared), and
    /// the function never runs; put back as the store's own, the same handle reads again.
    @Test(
        "PostgreSQL: a stamp table replaced by another role's view after eight reads is refused by the prepared check; the function never runs; restored, the handle reads again"
    )
    func preparedCheckSeesReplacedStamp() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let (table, opened) = try Self.builtStore(cluster)
        for _ in 0..<8 { #expect(try opened.index().rowCount == 2) }
        let saved = try cluster.psql("SELECT name || '|' || value FROM contacts__sectionize_stamp ORDER BY name")
        try Self.plantStampView(cluster)
        let reads: [(String, () throws -> Void)] = [
            ("index", { _ = try opened.index() }), ("search", { _ = try opened.search("an") }),
            ("rows", { _ = try opened.rows(inSection: 0, limit: 5) }),
        ]
        Self.expectRefused(reads, naming: "contacts__sectionize_stamp")
        #expect(try cluster.psql("SELECT count(*) FROM spied") == ["0"])
        try Self.restoreStamp(table)
        #expect(try cluster.psql("SELECT name || '|' || value FROM contacts__sectionize_stamp ORDER BY name") == saved)
        #expect(try opened.index().rowCount == 2)
        #expect(try opened.search("an").count == 1)
    }
}
#endif
