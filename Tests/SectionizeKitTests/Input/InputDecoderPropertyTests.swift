import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Whole-input properties: every row comes out exactly once, in order, whatever the encoding
/// and line ends; large inputs work. Expected values come from the generator itself.
@Suite("Input decoding: round trips and large inputs")
struct InputDecoderPropertyTests {
    typealias F = InputFixtures

    @Test(
        "Random valid rows joined with random line ends and blank lines decode to exactly those rows, each once, in order (2000 cases, UTF-8 ± BOM, UTF-16LE/BE)"
    )
    func roundTrip() throws {
        var rng = InputTestRNG(seed: 2024)
        let ends = ["\n", "\r\n", "\r"]
        for iteration in 0..<2000 {
            var text = ""
            var rows: [String] = []
            var lineNumbers: [Int] = []
            let lineCount = Int.random(in: 0...30, using: &rng)
            for line in 1...max(1, lineCount) where lineCount > 0 {
                let blank = rng.oneIn(5)
                let content = blank ? "" : F.randomRow(&rng)
                var end = ends.randomElement(using: &rng)!
                // A CR line end followed by an empty line with an LF line end would read as CRLF.
                if blank && text.utf8.last == 0x0D && end == "\n" { end = "\r" }
                if line == lineCount && !blank && rng.oneIn(2) { end = "" }
                if !blank {
                    // Tag each row with its line so the exactly-once check below is meaningful.
                    rows.append("\(line):" + content)
                    lineNumbers.append(line)
                }
                text += (blank ? "" : "\(line):" + content) + end
            }
            let bytes: [UInt8]
            switch iteration % 4 {
            case 0: bytes = F.utf8(text)
            case 1: bytes = [0xEF, 0xBB, 0xBF] + F.utf8(text)
            case 2: bytes = F.utf16(text, bigEndian: false)
            default: bytes = F.utf16(text, bigEndian: true)
            }
            let policy = InvalidInputPolicy.allCases[iteration % 3]
            let decoded = try F.decode(bytes, policy)
            #expect(decoded.issues.isEmpty)
            #expect(decoded.rows.strings == rows, "case \(iteration)")
            #expect(decoded.rows.lineNumbers == lineNumbers, "case \(iteration)")
            // Exactly once: the same multiset of rows, and no row duplicated or lost.
            var counts: [String: Int] = [:]
            for row in rows { counts[row, default: 0] += 1 }
            for row in decoded.rows { counts[row, default: 0] -= 1 }
            #expect(counts.values.allSatisfy { $0 == 0 }, "case \(iteration)")
            #expect(decoded.rows.utf8 == F.utf8(rows.joined()), "case \(iteration)")
        }
    }

    @Test("A 10 MB line without a line end is one row with the same bytes")
    func tenMegabyteLine() throws {
        var bytes = [UInt8](repeating: 0x61, count: 10_000_000)
        for i in stride(from: 0, to: bytes.count - 2, by: 1000) { bytes[i] = 0xC3; bytes[i + 1] = 0xA9 }
        let decoded = try F.decode(bytes)
        #expect(decoded.rows.count == 1)
        #expect(decoded.rows.utf8 == bytes)
        #expect(decoded.rows.offsets == [0, bytes.count])
    }

    @Test("A 10 MB line that ends in an invalid byte, under replace, keeps its prefix and gains one U+FFFD")
    func tenMegabyteLineReplaced() throws {
        let bytes = [UInt8](repeating: 0x20, count: 10_000_000) + [0xFF, 0x0D, 0x0A, 0x61]
        let decoded = try F.decode(bytes, .replace)
        #expect(decoded.rows.count == 2)
        #expect(decoded.rows.utf8 == [UInt8](repeating: 0x20, count: 10_000_000) + [0xEF, 0xBF, 0xBD, 0x61])
        #expect(decoded.issues == [InputIssue(line: 1, byteOffset: 10_000_000, kind: .invalidUTF8, action: .replaced)])
    }

    @Test("Valid UTF-8 handed over by its last reference is compacted in place: the rows use the input's storage")
    func reusesInputStorage() throws {
        var bytes: [UInt8] = []
        for i in 0..<100_000 { bytes += F.utf8("name \(i)\n") }
        let before = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let decoded = try InputDecoder.decode(consume bytes, source: "n")
        let after = decoded.rows.utf8.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(after == before)
        #expect(decoded.rows.count == 100_000)
        #expect(decoded.rows[99_999] == "name 99999")
    }

    @Test("Under replace, U+FFFD is written in place when removed line ends left room: the input's storage is reused")
    func replacementInPlace() throws {
        var bytes = [UInt8](repeating: 0x0A, count: 100) + F.utf8("A") + [0xFF, 0xC0, 0x80] + F.utf8("B\r\nC")
        bytes.reserveCapacity(bytes.count)
        let before = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let decoded = try InputDecoder.decode(consume bytes, source: "n", policy: .replace)
        #expect(decoded.rows.utf8.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == before)
        #expect(decoded.rows.strings == ["A\u{FFFD}\u{FFFD}\u{FFFD}B", "C"])
        #expect(decoded.rows.lineNumbers == [101, 102])
        #expect(decoded.issues.map(\.byteOffset) == [101, 102, 103])
    }

    @Test("Under replace, running out of room in the middle of a row moves to a separate array with the row intact")
    func replacementSpillsMidRow() throws {
        // Three removed LFs leave room for one U+FFFD in place; the second one spills.
        let bytes = F.utf8("\n\n\nA") + [0xFF, 0xFF, 0xFF, 0xFF] + F.utf8("B\nC")
        let decoded = try F.decode(bytes, .replace)
        #expect(decoded.rows.strings == ["A\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}B", "C"])
        #expect(decoded.rows.offsets == [0, 14, 15])
        #expect(decoded.issues.map(\.byteOffset) == [4, 5, 6, 7])
    }

    @Test("A caller that keeps its array still sees it unchanged (copy on write)")
    func callerArrayIsUnchanged() throws {
        let bytes = F.utf8("a\nb\r\nc")
        let decoded = try F.decode(bytes)
        #expect(decoded.rows.utf8 == F.utf8("abc"))
        #expect(bytes == F.utf8("a\nb\r\nc"))
    }
}
