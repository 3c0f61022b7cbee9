import Foundation
import SectionizeInput
public import SectionizeKit

/// Change tracking (issue 30, item 4): triggers on the user's table record the id of every
/// row inserted, updated or deleted in `<table>__sectionize_changes`, so that `sync` reads
/// only those rows. Installed by a build with `StoreOptions/trackChanges`, kept by every
/// rebuild, removed by ``SectionStore/untrackChanges()``; each object is the store's own,
/// checked on every open as its tables are (docs/store.md, "Change tracking").
extension StoreNames {
    /// The change table: `seq` (increasing), `id` (the row's id as text; NULL: every row).
    var changesTable: String { tableName + "__sectionize_changes" }
    var quotedChanges: String { SQLIdentifier.qualified(sideSchema, changesTable) }
    /// PostgreSQL's trigger function, in the side schema.
    var trackFunction: String { tableName + "__sectionize_track" }
    var quotedTrackFunction: String { SQLIdentifier.qualified(sideSchema, trackFunction) }

    /// The triggers on the user's table: name, event, and (PostgreSQL) the `pg_trigger.tgtype`
    /// bits of an AFTER … FOR EACH STATEMENT trigger of that event (INSERT 4, DELETE 8,
    /// UPDATE 16, TRUNCATE 32; src/include/catalog/pg_trigger.h).
    var trackTriggers: [(name: String, event: String, type: Int64)] {
        var triggers: [(String, String, Int64)] = [
            (tableName + "__sectionize_track_ins", "INSERT", 4), (tableName + "__sectionize_track_upd", "UPDATE", 16),
            (tableName + "__sectionize_track_del", "DELETE", 8),
        ]
        if dialect == .postgres { triggers.append((tableName + "__sectionize_track_trunc", "TRUNCATE", 32)) }
        return triggers
    }
}

extension SectionStore {
    /// The stamp row that says tracking is on.
    static let trackingRow = "tracking"

    /// More distinct changed ids than this and a tracked sync reads the whole table instead.
    static let trackedSyncLimit = 10_000

    /// The change table's columns, as the catalog spells them.
    static func changesColumns(_ d: SQLDialect) -> [String] { ["seq \(d.integerType)", "id \(d.textType)"] }

    /// SQLite's trigger for one event, exactly as `sqlite_master.sql` keeps it (SQLite drops
    /// the schema from the name). An update records the old id and, when it changed, the new.
    static func sqliteTrigger(_ names: StoreNames, id idColumn: String, name: String, event: String) -> String {
        let id = SQLIdentifier.quoted(idColumn)
        let insert = "INSERT INTO \(SQLIdentifier.quoted(names.changesTable)) (id)"
        let body: String
        switch event {
        case "INSERT": body = "\(insert) VALUES (CAST(NEW.\(id) AS TEXT));"
        case "DELETE": body = "\(insert) VALUES (CAST(OLD.\(id) AS TEXT));"
        default:
            body = "\(insert) VALUES (CAST(OLD.\(id) AS TEXT)); \(insert) SELECT CAST(NEW.\(id) AS TEXT) WHERE NEW.\(id) IS NOT OLD.\(id);"
        }
        return
            "CREATE TRIGGER \(SQLIdentifier.quoted(name)) AFTER \(event) ON \(SQLIdentifier.quoted(names.tableName)) FOR EACH ROW BEGIN \(body) END"
    }

