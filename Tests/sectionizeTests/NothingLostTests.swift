import Foundation
import SectionizeTestSupport
import Testing

extension Slow {
    /// Every input line comes out as exactly one row, byte for byte, whatever the locale and style:
    /// `InputDecoder` keeps valid rows exactly ("no trimming, no normalization"), and the TSV
    /// renderer writes each row's bytes unchanged after its title and a TAB (`TSVRenderer`). The
    /// corpus (`Data/corpus/*.txt`, including `edge-cases.txt` with tabs, format characters,
    /// decomposed and duplicate entries) is passed as many FILEs in one run.
    @Suite("Nothing lost: rows equal input lines")
    struct NothingLostTests {
        @Test("The corpus files are UTF-8 with LF line ends, no BOM and no CR (so LF splitting gives the decoder's lines)")
        func corpusIsPlainUTF8() throws {
            #expect(Corpus.paths.count > 40)
            for path in Corpus.paths {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(String(data: bytes, encoding: .utf8) != nil, "\(path)")
                #expect(!bytes.starts(with: [0xEF, 0xBB, 0xBF]) && !bytes.contains(0x0D) && !bytes.contains(0), "\(path)")
            }
        }

        @Test(
            "TSV rows (after the first TAB) are the input lines as a multiset, one row per line",
            arguments: LocaleTables.endToEndCorpus, ["icu", "uikit"])
        func tsvRowsEqualLines(locale: String, style: String) throws {
            let lines = try Corpus.allRawLines()
            let result = try run(["--locale", locale, "--style", style, "--format", "tsv"] + Corpus.paths)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            let rows = TSVLine.parse(result.stdout)
            #expect(rows.count == lines.count)
            #expect(rows.map(\.row).counted == lines.counted)
            #expect(result.stdout.last == 0x0A)
        }

        @Test(
            "TSV titles are the locale's section labels (as `sectionize labels` prints them), in label order",
            arguments: LocaleTables.endToEndCorpus, ["icu", "uikit"])
        func tsvTitlesAreLabels(locale: String, style: String) throws {
            let labels = try run(["titles", "--locale", locale, "--style", style]).stdout.text
                .split(separator: "\n").map(String.init)
            let rows = TSVLine.parse(try run(["--locale", locale, "--style", style, "--format", "tsv"] + Corpus.paths).stdout)
            // Walk the labels forward (ICU style has several `…` buckets): every title must be the
            // current label or a later one.
            var position = 0
            for row in rows where labels[position] != row.title {
                guard let next = labels[(position + 1)...].firstIndex(of: row.title) else {
                    Issue.record("title \(row.title) of \(row) is not a label at or after \(labels[position])")
                    return
                }
                position = next
            }
        }

        @Test(
            "JSON rows (decoded with JSONDecoder) are the input lines as a multiset, scalar for scalar",
            arguments: ["de", "ja"], ["icu", "uikit"])
        func jsonRowsEqualLines(locale: String, style: String) throws {
            let lines = try Corpus.allRawLines().map(\.text)
            let result = try run(["--locale", locale, "--style", style, "--format", "json"] + Corpus.paths)
            #expect(result.status == 0)
            let document = try JSONDocument(result.stdout)
            #expect(document.rowCount == lines.count)
            // Rows are decoded with JSONDecoder: swift-corelibs-foundation's JSONSerialization drops
            // a string's leading U+FEFF ("\u{FEFF}Anna" in edge-cases.txt comes back as "Anna"),
            // although the bytes sectionize writes hold it.
            // A row is its text, or {"display": text, "reading": …} where a reading placed it
            // (README › JSON schema).
            struct Row: Decodable {
                var text: String
                private enum Keys: String, CodingKey { case display }
                init(from decoder: Decoder) throws {
                    if let text = try? decoder.singleValueContainer().decode(String.self) {
                        self.text = text
                    } else {
                        text = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .display)
                    }
                }
            }
            struct Document: Decodable { struct Section: Decodable { var rows: [Row] }; var sections: [Section] }
            let rows = try JSONDecoder().decode(Document.self, from: result.stdout).sections.flatMap(\.rows).map(\.text)
            #expect(rows.count == lines.count)
            // Compare by scalars, not by String equality (canonical equivalence), so that NFC and
            // NFD spellings stay distinct.
            #expect(rows.map { Array($0.unicodeScalars) }.counted == lines.map { Array($0.unicodeScalars) }.counted)
        }
    }
}
