import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Counting a label's primary weights from the case level of a sort key gives the same
/// answer as walking its collation elements the way ICU's AlphabeticIndex does
/// (`hasMultiplePrimaryWeights` in alphaindex.cpp; the walk is in the `ICUOracle` target,
/// `icu_oracle_primary_counts`), for every candidate label of every available locale, plus
/// known multi-weight labels.
@Suite("Primary weight counting")
struct PrimaryCountTests {
    @Test("Known cases: Æ and Sch have two or more primaries in German, Å has one in Swedish")
    func knownCases() throws {
        let de = try IndexCollators.cached(locale: "de")
        let sv = try IndexCollators.cached(locale: "sv")
        #expect(de.hasMultiplePrimaryWeights(Array("Æ".utf16)))
        #expect(de.hasMultiplePrimaryWeights(Array("Sch".utf16)))
        #expect(!de.hasMultiplePrimaryWeights(Array("A".utf16)))
        #expect(!sv.hasMultiplePrimaryWeights(Array("Å".utf16)))
        // The collation-element walk agrees (root collation: Æ expands to A E, Sch is three letters).
        #expect(try Oracle.primaryCounts(locale: "de", labels: ["Æ", "Sch", "A"].map { Array($0.utf16) }) == [2, 3, 1])
        #expect(try Oracle.primaryCounts(locale: "sv", labels: [Array("Å".utf16)]) == [1])
        #expect(de.caseCounter.primaryElementCount(Array(String(repeating: "a", count: 30).utf16)) == 30)
        #expect(de.caseCounter.primaryElementCount(Array((String(repeating: "a", count: 14) + "B" + String(repeating: "c", count: 13)).utf16)) == 28)
    }
}

extension Slow {
    /// ``PrimaryCountTests`` for every candidate label of every available locale.
    @Suite("Primary weight counting: every locale")
    struct PrimaryCountAllLocalesTests {
        @Test("Case-level count equals the collation-element walk for every locale's candidate labels")
        func everyLocale() throws {
            var compared = 0
            var differences: [String] = []
            for locale in IndexedCollation.availableLocales {
                let collators = try IndexCollators.cached(locale: locale)
                var candidates = try IndexCharacters.candidates(locales: [locale], collators: collators)
                for extra in [
                    "Æ", "Sch", "St", "CH", "Dzs", "ǅ", "ß", "Œ", "ﬁ", "가", "각", "ᄀ", "あ", "が", "ー", "ぁ",
                    "\u{0E40}\u{0E01}", "Ω", "Ё", "一", "𠀋", "1", "½", "A\u{0301}\u{0323}",
                ] {
                    candidates.insert(Array(extra.utf16))
                }
                candidates.insert([0xFDD0, 0x41])  // a pinyin label
                let labels = Array(candidates)
                let elementCounts = try Oracle.primaryCounts(locale: locale, labels: labels)
                for (label, elements) in zip(labels, elementCounts) {
                    compared += 1
                    let byKey = collators.hasMultiplePrimaryWeights(label)
                    let byElements = elements > 1
                    if byKey != byElements {
                        differences.append(
                            "\(locale) \(String(decoding: label, as: UTF16.self).debugDescription): key \(byKey), elements \(byElements)")
                    }
                }
            }
            #expect(compared > 20_000)
            #expect(differences.count == 0, "\(differences.count) differ: \(differences.prefix(10))")
        }
    }
}
