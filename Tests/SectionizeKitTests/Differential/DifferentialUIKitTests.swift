import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// uikit sections against ICU's `AlphabeticIndex` built with the same label locales: every
    /// corpus row (with leading white space and format characters removed) is under the letter
    /// ICU gives it, and under `#` where ICU gives an `…` bucket — except that a row of a script
    /// that sorts before that script's first letter (root collation: Arabic أ before ا) is under
    /// that first letter, which ICU's next bucket must be (the uikit style's script-start rule).
    @Suite("Differential: uikit sections against ICU AlphabeticIndex")
    struct DifferentialUIKitTests {
        static let locales = LocaleTables.uikitDifferential

        @Test("Every corpus row is in ICU's letter, or in # where ICU has …", arguments: locales)
        func sections(locale: String) throws {
            let rows = try Corpus.allRows()
            let index = try IndexedCollation(locale: locale, style: .uikit)
            let expectedBuckets = try Oracle.buckets(index.resolvedLocales)
            let trimmed = rows.map(withoutLeadingBlanks)
            let icu = try Oracle.bucketIndexes(index.resolvedLocales, names: trimmed)
            let order = index.sectionedOrder(rows)
            var mismatches: [String] = []
            for i in rows.indices {
                let bucket = expectedBuckets[icu[i]]
                var expected = bucket.kind == .normal ? bucket.label : "#"
                let actual = index.sectionTitles[Int(order.bucketOfRow[i])]
                if bucket.kind != .normal, icu[i] + 1 < expectedBuckets.count, expectedBuckets[icu[i] + 1].kind == .normal,
                    expectedBuckets[icu[i] + 1].label == actual,
                    let first = trimmed[i].unicodeScalars.first, let letter = actual.unicodeScalars.first,
                    ICU.scriptCode(first.value) == ICU.scriptCode(letter.value)
                {
                    expected = actual
                }
                if actual != expected { mismatches.append("\(rows[i].debugDescription): ICU \(expected), ours \(actual)") }
            }
            #expect(mismatches.count == 0, "\(locale): \(mismatches.count) rows differ: \(mismatches.prefix(5))")
            // Every row exactly once.
            #expect(order.order.sorted() == (0..<Int32(rows.count)).map { $0 })
        }
    }
}
