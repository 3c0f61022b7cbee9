import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import TableUpdateReference
import Testing

/// `sectionize diff`: its JSON change set, applied by UIKit's batch-update rules (the shared
/// reference table, ``TableUpdateReference``) to `sectionize OLD --format json`'s sections,
/// must give exactly `sectionize NEW --format json`'s sections. The expected table comes from
/// the main command, not from `diff`; the text format is checked against hand-written output
/// (German collation: Berg < Bergmann; uikit titles A–Z, #).
@Suite("sectionize diff")
struct DiffTests {
    /// The `sections` of `--format json` as a reference table; each row's ID is its text and
    /// occurrence (equal texts keep input order, so their order in the output is theirs).
    static func table(_ json: Data) throws -> [TableUpdateReference.Section] {
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        var seen: [String: Int] = [:]
        return try sections.map { section in
            let rows = try #require(section["rows"] as? [[String: Any]]).map { $0["display"] as? String ?? "?" }
            return TableUpdateReference.Section(
                title: try #require(section["title"] as? String),
                rows: rows.map { text in
                    let key = text.unicodeScalars.map { String($0.value) }.joined(separator: ",")  // bytes, not String ==
                    seen[key, default: 0] += 1
                    return TableUpdateReference.Row(id: "\(key)#\(seen[key]!)", content: text)
                })
        }
    }

