import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Readings from many tasks at once give what a serial run gives. MeCab's model is shared and
/// each thread parses with its own tagger (MeCab's threading model); ICU transliterators are
/// cloned per thread (`utrans_transUChars` is not thread-safe on one transliterator); parts
/// read on one thread are shared through a mutex. The expected value is the serial run. Run
/// under ThreadSanitizer by `.ci/tsan`.
@Suite("Concurrency: readings from many tasks")
struct ConcurrencyReadingsTests {
    static func names() throws -> [String] {
        let corpus = try JapaneseNameCorpus().entries.map(\.name)
        return corpus + (try Corpus.lines("corpus/zh.txt")) + (try Corpus.lines("corpus/ja.txt"))
    }

    @Test("8 tasks sectioning with readings through one index match the serial run", arguments: ["ja", "zh"])
    func sectionsWithReadings(locale: String) async throws {
        // More rows than one chunk (4096), so each task also works on several threads.
        let rows = RowBuffer(Array(repeating: try Self.names(), count: 8).flatMap { $0 })
        let index = try IndexedCollation(locale: locale, style: .uikit)
        let serial = try index.sections(ofRows: rows, readings: .auto)
        let expected = (Array(serial.orderedRowIndexes), (0..<rows.count).map { serial.reading(ofRow: $0) })
        let results = try await withThrowingTaskGroup(of: ([Int], [String?]).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let sectioned = try index.sections(ofRows: rows, readings: .auto)
                    return (Array(sectioned.orderedRowIndexes), (0..<rows.count).map { sectioned.reading(ofRow: $0) })
                }
            }
            var all: [([Int], [String?])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results {
            #expect(result.0 == expected.0)
            #expect(result.1 == expected.1)
        }
    }

    @Test("Providers' reading(of:) from 8 tasks at once equals one task's", arguments: ["ja", "zh"])
    func providerFromManyTasks(locale: String) async throws {
        let names = try Self.names()
        let provider: any ReadingProvider = locale == "ja" ? try JapaneseReadings() : try ChineseReadings()
        let expected = names.map { provider.reading(of: $0) }
        let results = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<8 { group.addTask { names.map { provider.reading(of: $0) } } }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }
}
