// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// The side tables that make a store's search an index scan (issue 29, item 4's speed goal):
/// lookup rows that carry their row's place, each row counted once however many of its keys a
/// word begins, and ranks from the buckets table. Expected answers come from
/// `SectionedList.search` and `SectionedList.indexPath(of:)` of the same rows (the in-memory
/// search, pinned by NameSearchTests) and from hand-checked names.
@Suite("Store search from its lookup index and buckets")
struct StoreSearchIndexTests {
    static let configuration = SectioningConfiguration(locales: ["de"])

    /// Letters of the generated names (a–z only: every name's words are one section's and
    /// fold as written).
    static func word(_ rng: inout SplitMix, _ length: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<length).map { _ in letters[Int(rng.next() % 26)] })
    }

    /// `n` names of one section (every family name begins with M; de's name style files a name
    /// by its last word): a fifth of them "Mustermann", so that one 8-byte bucket is large,
    /// the rest "M" and 3 to 6 letters.
    static func rows(_ n: Int, from first: Int = 1, _ rng: inout SplitMix) -> [(id: Int, name: String, yomi: String?)] {
        (0..<n).map { k in
            let family = k % 5 == 0 ? "Mustermann" : "M" + word(&rng, 3 + Int(rng.next() % 4))
            let given = word(&rng, 1).uppercased() + word(&rng, 4 + Int(rng.next() % 4))
            return (id: first + k, name: "\(given) \(family)", yomi: nil)
        }
    }

    static func expectPaths(
        _ store: SectionStore, _ list: SectionedList<ContactRecord, String>, _ ids: [Int], _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for id in ids {
            #expect(try store.indexPath(of: String(id)) == list.indexPath(of: String(id)), "\(context): id \(id)", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "A match deep in a 10,000-row section, and buckets split and emptied by edits placed by rank (too few for the section to be read): index paths and counts as in memory",
        arguments: [false, true])
    func deepSectionAndEditedBuckets(postgres: Bool) throws {
        var rng = SplitMix(state: 4)
        let rows = Self.rows(10_000, &rng)
        let cluster = postgres ? try PostgresCluster() : nil
        defer { cluster?.stop() }
        let table: any ContactsFixture = try cluster.map { try PostgresContacts(cluster: $0, rows: rows) } ?? ContactsTable(rows: rows)
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: Self.configuration).store
        var list = try referenceList(rows, configuration: Self.configuration)
        // One section holds them all: the ranks below are deep in it.
        #expect(list.numberOfSections == 1 && list.numberOfRows(inSection: 0) == 10_000)
        // The rows shown last in the section, and some others: their given names as queries
        // (found by their own row at least), alone and with their family name's prefix.
        let deep = (9_990..<10_000).map { list.element(at: ListIndexPath(section: 0, row: $0)) }
        var queries: [String] = []
        for element in deep {
            let words = element.formattedName.split(separator: " ").map(String.init)
            queries += [words[0], "\(words[1].prefix(2)) \(words[0].prefix(3))", "\(words[0]) m", "mu \(words[0].prefix(2))"]
        }
        queries += ["mus", "mustermann", "m", "mu", "ma"]
        for query in queries {
            for limit in [nil, 20] as [Int?] {
                #expect(try store.search(query, limit: limit) == list.search(query, limit: limit), "\(query) \(String(describing: limit))")
            }
        }
        #expect(try store.search(deep[9].formattedName.split(separator: " ")[0].description).matches.map(\.indexPath.row).contains(9_999))
        let sample = (0..<100).map { _ in rows[Int(rng.next() % UInt64(rows.count))].id } + deep.compactMap { $0.id.flatMap { Int($0) } }
        try Self.expectPaths(store, list, sample, "after build")

        // Edits that fill one 8-byte bucket (300 more Mustermanns), empty others (every row
        // of some short family names removed) and move rows between buckets (renamed).
        let added = (0..<300).map { k in (id: 20_000 + k, name: "\(Self.word(&rng, 5).capitalized) Mustermann", yomi: String?.none) }
        let removed = rows.filter { $0.name.hasSuffix(" Ma") || $0.name.split(separator: " ")[1].hasPrefix("Mb") }.map(\.id)
        var statements: [String] = added.map { table.insertStatement($0.id, $0.name, nil) } + removed.map { table.deleteStatement($0) }
        var storeEdits: [StoreEdit] = added.map { .insert(id: String($0.id)) } + removed.map { .remove(id: String($0)) }
        var listEdits: [ListEdit<ContactRecord, String>] = added.map { .insert(record($0.id, $0.name, nil)) } + removed.map { .remove(String($0)) }
        for k in 0..<40 {
            let id = rows[k * 97].id
            guard !removed.contains(id) else { continue }
            let name = "Zora M\(Self.word(&rng, 7))"
            statements.append(table.updateStatement(id, name, nil))
            storeEdits.append(.update(id: String(id)))
            listEdits.append(.update(record(id, name, nil)))
        }
        #expect(!removed.isEmpty)
        // Fewer than one row in 25 of the section placed, before the edits (removed and
        // renamed rows) and after (added and renamed): apply ranks each row (batched, several
        // statements), it does not read the section's order (SectionStore.rowsPerPlacement).
        let renamed = storeEdits.count - added.count - removed.count
        #expect((removed.count + renamed) * 25 < 10_000 && (added.count + renamed) * 25 < 10_000 - removed.count)
        #expect(removed.count + renamed > 200 && added.count + renamed > 200)
        try table.run(statements)
        try store.apply(storeEdits)
        _ = try list.apply(listEdits)
        for query in queries + ["zora", "zora m", added[150].name] {
            #expect(try store.search(query, limit: 20) == list.search(query, limit: 20), "after edits: \(query)")
        }
        try Self.expectPaths(store, list, sample.filter { !removed.contains($0) } + added.map(\.id).suffix(30), "after edits")
        // A sync of the same rows finds nothing to do, and a rebuild answers the same.
        let rebuilt = try store.rebuild().store
        #expect(try rebuilt.search("mu", limit: 20) == list.search("mu", limit: 20))
    }

    @Test(
        "Several words: the most selective word need not be the first; a word that begins several keys of a name counts it once (hand-checked, both databases)"
    )
    func selectiveWordsAndRepeatedKeys() throws {
        // Hand-checked: "ann" begins Annabel, Annika and Annette of one name, which is one
        // match, and Anna of Anna Zygmunt (not Anton): 2, the first filed under A (de files a
        // name by its last word), the second under Z. "an zyg" and "zyg an" find only Anna
        // Zygmunt (no other word begins zyg); "a an" needs two different words beginning a and
        // an: Annabel Annika Annette has three, Anna Zygmunt and the Antons one each.
        let names = (1...300).map { "Anton Berg\($0 % 7 == 0 ? "er" : "")" } + ["Annabel Annika Annette", "Anna Zygmunt", "Bo Ek"]
        let rows = names.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let list = try referenceList(rows, configuration: Self.configuration)
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try eachBackend(rows, cluster: cluster, configuration: Self.configuration) { store, table, _ in
            let one = try store.searchRows(["ann"])[0]
            #expect(one.result.count == 2 && one.rows.map(\.display) == ["Annabel Annika Annette", "Anna Zygmunt"], "\(table.database)")
            #expect(try store.search("an").count == 302, "\(table.database): 300 Antons and the two Annas, each once")
            for query in ["an zyg", "zyg an", "a zy", "berger an", "an berger", "a an", "an an", "ann ann ann", "ann ann ann ann", "b e", "an, b"] {
                for limit in [nil, 2] as [Int?] {
                    #expect(try store.search(query, limit: limit) == list.search(query, limit: limit), "\(table.database): \(query)")
                }
            }
            #expect(try store.searchRows(["an zyg"])[0].rows.map(\.display) == ["Anna Zygmunt"])
            #expect(try store.searchRows(["zyg an"])[0].rows.map(\.display) == ["Anna Zygmunt"])
            #expect(try store.searchRows(["a an"])[0].rows.map(\.display) == ["Annabel Annika Annette"])
            #expect(try store.search("ann ann ann").count == 1 && (try store.search("ann ann ann ann")).count == 0)
        }
    }

    @Test("SQLite: a store of the earlier 0.7.0 schema (lookup rows without places, no buckets) is stale (65) until a build, which replaces it")
    func earlierSchemaIsRebuilt() throws {
        let fields = ["--id", "id", "--name", "name", "--locale", "de"]
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields).status == 0)
        // What commit 3e7101a's build left: its schema row (SectionStore.schemaDescription of
        // then, SQLite types) and a lookup table of three columns.
        let earlier =
            "sectionize-store 2; stamp(name TEXT, value TEXT); keys(id TEXT, section INTEGER, title TEXT, sort_key BLOB, seq INTEGER, display TEXT, reading TEXT, source_hash INTEGER); sections(section INTEGER, title TEXT, row_count INTEGER)"
        try table.execute("UPDATE contacts__sectionize_stamp SET value = '\(earlier)' WHERE name = 'schema'")
        try table.execute("DROP TABLE contacts__sectionize_lookup_1")
        try table.execute("DROP TABLE contacts__sectionize_buckets_1")
        try table.execute("CREATE TABLE contacts__sectionize_lookup_1 (lookup_key BLOB NOT NULL, grp INTEGER NOT NULL, id TEXT NOT NULL)")
        for command in ["index", "search"] {
            let stale = try runSectionize(["store", command, table.path, "--table", "contacts"] + (command == "search" ? ["an"] : []))
            #expect(stale.status == 65 && stale.stderr.contains("rebuild"), "\(command): \(stale.stderr)")
        }
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields).status == 0)
        let again = try runSectionize(["store", "search", table.path, "--table", "contacts", "--format", "tsv", "an"])
        #expect(again.status == 0 && again.stdout == "an\tB\t0\tAnna Berg\t1\n", "\(again.stdout)\(again.stderr)")
        // Generation 1, the earlier lookup table with it, was dropped as the store's own.
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize_%' AND type = 'table' ORDER BY name") == [
                "contacts__sectionize_2", "contacts__sectionize_buckets_2", "contacts__sectionize_lookup_2", "contacts__sectionize_sections_2",
                "contacts__sectionize_stamp",
            ])
        #expect(
            try table.strings("SELECT value FROM contacts__sectionize_stamp WHERE name = 'schema'").first?.hasPrefix("sectionize-store 6;") == true)
    }

    @Test("SQLite: a store of schema sectionize-store 5 (no word indexes) is stale (65) until a build, which writes the word indexes")
    func schemaFiveIsRebuilt() throws {
        let fields = ["--id", "id", "--name", "name", "--locale", "de"]
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields).status == 0)
        // What the build of d376bb4 left: the same tables with schema 5 and no word indexes.
        try table.execute(
            "UPDATE contacts__sectionize_stamp SET value = replace(value, 'sectionize-store 6;', 'sectionize-store 5;') WHERE name = 'schema'")
        try table.execute("DROP INDEX contacts__sectionize_lookup_1_w4")
        try table.execute("DROP INDEX contacts__sectionize_lookup_1_w8")
        let stale = try runSectionize(["store", "search", table.path, "--table", "contacts", "an"])
        #expect(stale.status == 65 && stale.stderr.contains("sectionize-store 5") && stale.stderr.contains("rebuild"), "\(stale.stderr)")
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields).status == 0)
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'contacts__sectionize_lookup_2_w%' ORDER BY name")
                == [
                    "contacts__sectionize_lookup_2_w4", "contacts__sectionize_lookup_2_w8",
                ])
        let again = try runSectionize(["store", "search", table.path, "--table", "contacts", "--format", "tsv", "an"])
        #expect(again.status == 0 && again.stdout == "an\tB\t0\tAnna Berg\t1\n", "\(again.stdout)\(again.stderr)")
    }
}
#endif
