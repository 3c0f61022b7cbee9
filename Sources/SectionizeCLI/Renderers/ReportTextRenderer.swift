import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize report --format text`: the locale report on one screen.
struct ReportTextRenderer {
    let report: LocaleReport

    func render(to out: OutputWriter) {
        out.write(
            "Locale \(report.locales.joined(separator: "+")) (\(report.displayName)), ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)\n\n"
        )
        out.write("Titles, uikit style: \(short(report.uikitTitles))\n")
        out.write("Titles, icu style:   \(short(report.icuTitles))\n\n")
        out.write("Collation variants (--locale ID):\n")
        for variant in report.variants {
            let note = variant.isDefault ? "default" : variant.uikitTitles.map { "titles: \(short($0))" } ?? "same titles"
            out.write("  \(pad(variant.locale, 24)) \(note)\n")
        }
        out.write("\nReadings: \(report.readings.isEmpty ? "none" : report.readings.joined(separator: ", "))\n\n")
        out.write("Where names go (uikit | icu):\n")
        for placement in report.placements { line(placement, to: out) }
        out.write("\nTricky rows (uikit | icu):\n")
        if report.trickyRows.isEmpty { out.write("  (none in the sample)\n") }
        for placement in report.trickyRows { line(placement, to: out) }
    }

    private func line(_ placement: LocaleReport.Placement, to out: OutputWriter) {
        let sample = placement.sample.isEmpty || placement.sample.first == " " ? "\"\(placement.sample)\"" : placement.sample
        let icu = placement.icuKind == .normal ? placement.icu : "\(placement.icu) \(placement.icuKind)"
        let uikit = placement.reading.map { "\(placement.uikit) (\($0))" } ?? placement.uikit
        let icuShown = placement.icuReading.map { "\(icu) (\($0))" } ?? icu
        out.write("  \(pad(placement.what, 14)) \(pad(sample, 16)) \(uikit) | \(icuShown)\n")
    }

    /// A title list for one line: the first 40 titles, then how many there are.
    private func short(_ titles: [String]) -> String {
        titles.count <= 44 ? titles.joined(separator: " ") : titles.prefix(40).joined(separator: " ") + " … (\(titles.count) titles)"
    }

    /// `text` padded with spaces to `width` characters.
    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
