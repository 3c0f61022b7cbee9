import Foundation
import SectionizeKit
import SectionizeTestSupport
import Testing

/// Issue 32, item 2: in a list whose locales include Japanese and Chinese, a Han name is read
/// by the language that fits it (docs/readings.md, "Lists of several languages"). Before, the
/// first of those locales read every name: `-l de -l ja -l zh` read 曾国藩 with MeCab, which
/// knows no 曾国, and filed it under `#`.
///
/// Expected readings are the standard ones, checked by hand: 曾 as a surname is zēng (Xiandai
/// Hanyu Cidian; `Data/readings/zh-surnames.tsv`), 张 zhāng (a simplified character, not in
/// JIS X 0208, so no Japanese dictionary reads it), 李 lǐ, 王 wáng, 林 lín in Chinese; 山田
/// やまだ, 曾根 そね and 林 はやし (Japanese surnames), 修 おさむ as a Japanese given name. Sections: German
/// collation (the first locale) with the index characters of de, ja and zh (CLDR: A–Z and the
/// kana rows あ か さ た な は ま や ら わ).
@Suite("Readings by the name's language in lists of Japanese and Chinese locales")
struct MixedReadingsTests {
    static let mixed = ["-l", "de", "-l", "ja", "-l", "zh"]

    @Test("-l de -l ja -l zh: 曾国藩 under Z (zēng), 山田太郎 under や (やまだ), Müller under M (was 曾国藩 under #); with -l ko 김민수 under ㄱ and nothing under #")
    func issueList() throws {
        let list = Data("曾国藩\n山田太郎\n김민수\nMüller\n".utf8)
        let result = try run(Self.mixed + ["--format", "tsv"], stdin: list)
        #expect(result.status == 0, "\(result.stderr)")
        // No locale of the list reads or indexes Hangul (CLDR's index characters of de, ja and
        // zh have none), so 김민수 stays in ICU's overflow section, `#`; every name a locale can
        // read has a letter or kana row.
        #expect(result.stdout.text == "M\tMüller\nZ\t曾国藩\nや\t山田太郎\n#\t김민수\n")
        // Korean added: 김 begins with ㄱ (CLDR ko's index: ㄱ ㄴ ㄷ …), and `#` is empty.
        let korean = try run(Self.mixed + ["-l", "ko", "--format", "tsv"], stdin: list)
        #expect(korean.stdout.text == "M\tMüller\nZ\t曾国藩\nㄱ\t김민수\nや\t山田太郎\n")
        let text = try run(Self.mixed + ["--show-readings"], stdin: Data("曾国藩\n山田太郎\n".utf8))
        #expect(text.stdout.text.contains("  曾国藩\tzēng guó fān\n"), "\(text.stdout.text)")
        #expect(text.stdout.text.contains("  山田太郎\tやまだたろう\n"), "\(text.stdout.text)")
        #expect(text.stdout.text.contains("readings: MeCab "))
        #expect(text.stdout.text.contains("Han-Latin/Names"))
    }

    static let names = "张伟\n曾根 太郎\n李明\n林 修\n王芳\n山田 さくら\nさくら\n山田太郎\n曾国藩\n"

    @Test(
        "Japanese first (-l de -l ja -l zh): 张伟 pinyin (MeCab cannot read 张), 曾根 太郎 kana (a longer Japanese surname than 曾), 李明 and 王芳 pinyin (written solid, no Japanese surname or given name), 林 修 kana (both read it: the first locale wins)"
    )
    func japaneseFirst() throws {
        let result = try run(Self.mixed + ["--format", "tsv"], stdin: Data(Self.names.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.text
                == "L\t李明\nW\t王芳\nZ\t曾国藩\nZ\t张伟\nさ\tさくら\nさ\t曾根 太郎\nは\t林 修\nや\t山田 さくら\nや\t山田太郎\n")
    }

    @Test("Chinese first (-l de -l zh -l ja): 林 修 by pinyin (lín, under L after lǐ míng); every other name as with Japanese first")
    func chineseFirst() throws {
        let result = try run(["-l", "de", "-l", "zh", "-l", "ja", "--format", "tsv"], stdin: Data(Self.names.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.text
                == "L\t李明\nL\t林 修\nW\t王芳\nZ\t曾国藩\nZ\t张伟\nさ\tさくら\nさ\t曾根 太郎\nや\t山田 さくら\nや\t山田太郎\n")
    }

    @Test("Every path reads alike: the main command's JSON, diff from an empty list, the page, SectionedList and IndexedSections")
    func everyPath() throws {
        let names = Self.names.split(separator: "\n").map(String.init) + ["김민수", "Müller"]
        try withTemporaryDirectory { dir in
            let list = try dir.file("list.txt", names.map { $0 + "\n" }.joined())
            let empty = try dir.file("empty.txt", "")
            let mainRun = try run([list, "--format", "json"] + Self.mixed)
            #expect(mainRun.status == 0, "\(mainRun.stderr)")
            let main = try CompositionTests.mainSections(try CompositionTests.json(mainRun.stdout))
            let diff = try run(["diff", empty, list] + Self.mixed)
            #expect(CompositionTests.diffSections(diff.stdout.text) == CompositionTests.withoutReadings(main))
            let page = try run([list, "--format", "html"] + Self.mixed)
            #expect(try CompositionTests.htmlSections(page.stdout.text) == main)
            let configuration = SectioningConfiguration(locales: ["de", "ja", "zh"])
            let live = try SectionedList(rows: RowBuffer(names), configuration: configuration)
            let liveSections = live.displayedSections.map { section in
                CompositionTests.Section(
                    title: section.title, rows: section.elements.map(\.text), readings: section.elements.map { live.reading(of: $0) })
            }
            #expect(liveSections == main)
            let table = try configuration.sections(of: names, by: { $0 })
            #expect(
                table.displayedSections.map { CompositionTests.Section(title: $0.title, rows: $0.elements, readings: nil) }
                    == CompositionTests.withoutReadings(main))
        }
    }
}
