internal import SectionizeKit
extension SectionizeError {
    /// The error for invalid input under ``InvalidInputPolicy/fail``:
    /// `SOURCE:LINE: invalid UTF-8 at file offset N` (or `NUL byte`, `invalid UTF-16`), with code
    /// ``Code/invalidData``.
    static func invalidInput(_ kind: InputIssue.Kind, source: String, line: Int, byteOffset: Int) -> SectionizeError {
        SectionizeError(
            .invalidData, "\(source):\(line): \(kind) at file offset \(byteOffset)",
            source: source, line: line, byteOffset: byteOffset)
    }
}
