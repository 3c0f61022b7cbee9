import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// Bucket assignments and in-section order for every row of the Data corpus, compared with
    /// ICU's own `AlphabeticIndex` (the oracle, same libicu).
    @Suite("Differential: buckets and order against ICU AlphabeticIndex")
    struct DifferentialBucketTests {
        /// Locale sets for which every corpus row is compared: each corpus language, the
        /// collation variants that change buckets, and multi-locale sets (``LocaleTables``).
        static let localeSets: [[String]] = LocaleTables.differentialSingles.map { [$0] } + LocaleTables.differentialMultis

        @Test(
            "Every corpus row is in AlphabeticIndex's bucket, in AlphabeticIndex's order",
            arguments: localeSets)
        func bucketsAndOrder(locales: [String]) throws {
            let rows = try Corpus.allRows()
            #expect(rows.count > 2000)
            let ids = try locales.map { try LocaleIdentifier.resolve($0) }
            try compare(ids: ids, rows: rows, maxTitleCount: 0)
        }

        @Test(
            "A cap of 20 labels (ICU's thinning rule) gives AlphabeticIndex's buckets",
            arguments: [["en", "zh_Hant"], ["zh_Hant"], ["sv"], ["ja", "en"]])
        func cappedLabels(locales: [String]) throws {
            let rows = try Corpus.allRows()
            let ids = try locales.map { try LocaleIdentifier.resolve($0) }
            try compare(ids: ids, rows: rows, maxTitleCount: 20)
        }

        private func compare(ids: [String], rows: [String], maxTitleCount: Int) throws {
            let options = maxTitleCount > 0 ? IndexOptions(maxTitleCount: maxTitleCount) : IndexOptions()
            let index = try IndexedCollation(locales: ids, style: .icu, options: options)
            #expect(
                zip(index.sectionTitles, index.sectionKinds).map { IndexBucket(label: $0, kind: $1) }
                    == (try Oracle.buckets(ids, maxTitleCount: maxTitleCount)))

            // Buckets, row by row (ImmutableIndex::getBucketIndex).
            let expected = try Oracle.bucketIndexes(ids, names: rows, maxTitleCount: maxTitleCount)
            let order = index.sectionedOrder(rows)
            var mismatches: [String] = []
            for (i, row) in rows.enumerated() where Int(order.bucketOfRow[i]) != expected[i] {
                mismatches.append("\(row.debugDescription): ICU \(expected[i]) ours \(order.bucketOfRow[i])")
            }
            #expect(mismatches.count == 0, "\(ids): \(mismatches.count) rows differ, e.g. \(mismatches.prefix(5))")

            // The single-string path (a truncated primary key) agrees with ICU on every row.
            let single = rows.indices.filter { index.section(for: rows[$0]).rawValue != expected[$0] }
            #expect(single.count == 0, "\(ids): section(for:) differs for \(single.prefix(5).map { rows[$0] })")

            // Order: the records walk (bucket by bucket, records in ICU's stable collator order).
            let records = try Oracle.records(ids, names: rows, maxTitleCount: maxTitleCount)
            let ours = (0..<index.sectionTitles.count).flatMap { b in order.rows(inBucket: b).map { (bucket: b, row: Int($0)) } }
            #expect(records.count == ours.count)
            let firstDifference = zip(records, ours).enumerated().first {
                $0.element.0.bucket != $0.element.1.bucket || $0.element.0.row != $0.element.1.row
            }?.offset
            #expect(firstDifference == nil, "\(ids): order differs at position \(firstDifference ?? -1)")
        }
    }
}