    /// The body of PostgreSQL's trigger function (`pg_proc.prosrc`). It runs as the store's
    /// role (SECURITY DEFINER, so that other roles writing the table need no right on the
    /// change table) and does one thing: record the ids of the statement's rows from its
    /// transition tables (NULL for TRUNCATE), and only when fired by an AFTER … FOR EACH
    /// STATEMENT trigger of the user's table.
    static func postgresFunctionBody(_ names: StoreNames, id idColumn: String) -> String {
        let id = SQLIdentifier.quoted(idColumn)
        let insert = "INSERT INTO \(names.quotedChanges) (id)"
        return """

            BEGIN
              IF TG_TABLE_SCHEMA <> '\(names.userSchema)' OR TG_TABLE_NAME <> '\(names.tableName)' OR TG_LEVEL <> 'STATEMENT' OR TG_WHEN <> 'AFTER' THEN
                RAISE EXCEPTION 'sectionize: this function records changes of \(names.userSchema).\(names.tableName) only';
              END IF;
              IF TG_OP = 'INSERT' THEN
                \(insert) SELECT CAST(n.\(id) AS text) FROM new_rows n;
              ELSIF TG_OP = 'UPDATE' THEN
                \(insert) SELECT CAST(o.\(id) AS text) FROM old_rows o UNION SELECT CAST(n.\(id) AS text) FROM new_rows n;
              ELSIF TG_OP = 'DELETE' THEN
                \(insert) SELECT CAST(o.\(id) AS text) FROM old_rows o;
              ELSE
                \(insert) VALUES (NULL);
              END IF;
              RETURN NULL;
            END

            """
    }

    /// The function's settings (`pg_proc.proconfig`).
    static let postgresFunctionConfig = "search_path=pg_catalog, pg_temp"

    /// What one tracking object is.
    enum TrackingPart {
        case missing
        case ours
        /// The store's, but not firing (PostgreSQL: a disabled trigger).
        case disabled
        case foreign(String)
    }

