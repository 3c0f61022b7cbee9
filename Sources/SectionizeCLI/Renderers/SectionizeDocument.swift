import SectionizeKit

/// Everything a renderer prints: the index, the sectioned rows and the index bar.
struct SectionizeDocument {
    let index: IndexedCollation
    /// Where the locale came from: `--locale`, `LC_ALL`, `LC_COLLATE`, `LANG` or `default`.
    let localeSource: String
    let sectioned: SectionedRows
    let indexBar: IndexBar

    /// The sections printed: the bar's displayed sections (non-empty ones unless
    /// `--all-sections`), so that the index's `sectionForTitle` indexes into them.
    var printedSections: [Int] { indexBar.displayedSections }

    /// Writes a row's bytes unchanged.
    func writeRow(_ row: Int, to out: OutputWriter) {
        sectioned.rows.withUTF8(row) { out.write($0) }
    }
}
