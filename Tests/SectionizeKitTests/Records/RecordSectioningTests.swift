import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Sectioning records and named elements. Section titles: CLDR's index characters for the
/// locale in uikit style (ja: A–Z then あ か さ た な は ま や ら わ, then #).
@Suite("Records: sectioning")
struct RecordSectioningTests {
    typealias F = RecordFixtures

    struct Person: Equatable { var id: Int; var name: PersonName }

    @Test("The given reading decides a Japanese contact's section: 山田 with やまだ → や, without → # (kanji has no uikit letter)")
    func readingDecidesSection() throws {
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let people = [
            Person(id: 1, name: PersonName(given: "太郎", family: "山田", givenReading: "たろう", familyReading: "やまだ")),
            Person(id: 2, name: PersonName(given: "太郎", family: "山田")),
        ]
        let sections = collation.sections(of: people, byName: \.name, nameStyle: NameStyle(locale: "ja")).collationSections
        #expect(sections.first { $0.title == "や" }?.elements.map(\.id) == [1])
        #expect(sections.first { $0.title == "#" }?.elements.map(\.id) == [2])
    }

    @Test("Nameless records: by organisation, else under # after everything; a phone number display goes to #")
    func namelessRecords() throws {
        let collation = try IndexedCollation(locale: "de", style: .uikit)
        let records = [
            ContactRecord(phone: "+49 30 123"), ContactRecord(name: PersonName(organization: "Bäckerei Schulze")),
            ContactRecord(email: "x@example.com"), ContactRecord(name: PersonName(given: "Anna", family: "Zorn")),
        ]
        let sectioned = try collation.sections(ofRecords: records, nameStyle: NameStyle(locale: "de"))
        #expect(F.titled(sectioned) == ["B: Bäckerei Schulze", "Z: Anna Zorn", "#: +49 30 123 | x@example.com"])
    }

    @Test("The element API and the record API agree (same sections, same order) on the sample contacts")
    func elementAndRecordAPIsAgree() throws {
        let records = try RecordReader.read(try SampleFiles.bytes("Data/samples/contacts.vcf"), source: "c", format: .vcard).records
        let style = NameStyle(locale: "ja")
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let viaRecords = try collation.sections(ofRecords: records, nameStyle: style)
        let viaElements = collation.sections(of: records) { $0.sectionKey(style) }.collationSections
        for (s, section) in viaElements.enumerated() {
            #expect(section.elements.map(\.number) == viaRecords.sectioned.rowIndexes(in: CollationSection(rawValue: s)).map { records[$0].number })
        }
    }

    @Test("Every record comes out exactly once, whatever the names", arguments: [0, 1, 2, 3])
    func everyRecordOnce(seed: Int) throws {
        var rng = InputTestRNG(seed: UInt64(seed + 11))
        let pool = ["", "Anna", "Ärger", "山田", "やまだ", "Dr.", "Jr.", "1-800", "😀", " ", "Zoë", "Müller & Söhne"]
        let records = (0..<300).map { i in
            ContactRecord(
                name: PersonName(
                    prefix: pool.randomElement(using: &rng)!, given: pool.randomElement(using: &rng)!,
                    family: pool.randomElement(using: &rng)!, organization: pool.randomElement(using: &rng)!,
                    familyReading: rng.oneIn(3) ? pool.randomElement(using: &rng)! : ""),
                formattedName: rng.oneIn(4) ? pool.randomElement(using: &rng)! : "", phone: "p\(i)", number: i + 1)
        }
        for locale in ["de", "ja"] {
            let sectioned = try IndexedCollation(locale: locale, style: .uikit).sections(ofRecords: records, nameStyle: NameStyle(locale: locale))
            #expect(Array(sectioned.sectioned.orderedRowIndexes).sorted() == Array(0..<300))
        }
    }
}