    /// The diff JSON as the reference table's batch.
    static func batch(_ json: Data) throws -> (TableUpdateReference.Batch, [String: Any]) {
        let d = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let sections = try #require(d["sections"] as? [String: [Int]])
        let rows = try #require(d["rows"] as? [String: Any])
        func paths(_ key: String) throws -> [TableUpdateReference.Path] {
            try #require(rows[key] as? [[Int]]).map { TableUpdateReference.Path($0[0], $0[1]) }
        }
        var batch = TableUpdateReference.Batch()
        batch.deletedSections = try #require(sections["deleted"])
        batch.insertedSections = try #require(sections["inserted"])
        batch.deletedRows = try paths("deleted")
        batch.insertedRows = try paths("inserted")
        batch.reloadedRows = try paths("reloaded")
        batch.movedRows = try #require(rows["moved"] as? [[String: [Int]]]).map {
            (from: TableUpdateReference.Path($0["from"]![0], $0["from"]![1]), to: TableUpdateReference.Path($0["to"]![0], $0["to"]![1]))
        }
        return (batch, d)
    }

    /// Runs diff and both sectionings; returns what is wrong, or nil.
    static func check(old: [String], new: [String], _ options: [String]) throws -> String? {
        try withTemporaryDirectory { dir in
            let oldPath = try dir.file("old.txt", old.map { $0 + "\n" }.joined())
            let newPath = try dir.file("new.txt", new.map { $0 + "\n" }.joined())
            let diff = try run(["diff", oldPath, newPath, "--format", "json"] + options)
            let before = try run([oldPath, "--format", "json"] + options)
            let after = try run([newPath, "--format", "json"] + options)
            guard diff.status == 0, before.status == 0, after.status == 0 else { return "exit \(diff.status): \(diff.stderr)" }
            let (batch, document) = try Self.batch(diff.stdout)
            let oldTable = try Self.table(before.stdout), newTable = try Self.table(after.stdout)
            if document["fullReload"] as? Bool != false { return "fullReload is not false" }
            let counts = try #require(document["counts"] as? [String: [Int]])
            if counts["before"] != oldTable.map(\.rows.count) || counts["after"] != newTable.map(\.rows.count) { return "counts \(counts)" }
            let index = try #require(document["index"] as? [String: Bool])
            let visible = { (json: Data) in
                ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any]).flatMap { ($0["index"] as? [String: Any])?["visible"] as? Bool }
            }
            if index["visibleBefore"] != visible(before.stdout) || index["visibleAfter"] != visible(after.stdout) { return "visibility \(index)" }
            do {
                let result = try TableUpdateReference.apply(batch, to: oldTable, dataSource: newTable)
                return result == newTable ? nil : "result \(result)\nwant \(newTable)"
            } catch {
                return "\(error)"
            }
        }
    }

    @Test("The JSON change set turns OLD's sections into NEW's (inserts, deletes, new and emptied sections, duplicates, NFC/NFD)")
    func handMadePairs() throws {
        let pairs: [([String], [String])] = [
            (["Anna", "Berg", "Bergmann", "Clara", "Anna"], ["Berg", "Carl", "Clara", "Dora", "Özil", "Anna"]),
            ([], ["Zoë", "Åsa", "112 Notruf"]),
            (["Zoë", "Åsa", "112 Notruf"], []),
            (["e\u{301}mile", "\u{E9}mile", "Anna"], ["\u{E9}mile", "e\u{301}mile", "Anna", "Anna"]),
            (["Борис", "王小明", "Anna"], ["Anna", "Борис", "Борис"]),
        ]
        for (old, new) in pairs {
            for options in [
                ["--locale", "de"], ["--locale", "sv", "--style", "icu", "--search"], ["--locale", "de", "--all-sections", "--min-rows", "3"],
            ] {
                let problem = try Self.check(old: old, new: new, options)
                #expect(problem == nil, "\(old) → \(new) \(options): \(problem ?? "")")
            }
        }
    }

    @Test("Text: one line per change, rows named by text (and occurrence), sections by title")
    func textFormat() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.txt", "Anna\nBerg\nBergmann\nClara\nAnna\n")
            let new = try dir.file("new.txt", "Berg\nCarl\nClara\nDora\nAnna\n")
            let result = try run(["diff", old, new, "--locale", "de"])
            #expect(result.status == 0)
            #expect(
                result.stdout.text == """
                    # diff \(old) (5 rows) → \(new) (5 rows): locale de (from --locale), style uikit, ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)
                    + section D (1 row)
                        + Dora
                    - Anna #2 (A 1)
                    - Bergmann (B 1)
                    + Carl (C 0)
                    Index: title → section mapping changed
                    Summary: 0 sections deleted, 1 inserted; rows 2 deleted, 1 inserted, 0 moved, 0 reloaded

                    """)
        }
    }

    @Test("--index-slots adds index.condensedChanged: true when the condensed bar's Z jumps to another section, false for equal lists")
    func condensedChanged() throws {
        try withTemporaryDirectory { dir in
            // Condensed to 5 entries (A • … Z #), Z jumps to the last displayed section: C before, O after.
            let old = try dir.file("old.txt", "Anna\nBerg\nClara\n")
            let new = try dir.file("new.txt", "Anna\nBerg\nClara\nÖzil\n")
            let changed = try run(["diff", old, new, "--locale", "de", "--format", "json", "--index-slots", "5"])
            #expect(changed.stdout.text.contains("\"condensedChanged\": true"))
            let same = try run(["diff", old, old, "--locale", "de", "--format", "json", "--index-slots", "5"])
            #expect(same.stdout.text.contains("\"condensedChanged\": false"))
            let without = try run(["diff", old, new, "--locale", "de", "--format", "json"])
            #expect(!without.stdout.text.contains("condensedChanged"))
        }
    }

    @Test("A missing input exits 66; OLD and NEW both on standard input is a usage error (64)")
    func errors() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.txt", "Anna\n")
            #expect(try run(["diff", old, dir.url.appendingPathComponent("missing.txt").path]).status == 66)
            #expect(try run(["diff", "-", "-"]).status == 64)
        }
    }
}

