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
        // Search: each row's lookup keys beside it, as the library writes them for a page
        // (PageSearchKeys, from the keys `sectionize search` answers from).
        let search = try SectionedRowsSearch(
            sectioned: sectioned, collation: IndexedCollation(locale: "de", style: .uikit), options: IndexBarOptions(includesSearch: true))
        let keys = search.pageKeys(of: sectioned)
        #expect(sections.flatMap { $0["keys"] as? [String] ?? [] } == sectioned.orderedRowIndexes.map { keys.rowKeys[$0] })
        let fold = try #require(data["fold"] as? [[String]])
        #expect(fold == keys.folding.map { [$0.key, $0.characters] })
        #expect(!result.stdout.text.contains("\"spellings\""), "the keys hold the romaji")
    }

    @Test("--title is the heading and the window title, escaped: an adversary's </title><script> stays text (OWASP: encode for the context)")
    func titleIsEscaped() throws {
        let evil = "</title><script>alert(1)</script><h1 x='\"'>&amp;"
        let result = try run(["--locale", "de", "--format", "html", "--title", evil], stdin: Data("Anna\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let html = result.stdout.text
        // HTML character references for & < > " ' (hand-written from the spec's five).
        let escaped = "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;h1 x=&#39;&quot;&#39;&gt;&amp;amp;"
        #expect(html.contains("<title>\(escaped) — sectionize</title>"))
        #expect(html.contains("<h1>\(escaped)</h1>"))
        #expect(html.contains("<main id=\"list\" aria-label=\"\(escaped)\">"))
        #expect(html.components(separatedBy: "<script").count == 3, "only the page's two script elements")
        #expect(html.components(separatedBy: "<title>").count == 2 && html.components(separatedBy: "</title>").count == 2)
        let plain = try run(["--locale", "de", "--format", "html", "--title", "Kontakte 2026"], stdin: Data("Anna\n".utf8))
        #expect(plain.stdout.text.contains("<h1>Kontakte 2026</h1>") && plain.stdout.text.contains("<title>Kontakte 2026 — sectionize</title>"))
    }

    @Test("--title without --format html is refused (exit 64, EX_USAGE) and names the flag to add")
    func titleNeedsHTML() throws {
        let result = try run(["--locale", "de", "--title", "x"], stdin: Data("Anna\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("--title") && result.stderr.contains("--format html"), "\(result.stderr)")
    }

    @Test(
        "A 20-row Korean page is about the size of a German one: it embeds the folding of what its rows can match, not 11,172 syllables (issue 32: 272 KB against 28 KB)"
    )
    func koreanPageSize() throws {
        func page(_ corpus: String, _ locale: String) throws -> Int {
            // The first 20 rows, with the search entry; the page's size in bytes.
            let rows = try String(contentsOf: RepositoryFiles.url(corpus), encoding: .utf8).split(separator: "\n").prefix(20)
            let result = try run(["--locale", locale, "--search", "--format", "html"], stdin: Data((rows.joined(separator: "\n") + "\n").utf8))
            #expect(result.status == 0)
            return result.stdout.count
        }
        let german = try page("Data/samples/contacts-de.txt", "de")
        let korean = try page("Data/corpus/ko.txt", "ko")
        // Measured: de 28,182 and ko 273,291 bytes before, 28,786 and 37,557 after; the rest of
        // the difference is the bar (42 Korean titles against 28, condensed for every slot count).
        #expect(korean < 40_000, "\(korean) bytes")
        #expect(Double(korean) < Double(german) * 1.5, "ko \(korean) bytes, de \(german) bytes")
    }

    @Test(
        "The Arabic page's chrome is all Arabic: right to left, and no Latin letter outside identifiers marked translate=\"no\" (locale ID, flag, style, ICU, CLDR)"
    )
    func arabicChrome() throws {
        let result = try run(["--locale", "ar", "--search", "--format", "html"], stdin: Data("أحمد\nمحمد\n".utf8))
        #expect(result.status == 0)
        var html = result.stdout.text
        #expect(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(html.contains("<h1>الإدخال القياسي</h1>"), "standard input, in Arabic")
        // Words a translator translates: attribute values people read, and text outside the
        // style, the script data, the window title (which ends in the tool's name) and identifiers.
        var words: [String] = []
        for attribute in ["placeholder", "aria-label"] {
            for part in html.components(separatedBy: "\(attribute)=\"").dropFirst() { words.append(String(part.prefix { $0 != "\"" })) }
        }
        for (open, close) in [
            ("<style>", "</style>"), ("<script", "</script>"), ("<title>", "</title>"), ("<bdi translate=\"no\">", "</bdi>"), ("<", ">"),
        ] {
            while let start = html.range(of: open), let end = html.range(of: close, range: start.upperBound..<html.endIndex) {
                html.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
            }
        }
        words.append(html)
        let latin = words.filter { $0.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) } }
        #expect(latin.isEmpty, "\(latin)")
        #expect(words.joined().contains("النمط") && words.joined().contains("فهرس الأقسام"))
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
        #expect(html.contains("<title>a&lt;b&gt;&amp;&quot;c&quot;.txt — sectionize</title>"), "the file name is the default title")
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
