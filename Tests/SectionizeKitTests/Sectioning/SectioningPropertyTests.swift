import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// Sectioning loses nothing and orders consistently, for random and adversarial rows.
    ///
    /// Each case sections about 2,000 rows from ``PropertyCorpus`` (all scripts, combining
    /// marks, NFC/NFD pairs, emoji ZWJ sequences, controls and format characters, private-use,
    /// unassigned and noncharacter code points, long rows, empty rows, and lone surrogates and
    /// ill-formed UTF-8 decoded under `--invalid replace`) and checks ``SectioningInvariants``.
    /// Where the expected values come from: the permutation and the one-section rule are the
    /// documented contract of ``SectionedRows``; the order is the one `IndexedCollation`
    /// documents (by section, then by the locale's collation, ties in input order), with keys
    /// from an ICU collator opened by the test; expected row bytes come from the Swift standard
    /// library's decoders.
    @Suite("Properties: sectioning keeps every row once, in order")
    struct SectioningPropertyTests {
        /// The locales and collator settings of ``LocaleTables/properties``, in both styles.
        static let cases: [(String, IndexStyle)] = LocaleTables.properties.flatMap { locale in IndexStyle.allCases.map { (locale, $0) } }

        /// Rows per case.
        static let rowCount = 2000

        @Test(
            "Output rows are a permutation of the input rows, each in exactly one section, ordered by section then collation",
            arguments: cases)
        func nothingLostAndOrdered(locale: String, style: IndexStyle) throws {
            let index = try IndexedCollation(locale: locale, style: style)
            let letters = index.sectionTitles.indices.filter { index.sectionKinds[$0] == .normal }.map { index.sectionTitles[$0] }
            let input = try PropertyCorpus.input(seed: Self.seed(locale, style), count: Self.rowCount, labels: letters)
            #expect(input.issues == input.expectedIssues, "decoder issues")
            let sectioned = index.sections(ofRows: input.rows)
            let violations = try SectioningInvariants(index: index).violations(sectioned, expected: input.expected)
            #expect(violations.isEmpty, "\(locale) \(style):\n\(violations.joined(separator: "\n"))")
        }

        @Test("sections(of:by:) keeps every element once and agrees with sections(ofRows:)", arguments: ["de", "ja", "zh_Hant"])
        func elementsAgreeWithRows(locale: String) throws {
            let index = try IndexedCollation(locale: locale, style: .icu)
            let input = try PropertyCorpus.input(
                seed: Self.seed(locale, .icu) ^ 0xE1E, count: Self.rowCount,
                labels: index.sectionTitles)
            let strings = input.rows.strings
            let sections = index.sections(of: Array(strings.indices)) { strings[$0] }.collationSections
            let sectioned = index.sections(ofRows: input.rows)
            #expect(sections.map(\.title) == index.sectionTitles)
            #expect(sections.flatMap(\.elements).sorted() == Array(strings.indices))
            #expect(sections.map(\.elements) == (0..<sections.count).map { Array(sectioned.rowIndexes(in: CollationSection(rawValue: $0))) })
        }

        /// A seed per case that does not depend on `Hasher`'s per-process randomization (FNV-1a).
        static func seed(_ locale: String, _ style: IndexStyle) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in (locale + "/" + style.rawValue).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            return hash
        }
    }
}
