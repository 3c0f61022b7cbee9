import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The one public error type: its codes, description and the fields that locate a failure.
@Suite("SectionizeError")
struct SectionizeErrorTests {
    @Test("description is the message, followed by suggestions when there are any")
    func description() {
        let plain = SectionizeError(.readFailed, "a.txt: Input/output error", source: "a.txt")
        #expect(plain.description == "a.txt: Input/output error")
        #expect(plain.line == nil && plain.byteOffset == nil && plain.icuErrorName == nil)
        let suggested = SectionizeError(.unknownLocale, "no data for 'dee'", suggestions: ["de", "dje"])
        #expect(suggested.description == "no data for 'dee' (did you mean: de, dje?)")
    }

    @Test("codes describe themselves by name")
    func codeNames() {
        let codes: [(SectionizeError.Code, String)] = [
            (.malformedLocale, "malformedLocale"), (.unknownLocale, "unknownLocale"),
            (.invalidOption, "invalidOption"), (.icuFailure, "icuFailure"), (.invalidData, "invalidData"),
            (.fileNotFound, "fileNotFound"), (.isDirectory, "isDirectory"), (.unreadable, "unreadable"),
            (.readFailed, "readFailed"),
        ]
        for (code, name) in codes { #expect(code.description == name) }
    }

    @Test("an ICU failure carries ICU's error name (u_errorName), not a bare number")
    func icuFailureName() {
        // ICU's utypes.h: U_MISSING_RESOURCE_ERROR = 2, U_ILLEGAL_ARGUMENT_ERROR = 1.
        let error = SectionizeError.icu(ICUError.missingResource, "cannot build the index for xx")
        #expect(error.code == .icuFailure)
        #expect(error.icuErrorName == "U_MISSING_RESOURCE_ERROR")
        #expect(error.message == "cannot build the index for xx: U_MISSING_RESOURCE_ERROR")
        #expect(ICUError.illegalArgument.name == "U_ILLEGAL_ARGUMENT_ERROR")
    }
}
