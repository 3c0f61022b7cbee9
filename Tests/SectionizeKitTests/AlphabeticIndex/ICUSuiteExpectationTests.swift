import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// The concrete expectations of ICU's own AlphabeticIndex test suite
/// (icu4c/source/test/intltest/alphaindextst.cpp), written against sectionize. Each test
/// names the ICU test it comes from; all hold for ICU 72 / CLDR 42 as shipped by Debian, and
/// those that are facts of that CLDR release's data (letters, bucket counts, placements) run
/// only there (`.cldr42`).
@Suite("ICU test suite expectations")
struct ICUSuiteExpectationTests {
    /// alphaindextst.cpp, localeAndIndexCharactersLists (TestIndexCharactersList): the
    /// letters between the underflow and overflow labels, joined with ":".
    static let indexCharactersLists: [(String, String)] = [
        ("ar", "ا:ب:ت:ث:ج:ح:خ:د:ذ:ر:ز:س:ش:ص:ض:ط:ظ:ع:غ:ف:ق:ك:ل:م:ن:ه:و:ي"),
        ("bg", "А:Б:В:Г:Д:Е:Ж:З:И:Й:К:Л:М:Н:О:П:Р:С:Т:У:Ф:Х:Ц:Ч:Ш:Щ:Ю:Я"),
        ("ca", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("cs", "A:B:C:Č:D:E:F:G:H:CH:I:J:K:L:M:N:O:P:Q:R:Ř:S:Š:T:U:V:W:X:Y:Z:Ž"),
        ("da", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z:Æ:Ø:Å"),
        ("de", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("el", "Α:Β:Γ:Δ:Ε:Ζ:Η:Θ:Ι:Κ:Λ:Μ:Ν:Ξ:Ο:Π:Ρ:Σ:Τ:Υ:Φ:Χ:Ψ:Ω"),
        ("en", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("es", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:Ñ:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("et", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:Š:Z:Ž:T:U:V:W:Õ:Ä:Ö:Ü:X:Y"),
        ("eu", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("fi", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z:Å:Ä:Ö"),
        ("fil", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:Ñ:Ng:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("fr", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("he", "א:ב:ג:ד:ה:ו:ז:ח:ט:י:כ:ל:מ:נ:ס:ע:פ:צ:ק:ר:ש:ת"),
        ("is", "A:Á:B:C:D:Ð:E:É:F:G:H:I:Í:J:K:L:M:N:O:Ó:P:Q:R:S:T:U:Ú:V:W:X:Y:Ý:Z:Þ:Æ:Ö"),
        ("it", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("ja", "あ:か:さ:た:な:は:ま:や:ら:わ"),
        ("ko", "ㄱ:ㄴ:ㄷ:ㄹ:ㅁ:ㅂ:ㅅ:ㅇ:ㅈ:ㅊ:ㅋ:ㅌ:ㅍ:ㅎ"),
        ("lt", "A:B:C:Č:D:E:F:G:H:I:J:K:L:M:N:O:P:R:S:Š:T:U:V:Z:Ž"),
        ("lv", "A:B:C:Č:D:E:F:G:Ģ:H:I:J:K:Ķ:L:Ļ:M:N:Ņ:O:P:Q:R:S:Š:T:U:V:W:X:Z:Ž"),
        ("nb", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z:Æ:Ø:Å"),
        ("nl", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("pl", "A:B:C:Ć:D:E:F:G:H:I:J:K:L:Ł:M:N:O:Ó:P:Q:R:S:Ś:T:U:V:W:X:Y:Z:Ź:Ż"),
        ("pt", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        ("ro", "A:Ă:Â:B:C:D:E:F:G:H:I:Î:J:K:L:M:N:O:P:Q:R:S:Ș:T:Ț:U:V:W:X:Y:Z"),
        ("ru", "А:Б:В:Г:Д:Е:Ж:З:И:Й:К:Л:М:Н:О:П:Р:С:Т:У:Ф:Х:Ц:Ч:Ш:Щ:Ы:Э:Ю:Я"),
        ("sk", "A:Ä:B:C:Č:D:E:F:G:H:CH:I:J:K:L:M:N:O:Ô:P:Q:R:S:Š:T:U:V:W:X:Y:Z:Ž"),
        ("sl", "A:B:C:Č:Ć:D:Đ:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:Š:T:U:V:W:X:Y:Z:Ž"),
        ("sr", "А:Б:В:Г:Д:Ђ:Е:Ж:З:И:Ј:К:Л:Љ:М:Н:Њ:О:П:Р:С:Т:Ћ:У:Ф:Х:Ц:Ч:Џ:Ш"),
        ("sv", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z:Å:Ä:Ö"),
        ("tr", "A:B:C:Ç:D:E:F:G:H:I:İ:J:K:L:M:N:O:Ö:P:Q:R:S:Ş:T:U:Ü:V:W:X:Y:Z"),
        ("uk", "А:Б:В:Г:Ґ:Д:Е:Є:Ж:З:И:І:Ї:Й:К:Л:М:Н:О:П:Р:С:Т:У:Ф:Х:Ц:Ч:Ш:Щ:Ю:Я"),
        ("vi", "A:Ă:Â:B:C:D:Đ:E:Ê:F:G:H:I:J:K:L:M:N:O:Ô:Ơ:P:Q:R:S:T:U:Ư:V:W:X:Y:Z"),
        ("zh", "A:B:C:D:E:F:G:H:I:J:K:L:M:N:O:P:Q:R:S:T:U:V:W:X:Y:Z"),
        (
            "zh_Hant",
            "1劃:2劃:3劃:4劃:5劃:6劃:7劃:8劃:9劃:10劃:11劃:12劃:13劃:14劃:15劃:16劃:17劃:18劃:19劃:20劃:21劃:22劃:23劃:24劃:25劃:26劃:27劃:28劃:29劃:30劃:31劃:32劃:33劃:35劃:36劃:39劃:48劃"
        ),
    ]

    @Test("TestIndexCharactersList: each locale's labels", .cldr42, arguments: indexCharactersLists)
    func indexCharactersList(locale: String, letters: String) throws {
        let titles = try IndexedCollation(locale: locale, style: .icu).sectionTitles
        #expect(titles.joined(separator: ":") == "…:" + letters + ":…")
    }

    @Test("APITest: English has 28 buckets; Adam → A (1), Baker → B (2), Zed → Z (26), Cyrillic → overflow (27)", .cldr42)
    func englishAPI() throws {
        let en = try IndexedCollation(locale: "en", style: .icu)
        #expect(en.sectionTitles.count == 28)
        #expect(en.sectionKinds.first == .underflow)
        #expect(en.sectionKinds.last == .overflow)
        #expect(en.section(for: "Adam").rawValue == 1)
        #expect(en.section(for: "Baker").rawValue == 2)
        #expect(en.section(for: "Zed").rawValue == 26)
        #expect(en.section(for: "\u{0410}\u{0443}\u{0435}").rawValue == 27)
    }

    @Test("APITest: custom underflow and overflow labels replace …", .cldr42)
    func customLabels() throws {
        let en = try IndexedCollation(locale: "en", style: .icu, options: IndexOptions(underflowTitle: "Adam", overflowTitle: "Charlie"))
        #expect(en.sectionTitles.first == "Adam")
        #expect(en.sectionTitles.last == "Charlie")
        #expect(en.sectionTitles.count == 28)
    }

    @Test("APITest: English plus Japanese labels adds more than 7 buckets", .cldr42)
    func englishPlusJapanese() throws {
        #expect(try IndexedCollation(locales: ["en", "ja"], style: .icu).sectionTitles.count > 35)
    }

    /// APITest expects Latin names in the underflow bucket when Russian collation does not
    /// reorder scripts, and in the overflow bucket when it does; CLDR's ru collation has
    /// `[reorder Cyrl]`, so Cyrillic sorts first and Latin lands in the overflow bucket.
    @Test("APITest: Russian has 32 buckets; Cyrillic → 1, Latin names → overflow (ru reorders Cyrillic first)", .cldr42)
    func russian() throws {
        let ru = try IndexedCollation(locale: "ru", style: .icu)
        let overflow = ru.sectionTitles.count - 1
        #expect(ru.sectionTitles.count == 32)
        #expect(ru.section(for: "\u{0410}\u{0443}\u{0435}").rawValue == 1)
        #expect(ru.section(for: "Adam").rawValue == overflow)
        #expect(ru.section(for: "Baker").rawValue == overflow)
        #expect(ru.section(for: "Zed").rawValue == overflow)
    }

    @Test("TestSchSt: German plus Æ, Sch*, St* gives 31 buckets and ICU's placements", .cldr42)
    func schSt() throws {
        let de = try IndexedCollation(locale: "de", style: .icu, options: IndexOptions(additionalTitles: ["Æ", "Sch*", "St*"]))
        #expect(de.sectionTitles.count == 31)
        let cases: [(String, Int, String)] = [
            ("Adelbert", 1, "A"), ("Afrika", 1, "A"), ("Æsculap", 2, "Æ"), ("Aesthet", 2, "Æ"),
            ("Berlin", 3, "B"), ("Rilke", 19, "R"), ("Sacher", 20, "S"), ("Seiler", 20, "S"),
            ("Sultan", 20, "S"), ("Schiller", 21, "Sch"), ("Steiff", 22, "St"), ("Thomas", 23, "T"),
        ]
        for (name, index, label) in cases {
            #expect(de.section(for: name).rawValue == index, "\(name)")
            #expect(de.sectionTitles[index] == label, "\(name)")
        }
    }

    @Test("TestChineseZhuyin: zh-u-co-zhuyin has 38 buckets starting ㄅ ㄆ ㄇ ㄈ ㄉ", .cldr42)
    func chineseZhuyin() throws {
        let zhuyin = try IndexedCollation(locale: "zh-u-co-zhuyin", style: .icu)
        #expect(zhuyin.sectionTitles.count == 38)
        #expect(Array(zhuyin.sectionTitles[1...5]) == ["ㄅ", "ㄆ", "ㄇ", "ㄈ", "ㄉ"])
    }

    @Test("TestJapaneseKanji: kanji go to the overflow bucket in Japanese", .cldr42)
    func japaneseKanji() throws {
        let ja = try IndexedCollation(locale: "ja", style: .icu)
        for kanji in ["\u{4E9C}", "\u{95C7}", "\u{4E00}", "\u{58F1}"] {
            #expect(ja.section(for: kanji).rawValue == ja.sectionTitles.count - 1, "\(kanji)")
        }
    }

    @Test("TestChineseUnihan: radical-stroke index with 500 labels; U+4E5D → 5, U+7527 → 101", .cldr42)
    func chineseUnihan() throws {
        let unihan = try IndexedCollation(locale: "zh-u-co-unihan", style: .icu, options: IndexOptions(maxTitleCount: 500))
        #expect(unihan.sectionTitles.count >= 216)
        #expect(unihan.section(for: "\u{4E5D}").rawValue == 5)
        #expect(unihan.section(for: "\u{7527}").rawValue == 101)
    }

    @Test("TestBug9009: the root locale builds an index without crashing")
    func rootLocale() throws {
        let root = try IndexedCollation(locale: "root", style: .icu)
        #expect(!root.sectionTitles.isEmpty)
    }

    @Test("HackPinyinTest: Chinese names land in letter buckets, spread over more than 15 of them", .cldr42)
    func pinyin() throws {
        let zh = try IndexedCollation(locale: "zh", style: .icu)
        let names = [
            "\u{5416}", "\u{516B}", "\u{5693}", "\u{5491}", "\u{59B8}", "\u{53D1}", "\u{7324}", "\u{598E}",
            "\u{4E0C}", "\u{5494}", "\u{5783}", "\u{5638}", "\u{62FF}", "\u{5662}", "\u{5991}", "\u{4E03}",
            "\u{5465}", "\u{4EE8}", "\u{4ED6}", "\u{5C72}", "\u{5915}", "\u{4E2B}", "\u{5E00}",
        ]
        let sections = Set(names.map { zh.section(for: $0).rawValue })
        #expect(zh.sectionTitles.count > 25)
        #expect(sections.count > 15)
        #expect(sections.allSatisfy { zh.sectionKinds[$0] == .normal })
    }

    @Test(
        "testHasBuckets: am, haw, hy, vai have a first letter bucket in their script",
        arguments: [("am", "Ethi"), ("haw", "Latn"), ("hy", "Armn"), ("vai", "Vaii")])
    func hasBuckets(locale: String, script: String) throws {
        let index = try IndexedCollation(locale: locale, style: .icu)
        #expect(index.sectionTitles.count >= 3)
        #expect(index.sectionKinds[1] == .normal)
        let first = index.sectionTitles[1].unicodeScalars.first!.value
        #expect(ICU.scriptCode(first) == script)
    }
}
