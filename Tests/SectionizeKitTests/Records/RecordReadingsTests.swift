import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Contact records get computed readings where their file gives none (issue 10: "Japanese
/// contact names written in kanji land in the kana row of their reading"), the file's own
/// readings always win, and order inside a section is reading, then sort text, then input.
/// Readings are the names' standard ones (山田 やまだ, 佐藤 さとう), hand-checked; the
/// sections are the kana rows of CLDR 42's Japanese index (あ か さ た な は ま や ら わ).
@Suite("Records: computed and given readings")
struct RecordReadingsTests {
    private func record(_ family: String, _ given: String, familyReading: String = "") -> ContactRecord {
        ContactRecord(name: PersonName(given: given, family: family, familyReading: familyReading))
    }

    private func filed(_ sectioned: SectionedRecords) -> [String] {
        let rows = sectioned.sectioned
        return rows.orderedRowIndexes.map { rows.title(of: rows.section(ofRow: $0)) + ":" + rows.rows[$0] }
    }

    @Test("Kanji names without a reading are filed by MeCab's reading; a reading in the file wins")
    func computedAndGiven() throws {
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let provider = try #require(try collation.readingProvider(for: .auto))
        let records = [
            record("山田", "花子"), record("佐藤", "花子"), record("山田", "太郎"),
            record("田中", "一郎", familyReading: "なかた"),  // the file's reading wins (な, not た)
            ContactRecord(name: PersonName(given: "John", family: "Smith")),
        ]
        let style = NameStyle(locale: "ja")
        let sectioned = try collation.sections(ofRecords: records, nameStyle: style, readingProvider: provider)
        // やまだ たろう before やまだ はなこ: same family reading, then the given name's.
        #expect(filed(sectioned) == ["S:John Smith", "さ:佐藤 花子", "な:田中 一郎", "や:山田 太郎", "や:山田 花子"])
        #expect(sectioned.readings[0]?.hasPrefix("やまだ") == true)
        #expect(sectioned.readings[3]?.hasPrefix("なかた") == true)
    }

    @Test("Without a provider only the file's readings count: kanji names without one go to #")
    func onlyGivenReadings() throws {
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let records = [record("山田", "太郎"), record("田中", "一郎", familyReading: "たなか")]
        let sectioned = try collation.sections(ofRecords: records, nameStyle: NameStyle(locale: "ja"))
        #expect(filed(sectioned) == ["た:田中 一郎", "#:山田 太郎"])
        #expect(sectioned.readings[0] == nil)
    }
}
