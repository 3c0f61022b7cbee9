import Testing
@testable import SectionizeKit

/// Đ in Serbian and Bosnian Latin (issue 22): the uikit style shows it, the icu style stays
/// ICU's `AlphabeticIndex`.
///
/// Evidence (ICU 72.1, CLDR 42, read with `ulocdata_getExemplarSet` and
/// `icu::AlphabeticIndex`): `sr_Latn`'s standard exemplar characters are
/// `[a-p r-v z ć č đ š ž {dž} {lj} {nj}]`, its index characters `[A-Z Ć Č Š Ž {DŽ} {LJ} {NJ}]`
/// (no Đ), and its collation sorts Đ as a primary of its own after DŽ, so ICU's index files
/// Đoković under DŽ; Croatian (`hr`), with the same alphabet and collation, lists Đ among its
/// index characters, and Serbian Cyrillic lists Ђ. The Serbian Latin alphabet is A B C Č Ć D
/// DŽ Đ E F G H I J K L LJ M N NJ O P R S Š T U V Z Ž (30 letters, Vuk's alphabet transliterated).
@Suite("Serbian Latin Đ")
struct SerbianLatinTests {
    @Test("uikit: sr-Latn shows Đ after DŽ, as hr does (CLDR 42 hr index characters)", arguments: ["sr-Latn", "sr-Latn-RS", "sr_RS@latin", "bs"])
    func uikitTitles(locale: String) throws {
        let index = try IndexedCollation(locale: locale, style: .uikit)
        #expect(
            index.sectionTitles.joined(separator: " ")
                == "A B C Č Ć D DŽ Đ E F G H I J K L LJ M N NJ O P Q R S Š T U V W X Y Z Ž #")
    }

    @Test("uikit: Đoković is under Đ, Džajić under DŽ, Dragić under D")
    func uikitPlacement() throws {
        let index = try IndexedCollation(locale: "sr-Latn", style: .uikit)
        #expect(index.title(of: index.section(for: "Đoković")) == "Đ")
        #expect(index.title(of: index.section(for: "đak")) == "Đ")
        #expect(index.title(of: index.section(for: "Džajić")) == "DŽ")
        #expect(index.title(of: index.section(for: "Dragić")) == "D")
        #expect(index.title(of: index.section(for: "Eraković")) == "E")
    }

    @Test("icu: sr-Latn stays ICU's AlphabeticIndex, without Đ (Đoković under DŽ)")
    func icuUnchanged() throws {
        let index = try IndexedCollation(locale: "sr-Latn", style: .icu)
        #expect(!index.sectionTitles.contains("Đ"))
        #expect(index.title(of: index.section(for: "Đoković")) == "DŽ")
    }

    @Test("Croatian already has Đ once; Serbian Cyrillic, sr-ME (Cyrillic collation in ICU 72) and bs-Cyrl get no Latin Đ")
    func otherLocales() throws {
        #expect(try IndexedCollation(locale: "hr", style: .uikit).sectionTitles.filter { $0 == "Đ" }.count == 1)
        for locale in ["sr", "sr-ME", "bs-Cyrl", "en", "vi"] {
            #expect(UIKitSections.addedLetters(for: [try LocaleIdentifier.resolve(locale)]).isEmpty, "\(locale)")
        }
    }
}
