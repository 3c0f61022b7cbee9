import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Issue 14 item 2: locale IDs the way users and environments write them.
///
/// Expected values: glibc's locale names (`sr_RS@latin`, `uz_UZ@cyrillic`, `ca_ES@valencia`
/// in glibc's SUPPORTED list); BCP 47 (RFC 5646 §4.1: `und` is the undetermined language,
/// which CLDR maps to root); CLDR's languageAlias data as ICU ships it (`iw` → `he`, `in` →
/// `id`, `sh` → `sr_Latn`, `mo` → `ro`, `tl` → `fil`); UTS #35's collation keys and values.
@Suite("Locale identifiers: POSIX names, und, aliases, keyword values")
struct LocaleIdentifierPolishTests {
    @Test(
        "POSIX names: the codeset goes, a script modifier becomes the script subtag",
        arguments: [
            ("sr_RS.UTF-8@latin", "sr_Latn_RS"), ("sr_RS@latin", "sr_Latn_RS"), ("uz_UZ@cyrillic", "uz_Cyrl_UZ"),
            ("ks_IN@devanagari", "ks_Deva_IN"), ("de_DE.UTF-8@euro", "de_DE"), ("de_DE.UTF-8", "de_DE"),
            ("ca_ES.UTF-8@valencia", "ca_ES_VALENCIA"),
        ])
    func posixNames(name: String, id: String) {
        #expect(LocaleIdentifier.posixLocaleID(name) == id)
    }

    @Test("ICU IDs with keywords and plain IDs are not POSIX names", arguments: ["de@collation=phonebook", "de_DE", "de"])
    func notPOSIX(id: String) {
        #expect(LocaleIdentifier.posixLocaleID(id) == nil)
    }

    @Test("Environment: modifiers map to scripts; C and POSIX mean en but keep their variable as the source")
    func environment() {
        #expect(LocaleIdentifier.environment(["LANG": "sr_RS.UTF-8@latin"]).identifier == "sr_Latn_RS")
        #expect(LocaleIdentifier.environment(["LANG": "sr_RS.UTF-8@latin"]).origin == .variable("LANG"))
        #expect(LocaleIdentifier.environment(["LC_ALL": "C.UTF-8", "LANG": "sv_SE.UTF-8"]).identifier == "en")
        #expect(LocaleIdentifier.environment(["LC_ALL": "C.UTF-8", "LANG": "sv_SE.UTF-8"]).origin == .variable("LC_ALL"))
        #expect(LocaleIdentifier.environment(["LANG": "POSIX"]).identifier == "en")
        #expect(LocaleIdentifier.environment(["LANG": "POSIX"]).origin == .variable("LANG"))
        #expect(LocaleIdentifier.environment([:]).identifier == "en")
        #expect(LocaleIdentifier.environment([:]).origin == .default)
        #expect(LocaleIdentifier.environment(["LANG": "UTF-8"]) == EnvironmentLocale("UTF-8", origin: .variable("LANG"), value: "UTF-8"))
    }

    @Test(
        "Resolving: POSIX names, und, root with keywords, deprecated codes",
        arguments: [
            ("sr_RS@latin", "sr_Latn_RS"), ("und", "root"), ("und-u-co-search", "root@collation=search"),
            ("iw", "he"), ("in", "id"), ("sh", "sr_Latn"), ("mo", "ro"), ("tl", "fil"), ("sh_RS", "sr_Latn_RS"),
            ("iw-u-co-search", "he@collation=search"),
        ])
    func resolves(input: String, expected: String) throws {
        #expect(try LocaleIdentifier.resolve(input) == expected)
    }

    @Test(
        "A region code used as a language suggests its likely language first (ICU likely subtags)",
        arguments: [("cn", "zh"), ("jp", "ja"), ("gr", "el"), ("dk", "da"), ("cz", "cs"), ("ua", "uk")])
    func regionSuggestion(code: String, language: String) {
        #expect(LocaleIdentifier.suggestions(for: code).first == language)
    }

    @Test(
        "Valid collation keywords pass",
        arguments: [
            "de-u-co-phonebk", "en-u-kn", "en-u-kn-true", "en-u-kn-false", "en-u-ka-shifted", "en-u-kf-upper",
            "en-u-ks-level2", "en-u-kv-punct", "en-u-kr-grek-latn", "en-u-kr-digit-latn", "en-u-kc-true", "es-u-co-trad",
            "zh-u-co-stroke", "zh-Hant-u-co-zhuyin", "en@colnumeric=yes", "en-u-nu-arab", "ja-u-co-unihan",
        ])
    func validKeywords(identifier: String) throws {
        _ = try LocaleIdentifier.resolve(identifier)
    }

    @Test(
        "Invalid collation keywords fail with the allowed values and a corrected tag",
        arguments: [
            ("de-u-co-phonebok", "de-u-co-phonebk"), ("en-u-ka-shiftd", "en-u-ka-shifted"), ("en-u-kf-uper", "en-u-kf-upper"),
            ("en-u-kv-spaces", "en-u-kv-space"), ("en-u-kn-ture", "en-u-kn-true"),
        ])
    func invalidKeywords(identifier: String, suggestion: String) {
        do {
            _ = try LocaleIdentifier.resolve(identifier)
            Issue.record("\(identifier) was accepted")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.suggestions.first == suggestion, "\(error)")
        }
    }

    @Test("A collation type is checked against what ICU offers for that locale: pinyin exists for zh, not for de")
    func collationPerLocale() {
        #expect(throws: SectionizeError.self) { try LocaleIdentifier.resolve("de-u-co-pinyin") }
        #expect((try? LocaleIdentifier.resolve("zh-u-co-pinyin")) == "zh@collation=pinyin")
        #expect(LocaleIdentifier.collationTypes(for: "de").contains("phonebk"))
        #expect(!LocaleIdentifier.collationTypes(for: "en").contains("phonebk"))
    }

    @Test("Numeric ordering sets colnumeric, replacing what the ID had")
    func numeric() throws {
        #expect(try LocaleIdentifier.icuID("de", numericOrdering: true) == "de@colnumeric=yes")
        #expect(try LocaleIdentifier.icuID("de-u-kn-true", numericOrdering: false) == "de@colnumeric=no")
        #expect(try LocaleIdentifier.icuID("de-u-co-phonebk", numericOrdering: true) == "de@collation=phonebook;colnumeric=yes")
    }
}
