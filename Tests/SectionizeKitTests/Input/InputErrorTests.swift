import Testing
@testable import SectionizeKit

/// Error codes and exit statuses. Values from BSD/glibc `<sysexits.h>`: EX_DATAERR 65,
/// EX_NOINPUT 66, EX_IOERR 74.
@Suite("InputError")
struct InputErrorTests {
    @Test("exitCode follows sysexits.h: invalidData → 65 EX_DATAERR; missing, directory, unreadable → 66 EX_NOINPUT; readFailed → 74 EX_IOERR")
    func exitCodes() {
        let expected: [(InputError.Code, Int32)] = [
            (.invalidData, 65), (.fileNotFound, 66), (.isDirectory, 66), (.unreadable, 66), (.readFailed, 74),
        ]
        for (code, status) in expected {
            #expect(InputError(code, source: "s", message: "m").exitCode == status, "\(code)")
        }
    }

    @Test("description is the message; codes describe themselves by name")
    func description() {
        let error = InputError(.readFailed, source: "a.txt", message: "a.txt: Input/output error")
        #expect(error.description == "a.txt: Input/output error")
        #expect(error.line == nil && error.byteOffset == nil)
        #expect(InputError.Code.isDirectory.description == "isDirectory")
    }
}
