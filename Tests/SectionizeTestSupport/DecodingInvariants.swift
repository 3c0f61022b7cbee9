#if DEBUG || SECTIONIZE_TESTABLE_RELEASE  // see TestSupport.swift
@testable public import SectionizeKit
@testable public import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// What `InputDecoder.decode` must give for any bytes, in one place: used by the fuzz target
/// and the replay of its inputs in `swift test`.
public enum DecodingInvariants {
    /// Violations of the rules for a decoding error: it is only possible under `fail`, it is
    /// an invalid-data error naming a line of `source`, and its byte offset points into the
    /// input.
    public static func violations(
        of error: SectionizeError, bytes: [UInt8], source: String,
        policy: InvalidInputPolicy
    ) -> [String] {
        var found: [String] = []
        // Under replace and skip only a line past InputDecoder.maximumLineLength may throw.
        let tooLong = error.message.hasPrefix("\(source):\(error.line ?? 0): line longer than ")
        if policy != .fail && !tooLong { found.append("decoding threw under \(policy): \(error.message)") }
        if error.code != .invalidData { found.append("unexpected error code \(error.code)") }
        if (error.line ?? 0) < 1 { found.append("error without a line: \(error.message)") }
        let offset = error.byteOffset ?? -1
        if !(offset >= 0 && offset < bytes.count) { found.append("error offset \(offset) outside 0..<\(bytes.count)") }
        if !error.message.hasPrefix("\(source):\(error.line ?? 0): ") { found.append("message \(error.message)") }
        return found
    }

    /// Violations of the rules for decoded rows: the row offsets span the bytes; rows are
    /// non-empty, well-formed UTF-8 without LF, CR or NUL, on increasing lines; the issues
    /// match the policy and are in input order.
    public static func violations(of decoded: DecodedInput, policy: InvalidInputPolicy, limit: Int = 10) -> [String] {
        var found: [String] = []
        func fail(_ message: @autoclosure () -> String) { if found.count < limit { found.append(message()) } }
        let rows = decoded.rows
        guard rows.offsets.count == rows.count + 1 && rows.offsets.first == 0 && rows.offsets.last == rows.utf8.count else {
            return ["row offsets do not span the bytes"]
        }
        var previousLine = 0
        for i in 0..<rows.count {
            if rows.offsets[i] >= rows.offsets[i + 1] { fail("row \(i) is empty") }
            if rows.lineNumbers[i] <= previousLine { fail("row \(i) is on line \(rows.lineNumbers[i]) after line \(previousLine)") }
            previousLine = rows.lineNumbers[i]
            rows.withUTF8(i) { row in
                if row.contains(0x0A) || row.contains(0x0D) || row.contains(0x00) { fail("row \(i) holds LF, CR or NUL") }
                if String(validating: row, as: UTF8.self) == nil { fail("row \(i) is not well-formed UTF-8") }
            }
        }
        if decoded.issues.count > InputDecoder.listedIssueLimit { fail("\(decoded.issues.count) issues listed") }
        if decoded.replacedCount != decoded.issues.count(where: { $0.action == .replaced }) && decoded.unlistedIssueCount == 0 {
            fail("replacedCount \(decoded.replacedCount) with every issue listed")
        }
        switch policy {
        case .fail: if !decoded.issues.isEmpty || decoded.replacedCount + decoded.skippedCount > 0 { fail("issues under fail") }
        case .replace: if !decoded.issues.allSatisfy({ $0.action == .replaced }) { fail("a non-replacement under replace") }
        case .skip: if !decoded.issues.allSatisfy({ $0.action == .skipped }) { fail("a non-skip under skip") }
        }
        if !zip(decoded.issues, decoded.issues.dropFirst()).allSatisfy({ ($0.byteOffset ?? 0) < ($1.byteOffset ?? 0) }) {
            fail("issues out of order")
        }
        return found
    }
}
#endif
