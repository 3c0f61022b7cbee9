import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// Failures of the command line tool, each with its `sysexits.h` code. Exit codes live
/// here only: the library reports a ``SectionizeError`` code, and this maps it.
enum CLIError: Error, CustomStringConvertible {
    /// Bad usage: EX_USAGE (64).
    case usage(String)
    /// A failure the library reported; its code decides the exit status.
    case library(SectionizeError)
    /// Output could not be written: EX_IOERR (74).
    case write(String)

    var description: String {
        switch self {
        case .usage(let message): message
        case .library(let error)
        where (error.code == .unknownLocale || error.code == .malformedLocale) && error.suggestions.isEmpty:
            "\(error.description) ('sectionize locales' lists the locale IDs)"
        case .library(let error): error.description
        case .write(let message): "write error: \(message)"
        }
    }

    /// The `sysexits.h` statuses the tool exits with (besides 0, and 1 for a failed check).
    enum Status {
        /// EX_USAGE: bad usage.
        static let usage: Int32 = 64
        /// EX_DATAERR: invalid input data.
        static let dataError: Int32 = 65
        /// EX_NOINPUT: an input that is missing, a directory or unreadable.
        static let noInput: Int32 = 66
        /// EX_UNAVAILABLE: a service the run needs is not installed (MeCab).
        static let unavailable: Int32 = 69
        /// EX_SOFTWARE: an internal (ICU) failure.
        static let software: Int32 = 70
        /// EX_CANTCREAT: an output file that must not or cannot be created or replaced.
        static let cannotCreate: Int32 = 73
        /// EX_IOERR: reading or writing failed.
        static let ioError: Int32 = 74
        /// EX_TEMPFAIL: a temporary failure (a database locked by another connection); try again.
        static let tempFail: Int32 = 75
    }

    var exitCode: Int32 {
        switch self {
        case .usage: Status.usage
        case .library(let error): Self.exitCode(for: error.code)
        case .write: Status.ioError
        }
    }

    /// The `sysexits.h` status for a library error code: 64 (EX_USAGE) for a bad locale or
    /// option, 65 (EX_DATAERR) for invalid input data, 66 (EX_NOINPUT) for an input that is
    /// missing, a directory or unreadable, 74 (EX_IOERR) for a failed read, 69
    /// (EX_UNAVAILABLE) for readings whose provider is not installed (MeCab), and 70
    /// (EX_SOFTWARE) for an ICU failure or any code this version does not know.
    static func exitCode(for code: SectionizeError.Code) -> Int32 {
        switch code {
        case .malformedLocale, .unknownLocale, .invalidOption: Status.usage
        case .invalidData, .malformedGolden: Status.dataError
        case .fileNotFound, .isDirectory, .unreadable: Status.noInput
        case .readFailed: Status.ioError
        case .readingsUnavailable: Status.unavailable
        default: Status.software
        }
    }

    /// Prints the message to standard error and returns the exit status for the command to
    /// throw (`catch { throw error.reported() }`), as swift-argument-parser's commands do.
    func reported() -> ExitCode {
        StandardError.write("sectionize: \(description)\n")
        return ExitCode(exitCode)
    }
}
