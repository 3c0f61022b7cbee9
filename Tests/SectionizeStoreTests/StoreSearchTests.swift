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

/// Search in the store (issue 29): `SectionStore.search` against `SectionedList.search` of the
/// same rows (the in-memory search, itself pinned by NameSearchTests), on SQLite and
/// PostgreSQL, after builds, edits, syncs and rebuilds; hand-checked names; adversarial
/// queries; and the lookup table owned as the store's other tables are.
@Suite("Store search equals SectionedList.search")
struct StoreSearchTests {
    static let locales = ["de", "sv", "ja", "zh", "ko"]

    /// Names for `locale`: the store tests' names, and for Korean names written for this test
    /// (family names of one and two syllables, names written as one word and as two).
    static func name(_ locale: String, _ rng: inout SplitMix) -> (name: String, yomi: String?) {
        guard locale == "ko" else { return StoreNames.name(locale: locale, using: &rng) }
        let names = ["김민수", "이영희", "박지성", "남궁민수", "최 유리", "정 하늘", "강감찬", "김 민준", "Kim Minsu", "윤서연", "조 수아", "한가람"]
        return (names[Int(rng.next() % UInt64(names.count))], nil)
    }

    /// Queries drawn from the rows (prefixes of each word of names and readings, 1 to 4
    /// characters, pairs of them in both orders), fixed ones per locale (pinyin, initials,
    /// chosung, romaji) and random strings.
    static func queries(_ rows: [(id: Int, name: String, yomi: String?)], locale: String, _ rng: inout SplitMix) -> [String] {
        var words: [String] = []
        for row in rows.prefix(40) {
            for text in [row.name, row.yomi ?? ""] {
                for word in text.split(whereSeparator: { $0 == " " }) { words.append(String(word.prefix(1 + Int(rng.next() % 4)))) }
            }
        }
        var queries = Array(Set(words)).sorted()
        for _ in 0..<12 {
            let a = words[Int(rng.next() % UInt64(words.count))]
            let b = words[Int(rng.next() % UInt64(words.count))]
            queries += ["\(a) \(b)", "\(b), \(a)"]
        }
        let fixed: [String: [String]] = [
            "de": ["mu", "mü", "mue", "ju mü", "Ö", "o", "ss", "weiss", "an mu", "co"],
            "sv": ["o", "ö", "å", "a", "ae", "ÅS", "erik ö"],
            "ja": ["yama", "やま", "ヤマ", "sato", "taro", "さとう たろう", "shoji", "しょうじ", "smith j"],
            "zh": ["z", "zg", "zh", "zhang", "zw", "ouyang", "oy", "wei", "li", "l", "曾", "欧阳"],
            "ko": ["ㄱ", "ㄱㅁ", "ㄱㅁㅅ", "민수", "ㅁㅅ", "수", "김 민", "ㅁㅈ", "kim"],
        ]
        queries += fixed[locale] ?? []
        let alphabet = Array("abcdeghjklmnorsuwyzäöüåß'%_ 曾张やまㄱㅁ김")
        for _ in 0..<20 { queries.append(String((0..<(1 + Int(rng.next() % 5))).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })) }
        return queries
    }

    /// Compares the store's answers with the list's, with no limit and with a limit of 3 (and
    /// others given).
    static func expectSame(
        _ store: SectionStore, _ list: SectionedList<ContactRecord, String>, _ queries: [String], _ context: String,
        limits: [Int?] = [nil, 3], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var compared = 0
        for query in queries {
            for limit in limits {
                let expected = list.search(query, limit: limit)
                let found = try store.search(query, limit: limit)
                #expect(found == expected, "\(context): \"\(query)\" limit \(limit.map(String.init) ?? "nil")", sourceLocation: sourceLocation)
                if expected.count > 0 && limit == nil { compared += 1 }
            }
        }
        // The queries must find something, or the comparison proves little.
        #expect(compared > queries.count / 2, "\(context): too few queries match", sourceLocation: sourceLocation)
    }

    /// The differential test on one database: build, 5 rounds of random `apply` edits, a sync
    /// of edits made behind the store's back, and a rebuild, compared after each.
    static func differential(
        locale: String, everyOther: Bool = false, fixture make: ([(id: Int, name: String, yomi: String?)]) throws -> any ContactsFixture
    ) throws {
        var rng = SplitMix(state: UInt64(locale.utf8.reduce(11) { $0 &* 31 &+ UInt64($1) }))
        var rows = (1...150).map { id in
            let (name, yomi) = Self.name(locale, &rng)
            return (id: id, name: name, yomi: yomi)
        }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
        let table = try make(rows)
        var store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        var list = try referenceList(rows, configuration: configuration)
        let drawn = Self.queries(rows, locale: locale, &rng)
        let queries = everyOther ? drawn.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) : drawn
        try expectSame(store, list, queries, "\(locale) after build", limits: [nil, 0, 1, 3, 50])

        var nextID = 1000
        func randomEdits(_ n: Int) -> (statements: [String], store: [StoreEdit], list: [ListEdit<ContactRecord, String>]) {
            var result: ([String], [StoreEdit], [ListEdit<ContactRecord, String>]) = ([], [], [])
            for _ in 0..<n {
                let choice = rng.next() % 3
                if choice == 0 {
                    let (name, yomi) = Self.name(locale, &rng)
                    nextID += 1
                    rows.append((nextID, name, yomi))
                    result.0.append(table.insertStatement(nextID, name, yomi))
                    result.1.append(.insert(id: String(nextID)))
                    result.2.append(.insert(record(nextID, name, yomi)))
                } else {
                    let k = Int(rng.next() % UInt64(rows.count))
                    let id = rows[k].id
                    if choice == 1 {
                        let (name, yomi) = Self.name(locale, &rng)
                        rows[k] = (id, name, yomi)
                        result.0.append(table.updateStatement(id, name, yomi))
                        result.1.append(.update(id: String(id)))
                        result.2.append(.update(record(id, name, yomi)))
                    } else {
                        rows.remove(at: k)
                        result.0.append(table.deleteStatement(id))
                        result.1.append(.remove(id: String(id)))
                        result.2.append(.remove(String(id)))
                    }
                }
            }
            return result
        }
        for round in 0..<5 {
            let edits = randomEdits(1 + Int(rng.next() % 4))
            try table.run(edits.statements)
            try store.apply(edits.store)
            _ = try list.apply(edits.list)
            try expectSame(store, list, queries, "\(locale) after apply round \(round)")
        }
        // Edits behind the store's back, found by sync: as a list from the table's current rows
        // (sync re-keys removed, changed, then added rows in id order).
        let hidden = randomEdits(12)
        try table.run(hidden.statements)
        try store.sync()
        let synced = try referenceList(rows.sorted { $0.id < $1.id }, configuration: configuration)
        try expectSame(store, synced, queries, "\(locale) after sync")
        store = try store.rebuild().store
        try expectSame(store, synced, queries, "\(locale) after rebuild")
        #expect(try store.verify().isCurrent)
    }

    @Test("SQLite: the same results as SectionedList.search after build, apply, sync and rebuild", arguments: locales)
    func differentialSQLite(locale: String) throws {
        try Self.differential(locale: locale) { try ContactsTable(rows: $0) }
    }

    /// On PostgreSQL, three locales (Latin with accents, kana readings, pinyin) and every
    /// second query: each search is a few round trips, and the SQL is the same for every locale.
    @Test("PostgreSQL: the same results as SectionedList.search after build, apply, sync and rebuild")
    func differentialPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        for locale in ["de", "ja", "zh"] {
            try Self.differential(locale: locale, everyOther: true) { try PostgresContacts(cluster: cluster, rows: $0) }
        }
    }

    /// A word of one or two letters has its first matches read from the lookup table's index
    /// for its length (`_w4`, `_w8`: the rows its keys begin, each once, in list order), so
    /// matches at the end of a section are found as fast as at its start. Here section A's 200
    /// matches of `b` (Bernd and Bodo Azur) come after its 600 Adlers; `a` begins every name
    /// of section A. (The walk this replaced had to fall back to the range for `b`.) de files
    /// a name by its last word (Adler, Azur: A; Bach: B). The statement's form is the store's
    /// (`SectionStore+Search.swift`, `WordRange.prefix`); each database's planner must read it
    /// from the word index without a sort: SQLite's `EXPLAIN QUERY PLAN` and PostgreSQL's
    /// `EXPLAIN` (with sequential scans priced out, so that a plan without the index means
    /// the index cannot serve the statement) name the index and no sort.
    @Test("Both: a one- or two-letter word's first matches come in list order from its word index, also at a section's end, as in memory")
    func unevenSection() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let firsts = ["Tom", "Uwe", "Karl", "Jan"]
        var names = (0..<600).map { "\(firsts[$0 % 4]) Adler" }
        names += (0..<200).map { $0 % 2 == 0 ? "Bernd Azur" : "Bodo Azur" }
        names += (0..<400).map { "\(firsts[$0 % 4]) Bach" }
        let rows = names.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: "de")])
        let list = try referenceList(rows, configuration: configuration)
        // The facts the test rests on, from the list itself: `b` has 200 matches in A, after
        // its 600 other rows, and 400 in B.
        let b = list.search("b")
        #expect(b.count == 600 && b.matches.first?.sectionTitle == "A" && b.matches.first?.indexPath.row == 600)
        #expect(list.search("a").matches.first?.indexPath.row == 0)
        let sqlite = try ContactsTable(rows: rows)
        let postgres = try PostgresContacts(cluster: cluster, rows: rows)
        for table in [sqlite as any ContactsFixture, postgres] {
            let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
            try Self.expectSame(
                store, list, ["a", "b", "B", "ad", "az", "be", "bo", "to", "to b"], "de, \(table is ContactsTable ? "SQLite" : "PostgreSQL")",
                limits: [1, 3, 20, nil])
        }
        for (depth, word) in [(4, "x'2a000000'"), (8, "x'2a0000004c000000'")] {
            let statement =
                "SELECT c.section, c.sort_key, c.seq, c.id FROM contacts__sectionize_lookup_1 AS c WHERE c.scope = '' AND substr(c.lookup_key, 1, \(depth)) = \(word) AND c.shared < \(depth) ORDER BY c.section, c.sort_key, c.seq LIMIT 20"
            let plan = try sqlite.queue.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement).map { $0["detail"] as String }.joined(separator: "; ")
            }
            #expect(plan.contains("INDEX contacts__sectionize_lookup_1_w\(depth) (scope=? AND <expr>=?)") && !plan.contains("TEMP B-TREE"), "\(plan)")
            let explained = try postgres.strings("SET enable_seqscan = off; EXPLAIN " + statement.replacingOccurrences(of: "x'", with: "'\\x"))
                .joined(separator: "\n")
            #expect(explained.contains("using contacts__sectionize_lookup_1_w\(depth)") && !explained.contains("Sort"), "\(explained)")
        }
    }

    /// A match's row in its section is counted from the match before it when that one is
    /// fewer than `SectionStore.gapLimit` (32) rows earlier in the section, else from the
    /// buckets (`SectionStore.ranks`). Matches placed by hand 1, 2, 31, 32, 33 and 100 rows
    /// apart in section B, and in C after B's: every index path must be where it was placed,
    /// as `SectionedList` also finds it.
    @Test("Both: matches a few rows apart and far apart get their index paths, as placed and as in memory")
    func matchesApart() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // Quast (a match) or Kurz, then a family name (what the list sorts by) that sorts by
        // `i` (three letters, base 26: no contraction or expansion in de).
        func name(_ initial: String, _ i: Int, match: Bool) -> String {
            (match ? "Quast " : "Kurz ") + initial + String([letters[i / 676], letters[i / 26 % 26], letters[i % 26]])
        }
        let placed: [(section: String, rows: [Int], of: Int)] = [("B", [0, 1, 3, 34, 66, 99, 199], 200), ("C", [0, 5, 40], 60)]
        var names: [String] = []
        for (initial, matches, count) in placed {
            names += (0..<count).map { name(initial, $0, match: matches.contains($0)) }
        }
        let rows = names.reversed().enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: "de")])
        let list = try referenceList(rows, configuration: configuration)
        let expected = placed.flatMap { placed in placed.rows.map { "\(placed.section) \($0)" } }
        let found = list.search("q").matches.map { "\($0.sectionTitle) \($0.indexPath.row)" }
        #expect(found == expected, "the list itself: \(found)")
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, _, backend in
            let context = "de, \(backend)"
            let stored = try store.search("qu").matches.map { "\($0.sectionTitle) \($0.indexPath.row)" }
            #expect(stored == expected, "\(context): \(stored)")
            try Self.expectSame(store, list, ["q", "qu", "quast", "b q", "c qu", "k"], context, limits: [nil, 2, 5, 20])
        }
    }

    /// Two words that both begin many names: when neither has fewer than 500 rows and the
    /// other word's keys are at most three times the first's rows, the store reads the other
    /// word's range once and intersects (`a b`, `a ab`, `b be`); when they are more, it seeks
    /// the id index per row (`ab z`: 550 rows against 2,000 keys of z). Either way a name
    /// matches only when each word begins a different word of it (docs/search.md): `a ab`
    /// finds Abel Adam, not Abel Zorn. The counts below are hand-checked from the names.
    @Test("Both: two common words, intersected or probed, answer as in memory")
    func commonWords() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let groups: [(String, Int)] = [
            ("Anna Berg", 300), ("Bernd Adler", 300), ("Abel Zorn", 200), ("Abel Adam", 200), ("Bernd Berg", 200),
            ("Carl Zorn", 200), ("Zoe Zander", 800), ("Abe Carl", 150),
        ]
        var names: [String] = []
        for k in 0..<groups.map(\.1).max()! {
            for (name, count) in groups where k < count { names.append(name) }
        }
        let rows = names.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: "de")])
        let list = try referenceList(rows, configuration: configuration)
        // a: Anna, Bernd Adler, both Abels, Abe (1,150 names); b: 800; a b: Anna Berg and
        // Bernd Adler; a ab: Abel Adam only; b be: Bernd Berg; ab z: Abel Zorn.
        #expect(list.search("a").count == 1_150 && list.search("b").count == 800)
        #expect(list.search("a b").count == 600 && list.search("a ab").count == 200)
        #expect(list.search("b be").count == 200 && list.search("ab z").count == 200)
        #expect(list.search("ab").count == 550 && list.search("z").count == 1_200)
        let queries = ["a b", "b a", "a ab", "ab a", "b be", "be b", "a z", "ab z", "z ab", "z zo", "zo z", "be ad", "c z", "a c", "z z"]
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, _, backend in
            try Self.expectSame(store, list, queries, "de, \(backend)", limits: [1, 3, 20, nil])
        }
    }

    /// The displays of a query's matches, from a store of `names` on both databases (equal on
    /// both, or the test fails).
    static func displays(
        _ names: [String], locale: String, query: String, cluster: PostgresCluster
    ) throws -> [String] {
        let rows = names.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
        var answers: [[String]] = []
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, _, _ in
            let found = try store.searchRows([query])[0]
            #expect(found.result == (try referenceList(rows, configuration: configuration)).search(query))
            answers.append(found.rows.map(\.display))
        }
        #expect(answers[0] == answers[1], "SQLite and PostgreSQL agree on \(query)")
        return answers[0]
    }

    @Test(
        "Hand-checked: zgf finds 曾国藩 (zh, pinyin initials zēng guó fān); ㄱㅁㅅ finds 김민수 (ko, chosung); ju mü finds Jürgen Müller (de); sv o does not find Öberg"
    )
    func handChecked() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        // 曾 as a surname reads zēng (docs/readings.md), not céng: initials z g f.
        #expect(try Self.displays(["曾国藩", "张伟", "曹刚", "郑国峰"], locale: "zh", query: "zgf", cluster: cluster) == ["曾国藩", "郑国峰"])
        // Hangul initial consonants (Android's Korean name lookup): 김민수 → ㄱㅁㅅ.
        #expect(try Self.displays(["김민수", "박민수", "김미선", "강감찬"], locale: "ko", query: "ㄱㅁㅅ", cluster: cluster) == ["김미선", "김민수"])
        // German: ü is u with an accent at primary strength; the words in either order. (In
        // list order: de's name style files a name by its last word, Jutta under J, Müller under M.)
        #expect(
            try Self.displays(["Jürgen Müller", "Julia Meier", "Müller Jutta", "Hans Jung"], locale: "de", query: "ju mü", cluster: cluster) == [
                "Müller Jutta", "Jürgen Müller",
            ])
        // Swedish: ö is a letter of its own after z (CLDR sv collation), so o does not find it.
        #expect(try Self.displays(["Öberg", "Olsson", "Åberg"], locale: "sv", query: "o", cluster: cluster) == ["Olsson"])
    }

    @Test("Adversarial queries (%, _, ', SQL, NUL, 16 KB, empty, limit 0) answer as in memory and leave the tables as they were")
    func adversarialQueries() throws {
        let names = ["Anna Berg", "100% Müller", "a_b Corp", "O'Brien Sean", "Zoë Adams", "Ölund Per", "%_%"]
        let rows = names.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
        let configuration = SectioningConfiguration(locales: ["de"])
        let list = try referenceList(rows, configuration: configuration)
        let queries = [
            "%", "_", "'", "%%", "a%", "a_", "o'b", "o'", "' OR 1=1 --", "'; DROP TABLE contacts; --", "\u{0}", "a\u{0}b", "\u{0}an",
            String(repeating: "a", count: 16_384), String(repeating: "ü", count: 8_192), "", " ", "   %  ", "\u{FFFF}", "\u{10FFFF}",
        ]
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, table, _ in
            for query in queries {
                for limit in [nil, 0, 1] as [Int?] {
                    #expect(
                        try store.search(query, limit: limit) == list.search(query, limit: limit),
                        "\(table.database): \(query.prefix(20)) \(String(describing: limit))")
                }
            }
            // An empty query matches every row; limit 0 keeps none but counts them all.
            let all = try store.search("", limit: 0)
            #expect(all.count == names.count && all.matches.isEmpty)
            // `%` is punctuation: a query of no words, which matches every row (as in memory),
            // never a LIKE pattern.
            #expect(try store.search("%").count == names.count)
            #expect(try store.search("a%").matches.count == (try store.search("a")).matches.count)
            #expect(try table.strings("SELECT count(*) FROM contacts") == [String(names.count)])
        }
    }

    /// A side table a search reads (the lookup keys, the buckets that give index paths): what
    /// an adversary may plant under its names, or do to it after a build.
    struct SideTable: Sendable, CustomStringConvertible {
        var name: String
        /// A planted table of that name, and a row in it the store must leave alone.
        var planted: String
        var plantedRow: String
        /// The names of its indexes.
        var indexes: [String]
        var description: String { name }
    }

    static let sideTables = [
        SideTable(
            name: "contacts__sectionize_lookup_1", planted: "(lookup_key BLOB, grp INTEGER, id TEXT)", plantedRow: "(x'00', 0, 'keep me')",
            indexes: [
                "contacts__sectionize_lookup_1_key", "contacts__sectionize_lookup_1_id", "contacts__sectionize_lookup_1_w4",
                "contacts__sectionize_lookup_1_w8",
            ]),
        SideTable(
            name: "contacts__sectionize_buckets_1", planted: "(section INTEGER, depth INTEGER, bucket BLOB, row_count INTEGER)",
            plantedRow: "(0, 2, x'00', 7)", indexes: ["contacts__sectionize_buckets_1_at"]),
    ]

    @Test(
        "SQLite: a planted table or index under a search side table's names is refused (73) and kept; a swapped or missing side table or a trigger on it is refused (65), and a build then replaces it",
        arguments: sideTables)
    func sideTableOwnershipSQLite(side: SideTable) throws {
        let fields = ["--id", "id", "--name", "name", "--locale", "de"]
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        func build() throws -> (status: Int32, stderr: String) {
            let run = try runSectionize(["store", "build", table.path, "--table", "contacts"] + fields)
            return (run.status, run.stderr)
        }
        // A planted table: refused, its row kept, nothing of the failed build left behind.
        try table.execute("CREATE TABLE \(side.name) \(side.planted)")
        try table.execute("INSERT INTO \(side.name) VALUES \(side.plantedRow)")
        var built = try build()
        #expect(built.status == 73 && built.stderr.contains(side.name), "\(built.stderr)")
        #expect(try table.strings("SELECT count(*) FROM \(side.name)") == ["1"])
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize%' ORDER BY name") == [side.name])
        try table.execute("DROP TABLE \(side.name)")
        // An index under the name of each of its indexes, on a table of the user's.
        try table.execute("CREATE TABLE notes (body TEXT)")
        for index in side.indexes {
            try table.execute("CREATE INDEX \(index) ON notes (body)")
            built = try build()
            #expect(built.status == 73 && built.stderr.contains(index), "\(built.stderr)")
            try table.execute("DROP INDEX \(index)")
        }
        #expect(try build().status == 0)
        let search = try runSectionize(["store", "search", table.path, "--table", "contacts", "an"])
        #expect(search.status == 0 && search.stdout.contains("Anna Berg"), "\(search.stderr)")
        // A trigger on it would run on every write: refused, also when the trigger names the
        // table in other letter case (SQLite resolves names without ASCII case, and keeps the
        // name as the CREATE TRIGGER spelled it).
        var refused: (status: Int32, stdout: String, stderr: String)
        for spelled in [side.name, side.name.uppercased()] {
            try table.execute("CREATE TRIGGER spy AFTER INSERT ON \(spelled) BEGIN SELECT 1; END")
            refused = try runSectionize(["store", "search", table.path, "--table", "contacts", "an"])
            #expect(
                refused.status == 65 && refused.stderr.contains(side.name) && refused.stderr.contains("trigger spy"),
                "\(spelled): \(refused.stderr)")
            try table.execute("DROP TRIGGER spy")
        }
        // Swapped for another table: refused by search, and by a build (the store takes over nothing).
        try table.execute("DROP TABLE \(side.name)")
        try table.execute("CREATE TABLE \(side.name) (id TEXT, secret TEXT)")
        refused = try runSectionize(["store", "search", table.path, "--table", "contacts", "an"])
        #expect(refused.status == 65 && refused.stderr.contains(side.name), "\(refused.stderr)")
        #expect(try build().status == 73)
        // Missing (as a store of 0.6.0 has no lookup table): every command says to build
        // again (65), and a build does, into a new generation.
        try table.execute("DROP TABLE \(side.name)")
        refused = try runSectionize(["store", "index", table.path, "--table", "contacts"])
        #expect(refused.status == 65 && refused.stderr.contains(side.name), "\(refused.stderr)")
        #expect(try build().status == 0)
        let again = try runSectionize(["store", "search", table.path, "--table", "contacts", "--format", "tsv", "an"])
        #expect(again.status == 0 && again.stdout == "an\tB\t0\tAnna Berg\t1\n", "\(again.stdout)\(again.stderr)")
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize_%' AND type = 'table' ORDER BY name") == [
                "contacts__sectionize_2", "contacts__sectionize_buckets_2", "contacts__sectionize_lookup_2", "contacts__sectionize_sections_2",
                "contacts__sectionize_stamp",
            ])
    }

    @Test("Both: a keys row deleted behind the store's back (its lookup rows left) fails a search that finds it (storeFailed), never drops the match")
    func missingKeysRow() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let rows: [(id: Int, name: String, yomi: String?)] = [(1, "Anna Berg", nil), (2, "Anton Ek", nil), (3, "Bo Ek", nil)]
        let configuration = SectioningConfiguration(locales: ["de"])
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, table, _ in
            #expect(try store.search("an").count == 2)
            // Another program deletes row 2's keys row (not its lookup rows): the store is damaged.
            try table.run(["DELETE FROM \(try table.keysTable()) WHERE id = '2'"])
            // One word (PostgreSQL reads the displays in the same statement), and two words.
            for query in ["an", "an ek"] {
                let error = #expect(throws: SectionizeError.self, "\(query)") { try store.search(query) }
                #expect(error?.code == .storeFailed, "\(query): \(String(describing: error))")
            }
        }
    }

    @Test("Both: bucket counts raised behind the store's back fail a search whose ranks or count they reach (storeFailed), never crash")
    func tamperedBuckets() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        // Hand-checked: sorted by family name (the store's default, as SectionedList's), section A
        // holds Aaron Abel, then Axel Ahrens; "ax" matches Axel (section A, row 1). He is ranked
        // from the buckets (the first match of his section), where the two-letter bucket "Ab"
        // precedes his "Ah".
        let rows: [(id: Int, name: String, yomi: String?)] = [(1, "Aaron Abel", nil), (2, "Axel Ahrens", nil), (3, "Bo Berg", nil)]
        let configuration = SectioningConfiguration(locales: ["de"])
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, table, _ in
            let found = try store.search("ax")
            #expect(found.count == 1)
            #expect(found.matches.map { [$0.indexPath.section, $0.indexPath.row] } == [[0, 1]])
            // Another program adds 1,000 to every bucket's count: a rank past its section's rows
            // (one word; two words, ranked the same way) and a one-word count past the list's.
            let buckets = try table.keysTable().replacingOccurrences(of: "contacts__sectionize_", with: "contacts__sectionize_buckets_")
            try table.run(["UPDATE \(buckets) SET row_count = row_count + 1000"])
            for query in ["ax", "a", "ax ah", "axe"] {
                let error = #expect(throws: SectionizeError.self, "\(query)") { try store.search(query) }
                #expect(error?.code == .storeFailed, "\(query): \(String(describing: error))")
            }
        }
    }

    /// The keyer never makes an empty sort key (ICU's shortest is the level separators, 01 01:
    /// `ICUCollatorTests.emptyKey`), but another program may write one. An empty key sorts
    /// before every other (bytewise), so two rows given it are their section's rows 0 and 1,
    /// in sequence order (hand-checked: Axel Ahrens was read before Anna Amsel). The rank of
    /// an empty key binds empty blobs, which must not turn into NULL (a NULL bound would
    /// count no row before the second), alone (an index path) or in a write's batch.
    @Test("Both: rows given an empty sort key behind the store's back are ranked first in their section, in sequence order")
    func emptySortKey() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        // Thirty more rows of section A (Eva Atzab … Atzbe, after Amsel), so that a write ranks
        // a row's place from the store rather than reading a section this small whole (a
        // section is read whole when one in 25 of its rows is placed).
        let rows: [(id: Int, name: String, yomi: String?)] =
            [(1, "Aaron Abel", nil), (2, "Axel Ahrens", nil), (3, "Anna Amsel", nil), (4, "Bo Berg", nil)]
            + (1...30).map { n in
                let letters = [n / 26, n % 26].map { Character(Unicode.Scalar(UInt8(97 + $0))) }
                return (4 + n, "Eva Atz" + String(letters), nil)
            }
        let configuration = SectioningConfiguration(locales: ["de"])
        try eachBackend(rows, cluster: cluster, configuration: configuration) { store, table, backend in
            #expect(try store.indexPath(of: "3").map { [$0.section, $0.row] } == [0, 2], "\(backend): Abel, Ahrens, Amsel")
            let empty = backend == "SQLite" ? "x''" : "''::bytea"
            try table.run(["UPDATE \(try table.keysTable()) SET sort_key = \(empty) WHERE id IN ('2', '3')"])
            #expect(try store.indexPath(of: "2").map { [$0.section, $0.row] } == [0, 0], "\(backend)")
            #expect(try store.indexPath(of: "3").map { [$0.section, $0.row] } == [0, 1], "\(backend)")
            // A write ranks its rows' old places in one batch, an empty key among them: Anna
            // Amsel leaves row 1 (after Axel Ahrens, the other empty key) and, keyed again,
            // comes after Aaron Abel: Ahrens, Abel, Amsel.
            let written = try store.apply([.update(id: "3")])
            #expect(Array(written.namesBefore.keys) == [ListIndexPath(section: 0, row: 1)], "\(backend)")
            #expect(Array(written.namesAfter.keys) == [ListIndexPath(section: 0, row: 2)], "\(backend)")
            #expect(try store.indexPath(of: "2").map { [$0.section, $0.row] } == [0, 0], "\(backend)")
        }
    }

    @Test("PostgreSQL: a trigger on the lookup table is refused by search (65), and a rebuild drops the old lookup table")
    func lookupOwnershipPostgres() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        _ = try PostgresContacts(cluster: cluster, rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        let fields = ["--id", "id", "--name", "name", "--locale", "de"]
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + fields).status == 0)
        #expect(try runSectionize(["store", "build", cluster.url, "--table", "contacts"] + fields).status == 0)
        // Generation 1's lookup table went with its other tables.
        #expect(
            try cluster.psql(
                "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE tablename LIKE 'contacts__sectionize_lookup%'") == [
                    "contacts__sectionize_lookup_2"
                ])
        try cluster.psql(
            """
            CREATE FUNCTION noop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
            CREATE TRIGGER noop AFTER INSERT ON contacts__sectionize_lookup_2 FOR EACH STATEMENT EXECUTE FUNCTION noop();
            """)
        let search = try runSectionize(["store", "search", cluster.url, "--table", "contacts", "an"])
        #expect(search.status == 65, "\(search.stderr)")
        #expect(search.stderr.contains("contacts__sectionize_lookup_2") && search.stderr.contains("trigger"))
    }

    @Test(
        "CLI: store search prints the JSON, TSV and text of sectionize search on the same contacts (an integer id column's ids as JSON numbers, as store rows prints them)"
    )
    func commandMatchesSearch() throws {
        var rng = SplitMix(state: 29)
        let rows = (1...60).map { id in
            let (name, yomi) = StoreNames.name(locale: "de", using: &rng)
            return (id: id, name: name, yomi: yomi)
        }
        let table = try ContactsTable(rows: rows + [(61, "Jürgen Müller", nil)])
        let csv = table.folder.appendingPathComponent("contacts.csv").path
        let lines = ["id,name"] + (rows + [(61, "Jürgen Müller", nil)]).map { "\($0.id),\"\($0.name)\"" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        let flags = ["--locale", "de"]
        #expect(try runSectionize(["store", "build", table.path, "--table", "contacts", "--id", "id", "--name", "name"] + flags).status == 0)
        let queries = ["mu", "ju mü", "an", "zz", "", "o", "%"]
        let queryFile = table.folder.appendingPathComponent("queries.txt").path
        try (queries.joined(separator: "\n") + "\n").write(toFile: queryFile, atomically: true, encoding: .utf8)
        for format in ["json", "tsv", "text"] {
            for limit in [[], ["--limit", "0"], ["--limit", "2"]] {
                let memory = try runSectionize(
                    ["search", csv, "--id", "id", "--name", "name", "--queries", queryFile, "--format", format] + flags + limit)
                let stored = try runSectionize(
                    ["store", "search", table.path, "--table", "contacts", "--queries", queryFile, "--format", format] + limit)
                #expect(memory.status == 0 && stored.status == 0, "\(memory.stderr)\(stored.stderr)")
                // The CSV's ids are text; the table's id column is INTEGER, whose ids store rows
                // prints as JSON numbers (StoreOutputTests): store search does the same.
                let expected =
                    format == "json"
                    ? memory.stdout.replacingOccurrences(of: #""id": "([0-9]+)""#, with: #""id": $1"#, options: .regularExpression)
                    : memory.stdout
                #expect(stored.stdout == expected, "\(format) \(limit)")
                if format == "json" && limit.isEmpty { #expect(stored.stdout.contains(#""id": 61, "#) && !stored.stdout.contains(#""id": ""#)) }
                // Something to compare: a line per query (the query file's empty line is no
                // query), a match per TSV line.
                #expect(stored.stdout.split(separator: "\n").count >= (format == "tsv" ? (limit.isEmpty ? 5 : 0) : queries.count - 1))
            }
        }
        let bad = try runSectionize(["store", "search", table.path, "--table", "contacts", "--limit", "-1", "a"])
        #expect(bad.status == 64, "\(bad.stderr)")
        let none = try runSectionize(["store", "search", table.path, "--table", "contacts"])
        #expect(none.status == 64, "\(none.stderr)")
    }
}
#endif
