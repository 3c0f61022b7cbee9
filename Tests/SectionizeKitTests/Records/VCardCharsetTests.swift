import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Feature-phone style vCard 2.1 files with per-property charsets (issue 19). Fixtures are
/// written here; their legacy bytes are spelled out as written by Python's codecs
/// (`'山田'.encode('shift_jis')` = 8E 52 93 63, `'太郎'` = 91 BE 98 59, half-width `'ﾔﾏﾀﾞ'`
/// = D4 CF C0 DE, `'ﾀﾛｳ'` = C0 DB B3; windows-1252 `ë` = EB; windows-1250 `ń` = F1), so
/// the expected names do not come from the decoder under test. The rules: vCard 2.1 §2.1.4
/// (CHARSET on any property, 8-bit values), Android's `VCardEntry` (each property decoded in
/// its own charset), RFC 2045 §6.7 (quoted-printable).
@Suite("Records: vCard charsets property by property")
struct VCardCharsetTests {
    typealias F = RecordFixtures

    static let yamada: [UInt8] = [0x8E, 0x52, 0x93, 0x63]
    static let taro: [UInt8] = [0x91, 0xBE, 0x98, 0x59]
    static let yamadaKana: [UInt8] = [0xD4, 0xCF, 0xC0, 0xDE]
    static let taroKana: [UInt8] = [0xC0, 0xDB, 0xB3]

    static func bytes(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }
    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A Japanese feature phone's card: raw Shift_JIS in N and SOUND;X-IRMC-N, next to a
    /// UTF-8 NOTE (a file mixing charsets).
    static let featurePhone = bytes(
        ascii("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:"), yamada, ascii(";"), taro, ascii(";;;\r\n"),
        ascii("SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:"), yamadaKana, ascii(";"), taroKana, ascii(";;;\r\n"),
        ascii("NOTE:caf"), [0xC3, 0xA9], ascii("\r\nTEL;CELL:090-1111-2222\r\nEND:VCARD\r\n"))

    @Test("N;CHARSET=SHIFT_JIS with raw bytes and SOUND;X-IRMC-N are read in Shift_JIS beside a UTF-8 property; filed under や")
    func shiftJISRaw() throws {
        let input = try F.read(bytes: Self.featurePhone, .vcard, encoding: nil)
        #expect(input.records.count == 1)
        let name = input.records[0].name
        #expect(name.family == "山田" && name.given == "太郎")
        #expect(name.familyReading == "ﾔﾏﾀﾞ" && name.givenReading == "ﾀﾛｳ")
        #expect(input.issues.isEmpty)
        let collation = try IndexedCollation(locale: "ja", style: .uikit)
        let sectioned = try collation.sections(ofRecords: input.records, nameStyle: NameStyle(locale: "ja"))
        #expect(F.titled(sectioned) == ["や: 山田 太郎"])  // ﾔ is や's row (CLDR ja index, kana folded)
    }

    @Test("N;CHARSET=windows-1252 with a raw 0xEB is Doë; ENCODING=8BIT is a raw value too")
    func windows1252Raw() throws {
        let text = Self.bytes(
            Self.ascii("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=windows-1252:Do"), [0xEB], Self.ascii(";John;;;\nEND:VCARD\n"),
            Self.ascii("BEGIN:VCARD\nVERSION:2.1\nN;ENCODING=8BIT;CHARSET=ISO-8859-1:M"), [0xFC], Self.ascii("ller;Hans;;;\nEND:VCARD\n"))
        let records = try F.read(bytes: text, .vcard, encoding: nil).records
        #expect(records.map(\.name.family) == ["Doë", "Müller"])
        #expect(records.map { $0.displayName(NameStyle(locale: "en")) } == ["John Doë", "Hans Müller"])
    }

