import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// Indexes created at the same time, for different locales and for the same one, equal
    /// indexes created one after another.
    ///
    /// Creating an index goes through the process-wide collator cache
    /// (`IndexCollators.cached(locale:)`, a `Mutex`), opens ICU collators (ICU's own caches of
    /// collation data are shared and lock-protected) and the root collation's contractions (a
    /// `static let`). The expected value is the serial creation, made after the concurrent one
    /// so that the concurrent tasks are the ones that miss the cache (for locales no other test
    /// uses first). Run under ThreadSanitizer by `.ci/tsan`.
    @Suite("Concurrency: creating indexes at once")
    struct ConcurrencyIndexCreationTests {
        /// Sixteen locales that the other suites do not use, so that (in a fresh process) the
        /// concurrent tasks below open their collators, plus collation variants (keywords
        /// change the collator but not the language).
        static let locales = [
            "cy", "eu", "gl", "kk", "ky", "lo", "mk", "ne",
            "pa", "sq", "sw", "uz", "fo", "bs",
            "de-u-co-phonebk", "zh-u-co-zhuyin",
        ]

        /// What an index is: its locales, buckets and how it sections the corpus.
        struct Built: Equatable, Sendable {
            var locales: [String]
            var titles: [String]
            var kinds: [SectionKind]
            var order: [Int]

            init(locale: String, style: IndexStyle, rows: RowBuffer) throws {
                let index = try IndexedCollation(locale: locale, style: style)
                locales = index.resolvedLocales
                titles = index.sectionTitles
                kinds = index.sectionKinds
                order = Array(index.sections(ofRows: rows).orderedRowIndexes)
            }
        }

        @Test("16 locales × 2 styles × 2 tasks each, created at once, equal the same indexes created serially")
        func concurrentCreationMatchesSerial() async throws {
            // Every fourth corpus row (all scripts, about 870 rows): enough to tell two indexes
            // apart, and quick under ThreadSanitizer.
            let rows = RowBuffer(try Corpus.allRows().enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
            let jobs: [(String, IndexStyle)] = Self.locales.flatMap { locale in
                IndexStyle.allCases.flatMap { style in [(locale, style), (locale, style)] }
            }
            let concurrent = try await withThrowingTaskGroup(of: (Int, Built).self) { group in
                for (k, job) in jobs.enumerated() {
                    group.addTask { (k, try Built(locale: job.0, style: job.1, rows: rows)) }
                }
                var results: [Int: Built] = [:]
                for try await (k, built) in group { results[k] = built }
                return results
            }
            #expect(concurrent.count == jobs.count)
            for (k, job) in jobs.enumerated() {
                let serial = try Built(locale: job.0, style: job.1, rows: rows)
                #expect(concurrent[k] == serial, "\(job.0) \(job.1)")
            }
        }

        @Test("8 tasks creating the same new index while others section with theirs agree with the serial index")
        func creationWhileSectioning() async throws {
            let rows = RowBuffer(try ConcurrencyFixtures.rows())
            let expected = try Built(locale: "hr", style: .icu, rows: rows)
            let results = try await withThrowingTaskGroup(of: Built.self) { group in
                for task in 0..<ConcurrencyFixtures.taskCount {
                    // Half the tasks open a locale not used before; the other half reuse "hr".
                    let locale = task.isMultiple(of: 2) ? ["lb", "mt", "so", "ha"][task / 2] : "hr"
                    group.addTask {
                        let built = try Built(locale: locale, style: .icu, rows: rows)
                        return locale == "hr" ? built : try Built(locale: "hr", style: .icu, rows: rows)
                    }
                }
                var results: [Built] = []
                for try await built in group { results.append(built) }
                return results
            }
            #expect(results.count == ConcurrencyFixtures.taskCount)
            for built in results { #expect(built == expected) }
        }
    }
}
