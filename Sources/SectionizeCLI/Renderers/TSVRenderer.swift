import SectionizeKit

/// `--format tsv`: `TITLE<TAB>ROW` per row, sections in index order, rows in collation order.
///
/// A row may itself contain tabs; the title is everything before the first tab.
struct TSVRenderer {
    let document: SectionizeDocument

    func render(to out: OutputWriter) {
        let sectioned = document.sectioned
        sectioned.rows.utf8.withUnsafeBufferPointer { bytes in
            sectioned.rows.offsets.withUnsafeBufferPointer { offsets in
                for s in sectioned.sectionTitles.indices {
                    let rows = sectioned.rowIndexes(inSection: s)
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
}
