public import SectionizeKit

/// The error codes of reading input (files, rows, records), declared by the input module on
/// the core's extensible `SectionizeError.Code`.
extension SectionizeError.Code {
    /// The input's bytes are not valid text under the policy in force (ill-formed UTF-8
    /// or UTF-16, a NUL byte).
    public static let invalidData = SectionizeError.Code("invalidData")
    /// The input path does not exist (`ENOENT`, or `ENOTDIR` for a path through a
    /// non-directory).
    public static let fileNotFound = SectionizeError.Code("fileNotFound")
    /// The input path is a directory.
    public static let isDirectory = SectionizeError.Code("isDirectory")
    /// The input exists but may not be read (`EACCES`, `EPERM`).
    public static let unreadable = SectionizeError.Code("unreadable")
    /// Opening or reading the input failed for another reason (an I/O error, for example).
    public static let readFailed = SectionizeError.Code("readFailed")
}
