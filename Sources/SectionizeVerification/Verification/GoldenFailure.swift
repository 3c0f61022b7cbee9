internal import SectionizeKit
internal import SectionizeInput
internal import SectionizeICU
/// One expectation of a ``Golden`` that does not hold, located in the file.
///
/// ``description`` is the readable form `sv.golden:14: "Åberg": expected in Å, got A`.
public struct GoldenFailure: Sendable, Hashable, CustomStringConvertible {
    /// What kind of expectation failed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A row is in another section than the golden says.
        case rowSection
        /// Rows of a section are in another order than the golden says.
        case rowOrder
        /// A section of the golden is not in the result.
        case missingSection
        /// The result has a section the golden does not list.
        case extraSection
        /// The index bar's titles differ.
        case indexTitles
        /// An index-bar title scrolls to another section.
        case indexJumps
        /// The index bar is shown where the golden says hidden, or the other way round.
        case indexVisibility
        /// The condensed index bar differs.
        case indexCondensed
        /// A golden of records and its input disagree on a record: the golden's key is not in
        /// the input, the input has a record the golden does not list, or the record is shown
        /// by another name now.
        case record
        /// The golden was recorded with other ICU/CLDR/Unicode versions (only a failure with
        /// `strictVersions`).
        case versions
    }

    /// What kind of expectation failed.
    public var kind: Kind
    /// The golden's name, as given to the parser.
    public var source: String
    /// The lines of the golden the expectation is on.
    public var lines: ClosedRange<Int>
    /// The rows concerned, if any.
    public var rows: [String]
    /// What the golden expects, one item per element: a section title, the rows of a
    /// section in order, index titles, `title→section` jumps; empty where the golden expects
    /// nothing (an extra section, a record the golden does not list).
    public var expected: [String]
    /// What the result has, in the items of ``expected``; empty where the result has nothing
    /// (a missing section or record).
    public var actual: [String]
    /// The explanation, without location.
    public var message: String
    /// When the golden was recorded with other ICU/CLDR versions: which, so a reader knows
    /// the failure may be a data change rather than a bug.
    public var versionNote: String?

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: What failed.
    ///   - source: The golden's name.
    ///   - lines: The lines concerned.
    ///   - rows: The rows concerned.
    ///   - expected: The expectation, item by item (empty: nothing expected).
    ///   - actual: The result, item by item (empty: nothing there).
    ///   - message: The explanation.
    ///   - versionNote: The version difference, if any.
    public init(
        kind: Kind, source: String, lines: ClosedRange<Int>, rows: [String] = [], expected: [String], actual: [String],
        message: String, versionNote: String? = nil
    ) {
        self.kind = kind
        self.source = source
        self.lines = lines
        self.rows = rows
        self.expected = expected
        self.actual = actual
        self.message = message
        self.versionNote = versionNote
    }

    /// `SOURCE:LINE: message` (or `SOURCE:FIRST-LAST:`), with the version note in brackets.
    public var description: String {
        let location = lines.lowerBound == lines.upperBound ? "\(lines.lowerBound)" : "\(lines.lowerBound)-\(lines.upperBound)"
        let note = versionNote.map { " [\($0)]" } ?? ""
        return "\(source):\(location): \(message)\(note)"
    }
}

/// The outcome of verifying one ``Golden``: how many expectations hold, which fail, and the
/// golden as the current result would record it.
public struct GoldenVerification: Sendable {
    /// The golden's name.
    public var source: String
    /// The number of expectations that hold.
    public var passedCount: Int
    /// The expectations that fail, in file order.
    public var failures: [GoldenFailure]
    /// The versions the golden was recorded with.
    public var recordedVersions: GoldenVersions
    /// The versions this process runs on.
    public var runningVersions: GoldenVersions
    /// `recorded with ICU 71.1, CLDR 41.0; running ICU 72.1, CLDR 42.0` when the stated
    /// versions differ from the running ones, else `nil`.
    public var versionNote: String?
    /// The line stating the first differing version (for warnings).
    public var versionLine: Int?
    /// The golden re-recorded from the current result: same rows, comments and
    /// configuration, the current sections, order, index bar and versions (`--update`).
    public var updated: Golden

    /// Whether every expectation holds.
    public var holds: Bool { failures.isEmpty }
    /// The number of expectations that fail.
    public var failedCount: Int { failures.count }
}
