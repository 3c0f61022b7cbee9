public import SectionizeKit

/// The error codes of golden files, declared by the verification module on the core's
/// extensible `SectionizeError.Code`.
extension SectionizeError.Code {
    /// A golden file (`SectionizeVerification.Golden`) is not well formed; the message starts with `FILE:LINE:`.
    public static let malformedGolden = SectionizeError.Code("malformedGolden")
}
