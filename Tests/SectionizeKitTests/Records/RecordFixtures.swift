@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Helpers for the structured-input tests.
enum RecordFixtures {
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Reads `text` (UTF-8) in `format`.
    static func read(
        _ text: String, _ format: RecordFormat, fields: RecordFields = RecordFields(),
        policy: InvalidInputPolicy = .fail
    ) throws -> RecordInput {
        try RecordReader.read(utf8(text), source: "in", format: format, fields: fields, policy: policy)
    }

    /// Reads bytes in `format` and `encoding`.
    static func read(
        bytes: [UInt8], _ format: RecordFormat, encoding: TextEncoding?, fields: RecordFields = RecordFields(),
        policy: InvalidInputPolicy = .fail
    ) throws -> RecordInput {
        try RecordReader.read(bytes, source: "in", format: format, fields: fields, encoding: encoding, policy: policy)
    }

    /// The invalid-data ``SectionizeError`` a read throws, if any.
    static func inputError(_ body: () throws -> Any) -> SectionizeError? {
        do { _ = try body(); return nil } catch let error as SectionizeError where error.code == .invalidData { return error } catch { return nil }
    }

    /// Section title → display names, for the non-empty sections, in order.
    static func titled(_ sectioned: SectionedRecords) -> [String] {
        let rows = sectioned.sectioned
        return rows.nonEmptySections.map { s in
            rows.title(of: s) + ": " + rows.rowIndexes(in: s).map { rows.rows[$0] }.joined(separator: " | ")
        }
    }
}
