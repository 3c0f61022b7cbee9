import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// CSV (RFC 4180 §2, rules 1–7, with its examples) and TSV (IANA text/tab-separated-values:
/// no quoting), and the column layouts of Google Contacts and Outlook exports.
@Suite("Records: CSV and TSV")
struct DelimitedReaderTests {
    typealias F = RecordFixtures
    /// Each record's formatted name (the column `b` when named with `--name b`).
    static func column(_ text: String, _ name: String = "b", _ format: RecordFormat = .csv) throws -> [String] {
        try F.read(text, format, fields: RecordFields(name: name)).records.map(\.formattedName)
    }

    @Test("RFC 4180 rules 1–3: CRLF rows, a last row without a line end, a header row")
    func basicRows() throws {
        #expect(try Self.column("a,b,c\r\naaa,bbb,ccc\r\nzzz,yyy,xxx\r\n") == ["bbb", "yyy"])
        #expect(try Self.column("a,b,c\r\naaa,bbb,ccc\r\nzzz,yyy,xxx") == ["bbb", "yyy"])
    }

    @Test("RFC 4180 rules 5–7: quoted fields with commas, line ends and doubled quotes")
    func quotedFields() throws {
        #expect(try Self.column("a,b,c\r\n\"aaa\",\"b,bb\",\"ccc\"\r\n") == ["b,bb"])
        #expect(try Self.column("a,b,c\r\n\"aaa\",\"b\r\nbb\",\"ccc\"\r\nx,y,z\r\n") == ["b\r\nbb", "y"])
        #expect(try Self.column("a,b,c\r\n\"aaa\",\"b\"\"bb\",\"ccc\"\r\n") == ["b\"bb"])
        #expect(try Self.column("a,b\n1,\"\"\n") == [""])
    }

    @Test("Line numbers: a record starts on its first line, after quoted line ends and blank lines")
    func lineNumbers() throws {
        let records = try F.read("a,b\n\"1\n2\",x\n\n3,y\r4,z\r\n", .csv, fields: RecordFields(name: "b")).records
        #expect(records.map(\.line) == [2, 5, 6])
    }

    @Test("LF, CRLF and CR line ends and a trailing comma (an empty last field)")
    func lineEndsAndTrailingComma() throws {
        #expect(try Self.column("a,b\nx,1\r\ny,2\rz,3") == ["1", "2", "3"])
        #expect(try Self.column("a,b,c\nx,1,\n") == ["1"])
    }

    @Test("An unterminated quote is a bad record naming its line; skip reports it and goes on at its next line")
    func unterminatedQuote() throws {
        let text = "a,b\n1,ok\n2,\"never closed\n3,fine\n"
        let error = try #require(F.inputError { try Self.column(text) })
        #expect(error.message == "in:3: unterminated quoted field (the quote opens on line 3; only line 3 is the bad record)")
        let skipped = try F.read(text, .csv, fields: RecordFields(name: "b"), policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["ok", "fine"])
        #expect(skipped.issues.count == 1 && skipped.issues[0].line == 3)
    }

    @Test("A stray quote never swallows rows: a quoted field closed lines later with text after it drops only its first line (out + skipped = in)")
    func strayQuote() throws {
        // Issue 21's case: five data lines; with the old reader only Eve came out and one
        // skipped record was reported at line 2, Bob and Carl lost inside it.
        let text = "name\n\"Anna\nBob\nCarl\n\"Dora\"x\nEve\n"
        let error = try #require(F.inputError { try F.read(text, .csv) })
        #expect(error.message.hasPrefix("in:2: text after the closing quote of field 1 (its quote on line 2 would swallow lines 3–5"))
        let skipped = try F.read(text, .csv, policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["Bob", "Carl", "Eve"])
        #expect(skipped.issues.map(\.line) == [2, 5])
        #expect(skipped.records.count + skipped.issues.count == 5, "every data line is a record or a reported skip")
    }

    @Test("Thunderbird's layout: a row with only an e-mail address or only a mobile number is a nameless record shown by it, under #")
    func contactOnlyRows() throws {
        // Thunderbird's CSV export header (its address book's "Export" as CSV, hand-checked
        // column names): the phone and e-mail columns are spread over several fields.
        let header = "First Name,Last Name,Display Name,Nickname,Primary Email,Secondary Email,Work Phone,Home Phone,Mobile Number\n"
        let text = header + "Hans,Müller,Hans Müller,,h@x.de,,,,\n,,,,,anna@example.com,,,\n,,,,,,,,+49 30 1234\n"
        let input = try F.read(text, .csv)
        let style = NameStyle(locale: "de")
        #expect(input.records.map { $0.displayName(style) } == ["Hans Müller", "anna@example.com", "+49 30 1234"])
        #expect(input.records[1].sortText(style).isEmpty && input.records[2].sortText(style).isEmpty)
    }