extension Slow {
    /// `sectionize diff` on random pairs of lists (slow: three runs of the binary per pair).
    @Suite("sectionize diff: random pairs")
    struct DiffRandomPairTests {
        @Test("Random pairs of lists in several locales and both styles pass the reference table", arguments: ["de", "sv", "ja", "ru"])
        func randomPairs(locale: String) throws {
            var rng = SystemRandomNumberGenerator.Seeded(seed: UInt64(locale.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) }))
            let pool = [
                "Anna", "Arno", "Berg", "Bergmann", "Bernd", "Clara", "Dora", "Zoë", "Åsa", "Ärger", "Öztürk", "Борис", "Ёлка",
                "あいこ", "カナ", "王", "김", "112", "", " Anna", "e\u{301}mile", "\u{E9}mile", "Émile", "zz",
            ]
            for round in 0..<6 {
                let old = (0..<Int.random(in: 0...25, using: &rng)).map { _ in pool.randomElement(using: &rng)! }.filter { !$0.isEmpty }
                var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
                new += (0..<Int.random(in: 0...8, using: &rng)).map { _ in pool.randomElement(using: &rng)! }.filter { !$0.isEmpty }
                new.shuffle(using: &rng)
                let style = round % 2 == 0 ? "uikit" : "icu"
                let problem = try DiffTests.check(old: old, new: new, ["--locale", locale, "--style", style, "--min-rows", "10"])
                #expect(problem == nil, "\(locale) \(style) \(old) → \(new): \(problem ?? "")")
            }
        }
    }
}

extension SystemRandomNumberGenerator {
    /// A seeded xorshift64 generator, so every run sees the same random lists.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed == 0 ? 1 : seed }
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }
}

/// `sectionize diff` reads what the main command reads and sections it the same way:
/// readings (a Japanese list), structured records with `--id`. The expected tables come from
/// the main command's `--format json` on each file; the change set is applied by UIKit's rules.
@Suite("sectionize diff: readings and records, as the main command reads them")
struct DiffRecordTests {
    /// The `sections` of `--format json` (lines with or without readings, records with ids) as
    /// a reference table; a row's ID is its record id, else its display text and occurrence.
    static func table(_ json: Data) throws -> [TableUpdateReference.Section] {
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        var seen: [String: Int] = [:]
        return try sections.map { section in
            let rows = try #require(section["rows"] as? [Any])
            return TableUpdateReference.Section(
                title: try #require(section["title"] as? String),
                rows: try rows.map { row in
                    let object = row as? [String: Any]
                    let display = try #require((row as? String) ?? object?["display"] as? String)
                    if let id = object?["id"] as? String { return TableUpdateReference.Row(id: id, content: display) }
                    seen[display, default: 0] += 1
                    return TableUpdateReference.Row(id: "\(display)#\(seen[display]!)", content: display)
                })
        }
    }

    /// What is wrong when diff's change set does not turn OLD's table into NEW's; nil when it does.
    static func check(_ old: String, _ new: String, _ options: [String], contentChanged: Set<String> = []) throws -> String? {
        let diff = try run(["diff", old, new, "--format", "json"] + options)
        let before = try run([old, "--format", "json"] + options)
        let after = try run([new, "--format", "json"] + options)
        guard diff.status == 0, before.status == 0, after.status == 0 else {
            return "exit \(diff.status)/\(before.status)/\(after.status): \(diff.stderr)\(before.stderr)"
        }
        let (batch, _) = try DiffTests.batch(diff.stdout)
        var oldTable = try table(before.stdout)
        let newTable = try table(after.stdout)
        // Rows whose other fields changed must be reloaded: mark their old content stale.
        for s in oldTable.indices {
            for r in oldTable[s].rows.indices where contentChanged.contains(oldTable[s].rows[r].id) {
                oldTable[s].rows[r].content += " (old)"
            }
        }
        do {
            let result = try TableUpdateReference.apply(batch, to: oldTable, dataSource: newTable)
            return result == newTable ? nil : "result \(result)\nwant \(newTable)"
        } catch {
            return "\(error)"
        }
    }

