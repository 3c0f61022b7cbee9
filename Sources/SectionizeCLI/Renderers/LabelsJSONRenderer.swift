import SectionizeKit

/// `sectionize labels --format json`: the labels with their kinds, keys sorted.
struct LabelsJSONRenderer {
    let index: IndexedCollation
    let style: String

    func render(to out: OutputWriter) {
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        out.write("  \"labels\": [\n")
        for (i, bucket) in index.buckets.enumerated() {
            let comma = i + 1 < index.buckets.count ? "," : ""
            out.write("    {\"kind\": \(JSONText.quoted(bucket.kind.description)), \"label\": \(JSONText.quoted(bucket.label))}\(comma)\n")
        }
        out.write("  ],\n")
        out.write("  \"locale\": \(JSONText.quoted(index.locales[0])),\n")
        out.write("  \"locales\": \(JSONText.array(index.locales)),\n")
        out.write("  \"style\": \(JSONText.quoted(style))\n")
        out.write("}\n")
    }
}