    @Test("Quoted-printable without CHARSET is read in --encoding's charset (The Bat!'s Polish export, Iksi=F1ski)")
    func quotedPrintableWithEncoding() throws {
        let text = Self.ascii("BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Iksi=F1ski;Jan;;;\r\nEND:VCARD\r\n")
        #expect(try F.read(bytes: text, .vcard, encoding: .windows1250).records.map(\.name.family) == ["Iksiński"])
        // Without --encoding, 0xF1 is not UTF-8: the error names line, property and the flag.
        let error = try #require(F.inputError { try F.read(bytes: text, .vcard, encoding: nil) })
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("in:3: N: bytes invalid in UTF-8 (the property declares no CHARSET): 0xF1"))
        #expect(error.message.contains("--encoding"))
    }

    @Test("A declared CHARSET wins over --encoding; bytes invalid in it name the CHARSET and the line, without an --encoding hint")
    func declaredCharsetError() throws {
        let text = Self.bytes(Self.ascii("BEGIN:VCARD\nVERSION:2.1\nFN:A\nN;CHARSET=SHIFT_JIS:"), [0x82, 0xFF], Self.ascii(";;;;\nEND:VCARD\n"))
        let error = try #require(F.inputError { try F.read(bytes: text, .vcard, encoding: .windows1252) })
        #expect(error.message.hasPrefix("in:4: N: bytes invalid in CHARSET=SHIFT_JIS: "))
        #expect(!error.message.contains("--encoding"))
        let unknown = Self.ascii("BEGIN:VCARD\nN;CHARSET=X-NO-SUCH-CHARSET:A;B\nEND:VCARD\n")
        #expect(F.inputError { try F.read(bytes: unknown, .vcard, encoding: nil) }?.message.contains("unknown CHARSET X-NO-SUCH-CHARSET") == true)
    }

    @Test("--invalid replace reports every replacement, inside quoted-printable too; skip drops the contact and keeps the others' numbers")
    func replaceAndSkip() throws {
        let text = Self.ascii(
            "BEGIN:VCARD\nFN:Anna\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:B=FFrg;Bo\nEND:VCARD\nBEGIN:VCARD\nFN:Carl\nEND:VCARD\n"
        )
        let replaced = try F.read(bytes: text, .vcard, encoding: nil, policy: .replace)
        #expect(replaced.records.map(\.name.family) == ["", "B\u{FFFD}rg", ""])
        #expect(replaced.issues.map(\.action) == [.replaced])
        #expect(replaced.issues.first?.line == 6)
        #expect(replaced.issues.first?.message.hasPrefix("in:6: 1 invalid sequence in N: bytes invalid in CHARSET=UTF-8: 0xFF") == true)
        let skipped = try F.read(bytes: text, .vcard, encoding: nil, policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["Anna", "Carl"])
        #expect(skipped.records.map(\.number) == [1, 3], "record numbers stay positions in the input")
        #expect(skipped.issues.map(\.action) == [.skipped])
        #expect(skipped.nextNumber == 4)
    }

    @Test("Bytes that are not UTF-8 in a property's parameters (SORT-AS) are invalid data, not silently replaced")
    func invalidParameterBytes() throws {
        let text = Self.bytes(Self.ascii("BEGIN:VCARD\nN;SORT-AS=\""), [0xFF], Self.ascii("x\":A;B\nEND:VCARD\n"))
        #expect(
            F.inputError { try F.read(bytes: text, .vcard, encoding: nil) }?.message.hasPrefix(
                "in:2: N: bytes invalid in UTF-8 in the property's parameters") == true)
        let replaced = try F.read(bytes: text, .vcard, encoding: nil, policy: .replace)
        #expect(replaced.records.count == 1 && replaced.issues.map(\.action) == [.replaced])
    }

    @Test("UTF-16 without a byte order mark is recognised by its NUL bytes and noted (CSV and vCard)")
    func utf16WithoutBOM() throws {
        let csv = Array("name,email\nAnna,a@example.com\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let input = try F.read(bytes: csv, .csv, encoding: nil)
        #expect(input.records.map(\.formattedName) == ["Anna"])
        #expect(input.notes.contains { $0.contains("read as utf-16le") })
        let vcard = Array("BEGIN:VCARD\nFN:Zoë\nEND:VCARD\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try F.read(bytes: vcard, .vcard, encoding: nil).records.map(\.formattedName) == ["Zoë"])
    }
}
