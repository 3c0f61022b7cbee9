import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// `section(for:)` decides most names by their first character (``FirstCharacterBuckets``);
    /// that shortcut must give exactly the bucket of the name's whole primary key — which the
    /// differential tests check against ICU — including around contractions (Czech CH,
    /// Hungarian DZS, Danish AA, traditional Spanish LL), combining marks, Thai prevowels, kana
    /// with the prolonged sound mark, Hangul jamo and surrogate pairs.
    @Suite("First-character shortcut of section(for:)")
    struct FirstCharacterBucketsTests {
        static let locales = [
            "cs", "da", "hu", "es@collation=traditional", "sv", "de", "ja", "th", "ko", "zh",
            "zh_Hant", "vi", "ru", "ar", "hi", "root",
        ]

        @Test(
            "Shortcut equals the whole-key bucket for every first letter × tricky second character",
            arguments: locales)
        func matchesWholeKey(locale: String) throws {
            let index = try IndexedCollation(locale: locale, style: .icu)
            let engine = index.engine
            var firsts = Set<String>()
            for id in [locale, "en", "ja", "ko", "th", "ru"] {
                let labels = (try? ICU.exemplarSet(locale: (try? LocaleIdentifier.resolve(id)) ?? id, kind: .standard)) ?? []
                for label in labels { firsts.insert(String(decoding: label, as: UTF16.self)) }
            }
            firsts.formUnion(["C", "c", "D", "d", "A", "a", "L", "l", "เ", "ー", "ア", "ᄀ", "가", "1", " ", "-", "𠀋", "Ä"])
            let seconds = ["", "h", "H", "z", "zs", "a", "A", "l", "L", "\u{0301}", "\u{0323}", "ー", "ก", "ᅡ", "ᆨ", "1", " ", "𠀋", "\u{200D}"]
            var mismatches: [String] = []
            for first in firsts {
                for second in seconds {
                    let name = first + second + "x"
                    let whole = engine.collators.primary.sortKey(Array(name.utf16))
                    let expected = whole.withUnsafeBufferPointer { engine.bucket(forPrimaryKey: $0) }
                    if index.section(for: name).rawValue != expected { mismatches.append(name) }
                }
            }
            #expect(firsts.count > 20)
            #expect(mismatches.count == 0, "\(locale): \(mismatches.count) names differ, e.g. \(mismatches.prefix(8))")
        }
    }
}
