/// An error code reported by ICU (a `UErrorCode` greater than zero).
///
/// Negative codes are warnings and count as success; ``check(_:)`` throws only for errors.
struct ICUError: Error, Equatable, CustomStringConvertible {
    /// ICU's `UErrorCode` value.
    var code: Int32

    /// U_ILLEGAL_ARGUMENT_ERROR
    static let illegalArgument: Int32 = 1
    /// U_MISSING_RESOURCE_ERROR
    static let missingResource: Int32 = 2
    /// U_BUFFER_OVERFLOW_ERROR
    static let bufferOverflow: Int32 = 15
    /// U_USING_DEFAULT_WARNING
    static let usingDefaultWarning: Int32 = -127

    /// Throws when `status` is an error (> 0).
    static func check(_ status: Int32) throws(ICUError) {
        if status > 0 { throw ICUError(code: status) }
    }

    var description: String { "ICU error \(code)" }
}
