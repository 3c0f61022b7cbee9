import Foundation
import SectionizeKit
import Testing

// End-to-end tests for issue 32 (output people can use downstream, and the rough edges a new
// user hit), one suite per item. Each runs the built binary as a user would and reads what the
// user sees; the quoted "was" output is what 0.6.0 before the fix printed.

/// The rows of every section of a `--format json` document, as parsed JSON values.
private func jsonRows(_ data: Data) throws -> [Any] {
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let sections = try #require(document["sections"] as? [[String: Any]])
    return sections.flatMap { $0["rows"] as? [Any] ?? [] }
}

@Suite("Issue 32, item 3: one JSON row shape")
struct JSONRowShapeTests {
    @Test("Plain lines: every row is {\"display\": …} (was the bare string \"John Smith\")")
    func plainRowsAreObjects() throws {
        let result = try run(["--locale", "en", "--format", "json"], stdin: Data(utf8: "John Smith\nAnna\n"))
        #expect(result.status == 0)
        #expect(result.stdout.text.contains(#"{"kind": "normal", "rows": [{"display": "Anna"}], "title": "A"}"#))
        #expect(result.stdout.text.contains(#""rows": [{"display": "John Smith"}]"#))
        let rows = try jsonRows(result.stdout)
        #expect(rows.count == 2 && rows.allSatisfy { $0 is [String: Any] })
    }

    @Test("A list where only some rows have a reading: still one shape, the reading only where used")
    func mixedReadingsOneShape() throws {
        // ja: 山田 太郎 is placed by its MeCab reading, John Smith by its own letters.
        let result = try run(["--locale", "ja", "--format", "json"], stdin: Data(utf8: "山田 太郎\nJohn Smith\n"))
        #expect(result.status == 0)
        let rows = try jsonRows(result.stdout).map { try #require($0 as? [String: Any]) }
        #expect(rows.count == 2)
        let john = try #require(rows.first { $0["display"] as? String == "John Smith" })
        #expect(john.keys.sorted() == ["display"])
    }

    @Test("verify --format json: a failure's actual and expected are arrays of items (was \"Öberg, Östen\")")
    func goldenFailureArrays() throws {
        try withTemporaryDirectory { directory in
            let golden = try directory.file(
                "sv.golden",
                "sectionize-golden: 1\nlocale: sv\n== A\n  Anna\n== B\n  Berit\n")
            // Berit moves to A in the list the golden claims: the golden is wrong on purpose.
            let wrong = try directory.file(
                "wrong.golden",
                "sectionize-golden: 1\nlocale: sv\n== A\n  Anna\n  Berit\n")
            let passing = try run(["verify", "--format", "json", golden])
            #expect(passing.status == 0, "\(passing.stderr)")
            let result = try run(["verify", "--format", "json", wrong])
            #expect(result.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            let goldens = try #require(object["goldens"] as? [[String: Any]])
            let failures = try #require(goldens.first?["failures"] as? [[String: Any]])
            let row = try #require(failures.first { $0["kind"] as? String == "rowSection" })
            #expect(row["expected"] as? [String] == ["A"])
            #expect(row["actual"] as? [String] == ["B"])
            let extra = try #require(failures.first { $0["kind"] as? String == "extraSection" })
            #expect(extra["expected"] as? [String] == [], "nothing expected: an empty array, not \"none\"")
            #expect(extra["actual"] as? [String] == ["B"])
        }
    }
}

@Suite("Issue 32, item 4: downstream-ready change output")
struct DownstreamDiffTests {
    // German collation, uikit titles: Anna (A); Berta, Bob (B); Carl, Clara, Cora (C); Dora (D).
    // Record 2 is renamed Berta → Clara (a move from B 0 to C 1), 4 (Cora) removed, 6 (Dora)
    // added in a new section D.
    static let old = "id,name\n1,Anna\n2,Berta\n5,Bob\n3,Carl\n4,Cora\n"
    static let new = "id,name\n1,Anna\n2,Clara\n5,Bob\n3,Carl\n6,Dora\n"

    @Test("diff --format json with --id: `ids` names the records deleted (4), inserted (6) and updated (2, renamed)")
    func jsonCarriesIDs() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.file("old.csv", Self.old), new = try directory.file("new.csv", Self.new)
            let result = try run(["diff", old, new, "--locale", "de", "--id", "id", "--name", "name", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.text.contains(#""ids": {"deleted": ["4"], "inserted": ["6"], "updated": ["2"]},"#))
            let document = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            #expect(JSONDocument.keysInTextOrder(result.stdout, indent: 2) == document.keys.sorted())
        }
    }

    @Test("diff --format json with --id: `renamed` gives record 2's old name (Berta) and new one (Clara); no `renamed` without ids")
    func jsonCarriesOldNames() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.file("old.csv", Self.old), new = try directory.file("new.csv", Self.new)
            let result = try run(["diff", old, new, "--locale", "de", "--id", "id", "--name", "name", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.text.contains(#""renamed": [{"id": "2", "new": "Clara", "old": "Berta"}],"#), "\(result.stdout.text)")
            let named = try run(["diff", old, new, "--locale", "de", "--name", "name", "--format", "json"])
            #expect(named.status == 0 && !named.stdout.text.contains(#""renamed""#))
        }
    }

    @Test("diff of plain lines has no ids (its rows have none), and without --id neither")
    func noIDsWithoutIDs() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.file("old.txt", "Anna\nBerta\n"), new = try directory.file("new.txt", "Anna\nClara\n")
            let lines = try run(["diff", old, new, "--locale", "de", "--format", "json"])
            #expect(lines.status == 0 && !lines.stdout.text.contains(#""ids""#))
            let oldCSV = try directory.file("old.csv", Self.old), newCSV = try directory.file("new.csv", Self.new)
            let named = try run(["diff", oldCSV, newCSV, "--locale", "de", "--name", "name", "--format", "json"])
            #expect(named.status == 0 && !named.stdout.text.contains(#""ids""#))
        }
    }