    @Test("A Japanese list: diff files 鈴木一郎 under さ as sectionize does (readings on by default), and its change set applies")
    func japaneseReadings() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.txt", "鈴木一郎\n山田太郎\nあおき\nSmith\n")
            let new = try dir.file("new.txt", "鈴木一郎\n田中花子\nあおき\n佐藤\n")
            let problem = try Self.check(old, new, ["--locale", "ja"])
            #expect(problem == nil, "\(problem ?? "")")
            let text = try run(["diff", old, new, "--locale", "ja"]).stdout.text
            // 佐藤 (さとう) joins さ before 鈴木 (すずき); 山田 (や) leaves; 田中 (た) arrives.
            #expect(text.contains("+ 佐藤 (さ 0)"), "\(text)")
            #expect(text.contains("- section や (1 row)"), "\(text)")
            #expect(text.contains("+ section た (1 row)"), "\(text)")
            // Readings off: every kanji name under #, as `sectionize --readings off` files it.
            #expect(try Self.check(old, new, ["--locale", "ja", "--readings", "off"]) == nil)
        }
    }

    static let vcardOld = """
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u1\r\nN:Müller;Hans;;;\r\nFN:Hans Müller\r\nTEL:111\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u2\r\nN:Becker;Anna;;;\r\nFN:Anna Becker\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u3\r\nN:Özdemir;Ali;;;\r\nFN:Ali Özdemir\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u4\r\nN:Adler;Berta;;;\r\nFN:Berta Adler\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u6\r\nN:Bauer;Carl;;;\r\nFN:Carl Bauer\r\nEND:VCARD\r\n
        """

    @Test("vCards with --id UID: a renamed contact is a move, a changed phone number a reload, a new UID an insert")
    func vcardsByUID() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.vcf", Self.vcardOld)
            // u2 renamed Becker → Adams (stays in A? no: B → A, a move), u1's phone changed,
            // u3 removed, u5 added.
            let newText = Self.vcardOld
                .replacingOccurrences(of: "N:Becker;Anna;;;\r\nFN:Anna Becker", with: "N:Adams;Anna;;;\r\nFN:Anna Adams")
                .replacingOccurrences(of: "TEL:111", with: "TEL:999")
                .replacingOccurrences(of: "UID:u3\r\nN:Özdemir;Ali;;;\r\nFN:Ali Özdemir", with: "UID:u5\r\nN:Meier;Eva;;;\r\nFN:Eva Meier")
            let new = try dir.file("new.vcf", newText)
            let problem = try Self.check(old, new, ["--locale", "de", "--id", "UID"], contentChanged: ["u1"])
            #expect(problem == nil, "\(problem ?? "")")
            let json = try run(["diff", old, new, "--locale", "de", "--id", "UID", "--format", "json"])
            let (batch, _) = try DiffTests.batch(json.stdout)
            // Hand-checked against the two lists: A [Adler] B [Bauer, Becker] M [Müller]
            // O [Özdemir] → A [Adams, Adler] B [Bauer] M [Meier, Müller]: Becker (B 1) moves to
            // A 0; Müller changes section row (M 0 → M 1) with a new phone: UIKit cannot move
            // and reload one row, so it is a move whose new content the data source gives;
            // Meier is inserted at M 0; section O goes.
            #expect(batch.movedRows.contains { [$0.from.section, $0.from.row, $0.to.section, $0.to.row] == [1, 1, 0, 0] }, "\(batch)")
            #expect(batch.insertedRows.map { [$0.section, $0.row] } == [[2, 0]], "\(batch)")
            #expect(batch.deletedSections == [3], "\(batch)")
            #expect(batch.deletedRows.isEmpty, "\(batch)")
            // Without --id, rows are their display names: the renamed contact is a delete and an insert.
            let byName = try run(["diff", old, new, "--locale", "de", "--format", "json"])
            let (plain, _) = try DiffTests.batch(byName.stdout)
            #expect(plain.movedRows.isEmpty)
        }
    }

    @Test("Japanese vCards with --id UID and readings: the change set turns sectionize OLD's JSON into NEW's")
    func japaneseVCards() throws {
        try withTemporaryDirectory { dir in
            func card(_ uid: String, _ family: String, _ given: String, _ yomi: String?) -> String {
                var text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(family);\(given);;;\r\nFN:\(family) \(given)\r\n"
                if let yomi { text += "X-PHONETIC-LAST-NAME:\(yomi)\r\n" }
                return text + "END:VCARD\r\n"
            }
            // 東海林 carries its reading (しょうじ, not the dictionary's); the others are read by MeCab.
            let old = try dir.file("old.vcf", card("a", "鈴木", "一郎", nil) + card("b", "山田", "花子", nil) + card("c", "東海林", "太郎", "しょうじ"))
            let new = try dir.file(
                "new.vcf",
                card("a", "鈴木", "一郎", nil) + card("b", "田中", "花子", nil) + card("c", "東海林", "太郎", "とうかいりん")
                    + card("d", "佐藤", "健", nil))
            let problem = try Self.check(old, new, ["--locale", "ja", "--id", "UID"], contentChanged: ["c"])
            #expect(problem == nil, "\(problem ?? "")")
            // 山田 → 田中 is a rename (や → た): with UID, not a delete and an insert.
            let (batch, _) = try DiffTests.batch(try run(["diff", old, new, "--locale", "ja", "--id", "UID", "--format", "json"]).stdout)
            #expect(batch.insertedRows.count + batch.insertedSections.count >= 1)
            let text = try run(["diff", old, new, "--locale", "ja", "--id", "UID"]).stdout.text
            #expect(text.contains("section や"), "\(text)")
        }
    }

    @Test("diff refuses what it cannot compare: a missing or repeated --id (65, naming file and line), two formats (64)")
    func recordErrors() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.vcf", Self.vcardOld)
            let noUID = try dir.file("new.vcf", Self.vcardOld.replacingOccurrences(of: "UID:u3\r\n", with: ""))
            let missing = try run(["diff", old, noUID, "--locale", "de", "--id", "UID"])
            #expect(missing.status == 65)
            #expect(missing.stderr.contains("new.vcf:14: record 3 has no UID"), "\(missing.stderr)")
            let twice = try dir.file("twice.vcf", Self.vcardOld.replacingOccurrences(of: "UID:u3", with: "UID:u1"))
            let repeated = try run(["diff", old, twice, "--locale", "de", "--id", "UID"])
            #expect(repeated.status == 65)
            #expect(repeated.stderr.contains("twice.vcf:14: UID \"u1\" of record 3 is also that of record 1 (\(twice):1)"), "\(repeated.stderr)")
            let lines = try dir.file("new.txt", "Anna\n")
            #expect(try run(["diff", old, lines, "--locale", "de"]).status == 64)
            #expect(try run(["diff", lines, lines, "--locale", "de", "--id", "UID"]).status == 64)
        }
    }

    @Test("CSV with --id: the main command's JSON carries the id, and diff matches rows by it")
    func csvByID() throws {
        try withTemporaryDirectory { dir in
            let old = try dir.file("old.csv", "id,First Name,Last Name,Phone\n7,Hans,Müller,1\n8,Anna,Becker,2\n")
            let new = try dir.file("new.csv", "id,First Name,Last Name,Phone\n8,Anna,Zeller,2\n7,Hans,Müller,3\n")
            let main = try run([old, "--locale", "de", "--id", "id", "--format", "json"])
            #expect(main.stdout.text.contains("{\"display\": \"Anna Becker\", \"id\": \"8\", \"record\": 2}"), "\(main.stdout.text)")
            let problem = try Self.check(old, new, ["--locale", "de", "--id", "id"], contentChanged: ["7"])
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
