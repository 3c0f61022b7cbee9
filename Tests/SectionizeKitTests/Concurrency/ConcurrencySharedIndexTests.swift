import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// One `IndexedCollation` shared by many tasks gives every task exactly what a serial run
    /// gives.
    ///
    /// `IndexedCollation` is documented as an immutable `Sendable` value whose copies share one
    /// engine, every method callable from any thread; its ICU collators are used only through
    /// ICU's const calls, which ICU documents as thread-safe ("Collator … thread-safe for const
    /// methods", ICU User Guide, Collation API). The expected value is the serial run of the same
    /// index on the same rows. Run under ThreadSanitizer by `.ci/tsan`.
    @Suite("Concurrency: one shared index, many tasks")
    struct ConcurrencySharedIndexTests {
        /// Locales and styles: Latin with tailorings, Han by stroke count (a large bucket list),
        /// kana rows with uikit's regrouping and leading-blank trimming, and a case-level
        /// collator (its buckets come from a separate primary key, not the full key's prefix).
        static let cases: [(String, IndexStyle)] = [
            ("de", .icu),
            ("zh_Hant", .icu),
            ("ja", .uikit),
            ("en-u-kc-true", .icu),
        ]

        @Test("8 tasks sectioning the Data corpus through one shared index match the serial run", arguments: cases)
        func sharedIndexMatchesSerial(locale: String, style: IndexStyle) async throws {
            let strings = try ConcurrencyFixtures.rows()
            let rows = RowBuffer(strings)
            let index = try IndexedCollation(locale: locale, style: style)
            let serial = ConcurrencySnapshot(index: index, rows: rows, strings: strings)
            #expect(serial.orderedRowIndexes.count == strings.count)

            let results = await withTaskGroup(of: (Int, ConcurrencySnapshot).self) { group in
                for task in 0..<ConcurrencyFixtures.taskCount {
                    group.addTask {
                        // Each task runs the entry points in a different rotation, so that
                        // sections(ofRows:), sections(of:by:) and section(for:) overlap with one
                        // another, not only with themselves.
                        let steps = ConcurrencySnapshot.Step.allCases
                        let rotated = Array(steps[(task % steps.count)...] + steps[..<(task % steps.count)])
                        return (task, ConcurrencySnapshot(index: index, rows: rows, strings: strings, steps: rotated))
                    }
                }
                var results: [(Int, ConcurrencySnapshot)] = []
                for await result in group { results.append(result) }
                return results
            }
            #expect(results.count == ConcurrencyFixtures.taskCount)
            for (task, snapshot) in results.sorted(by: { $0.0 < $1.0 }) {
                let difference = snapshot.firstDifference(from: serial)
                #expect(difference == nil, "task \(task), \(locale) \(style): \(difference ?? "")")
            }
        }

        @Test("Copies of one index used from 8 tasks at once agree on section(for:) for every corpus row")
        func copiesShareOneEngine() async throws {
            let strings = try ConcurrencyFixtures.rows()
            let index = try IndexedCollation(locale: "ko", style: .uikit)
            let serial = strings.map { index.section(for: $0).rawValue }
            let results = await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<ConcurrencyFixtures.taskCount {
                    let copy = index
                    group.addTask { strings.map { copy.section(for: $0).rawValue } }
                }
                var results: [[Int]] = []
                for await result in group { results.append(result) }
                return results
            }
            #expect(results.count == ConcurrencyFixtures.taskCount)
            for result in results { #expect(result == serial) }
        }
    }
}
