import Foundation
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Locale data through `ICU`: exemplar sets, available locales, BCP 47 ↔ ICU IDs, parts and
/// display names. Expected values: CLDR's locale data (gated to CLDR 42 where they are that
/// release's lists), UTS #35's mapping of `-u-` keywords, and ICU's documented errors.
@Suite("ICU: locale data")
struct ICULocaleDataTests {
    @Test("Index exemplars: Swedish A–Z then Å Ä Ö; Japanese the kana rows (CLDR 42 index characters)", .cldr42)
    func indexExemplars() throws {
        let sv = try ICU.exemplarSet(locale: "sv", kind: .index).map { String(decoding: $0, as: UTF16.self) }
        #expect(Set(sv) == Set("ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ".map(String.init)))
        let ja = try ICU.exemplarSet(locale: "ja", kind: .index).map { String(decoding: $0, as: UTF16.self) }
        #expect(Set(ja) == Set("あかさたなはまやらわ".map(String.init)))
    }

    @Test("Standard exemplars of German include ä ö ü ß (CLDR de)")
    func standardExemplars() throws {
        let de = Set(try ICU.exemplarSet(locale: "de", kind: .standard).map { String(decoding: $0, as: UTF16.self) })
        #expect(["a", "z", "ä", "ö", "ü", "ß"].allSatisfy(de.contains))
    }

    @Test("Root has no index exemplars: U_MISSING_RESOURCE_ERROR as ICUError.missingResource (CLDR root has none)")
    func missingIndexExemplars() {
        let error = #expect(throws: ICUError.self) { try ICU.exemplarSet(locale: "root", kind: .index) }
        #expect(error == .missingResource)
        #expect(error?.name == "U_MISSING_RESOURCE_ERROR", "u_errorName")
    }

    @Test("Available locales: over 700 ICU IDs, including de, sv, zh_Hant and de_AT")
    func availableLocales() {
        #expect(ICU.availableLocales.count > 700)
        #expect(["de", "sv", "zh_Hant", "de_AT"].allSatisfy(ICU.availableLocales.contains))
    }

    @Test(
        "BCP 47 tags become ICU IDs; -u- keywords map to ICU keywords (UTS #35)",
        arguments: [
            ("de-AT", "de_AT"), ("zh-Hant-TW", "zh_Hant_TW"), ("de-u-co-phonebk", "de@collation=phonebook"),
            ("en-u-kc-true", "en@colcaselevel=yes"), ("sr-Latn", "sr_Latn"),
        ])
    func languageTags(tag: String, id: String) {
        #expect(ICU.localeID(forLanguageTag: tag) == id)
    }

    @Test("A tag that is not well formed in full is nil, not a prefix", arguments: ["de--AT", "de AT", "-de", "de_AT!"])
    func malformedTags(tag: String) {
        #expect(ICU.localeID(forLanguageTag: tag) == nil)
    }

    @Test("The language part of an ICU ID (uloc_getLanguage)")
    func parts() {
        #expect(ICU.part(.language, of: "zh_Hant_TW") == "zh")
        #expect(ICU.part(.language, of: "de@collation=phonebook") == "de")
        #expect(ICU.part(.language, of: "sr_Latn_RS") == "sr")
    }

    @Test("Display names in English (CLDR 42 en names), also past the first 64-unit buffer", .cldr42)
    func displayNames() {
        #expect(ICU.displayName(of: "de_AT") == "German (Austria)")
        #expect(ICU.displayName(of: "zh_Hant_TW") == "Chinese (Traditional, Taiwan)")
        let long = ICU.displayName(of: "zh_Hant_TW@calendar=chinese;collation=stroke;numbers=hanidec")
        #expect(long.count > 64)
        #expect(long.hasPrefix("Chinese (Traditional, Taiwan, ") && long.hasSuffix(")"), "\(long)")
    }
}
