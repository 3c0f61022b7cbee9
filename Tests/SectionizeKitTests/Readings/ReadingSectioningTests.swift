import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Sectioning with readings: given readings win, caching and threads change nothing, and
/// `.off` is exactly the sectioning without readings.
@Suite("Sectioning by readings")
struct ReadingSectioningTests {
    /// A reading provider that reads every Han character as the Latin letter it is given:
    /// deterministic and independent of MeCab and ICU data (for the mechanics).
    struct TableReadings: ReadingProvider {
        var table: [Character: String]
        var source: String { "table" }
        func makeReader() -> any NameReader { Reader(table: table) }
        struct Reader: NameReader {
            var table: [Character: String]
            func needsReading(_ part: ArraySlice<UInt16>) -> Bool { containsHan(part) }
            mutating func reading(ofPart part: String, role: NamePartRole) -> String? {
                let r = part.map { table[$0] ?? String($0) }.joined()
                return r == part ? nil : (role == .family ? r.uppercased() : r)
            }
        }
    }

    static func titles(_ sectioned: SectionedRows) -> [String] {
        sectioned.orderedRowIndexes.map { sectioned.title(of: sectioned.section(ofRow: $0)) + ":" + sectioned.rows[$0] }
    }

    @Test("Given readings win over computed ones, and apply with readings off too")
    func givenReadingsWin() throws {
        let ja = try IndexedCollation(locale: "ja", style: .uikit)
        let rows = RowBuffer(["山田 太郎", "佐藤 花子", "東 太郎"])
        // 東 has two common surname readings (ひがし, あずま); the contact's own reading decides.
        let given = RowBuffer(["", "", "あずま たろう"])
        for mode in ReadingMode.allCases {
            let sectioned = try ja.sections(ofRows: rows, readings: mode, givenReadings: given)
            #expect(sectioned.reading(ofRow: 2) == "あずま たろう")
            #expect(sectioned.hasGivenReading(ofRow: 2))
            #expect(sectioned.title(of: sectioned.section(ofRow: 2)) == "あ")
        }
        // A given reading beats a computed one for the same text.
        let override = try ja.sections(ofRows: rows, readings: .auto, givenReadings: RowBuffer(["さとう", "", ""]))
        #expect(override.title(of: override.section(ofRow: 0)) == "さ")
        #expect(override.title(of: override.section(ofRow: 1)) == "さ")
        // Element API with a key path.
        struct Contact { var name: String; var yomi: String? }
        let contacts = [Contact(name: "東 太郎", yomi: "あずま たろう"), Contact(name: "Zed", yomi: nil)]
        let sections = try ja.sections(of: contacts, by: \.name, reading: \.yomi, readings: .off).collationSections
        #expect(sections.first { $0.title == "あ" }?.elements.map(\.name) == ["東 太郎"])
    }

    @Test("Inside a section: by reading, then the row's own text, then input order")
    func orderInsideSection() throws {
        let en = try IndexedCollation(locale: "en", style: .uikit)
        let rows = RowBuffer(["b2", "a1", "b1", "a1"])
        let given = RowBuffer(["x", "x", "w", "x"])
        let sectioned = try en.sections(ofRows: rows, readingProvider: nil, givenReadings: given)
        // Section X by reading: w < x; among reading x: a1 (row 1), a1 (row 3), b2 (row 0).
        #expect(Array(sectioned.orderedRowIndexes) == [2, 1, 3, 0])
        #expect(Self.titles(sectioned) == ["W:b1", "X:a1", "X:a1", "X:b2"])
    }

    @Test("Readings off is exactly the sectioning without readings (corpus, every style)", arguments: ["ja", "zh", "de"], IndexStyle.allCases)
    func offIsUnchanged(locale: String, style: IndexStyle) throws {
        let rows = RowBuffer(try Corpus.allRows())
        let index = try IndexedCollation(locale: locale, style: style)
        let plain = index.sections(ofRows: rows)
        let off = try index.sections(ofRows: rows, readings: .off)
        #expect(Array(off.orderedRowIndexes) == Array(plain.orderedRowIndexes))
        #expect((0..<rows.count).allSatisfy { off.section(ofRow: $0) == plain.section(ofRow: $0) })
        #expect(!off.usesReadings)
    }

    @Test("Rows without a reading keep their relative order when others have readings (de corpus)")
    func rowsWithoutReadingKeepOrder() throws {
        let rows = RowBuffer(try Corpus.lines("corpus/de.txt"))
        let de = try IndexedCollation(locale: "de", style: .uikit)
        let plain = de.sections(ofRows: rows)
        let none = try de.sections(ofRows: rows, readingProvider: nil, givenReadings: RowBuffer(Array(repeating: "", count: rows.count)))
        #expect(Array(none.orderedRowIndexes) == Array(plain.orderedRowIndexes))
    }

