import SectionizeKit

/// `--format tsv`: `TITLE<TAB>ROW` per row, sections in index order, rows in collation order.
///
/// A row may itself contain tabs; the title is everything before the first tab.
struct TSVRenderer {
    let document: SectionizeDocument

    func render(to out: OutputWriter) {
        let sectioned = document.sectioned
        for s in sectioned.sections.indices {
            let rows = sectioned.rowIndexes(inSection: s)
            if rows.isEmpty { continue }
            var title = Array(sectioned.sections[s].label.utf8)
            title.append(0x09)
            title.withUnsafeBufferPointer { title in
                for row in rows {
                    out.write(title)
                    document.writeRow(row, to: out)
                    out.write(byte: 0x0A)
                }
            }
        }
    }
}
