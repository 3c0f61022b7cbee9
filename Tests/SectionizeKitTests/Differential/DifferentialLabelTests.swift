import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// Labels and kinds of every bucket, compared with ICU's own `AlphabeticIndex` (the oracle,
    /// same libicu) for every locale ICU has.
    @Suite("Differential: labels against ICU AlphabeticIndex")
    struct DifferentialLabelTests {
        @Test("Every available locale gives exactly AlphabeticIndex's buckets")
        func everyAvailableLocale() throws {
            var differences: [String] = []
            let locales = IndexedCollation.availableLocales
            #expect(locales.count > 700)
            for locale in locales {
                let expected = try Oracle.buckets([locale])
                let index = try IndexedCollation(locale: locale, style: .icu)
                let actual = zip(index.sectionTitles, index.sectionKinds).map { IndexBucket(label: $0, kind: $1) }
                if actual != expected {
                    differences.append("\(locale): expected \(expected.map(\.label)) got \(actual.map(\.label))")
                }
            }
            #expect(differences.isEmpty, "\(differences.count) locales differ:\n\(differences.prefix(10).joined(separator: "\n"))")
        }
    }
}
