import Foundation
import SectionizeTestSupport
import Testing

/// Issue 22: the page's chrome was English on every page ("Search", "Rows", "No Results",
/// "8 matches"). Checked here without a browser (the page's words and direction as written;
/// `Tests/Browser/test_html.py` checks what the page shows).
@Suite("HTML chrome in the list's language")
struct HTMLChromeTests {
    /// `<html …>`, the search field's placeholder and the row count's label of a one-row page.
    static func chrome(_ locale: String) throws -> (html: String, placeholder: String, rowsLabel: String) {
        let result = try run(["-l", locale, "--format", "html"], stdin: Data(utf8: "Anna\n"))
        #expect(result.status == 0, "\(locale): \(result.stderr)")
        let page = result.stdout.text
        func between(_ start: String, _ end: String, after: String = "") -> String {
            guard let anchor = after.isEmpty ? page.startIndex : page.range(of: after)?.upperBound,
                let open = page.range(of: start, range: anchor..<page.endIndex),
                let close = page.range(of: end, range: open.upperBound..<page.endIndex)
            else { return "" }
            return String(page[open.upperBound..<close.lowerBound])
        }
        return (between("<html ", ">"), between("placeholder=\"", "\""), between("<div><dt>", "</dt><dd data-key=\"rows\">"))
    }

    @Test(
        "Hand-checked words: iOS's search placeholder and a label for the row count (ja 検索 行数, ar بحث الصفوف, de Suchen Zeilen …)",
        arguments: [
            ("ja", "lang=\"ja\" dir=\"ltr\"", "検索", "行数"), ("ar", "lang=\"ar\" dir=\"rtl\"", "بحث", "الصفوف"),
            ("he", "lang=\"he\" dir=\"rtl\"", "חיפוש", "שורות"), ("fa", "lang=\"fa\" dir=\"rtl\"", "جستجو", "ردیف\u{200C}ها"),
            ("de", "lang=\"de\" dir=\"ltr\"", "Suchen", "Zeilen"), ("sv", "lang=\"sv\" dir=\"ltr\"", "Sök", "Rader"),
            ("zh", "lang=\"zh\" dir=\"ltr\"", "搜索", "行数"), ("zh-Hant", "lang=\"zh-Hant\" dir=\"ltr\"", "搜尋", "列數"),
            ("sr-Latn", "lang=\"sr-Latn\" dir=\"ltr\"", "Pretraga", "Redovi"), ("sr", "lang=\"sr\" dir=\"ltr\"", "Претрага", "Редови"),
            ("en", "lang=\"en\" dir=\"ltr\"", "Search", "Rows"),
        ])
    func words(locale: String, html: String, placeholder: String, rowsLabel: String) throws {
        let chrome = try Self.chrome(locale)
        #expect(chrome.html == html)
        #expect(chrome.placeholder == placeholder)
        #expect(chrome.rowsLabel == rowsLabel)
    }

    @Test("Every language of Data/golden has its own words (none falls back to English)")
    func goldenLanguagesCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url("Data/golden").path)
        // The locale is the file name's first part (`sv.search-minrows-slots.uikit.golden`),
        // the second for `edge-cases.en.…`, the first locale of `en+ru`.
        let locales = Set(
            names.filter { $0.hasSuffix(".golden") }.map { name -> String in
                let parts = name.split(separator: ".").map(String.init)
                let locale = parts[0] == "edge-cases" ? parts[1] : parts[0]
                return String(locale.split(separator: "+")[0])
            })
        #expect(locales.count > 40, "\(locales.sorted())")
        for locale in locales.sorted() where !locale.hasPrefix("en") {
            let chrome = try Self.chrome(locale)
            #expect(chrome.placeholder != "Search" && chrome.rowsLabel != "Rows" && !chrome.placeholder.isEmpty, "\(locale)")
        }
    }
}
