@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// Structured input under the fuzzer (issue 10): the same bytes read as CSV, TSV, JSON Lines
/// and vCard, in UTF-8 and Shift_JIS, under the selector's policy; every record read must be
/// numbered in order and come out of sectioning exactly once.
enum FuzzRecords {
    static func run(_ bytes: [UInt8], _ selector: FuzzSelector) {
        let format = [RecordFormat.csv, .tsv, .jsonl, .vcard][bytes.count % 4]
        let encoding: TextEncoding? = bytes.count % 3 == 0 ? .shiftJIS : nil
        guard
            let input = try? RecordReader.read(
                bytes, source: "fuzz", format: format, encoding: encoding,
                policy: selector.policy)
        else { return }
        invariant(input.records.map(\.number) == Array(1..<(input.records.count + 1)), "records are numbered 1…n in order")
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
