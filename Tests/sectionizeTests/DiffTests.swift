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
            let rows = try #require(section["rows"] as? [String])
            return TableUpdateReference.Section(title: try #require(section["title"] as? String), rows: rows.map { text in
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
            let visible = { (json: Data) in ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any]).flatMap { ($0["index"] as? [String: Any])?["visible"] as? Bool } }
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
            for options in [["--locale", "de"], ["--locale", "sv", "--style", "icu", "--search"], ["--locale", "de", "--all-sections", "--min-rows", "3"]] {
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
            #expect(result.stdout.text == """
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
            let pool = ["Anna", "Arno", "Berg", "Bergmann", "Bernd", "Clara", "Dora", "Zoë", "Åsa", "Ärger", "Öztürk", "Борис", "Ёлка",
                        "あいこ", "カナ", "王", "김", "112", "", " Anna", "e\u{301}mile", "\u{E9}mile", "Émile", "zz"]
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
