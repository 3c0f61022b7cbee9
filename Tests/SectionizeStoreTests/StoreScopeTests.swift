// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
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

    static func postgresTable(_ cluster: PostgresCluster, _ rows: [(id: Int, name: String, yomi: String?, owner: String)]) throws
        -> ScopedContacts
    {
        try ScopedContacts(
            PostgresContacts(cluster: cluster, rows: rows.map { ($0.id, $0.name, $0.yomi) }), ownerType: "text", rows: rows,
            literal: { PostgresContacts.literal($0) })
    }

    @Test("SQLite, integer scopes: apply of random edits and scope moves equals one SectionedList per scope", arguments: [Writer.apply, .sync, .trackedSync])
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
#endif
