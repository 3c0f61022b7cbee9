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
        let (format, encoding) = RecordAccounting.fuzzReading(of: bytes)
        guard
            let input = try? RecordReader.read(
                bytes, source: "fuzz", format: format, encoding: encoding,
                policy: selector.policy)
        else { return }
        // Numbers are positions, nothing is skipped unless asked, and out + skipped = in
        // (issue 21), counted by InputCounts' separate scanners.
        let violations = RecordAccounting.violations(of: input, bytes: bytes, format: format, encoding: encoding, policy: selector.policy)
        invariant(violations.isEmpty, violations.joined(separator: "; "))
        let index = FuzzIndexes.entry(selector.localeIndex, selector.style).index
        let style = NameStyle(locale: index.resolvedLocales[0])
        guard let sectioned = try? index.sections(ofRecords: input.records, nameStyle: style) else {
            invariant(false, "sectioning records without a reading provider threw")
            return
        }
        invariant(
            Array(sectioned.sectioned.orderedRowIndexes).sorted() == Array(0..<input.records.count),
            "every record is in exactly one section")
    }
}
