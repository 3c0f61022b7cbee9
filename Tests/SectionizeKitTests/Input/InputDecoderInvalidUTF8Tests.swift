import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Ill-formed UTF-8 under each policy. Well-formedness: RFC 3629 §4 and the Unicode Standard,
/// ch. 3, Table 3-7. Replacement: the Unicode Standard, ch. 3, "U+FFFD Substitution of Maximal
/// Subparts" (Table 3-8), which the WHATWG Encoding Standard and Swift's `String(decoding:as:)`
/// follow.
@Suite("Input decoding: invalid UTF-8 and NUL")
struct InputDecoderInvalidUTF8Tests {
    typealias F = InputFixtures

    static let cases: [InputInvalidUTF8Case] = [
        InputInvalidUTF8Case(name: "overlong C0 80 (C0 never starts a sequence, RFC 3629)", bytes: [0xC0, 0x80], subparts: [0, 1]),
        InputInvalidUTF8Case(name: "overlong E0 80 80 (E0 needs A0–BF, Table 3-7)", bytes: [0xE0, 0x80, 0x80], subparts: [0, 1, 2]),
        InputInvalidUTF8Case(name: "surrogate D800 as ED A0 80 (ED needs 80–9F)", bytes: [0xED, 0xA0, 0x80], subparts: [0, 1, 2]),
        InputInvalidUTF8Case(name: "above U+10FFFF: F4 90 80 80 (F4 needs 80–8F)", bytes: [0xF4, 0x90, 0x80, 0x80], subparts: [0, 1, 2, 3]),
        InputInvalidUTF8Case(name: "truncated E2 82 (of E2 82 AC)", bytes: [0xE2, 0x82], subparts: [0]),
        InputInvalidUTF8Case(name: "truncated F0 9F 98 (of F0 9F 98 80)", bytes: [0xF0, 0x9F, 0x98], subparts: [0]),
        InputInvalidUTF8Case(name: "lone continuation 80", bytes: [0x80], subparts: [0]),
        InputInvalidUTF8Case(name: "FF (never in UTF-8)", bytes: [0xFF], subparts: [0]),
    ]

    /// "ok\nA" + bad + "B\nz": the bad bytes start at file offset 4 of line 2.
    static func input(_ bad: [UInt8]) -> [UInt8] { F.utf8("ok\nA") + bad + F.utf8("B\nz") }

    @Test("fail: the message is exactly SOURCE:LINE: invalid UTF-8 at file offset N, N the 0-based file offset", arguments: cases)
    func failReportsFirstBadByte(_ c: InputInvalidUTF8Case) throws {
        let error = try #require(F.failure(Self.input(c.bytes)))
        #expect(error.message == "names.txt:2: invalid UTF-8 at file offset 4")
        #expect(error.description == error.message)
        #expect(error.code == .invalidData)
        #expect(error.source == "names.txt" && error.line == 2 && error.byteOffset == 4)
    }

    @Test("replace: one U+FFFD per maximal subpart (Unicode ch. 3), equal to String(decoding:as:)", arguments: cases)
    func replaceMaximalSubparts(_ c: InputInvalidUTF8Case) throws {
        let decoded = try F.decode(Self.input(c.bytes), .replace)
        let row = "A" + String(repeating: F.replacement, count: c.subparts.count) + "B"
        #expect(decoded.rows.strings == ["ok", row, "z"])
        #expect(row == String(decoding: [0x41] + c.bytes + [0x42], as: UTF8.self))
        #expect(decoded.rows.lineNumbers == [1, 2, 3])
        #expect(decoded.issues == c.subparts.map { InputIssue(line: 2, byteOffset: 4 + $0, kind: .invalidUTF8, action: .replaced) })
    }

    @Test("skip: the line is dropped and reported once with its line and first bad byte", arguments: cases)
    func skipDropsLine(_ c: InputInvalidUTF8Case) throws {
        let decoded = try F.decode(Self.input(c.bytes), .skip)
        #expect(decoded.rows.strings == ["ok", "z"])
        #expect(decoded.rows.lineNumbers == [1, 3])
        #expect(decoded.issues == [InputIssue(line: 2, byteOffset: 4, kind: .invalidUTF8, action: .skipped)])
    }

    @Test("The Unicode Standard's Table 3-8 example: 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64")
    func unicodeTable3_8() throws {
        let bytes: [UInt8] = [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64]
        let decoded = try F.decode(bytes, .replace)
        #expect(decoded.rows.strings == ["a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}d"])
        #expect(decoded.issues.map(\.byteOffset) == [1, 4, 6, 8, 10, 11])
    }

    @Test("A sequence cut short by the end of the input or by a line end is one subpart")
    func truncatedAtBoundaries() throws {
        let atEnd = try F.decode(F.utf8("A") + [0xE2, 0x82], .replace)
        #expect(atEnd.rows.strings == ["A\u{FFFD}"])
        #expect(atEnd.issues.map(\.byteOffset) == [1])
        let beforeCRLF = try F.decode(F.utf8("A") + [0xF0, 0x9F] + F.utf8("\r\nB"), .replace)
        #expect(beforeCRLF.rows.strings == ["A\u{FFFD}", "B"])
        #expect(beforeCRLF.rows.lineNumbers == [1, 2])
    }

