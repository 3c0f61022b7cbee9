import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Chinese surnames whose reading differs from the character's most common one (the pinyin
/// collation files them by the latter). Expected readings: the surname readings listed in
/// issue 10 (曾 Zēng, 单 Shàn, 解 Xiè, 查 Zhā, 区 Ōu, 仇 Qiú, 翟 Zhái, 尉迟 Yùchí, 万俟 Mòqí),
/// which are the standard readings of these surnames (《现代汉语词典》 marks each as 姓).
@Suite("Chinese surname readings")
struct ChineseSurnameTests {
    static let surnames: [(name: String, reading: String, section: String)] = [
        ("曾国藩", "zēng guó fān", "Z"), ("单田芳", "shàn tián fāng", "S"), ("解缙", "xiè jìn", "X"),
        ("查良镛", "zhā liáng yōng", "Z"), ("区家麟", "ōu jiā lín", "O"), ("仇英", "qiú yīng", "Q"),
        ("翟志刚", "zhái zhì gāng", "Z"), ("尉迟恭", "yù chí gōng", "Y"), ("万俟卨", "mò qí xiè", "M"),
    ]

    @Test("Each surname is read with its surname reading (the surname table, then ICU 72's Han-Latin/Names)", arguments: surnames)
    func surnameReading(name: String, reading: String, section: String) throws {
        #expect(try ChineseReadings().reading(of: name) == reading)
    }

    @Test("With readings, each name is filed under its surname's letter (collation alone files most elsewhere)", arguments: surnames)
    func surnameSection(name: String, reading: String, section: String) throws {
        let zh = try IndexedCollation(locale: "zh", style: .uikit)
        let sections = try zh.sections(of: [name], by: { $0 }, readings: .auto).collationSections
        #expect(sections.first { !$0.elements.isEmpty }?.title == section)
    }

    @Test("Without readings the collation's common readings decide (曾 céng under C, 单 dān under D)")
    func collationAloneDiffers() throws {
        let zh = try IndexedCollation(locale: "zh", style: .uikit)
        #expect(zh.title(of: zh.section(for: "曾国藩")) == "C")
        #expect(zh.title(of: zh.section(for: "单田芳")) == "D")
    }

    @Test("Only a family part is read as a surname: 陈 曾 reads chén céng")
    func givenPartIsNotASurname() throws {
        #expect(try ChineseReadings().reading(of: "陈 曾") == "chén céng")
    }

    @Test("Traditional Chinese (stroke sections), Korean and German get no computed readings")
    func otherLocalesHaveNone() throws {
        for locale in ["zh-Hant", "zh-TW", "zh@collation=zhuyin", "ko", "de"] {
            let index = try IndexedCollation(locale: locale, style: .uikit)
            #expect(!index.hasComputedReadings, "\(locale)")
            #expect(try index.readingProvider(for: .auto) == nil, "\(locale)")
        }
        #expect(try IndexedCollation(locale: "zh-CN").hasComputedReadings)
        #expect(try IndexedCollation(locale: "ja").hasComputedReadings)
    }
}
