@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// Structured input under the fuzzer (issue 10): the same bytes read as CSV, TSV, JSON Lines
/// and vCard, in UTF-8 and Shift_JIS, under the selector's policy; every record read must be
/// numbered in order and come out of sectioning exactly once.
enum FuzzRecords {
    /// Lines (LF, CRLF or CR ended) with something besides spaces and tabs.
    static func nonBlankLines(_ bytes: [UInt8]) -> Int {
        var count = 0
        var blank = true
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                if !blank { count += 1 }
                blank = true
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else if b != 0x20 && b != 0x09 {
                blank = false
            }
            i += 1
        }
        return blank ? count : count + 1
    }

    static func run(_ bytes: [UInt8], _ selector: FuzzSelector) {
        let format = [RecordFormat.csv, .tsv, .jsonl, .vcard][bytes.count % 4]
        let encoding: TextEncoding? = bytes.count % 3 == 0 ? .shiftJIS : nil
        guard
            let input = try? RecordReader.read(
                bytes, source: "fuzz", format: format, encoding: encoding,
                policy: selector.policy)
        else { return }
        invariant(input.records.map(\.number) == Array(1..<(input.records.count + 1)), "records are numbered 1…n in order")
        // Exact accounting (issue 21): every non-blank JSON line is a record or a reported
        // skip (UTF-8 input, where no invalid sequence can hide a line end).
        if format == .jsonl, encoding == nil, selector.policy == .skip, !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) {
            let skipped = input.issues.filter { $0.action == .skipped }.count
            invariant(input.records.count + skipped == nonBlankLines(bytes), "JSON Lines: out + skipped = in")
        }
        if selector.policy != .skip {
            invariant(!input.issues.contains { $0.action == .skipped }, "nothing is skipped unless asked")
        }
        let index = FuzzIndexes.entry(selector.localeIndex, selector.style).index
        let style = NameStyle(locale: index.locales[0])
        guard let sectioned = try? index.sections(ofRecords: input.records, nameStyle: style) else {
            invariant(false, "sectioning records without a reading provider threw")
            return
        }
        invariant(
            Array(sectioned.sectioned.orderedRowIndexes).sorted() == Array(0..<input.records.count),
            "every record is in exactly one section")
    }
}