    /// Each tracking object (the change table, the function, the triggers) and what it is,
    /// for the id column `id` (the stamp's: a store opened by name does not know it before).
    static func inspectTracking(
        _ session: any SQLSession, names: StoreNames, id: String, database: StoreDatabase
    ) throws(SectionizeError) -> [(name: String, what: String, part: TrackingPart)] {
        let d = session.dialect
        var result: [(String, String, TrackingPart)] = []
        if let facts = try session.tableFacts(names.changesTable, schema: names.sideSchema) {
            do {
                try checkOwned(facts, expected: changesColumns(d), table: names.changesTable, database: database)
                result.append((names.changesTable, "table", .ours))
            } catch {
                result.append((names.changesTable, "table", .foreign(error.message)))
            }
        } else {
            result.append((names.changesTable, "table", .missing))
        }
        switch d {
        case .sqlite:
            // Every trigger name in one query of the catalog.
            var found: [String: [SQLValue]] = [:]
            for row in try session.rows(
                "SELECT name, type, tbl_name, sql FROM \(SQLIdentifier.quoted(names.sideSchema)).sqlite_master WHERE name IN (\(sqlPlaceholders(names.trackTriggers.count)))",
                names.trackTriggers.map { .text($0.name) })
            {
                found[row[0].text ?? ""] = Array(row.dropFirst())
            }
            for trigger in names.trackTriggers {
                guard let row = found[trigger.name] else {
                    result.append((trigger.name, "trigger", .missing))
                    continue
                }
                if row[0].text != "trigger" || row[1].text != names.tableName
                    || row[2].text != sqliteTrigger(names, id: id, name: trigger.name, event: trigger.event)
                {
                    result.append((trigger.name, "trigger", .foreign("its definition is not the store's")))
                } else {
                    result.append((trigger.name, "trigger", .ours))
                }
            }
        case .postgres:
            let functions = try session.rows(
                """
                SELECT p.oid::bigint, pg_catalog.pg_get_userbyid(p.proowner)::text,
                       CASE WHEN p.proowner = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN 1 ELSE 0 END,
                       CASE WHEN p.prosecdef THEN 1 ELSE 0 END, p.prosrc, pg_catalog.array_to_string(p.proconfig, '|'), p.pronargs::bigint,
                       CASE WHEN p.prorettype = 'pg_catalog.trigger'::pg_catalog.regtype THEN 1 ELSE 0 END,
                       (SELECT l.lanname::text FROM pg_catalog.pg_language l WHERE l.oid = p.prolang),
                       CASE WHEN pg_catalog.has_function_privilege('public', p.oid, 'EXECUTE') THEN 1 ELSE 0 END
                  FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname = ? AND p.proname = ?
                """, [.text(names.sideSchema), .text(names.trackFunction)])
            var functionOID: Int64?
            if functions.isEmpty {
                result.append((names.trackFunction, "function", .missing))
            } else if functions.count > 1 {
                result.append((names.trackFunction, "function", .foreign("there are \(functions.count) functions with its name")))
            } else {
                let f = functions[0]
                var why: [String] = []
                if f[2].integer != 1 { why.append("it is owned by role \(f[1].text ?? "?")") }
                if f[3].integer != 1 { why.append("it is not SECURITY DEFINER") }
                if f[4].text != postgresFunctionBody(names, id: id) { why.append("its body is not the store's") }
                if f[5].text != postgresFunctionConfig { why.append("its settings are not the store's") }
                if f[6].integer != 0 || f[7].integer != 1 || f[8].text != "plpgsql" {
                    why.append("it is not the store's trigger function")
                }
                if f[9].integer != 0 { why.append("anyone may run it") }
                if why.isEmpty {
                    functionOID = f[0].integer
                    result.append((names.trackFunction, "function", .ours))
                } else {
                    result.append((names.trackFunction, "function", .foreign(why.joined(separator: "; "))))
                }
            }
            // Every trigger of the table with one of the names, in one query of the catalog.
            var found: [String: [SQLValue]] = [:]
            for row in try session.rows(
                """
                SELECT t.tgname::text, t.tgfoid::bigint, t.tgtype::bigint, t.tgenabled::text, t.tgoldtable::text, t.tgnewtable::text, t.tgnargs::bigint,
                       CASE WHEN t.tgqual IS NULL THEN 1 ELSE 0 END, CASE WHEN t.tgattr::text = '' THEN 1 ELSE 0 END
                  FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
                  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = ? AND c.relname = ? AND t.tgname IN (\(sqlPlaceholders(names.trackTriggers.count)))
                """, [.text(names.userSchema), .text(names.tableName)] + names.trackTriggers.map { .text($0.name) })
            {
                found[row[0].text ?? ""] = Array(row.dropFirst())
            }
            for trigger in names.trackTriggers {
                let row = found[trigger.name]
                guard let row else {
                    result.append((trigger.name, "trigger", .missing))
                    continue
                }
                let old: String? = trigger.event == "UPDATE" || trigger.event == "DELETE" ? "old_rows" : nil
                let new: String? = trigger.event == "UPDATE" || trigger.event == "INSERT" ? "new_rows" : nil
                if functionOID == nil || row[0].integer != functionOID || row[1].integer != trigger.type || row[3].text != old
                    || row[4].text != new || row[5].integer != 0 || row[6].integer != 1 || row[7].integer != 1
                {
                    result.append((trigger.name, "trigger", .foreign("its definition is not the store's")))
                } else if row[2].text != "O" {
                    result.append((trigger.name, "trigger", .disabled))
                } else {
                    result.append((trigger.name, "trigger", .ours))
                }
            }
        }
        return result
    }

    /// Refuses a store whose change tracking is not all there and all the store's: another's
    /// object is `storeNotOwned`; a missing or disabled one `storeStale` (changes may have gone
    /// unrecorded: a build with tracking re-installs it and reads every row).
    static func checkTracking(_ session: any SQLSession, names: StoreNames, id: String, database: StoreDatabase) throws(SectionizeError) {
        let parts = try inspectTracking(session, names: names, id: id, database: database)
        for part in parts {
            if case .foreign(let why) = part.part {
                throw notOwned(part.name, database: database, why: "a \(part.what) of the store's change tracking, but \(why)")
            }
        }
        let broken = parts.compactMap { part -> String? in
            switch part.part {
            case .missing: "\(part.what) \(part.name) is missing"
            case .disabled: "\(part.what) \(part.name) is disabled"
            default: nil
            }
        }
        if !broken.isEmpty {
            throw SectionizeError(
                .storeStale,
                "\(database): the change tracking of \(names.tableName) is broken (\(broken.joined(separator: "; "))), so changes may have gone unrecorded: run sectionize store build --track-changes (re-installs it and reads every row) or sectionize store untrack"
            )
        }
    }

