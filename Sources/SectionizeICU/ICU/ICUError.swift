internal import CICU

/// An error code reported by ICU (a `UErrorCode` greater than zero).
///
/// Negative codes are warnings and count as success; ``check(_:)`` throws only for errors.
package struct ICUError: Error, Equatable, CustomStringConvertible {
    /// ICU's `UErrorCode` value.
    package var code: Int32

    /// `U_ILLEGAL_ARGUMENT_ERROR`.
    package static let illegalArgument = ICUError(code: 1)
    /// `U_MISSING_RESOURCE_ERROR`: ICU has no data for what was asked.
    package static let missingResource = ICUError(code: 2)
    /// `U_BUFFER_OVERFLOW_ERROR`: a caller's buffer was too small.
    package static let bufferOverflow = ICUError(code: 15)

    /// Throws when `status` is an error (> 0).
    package static func check(_ status: Int32) throws(ICUError) {
        if status > 0 { throw ICUError(code: status) }
    }

    /// The error for a call that returned no handle: `status` if it is an error, else
    /// ``illegalArgument`` (ICU returns `NULL` with a warning only for bad arguments).
    package static func failedOpen(_ status: Int32) -> ICUError {
        status > 0 ? ICUError(code: status) : .illegalArgument
    }

    /// ICU's name for the code (`u_errorName`), such as `U_ILLEGAL_ARGUMENT_ERROR`.
    package var name: String { String(cString: cicu_error_name(code)) }

    package var description: String { name }
}
