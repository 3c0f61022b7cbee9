import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format html`: one self-contained page (no network: styles and script inline, a
/// Content-Security-Policy that forbids every fetch) showing the sectioned list as a plain
/// table view with its index bar.
///
/// The configuration goes into the page as escaped HTML text; the rows, the bar and the search
/// table go into one `<script type="application/json">` element as JSON whose `<`, `>`, `&`
/// are `\u` escapes (``HTMLEscaping``), and the page's script puts them into the document only
/// with `textContent`. The page decides nothing the library decides: the bar's titles, where
/// each jumps (`sectionForTitle`), the condensed bar for every number of slots (precomputed
/// here with ``IndexBar/condensed(toFit:)``), whether the bar is shown, the list's direction
/// (``LocaleIdentifier/isRightToLeft(_:)``) and which rows match a search
/// (`PageSearchKeys`, the keys `sectionize search` answers from) all come from the library.
struct HTMLRenderer {
    let document: SectionizeDocument
    /// The input files as given on the command line (empty for standard input).
    let inputNames: [String]
    /// `--title`: the page's heading and window title, `nil` for the file names.
    var title: String? = nil

    func render(to out: OutputWriter) {
        let index = document.index
        let sectioned = document.sectioned
        let bar = document.indexBar
        let locale = index.resolvedLocales[0]
        let rtl = LocaleIdentifier.isRightToLeft(locale)
        let chrome = HTMLChrome.forLocale(locale)
        let language = String(locale.prefix { $0 != "_" && $0 != "@" })
        // The page's language: the chrome's tag when the table has the language (zh-Hant,
        // sr-Latn: the script picks the fonts), else the locale's language.
        let pageLanguage = language == "root" ? "und" : chrome.tag.hasPrefix(language) ? chrome.tag : language
        let name =
            title
            ?? (inputNames.isEmpty
                ? chrome.standardInput : inputNames.map { String($0.split(separator: "/").last ?? Substring($0)) }.joined(separator: ", "))

        out.write(
            "<!DOCTYPE html>\n<html lang=\"\(HTMLEscaping.text(pageLanguage))\" dir=\"\(rtl ? "rtl" : "ltr")\">\n<head>\n")
        out.write("<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        out.write(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        )
        out.write("<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"sectionize\">\n")
        out.write("<title>\(HTMLEscaping.text(name)) — sectionize</title>\n<style>\n\(HTMLPage.style)</style>\n</head>\n<body>\n")

        // Header: what the list is and how it was made.
        out.write("<header class=\"masthead\">\n<h1>\(HTMLEscaping.text(name))</h1>\n<dl class=\"config\" id=\"config\">\n")
        // The row count's label is in the list's language (the page's script groups its
        // digits).
        out.write(
            "<div><dt>\(HTMLEscaping.text(chrome.rows))</dt><dd data-key=\"rows\">\(sectioned.rowCount)</dd></div>\n")
        // Labels in the chrome's language where the table has them (else the tool's English
        // terms, marked so); identifiers shown as they are, marked translate="no".
        let words = chrome.facts ?? .english
        let rowsText = sectioned.rowCount == 1 ? "1 row" : "\(sectioned.rowCount) rows"
        func id(_ text: String) -> String { "<bdi translate=\"no\">\(HTMLEscaping.text(text))</bdi>" }
        func fill(_ pattern: String, _ values: [String: String]) -> String {
            values.reduce(HTMLEscaping.text(pattern)) { $0.replacing("{\($1.key)}", with: $1.value) }
        }
        // (data-key, label HTML, value HTML)
        var facts: [(String, String, String)] = [
            ("locale", HTMLEscaping.text(words.locale), "\(id(locale)) (\(id(document.localeSource)))")
        ]
        if index.resolvedLocales.count > 1 {
            facts.append(("letters from", HTMLEscaping.text(words.lettersFrom), index.resolvedLocales.map(id).joined(separator: words.listSeparator)))
        }
        facts.append(("style", HTMLEscaping.text(words.style), id(index.style.rawValue)))
        facts.append(
            (
                "index", HTMLEscaping.text(words.index),
                bar.isVisible
                    ? fill(words.titles, ["n": String(bar.titles.count)])
                    : fill(
                        words.hidden,
                        ["n": chrome.facts == nil ? rowsText : String(sectioned.rowCount), "m": String(bar.options.minimumDisplayRowCount)])
            ))
        facts.append(("icu", fill(words.version, ["name": id("ICU")]), HTMLEscaping.text(IndexedCollation.icuVersion)))
        facts.append(("cldr", fill(words.version, ["name": id("CLDR")]), HTMLEscaping.text(IndexedCollation.cldrVersion)))
        let english = chrome.facts != nil ? "" : pageLanguage == "en" ? " dir=\"ltr\"" : " dir=\"ltr\" lang=\"en\""
        for (key, term, value) in facts {
            out.write("<div\(english)><dt>\(term)</dt><dd data-key=\"\(key)\">\(value)</dd></div>\n")
        }
        out.write("</dl>\n</header>\n")

        out.write(
            """
            <div class="searchbar" role="search"><label class="field"><svg class="glass" viewBox="0 0 16 16" aria-hidden="true"><circle cx="6.5" cy="6.5" r="5" /><line x1="10.2" y1="10.2" x2="14.5" y2="14.5" /></svg>\
            <input id="search" type="search" placeholder="\(HTMLEscaping.text(chrome.search))" aria-label="\(HTMLEscaping.text(chrome.search))" autocomplete="off" spellcheck="false"></label></div>
            <p id="status" class="status" role="status" aria-live="polite"></p>
            <main id="list" aria-label="\(HTMLEscaping.text(name))"></main>
            <nav id="index" aria-label="\(HTMLEscaping.text(chrome.sectionIndex))" hidden><ol></ol></nav>
            <noscript><p class="status">\(HTMLEscaping.text(chrome.needsScript))</p></noscript>
            <script type="application/json" id="data">
            """)
        writeData(to: out)
        out.write("</script>\n<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n")
    }

    /// The page's data as one JSON object (keys sorted): the bar in its own encoding (the
    /// JSON output's `index` object) with every condensed bar, the search table, the sections.
    private func writeData(to out: OutputWriter) {
        let sectioned = document.sectioned
        let bar = document.indexBar
        out.write("{\"bar\":\(HTMLEscaping.scriptJSON(encoded: JSONText.encoded(IndexBarDocument(bar)))),\n")
        out.write("\"chrome\":\(HTMLChrome.forLocale(document.index.resolvedLocales[0]).json),\n")
        // The bar condensed to every slot count that needs condensing (entry k is k + 1
        // slots) as the index object's `condensed` form, and the full-bar titles each entry covers (for
        // the bullets' accessible names).
        let condensed = bar.titles.count > 1 ? (1..<bar.titles.count).map { bar.condensed(toFit: $0) } : []
        let documents = condensed.map(IndexBarDocument.Condensed.init)
        out.write("\"condensed\":\(HTMLEscaping.scriptJSON(encoded: JSONText.encoded(documents))),\n\"covered\":[")
        for (k, entry) in condensed.enumerated() {
            out.write(k == 0 ? "[" : ",[")
            for (j, covered) in entry.entries.enumerated() {
                out.write(j == 0 ? "[" : ",[")
                out.write(String(covered.coveredRange.lowerBound))
                out.write(",")
                out.write(String(covered.coveredRange.upperBound))
                out.write("]")
            }
            out.write("]")
        }
        out.write("],\n")

        // Search: each row's lookup keys and the folding of the query characters that can
        // match them, from the builder `sectionize search` uses (PageSearchKeys).
        let search = try? SectionedRowsSearch(sectioned: sectioned, collation: document.index, options: bar.options, indexed: false)
        let keys = search?.pageKeys(of: sectioned)
        if let keys {
            out.write("\"fold\":[")
            for (k, fold) in keys.folding.enumerated() {
                out.write(k == 0 ? "[" : ",\n[")
                out.write(HTMLEscaping.scriptJSON(fold.key))
                out.write(",")
                out.write(HTMLEscaping.scriptJSON(fold.characters))
                out.write("]")
            }
            out.write("],\n")
        }

        out.write("\"sections\":[")
        for (k, s) in document.printedSections.enumerated() {
            out.write(k == 0 ? "\n" : ",\n")
            out.write("{\"kind\":\(HTMLEscaping.scriptJSON(sectioned.sectionKinds[s].description)),\"rows\":[")
            for (j, row) in sectioned.rowIndexes(in: CollationSection(rawValue: s)).enumerated() {
                if j > 0 { out.write(",") }
                out.write(HTMLEscaping.scriptJSON(sectioned.rows[row]))
            }
            out.write("]")
            if sectioned.usesReadings {
                // The reading that placed each row (null: its own text); the search keys
                // below already hold it in kana and romaji or pinyin.
                out.write(",\"readings\":[")
                for (j, row) in sectioned.rowIndexes(in: CollationSection(rawValue: s)).enumerated() {
                    if j > 0 { out.write(",") }
                    out.write(sectioned.reading(ofRow: row).map { HTMLEscaping.scriptJSON($0) } ?? "null")
                }
                out.write("]")
            }
            if let keys {
                // Each row's lookup keys, beside its text.
                out.write(",\"keys\":[")
                for (j, row) in sectioned.rowIndexes(in: CollationSection(rawValue: s)).enumerated() {
                    if j > 0 { out.write(",") }
                    out.write(HTMLEscaping.scriptJSON(keys.rowKeys[row]))
                }
                out.write("]")
            }
            out.write(",\"title\":\(HTMLEscaping.scriptJSON(sectioned.sectionTitles[s]))}")
        }
        out.write("]}\n")
    }
}
