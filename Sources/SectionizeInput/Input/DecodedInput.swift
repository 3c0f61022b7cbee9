public import SectionizeKit
/// The result of ``InputDecoder/decode(_:source:policy:)``: the rows, and what was replaced
/// or skipped on the way.
public struct DecodedInput: Sendable, Equatable {
    /// The rows, in input order, each with its source line number.
    public var rows: RowBuffer
    /// Every replacement or skipped line, in input order; empty under ``InvalidInputPolicy/fail``.
    public var issues: [InputIssue]

    /// Creates a decoded input.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - issues: What was replaced or skipped.
    public init(rows: RowBuffer, issues: [InputIssue] = []) {
        self.rows = rows
        self.issues = issues
    }
}
