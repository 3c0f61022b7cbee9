public import SectionizeKit
/// The result of ``InputDecoder/decode(_:source:policy:)``: the rows, and what was replaced
/// or skipped on the way.
///
/// Replacements and skipped lines are counted exactly; the first
/// ``InputDecoder/listedIssueLimit`` of them are listed in ``issues`` with their lines and
/// offsets. Garbage yields about one issue per input byte, so a list of every one would cost
/// memory in proportion to the bytes read rather than to the rows kept.
public struct DecodedInput: Sendable, Equatable {
    /// The rows, in input order, each with its source line number.
    public var rows: RowBuffer
    /// The first ``InputDecoder/listedIssueLimit`` replacements or skipped lines, in input
    /// order; empty under ``InvalidInputPolicy/fail``.
    public var issues: [InputIssue]
    /// How many invalid subparts were replaced by U+FFFD (listed or not).
    public var replacedCount: Int
    /// How many lines were skipped (listed or not).
    public var skippedCount: Int

    /// The issues that are not in ``issues``: `replacedCount + skippedCount - issues.count`.
    public var unlistedIssueCount: Int { replacedCount + skippedCount - issues.count }

    /// Creates a decoded input whose issues are all listed.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - issues: What was replaced or skipped; the counts are taken from it.
    public init(rows: RowBuffer, issues: [InputIssue] = []) {
        self.init(
            rows: rows, issues: issues, replacedCount: issues.count { $0.action == .replaced },
            skippedCount: issues.count { $0.action == .skipped })
    }

    /// Creates a decoded input with counts that may exceed the issues listed.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - issues: The first issues, in input order.
    ///   - replacedCount: Every replacement, listed or not.
    ///   - skippedCount: Every skipped line, listed or not.
    public init(rows: RowBuffer, issues: [InputIssue], replacedCount: Int, skippedCount: Int) {
        self.rows = rows
        self.issues = issues
        self.replacedCount = replacedCount
        self.skippedCount = skippedCount
    }
}

/// Issues as a decoder finds them: all counted, the first ``InputDecoder/listedIssueLimit``
/// kept.
struct IssueTally {
    var listed: [InputIssue] = []
    var replaced = 0
    var skipped = 0

    mutating func add(_ issue: InputIssue) {
        if issue.action == .skipped { skipped &+= 1 } else { replaced &+= 1 }
        if listed.count < InputDecoder.listedIssueLimit { listed.append(issue) }
    }

    func decoded(_ rows: RowBuffer) -> DecodedInput {
        DecodedInput(rows: rows, issues: listed, replacedCount: replaced, skippedCount: skipped)
    }
}
