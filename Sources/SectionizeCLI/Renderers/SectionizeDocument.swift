import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// Everything a renderer prints: the index, the sectioned rows and the index bar.
struct SectionizeDocument {
    let index: IndexedCollation
    /// Where the locale came from: `--locale`, `LC_ALL`, `LC_COLLATE`, `LANG` or `default`.
    let localeSource: String
    let sectioned: SectionedRows
    let indexBar: IndexBar
    /// `--readings` in effect.
    var readingMode: ReadingMode = .off
    /// Why asked-for readings are missing (`unavailable`), or `nil`.
    var readingNote: String? = nil
    /// `--show-readings`.
    var showsReadings = false
    /// For structured input: the records behind the rows (row *i* shows record *i*'s display
    /// name); `nil` for lines.
    var records: SectionedRecords? = nil

    /// What the text header and the JSON say about readings, or `nil` when readings are off
    /// or the locale has none (the output is then exactly as without readings).
    var readingsReport: String? {
        if let source = sectioned.readingSource { return source }
        if readingMode == .auto, let readingNote, index.hasComputedReadings { return readingNote }
        return nil
    }

    /// The sections printed: the bar's displayed sections (non-empty ones unless
    /// `--all-sections`), so that the index's `sectionForTitle` indexes into them.
    var printedSections: [Int] { indexBar.displayedCollationSections.map(\.rawValue) }

    /// Writes a row's bytes unchanged.
    func writeRow(_ row: Int, to out: OutputWriter) {
        sectioned.rows.withUTF8(row) { out.write($0) }
    }
}