    @Test("diff text: a renamed record's move shows its old name (was `→ Clara: B 0 → C 1`)")
    func renameShowsOldName() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.file("old.csv", Self.old), new = try directory.file("new.csv", Self.new)
            let result = try run(["diff", old, new, "--locale", "de", "--id", "id", "--name", "name"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.text.split(separator: "\n").map(String.init)
            #expect(lines.contains("→ Clara (was Berta): B 0 → C 1"))
            #expect(lines.contains("- Cora (C 1)"))
            #expect(lines.contains("+ section D (1 row)"))
        }
    }

    @Test("diff --exit-code: 1 when the lists differ, 0 when equal, as git diff --exit-code; without it 0")
    func exitCode() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.file("old.txt", "Anna\nBerta\n"), new = try directory.file("new.txt", "Anna\nClara\n")
            let same = try directory.file("same.txt", "Anna\nBerta\n")
            #expect(try run(["diff", old, new, "--exit-code"]).status == 1)
            #expect(try run(["diff", old, new, "--exit-code", "--format", "json"]).status == 1)
            #expect(try run(["diff", old, same, "--exit-code"]).status == 0)
            #expect(try run(["diff", old, new]).status == 0)
            let differ = try run(["diff", old, new, "--exit-code"])
            #expect(differ.stdout.text.contains("+ Clara"), "the change set is still printed")
        }
    }
}

@Suite("Issue 32, item 5: errors that say what to do")
struct ErrorsSayWhatToDoTests {
    // 0xFC is ü in windows-1252 and never valid in UTF-8 (RFC 3629: bytes F5–FF never appear,
    // and FC would lead a 6-byte sequence, which RFC 3629 removed).
    @Test(
        "CSV, TSV and JSON Lines with invalid bytes: exit 65 with the --encoding hint plain lists get (was no hint)",
        arguments: [
            ("bad.csv", "name\nM\u{FC}ller\n"), ("bad.tsv", "name\nM\u{FC}ller\n"), ("bad.jsonl", "{\"name\": \"M\u{FC}ller\"}\n"),
        ])
    func encodingHint(_ file: String, _ text: String) throws {
        try withTemporaryDirectory { directory in
            let path = try directory.file(file, Data(text.unicodeScalars.map { UInt8($0.value) }))
            let result = try run([path, "--locale", "de", "--name", "name"])
            #expect(result.status == 65)
            #expect(result.stderr.contains("invalid UTF-8"), "\(result.stderr)")
            #expect(result.stderr.contains("not UTF-8? name the encoding: --encoding windows-1252"), "\(result.stderr)")
            let fixed = try run([path, "--locale", "de", "--name", "name", "--encoding", "windows-1252", "--format", "tsv"])
            #expect(fixed.status == 0, "\(fixed.stderr)")
            #expect(fixed.stdout.text == "M\tMüller\t1\n", "the hint works as given (TSV of records: title, name, record number)")
        }
    }

    @Test("A vCard file cut short (no END:VCARD): exit 65 suggesting --invalid skip, which then reads the cards before it")
    func truncatedVCard() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.file(
                "cut.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Berg\r\nN:Berg;Anna;;;\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo")
            let result = try run([path, "--locale", "de"])
            #expect(result.status == 65)
            #expect(result.stderr.contains("BEGIN:VCARD without END:VCARD"), "\(result.stderr)")
            #expect(result.stderr.contains("--invalid skip"), "\(result.stderr)")
            let skipped = try run([path, "--locale", "de", "--invalid", "skip", "--format", "tsv"])
            #expect(skipped.status == 0, "\(skipped.stderr)")
            #expect(skipped.stdout.text == "B\tAnna Berg\t1\n")
        }
    }

    @Test("LANG=UTF-8 (a charset, no language): the root locale with a warning, exit 0 (was exit 64)")
    func charsetOnlyLang() throws {
        let result = try run(["--format", "json"], stdin: Data(utf8: "zoë\nAnna\n"), environment: ["LANG": "UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sectionize: warning: LANG=UTF-8 names no language; using the root locale"), "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        #expect(document.locale == "root" && document.localeSource == "default")
        #expect(document.rows == ["Anna", "zoë"])
    }

    @Test("--locale german: exit 64 naming the code, `german is --locale de` (English names: ICU's display names in en)")
    func englishLanguageName() throws {
        let result = try run(["--locale", "german"], stdin: Data(utf8: "x\n"))
        #expect(result.status == 64)
        #expect(result.stderr.contains("german is --locale de"), "\(result.stderr)")
        let chinese = try run(["--locale", "Chinese"], stdin: Data(utf8: "x\n"))
        #expect(chinese.status == 64 && chinese.stderr.contains("Chinese is --locale zh"), "\(chinese.stderr)")
    }
}

