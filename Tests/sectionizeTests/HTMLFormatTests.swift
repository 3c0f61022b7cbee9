import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing
@testable import SectionizeCLI

/// `--format html` without a browser: what the page embeds equals what the library computes,
/// and input text reaches the page only escaped. (The browser tests in `Tests/Browser` check
/// the page's behaviour.)
@Suite("HTML format")
struct HTMLFormatTests {
    static let injection = [
        "<img src=x onerror=alert(1)>", "</script><script>alert(2)</script>",
        "&amp; \"q\" 'a'", "x\u{2028}y\u{2029}z", "<!-- ]]> -->",
    ]

    /// The page's data element, decoded.
    func embeddedData(_ html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"data\">"
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A library value's `Encodable` form as a JSON object.
    func encodedObject(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    }

    @Test("The embedded bar, sections and every condensed bar equal the library's (IndexBar, condensed(toFit:) for each slot count)")
    func embeddedDataEqualsTheLibrary() throws {
        let sample = RepositoryFiles.url("Data/samples/contacts-de.txt").path
        let result = try run([sample, "--locale", "de", "--search", "--format", "html"])
        #expect(result.status == 0)
        let data = try embeddedData(result.stdout.text)
        let bar = try #require(data["bar"] as? [String: Any])
        let rows = try String(contentsOfFile: sample, encoding: .utf8).split(separator: "\n").map(String.init)
        let sectioned = try IndexedCollation(locale: "de", style: .uikit).sections(ofRows: RowBuffer(rows))
        let library = sectioned.indexBar(options: IndexBarOptions(includesSearch: true))
        // The bar as the JSON output's `index` object shows it.
        #expect(NSDictionary(dictionary: bar) == NSDictionary(dictionary: try encodedObject(IndexBarDocument(library))))
        #expect(bar["titles"] as? [String] == library.titles)
        let condensed = try #require(data["condensed"] as? [[String: Any]])
        let covered = try #require(data["covered"] as? [[[Int]]])
        #expect(condensed.count == library.titles.count - 1)
        #expect(covered.count == condensed.count)
        for (k, embedded) in condensed.enumerated() where k < covered.count {
            let expected = library.condensed(toFit: k + 1)
            #expect(
                NSDictionary(dictionary: embedded) == NSDictionary(dictionary: try encodedObject(IndexBarDocument.Condensed(expected))),
                "\(k + 1) slots")
            #expect(embedded["titles"] as? [String] == expected.titles, "\(k + 1) slots")
            #expect(covered[k].map { $0[0]..<$0[1] } == expected.entries.map { $0.coveredRange }, "\(k + 1) slots")
        }
        let sections = try #require(data["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == library.displayedCollationSections.map { sectioned.title(of: $0) })
        #expect(sections.flatMap { $0["rows"] as? [String] ?? [] } == sectioned.orderedRowIndexes.map { rows[$0] })
        let fold = try #require(data["fold"] as? [String: Any])
        #expect((fold["codePoints"] as? [Int])?.count == (fold["keys"] as? [[Int]])?.count)
    }

    @Test("Rows and file names reach the page escaped: no markup, no script end, no raw U+2028 (OWASP: encode for the context)")
    func inputIsEscaped() throws {
        let result = try withTemporaryDirectory { dir in
            let path = try dir.file("a<b>&\"c\".txt", Self.injection.joined(separator: "\n") + "\n")
            return try run([path, "--locale", "en", "--format", "html"])
        }
        #expect(result.status == 0)
        let html = result.stdout.text
        #expect(html.components(separatedBy: "<script").count == 3, "only the page's two script elements")
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!--"))
        #expect(!html.unicodeScalars.contains("\u{2028}") && !html.unicodeScalars.contains("\u{2029}"))
        #expect(html.contains("<h1>a&lt;b&gt;&amp;&quot;c&quot;.txt</h1>"))
        let sections = try #require(try embeddedData(html)["sections"] as? [[String: Any]])
        #expect(Set(sections.flatMap { $0["rows"] as? [String] ?? [] }) == Set(Self.injection), "the rows decode verbatim")
    }

    @Test("Direction from the locale (ICU uloc_isRightToLeft): ar is rtl, de ltr; and nothing is loaded from a network")
    func directionAndNoNetwork() throws {
        let ar = try run(["--locale", "ar", "--format", "html"], stdin: Data("أحمد\n".utf8))
        #expect(ar.stdout.text.contains("<html lang=\"ar\" dir=\"rtl\">"))
        let de = try run(["--locale", "de", "--format", "html"], stdin: Data("Anna\n".utf8))
        #expect(de.stdout.text.contains("<html lang=\"de\" dir=\"ltr\">"))
        for page in [ar.stdout.text, de.stdout.text] {
            #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("//cdn") && !page.contains(" src="))
            #expect(page.contains("default-src 'none'"))
        }
    }
}
