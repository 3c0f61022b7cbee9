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

    /// The error for a line longer than ``InputDecoder/maximumLineLength``, under every
    /// policy: `SOURCE:LINE: line longer than 16 MiB (16777216 bytes) at file offset N`, where
    /// `N` is the offset of the line's first byte past the limit; code ``Code/invalidData``.
    static func lineTooLong(source: String, line: Int, byteOffset: Int) -> SectionizeError {
        let limit = InputDecoder.maximumLineLength
        return SectionizeError(
            .invalidData,
            "\(source):\(line): line longer than \(limit >> 20) MiB (\(limit) bytes) at file offset \(byteOffset); not a list of names?",
            source: source, line: line, byteOffset: byteOffset)
    }
}
