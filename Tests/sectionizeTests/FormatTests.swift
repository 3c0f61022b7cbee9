import Foundation
import SectionizeTestSupport
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import Testing
@testable import SectionizeCLI

/// The output formats. Shapes: the `--format` help ("TITLE<TAB>ROW per row", "one document,
/// sorted keys") and `JSONRenderer`; the index-bar fields follow UIKit
/// (`sectionIndexTitles(for:)`, `tableView(_:sectionForSectionIndexTitle:at:)`,
/// `sectionIndexMinimumDisplayRowCount`, `UITableView.indexSearch`) as `IndexBar` documents.
/// German titles are CLDR de's index characters A–Z, plus `#` in uikit style.
@Suite("Output formats")
struct FormatTests {
    /// The German alphabet of the uikit index, then `#`.
    static let germanTitles = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]

    /// Runs `sectionize --locale de ARGS` on a file holding `lines`.
    func german(_ lines: [String], _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: String) {
        try withTemporaryDirectory { dir in
            let path = try dir.file("names.txt", lines.joined(separator: "\n") + "\n")
            return try run(["--locale", "de"] + arguments + [path])
        }
    }

    // MARK: TSV and text

    @Test("TSV: one `TITLE<TAB>ROW` line per row, sections in index order, rows in German collation order")
    func tsvLines() throws {
        let result = try german(["Zoe", "Bär", "Dora", "Bach", "Äpfel\tmit Tab"], ["--format", "tsv"])
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tÄpfel\tmit Tab\nB\tBach\nB\tBär\nD\tDora\nZ\tZoe\n")
        #expect(result.stderr == "")
    }

    @Test("Text: a header with locale, source, style, row count, ICU and CLDR; titled sections with counts; the index bar")
    func textLayout() throws {
        let result = try german(["Zoe", "Bär", "Bach"], [])
        #expect(result.status == 0)
        #expect(
            result.stdout.text == """
                # locale de (from --locale), style uikit, 3 rows, ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)

                B (2)
                  Bach
                  Bär

                Z (1)
                  Zoe

                Index: \(Self.germanTitles.joined(separator: " "))

                """)
    }

    // MARK: JSON document

    static let topLevelKeys = ["cldrVersion", "icuVersion", "index", "locale", "localeSource", "locales", "rowCount", "sections", "style"]
    static let indexKeys = [
        "counts", "jumpPolicy", "keepsEmptySections", "minimumDisplayRowCount", "sectionForTitle",
        "titles", "visible",
    ]

    @Test(
        "JSON: exactly the documented keys, sorted in the text, at the top level, in `index` and in each section",
        arguments: [[], ["--index-slots", "9"]] as [[String]])
    func jsonKeys(extra: [String]) throws {
        let result = try run(["--locale", "de", "--format", "json"] + extra + Corpus.paths)
        #expect(result.status == 0)
        let document = try JSONDocument(result.stdout)
        #expect(document.object.keys.sorted() == Self.topLevelKeys)
        #expect(JSONDocument.keysInTextOrder(result.stdout, indent: 2) == Self.topLevelKeys)
        let indexKeys = extra.isEmpty ? Self.indexKeys : (["condensed"] + Self.indexKeys + ["slotCount"]).sorted()
        #expect(document.index.keys.sorted() == indexKeys)
        // The index object is the tool's IndexBarDocument, on one line with sorted keys, and
        // describes a valid bar.
        let indexLine = try #require(result.stdout.text.split(separator: "\n").first { $0.hasPrefix("  \"index\": {") })
        #expect(indexLine.hasPrefix("  \"index\": {\"" + indexKeys[0] + "\":"))
        let library = try JSONDecoder().decode(IndexBarDocument.self, from: Data(indexLine.dropFirst(11).dropLast().utf8)).bar()
        #expect(library.titles == document.index["titles"] as? [String])
        if let condensed = document.condensed {
            #expect(condensed.keys.sorted() == ["sectionForTitle", "titles"])
        }
        #expect(!document.sections.isEmpty)
        for section in document.sections {
            #expect(section.keys.sorted() == ["kind", "rows", "title"])
        }
        #expect(result.stdout.text.contains("{\"kind\": "), "section keys in sorted order in the text")
        #expect(document.object["style"] as? String == "uikit")
        #expect(document.object["icuVersion"] as? String == IndexedCollation.icuVersion)
        #expect(document.object["cldrVersion"] as? String == IndexedCollation.cldrVersion)
    }

    @Test(
        "--min-rows: the bar is visible at exactly the row count and hidden one above (UIKit: \"the number of table rows at which to display the index list\")"
    )
    func minimumRows() throws {
        let names = ["Anna", "Bob", "Carl"]
        let atCount = try JSONDocument(try german(names, ["--format", "json", "--min-rows", "3"]).stdout)
        #expect(atCount.visible == true)
        #expect(atCount.index["minimumDisplayRowCount"] as? Int == 3)
        let above = try JSONDocument(try german(names, ["--format", "json", "--min-rows", "4"]).stdout)
        #expect(above.visible == false)
        let text = try german(names, ["--min-rows", "4"]).stdout.text
        #expect(text.hasSuffix("\nIndex: hidden (3 rows, fewer than --min-rows 4)\n"))
        #expect(try german(names, ["--min-rows", "3"]).stdout.text.contains("\nIndex: A B C"))
    }

    @Test(
        "--all-sections: one section per non-search title, in title order, empty ones included; titles map one to one",
        arguments: [[], ["--search"]] as [[String]])
    func allSections(extra: [String]) throws {
        let result = try german(["Bär", "Dora", "Zoe"], ["--format", "json", "--all-sections"] + extra)
        let document = try JSONDocument(result.stdout)
        let titles = document.titles.filter { $0 != IndexBar.searchTitle }
        #expect(titles == Self.germanTitles)
        #expect(document.sections.count == titles.count)
        #expect(document.sectionTitles == titles)
        #expect(document.sectionForTitle == (extra.isEmpty ? [] : [-1]) + Array(titles.indices))
    }

    /// Where each German title jumps with data only in B, D and Z. From Apple's
    /// `tableView(_:sectionForSectionIndexTitle:at:)` ("the array of section titles … can have
    /// fewer items than the actual number of sections") and the `--jump` policies in the
    /// issue: before = the nearest non-empty section at or before the title (the first one if
    /// none), after = at or after it (the last one if none).
    static func expectedJump(_ title: String, after: Bool) -> String {
        switch title {
        case "A", "B": "B"
        case "C": after ? "D" : "B"
        case "D": "D"
        case "Z", "#": "Z"
        default: after ? "Z" : "D"  // E … Y
        }
    }

    @Test(
        "--jump decides where the title of an empty section goes: before (default) or after",
        arguments: [[], ["--jump", "before"], ["--jump", "after"]] as [[String]])
    func jumpPolicy(extra: [String]) throws {
        let result = try german(["Zoe", "Dora", "Bär"], ["--format", "json"] + extra)
        let document = try JSONDocument(result.stdout)
        #expect(document.titles == Self.germanTitles)
        #expect(document.sectionTitles == ["B", "D", "Z"])
        let after = extra.contains("after")
        for (i, title) in document.titles.enumerated() {
            #expect(
                document.sectionTitles[document.sectionForTitle[i]] == Self.expectedJump(title, after: after),
                "\(title) with \(after ? "after" : "before")")
        }
    }

    @Test("No rows: an empty document with the full bar and every title pointing nowhere (-1)")
    func emptyInput() throws {
        let result = try run(["--locale", "de", "--format", "json"], stdin: Data())
        #expect(result.status == 0)
        let document = try JSONDocument(result.stdout)
        #expect(document.rowCount == 0)
        #expect(document.sections.isEmpty)
        #expect(document.titles == Self.germanTitles)
        #expect(document.sectionForTitle.allSatisfy { $0 == -1 })
        #expect(try run(["--locale", "de", "--format", "tsv"], stdin: Data(utf8: "\n\r\n")).stdout.isEmpty)
    }
}
