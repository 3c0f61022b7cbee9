import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Byte order marks and UTF-16. BOM bytes: Unicode FAQ "UTF-8, UTF-16, UTF-32 & BOM"
/// (EF BB BF for UTF-8, FE FF for UTF-16BE, FF FE for UTF-16LE); UTF-16 itself: the Unicode
/// Standard, ch. 3, D91 (surrogate pairs) and "ill-formed code unit sequences" (unpaired surrogates).
@Suite("Input decoding: encodings and byte order marks")
struct InputDecoderEncodingTests {
    typealias F = InputFixtures

    @Test("A UTF-8 BOM (EF BB BF, Unicode FAQ) at the very start is removed, not part of row 1")
    func utf8BOMIsRemoved() throws {
        let decoded = try F.decode([0xEF, 0xBB, 0xBF] + F.utf8("Anna\nBo\n"))
        #expect(decoded.rows.strings == ["Anna", "Bo"])
        #expect(decoded.rows.lineNumbers == [1, 2])
        #expect(decoded.rows.utf8 == F.utf8("AnnaBo"))
    }

    @Test("UTF-8 with and without a BOM gives the same rows")
    func utf8WithAndWithoutBOM() throws {
        let text = "Åsa\r\nÖrjan\n😀\n"
        #expect(try F.decode([0xEF, 0xBB, 0xBF] + F.utf8(text)).rows == F.decode(F.utf8(text)).rows)
    }

    @Test("EF BB BF after the start is U+FEFF row content, kept byte for byte (only the leading BOM is a signature)")
    func laterBOMIsContent() throws {
        let decoded = try F.decode(F.utf8("a\n\u{FEFF}b"))
        #expect(decoded.rows.strings == ["a", "\u{FEFF}b"])
    }

    @Test("A file holding only a BOM has no rows", arguments: [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]])
    func bomOnly(bytes: [UInt8]) throws {
        #expect(try F.decode(bytes).rows.count == 0)
    }

    @Test(
        "UTF-16 with a BOM (FF FE little-endian, FE FF big-endian) decodes to the same rows as UTF-8, incl. a surrogate pair",
        arguments: [false, true])
    func utf16WithBOM(bigEndian: Bool) throws {
        let text = "Anna\nÅsa\r\n😀𝄞\rZoë\n\n \u{FEFF}x"
        let decoded = try F.decode(F.utf16(text, bigEndian: bigEndian))
        #expect(decoded.rows.strings == ["Anna", "Åsa", "😀𝄞", "Zoë", " \u{FEFF}x"])
        #expect(decoded.rows.lineNumbers == [1, 2, 3, 4, 6])
        #expect(decoded.rows == (try F.decode(F.utf8(text))).rows)
        #expect(decoded.issues.isEmpty)
    }

    @Test(
        "An unpaired lead surrogate in UTF-16 fails with the byte offset of its code unit (BOM counted)",
        arguments: [false, true])
    func unpairedLeadFails(bigEndian: Bool) throws {
        // BOM (2) + "ok\n" (6) + "A" (2): D800 is at file offset 10, on line 2.
        let bytes = F.utf16(units: Array("ok\nA".utf16) + [0xD800] + Array("B\nz".utf16), bigEndian: bigEndian)
        let error = try #require(F.failure(bytes))
        #expect(error.message == "names.txt:2: invalid UTF-16 at file offset 10")
        #expect(error.code == .invalidData && error.line == 2 && error.byteOffset == 10)
    }

    @Test(
        "Unpaired surrogates under replace: one U+FFFD each, like Swift's String(decoding:as: UTF16.self)",
        arguments: [false, true])
    func unpairedSurrogatesReplaced(bigEndian: Bool) throws {
        let row: [UInt16] = [0x41, 0xDC00, 0xD83D, 0x42, 0xD83D, 0xDE00, 0xD800]
        let bytes = F.utf16(units: row + [0x0A, 0x7A], bigEndian: bigEndian)
        let decoded = try F.decode(bytes, .replace)
        #expect(decoded.rows.strings == [String(decoding: row, as: UTF16.self), "z"])
        #expect(decoded.rows.strings[0] == "A\u{FFFD}\u{FFFD}B😀\u{FFFD}")
        #expect(decoded.issues == [4, 6, 14].map { InputIssue(line: 1, byteOffset: $0, kind: .invalidUTF16, action: .replaced) })
    }

    @Test("Unpaired surrogate under skip: the line is dropped and reported once", arguments: [false, true])
    func unpairedSurrogateSkipped(bigEndian: Bool) throws {
        let bytes = F.utf16(units: Array("ok\nA".utf16) + [0xDFFF, 0xD800] + Array("B\r\nz".utf16), bigEndian: bigEndian)
        let decoded = try F.decode(bytes, .skip)
        #expect(decoded.rows.strings == ["ok", "z"])
        #expect(decoded.rows.lineNumbers == [1, 3])
        #expect(decoded.issues == [InputIssue(line: 2, byteOffset: 10, kind: .invalidUTF16, action: .skipped)])
    }

    @Test("A lead surrogate at the end of the input and a final odd byte are invalid UTF-16")
    func truncatedUTF16() throws {
        let lead = F.utf16(units: [0x61, 0xD83D], bigEndian: false)
        #expect(F.failure(lead)?.message == "names.txt:1: invalid UTF-16 at file offset 4")
        let odd = F.utf16(units: [0x61, 0x0A, 0x62], bigEndian: true) + [0x00]
        #expect(F.failure(odd)?.message == "names.txt:2: invalid UTF-16 at file offset 8")
        #expect(try F.decode(odd, .replace).rows.strings == ["a", "b\u{FFFD}"])
        #expect(try F.decode(odd, .skip).rows.strings == ["a"])
    }

    @Test("U+0000 in UTF-16 is a NUL under each policy")
    func utf16NUL() throws {
        let bytes = F.utf16(units: [0x61, 0x0A, 0x62, 0x00, 0x63], bigEndian: false)
        #expect(F.failure(bytes)?.message == "names.txt:2: NUL byte at file offset 8")
        #expect(try F.decode(bytes, .replace).rows.strings == ["a", "b\u{FFFD}c"])
        #expect(try F.decode(bytes, .skip).issues == [InputIssue(line: 2, byteOffset: 8, kind: .nulByte, action: .skipped)])
    }

    @Test("UTF-16 without a BOM is not detected: read as UTF-8, its 00 bytes fail as NULs (documented limitation)")
    func utf16WithoutBOMIsNotDetected() throws {
        let bytes = F.utf16("ab\n", bigEndian: false, bom: false)
        #expect(F.failure(bytes)?.message == "names.txt:1: NUL byte at file offset 1")
    }

    @Test("Random UTF-16 with lone surrogates decodes under replace exactly as String(decoding:as: UTF16.self) (2000 cases)")
    func utf16MatchesSwiftDecoder() throws {
        var rng = InputTestRNG(seed: 16)
        let pool: [UInt16] = [0x41, 0x20, 0xE9, 0x6F22, 0xFEFF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xD83D, 0xDE00, 0xFFFF]
        for _ in 0..<2000 {
            let row = (0..<Int.random(in: 1...10, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
            let bigEndian = rng.oneIn(2)
            let decoded = try F.decode(F.utf16(units: row, bigEndian: bigEndian), .replace)
            #expect(decoded.rows.strings == [String(decoding: row, as: UTF16.self)], "\(row)")
        }
    }
}
