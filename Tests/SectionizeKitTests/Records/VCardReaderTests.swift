import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// vCard 2.1, 3.0 and 4.0 as phones export them. Expected values come from the
/// specifications: vCard 2.1 (versit, 1996: §2.1.3 quoted-printable with soft line breaks,
/// CHARSET), RFC 2426 (3.0: §2.4.2 escapes, §3.1.2 N, §3.6.5 SORT-STRING), RFC 6350 (4.0:
/// §3.2 line folding, §5.9 SORT-AS), and the fields Android's and iOS's exports write
/// (X-PHONETIC-FIRST-NAME / -LAST-NAME; SOUND;X-IRMC-N on Japanese phones).
@Suite("Records: vCard")
struct VCardReaderTests {
    typealias F = RecordFixtures

    @Test("2.1, Android style: N and X-PHONETIC-* in quoted-printable UTF-8")
    func vcard21QuotedPrintable() throws {
        let text = """
            BEGIN:VCARD\r
            VERSION:2.1\r
            N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=B1=B1=E7=94=B0;=E5=A4=AA=E9=83=8E;;;\r
            X-PHONETIC-LAST-NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E3=82=84=E3=81=BE=E3=81=A0\r
            TEL;CELL:090-1234-5678\r
            END:VCARD\r

            """
        let records = try F.read(text, .vcard).records
        #expect(records.count == 1)
        #expect(records[0].name == PersonName(given: "太郎", family: "山田", familyReading: "やまだ"))
        #expect(records[0].phone == "090-1234-5678")
        #expect(records[0].line == 1 && records[0].number == 1)
    }

