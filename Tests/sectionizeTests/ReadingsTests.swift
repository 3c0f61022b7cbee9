import SectionizeTestSupport
import Foundation
import Testing

/// `--readings auto|off` and `--show-readings` on the built binary. Expected readings are the
/// standard ones of common names (山田 やまだ, 佐藤 さとう; 曾 zēng as a surname, issue 10).
@Suite("Readings on the command line")
struct ReadingsTests {
    static let names = Data("山田 太郎\n佐藤 花子\nさくら\nJohn Smith\n".utf8)

    /// The environment of this process with `SECTIONIZE_MECAB_DICDIR` pointing nowhere.
    static var bogusDictionary: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SECTIONIZE_MECAB_DICDIR"] = "/nonexistent/mecab-dic"
        return environment
    }

    @Test("uikit style reads kanji names by default: 山田 太郎 under や, the header names the dictionary")
    func japaneseDefaultAuto() throws {
        let result = try run(["--locale", "ja", "--format", "tsv"], stdin: Self.names)
        #expect(result.status == 0)
        #expect(result.stdout.text == "J\tJohn Smith\nさ\tさくら\nさ\t佐藤 花子\nや\t山田 太郎\n")
        let text = try run(["--locale", "ja", "--show-readings"], stdin: Self.names)
        #expect(text.stdout.text.contains("readings: MeCab "))
        #expect(text.stdout.text.contains("dictionary "))
        #expect(text.stdout.text.contains("  山田 太郎\tやまだ たろう\n"))
        #expect(text.stdout.text.contains("  さくら\n"))
    }

    @Test("--readings off and icu style keep ICU's sections: kanji names under # / …, no readings in the header")
    func offKeepsICU() throws {
        let off = try run(["--locale", "ja", "--format", "tsv", "--readings", "off"], stdin: Self.names)
        #expect(off.stdout.text == "J\tJohn Smith\nさ\tさくら\n#\t佐藤 花子\n#\t山田 太郎\n")
        let icu = try run(["--locale", "ja", "--style", "icu"], stdin: Self.names)
        let icuOff = try run(["--locale", "ja", "--style", "icu", "--readings", "off"], stdin: Self.names)
        #expect(icu.stdout == icuOff.stdout)
        #expect(!icu.stdout.text.contains("readings"))
    }

    @Test("A locale without readings gives the same bytes with auto and off (de corpus, JSON)")
    func otherLocalesUnchanged() throws {
        let path = RepositoryFiles.url("Data/corpus/de.txt").path
        let auto = try run(["--locale", "de", "--format", "json", "--readings", "auto", path])
        let off = try run(["--locale", "de", "--format", "json", "--readings", "off", path])
        #expect(auto.status == 0 && auto.stdout == off.stdout)
    }

    @Test("JSON: rows with a reading become {display, reading}; the document says what computed them")
    func jsonRows() throws {
        let result = try run(["--locale", "ja", "--format", "json"], stdin: Self.names)
        #expect(result.stdout.text.contains(#"{"display": "山田 太郎", "reading": "やまだ たろう"}"#))
        #expect(result.stdout.text.contains(#""rows": [{"display": "John Smith"}]"#))
        #expect(result.stdout.text.contains(#""readings": {"count": 2, "mode": "auto", "source": "MeCab "#))
    }

    @Test("Chinese: 曾国藩 under Z by its surname reading zēng")
    func chineseSurname() throws {
        let result = try run(["--locale", "zh", "--format", "tsv"], stdin: Data("曾国藩\n张伟\n陈明\n".utf8))
        #expect(result.stdout.text == "C\t陈明\nZ\t曾国藩\nZ\t张伟\n")
    }

    @Test("Asked-for readings without a dictionary: exit 69 (EX_UNAVAILABLE) naming the packages")
    func missingDictionaryExplicit() throws {
        let result = try run(["--locale", "ja", "--readings", "auto"], stdin: Self.names, environment: Self.bogusDictionary)
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: Japanese readings need a MeCab dictionary"))
        #expect(result.stderr.contains("/nonexistent/mecab-dic"))
        #expect(result.stderr.contains("apt-get install libmecab2 mecab-ipadic-utf8"))
    }

    @Test("Asked-for readings without the MeCab library: exit 69 naming libmecab and the packages")
    func missingLibrary() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SECTIONIZE_MECAB_LIBRARY"] = "/nonexistent/libmecab.so.2"
        let result = try run(["--locale", "ja", "--readings", "auto"], stdin: Self.names, environment: environment)
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: Japanese readings need MeCab: cannot load /nonexistent/libmecab.so.2"))
        #expect(result.stderr.contains("apt-get install libmecab2 mecab-ipadic-utf8"))
        // Other locales never load MeCab: German is unaffected.
        let german = try run(["--locale", "de", "--readings", "auto"], stdin: Data("Zoë\n".utf8), environment: environment)
        #expect(german.status == 0)
    }

    @Test("Default readings without a dictionary: a warning, no readings, and the header says so")
    func missingDictionaryDefault() throws {
        let result = try run(["--locale", "ja"], stdin: Self.names, environment: Self.bogusDictionary)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("sectionize: warning: no readings: Japanese readings need a MeCab dictionary"))
        #expect(result.stdout.text.contains(", readings: unavailable\n"))
        #expect(result.stdout.text.contains("#"))
    }
}
