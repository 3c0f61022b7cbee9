import Foundation
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The golden text format: it reads back what it writes, keeps every row's exact text
/// (invisible characters escaped, leading spaces quoted), and rejects a malformed line
/// with `FILE:LINE: what is wrong`.
@Suite("Golden format")
struct GoldenFormatTests {
    @Test("Every edge-case row (Data/corpus/edge-cases.txt) is written and read back unchanged")
    func edgeCaseRowsRoundTrip() throws {
        let rows = try Corpus.lines("corpus/edge-cases.txt")
        #expect(rows.count > 250)
        let golden = Golden(
            source: "x", configuration: SectioningConfiguration(locales: ["en"]), versions: .running,
            sections: [GoldenSection(title: "A", kind: nil, rows: rows.map { GoldenRow(text: $0) })])
        let parsed = try Golden(parsing: golden.text, source: "x")
        #expect(parsed.rows.map(\.text) == rows)
    }

    @Test("Any string survives as a row and as a list item: 2,000 random strings of awkward characters")
    func randomStringsRoundTrip() throws {
        // Quotes, backslashes, spaces, tabs, line ends, arrows, combining marks, format and
        // private-use characters, braces and letters: everything the quoting must handle.
        let pool: [Unicode.Scalar] = [
            "\"", "\\", " ", "\t", "\n", "\r", "→", "\u{301}", "\u{200B}", "\u{FEFF}",
            "\u{E000}", "\u{A0}", "{", "}", "u", "A", "Å", "#", "/", "=", "\u{0}", "\u{378}",
        ]
        var rng = InputTestRNG(seed: 12)
        var rows: [String] = []
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...6, using: &rng) { text.append(pool.randomElement(using: &rng)!) }
            rows.append(String(text))
        }
        for row in rows {
            #expect(try GoldenText.item(Substring(GoldenText.written(row))).get() == row, "\(row.debugDescription)")
        }
        let listed = rows.map { GoldenText.written($0, inList: true) }.joined(separator: " ")
        #expect(try GoldenText.list(Substring(listed)).get() == rows)
        let golden = Golden(
            source: "x", configuration: SectioningConfiguration(locales: ["en"]), versions: .running,
            sections: [GoldenSection(title: "A", kind: nil, rows: rows.map { GoldenRow(text: $0) })])
        #expect(try Golden(parsing: golden.text, source: "x").rows.map(\.text) == rows)
    }

    @Test("Invisible characters are escaped, white space at either end is quoted, plain rows stay plain")
    func quoting() {
        #expect(GoldenText.written("Åberg") == "Åberg")
        #expect(GoldenText.written(" Anna") == "\" Anna\"")
        #expect(GoldenText.written("Zo\u{200B}e") == "\"Zo\\u{200B}e\"")
        #expect(GoldenText.written("\"Dq\"") == "\"\\\"Dq\\\"\"")
        #expect(GoldenText.written("#") == "#")
        #expect(GoldenText.written("") == "\"\"")
    }

    @Test("Text, parse, text is the identity for every golden in Data/golden")
    func projectGoldensRoundTrip() throws {
        for file in try Slow.GoldenReviewTests.goldenFiles() {
            let text = try String(contentsOf: Slow.GoldenReviewTests.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(try Golden(parsing: text, source: file).text == text, "\(file)")
        }
    }

    @Test("Without a readings line a golden takes the command's default: auto in uikit style, off in icu style")
    func readingsDefault() throws {
        #expect(try Golden(parsing: "sectionize-golden: 1\nlocale: ja\n", source: "x").configuration.readingMode == .auto)
        #expect(try Golden(parsing: "sectionize-golden: 1\nlocale: ja\nstyle: icu\n", source: "x").configuration.readingMode == .off)
        let off = try Golden(parsing: "sectionize-golden: 1\nlocale: ja\nreadings: off\n", source: "x")
        #expect(off.configuration.readingMode == .off)
        #expect(off.text.contains("\nreadings: off\n"))
    }

    @Test("CRLF line ends are read like LF")
    func crlf() throws {
        let golden = try Golden(parsing: "sectionize-golden: 1\r\nlocale: sv\r\n== A\r\n  Anna\r\n", source: "x")
        #expect(golden.rows.map(\.text) == ["Anna"])
    }

    @Test(
        "A malformed golden is rejected with file and line",
        arguments: [
            ("sectionize-golden: 1\nlocale: sv\nfoo: bar\n", 3, "unknown key `foo`"),
            ("sectionize-golden: 1\nlocale: sv\n  Anna\n", 3, "a row before the first `== TITLE` line"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n   Anna\n", 4, "a row starting with white space must be quoted"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n\tAnna\n", 4, "indent rows by exactly two spaces"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n  \"An\\qna\"\n", 4, "row: unknown escape"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n  \"Anna\n", 4, "row: missing closing quote"),
            ("locale: sv\n== A\n  Anna\n", 1, "not a sectionize golden"),
            ("sectionize-golden: 2\nlocale: sv\n", 1, "golden format 2 is not supported"),
            ("sectionize-golden: 1\n== A\n  Anna\n", 1, "the line `locale: ID` is missing"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n  Anna\nstyle: icu\n", 5, "header line `style:` after the sections"),
            ("sectionize-golden: 1\nlocale: sv\nstyle: fancy\n", 3, "`style:` is uikit or icu"),
            ("sectionize-golden: 1\nlocale: ja\nreadings: maybe\n", 3, "`readings:` is auto or off"),
            ("sectionize-golden: 1\nlocale: sv\nmin-rows: -1\n", 3, "`min-rows:` is a whole number"),
            ("sectionize-golden: 1\nlocale: sv\n== A fancy\n", 3, "unknown section kind"),
            ("sectionize-golden: 1\nlocale: sv\n== A\n  Anna\nindex-condensed: A • Z\n", 5, "needs `index-slots: N`"),
            ("sectionize-golden: 1\nlocale: sv\nindex-jumps: A\n", 3, "is not TITLE→SECTION"),
            ("sectionize-golden: 1\nlocale: sv\nlocale: de\n", 3, "`locale:` given twice"),
            ("sectionize-golden: 1\nlocale: sv\n== A\nindex: A\n  Anna\n", 5, "a row after the index lines"),
            ("sectionize-golden: 1\nlocale: sv\nthis is not a line\n", 3, "cannot read this line"),
        ])
    func malformed(text: String, line: Int, message: String) {
        #expect {
            try Golden(parsing: text, source: "m.golden")
        } throws: { error in
            guard let error = error as? SectionizeError else { return false }
            return error.code == .malformedGolden && error.message.hasPrefix("m.golden:\(line): ") && error.message.contains(message)
        }
    }

    @Test("An unknown locale is reported at the golden's locale line")
    func unknownLocale() throws {
        let golden = try Golden(parsing: "sectionize-golden: 1\n// x\nlocale: xx-nonsense\n== A\n  Anna\n", source: "m.golden")
        #expect {
            try golden.verify()
        } throws: { error in
            (error as? SectionizeError)?.code == .malformedGolden && (error as? SectionizeError)?.message.hasPrefix("m.golden:3: ") == true
        }
    }
}