    @Test("2.1: a quoted-printable soft line break (= at the end of a line) joins the next line")
    func softLineBreak() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:J=C3=BC=\r\nrgen M=C3=BCller\r\nEND:VCARD\r\n"
        let records = try F.read(text, .vcard).records
        #expect(records.map(\.formattedName) == ["Jürgen Müller"])
    }

    @Test("2.1, Japanese phone style: bare QUOTED-PRINTABLE, CHARSET=SHIFT_JIS, reading from SOUND;X-IRMC-N (half-width kana)")
    func irmcReading() throws {
        // 佐藤 = 8D B2 93 A1, 花子 = 89 D4 8E 71, ｻﾄｳ = BB C4 B3 in Shift_JIS (JIS X 0208 / JIS X 0201 tables).
        let text =
            "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS;QUOTED-PRINTABLE:=8D=B2=93=A1;=89=D4=8E=71;;;\r\nSOUND;X-IRMC-N;CHARSET=SHIFT_JIS;QUOTED-PRINTABLE:=BB=C4=B3;;;;\r\nEND:VCARD\r\n"
        let record = try #require(try F.read(text, .vcard).records.first)
        #expect(record.name.family == "佐藤" && record.name.given == "花子")
        #expect(record.name.familyReading == "ｻﾄｳ")
    }

    @Test("3.0, iOS style: folded lines (CRLF + one space removed), group prefixes, escapes \\, \\; \\n")
    func vcard30() throws {
        let text =
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;John;K.;Mr;Jr.\r\nFN:John K. Do\r\n e\\, Jr.\r\nitem1.ORG:Acme\\; Sons;Sales\r\nNOTE:a\\nb\r\nX-PHONETIC-LAST-NAME:doe\r\nEND:VCARD\r\n"
        let record = try #require(try F.read(text, .vcard).records.first)
        #expect(
            record.name
                == PersonName(
                    prefix: "Mr", given: "John", middle: "K.", family: "Doe", suffix: "Jr.",
                    organization: "Acme; Sons", familyReading: "doe"))
        #expect(record.formattedName == "John K. Doe, Jr.")
    }

    @Test("3.0 SORT-STRING (RFC 2426 §3.6.5) is the reading of the whole name")
    func sortString() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nN:高橋;美咲;;;\nSORT-STRING:たかはし みさき\nEND:VCARD\n"
        let record = try #require(try F.read(text, .vcard).records.first)
        #expect(record.reading(NameStyle(locale: "ja")) == "たかはし みさき")
    }

    @Test("4.0 SORT-AS on N (family, given) and on ORG (RFC 6350 §5.9 example: N;SORT-AS=\"Mann,James\":de Mann;James)")
    func sortAs() throws {
        let text =
            "BEGIN:VCARD\nVERSION:4.0\nN;SORT-AS=\"Mann,James\":de Mann;James;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:4.0\nFN:NTT\nORG;SORT-AS=\"えぬてぃてぃ\":NTT\nEND:VCARD\n"
        let records = try F.read(text, .vcard).records
        #expect(records.count == 2)
        #expect(records[0].name.familyReading == "Mann" && records[0].name.givenReading == "James")
        #expect(records[0].sectionKey(NameStyle(locale: "en")) == "Mann James")  // readings are joined by spaces (PersonName.reading)
        #expect(records[1].sectionKey(NameStyle(locale: "ja")) == "えぬてぃてぃ")
    }

    @Test("4.0 list values in N components are joined by spaces (RFC 6350 §6.2.2: Stevenson;John;Philip,Paul;Dr.;Jr.,M.D.,A.C.P.)")
    func listComponents() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nN:Stevenson;John;Philip,Paul;Dr.;Jr.,M.D.,A.C.P.\nEND:VCARD\n"
        let record = try #require(try F.read(text, .vcard).records.first)
        #expect(record.name == PersonName(prefix: "Dr.", given: "John", middle: "Philip Paul", family: "Stevenson", suffix: "Jr. M.D. A.C.P."))
    }

    @Test("4.0 TEL as a tel: URI (RFC 6350 §6.4.1 example) shows the number without the scheme")
    func telURI() throws {
        let text = "BEGIN:VCARD\nVERSION:4.0\nTEL;VALUE=uri;PREF=1;TYPE=\"voice,home\":tel:+1-555-555-5555;ext=5555\nEND:VCARD\n"
        let record = try #require(try F.read(text, .vcard).records.first)
        #expect(record.phone == "+1-555-555-5555;ext=5555")
        #expect(record.displayName(NameStyle(locale: "en")) == "+1-555-555-5555;ext=5555")
    }

    @Test("Several contacts in one file, one record per BEGIN:VCARD, numbered and with their BEGIN lines")
    func severalContacts() throws {
        var text = ""
        for i in 0..<5 { text += "BEGIN:VCARD\nVERSION:3.0\nFN:Person \(i)\nEND:VCARD\n\n" }
        let records = try F.read(text, .vcard).records
        #expect(records.map(\.formattedName) == (0..<5).map { "Person \($0)" })
        #expect(records.map(\.line) == [1, 6, 11, 16, 21])
        #expect(records.map(\.number) == [1, 2, 3, 4, 5])
    }

    @Test("A vCard without END:VCARD is an error naming its BEGIN line; with skip it is reported and the rest kept")
    func missingEnd() throws {
        // B never ends: C (inside it, as a nested card) is still a contact; B and D are reported.
        let text = "BEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nFN:B\nBEGIN:VCARD\nFN:C\nEND:VCARD\nBEGIN:VCARD\nFN:D\n"
        let error = try #require(F.inputError { try F.read(text, .vcard) })
        #expect(error.message == "in:4: BEGIN:VCARD without END:VCARD")
        #expect(error.code == .invalidData)
        let skipped = try F.read(text, .vcard, policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["A", "C"])
        #expect(skipped.records.map(\.number) == [1, 3], "B (2) and D (4) keep their numbers")
        #expect(skipped.issues.map(\.line) == [4, 9])
        #expect(skipped.issues.allSatisfy { $0.action == .skipped })
    }

    @Test("A card inside a card is a contact of its own, as Android's parser reads it; the outer card goes on after it (each out once)")
    func nestedCards() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:Outer;Anna\nAGENT:\nBEGIN:VCARD\nVERSION:2.1\nN:Inner;Bob\nEND:VCARD\nTEL:123\nEND:VCARD\n"
        let input = try F.read(text, .vcard)
        #expect(input.records.map(\.name.family) == ["Outer", "Inner"])
        #expect(input.records.map(\.number) == [1, 2], "numbered by their BEGIN lines: positions in the input")
        #expect(input.records.first { $0.name.family == "Outer" }?.phone == "123", "the outer card's property after the inner card")
        #expect(input.issues.isEmpty)
    }

    @Test("X-ABShowAs:COMPANY shows and files the card by its organisation, as the iPhone's Contacts does")
    func showAsCompany() throws {
        let card = "BEGIN:VCARD\nVERSION:3.0\nN:Müller;Hans;;;\nFN:Hans Müller\nORG:Zeiss;Optik\n"
        let company = try F.read(card + "X-ABShowAs:COMPANY\nEND:VCARD\n", .vcard).records[0]
        let person = try F.read(card + "END:VCARD\n", .vcard).records[0]
        let style = NameStyle(locale: "de")
        #expect(company.displayName(style) == "Zeiss" && company.sortText(style) == "Zeiss")
        #expect(person.displayName(style) == "Hans Müller" && person.sortText(style).hasPrefix("Müller"))
        #expect(company.name.given == "Hans", "the personal name is kept in the record")
    }

    @Test("Text outside a vCard and a line that is not a property are repaired (left out, warned), the contact kept; input without any card fails")
    func strayText() throws {
        // Android's VCardParserImpl_V21 and KDE's KContacts skip such lines and keep the contact.
        let outside = try F.read("hello\nBEGIN:VCARD\nFN:A\nEND:VCARD\n", .vcard)
        #expect(outside.records.map(\.formattedName) == ["A"])
        #expect(outside.issues.map(\.message) == ["in:1: text outside BEGIN:VCARD … END:VCARD (line ignored)"])
        #expect(outside.issues.map(\.action) == [.repaired])
        let inside = try F.read("BEGIN:VCARD\nFN:A\nbroken line\nEND:VCARD\n", .vcard)
        #expect(inside.records.map(\.formattedName) == ["A"])
        #expect(inside.issues.map(\.message) == ["in:3: not a vCard property (line ignored)"])
        #expect(
            F.inputError { try F.read("name,email\nAnna,a@example.com\n", .vcard) }?.message == "in:1: no vCard in the input (no BEGIN:VCARD line)")
    }

    @Test("BASE64 photo data lines (2.1, unindented) do not break the card")
    func base64Photo() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:Doe;Jane\nPHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ\nSkZJRgABAQ\n\nEND:VCARD\n"
        #expect(try F.read(text, .vcard).records.map(\.name.given) == ["Jane"])
    }

    @Test("Data/samples/contacts.vcf: 12 contacts (2.1 QP, 3.0, 4.0), each filed by its reading under ja")
    func sampleFile() throws {
        let bytes = try SampleFiles.bytes("Data/samples/contacts.vcf")
        let input = try RecordReader.read(bytes, source: "contacts.vcf", format: .vcard)
        #expect(input.records.count == 12)
        #expect(input.records.count == SampleFiles.count("BEGIN:VCARD", in: bytes))
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let sectioned = try collation.sections(ofRecords: input.records, nameStyle: NameStyle(locale: "ja"))
        // Expected: each contact's reading (written in the file) decides its kana row (CLDR ja index: あ か さ た な は ま や ら わ).
        #expect(
            F.titled(sectioned) == [
                "S: John Smith",  // a Western name in a Japanese list: given name first (issue 22)
                "か: エミリー カーター | 空海",  // shown by its FN (Android's VCardEntry.constructDisplayName), filed by the family reading
                "さ: 佐藤 花子 | 株式会社サンプル | 鈴木 一郎",
                "た: 高橋 美咲 | Dr. 田中 修",
                "は: 長谷川 伸之介",
                "や: 山田 太郎",
                "わ: 渡辺 健",
                "#: 0120-123-456",
            ])
    }
}