    @Test("Cached readings equal uncached ones (every corpus name, one fresh reader per name)")
    func cacheEqualsUncached() throws {
        let corpus = try JapaneseNameCorpus()
        let readings = try JapaneseReadings()
        var reader = readings.makeReader()
        var cache = ReadingCache()
        var out: [UInt16] = []
        // Twice through, so that the second pass is served from the cache.
        for _ in 0..<2 {
            for entry in corpus.entries {
                let cached = cache.reading(of: Array(entry.name.utf16), reader: &reader, into: &out) ? String(decoding: out, as: UTF16.self) : nil
                #expect(cached == readings.reading(of: entry.name), "\(entry.name)")
            }
        }
    }

    @Test("All cores give the same order, sections and readings as one thread", arguments: ["ja", "zh"])
    func parallelEqualsSerial(locale: String) throws {
        var names = try JapaneseNameCorpus().entries.map(\.name)
        names += try Corpus.lines("corpus/zh.txt") + Corpus.lines("corpus/ja.txt")
        // Enough rows for several chunks (chunking starts at 4096 rows).
        let rows = RowBuffer(Array((0..<12).flatMap { _ in names }))
        let index = try IndexedCollation(locale: locale, style: .uikit)
        let provider = try #require(try index.readingProvider(for: .auto))
        let plan = ReadingPlan(given: nil, provider: provider)
        var serial = index.sectioner
        serial.parallelism = 1
        var parallel = index.sectioner
        parallel.parallelism = 4
        let text: @Sendable (Int, inout [UInt16]) -> Void = { i, units in rows.appendUTF16(ofRow: i, to: &units) }
        let a = serial.section(count: rows.count, readings: plan, text: text)
        let b = parallel.section(count: rows.count, readings: plan, text: text)
        #expect(a.order.order == b.order.order)
        #expect(a.order.bucketOfRow == b.order.bucketOfRow)
        #expect((0..<rows.count).allSatisfy { a.readings?.reading(ofRow: $0) == b.readings?.reading(ofRow: $0) })
    }

    @Test("A table provider sections by its readings; names without Han keep their own text")
    func providerMechanics() throws {
        let en = try IndexedCollation(locale: "en", style: .uikit)
        let provider = TableReadings(table: ["山": "yama", "田": "da", "王": "wang"])
        let sectioned = try en.sections(ofRows: RowBuffer(["王", "山田 田", "Zoe", "Abe"]), readingProvider: provider)
        #expect(Self.titles(sectioned) == ["A:Abe", "W:王", "Y:山田 田", "Z:Zoe"])
        #expect(sectioned.reading(ofRow: 1) == "YAMADA da")
        #expect(sectioned.reading(ofRow: 2) == nil)
        #expect(sectioned.readingSource == "table")
    }

    @Test("A part longer than 256 code units is not read and keeps its text (a 100,000-kanji line)")
    func longPartsAreNotRead() throws {
        let ja = try IndexedCollation(locale: "ja", style: .uikit)
        let long = String(repeating: "山田", count: 50_000)
        let sectioned = try ja.sections(ofRows: RowBuffer([long, "山田 " + long, "山田"]), readings: .auto)
        #expect(sectioned.reading(ofRow: 0) == nil)
        #expect(sectioned.reading(ofRow: 1) == "やまだ " + long)
        #expect(sectioned.reading(ofRow: 2) == "やまだ")
    }

    @Test("A bogus dictionary folder gives a clear error naming it and the Debian packages")
    func missingDictionaryMessage() throws {
        let environment = [MeCabDictionary.environmentVariable: "/nonexistent/mecab-dic"]
        do {
            _ = try JapaneseReadings(environment: environment)
            Issue.record("no error for a missing dictionary")
        } catch {
            #expect(error.code == .readingsUnavailable)
            #expect(error.message.contains("/nonexistent/mecab-dic"))
            #expect(error.message.contains("apt-get install libmecab2 mecab-ipadic-utf8"))
        }
    }

    @Test("An EUC-JP dictionary is refused (its readings would be mojibake)")
    func eucJPDictionaryRefused() throws {
        let path = "/var/lib/mecab/dic/ipadic"
        try #require(MeCabDictionary.isDictionary(path))
        #expect(throws: SectionizeError.self) { try JapaneseReadings(dictionary: MeCabDictionary(path: path, foundBy: "test")) }
    }

    @Test("Kanji names land in the kana row of their reading and none in # (ja, uikit)")
    func kanjiNamesLeaveHash() throws {
        let ja = try IndexedCollation(locale: "ja", style: .uikit)
        let names = try JapaneseNameCorpus().entries("full").map(\.name)
        let plain = ja.sections(ofRows: RowBuffer(names))
        let read = try ja.sections(ofRows: RowBuffer(names), readings: .auto)
        let hash = ja.sectionTitles.count - 1
        #expect(plain.sectionCounts[hash] == names.count)  // ICU alone: every kanji name under #
        #expect(read.sectionCounts[hash] == 0)
        #expect(read.readingCount == names.count)
    }
}
