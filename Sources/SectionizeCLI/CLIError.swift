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

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .library(let error): Self.exitCode(for: error.code)
        case .write: 74
        }
    }

    /// The `sysexits.h` status for a library error code: 64 (EX_USAGE) for a bad locale or
    /// option, 65 (EX_DATAERR) for invalid input data, 66 (EX_NOINPUT) for an input that is
    /// missing, a directory or unreadable, 74 (EX_IOERR) for a failed read, 69
    /// (EX_UNAVAILABLE) for readings whose provider is not installed (MeCab), and 70
    /// (EX_SOFTWARE) for an ICU failure or any code this version does not know.
    static func exitCode(for code: SectionizeError.Code) -> Int32 {
        switch code {
        case .malformedLocale, .unknownLocale, .invalidOption: 64
        case .invalidData, .malformedGolden: 65
        case .fileNotFound, .isDirectory, .unreadable: 66
        case .readFailed: 74
        case .readingsUnavailable: 69
        default: 70
        }
    }

    /// Prints the message to standard error and returns the exit status for the command to
    /// throw (`catch { throw error.reported() }`), as swift-argument-parser's commands do.
    func reported() -> ExitCode {
        StandardError.write("sectionize: \(description)\n")
        return ExitCode(exitCode)
    }
}
