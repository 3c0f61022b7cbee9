internal import SectionizeKit
/// What ``InputDecoder`` does with input it cannot take as text: ill-formed UTF-8 or UTF-16,
/// and NUL characters.
///
/// Whatever the policy, every line of the input is accounted for: it becomes a row, or the
/// decoding fails with an `SectionizeError` naming the line and byte, or it is counted in
/// ``DecodedInput/skippedCount`` (the first ``InputDecoder/listedIssueLimit`` issues are
/// listed in ``DecodedInput/issues``). A line longer than ``InputDecoder/maximumLineLength``
/// fails under every policy.
public enum InvalidInputPolicy: String, Sendable, CaseIterable, Codable {
    /// Stop at the first invalid byte with an `SectionizeError` (code `SectionizeError/Code/invalidData`).
    /// The default.
    case fail
    /// Replace each maximal invalid subpart (and each NUL) with U+FFFD REPLACEMENT CHARACTER,
    /// the way Swift's `String(decoding:as:)` does, and count each replacement (listing the
    /// first ones as ``InputIssue``s with ``InputIssue/Action/replaced``).
    case replace
    /// Drop every line that holds invalid input and report it, with its line number and the
    /// offset of its first invalid byte, as an ``InputIssue`` with ``InputIssue/Action/skipped``.
    case skip
}
