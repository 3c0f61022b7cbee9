import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// The fast path (one sort key per row in chunked arenas, prefix sorting on all cores) gives
    /// byte-identical TSV to a straightforward path: `section(for:)` per row, then a stable sort
    /// of each section with pairwise collator comparisons (`ucol_strcoll`).
    @Suite("Fast path equals the straightforward path")
    struct FastPathEquivalenceTests {
        static let cases: [(String, IndexStyle)] = LocaleTables.fastPath
            .flatMap { [($0, IndexStyle.icu), ($0, IndexStyle.uikit)] }

        @Test("Byte-identical TSV for the whole corpus", arguments: cases)
        func identicalTSV(locale: String, style: IndexStyle) throws {
            let rows = try Corpus.allRows()
            let index = try IndexedCollation(locale: locale, style: style)

            // Fast path, on RowBuffer, all cores; and the same with one thread.
            let buffer = RowBuffer(rows)
            let fast = tsv(index.sections(ofRows: buffer), titles: index.sectionTitles)
            var single = index.sectioner
            single.parallelism = 1
            let oneThread = single.section(count: buffer.count) { i, units in buffer.appendUTF16(ofRow: i, to: &units) }
            let fastSingle = tsv(
                SectionedRows(rows: buffer, sectionTitles: index.sectionTitles, sectionKinds: index.sectionKinds, order: oneThread),
                titles: index.sectionTitles)

            // Straightforward path.
            let collator = index.engine.collators.collator
            let keyText: (String) -> [UInt16] = { style == .uikit ? Array(withoutLeadingBlanks($0).utf16) : Array($0.utf16) }
            var sections = [[Int]](repeating: [], count: index.sectionTitles.count)
            for (i, row) in rows.enumerated() { sections[index.section(for: row).rawValue].append(i) }
            var reference = ""
            for (s, members) in sections.enumerated() {
                let texts = members.map { keyText(rows[$0]) }
                let order = members.indices.sorted { a, b in
                    let c = collator.compare(texts[a], texts[b])
                    return c != 0 ? c < 0 : a < b
                }
                for k in order { reference += index.sectionTitles[s] + "\t" + rows[members[k]] + "\n" }
            }
            #expect(Array(fast.utf8) == Array(reference.utf8))
            #expect(Array(fastSingle.utf8) == Array(reference.utf8))
        }

        private func tsv(_ sectioned: SectionedRows, titles: [String]) -> String {
            var out = ""
            for s in sectioned.sectionTitles.indices {
                for row in sectioned.rowIndexes(in: CollationSection(rawValue: s)) { out += titles[s] + "\t" + sectioned.rows[row] + "\n" }
            }
            return out
        }
    }
}