    /// Installs change tracking, or completes it when `on` (the stamp says it is on): creates
    /// each missing object; refuses (`storeNotOwned`) an object under one of its names that is
    /// not the store's, or that exists while tracking is off (someone else's). Runs in a
    /// build's transaction before it reads the user's table, so that no write is lost between
    /// the read and the triggers (PostgreSQL's `CREATE TRIGGER` makes writers of the table
    /// wait until the build commits).
    static func installTracking(
        _ session: any SQLSession, names: StoreNames, database: StoreDatabase, on: Bool
    ) throws(SectionizeError) {
        let id = names.table.id
        let d = session.dialect
        let kind: String?
        switch d {
        case .sqlite:
            kind = try session.scalar(
                "SELECT type FROM \(SQLIdentifier.quoted(names.userSchema)).sqlite_master WHERE name = ?", [.text(names.tableName)])?
                .text
        case .postgres:
            kind = try session.scalar(
                """
                SELECT CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned table' WHEN 'v' THEN 'view' ELSE 'relation of kind ' || c.relkind::text END
                  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relname = ?
                """, [.text(names.userSchema), .text(names.tableName)])?.text
        }
        guard let kind else { throw SectionizeError(.invalidOption, "\(database): no table \(names.table.name)") }
        guard kind == "table" else {
            throw SectionizeError(
                .invalidOption,
                "\(database): \(names.table.name) is a \(kind): change tracking needs a plain table (triggers on a partitioned table's parent miss writes to its partitions); sync without --track-changes reads the whole table"
            )
        }
        var parts = try inspectTracking(session, names: names, id: id, database: database)
        for part in parts {
            switch part.part {
            case .foreign(let why):
                throw notOwned(part.name, database: database, why: "the store's change tracking needs the name, but \(why)")
            case .ours, .disabled:
                if !on {
                    throw notOwned(
                        part.name, database: database, why: "the store did not create this \(part.what), and its change tracking needs the name")
                }
            case .missing: break
            }
        }
        if case .missing = parts[0].part {
            switch d {
            case .sqlite:
                try session.execute("CREATE TABLE \(names.quotedChanges) (seq INTEGER PRIMARY KEY NOT NULL, id TEXT)")
            case .postgres:
                try session.execute("CREATE TABLE \(names.quotedChanges) (seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, id text)")
            }
        }
        if d == .postgres {
            if case .missing = parts[1].part {
                try session.execute(
                    """
                    CREATE FUNCTION \(names.quotedTrackFunction)() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
                      SET search_path = pg_catalog, pg_temp AS $sectionize$\(postgresFunctionBody(names, id: id))$sectionize$
                    """)
                try session.execute("REVOKE ALL ON FUNCTION \(names.quotedTrackFunction)() FROM PUBLIC")
            }
            parts = try inspectTracking(session, names: names, id: id, database: database)
        }
        let first = d == .postgres ? 2 : 1
        for (k, trigger) in names.trackTriggers.enumerated() {
            let part = parts[first + k].part
            if case .ours = part { continue }
            if case .disabled = part {
                try session.execute("DROP TRIGGER \(SQLIdentifier.quoted(trigger.name)) ON \(names.quotedTable)")
            }
            switch d {
            case .sqlite:
                try session.execute(sqliteTrigger(names, id: id, name: trigger.name, event: trigger.event))
            case .postgres:
                var referencing = ""
                switch trigger.event {
                case "INSERT": referencing = " REFERENCING NEW TABLE AS new_rows"
                case "UPDATE": referencing = " REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows"
                case "DELETE": referencing = " REFERENCING OLD TABLE AS old_rows"
                default: break
                }
                try session.execute(
                    "CREATE TRIGGER \(SQLIdentifier.quoted(trigger.name)) AFTER \(trigger.event) ON \(names.quotedTable)\(referencing) FOR EACH STATEMENT EXECUTE FUNCTION \(names.quotedTrackFunction)()"
                )
            }
        }
        try checkTracking(session, names: names, id: id, database: database)
    }

