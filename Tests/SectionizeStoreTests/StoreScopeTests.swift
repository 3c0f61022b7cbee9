// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import GRDB
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// Many lists in one table (issue 30, item 3): a store built with a scope column is one list
/// per value of that column. The reference is one `SectionedList` per scope, built from the
/// table's rows of that scope and given the same edits restricted to it (a row moved to
/// another scope is removed from its old list and inserted into its new one, as the app would
/// do with two in-memory lists), on SQLite (an INTEGER scope column) and PostgreSQL (a text
/// one, with values that are SQL and LIKE syntax).
@Suite("Many lists in one table: a scoped store equals one SectionedList per scope")
struct StoreScopeTests {
    /// The table's columns: `contacts(id, name, yomi, owner)`.
    static let table = StoreTable(name: "contacts", id: "id", fields: RecordFields(name: "name", reading: "yomi"), scope: "owner")
    static let configuration = SectioningConfiguration(locales: ["de"])

    /// A scoped contacts table on one database: the fixture and how it writes an owner.
    struct ScopedContacts {
        let fixture: any ContactsFixture
        /// The SQL literal of an owner (integers bare on SQLite's INTEGER column).
        let literal: (String) -> String

        /// The rows, then the owner column (`INTEGER` or `text`), filled by owner.
        init(
            _ fixture: any ContactsFixture, ownerType: String, rows: [(id: Int, name: String, yomi: String?, owner: String)],
            literal: @escaping (String) -> String
        ) throws {
            self.fixture = fixture
            self.literal = literal
            var statements = ["ALTER TABLE contacts ADD COLUMN owner \(ownerType)"]
            for owner in Set(rows.map(\.owner)).sorted() {
                let ids = rows.filter { $0.owner == owner }.map { String($0.id) }.joined(separator: ", ")
                statements.append("UPDATE contacts SET owner = \(literal(owner)) WHERE id IN (\(ids))")
            }
            try fixture.run(statements)
        }

        func insert(_ id: Int, _ name: String, _ owner: String) -> String {
            "INSERT INTO contacts (id, name, yomi, owner) VALUES (\(id), \(PostgresContacts.literal(name)), NULL, \(literal(owner)))"
        }
        func update(_ id: Int, name: String?, owner: String?) -> String {
            let sets = [name.map { "name = \(PostgresContacts.literal($0))" }, owner.map { "owner = \(literal($0))" }].compactMap { $0 }
            return "UPDATE contacts SET \(sets.joined(separator: ", ")) WHERE id = \(id)"
        }
    }

    /// Integer owners on SQLite (read back as "1" … "6", CAST(owner AS TEXT) per SQLite's
    /// documented integer-to-text conversion).
    static let integerOwners = ["1", "2", "3", "4", "5", "6"]
    /// Text owners on PostgreSQL: quotes, a semicolon, LIKE's wildcards, a space, a non-ASCII letter.
    static let textOwners = ["acme", "o'hara", "say \"hi\"; --", "50%", "a_b", "Bäcker & Söhne"]

    /// The rows: ~300 names of the store tests' German names, each with a random owner.
    static func rows(owners: [String], _ rng: inout SplitMix) -> [(id: Int, name: String, yomi: String?, owner: String)] {
        (1...300).map { id in
            let (name, _) = StoreNames.name(locale: "de", using: &rng)
            return (id, name, nil, owners[Int(rng.next() % UInt64(owners.count))])
        }
    }

