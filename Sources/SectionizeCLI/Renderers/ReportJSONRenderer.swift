import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize report --format json`: the locale report as one document with sorted keys.
struct ReportJSONRenderer {
    let report: LocaleReport

    func render(to out: OutputWriter) {
        func placements(_ list: [LocaleReport.Placement]) -> String {
            let items = list.map {
                "{\"icu\": \(JSONText.quoted($0.icu)), \"icuKind\": \"\($0.icuKind)\", "
                    + ($0.icuReading.map { "\"icuReading\": \(JSONText.quoted($0)), " } ?? "")
                    + ($0.reading.map { "\"reading\": \(JSONText.quoted($0)), " } ?? "")
                    + "\"sample\": \(JSONText.quoted($0.sample)), \"uikit\": \(JSONText.quoted($0.uikit)), \"what\": \(JSONText.quoted($0.what))}"
            }
            return "[" + (items.isEmpty ? "" : "\n    " + items.joined(separator: ",\n    ") + "\n  ") + "]"
        }
        let variants = report.variants.map { v in
            "{\"bcp47Type\": \(JSONText.quoted(v.bcp47Type)), \"default\": \(v.isDefault), "
                + "\"locale\": \(JSONText.quoted(v.locale)), \"uikitTitles\": \(v.uikitTitles.map(JSONText.array) ?? "null")}"
        }
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"displayName\": \(JSONText.quoted(report.displayName)),\n")
        out.write("  \"icuTitles\": \(JSONText.array(report.icuTitles)),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        out.write("  \"locales\": \(JSONText.array(report.locales)),\n")
        out.write("  \"placements\": \(placements(report.placements)),\n")
        out.write("  \"readings\": \(JSONText.array(report.readings)),\n")
        out.write("  \"trickyRows\": \(placements(report.trickyRows)),\n")
        out.write("  \"uikitTitles\": \(JSONText.array(report.uikitTitles)),\n")
        out.write("  \"variants\": [\n    \(variants.joined(separator: ",\n    "))\n  ]\n")
        out.write("}\n")
    }
}
