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
/// (``SearchMatcher/foldingTable(forRows:)``) all come from the library.
struct HTMLRenderer {
    let document: SectionizeDocument
    /// The input files as given on the command line (empty for standard input).
    let inputNames: [String]

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
            inputNames.isEmpty ? "Standard input" : inputNames.map { String($0.split(separator: "/").last ?? Substring($0)) }.joined(separator: ", ")
        let rowsText = sectioned.rowCount == 1 ? "1 row" : "\(sectioned.rowCount) rows"

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
        // digits); the configuration facts are the tool's own terms, in English, marked so.
        out.write(
            "<div><dt>\(HTMLEscaping.text(chrome.rows))</dt><dd data-key=\"rows\">\(sectioned.rowCount)</dd></div>\n")
        var facts: [(String, String)] = [("Locale", "\(locale) (\(document.localeSource))")]
        if index.resolvedLocales.count > 1 { facts.append(("Letters from", index.resolvedLocales.joined(separator: ", "))) }
        facts.append(("Style", index.style.rawValue))
        facts.append(
            (
                "Index",
                bar.isVisible
                    ? "\(bar.titles.count) titles"
                    : "hidden (\(rowsText), shown from \(bar.options.minimumDisplayRowCount))"
            ))
        facts.append(("ICU", IndexedCollation.icuVersion))
        facts.append(("CLDR", IndexedCollation.cldrVersion))
        let english = pageLanguage == "en" ? "" : " lang=\"en\""
        for (term, value) in facts {
            out.write(
                "<div dir=\"ltr\"\(english)><dt>\(HTMLEscaping.text(term))</dt><dd data-key=\"\(HTMLEscaping.text(term.lowercased()))\">\(HTMLEscaping.text(value))</dd></div>\n"
            )
        }
        out.write("</dl>\n</header>\n")

        out.write(
            """
            <div class="searchbar" role="search"><label class="field"><svg class="glass" viewBox="0 0 16 16" aria-hidden="true"><circle cx="6.5" cy="6.5" r="5" /><line x1="10.2" y1="10.2" x2="14.5" y2="14.5" /></svg>\
            <input id="search" type="search" placeholder="\(HTMLEscaping.text(chrome.search))" aria-label="\(HTMLEscaping.text(chrome.search))" autocomplete="off" spellcheck="false"></label></div>
            <p id="status" class="status" role="status" aria-live="polite"></p>
            <main id="list" aria-label="\(HTMLEscaping.text(name))"></main>
            <nav id="index" aria-label="Section index" hidden><ol></ol></nav>
            <noscript><p class="status">This list needs JavaScript.</p></noscript>
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
        // Each row's reading (null: placed by its own text) and the reading's Latin spelling,
        // which the page searches too (やまだ and yamada find 山田).
        let rowReadings = sectioned.usesReadings ? (0..<sectioned.rowCount).map { sectioned.reading(ofRow: $0) } : []
        let rowSpellings = SearchMatcher.latinSpellings(of: rowReadings)
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

        if let search = try? SearchMatcher(collation: document.index) {
            // Readings are searched too (やまだ finds 山田, as iOS Contacts does): their
            // characters join the table.
            let readings = RowBuffer(rowReadings.compactMap { $0 } + rowSpellings.compactMap { $0 })
            let table = search.foldingTable(forRows: RowBuffer(concatenating: [sectioned.rows, readings]))
            out.write("\"fold\":{\"codePoints\":")
            writeInts(table.codePoints.lazy.map(Int.init), to: out)
            out.write(",\"keys\":[")
            for (k, key) in table.keys.enumerated() {
                if k > 0 { out.write(",") }
                writeInts(key, to: out)
            }
            out.write("]},\n")
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
                // The reading that placed each row (null: its own text), and its Latin
                // spelling (romaji of kana), for search.
                let rows = Array(sectioned.rowIndexes(in: CollationSection(rawValue: s)))
                out.write(",\"readings\":[")
                out.write(rows.map { rowReadings[$0].map { HTMLEscaping.scriptJSON($0) } ?? "null" }.joined(separator: ","))
                out.write("],\"spellings\":[")
                out.write(rows.map { rowSpellings[$0].map { HTMLEscaping.scriptJSON($0) } ?? "null" }.joined(separator: ","))
                out.write("]")
            }
            out.write(",\"title\":\(HTMLEscaping.scriptJSON(sectioned.sectionTitles[s]))}")
        }
        out.write("]}\n")
    }

    /// Writes a JSON array of integers without building strings for it.
    private func writeInts(_ values: some Sequence<Int>, to out: OutputWriter) {
        out.write("[")
        var first = true
        for value in values {
            if !first { out.write(",") }
            out.write(String(value))
            first = false
        }
        out.write("]")
    }
}
