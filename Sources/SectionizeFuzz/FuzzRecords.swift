@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// Structured input under the fuzzer (issue 10): the same bytes read as CSV, TSV, JSON Lines
/// and vCard, in UTF-8 and Shift_JIS, under the selector's policy; every record read must be
/// numbered by its position, every record of the input must be read or reported skipped
/// (issue 21), and every record read must come out of sectioning exactly once.
enum FuzzRecords {
    static func run(_ bytes: [UInt8], _ selector: FuzzSelector) {
        let format = [RecordFormat.csv, .tsv, .jsonl, .vcard][bytes.count % 4]
        let encoding: TextEncoding? = bytes.count % 3 == 0 ? .shiftJIS : nil
        guard
            let input = try? RecordReader.read(
                bytes, source: "fuzz", format: format, encoding: encoding,
                policy: selector.policy)
        else { return }
        let skipped = input.issues.filter { $0.action == .skipped }.count
        let numbers = input.records.map(\.number)
        invariant(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "records are numbered in input order")
        invariant(numbers.first.map { $0 >= 1 } ?? true && input.nextNumber - 1 <= input.records.count + skipped, "numbers are positions")
        if skipped == 0 { invariant(numbers == Array(1..<(input.records.count + 1)), "records are numbered 1…n without skips") }
        // Exact accounting (issue 21): every record of the input, counted by a separate
        // scanner of the format's documented rules (InputCounts), is read or reported
        // skipped. UTF-8 input only, where no invalid sequence can hide a line end.
        let utf8 =
            encoding == nil && !bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF])
            && TextEncoding.utf16WithoutByteOrderMark(bytes) == nil
        if utf8 {
            let expected: Int?
            switch format {
            case .csv: expected = InputCounts.delimitedRecords(bytes, delimiter: 0x2C, quoting: true)
            case .tsv: expected = InputCounts.delimitedRecords(bytes, delimiter: 0x09, quoting: false)
            case .jsonl: expected = InputCounts.nonBlankLines(bytes)
            case .vcard: expected = InputCounts.vCards(bytes)
            case .lines: expected = nil
            }
            if let expected {
                invariant(
                    input.records.count + skipped == expected,
                    "\(format): out \(input.records.count) + skipped \(skipped) = in \(expected)")
            }
        }
        if selector.policy != .skip {
            invariant(!input.issues.contains { $0.action == .skipped }, "nothing is skipped unless asked")
        }
        let index = FuzzIndexes.entry(selector.localeIndex, selector.style).index
        let style = NameStyle(locale: index.locales[0])
        guard let sectioned = try? index.sections(ofRecords: input.records, style: style) else {
            invariant(false, "sectioning records without a reading provider threw")
            return
        }
        invariant(
            Array(sectioned.sectioned.orderedRowIndexes).sorted() == Array(0..<input.records.count),
            "every record is in exactly one section")
    }
}
