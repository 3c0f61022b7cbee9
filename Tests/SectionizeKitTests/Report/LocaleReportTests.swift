import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `LocaleReport`: the collation variants are ICU's (`ucol_getKeywordValuesForLocale`, whose
/// values for these locales are CLDR 42 data: de phonebook, es and sv traditional, zh
/// stroke/zhuyin/pinyin), titles are the library's, and placements follow the uikit rule
/// (digits, symbols and other scripts under #) and ICU's (underflow before letters).
@Suite("Locale report")
struct LocaleReportTests {
    @Test(
        "Collation variants are ICU's for the locale, default first, with BCP 47 locale IDs", .cldr42,
        arguments: [
            ("de", "de-u-co-phonebk"), ("es", "es-u-co-trad"), ("sv", "sv-u-co-trad"), ("zh", "zh-u-co-stroke"),
            ("zh", "zh-u-co-zhuyin"), ("zh_Hant", "zh-Hant-u-co-pinyin"), ("ko", "ko-u-co-searchjl"),
        ])
    func variants(locale: String, variant: String) throws {
        let report = try LocaleReport(locales: [locale])
        #expect(report.variants.first?.isDefault == true)
        #expect(report.variants.filter(\.isDefault).count == 1)
        #expect(report.variants.contains { $0.locale == variant }, "\(report.variants.map(\.locale))")
        // Each variant's locale ID is accepted by the library.
        for v in report.variants { #expect(throws: Never.self) { try IndexedCollation(locale: v.locale) } }
    }

    @Test("zhuyin and stroke variants of zh have titles of their own; de phonebook has the same titles", .cldr42)
    func variantTitles() throws {
        let zh = try LocaleReport(locales: ["zh"])
        #expect(zh.variants.first { $0.bcp47Type == "zhuyin" }?.uikitTitles?.contains("ㄅ") == true)
        #expect(zh.variants.first { $0.bcp47Type == "stroke" }?.uikitTitles?.contains("1劃") == true)
        let de = try LocaleReport(locales: ["de"])
        #expect(de.variants.first { $0.bcp47Type == "phonebk" }?.uikitTitles == nil)
    }

    @Test("Swedish titles: A–Z, Å, Ä, Ö then # (uikit), between ICU's … buckets (icu); CLDR 42 sv index characters", .cldr42)
    func titles() throws {
        let report = try LocaleReport(locales: ["sv"])
        let letters = (65...90).map { String(UnicodeScalar($0)!) } + ["Å", "Ä", "Ö"]
        #expect(report.uikitTitles == letters + ["#"])
        // ICU's AlphabeticIndex for sv: underflow …, the letters, overflow … (ICU 72).
        #expect(report.icuTitles == ["…"] + letters + ["…"])
    }

    @Test("Digits, symbols, empty names and other scripts go to # in uikit style; digits to the underflow in icu style")
    func placements() throws {
        let report = try LocaleReport(locales: ["de"])
        for what in ["digits", "symbols", "empty name", "Greek", "Han"] {
            #expect(report.placements.first { $0.what == what }?.uikit == "#", "\(what)")
        }
        #expect(report.placements.first { $0.what == "digits" }?.icuKind == .underflow)
        #expect(report.placements.first { $0.what == "Greek" }?.icuKind != .normal)
        #expect(report.placements.first { $0.what == "leading space" }?.uikit == "A")
        #expect(report.readings == [])
    }

    @Test("Tricky rows of Swedish include names under Å, Ä and Ö (CLDR sv letters after Z)", .cldr42)
    func trickyRows() throws {
        let report = try LocaleReport(locales: ["sv"])
        let titles = Set(report.trickyRows.map(\.uikit))
        #expect(titles.isSuperset(of: ["Å", "Ä", "Ö"]))
        #expect(report.trickyRows.count <= 12)
        let custom = try LocaleReport(locales: ["cs"], sampleRows: ["Chalupa", "Cibulka", "Hana"])
        #expect(custom.trickyRows.map(\.sample) == ["Chalupa"])
        #expect(custom.trickyRows.first?.uikit == "CH")
    }

    @Test("The report's samples are read from its data files; an empty sample and one led by spaces are kept as written")
    func samplesFromData() {
        // Resources/placement-samples.tsv: 16 kinds of text, written by hand.
        #expect(LocaleReport.placementSamples.count == 16)
        #expect(LocaleReport.placementSamples.first { $0.what == "empty name" }?.sample == "")
        #expect(LocaleReport.placementSamples.first { $0.what == "leading space" }?.sample == "  Anna")
        // Resources/report-samples.tsv: the zh sample has the polyphone surnames 曾 and 单.
        let zh = LocaleReport.corpusSamples.filter { $0.language == "zh" }.map(\.name)
        #expect(zh.contains("曾国藩") && zh.contains("单田芳"))
        // The line format: comments and lines without a tab are not samples; the rest of the
        // line after the first tab is the sample.
        let pairs = LocaleReport.samplePairs(Array("# comment\na\t\nb\t  x\tz\nno tab\n".utf8))
        #expect(pairs.map { "\($0.0)|\($0.1)" } == ["a|", "b|  x\tz"])
    }
}