    @Test("One empty field beyond the header (a trailing comma) is tolerated and noted; a non-empty one is still a ragged row")
    func trailingEmptyField() throws {
        let input = try F.read("a,b\n1,x,\n2,y\n", .csv, fields: RecordFields(name: "b"))
        #expect(input.records.map(\.formattedName) == ["x", "y"])
        #expect(input.notes.contains { $0.contains("1 row ends with an empty field beyond the header's 2") }, "\(input.notes)")
        #expect(F.inputError { try F.read("a,b\n1,x,z\n", .csv, fields: RecordFields(name: "b")) }?.message == "in:2: 3 fields, the header has 2")
    }

    @Test("A ragged row (more or fewer fields than the header) is a bad record")
    func raggedRows() throws {
        #expect(F.inputError { try Self.column("a,b,c\n1,2\n") }?.message == "in:2: 2 fields, the header has 3")
        #expect(F.inputError { try Self.column("a,b\n1,2,3\n") }?.message == "in:2: 3 fields, the header has 2")
        let skipped = try F.read("a,b\n1,2,3\n4,5\n", .csv, fields: RecordFields(name: "b"), policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["5"] && skipped.issues.map(\.line) == [2])
    }

    @Test("Text after a closing quote is a bad record")
    func textAfterQuote() throws {
        #expect(F.inputError { try Self.column("a,b\n\"x\"y,1\n") }?.message == "in:2: text after the closing quote of field 1")
    }

    @Test("TSV: tabs separate, quotes are text")
    func tsv() throws {
        #expect(try Self.column("a\tb\n1\t\"x, y\"\n", "b", .tsv) == ["\"x, y\""])
    }

    @Test("A named column the header lacks is an option error listing the columns")
    func missingColumn() throws {
        #expect { try Self.column("a,b\n1,2\n", "name") } throws: { ($0 as? SectionizeError)?.code == .invalidOption }
    }

    @Test("--name and --reading work on any header: the reading decides the key")
    func nameAndReading() throws {
        let records = try F.read(
            "id,name,reading\n1,山田 太郎,やまだ たろう\n", .csv,
            fields: RecordFields(name: "name", reading: "reading")
        ).records
        #expect(records[0].displayName(NameStyle(locale: "ja")) == "山田 太郎")
        #expect(records[0].sectionKey(NameStyle(locale: "ja")) == "やまだ たろう")
    }

    @Test("Google Contacts (current layout) columns are recognised without flags")
    func googleCurrent() throws {
        let header =
            "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value"
        let row = "太郎,,山田,たろう,,やまだ,Dr.,,,,,,,,,,* myContacts,,,Mobile,090"
        let record = try #require(try F.read(header + "\n" + row + "\n", .csv).records.first)
        #expect(record.name == PersonName(prefix: "Dr.", given: "太郎", family: "山田", givenReading: "たろう", familyReading: "やまだ"))
        #expect(record.phone == "090")
    }

    @Test("Google Contacts (legacy layout, \"Yomi\") columns are recognised without flags")
    func googleLegacy() throws {
        let header =
            "Name,Given Name,Additional Name,Family Name,Yomi Name,Given Name Yomi,Additional Name Yomi,Family Name Yomi,Name Prefix,Name Suffix,Organization 1 - Name,Organization 1 - Yomi Name"
        let row = "山田 太郎,太郎,,山田,,たろう,,やまだ,,,,"
        let record = try #require(try F.read(header + "\n" + row + "\n", .csv).records.first)
        #expect(record.formattedName == "山田 太郎")
        #expect(record.name.familyReading == "やまだ" && record.name.givenReading == "たろう")
    }

    @Test("Outlook columns: Title is the prefix when Job Title is also there; Company files a nameless record")
    func outlook() throws {
        let text =
            "\"Title\",\"First Name\",\"Middle Name\",\"Last Name\",\"Suffix\",\"Company\",\"Job Title\"\n\"Dr.\",\"Jörg\",\"\",\"Äbersold\",\"\",\"\",\"Arzt\"\n\"\",\"\",\"\",\"\",\"\",\"Müller & Söhne\",\"\"\n"
        let records = try F.read(text, .csv).records
        #expect(records[0].name == PersonName(prefix: "Dr.", given: "Jörg", family: "Äbersold"))
        #expect(records[1].sortText(NameStyle(locale: "de")) == "Müller & Söhne")
    }

    @Test("Data/samples/google.csv: 11 records, sectioned for de by family name")
    func googleSample() throws {
        let input = try RecordReader.read(try SampleFiles.bytes("Data/samples/google.csv"), source: "google.csv", format: .csv)
        let sectioned = try IndexedCollation(locale: "de", style: .uikit).sections(ofRecords: input.records, nameStyle: NameStyle(locale: "de"))
        // Expected (hand-checked): family names under their first letter, Ä as A and Ö as O (CLDR de index characters A–Z);
        // Dr./Prof. ignored; the organisation-only Bäckerei under B; the phone-only record under #.
        #expect(
            F.titled(sectioned) == [
                "A: Prof. Elke Ärmel", "B: Bäckerei Schulze | Clara Becker", "M: Jürgen Müller", "O: Anna Österreicher",
                "S: Dr. Hans Peter Schmidt | Sophie", "W: Björn Weiß", "Y: Ömer Yılmaz Jr.", "Z: Zoë Ziegler", "#: +49 170 9876543",
            ])
    }
}
