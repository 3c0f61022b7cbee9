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
        switch format {
        case .json:
            var line = "{\"count\": \(result.count), \"matches\": ["
            for (k, match) in result.matches.enumerated() {
                let r = search.row(at: match.indexPath)
                line += k == 0 ? "{" : ", {"
                line += "\"display\": \(JSONText.quoted(sectioned.rows[r]))"
                if let id = records?.records[r].id { line += ", \"id\": \(JSONText.quoted(id))" }
                line += ", \"row\": \(match.indexPath.row), \"section\": \(JSONText.quoted(match.sectionTitle))}"
            }
            out.write(line + "], \"query\": \(JSONText.quoted(result.query))}\n")
        case .tsv:
            let query = Self.field(result.query)
            for match in result.matches {
                let r = search.row(at: match.indexPath)
                var line = "\(query)\t\(Self.field(match.sectionTitle))\t\(match.indexPath.row)\t\(Self.field(sectioned.rows[r]))"
                if let records { line += "\t\(Self.field(records.records[r].id ?? ""))" }
                out.write(line + "\n")
            }
        case .text:
            out.write("\(result.query): \(result.count) match\(result.count == 1 ? "" : "es")\n")
            for match in result.matches {
                let r = search.row(at: match.indexPath)
                out.write("  \(match.sectionTitle)\t\(match.indexPath.row)\t\(sectioned.rows[r])\n")
            }
            if result.count > result.matches.count { out.write("  … \(result.count - result.matches.count) more\n") }
        }
    }

    private static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