@Suite("Issue 32, item 1: one name, one display, whatever the locale")
struct NameDisplayByScriptTests {
    // Android's contacts provider joins Chinese and Korean names without a space and Japanese
    // ones with one (NameSplitter.join: CHINESE/KOREAN/CJK join(family, given, false),
    // JAPANESE join(family, given, true)); Hangul makes a name Korean, kana Japanese
    // (NameSplitter.guessFullNameStyle).
    static let csv = "family,given\n김,민준\n山田,太郎\n曾,国藩\n欧阳,修\nやまだ,はなこ\nSmith,John\n"

    /// The display names `sectionize` prints for the CSV under `locale`, in input order.
    static func displays(_ locale: String) throws -> [String: Bool] {
        try withTemporaryDirectory { directory in
            let path = try directory.file("names.csv", csv)
            let result = try run([path, "--locale", locale, "--family", "family", "--given", "given", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            return Dictionary(uniqueKeysWithValues: try JSONDocument(result.stdout).rows.map { ($0, true) })
        }
    }

    @Test(
        "김민준, 曾国藩 and 欧阳修 without a space, 山田 太郎 and やまだ はなこ with one, under de, zh, ja and ko (was 김 민준 | 曾 国藩 under de, 山田太郎 under zh)",
        arguments: ["de", "zh", "ja", "ko", "en"])
    func sameEverywhere(_ locale: String) throws {
        let shown = try Self.displays(locale)
        for name in ["김민준", "曾国藩", "欧阳修", "山田 太郎", "やまだ はなこ", "John Smith"] {
            #expect(shown[name] == true, "\(locale): \(name) not in \(shown.keys.sorted())")
        }
        #expect(shown.count == 6)
    }
}

@Suite("Issue 32, item 6: help that covers everything")
struct HelpCoversEverythingTests {
    @Test("The man page has a section for every store subcommand, with its options (was `sectionize store` alone)")
    func manualHasStoreSubcommands() throws {
        let result = try run(["--generate-manual"])
        #expect(result.status == 0)
        let page = result.stdout.text
        for sub in ["build", "index", "rows", "dump", "sync", "verify"] {
            #expect(page.contains(".SS \"sectionize store \(sub)\""), "no section for store \(sub)")
        }
        let build = try #require(page.range(of: ".SS \"sectionize store build\"")).upperBound
        let end = page.range(of: ".SS \"sectionize store index\"")?.lowerBound ?? page.endIndex
        let buildSection = page[build..<end]
        for option in ["table", "id", "name", "busy\\-timeout", "schema", "invalid", "locale"] {
            #expect(buildSection.contains("\\-\\-\(option)"), "store build's section lacks --\(option)")
        }
    }

    @Test("bash completes file names for inputs, both diff files and goldens (*.golden); was no completion after `diff `")
    func bashCompletesFiles() throws {
        let result = try run(["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        let script = result.stdout.text
        func function(_ name: String) throws -> Substring {
            let start = try #require(script.range(of: "\n\(name)() {\n"), "no \(name)").upperBound
            let end = try #require(script[start...].range(of: "\n}\n")).lowerBound
            return script[start..<end]
        }
        let diff = try function("_sectionize_diff")
        #expect(diff.contains("    1)\n        __sectionize_add_completions -f\n"))
        #expect(diff.contains("    2)\n        __sectionize_add_completions -f\n"))
        #expect(try function("_sectionize_section").contains("__sectionize_add_completions -f"))
        #expect(try function("_sectionize_verify").contains("'!*.@(golden)'"))
        #expect(try function("_sectionize_store_build").contains("__sectionize_add_completions -f"), "the database file")
    }

    @Test("store build --help lists the column flags but not --input, --encoding or --strict, which describe files")
    func storeBuildHelp() throws {
        let result = try run(["store", "build", "--help"])
        #expect(result.status == 0)
        let help = result.stdout.text
        for flag in ["--table", "--id", "--name", "--given", "--family-reading", "--sort-by", "--locale", "--invalid"] {
            #expect(help.contains(flag), "\(flag) missing")
        }
        for flag in ["--input", "--encoding", "--strict"] { #expect(!help.contains(flag), "\(flag) listed") }
        let refused = try run(["store", "build", "x.sqlite", "--table", "t", "--id", "id", "--name", "n", "--input", "csv"])
        #expect(refused.status == 64 && refused.stderr.contains("Unknown option '--input'"))
    }
}
