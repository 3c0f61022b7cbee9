import Glibc
import Testing
@testable import SectionizeKit
@testable import SectionizeInput

/// Memory bounded by the rows kept, not by the bytes read (issue 31): every replacement and
/// skipped line is counted, the first `listedIssueLimit` listed; a line longer than
/// `maximumLineLength` (16 MiB, documented in `InputDecoder`) fails under every policy.
@Suite("Input decoding: limits")
struct InputDecoderLimitTests {
    typealias F = InputFixtures
    static let limit = 16 << 20

    @Test("The documented limits: 16 MiB per line, 1,000 issues listed")
    func documentedLimits() {
        #expect(InputDecoder.maximumLineLength == 16_777_216)
        #expect(InputDecoder.listedIssueLimit == 1000)
    }

    @Test("5,000 lone 0xFF bytes under replace: 5,000 counted, the first 1,000 listed in order, 5,000 U+FFFD in the rows")
    func replacementsCountedNotAllListed() throws {
        // 0xFF never occurs in UTF-8 (Unicode Table 3-7): each byte is one maximal subpart.
        let bytes = [UInt8]((0..<1000).flatMap { _ in [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x0A] })
        let decoded = try InputDecoder.decode(bytes, source: F.source, policy: .replace)
        #expect(decoded.replacedCount == 5000)
        #expect(decoded.skippedCount == 0)
        #expect(decoded.issues.count == 1000)
        #expect(decoded.unlistedIssueCount == 4000)
        #expect(decoded.issues.first == InputIssue(line: 1, byteOffset: 0, kind: .invalidUTF8, action: .replaced))
        #expect(decoded.issues.last == InputIssue(line: 200, byteOffset: 199 * 6 + 4, kind: .invalidUTF8, action: .replaced))
        #expect(decoded.rows.count == 1000)
        #expect(decoded.rows.utf8.count == 5000 * 3)
    }

    @Test("3,000 bad lines under skip: 3,000 counted, 1,000 listed; the good lines kept")
    func skipsCountedNotAllListed() throws {
        let bytes = [UInt8]((0..<3000).flatMap { _ in [0x61, 0x00, 0x0A, 0x62, 0x0A] })
        let decoded = try InputDecoder.decode(bytes, source: F.source, policy: .skip)
        #expect(decoded.skippedCount == 3000)
        #expect(decoded.issues.count == 1000)
        #expect(decoded.issues[999] == InputIssue(line: 1999, byteOffset: 999 * 5 + 1, kind: .nulByte, action: .skipped))
        #expect(decoded.rows.count == 3000)
    }

    @Test("UTF-16 replacements are counted and capped the same way")
    func utf16Capped() throws {
        let bytes = F.utf16(units: Array(repeating: 0xD800, count: 1500) + [0x0A, 0x61], bigEndian: false)
        let decoded = try InputDecoder.decode(bytes, source: F.source, policy: .replace)
        #expect(decoded.replacedCount == 1500)
        #expect(decoded.issues.count == 1000)
    }

    @Test(
        "A line of exactly 16 MiB is a row; one byte more fails under every policy, naming the line and the first byte past the limit",
        arguments: InvalidInputPolicy.allCases)
    func lineLimit(policy: InvalidInputPolicy) throws {
        let prefix = F.utf8("Anna\n")
        let exact = prefix + [UInt8](repeating: 0x61, count: Self.limit) + [0x0A]
        #expect(try InputDecoder.decode(exact, source: F.source, policy: policy).rows.count == 2)
        for tail: [UInt8] in [[0x61], [0x61, 0x0A, 0x62], [0x61, 0x00, 0x0A]] {
            let long = prefix + [UInt8](repeating: 0x61, count: Self.limit) + tail
            let message = "\(F.source):2: line longer than 16 MiB (16777216 bytes) at file offset \(5 + Self.limit); not a list of names?"
            #expect(throws: SectionizeError.self) { try InputDecoder.decode(long, source: F.source, policy: policy) }
            do {
                _ = try InputDecoder.decode(long, source: F.source, policy: policy)
            } catch {
                #expect(error.code == .invalidData)
                #expect(error.message == message)
                #expect(error.line == 2 && error.byteOffset == 5 + Self.limit)
            }
        }
    }

    @Test(
        "Under replace and skip, a line of NULs past the limit fails at the limit, not at its first NUL",
        arguments: [InvalidInputPolicy.replace, .skip])
    func nulLinePastLimit(policy: InvalidInputPolicy) {
        let bytes = [UInt8](repeating: 0, count: Self.limit + 1)
        do {
            _ = try InputDecoder.decode(bytes, source: F.source, policy: policy)
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("\(F.source):1: line longer than 16 MiB"))
            #expect(error.byteOffset == Self.limit)
        }
        // Under fail the first NUL comes first.
        #expect(throws: SectionizeError.self) { try InputDecoder.decode(bytes, source: F.source, policy: .fail) }
    }

    @Test("A UTF-16 line past the limit fails the same way")
    func utf16LineLimit() {
        let bytes = F.utf16(units: Array(repeating: 0x61, count: Self.limit / 2 + 1), bigEndian: true)
        do {
            _ = try InputDecoder.decode(bytes, source: F.source, policy: .replace)
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("\(F.source):1: line longer than 16 MiB"))
            #expect(error.byteOffset == 2 + Self.limit)
        }
    }

    @Test("InputReader stops reading /dev/zero a few bytes past the line limit, and the decoder reports line 1")
    func readerStopsAtLimit() throws {
        let bytes = try InputReader.read(path: "/dev/zero", stoppingAtInvalidUTF8: false, maximumLineLength: Self.limit)
        #expect(bytes.count > Self.limit && bytes.count <= Self.limit + 8)
        #expect(throws: SectionizeError.self) { try InputDecoder.decode(bytes, source: "/dev/zero", policy: .replace) }
    }
}
