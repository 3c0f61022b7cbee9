import SectionizeTestSupport
import Testing
@testable import SectionizeKit

/// Given names read as names, not as words (issue 22): the table of given names the IPA
/// dictionary lacks or reads otherwise (`Data/readings/ja-given-names.tsv`), before MeCab's
/// given-name parse.
@Suite("Japanese given names")
struct JapaneseGivenNameTests {
    @Test("The compiled table is Data/readings/ja-given-names.tsv, row for row, in hiragana")
    func tableEqualsDataFile() throws {
        let file = try Corpus.lines("readings/ja-given-names.tsv").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return "\(f[0])\t\(f[1])"
        }
        #expect(JapaneseGivenNames.rows.map { "\($0.name)\t\($0.reading)" } == file)
        #expect(Set(JapaneseGivenNames.rows.map(\.name)).count == JapaneseGivenNames.rows.count, "a name is listed twice")
        #expect(JapaneseGivenNames.rows.allSatisfy { $0.reading.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) } })
    }

    // Hand-checked facts: the actor and singer 平野紫耀 (Hirano Shō), the actress 森七菜 (Mori
    // Nana) and the actor 長谷川博己 (Hasegawa Hiroki) read their names so. MeCab with the IPA
    // dictionary read ひらの むらさき耀, もり ななさい and はせがわ ひろみ.
    @Test(
        "Public figures' given names are read as their owners read them",
        arguments: [("平野 紫耀", "ひらの しょう"), ("森 七菜", "もり なな"), ("長谷川 博己", "はせがわ ひろき"), ("森　七菜", "もり なな")])
    func publicFigures(name: String, reading: String) throws {
        #expect(try JapaneseReadings().reading(of: name) == reading)
    }

    @Test("Popular given names of children born since the IPA dictionary was made (Meiji Yasuda's ranking) read as names")
    func popularNames() throws {
        let readings = try JapaneseReadings()
        // 陽翔 はると and 陽葵 ひまり led Meiji Yasuda's rankings in the 2010s and 2020s.
        #expect(readings.reading(of: "佐藤 陽翔") == "さとう はると")
        #expect(readings.reading(of: "鈴木 陽葵") == "すずき ひまり")
    }

    @Test("Only given-name parts use the table: a family part or a name without a separator is parsed by MeCab")
    func onlyGivenParts() throws {
        let readings = try JapaneseReadings()
        var reader = readings.makeReader()
        #expect(reader.reading(ofPart: "七菜", role: .given) == "なな")
        #expect(reader.reading(ofPart: "七菜", role: .whole) != "なな")
        #expect(reader.reading(ofPart: "新", role: .family) != "あらた")
    }

    @Test("The sections do not change: 森 七菜 stays under ま, 平野 紫耀 under は")
    func sections() throws {
        let ja = try IndexedCollation(locale: "ja", style: .uikit)
        let sections = try ja.sections(of: ["森 七菜", "平野 紫耀", "長谷川 博己"], by: { $0 }, readings: .auto).collationSections
        let titles = Dictionary(uniqueKeysWithValues: sections.flatMap { s in s.elements.map { ($0, s.title) } })
        #expect(titles == ["森 七菜": "ま", "平野 紫耀": "は", "長谷川 博己": "は"])
        // Within は, はせがわ before ひらの (kana order).
        #expect(sections.first { $0.title == "は" }?.elements == ["長谷川 博己", "平野 紫耀"])
    }
}
