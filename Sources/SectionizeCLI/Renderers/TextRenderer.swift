import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format text`: a header line, each section's title then its rows indented, and the
/// index bar on one line at the end.
struct TextRenderer {
    let document: SectionizeDocument

    func render(to out: OutputWriter) {
        let index = document.index
        let sectioned = document.sectioned
        let locales = index.resolvedLocales.joined(separator: "+")
        let readings = document.readingsReport.map { ", readings: \($0)" } ?? ""
        out.write(
            "# locale \(locales) (from \(document.localeSource)), style \(index.style.rawValue), \(sectioned.rowCount) row\(sectioned.rowCount == 1 ? "" : "s"), ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)\(readings)\n"
        )
        for s in document.printedSections {
            let rows = sectioned.rowIndexes(in: CollationSection(rawValue: s))
            out.write("\n\(sectioned.sectionTitles[s]) (\(rows.count))\n")
            for row in rows {
                out.write("  ")
                document.writeRow(row, to: out)
                if document.showsReadings, let reading = sectioned.reading(ofRow: Int(row)) {
                    out.write("\t\(reading)")
                }
                out.write(byte: 0x0A)
            }
        }
        let bar = document.indexBar
        if bar.isVisible {
            out.write("\nIndex: \(bar.titles.joined(separator: " "))\n")
            if let condensed = bar.condensedToSlotCount {
                out.write("Index (\(condensed.titles.count) of \(bar.titles.count) entries): \(condensed.titles.joined(separator: " "))\n")
            }
        } else {
            out.write("\nIndex: hidden (\(bar.rowCount) rows, fewer than --min-rows \(bar.options.minimumDisplayRowCount))\n")
        }
    }
}
