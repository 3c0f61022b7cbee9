import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// Properties of recording and verifying, over the whole Data corpus: a recorded golden
    /// always holds after a trip through its text, and so does any selection of its rows (the
    /// partial goldens testers write), since a row's section and the relative order of two rows
    /// do not depend on the other rows.
    @Suite("Golden properties")
    struct GoldenPropertyTests {
        static let configurations: [SectioningConfiguration] = [
            SectioningConfiguration(locales: ["sv"], style: .uikit, readingMode: .off),
            SectioningConfiguration(locales: ["cs"], style: .icu, readingMode: .off),
            SectioningConfiguration(
                locales: ["ja"], style: .uikit, indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 50, slotCount: 9),
                readingMode: .off),
            SectioningConfiguration(locales: ["zh_Hant"], style: .icu, indexOptions: IndexOptions(maxTitleCount: 20), readingMode: .off),
            SectioningConfiguration(
                locales: ["de"], style: .icu, collationPreferences: CollationPreferences(numericOrdering: true),
                indexOptions: IndexOptions(underflowTitle: "<", overflowTitle: "> >", additionalTitles: ["Sch*", "St*"]), readingMode: .off),
            SectioningConfiguration(
                locales: ["ru"], style: .uikit, collationPreferences: CollationPreferences(numericOrdering: false),
                indexOptions: IndexOptions(nativeScriptFirst: true),
                readingMode: .off),
            SectioningConfiguration(
                locales: ["en", "ru"], style: .uikit, indexBarOptions: IndexBarOptions(keepsEmptySections: true, jumpPolicy: .after),
                readingMode: .off),
        ]

        @Test("A golden recorded from the corpus holds after writing and parsing it", arguments: configurations)
        func recordedGoldenHolds(configuration: SectioningConfiguration) throws {
            let rows = try Corpus.allRows()
            let sectioned = try configuration.makeCollation().sections(ofRows: RowBuffer(rows))
            let text = Golden(recording: sectioned, configuration: configuration).text
            let golden = try Golden(parsing: text, source: "corpus.golden")
            #expect(golden.rows.count == rows.count)
            let verification = try golden.verify()
            #expect(verification.failures.prefix(5).map(\.description) == [])
            #expect(verification.passedCount >= rows.count)
            #expect(verification.updated.text == text)
        }

        @Test("Every fifth row of a recorded golden (without the row-dependent index lines) still holds", arguments: configurations)
        func partialGoldenHolds(configuration: SectioningConfiguration) throws {
            let rows = try Corpus.allRows()
            let sectioned = try configuration.makeCollation().sections(ofRows: RowBuffer(rows))
            var golden = Golden(recording: sectioned, configuration: configuration)
            var kept = 0
            golden.sections = golden.sections.compactMap { section in
                var section = section
                section.rows = section.rows.filter { _ in
                    kept += 1; return kept % 5 == 0
                }
                return section.rows.isEmpty && !configuration.indexBarOptions.keepsEmptySections ? nil : section
            }
            golden.index.jumps = nil
            golden.index.visible = nil
            golden.index.condensed = nil
            let verification = try Golden(parsing: golden.text, source: "partial.golden").verify()
            #expect(verification.failures.prefix(5).map(\.description) == [])
            #expect(golden.rows.count == rows.count / 5)
        }

        @Test("1,000 randomly damaged goldens never crash: each is read and verified, or rejected as malformed with its line")
        func damagedGoldens() throws {
            let text = GoldenFixtures.swedish
            let pieces = [
                "== ", "  ", "\"", "\\u{", "→", "//", ":", "\n", "\r\n", "index: ", "index-jumps: A→", "locale: ", "== # overflow\n",
                "min-rows: 99\n", "index-slots: 3\n", "\u{301}", "x", " ", "\u{0}", "\u{200B}",
            ]
            var rng = InputTestRNG(seed: 7)
            var malformed = 0, verified = 0
            for _ in 0..<1_000 {
                var scalars = Array(text.unicodeScalars)
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let at = Int.random(in: 0...scalars.count, using: &rng)
                    if rng.oneIn(3), at < scalars.count {
                        scalars.removeSubrange(at..<min(scalars.count, at + Int.random(in: 1...8, using: &rng)))
                    } else {
                        scalars.insert(contentsOf: pieces.randomElement(using: &rng)!.unicodeScalars, at: at)
                    }
                }
                let damaged = String(String.UnicodeScalarView(scalars))
                do {
                    let golden = try Golden(parsing: damaged, source: "d.golden")
                    _ = try golden.verify()
                    _ = try Golden(parsing: golden.text, source: "d.golden")
                    verified += 1
                } catch {
                    #expect(error.code == .malformedGolden && error.message.hasPrefix("d.golden:") && error.line != nil, "\(error)")
                    malformed += 1
                }
            }
            #expect(malformed > 0 && verified > 0)
        }
    }
}
