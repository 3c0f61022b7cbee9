import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Legacy encodings through ICU's converters, with bytes written by hand from the code
/// page tables: Windows-1252 (0xE4 ä, 0xDF ß, 0x80 €), Shift_JIS (JIS X 0208: や 82 E2, ま
/// 82 DC, だ 82 BE, 山 8E 52, 田 93 63), GB 18030 (张 D5 C5, 伟 CE B0), Big5 (陳 B3 AF).
@Suite("Records: encodings")
struct RecordEncodingTests {
    typealias F = RecordFixtures
    static let header = Array("name\n".utf8)

    @Test("Windows-1252: E4 is ä, DF is ß, 80 is €")
    func windows1252() throws {
        let bytes = Self.header + [0x4A, 0xE4, 0xDF, 0x80, 0x0A]
        #expect(try F.read(bytes: bytes, .csv, encoding: .windows1252).records.map(\.formattedName) == ["Jäß€"])
        #expect(try F.read(bytes: Self.header + [0xE4, 0x0A], .csv, encoding: .iso8859_1).records.map(\.formattedName) == ["ä"])
    }

    @Test("Shift_JIS: a kana reading and a kanji name")
    func shiftJIS() throws {
        let bytes = Array("name,reading\n".utf8) + [0x8E, 0x52, 0x93, 0x63, 0x2C, 0x82, 0xE2, 0x82, 0xDC, 0x82, 0xBE, 0x0D, 0x0A]
        let records = try F.read(bytes: bytes, .csv, encoding: .shiftJIS, fields: RecordFields(name: "name", reading: "reading")).records
        #expect(records.map(\.formattedName) == ["山田"])
        #expect(records.map(\.name.fullReading) == ["やまだ"])
    }

    @Test("GB 18030 and Big5")
    func chinese() throws {
        #expect(try F.read(bytes: Self.header + [0xD5, 0xC5, 0xCE, 0xB0, 0x0A], .csv, encoding: .gb18030).records.map(\.formattedName) == ["张伟"])
        #expect(try F.read(bytes: Self.header + [0xB3, 0xAF, 0x0A], .csv, encoding: .big5).records.map(\.formattedName) == ["陳"])
    }

    @Test("UTF-16 with a BOM is detected without --encoding; a UTF-8 BOM is removed from the header")
    func byteOrderMarks() throws {
        let utf16: [UInt8] = [0xFF, 0xFE] + "name\nZoë\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try F.read(bytes: utf16, .csv, encoding: nil).records.map(\.formattedName) == ["Zoë"])
        #expect(try F.read(bytes: [0xEF, 0xBB, 0xBF] + Array("name\nA\n".utf8), .csv, encoding: nil).records.map(\.formattedName) == ["A"])
    }

    @Test("Invalid bytes fail with file, line and byte; replace keeps the record with U+FFFD; skip drops the record holding them")
    func invalidBytes() throws {
        // Line 3 holds 0x82 followed by a line end: a truncated Shift_JIS double-byte character.
        let bytes = Array("name\nA\n".utf8) + [0x42, 0x82, 0x0A] + Array("C\n".utf8)
        let error = try #require(F.inputError { try F.read(bytes: bytes, .csv, encoding: .shiftJIS) })
        #expect(error.message.hasPrefix("in:3: invalid shift_jis at file offset 8"))
        #expect(error.code == .invalidData)
        let replaced = try F.read(bytes: bytes, .csv, encoding: .shiftJIS, policy: .replace)
        #expect(replaced.records.count == 3)
        #expect(replaced.records[1].formattedName.contains("\u{FFFD}"))
        #expect(replaced.issues.map(\.action) == [.replaced])
        let skipped = try F.read(bytes: bytes, .csv, encoding: .shiftJIS, policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["A", "C"])
        #expect(skipped.issues.map(\.line) == [3])
    }

    @Test("Default UTF-8: invalid UTF-8 is an error with its line")
    func invalidUTF8() throws {
        let error = try #require(F.inputError { try F.read(bytes: Array("name\nok\n".utf8) + [0xC3, 0x28, 0x0A], .csv, encoding: nil) })
        #expect(error.message == "in:3: invalid UTF-8 at file offset 8")
    }

    @Test("Data/samples/outlook.csv is Windows-1252: 9 records with umlauts and ß")
    func outlookSample() throws {
        let bytes = try SampleFiles.bytes("Data/samples/outlook.csv")
        #expect(F.inputError { try RecordReader.read(bytes, source: "outlook.csv", format: .csv) } != nil)  // not UTF-8
        let records = try RecordReader.read(bytes, source: "outlook.csv", format: .csv, encoding: .windows1252).records
        let sectioned = try IndexedCollation(locale: "de", style: .uikit).sections(ofRecords: records, nameStyle: NameStyle(locale: "de"))
        // Expected (hand-checked against CLDR de: Ä = A, Ö = O at the primary level; ß = ss).
        #expect(
            F.titled(sectioned) == [
                "A: Dr. Jörg Äbersold | Eva Adler", "B: Lukas Bauer Jr.", "G: Günther Groß", "M: Müller & Söhne GmbH",
                "O: Uwe Ölmann", "S: Maximilian Josef Straßer", "W: Sabine Weiß", "Z: Frau Ilse Zöllner",
            ])
    }
}

@Suite("Records: invalid bytes outside records")
struct RecordInvalidHeaderTests {
    @Test("Invalid bytes in a CSV header are replaced and reported under replace and skip, never silently")
    func invalidHeaderBytes() throws {
        let bytes: [UInt8] = Array("na".utf8) + [0xFF] + Array("me\nAnna\n".utf8)
        for policy in [InvalidInputPolicy.replace, .skip] {
            let input = try RecordReader.read(bytes, source: "in", format: .csv, fields: RecordFields(name: "na\u{FFFD}me"), policy: policy)
            #expect(input.records.map(\.formattedName) == ["Anna"])
            #expect(input.issues.map(\.line) == [1])
            #expect(input.issues.map(\.action) == [.replaced])
        }
    }
}
