import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format json`: one document with sorted keys (schema in the README).
struct JSONRenderer {
    let document: SectionizeDocument

    func render(to out: OutputWriter) {
        let index = document.index
        let sectioned = document.sectioned
        let bar = document.indexBar
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        // The index bar's own encoding: one schema for the library and the tool.
        out.write("  \"index\": \(JSONText.encoded(IndexBarDocument(bar))),\n")
        out.write("  \"locale\": \(JSONText.quoted(index.resolvedLocales[0])),\n")
        out.write("  \"localeSource\": \(JSONText.quoted(document.localeSource)),\n")
        out.write("  \"locales\": \(JSONText.array(index.resolvedLocales)),\n")
        if let report = document.readingsReport {
            out.write(
                "  \"readings\": {\"count\": \(sectioned.readingCount), \"mode\": \(JSONText.quoted(document.readingMode.rawValue)), \"source\": \(JSONText.quoted(report))},\n"
            )
        }
        out.write("  \"rowCount\": \(sectioned.rowCount),\n")
        out.write("  \"sections\": [")
        let printed = document.printedSections
        for (k, s) in printed.enumerated() {
            out.write(k == 0 ? "\n" : ",\n")
            out.write("    {\"kind\": \(JSONText.quoted(sectioned.sectionKinds[s].description)), \"rows\": [")
            for (j, row) in sectioned.rowIndexes(in: CollationSection(rawValue: s)).enumerated() {
                if j > 0 { out.write(", ") }
                if let records = document.records {
                    out.write(recordRow(records, row))
                } else {
                    out.write(lineRow(sectioned, Int(row)))
                }
            }
            out.write("], \"title\": \(JSONText.quoted(sectioned.sectionTitles[s]))}")
        }
        out.write(printed.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"style\": \(JSONText.quoted(index.style.rawValue))\n")
        out.write("}\n")
    }

    /// A row of lines: `{"display": …}`, with `"reading": …` when a reading decided its place.
    /// Every row is an object, whatever the input (one shape for consumers since 0.6).
    private func lineRow(_ sectioned: SectionedRows, _ r: Int) -> String {
        var text = "{\"display\": \(JSONText.quoted(sectioned.rows[r]))"
        if let reading = sectioned.reading(ofRow: r) { text += ", \"reading\": \(JSONText.quoted(reading))" }
        return text + "}"
    }

    /// A structured-input row: `{"display": …, "id": … (with --id), "reading": … (when one was
    /// used), "record": N}`.
    private func recordRow(_ records: SectionedRecords, _ r: Int) -> String {
        var text = "{\"display\": \(JSONText.quoted(records.sectioned.rows[r]))"
        if let id = records.records[r].id { text += ", \"id\": \(JSONText.quoted(id))" }
        if let reading = records.readings[r] { text += ", \"reading\": \(JSONText.quoted(reading))" }
        return text + ", \"record\": \(records.records[r].number)}"
    }
}