    /// The change rows this transaction sees: their `seq`s and ids (`nil`: every row).
    static func readChanges(_ session: any SQLSession, names: StoreNames) throws(SectionizeError) -> [(seq: Int64, id: String?)] {
        try session.rows("SELECT seq, id FROM \(names.quotedChanges) ORDER BY seq", []).map { (seq: $0[0].integer ?? 0, id: $0[1].text) }
    }

    /// Deletes exactly the change rows with these `seq`s (as ranges of consecutive ones): a
    /// change committed by another transaction after they were read keeps its row.
    static func deleteChanges(_ session: any SQLSession, names: StoreNames, seqs: [Int64]) throws(SectionizeError) {
        var ranges: [(Int64, Int64)] = []
        for seq in seqs.sorted() {
            if let last = ranges.last, last.1 + 1 == seq { ranges[ranges.count - 1].1 = seq } else { ranges.append((seq, seq)) }
        }
        for range in ranges {
            try session.execute("DELETE FROM \(names.quotedChanges) WHERE seq BETWEEN ? AND ?", [.integer(range.0), .integer(range.1)])
        }
    }

    /// Whether this store records the changes of its table (its stamp says so; every open
    /// checked that the triggers, function and change table are all there and the store's).
    public var tracksChanges: Bool { tracking }

    /// Removes change tracking: the triggers on the user's table, PostgreSQL's function and
    /// the change table, in one transaction; `sync` then reads the whole table again. An
    /// object under one of their names that is not the store's is left alone and refused.
    ///
    /// - Returns: Whether tracking was on.
    /// - Throws: `SectionizeError`: `storeNotOwned` (an object that is not the store's:
    ///   nothing is dropped), `storeChanged` (the store was removed since it was opened),
    ///   `storeBusy`, `storeFailed`.
    @discardableResult
    public func untrackChanges() throws(SectionizeError) -> Bool {
        try Self.untrackChanges(backend: backend, names: names, database: database)
    }

    /// Removes the change tracking of a table's store, also when it is broken (a trigger
    /// dropped or disabled: the store cannot be opened then); see ``untrackChanges()``.
    ///
    /// - Parameters:
    ///   - database: The database.
    ///   - table: The table's name (`schema.table` on PostgreSQL for another schema).
    ///   - schema: Where the store's tables are, when not beside the table.
    ///   - options: The busy timeout.
    /// - Returns: Whether tracking was on.
    /// - Throws: `SectionizeError`: the database's errors, `storeStale` when the table has no
    ///   store, `storeNotOwned` (an object that is not the store's: nothing is dropped),
    ///   `storeBusy`, `storeFailed`.
    @discardableResult
    public static func untrackChanges(
        _ database: StoreDatabase, table: String, schema: String? = nil, options: StoreOptions = StoreOptions()
    ) throws(SectionizeError) -> Bool {
        let backend = try connect(database, writable: true, options: options)
        let names = try StoreNames(table: table, schema: schema, backend: backend)
        return try untrackChanges(backend: backend, names: names, database: database)
    }

