import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize titles --format json`: the titles with their kinds, keys sorted.
struct TitlesJSONRenderer {
    let index: IndexedCollation
    let style: String

    func render(to out: OutputWriter) {
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        out.write("  \"locale\": \(JSONText.quoted(index.resolvedLocales[0])),\n")
        out.write("  \"locales\": \(JSONText.array(index.resolvedLocales)),\n")
        out.write("  \"style\": \(JSONText.quoted(style)),\n")
        out.write("  \"titles\": [\n")
        for (i, title) in index.sectionTitles.enumerated() {
            let comma = i + 1 < index.sectionTitles.count ? "," : ""
            out.write("    {\"kind\": \(JSONText.quoted(index.sectionKinds[i].description)), \"title\": \(JSONText.quoted(title))}\(comma)\n")
        }
        out.write("  ]\n")
        out.write("}\n")
    }
}
