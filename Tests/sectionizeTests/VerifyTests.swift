import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import Testing
import SectionizeTestSupport

/// `--format golden`, `sectionize verify` and `sectionize report`, run as a tester would
/// (README, "Localization testing"): record a golden from a list, verify it, break it, read
/// the located failure, fix it with `--update`. Expected sections are hand-checked facts of
/// Swedish (CLDR sv: Å Ä Ö are letters after Z; uikit puts digits under #).
@Suite("verify and report")
struct VerifyTests {
    static let names = "Östen\nAnna\nÅsa\nBo\nÖberg\nÅberg\n112 Nödnummer\n"

    /// Records `sv.golden` from the names in `directory` and returns its path and text.
    func record(in directory: TemporaryDirectory, _ extra: [String] = []) throws -> (path: String, text: String) {
        let names = try directory.file("names.txt", Self.names)
        let result = try run([names, "--locale", "sv", "--format", "golden"] + extra)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let path = try directory.file("sv.golden", result.stdout)
        return (path, result.stdout.text)
    }

    /// The 1-based line of `line` in `text`.
    func line(of line: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex(of: line) ?? -2) + 1
    }

    @Test("--format golden records the configuration, versions, sections, rows and index bar")
    func recordedGolden() throws {
        try withTemporaryDirectory { directory in
            let text = try record(in: directory, ["--search", "--index-slots", "7"]).text
            for line in [
                "sectionize-golden: 1", "locale: sv", "style: uikit", "search: yes", "index-slots: 7",
                "icu: \(IndexedCollation.icuVersion)", "cldr: \(IndexedCollation.cldrVersion)",
                "== A", "  Anna", "== Å", "  Åberg", "  Åsa", "== Ö", "  Öberg", "  Östen", "== # overflow", "  112 Nödnummer",
                "index: {search} A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö #",
            ] {
                #expect(text.components(separatedBy: "\n").contains(line), "missing \(line)")
            }
            #expect(text.contains("\nindex-condensed: {search} "))
        }
    }

    @Test("Options that change the result are recorded in the header and re-applied: --numeric orders 2 before 10 (UTS #35 kn)")
    func optionsAreRecorded() throws {
        try withTemporaryDirectory { directory in
            let names = try directory.file("items.txt", "Item 10\nItem 2\nSchmidt\nSauer\n")
            let recorded = try run([
                names, "--locale", "de", "--style", "icu", "--numeric", "--add-titles", "[{Sch*}]",
                "--max-titles", "40", "--underflow-title", "<", "--format", "golden",
            ])
            #expect(recorded.status == 0)
            let text = recorded.stdout.text
            for line in ["numeric: yes", "add-titles: Sch*", "max-titles: 40", "underflow-title: <", "== Sch\n  Schmidt", "  Item 2\n  Item 10"] {
                #expect(text.contains(line), "missing \(line)")
            }
            let path = try directory.file("items.golden", text)
            #expect(try run(["verify", path]).status == 0)
            // A golden of 0.3 wrote the same keys as add-labels, max-labels, underflow-label.
            let former = text.replacingOccurrences(of: "add-titles:", with: "add-labels:")
                .replacingOccurrences(of: "max-titles:", with: "max-labels:").replacingOccurrences(of: "underflow-title:", with: "underflow-label:")
            #expect(former != text)
            #expect(try run(["verify", try directory.file("former.golden", former)]).status == 0)
            let both = try directory.file("both.golden", text.replacingOccurrences(of: "max-titles: 40", with: "max-titles: 40\nmax-labels: 40"))
            #expect(try run(["verify", both]).status == 65, "a key and its former spelling are the same key, given twice")
            try directory.file("items.golden", text.replacingOccurrences(of: "numeric: yes", with: "numeric: no"))
            let digitByDigit = try run(["verify", path])
            #expect(digitByDigit.status == 1)
            #expect(digitByDigit.stdout.text.contains("rows out of order in I: expected \"Item 2\", \"Item 10\"; got \"Item 10\", \"Item 2\""))
        }
    }

    @Test("An untouched golden exits 0 and ends with the line `N passed, 0 failed`")
    func untouchedPasses() throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            let result = try run(["verify", golden.path])
            #expect(result.status == 0, "\(result.stdout.text)")
            let lines = result.stdout.text.split(separator: "\n")
            #expect(lines.last.map { $0.wholeMatch(of: /[0-9]+ passed, 0 failed/) != nil } == true)
            #expect(lines.contains("\(golden.path): \(lines.last!)"))
        }
    }

    @Test(
        "Each edit fails with exit 1 and a message naming file, line, row and both sections",
        arguments: [
            // (what the tester changes, the replacement, the row line whose number the message names, the message after it)
            ("== Å\n  Åberg\n", "== A\n  Åberg\n", "  Åberg", "\"Åberg\": expected in A (the one at line"),
            (
                "  Öberg\n  Östen\n", "  Östen\n  Öberg\n", "  Östen",
                "rows out of order in Ö: expected \"Östen\", \"Öberg\"; got \"Öberg\", \"Östen\""
            ),
            ("== Ö\n", "", "  Öberg", "\"Öberg\": expected in Å, got Ö"),
            ("  Anna\n", "  Anna\n  Åsa\n", "  Åsa", "\"Åsa\": expected in A, got Å"),
            (" Y Z Å", " Y X Å", "index: A B C D E F G H I J K L M N O P Q R S T U V W X Y X Å Ä Ö #", "index title 26: expected X, got Z"),
        ])
    func editsFail(old: String, new: String, lineOf: String, message: String) throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            var text = golden.text
            let range = try #require(text.range(of: old))
            text.replaceSubrange(range, with: new)
            if old == "  Anna\n" {  // a moved row: take it out of its own section too
                let second = try #require(text.range(of: "== Å\n  Åberg\n  Åsa\n"))
                text.replaceSubrange(second, with: "== Å\n  Åberg\n")
            }
            try directory.file("sv.golden", text)
            let result = try run(["verify", golden.path])
            #expect(result.status == 1)
            let out = result.stdout.text
            let number = line(of: lineOf, in: text)
            // One line names the file and the line (or FIRST-LAST), then the row(s) and both sections.
            #expect(
                out.split(separator: "\n").contains {
                    ($0.hasPrefix("\(golden.path):\(number): ") || $0.hasPrefix("\(golden.path):\(number)-")) && $0.contains(message)
                }, "\(out)")
            #expect(out.hasSuffix(" failed\n") && !out.hasSuffix(" 0 failed\n"))
        }
    }

    @Test("A golden recorded with another CLDR version warns; --strict-versions fails it")
    func otherCLDRVersion() throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            let old = golden.text.replacingOccurrences(of: "cldr: \(IndexedCollation.cldrVersion)", with: "cldr: 41.0")
            try directory.file("sv.golden", old)
            let result = try run(["verify", golden.path])
            #expect(result.status == 0)
            let cldrLine = line(of: "cldr: 41.0", in: old)
            #expect(
                result.stdout.text.contains(
                    "\(golden.path):\(cldrLine): warning: recorded with CLDR 41.0; running CLDR \(IndexedCollation.cldrVersion)"))
            let strict = try run(["verify", "--strict-versions", golden.path])
            #expect(strict.status == 1)
            #expect(strict.stdout.text.contains("(--strict-versions)"))
        }
    }

    @Test("--update rewrites a failing golden in place, keeping its comments; verify then passes")
    func updateInPlace() throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            var text = golden.text.replacingOccurrences(of: "  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n")
            text = text.replacingOccurrences(of: "== Å\n", with: "// Å is a letter of its own in Swedish\n== Å\n")
            try directory.file("sv.golden", text)
            let update = try run(["verify", "--update", golden.path])
            #expect(update.status == 0)
            #expect(update.stdout.text.contains("; updated"))
            let updated = try String(contentsOfFile: golden.path, encoding: .utf8)
            #expect(updated.contains("// Å is a letter of its own in Swedish\n== Å\n"))
            #expect(updated.contains("  Öberg\n  Östen\n"))
            #expect(try run(["verify", golden.path]).status == 0)
        }
    }

    @Test("--update=new writes FILE.new beside the golden and leaves the golden as it was")
    func updateNew() throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            let broken = golden.text.replacingOccurrences(of: "  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n")
            try directory.file("sv.golden", broken)
            let result = try run(["verify", "--update=new", golden.path])
            #expect(result.status == 1)
            #expect(try String(contentsOfFile: golden.path, encoding: .utf8) == broken)
            let new = try String(contentsOfFile: golden.path + ".new", encoding: .utf8)
            #expect(new == golden.text)
        }
    }

    @Test("A malformed golden exits 65 naming file and line; a missing one 66; no golden 64")
    func badGoldens() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.file("bad.golden", "sectionize-golden: 1\nlocale: sv\n== A\n  Anna\nfancy: yes\n")
            let malformed = try run(["verify", path])
            #expect(malformed.status == 65)
            #expect(malformed.stderr.contains("\(path):5: unknown key `fancy`"))
            let missing = try run(["verify", directory.url.appendingPathComponent("none.golden").path])
            #expect(missing.status == 66)
            #expect(try run(["verify"]).status == 64)
        }
    }

    @Test("Several goldens: a line per golden, totals summed, exit 1 when one fails; a bad one is reported and exits 65")
    func severalGoldens() throws {
        try withTemporaryDirectory { directory in
            let good = try record(in: directory)
            let brokenPath = try directory.file(
                "broken.golden",
                good.text.replacingOccurrences(of: "  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n"))
            let result = try run(["verify", good.path, brokenPath])
            #expect(result.status == 1)
            let lines = result.stdout.text.split(separator: "\n").map(String.init)
            func counts(_ line: String) -> (Int, Int)? {
                guard let match = line.firstMatch(of: /([0-9]+) passed, ([0-9]+) failed/) else { return nil }
                return (Int(match.1)!, Int(match.2)!)
            }
            let perFile = try [good.path, brokenPath].map { path in
                try #require(lines.first { $0.hasPrefix("\(path): ") && counts($0) != nil }.flatMap(counts))
            }
            let total = try #require(lines.last.flatMap(counts))
            #expect(perFile[1].1 == 1 && perFile[0].1 == 0)
            #expect(total.0 == perFile[0].0 + perFile[1].0 && total.1 == 1)
            #expect(lines.contains("2 goldens: 1 held, 1 failed"))

            let unknown = try directory.file("unknown.golden", "sectionize-golden: 1\n// made up\nlocale: xx-nonsense\n== A\n  Anna\n")
            let bad = try run(["verify", "--format", "json", good.path, unknown])
            #expect(bad.status == 65)
            let object = try #require(try JSONSerialization.jsonObject(with: bad.stdout) as? [String: Any])
            let statuses = (object["goldens"] as? [[String: Any]])?.map { $0["status"] as? String }
            #expect(statuses == ["passed", "error"])
            #expect(((object["goldens"] as? [[String: Any]])?.last?["problem"] as? String)?.hasPrefix("\(unknown):3: ") == true)
        }
    }

    @Test("--format json gives counts and located failures for dashboards")
    func json() throws {
        try withTemporaryDirectory { directory in
            let golden = try record(in: directory)
            try directory.file("sv.golden", golden.text.replacingOccurrences(of: "  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n"))
            let result = try run(["verify", "--format", "json", golden.path])
            #expect(result.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            #expect(object["failed"] as? Int == 1)
            let goldens = try #require(object["goldens"] as? [[String: Any]])
            let failure = try #require((goldens.first?["failures"] as? [[String: Any]])?.first)
            #expect(failure["kind"] as? String == "rowOrder")
            #expect(failure["rows"] as? [String] == ["Östen", "Öberg"])
            #expect(failure["expected"] as? [String] == ["Östen", "Öberg"])
            #expect(failure["actual"] as? [String] == ["Öberg", "Östen"])
            #expect(goldens.first?["status"] as? String == "failed")
            #expect(JSONDocument.keysInTextOrder(result.stdout, indent: 2) == object.keys.sorted())
        }
    }

    @Test("report shows both styles' titles, ICU's collation variants and where names go", .cldr42)
    func report() throws {
        let text = try run(["report", "--locale", "de"])
        #expect(text.status == 0)
        #expect(text.stdout.text.contains("Titles, uikit style: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #"))
        #expect(text.stdout.text.contains("de-u-co-phonebk"))
        #expect(text.stdout.text.contains("Readings: none"))
        let json = try run(["report", "--locale", "sv", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect((object["uikitTitles"] as? [String])?.suffix(4) == ["Å", "Ä", "Ö", "#"])
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.contains { $0["locale"] as? String == "sv-u-co-trad" })
        #expect(JSONDocument.keysInTextOrder(json.stdout, indent: 2) == object.keys.sorted())
        #expect(try run(["report", "--locale", "xx-nonsense"]).status == 64)
    }
}
