import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format tsv`: `TITLE<TAB>ROW` per row, sections in index order, rows in collation order.
///
/// A row may itself contain tabs; the title is everything before the first tab.
/// For structured input each line is `TITLE<TAB>DISPLAY<TAB>RECORD#`: the record's display
/// name (tabs and line ends in it shown as spaces) and its 1-based number in the input.
struct TSVRenderer {
    let document: SectionizeDocument

    func render(to out: OutputWriter) {
        if let records = document.records {
            renderRecords(records, to: out)
            return
        }
        let sectioned = document.sectioned
        sectioned.rows.utf8.withUnsafeBufferPointer { bytes in
            sectioned.rows.offsets.withUnsafeBufferPointer { offsets in
                for s in sectioned.sectionTitles.indices {
                    let rows = sectioned.rowIndexes(in: CollationSection(rawValue: s))
                    if rows.isEmpty { continue }
                    var title = Array(sectioned.sectionTitles[s].utf8)
                    title.append(0x09)
                    title.withUnsafeBufferPointer { title in
                        for row in rows {
                            out.write(title)
                            out.write(UnsafeBufferPointer(rebasing: bytes[offsets[row]..<offsets[row + 1]]))
                            out.write(byte: 0x0A)
                        }
                    }
                }
            }
        }
    }

    private func renderRecords(_ records: SectionedRecords, to out: OutputWriter) {
        let sectioned = records.sectioned
        for s in sectioned.sectionTitles.indices {
            let title = sectioned.sectionTitles[s]
            for r in sectioned.rowIndexes(in: CollationSection(rawValue: s)) {
                let display = String(sectioned.rows[r].map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
                out.write("\(title)\t\(display)\t\(records.records[r].number)\n")
            }
        }
    }
}