    static func untrackChanges(backend: any SQLBackend, names: StoreNames, database: StoreDatabase) throws(SectionizeError) -> Bool {
        try backend.write { (session) throws(SectionizeError) -> Bool in
            // Read as a build reads: a store whose tracking is broken can still be untracked.
            guard try readStateForBuild(session, names: names, database: database) != nil else {
                throw SectionizeError(
                    .storeStale, "\(database): table \(names.table.name) has no store (\(names.stampTable) is missing)")
            }
            let on = try session.scalar("SELECT value FROM \(names.quotedStamp) WHERE name = ?", [.text(trackingRow)]) != nil
            guard on else { return false }
            // The id column the triggers record: the stamp's (this call knows only the table's name).
            let json = try session.scalar("SELECT value FROM \(names.quotedStamp) WHERE name = ?", [.text("stamp")])?.text
            let id = json.flatMap { try? JSONDecoder().decode(StoreStamp.self, from: Data($0.utf8)) }?.table.id ?? names.table.id
            let parts = try inspectTracking(session, names: names, id: id, database: database)
            for part in parts {
                if case .foreign(let why) = part.part {
                    throw notOwned(part.name, database: database, why: "a \(part.what) of the store's change tracking, but \(why)")
                }
            }
            func exists(_ name: String) -> Bool {
                guard let part = parts.first(where: { $0.name == name })?.part else { return false }
                if case .missing = part { return false }
                return true
            }
            for trigger in names.trackTriggers where exists(trigger.name) {
                switch session.dialect {
                case .sqlite: try session.execute("DROP TRIGGER \(SQLIdentifier.qualified(names.userSchema, trigger.name))")
                case .postgres: try session.execute("DROP TRIGGER \(SQLIdentifier.quoted(trigger.name)) ON \(names.quotedTable)")
                }
            }
            if session.dialect == .postgres, exists(names.trackFunction) {
                try session.execute("DROP FUNCTION \(names.quotedTrackFunction)()")
            }
            if exists(names.changesTable) { try session.execute("DROP TABLE \(names.quotedChanges)") }
            try session.execute("DELETE FROM \(names.quotedStamp) WHERE name = ?", [.text(trackingRow)])
            return true
        }
    }

    /// `sync` from the change rows: the ids they name are re-read from the user's table and
    /// compared with the stored hashes as the full read compares every row, and the edits go
    /// in the full read's order (removed rows by stored id, then changed and added rows in
    /// the table's id order), so the change set is the one the full read gives. The change
    /// rows read are deleted in the same transaction. `nil` when the full read is needed (a
    /// TRUNCATE was recorded, or more than ``trackedSyncLimit`` ids changed).
    func trackedSync(
        _ session: any SQLSession, state: StoreState, changes: [(seq: Int64, id: String?)]
    ) throws(SectionizeError) -> StoreChanges? {
        var ids: [String] = []
        var seen = Set<String>()
        for change in changes {
            guard let id = change.id else { return nil }
            if seen.insert(id).inserted { ids.append(id) }
        }
        guard ids.count <= Self.trackedSyncLimit else { return nil }
        var issues: [StoreIssue] = []
        var stored: [String: Int64] = [:]
        var storedOrder: [String] = []
        var sources: [SourceRow] = []
        if !ids.isEmpty {
            let marks = sqlPlaceholders(ids.count)
            for row in try session.rows(
                "SELECT id, source_hash FROM \(names.quotedKeys(state.generation)) WHERE id IN (\(marks)) ORDER BY id", ids.map { .text($0) })
            {
                let id = row[0].text ?? ""
                stored[id] = row[1].integer ?? 0
                storedOrder.append(id)
            }
            try source.checkSchema(session)
            sources = try source.read(session, ids: ids, issues: &issues)
        }
        let (edits, byID) = Self.edits(
            stored: stored, storedOrder: storedOrder, ids: sources.map(\.id), hashes: sources.map(\.hash), source: { sources[$0] })
        var result = try apply(edits, session: session, state: state, sources: byID, issues: issues)
        try Self.deleteChanges(session, names: names, seqs: changes.map(\.seq))
        result.trackedChanges = changes.count
        return result
    }
}
