import Testing
import SectionizeKit
import SectionizeInput
import SectionizeVerification
@testable import SectionizeCLI

/// Exit statuses belong to the tool, not the library. Values from BSD/glibc `<sysexits.h>`:
/// EX_USAGE 64, EX_DATAERR 65, EX_NOINPUT 66, EX_SOFTWARE 70, EX_IOERR 74.
@Suite("Exit codes")
struct ExitCodeTests {
    @Test("library error codes map to sysexits.h: locale/option 64, data 65, missing input 66, ICU failure 70, read failure 74")
    func libraryCodes() {
        let expected: [(SectionizeError.Code, Int32)] = [
            (.malformedLocale, 64), (.unknownLocale, 64), (.invalidOption, 64),
            (.invalidData, 65), (.fileNotFound, 66), (.isDirectory, 66), (.unreadable, 66),
            (.icuFailure, 70), (.readFailed, 74),
        ]
        for (code, status) in expected {
            #expect(CLIError.exitCode(for: code) == status, "\(code)")
            #expect(CLIError.library(SectionizeError(code, "m")).exitCode == status, "\(code)")
        }
    }

    @Test("an internal ICU failure is EX_SOFTWARE (70), never EX_USAGE (64)")
    func icuFailureIsNotUsage() {
        #expect(CLIError.library(SectionizeError(.icuFailure, "x", icuErrorName: "U_INTERNAL_PROGRAM_ERROR")).exitCode == 70)
        #expect(CLIError.usage("bad").exitCode == 64)
        #expect(CLIError.write("Broken pipe").exitCode == 74)
    }
}