    @Test("fail reports the first invalid byte of the file, not a later one")
    func failReportsFirst() throws {
        let bytes = F.utf8("Anna\nBo") + [0x80] + F.utf8("\n\u{0}") + [0xFF]
        #expect(F.failure(bytes)?.message == "names.txt:2: invalid UTF-8 at file offset 7")
    }

    @Test("Offsets count from the start of the file, BOM included (so xxd -s N shows the byte)")
    func offsetsIncludeBOM() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + F.utf8("Anna\r\n\r\nBo") + [0xC1, 0xBF]
        #expect(F.failure(bytes)?.message == "names.txt:3: invalid UTF-8 at file offset 13")
    }

    @Test("NUL (00) fails with SOURCE:LINE: NUL byte at file offset N")
    func nulFails() throws {
        let error = try #require(F.failure(F.utf8("ab\nc\u{0}d\n")))
        #expect(error.message == "names.txt:2: NUL byte at file offset 4")
        #expect(error.line == 2 && error.byteOffset == 4 && error.code == .invalidData)
    }

    @Test("NUL under replace becomes U+FFFD and is reported; under skip its line is dropped")
    func nulReplacedOrSkipped() throws {
        let bytes = F.utf8("ab\nc\u{0}d\u{0}\ne")
        let replaced = try F.decode(bytes, .replace)
        #expect(replaced.rows.strings == ["ab", "c\u{FFFD}d\u{FFFD}", "e"])
        #expect(replaced.issues == [4, 6].map { InputIssue(line: 2, byteOffset: $0, kind: .nulByte, action: .replaced) })
        let skipped = try F.decode(bytes, .skip)
        #expect(skipped.rows.strings == ["ab", "e"])
        #expect(skipped.rows.lineNumbers == [1, 3])
        #expect(skipped.issues == [InputIssue(line: 2, byteOffset: 4, kind: .nulByte, action: .skipped)])
    }

    @Test("Issue messages name the source, line, byte and action")
    func issueMessages() {
        let replaced = InputIssue(line: 3, byteOffset: 17, kind: .invalidUTF8, action: .replaced)
        #expect(replaced.message(source: "n.txt") == "n.txt:3: invalid UTF-8 at file offset 17 (replaced by U+FFFD)")
        let skipped = InputIssue(line: 4, byteOffset: 20, kind: .nulByte, action: .skipped)
        #expect(skipped.message(source: "n.txt") == "n.txt:4: NUL byte at file offset 20 (line skipped)")
    }

    @Test("Random messy input matches a plain reference built on Swift's own UTF-8 decoder, under every policy (2000 cases)")
    func matchesSwiftDecoder() throws {
        var rng = InputTestRNG(seed: 8)
        let fragments: [[UInt8]] = [
            [0x80], [0xBF], [0xC0], [0xC1], [0xC2], [0xE0, 0x80], [0xE0, 0xA0], [0xED, 0xA0],
            [0xED, 0x9F, 0xBF], [0xF0, 0x90], [0xF4, 0x8F, 0xBF], [0xF4, 0x90], [0xF5], [0xFF],
            [0xEF, 0xBB, 0xBF], [0x00], [0x20], [0x61], [0xC3, 0xA9],
        ]
        let ends: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            var lines: [[UInt8]] = []
            for _ in 0..<Int.random(in: 0...8, using: &rng) {
                var line: [UInt8] = []
                for _ in 0..<Int.random(in: 0...6, using: &rng) {
                    line += rng.oneIn(3) ? fragments.randomElement(using: &rng)! : F.utf8(F.randomRow(&rng, maxLength: 3))
                }
                // A CR line end followed by an empty line with an LF line end would read as CRLF.
                var end = ends.randomElement(using: &rng)!
                if line.isEmpty && bytes.last == 0x0D && end == [0x0A] { end = [0x0D] }
                lines.append(line)
                bytes += line + end
            }
            // A leading EF BB BF is a BOM by design; put a real one before it to keep it as content.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
            // Reference: Swift's decoder per line; NUL (valid in Swift) counted separately.
            var expectedRows: [String] = []
            var expectedLines: [Int] = []
            var skippedRows: [String] = []
            var skippedLines: [Int] = []
            var replacements = 0
            var firstBadLine: Int? = nil
            for (index, line) in lines.enumerated() where !line.isEmpty {
                let valid = String(validating: line, as: UTF8.self) != nil && !line.contains(0)
                let text = String(decoding: line.map { $0 == 0 ? 0xFF : $0 }, as: UTF8.self)
                expectedRows.append(text)
                expectedLines.append(index + 1)
                replacements += text.unicodeScalars.count { $0 == "\u{FFFD}" }
                if valid {
                    skippedRows.append(text)
                    skippedLines.append(index + 1)
                } else if firstBadLine == nil {
                    firstBadLine = index + 1
                }
            }
            let replaced = try F.decode(bytes, .replace)
            #expect(replaced.rows.strings == expectedRows, "\(bytes)")
            #expect(replaced.rows.lineNumbers == expectedLines, "\(bytes)")
            #expect(replaced.issues.count == replacements, "\(bytes)")
            let skipped = try F.decode(bytes, .skip)
            #expect(skipped.rows.strings == skippedRows, "\(bytes)")
            #expect(skipped.rows.lineNumbers == skippedLines, "\(bytes)")
            #expect(skipped.issues.map(\.line) == expectedLines.filter { !skippedLines.contains($0) }, "\(bytes)")
            #expect(F.failure(bytes)?.line == firstBadLine, "\(bytes)")
        }
    }
}
