import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Locale identifiers: accepted forms, canonical ICU IDs, and errors instead of a silent
/// fallback to root.
@Suite("Locale identifiers")
struct LocaleIdentifierTests {
    @Test(
        "BCP 47 tags and ICU IDs resolve to ICU IDs (uloc_forLanguageTag / uloc_canonicalize)",
        arguments: [
            ("de", "de"), ("de-AT", "de_AT"), ("zh-Hant", "zh_Hant"), ("de-u-co-phonebk", "de@collation=phonebook"),
            ("zh@collation=zhuyin", "zh@collation=zhuyin"), ("zh_Hant_TW", "zh_Hant_TW"), ("sr-Latn", "sr_Latn"),
            ("root", "root"),
        ])
    func resolves(input: String, expected: String) throws {
        #expect(try LocaleIdentifier.resolve(input) == expected)
    }

    @Test(
        "Well-formed identifiers of a language ICU has no data for are an unknownLocale error naming them",
        arguments: ["xx", "klingon", "english"])
    func unknown(input: String) {
        expectError(resolving: input, code: .unknownLocale)
    }

    @Test("An unknown three-letter language one letter off a known one gets it as a suggestion (dee → de, ee)")
    func unknownWithSuggestions() {
        let error = #expect(throws: SectionizeError.self) { try LocaleIdentifier.resolve("dee") }
        #expect(error?.suggestions.contains("de") == true, "\(error?.suggestions ?? [])")
        #expect(error?.suggestions.contains("ee") == true, "\(error?.suggestions ?? [])")
    }

    @Test(
        "An unknown two-letter code and an empty identifier get no suggestions (issue 22: xx got 'en, xh, af, ak, am', '' got 'af, ak, am, ar, as')"
    )
    func noMeaninglessSuggestions() {
        // xx is no region either (ICU's likely subtags give en_Latn_US for und_XX: not XX).
        let unknown = #expect(throws: SectionizeError.self) { try LocaleIdentifier.resolve("xx") }
        #expect(unknown?.code == .unknownLocale)
        #expect(unknown?.suggestions == [])
        let empty = #expect(throws: SectionizeError.self) { try LocaleIdentifier.resolve("") }
        #expect(empty?.code == .malformedLocale)
        #expect(empty?.message == "malformed locale identifier '': it is empty")
        #expect(empty?.suggestions == [])
    }

    @Test(
        "Malformed identifiers are a malformedLocale error (never unknownLocale, never accepted)",
        arguments: ["", "de!", "de@@", "de--AT", "de_", "de@collation", "de@=x", "de AT", "-de"])
    func malformed(input: String) {
        expectError(resolving: input, code: .malformedLocale)
    }

    /// Resolving `input` throws exactly `code`, with a message that quotes the input.
    private func expectError(
        resolving input: String, code: SectionizeError.Code,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = #expect(throws: SectionizeError.self, sourceLocation: sourceLocation) { try LocaleIdentifier.resolve(input) }
        #expect(error?.code == code, sourceLocation: sourceLocation)
        #expect(error?.message.contains("'\(input)'") == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
    }

    @Test("A malformed identifier close to a valid one gets it as a suggestion (de--AT → de_AT, de! → de)")
    func malformedWithSuggestions() {
        for (input, expected) in [("de--AT", "de_AT"), ("de!", "de"), ("de AT", "de_AT")] {
            let error = #expect(throws: SectionizeError.self) { try LocaleIdentifier.resolve(input) }
            #expect(error?.suggestions.contains(expected) == true, "\(input): \(error?.suggestions ?? [])")
        }
    }

    @Test("Suggestions for a typo include the intended locale")
    func suggestions() {
        #expect(LocaleIdentifier.suggestions(for: "de_AU").contains("de_AT"))
    }

    @Test("Environment: LC_ALL, then LC_COLLATE, then LANG; C and POSIX mean en, from the variable that said so (POSIX precedence)")
    func environment() {
        #expect(LocaleIdentifier.environment(["LANG": "sv_SE.UTF-8"]).identifier == "sv_SE")
        #expect(LocaleIdentifier.environment(["LANG": "sv_SE.UTF-8"]).origin == .variable("LANG"))
        #expect(LocaleIdentifier.environment(["LC_COLLATE": "cs_CZ", "LANG": "sv_SE"]).identifier == "cs_CZ")
        #expect(LocaleIdentifier.environment(["LC_COLLATE": "cs_CZ", "LANG": "sv_SE"]).origin == .variable("LC_COLLATE"))
        #expect(LocaleIdentifier.environment(["LC_ALL": "C", "LANG": "sv_SE"]).identifier == "en")
        #expect(LocaleIdentifier.environment(["LC_ALL": "C", "LANG": "sv_SE"]).origin == .variable("LC_ALL"))
        #expect(LocaleIdentifier.environment(["LANG": "de_DE.UTF-8@euro"]).identifier == "de_DE")
        #expect(LocaleIdentifier.environment(["LANG": "de_DE.UTF-8@euro"]).origin == .variable("LANG"))
        #expect(LocaleIdentifier.environment([:]).identifier == "en")
        #expect(LocaleIdentifier.environment([:]).origin == .default)
    }
}
