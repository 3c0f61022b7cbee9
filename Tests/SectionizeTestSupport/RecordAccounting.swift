#if DEBUG || SECTIONIZE_TESTABLE_RELEASE  // see TestSupport.swift
@testable import SectionizeKit
@testable public import SectionizeInput

/// What `RecordReader.read` must give for any bytes, in one place: used by the fuzz target
/// and the replay of its inputs in `swift test` (issues 10 and 21).
public enum RecordAccounting {
    /// The format and encoding the fuzz target reads an input in: the format by the input's
    /// length (CSV, TSV, JSON Lines, vCard), Shift_JIS when the length is divisible by 3.
    public static func fuzzReading(of bytes: [UInt8]) -> (format: RecordFormat, encoding: TextEncoding?) {
        ([RecordFormat.csv, .tsv, .jsonl, .vcard][bytes.count % 4], bytes.count % 3 == 0 ? .shiftJIS : nil)
    }

    /// Violations of the rules for a read: records numbered by their positions (increasing;
    /// 1…n when nothing was skipped), nothing skipped unless the policy is `skip`, and exact
    /// accounting — records out + records skipped = the records ``InputCounts`` finds in the
    /// input (UTF-8 input only, where no invalid sequence can hide a line end).
    public static func violations(
        of input: RecordInput, bytes: [UInt8], format: RecordFormat, encoding: TextEncoding?,
        policy: InvalidInputPolicy
    ) -> [String] {
        var found: [String] = []
        let skipped = input.issues.filter { $0.action == .skipped }.count
        let numbers = input.records.map(\.number)
        if !zip(numbers, numbers.dropFirst()).allSatisfy({ $0 < $1 }) { found.append("record numbers not increasing: \(numbers.prefix(20))") }
        if let first = numbers.first, first < 1 { found.append("record number \(first) < 1") }
        if input.nextNumber - 1 > input.records.count + skipped || input.nextNumber - 1 < input.records.count {
            found.append("next number \(input.nextNumber) after \(input.records.count) records and \(skipped) skipped")
        }
        if skipped == 0, numbers != Array(1..<(input.records.count + 1)) { found.append("records not numbered 1…n: \(numbers.prefix(20))") }
        if policy != .skip, skipped > 0 { found.append("\(skipped) skipped under \(policy)") }
        let utf8 =
            encoding == nil && !bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF])
            && TextEncoding.utf16WithoutByteOrderMark(bytes) == nil
        guard utf8 else { return found }
        let expected: Int?
        switch format {
        case .csv: expected = InputCounts.delimitedRecords(bytes, delimiter: 0x2C, quoting: true)
        case .tsv: expected = InputCounts.delimitedRecords(bytes, delimiter: 0x09, quoting: false)
        case .jsonl: expected = InputCounts.nonBlankLines(bytes)
        case .vcard: expected = InputCounts.vCards(bytes)
        case .lines: expected = InputCounts.nonEmptyLines(bytes)
        }
        if let expected, input.records.count + skipped != expected {
            found.append("\(format): out \(input.records.count) + skipped \(skipped) ≠ in \(expected)")
        }
        return found
    }
}
#endif
