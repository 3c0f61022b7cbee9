import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeICU

/// The surname table (`Data/readings/zh-surnames.tsv`) and its accuracy on a separate list of
/// full names (`Data/readings/zh-surnames-test.tsv`), both written by hand from the references
/// in `Data/README.md` (《现代汉语词典》's surname readings, 《百家姓》's compound surnames).
@Suite("Chinese surname table")
struct ChineseSurnameTableTests {
    /// A row of the test list: a full name, the section its surname reading files it under.
    struct Case: CustomStringConvertible {
        var name: String
        var section: String
        var surnameReading: String
        var description: String { "\(name) (\(surnameReading), \(section))" }
    }

    static func testList() throws -> [Case] {
        try Corpus.lines("readings/zh-surnames-test.tsv").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Case(name: f[0], section: f[1], surnameReading: f[2])
        }
    }

    @Test("The compiled table is Data/readings/zh-surnames.tsv, row for row")
    func tableEqualsDataFile() throws {
        let file = try Corpus.lines("readings/zh-surnames.tsv").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return "\(f[0])\t\(f[1])"
        }
        let compiled = ChineseSurnames.rows.map { "\($0.surname)\t\($0.reading)" }
        #expect(compiled == file)
        #expect(Set(ChineseSurnames.rows.map(\.surname)).count == ChineseSurnames.rows.count, "a surname is listed twice")
        #expect(ChineseSurnames.rows.count >= 150)
    }

    @Test("At least 95% of the test list's names are filed under their surname reading's letter (ICU alone: printed)")
    func accuracyOnTestList() throws {
        let cases = try ChineseSurnameTableTests.testList()
        #expect(cases.count >= 60)
        // Full names, so that a name's surname is found as a prefix: every row has a given name.
        #expect(cases.allSatisfy { $0.name.unicodeScalars.filter { $0 != " " }.count > $0.surnameReading.split(separator: " ").count })
        let zh = try IndexedCollation(locale: "zh", style: .uikit)
        func score(_ readings: ChineseReadings) -> (right: Int, misses: [String]) {
            var right = 0
            var misses: [String] = []
            for c in cases {
                let reading = readings.reading(of: c.name) ?? c.name
                if zh.title(of: zh.section(for: reading)) == c.section { right += 1 } else { misses.append("\(c.name)→\(reading)") }
            }
            return (right, misses)
        }
        let table = score(try ChineseReadings())
        let icu = score(try ChineseReadings(surnameTable: false))
        print(
            "zh surnames, surname table + ICU: \(JapaneseReadingScore.percent(table.right, cases.count)); misses: \(table.misses.joined(separator: " "))"
        )
        print(
            "zh surnames, ICU Han-Latin/Names alone: \(JapaneseReadingScore.percent(icu.right, cases.count)); misses: \(icu.misses.joined(separator: " "))"
        )
        #expect(table.right * 100 >= cases.count * 95, "\(table.misses)")
        #expect(table.right >= icu.right)
    }

    @Test(
        "Surnames ICU 72 reads by their common reading begin the reading with their surname reading (《现代汉语词典》)",
        arguments: [
            ("便文华", "pián "), ("阚泽", "kàn "), ("祭遵", "zhài "), ("句克俭", "gōu "), ("宓子贱", "fú "), ("朴槿惠", "piáo "),
            ("單田芳", "shàn "), ("區 志明", "ōu "), ("樂毅", "yuè "), ("種師道", "chóng "), ("萬俟卨", "mò qí "),
            ("澹臺滅明", "tán tái "), ("单于 光明", "chán yú "), ("乜 红梅", "niè "), ("厘 小东", "xī "),
        ])
    func surnameReadings(name: String, surnameReading: String) throws {
        let reading = try ChineseReadings().reading(of: name) ?? ""
        #expect(reading.hasPrefix(surnameReading), "\(reading)")
    }

    @Test("A compound surname wins over its first character: 单于 chán yú, 单 shàn; 尉迟 yù chí, 尉 wèi")
    func compoundBeforeSingle() throws {
        let readings = try ChineseReadings()
        #expect(readings.reading(of: "单于光明") == "chán yú guāng míng")
        #expect(readings.reading(of: "单光明") == "shàn guāng míng")
        #expect(readings.reading(of: "尉迟恭") == "yù chí gōng")
        #expect(readings.reading(of: "尉缭") == "wèi liáo")
        #expect(readings.reading(of: "长孙 无忌") == "zhǎng sūn wú jì")
    }

    @Test("After the surname the name is read as a given name (曾 céng, not zēng), and later parts never as surnames")
    func givenNameAfterSurname() throws {
        let readings = try ChineseReadings()
        // Han-Latin (not /Names) for the given name: 曾 in a given name is céng (《现代汉语词典》).
        #expect(readings.reading(of: "曾曾") == "zēng céng")
        #expect(readings.reading(of: "陈 曾") == "chén céng")
        #expect(readings.reading(of: "曾") == "zēng")
    }

    @Test("A name without a surname of the table keeps ICU's Han-Latin/Names reading")
    func otherNamesUnchanged() throws {
        let readings = try ChineseReadings()
        let icu = try ChineseReadings(surnameTable: false)
        for name in ["张伟", "王 芳", "李娜", "欧文", "Wang 伟"] {
            #expect(readings.reading(of: name) == icu.reading(of: name), "\(name)")
        }
    }

    @Test("Traditional names are filed by the surname reading in a pinyin index (單 S, 區 O, 樂 Y, 萬俟 M)")
    func traditionalSections() throws {
        let zh = try IndexedCollation(locale: "zh", style: .uikit)
        let names = ["單田芳", "區志明", "樂毅", "萬俟卨", "種師道"]
        let sections = try zh.sections(of: names, by: { $0 }, readings: .auto).collationSections
        let titles = Dictionary(uniqueKeysWithValues: sections.flatMap { s in s.elements.map { ($0, s.title) } })
        #expect(titles == ["單田芳": "S", "區志明": "O", "樂毅": "Y", "萬俟卨": "M", "種師道": "C"])
    }
}