    /// Every scope's dump and index against its list, and (`indexPaths`) every row's index path.
    static func expectLists(
        _ store: SectionStore, _ lists: [String: SectionedList<ContactRecord, String>], _ context: String, indexPaths: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (owner, list) in lists.sorted(by: { $0.key < $1.key }) {
            let handle = store.scoped(to: owner)
            try StoreDifferentialTests.expectEqual(handle, list, "scope \(owner), \(context)", sourceLocation: sourceLocation)
            #expect(try handle.index().indexBar == list.indexBar, "index of \(owner), \(context)", sourceLocation: sourceLocation)
            for element in list.elements where indexPaths {
                let id = element.id ?? ""
                #expect(
                    try handle.indexPath(of: id) == list.indexPath(of: id), "indexPath(of: \(id)) in \(owner), \(context)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// How the differential test tells the store what changed.
    enum Writer: CustomStringConvertible {
        case apply, sync, trackedSync
        var description: String {
            switch self {
            case .apply: "apply"
            case .sync: "sync (full read)"
            case .trackedSync: "sync (tracked)"
            }
        }
    }

    /// Build, then 20 rounds of 1–6 random edits of the table (inserts, renames, scope moves,
    /// both, deletes) with plain SQL, told to the store through one scope's handle (another each
    /// round): that handle's change set equals `SectionedList.apply` of the edits restricted to
    /// its scope, and every scope equals its list after every round.
    static func differential(
        _ contacts: ScopedContacts, owners: [String], rows: [(id: Int, name: String, yomi: String?, owner: String)], writer: Writer,
        seed: UInt64
    ) throws {
        var rng = SplitMix(state: seed)
        var options = StoreOptions()
        options.trackChanges = writer == .trackedSync
        let store = try SectionStore.build(contacts.fixture.database, table: table, configuration: configuration, options: options).store
        var lists: [String: SectionedList<ContactRecord, String>] = [:]
        // Every owner, and one no row has (an empty list, not an error).
        for owner in owners + ["nobody"] {
            lists[owner] = try referenceList(rows.filter { $0.owner == owner }.map { ($0.id, $0.name, $0.yomi) }, configuration: configuration)
        }
        var ownerOf: [Int: String] = [:]
        var nameOf: [Int: String] = [:]
        for row in rows { (ownerOf[row.id], nameOf[row.id]) = (row.owner, row.name) }
        try expectLists(store, lists, "\(writer) after build")
        #expect(try store.verify().isCurrent, "every scope current after build")

        var nextID = 1000
        for round in 0..<20 {
            let handleOwner = (owners + ["nobody"])[round % (owners.count + 1)]
            var statements: [String] = []
            var storeEdits: [StoreEdit] = []
            var listEdits: [String: [(kind: Int, edit: ListEdit<ContactRecord, String>)]] = [:]
            var touched = Set<Int>()
            for _ in 0..<(1 + Int(rng.next() % 6)) {
                let choice = rng.next() % 5
                let candidates = ownerOf.keys.sorted().filter { !touched.contains($0) }
                if choice == 0 || candidates.count < 5 {
                    nextID += 1
                    let (name, _) = StoreNames.name(locale: "de", using: &rng)
                    let owner = owners[Int(rng.next() % UInt64(owners.count))]
                    statements.append(contacts.insert(nextID, name, owner))
                    storeEdits.append(.insert(id: String(nextID)))
                    listEdits[owner, default: []].append((2, .insert(record(nextID, name, nil))))
                    (ownerOf[nextID], nameOf[nextID]) = (owner, name)
                    touched.insert(nextID)
                    continue
                }
                let id = candidates[Int(rng.next() % UInt64(candidates.count))]
                touched.insert(id)
                let old = ownerOf[id]!
                switch choice {
                case 1, 2, 3:
                    // 1: a rename; 2: a move to another scope; 3: both.
                    let name = choice == 2 ? nameOf[id]! : StoreNames.name(locale: "de", using: &rng).name
                    let owner = choice == 1 ? old : owners.filter { $0 != old }[Int(rng.next() % UInt64(owners.count - 1))]
                    statements.append(contacts.update(id, name: choice == 2 ? nil : name, owner: choice == 1 ? nil : owner))
                    storeEdits.append(.update(id: String(id)))
                    if owner == old {
                        listEdits[old, default: []].append((1, .update(record(id, name, nil))))
                    } else {
                        listEdits[old, default: []].append((1, .remove(String(id))))
                        listEdits[owner, default: []].append((1, .insert(record(id, name, nil))))
                    }
                    (ownerOf[id], nameOf[id]) = (owner, name)
                default:
                    statements.append(contacts.fixture.deleteStatement(id))
                    storeEdits.append(.remove(id: String(id)))
                    listEdits[old, default: []].append((0, .remove(String(id))))
                    ownerOf[id] = nil
                    nameOf[id] = nil
                }
            }
            try contacts.fixture.run(statements)
            let handle = store.scoped(to: handleOwner)
            let changes: StoreChanges
            switch writer {
            case .apply: changes = try handle.apply(storeEdits)
            case .sync: changes = try handle.sync(fullRead: true)
            case .trackedSync: changes = try handle.sync()
            }
            if writer == .trackedSync { #expect(changes.trackedChanges != nil, "round \(round): a tracked sync") }
            var expected: SectionedListChanges? = nil
            for owner in lists.keys.sorted() {
                let edits = listEdits[owner] ?? []
                guard !edits.isEmpty || owner == handleOwner else { continue }
                // A sync orders its edits itself (removals, then updates and inserts by id):
                // the list gets them in that order too.
                let ordered = writer == .apply ? edits.map(\.edit) : syncOrder(edits)
                let listChanges = try lists[owner]!.apply(ordered)
                if owner == handleOwner { expected = listChanges }
            }
            #expect(changes.changes == expected, "\(writer) round \(round), handle of \(handleOwner): \(storeEdits)")
            // (Every row's index path in every fifth round: one read each.)
            try expectLists(store, lists, "\(writer) round \(round)", indexPaths: round % 5 == 4)
        }
        // A search in each scope finds that scope's rows only, as its list does.
        var queryRNG = SplitMix(state: seed &+ 1)
        for (owner, list) in lists.sorted(by: { $0.key < $1.key }) {
            guard !list.elements.isEmpty else {
                // A scope no row has: nothing matches (every other scope's "a" rows are elsewhere).
                #expect(try store.scoped(to: owner).search("a").count == 0 && (try store.scoped(to: owner).search("")).count == 0)
                continue
            }
            let queries = StoreSearchTests.queries(
                list.elements.map { (Int($0.id ?? "0") ?? 0, $0.formattedName, nil) }, locale: "de", &queryRNG)
            try StoreSearchTests.expectSame(store.scoped(to: owner), list, Array(queries.prefix(12)) + ["a", "m", ""], "\(writer) scope \(owner)")
        }
        // A row of another scope has no place in this one.
        if let (id, owner) = ownerOf.min(by: { $0.key < $1.key }) {
            let other = owners.first { $0 != owner }!
            #expect(try store.scoped(to: other).indexPath(of: String(id)) == nil, "row \(id) of \(owner) is not in \(other)")
        }
        #expect(try store.verify().isCurrent, "every scope current after the rounds")
        for owner in owners { #expect(try store.scoped(to: owner).verify().isCurrent, "scope \(owner) current") }
    }

    /// Edits in the order a sync applies them (`SectionStore`'s sync, docs/store.md): rows
    /// removed from the table (kind 0) by the store's text ids, then rows changed in the table
    /// (kind 1: an update, or a move out of or into the scope) by id, then rows added (kind 2)
    /// by id.
    static func syncOrder(_ edits: [(kind: Int, edit: ListEdit<ContactRecord, String>)]) -> [ListEdit<ContactRecord, String>] {
        func id(_ edit: ListEdit<ContactRecord, String>) -> String {
            switch edit {
            case .insert(let r), .update(let r): r.id ?? ""
            case .remove(let i): i
            }
        }
        return edits.sorted { a, b in
            if a.kind != b.kind { return a.kind < b.kind }
            let (x, y) = (id(a.edit), id(b.edit))
            return a.kind == 0 ? x < y : (Int(x) ?? 0) < (Int(y) ?? 0)
        }.map(\.edit)
    }

    static func sqliteTable(_ rows: [(id: Int, name: String, yomi: String?, owner: String)]) throws -> ScopedContacts {
        try ScopedContacts(ContactsTable(rows: rows.map { ($0.id, $0.name, $0.yomi) }), ownerType: "INTEGER", rows: rows) { $0 }
    }

    static func postgresTable(
        _ cluster: PostgresCluster, _ rows: [(id: Int, name: String, yomi: String?, owner: String)]
    ) throws
        -> ScopedContacts
    {
        try ScopedContacts(
            PostgresContacts(cluster: cluster, rows: rows.map { ($0.id, $0.name, $0.yomi) }), ownerType: "text", rows: rows,
            literal: { PostgresContacts.literal($0) })
    }

    @Test(
        "SQLite, integer scopes: apply of random edits and scope moves equals one SectionedList per scope",
        arguments: [Writer.apply, .sync, .trackedSync])
    func sqliteDifferential(writer: Writer) throws {
        var rng = SplitMix(state: 30)
        let rows = Self.rows(owners: Self.integerOwners, &rng)
        try Self.differential(Self.sqliteTable(rows), owners: Self.integerOwners, rows: rows, writer: writer, seed: 31)
    }

    @Test("PostgreSQL, text scopes with quotes and LIKE wildcards: apply and sync (full, tracked) equal one SectionedList per scope")
    func postgresDifferential() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        for (k, writer) in [Writer.apply, .sync, .trackedSync].enumerated() {
            var rng = SplitMix(state: 40 + UInt64(k))
            let rows = Self.rows(owners: Self.textOwners, &rng)
            try Self.differential(Self.postgresTable(cluster, rows), owners: Self.textOwners, rows: rows, writer: writer, seed: 41)
        }
    }
}

/// Scopes against an adversary: scope values that are SQL or LIKE syntax, NUL and invalid
/// UTF-8, rows without a scope, cursors carried to another scope, handles without a scope value
/// (or with one on a store of one list), and a store of the previous schema.
@Suite("Many lists in one table: adversarial scope values, cursors and schema")
struct StoreScopeAdversarialTests {
    /// Owners that would widen or break a query spliced into SQL or compared with LIKE
    /// ('%' and '_' are LIKE's wildcards; PostgreSQL's and SQLite's documentation of LIKE).
    static let owners = ["'", "\"", ";", "%", "_", "a%", "a_c", "abc", "x'); DROP TABLE contacts; --", "A"]

    /// 40 rows, owner `owners[id % owners.count]`, on a text owner column.
    static func rows() -> [(id: Int, name: String, yomi: String?, owner: String)] {
        let given = ["Anna", "Bernd", "Claudia", "Dora"]
        let family = ["Berg", "Ek", "Fuchs", "Meier", "Zorn"]
        return (1...40).map { id in (id, "\(given[id % 4]) \(family[id % 5])", nil, owners[id % owners.count]) }
    }

    /// Each owner's handle dumps exactly that owner's ids (from the fixture, not the store),
    /// however its value reads as SQL or LIKE; a cursor of one owner's page is refused by
    /// another's handle and accepted by its own.
    static func valuesFindExactlyTheirRows(_ contacts: StoreScopeTests.ScopedContacts, _ name: String) throws {
        let rows = Self.rows()
        let store = try SectionStore.build(
            contacts.fixture.database, table: StoreScopeTests.table, configuration: StoreScopeTests.configuration
        ).store
        for owner in owners {
            let expected = Set(rows.filter { $0.owner == owner }.map { String($0.id) })
            let dump = try store.scoped(to: owner).dump()
            #expect(Set(dump.sections.flatMap { $0.rows.map(\.id) }) == expected, "\(name): scope \(owner)")
            #expect(try store.scoped(to: owner).index().rowCount == expected.count, "\(name): index of \(owner)")
            #expect(try store.scoped(to: owner).search("").count == expected.count, "\(name): search of \(owner)")
        }
        // The table is whole (nothing was spliced into SQL).
        #expect(try contacts.fixture.strings("SELECT count(*) FROM contacts") == ["40"], "\(name)")
        // A value no row has, and one that differs from a row's only in case: empty lists.
        for value in ["nobody", "a", "ABC", "%%"] {
            #expect(try store.scoped(to: value).index().rowCount == 0, "\(name): \(value) is an empty list")
            #expect(try store.scoped(to: value).dump().sections.isEmpty, "\(name): \(value) dumps nothing")
        }
        // A NUL in a scope value: refused, never sent (no row's scope can hold one).
        do {
            _ = try store.scoped(to: "a\u{0}c").index()
            Issue.record("\(name): a scope value with a NUL was read")
        } catch {
            #expect(error.code == .invalidOption && error.description.contains("NUL"), "\(name): \(error)")
        }
        // A cursor of scope "a%" used in scope "abc" (and the reverse): invalidOption.
        let percent = store.scoped(to: "a%"), abc = store.scoped(to: "abc")
        let page = try percent.rows(inSection: 0, limit: 1)
        let cursor = try #require(page.next, "\(name): scope a% has more than one row in its first section")
        #expect(try percent.rows(after: cursor, limit: 50).rows.allSatisfy { row in rows.contains { String($0.id) == row.id && $0.owner == "a%" } })
        do {
            _ = try abc.rows(after: cursor, limit: 50)
            Issue.record("\(name): a cursor of scope a% was accepted in scope abc")
        } catch {
            #expect(error.code == .invalidOption, "\(name): \(error)")
        }
        // Handles without a scope value on a scoped store: invalidOption naming the column.
        for read in [{ _ = try store.index() }, { _ = try store.dump() }, { _ = try store.search("a") }, { _ = try store.sync() }] {
            do {
                try read()
                Issue.record("\(name): a scoped store read without a scope value")
            } catch let error as SectionizeError {
                #expect(error.code == .invalidOption && error.description.contains("scoped by owner"), "\(name): \(error)")
            }
        }
        // ... but its verify checks every scope.
        #expect(try store.verify().isCurrent && (try store.verify()).rowCount == 40, "\(name): verify of every scope")
    }

    @Test("SQLite: scope values that are SQL and LIKE syntax find exactly their rows; a cursor stays in its scope")
    func sqliteValues() throws {
        let rows = Self.rows()
        let table = try ContactsTable(rows: rows.map { ($0.id, $0.name, $0.yomi) })
        try Self.valuesFindExactlyTheirRows(
            StoreScopeTests.ScopedContacts(table, ownerType: "TEXT", rows: rows) { PostgresContacts.literal($0) }, "SQLite")
        // A scope's page and index are range scans of indexes that start with the scope
        // (docs/store.md, "Many lists in one table"; SQLite's EXPLAIN QUERY PLAN names the
        // index and the columns it constrains).
        let keys = try table.keysTable()
        let generation = keys.dropFirst("contacts__sectionize_".count)
        func plan(_ sql: String) throws -> String {
            try table.queue.read { db in try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String }.joined(separator: "; ")
            }
        }
        let page = try plan("SELECT id FROM \(keys) WHERE scope = 'abc' AND section = 1 ORDER BY sort_key, seq LIMIT 51")
        #expect(page.contains("INDEX \(keys)_order (scope=? AND section=?)") && !page.contains("TEMP B-TREE"), "\(page)")
        let index = try plan("SELECT section, row_count FROM contacts__sectionize_sections_\(generation) WHERE scope = 'abc' ORDER BY section")
        #expect(index.contains("(scope=?)") && !index.contains("TEMP B-TREE"), "\(index)")
    }

    @Test("PostgreSQL: scope values that are SQL and LIKE syntax find exactly their rows; a cursor stays in its scope")
    func postgresValues() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let rows = Self.rows()
        try Self.valuesFindExactlyTheirRows(
            StoreScopeTests.ScopedContacts(
                PostgresContacts(cluster: cluster, rows: rows.map { ($0.id, $0.name, $0.yomi) }), ownerType: "text", rows: rows,
                literal: { PostgresContacts.literal($0) }), "PostgreSQL")
        // A NULL and an empty scope are refused by a build, naming the row.
        let contacts = try PostgresContacts(cluster: cluster, rows: rows.map { ($0.id, $0.name, $0.yomi) })
        try contacts.run([
            "ALTER TABLE contacts ADD COLUMN owner text", "UPDATE contacts SET owner = 'acme'", "UPDATE contacts SET owner = NULL WHERE id = 17",
        ])
        try Self.expectRefused(contacts.database, row: "17", "NULL", "PostgreSQL")
        try contacts.run(["UPDATE contacts SET owner = '' WHERE id = 17"])
        try Self.expectRefused(contacts.database, row: "17", "empty", "PostgreSQL")
    }

    /// A build of `database`'s contacts scoped by owner fails with `invalidData` naming the
    /// row and what its scope is.
    static func expectRefused(_ database: StoreDatabase, row: String, _ what: String, _ name: String, options: StoreOptions = StoreOptions()) throws {
        do {
            _ = try SectionStore.build(database, table: StoreScopeTests.table, configuration: StoreScopeTests.configuration, options: options)
            Issue.record("\(name): a row whose scope is \(what) was built")
        } catch {
            #expect(
                error.code == .invalidData && error.description.contains("id \(row)") && error.description.contains(what),
                "\(name): \(error.description)")
        }
    }

    @Test("SQLite: a row with a NULL, empty, NUL or invalid UTF-8 scope is refused naming its id (--invalid skip leaves it out)")
    func sqliteRowsWithoutAScope() throws {
        let rows = Self.rows().map { ($0.id, $0.name, $0.yomi) }
        let table = try ContactsTable(rows: rows)
        try table.execute("ALTER TABLE contacts ADD COLUMN owner TEXT")
        try table.execute("UPDATE contacts SET owner = 'acme'")
        try table.execute("UPDATE contacts SET owner = NULL WHERE id = 7")
        try Self.expectRefused(table.database, row: "7", "NULL", "SQLite")
        try table.execute("UPDATE contacts SET owner = '' WHERE id = 7")
        try Self.expectRefused(table.database, row: "7", "empty", "SQLite")
        // The bytes a, NUL, b and a lone 0xFF (not UTF-8: RFC 3629), written as blobs.
        try table.execute("UPDATE contacts SET owner = CAST(X'610062' AS TEXT) WHERE id = 7")
        try Self.expectRefused(table.database, row: "7", "NUL byte", "SQLite")
        try Self.expectRefused(table.database, row: "7", "NUL byte", "SQLite (--invalid replace)", options: StoreOptions(invalid: .replace))
        try table.execute("UPDATE contacts SET owner = X'FF41' WHERE id = 7")
        try Self.expectRefused(table.database, row: "7", "invalid UTF-8", "SQLite")
        let skipped = try SectionStore.build(
            table.database, table: StoreScopeTests.table, configuration: StoreScopeTests.configuration, options: StoreOptions(invalid: .skip))
        #expect(skipped.report.rowCount == 39 && skipped.report.issues.map(\.id) == ["7"])
        #expect(try skipped.store.scoped(to: "acme").index().rowCount == 39)
    }

    @Test("SQLite, integer scopes: one list's verify reads that list's rows only, by its exact text")
    func verifyOneList() throws {
        let table = try ContactsTable(rows: Self.rows().map { ($0.id, $0.name, $0.yomi) })
        try table.execute("ALTER TABLE contacts ADD COLUMN owner INTEGER")
        try table.execute("UPDATE contacts SET owner = 7 + id % 2")  // 20 rows each of 7 and 8
        let store = try SectionStore.build(table.database, table: StoreScopeTests.table, configuration: StoreScopeTests.configuration).store
        let seven = try store.scoped(to: "7").verify()
        #expect(seven.isCurrent && seven.rowCount == 20)
        // "07" is not 7's text (SQLite's integer affinity would compare the two as equal).
        let padded = try store.scoped(to: "07").verify()
        #expect(padded.isCurrent && padded.rowCount == 0)
        // A row of list 8 whose name is not text (0xFF: not UTF-8, RFC 3629) fails the whole
        // store's verify under the build's --invalid fail, and never list 7's, which does not
        // read it.
        try table.execute("INSERT INTO contacts (id, name, owner) VALUES (41, X'FF41', 8)")
        do {
            _ = try store.verify()
            Issue.record("the whole store's verify read a name that is not text")
        } catch {
            #expect(error.code == .invalidData && error.description.contains("41"), "\(error.description)")
        }
        #expect(try store.scoped(to: "7").verify().isCurrent)
        // A rename in list 7 behind the store's back: its verify names the row.
        // (Row 4, "Anna Zorn", is list 7's; the new name keeps its section Z.)
        try table.execute("UPDATE contacts SET name = 'Zoe Zorn' WHERE id = 4")
        #expect(try store.scoped(to: "7").verify().staleRows == ["4: sort key, display differ"])
    }

    @Test(
        "SQLite: after apply empties and fills sections, the per-section counts are the rows a build writes (many lists: sections with rows only; one list: every section)"
    )
    func countsAfterApplyEqualABuild() throws {
        for scoped in [true, false] {
            let table = try ContactsTable(rows: Self.rows().map { ($0.id, $0.name, $0.yomi) })
            try table.execute("ALTER TABLE contacts ADD COLUMN owner INTEGER")
            try table.execute("UPDATE contacts SET owner = 7 + id % 2")
            var storeTable = StoreScopeTests.table
            if !scoped { storeTable.scope = nil }
            let built = try SectionStore.build(table.database, table: storeTable, configuration: StoreScopeTests.configuration).store
            let store = scoped ? built.scoped(to: "7") : built
            func counts() throws -> [String] {
                let generation = try table.strings("SELECT value FROM contacts__sectionize_stamp WHERE name = 'generation'")[0]
                return try table.strings(
                    "SELECT scope || '/' || section || '/' || title || '/' || row_count FROM contacts__sectionize_sections_\(generation) ORDER BY scope, section"
                )
            }
            // List 7's Zorn rows (ids 4, 14, 24, 34: its only rows in section Z) go; a row
            // comes into section E.
            try table.execute("DELETE FROM contacts WHERE id IN (4, 14, 24, 34)")
            try table.execute("INSERT INTO contacts (id, name, owner) VALUES (50, 'Eva Ek', 7)")
            _ = try store.apply([.remove(id: "4"), .remove(id: "14"), .remove(id: "24"), .remove(id: "34"), .insert(id: "50")])
            let applied = try counts()
            _ = try SectionStore.build(table.database, table: storeTable, configuration: StoreScopeTests.configuration)
            #expect(applied == (try counts()), "scoped: \(scoped)")
            #expect(scoped == !applied.contains { $0.hasSuffix("/0") }, "scoped: \(scoped): \(applied)")
        }
    }

    @Test("A scope value on a store of one list is refused; a store of the previous schema (sectionize-store 3) is stale until a build replaces it")
    func oneListAndPreviousSchema() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: StoreScopeTests.configuration).store
        #expect(try store.index().rowCount == 2)
        do {
            _ = try store.scoped(to: "acme").index()
            Issue.record("a scope value was taken by a store of one list")
        } catch {
            #expect(error.code == .invalidOption && error.description.contains("one list"), "\(error)")
        }
        // What a build of schema 3 (this branch's parent, d9b50fa) left: its schema row and a
        // sections table without the scope column (SectionStore.sectionsColumns of then).
        let previous =
            "sectionize-store 3; stamp(name TEXT, value TEXT); keys(id TEXT, section INTEGER, title TEXT, sort_key BLOB, seq INTEGER, display TEXT, reading TEXT, source_hash INTEGER); sections(section INTEGER, title TEXT, row_count INTEGER)"
        try table.execute("UPDATE contacts__sectionize_stamp SET value = '\(previous)' WHERE name = 'schema'")
        try table.execute("DROP TABLE contacts__sectionize_sections_1")
        try table.execute(
            "CREATE TABLE contacts__sectionize_sections_1 (section INTEGER PRIMARY KEY NOT NULL, title TEXT NOT NULL, row_count INTEGER NOT NULL)")
        do {
            _ = try SectionStore.open(table.database, table: "contacts")
            Issue.record("a store of schema 3 was opened")
        } catch {
            #expect(error.code == .storeStale && error.description.contains("rebuild"), "\(error)")
        }
        let rebuilt = try SectionStore.build(table.database, table: ContactsTable.table, configuration: StoreScopeTests.configuration).store
        #expect(try rebuilt.index().rowCount == 2)
        // Generation 1, its schema-3 sections table with it, was dropped as the store's own.
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize_%' AND type = 'table' ORDER BY name") == [
                "contacts__sectionize_2", "contacts__sectionize_buckets_2", "contacts__sectionize_lookup_2", "contacts__sectionize_sections_2",
                "contacts__sectionize_stamp",
            ])
    }

    @Test("CLI: build --scope, then index, rows and verify per --scope-value; without one exits 64 naming --scope-value")
    func commandLine() throws {
        let rows = Self.rows()
        let table = try ContactsTable(rows: rows.map { ($0.id, $0.name, $0.yomi) })
        _ = try StoreScopeTests.ScopedContacts(table, ownerType: "TEXT", rows: rows) { PostgresContacts.literal($0) }
        let base = ["--table", "contacts"]
        let built = try runSectionize(
            ["store", "build", table.path] + base + ["--id", "id", "--name", "name", "--locale", "de", "--scope", "owner"])
        #expect(built.status == 0, "\(built.stderr)")
        let expected = rows.filter { $0.owner == "%" }.count
        let index = try runSectionize(["store", "index", table.path] + base + ["--scope-value", "%", "--format", "json"])
        #expect(index.status == 0 && index.stdout.contains("\"counts\""), "\(index.stderr)")
        let dump = try runSectionize(["store", "dump", table.path] + base + ["--scope-value", "%", "--format", "json"])
        #expect(dump.status == 0 && dump.stdout.components(separatedBy: "\"id\"").count - 1 == expected, "\(dump.stdout)\(dump.stderr)")
        let missing = try runSectionize(["store", "index", table.path] + base)
        #expect(missing.status == 64 && missing.stderr.contains("--scope-value"), "\(missing.stderr)")
        #expect(try runSectionize(["store", "verify", table.path] + base).status == 0)
        #expect(try runSectionize(["store", "verify", table.path] + base + ["--scope-value", "abc"]).status == 0)
    }
}
#endif
