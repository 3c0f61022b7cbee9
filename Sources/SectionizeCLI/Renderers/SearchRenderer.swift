import SectionizeKit
import SectionizeInput

/// Writes `sectionize search`'s answers, one query at a time.
///
/// - json: one object per query per line, keys sorted:
///   `{"count": N, "matches": [{"display": D, "id": I (records with an ID), "row": R, "section": TITLE}], "query": Q}`;
/// - tsv: one line per match, `QUERY<TAB>SECTION<TAB>ROW<TAB>DISPLAY`, then `<TAB>ID` for
///   records (tabs and line breaks in a field become spaces);
/// - text: `QUERY: N matches` and one indented line per match.
struct SearchRenderer {
    var format: SearchFormat
    var sectioned: SectionedRows
    var records: SectionedRecords?
    var search: SectionedRowsSearch

    func render(_ result: SearchResult, to out: OutputWriter) {
        let rows = result.matches.map { search.row(at: $0.indexPath) }
        Self.render(
            result, format: format, display: { sectioned.rows[rows[$0]] }, id: records.map { records in { records.records[rows[$0]].id } },
            to: out)
    }

    /// Writes one answer in `format`; the display text and (for records, `nil` for lines) the
    /// ID of the match at each position of `result.matches` come from `display` and `id`. `sectionize store
    /// search` writes its answers here too, so that both print the same lines; with
    /// `idsAreIntegers` (a store's integer id column) an id that is an integer's canonical text
    /// is a JSON number, as `store rows` prints it.
    static func render(
        _ result: SearchResult, format: SearchFormat, display: (Int) -> String, id: ((Int) -> String?)?, idsAreIntegers: Bool = false,
        to out: OutputWriter
    ) {
        switch format {
        case .json:
            var line = "{\"count\": \(result.count), \"matches\": ["
            for (k, match) in result.matches.enumerated() {
                line += k == 0 ? "{" : ", {"
                line += "\"display\": \(JSONText.quoted(display(k)))"
                if let value = id?(k) {
                    let number = idsAreIntegers && Int64(value).map(String.init) == value
                    line += ", \"id\": \(number ? value : JSONText.quoted(value))"
                }
                line += ", \"row\": \(match.indexPath.row), \"section\": \(JSONText.quoted(match.sectionTitle))}"
            }
            out.write(line + "], \"query\": \(JSONText.quoted(result.query))}\n")
        case .tsv:
            let query = field(result.query)
            for (k, match) in result.matches.enumerated() {
                var line = "\(query)\t\(field(match.sectionTitle))\t\(match.indexPath.row)\t\(field(display(k)))"
                if let id { line += "\t\(field(id(k) ?? ""))" }
                out.write(line + "\n")
            }
        case .text:
            out.write("\(result.query): \(result.count) match\(result.count == 1 ? "" : "es")\n")
            for (k, match) in result.matches.enumerated() {
                out.write("  \(match.sectionTitle)\t\(match.indexPath.row)\t\(display(k))\n")
            }
            if result.count > result.matches.count { out.write("  … \(result.count - result.matches.count) more\n") }
        }
    }

    private static func field(_ text: String) -> String {
        // Most fields have no tab or line break: one pass over the bytes, no grapheme walk.
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
