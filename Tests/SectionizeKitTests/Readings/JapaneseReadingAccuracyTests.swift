import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Reading accuracy of MeCab on `Data/readings/ja-names.tsv` (common family names and full
/// names with their standard readings; see `Data/README.md`). The figures of every installed
/// dictionary are printed; the dictionary chosen by default must reach the thresholds.
@Suite("Japanese reading accuracy")
struct JapaneseReadingAccuracyTests {
    @Test("The default dictionary files at least 97% of family names and 95% of full names in the right kana row")
    func defaultDictionaryAccuracy() throws {
        let corpus = try JapaneseNameCorpus()
        let index = try IndexedCollation(locale: "ja", style: .uikit)
        let readings = try JapaneseReadings()
        let score = JapaneseReadingScore(provider: readings, corpus: corpus, index: index)
        print("ja readings, \(readings.source): \(score)")
        #expect(score.familyCount >= 200 && score.fullCount >= 200)
        #expect(score.familyRow * 100 >= score.familyCount * 97, "\(score)")
        #expect(score.fullRow * 100 >= score.fullCount * 95, "\(score)")
        #expect(score.familyExact * 100 >= score.familyCount * 95, "\(score.misses.joined(separator: " "))")
        #expect(score.givenCount >= 50 && score.givenExact * 100 >= score.givenCount * 95, "\(score)")
    }

    @Test("The given-name table changes no section and reads no corpus name worse than MeCab alone")
    func givenNameTableAgainstMeCabAlone() throws {
        let corpus = try JapaneseNameCorpus()
        let index = try IndexedCollation(locale: "ja", style: .uikit)
        let readings = try JapaneseReadings()
        var alone = readings
        alone.usesGivenNameTable = false
        let with = JapaneseReadingScore(provider: readings, corpus: corpus, index: index)
        let without = JapaneseReadingScore(provider: alone, corpus: corpus, index: index)
        print("ja readings, MeCab alone: \(without)")
        print("ja readings, given-name table + MeCab: \(with)")
        #expect(with.familyRow >= without.familyRow && with.fullRow >= without.fullRow)
        #expect(with.givenExact >= without.givenExact && with.fullExact >= without.fullExact)
    }

    @Test("Per-dictionary figures (every installed UTF-8 dictionary reads most family names right)")
    func perDictionaryFigures() throws {
        let corpus = try JapaneseNameCorpus()
        let index = try IndexedCollation(locale: "ja", style: .uikit)
        for path in ["/var/lib/mecab/dic/unidic", "/var/lib/mecab/dic/ipadic-utf8", "/var/lib/mecab/dic/naist-jdic"]
        where MeCabDictionary.isDictionary(path) {
            let readings = try JapaneseReadings(dictionary: MeCabDictionary(path: path, foundBy: "test"))
            let score = JapaneseReadingScore(provider: readings, corpus: corpus, index: index)
            print("ja readings, \(readings.source): \(score)")
            print("  misses: \(score.misses.joined(separator: " "))")
            #expect(score.familyRow * 100 >= score.familyCount * 90, "\(path): \(score)")
        }
    }
}
