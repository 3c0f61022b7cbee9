import ArgumentParser
import SectionizeKit

/// Failures of the command line tool, each with its sysexits code.
enum CLIError: Error, CustomStringConvertible {
    /// Bad usage or an unknown locale: EX_USAGE (64).
    case usage(String)
    /// Invalid input data (EX_DATAERR 65) or missing input (EX_NOINPUT 66).
    case input(InputError)
    /// Output could not be written: EX_IOERR (74).
    case write(String)
    /// Something the run needs is not installed (MeCab for Japanese readings): EX_UNAVAILABLE (69).
    case unavailable(String)

    var description: String {
        switch self {
        case .usage(let message): message
        case .input(let error): error.message
        case .write(let message): "write error: \(message)"
        case .unavailable(let message): message
        }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .input(let error): error.exitCode
        case .write: 74
        case .unavailable: 69
        }
    }

    /// Prints the message to standard error and exits with the code.
    func exit() -> Never {
        StandardError.write("sectionize: \(description)\n")
        Sectionize.exit(withError: ExitCode(exitCode))
    }
}
