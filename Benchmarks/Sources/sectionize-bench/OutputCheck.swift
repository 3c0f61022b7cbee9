// OutputCheck.swift: byte-for-byte comparison of two peers' outputs, line by line.

import Foundation

/// How one output differs from the reference.
struct OutputComparison: Sendable {
    /// Lines in each file.
    var referenceLines: Int
    var otherLines: Int
    /// Positions (0-based line numbers up to the longer file) whose lines differ.
    var mismatches: Int
    /// The first differing line: its 1-based number and both texts (`nil` past a file's end).
    var firstDifference: (line: Int, reference: String?, other: String?)?

    var isIdentical: Bool { mismatches == 0 }
}

/// Compares two files line by line.
///
/// - Returns: `nil` if either file cannot be read.
func compareOutputs(reference: String, other: String) -> OutputComparison? {
    guard let a = FileManager.default.contents(atPath: reference),
        let b = FileManager.default.contents(atPath: other)
    else { return nil }
    let linesA = lineRanges(a)
    let linesB = lineRanges(b)
    if a == b {
        return OutputComparison(referenceLines: linesA.count, otherLines: linesB.count, mismatches: 0)
    }
    var result = OutputComparison(referenceLines: linesA.count, otherLines: linesB.count, mismatches: 0)
    for i in 0..<max(linesA.count, linesB.count) {
        let lineA = i < linesA.count ? a[linesA[i]] : nil
        let lineB = i < linesB.count ? b[linesB[i]] : nil
        if lineA != lineB {
            result.mismatches += 1
            if result.firstDifference == nil {
                result.firstDifference = (i + 1, lineA.map(shortText), lineB.map(shortText))
            }
        }
    }
    return result
}

/// The byte ranges of a file's lines, without their "\n".
private func lineRanges(_ data: Data) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var start = 0
        for i in 0..<bytes.count where bytes[i] == 0x0A {
            ranges.append(start..<i)
            start = i + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
    }
    return ranges.map { ($0.lowerBound + data.startIndex)..<($0.upperBound + data.startIndex) }
}

/// A line for a report: UTF-8 decoded, tabs shown as `⇥`, at most 100 characters.
private func shortText(_ bytes: Data) -> String {
    let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\t", with: "⇥")
    return text.count > 100 ? String(text.prefix(97)) + "..." : text
}
