import Foundation
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

extension Slow {
    /// The review of the project's goldens (`Data/golden`, recorded by `Data/golden/record.sh`):
    /// every golden holds through the library's verify API; every icu-style golden's sections,
    /// rows and order are re-derived from ICU's own `AlphabeticIndex` (the oracle) and must be
    /// the golden's; every uikit-style golden's titles are checked against CLDR's exemplar
    /// characters and against the conventions listed in `Data/README.md` ("Goldens").
    ///
    /// The goldens were recorded with ICU 72.1 / CLDR 42.0, so the suite runs on that release
    /// only (`.cldr42`); elsewhere `sectionize verify` reports the version difference instead.
    @Suite("Golden review: Data/golden", .cldr42)
    struct GoldenReviewTests {
        static let folder = RepositoryFiles.url("Data/golden")

        /// The names of every golden file, sorted.
        static func goldenFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".golden") }.sorted()
        }

        static func load(_ file: String) throws -> Golden {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return try Golden(parsing: text, source: "Data/golden/\(file)")
        }

        @Test("Data/golden holds goldens for at least 40 locales in both styles")
        func coverage() throws {
            let files = try Self.goldenFiles()
            let icuLocales = Set(files.filter { $0.hasSuffix(".icu.golden") }.map { $0.split(separator: ".")[0] })
            let uikitLocales = Set(files.filter { $0.hasSuffix(".uikit.golden") }.map { $0.split(separator: ".")[0] })
            #expect(icuLocales.count >= 40)
            #expect(uikitLocales.count >= 40)
            for variant in ["de-u-co-phonebk", "es-u-co-trad", "zh-u-co-stroke", "zh-u-co-zhuyin", "sv-u-co-trad"] {
                #expect(icuLocales.contains(Substring(variant)) && uikitLocales.contains(Substring(variant)), "\(variant)")
            }
        }

        @Test("Every golden in Data/golden holds (verified through Golden.verify)")
        func everyGoldenHolds() throws {
            let files = try Self.goldenFiles()
            #expect(files.count >= 80)
            for file in files {
                let verification = try Self.load(file).verify()
                #expect(verification.failures.isEmpty, "\(verification.failures.prefix(5).map(\.description))")
                #expect(verification.versionNote == nil, "\(file): \(verification.versionNote ?? "")")
                #expect(verification.passedCount > 0)
            }
        }

        @Test("Every icu-style golden's sections, rows and order are AlphabeticIndex's (the oracle)")
        func icuGoldensMatchTheOracle() throws {
            let files = try Self.goldenFiles().filter { try Self.load($0).configuration.style == .icu }
            #expect(files.count >= 40)
            for file in files {
                let golden = try Self.load(file)
                // The IDs as the library resolves them (numeric ordering becomes a keyword of the
                // first); everything else comes from ICU's AlphabeticIndex.
                let ids = try golden.configuration.makeCollation().resolvedLocales
                let options = golden.configuration.indexOptions
                let rows = golden.rows.map(\.text)
                let buckets = try Oracle.buckets(ids, maxTitleCount: options.maxTitleCount, extraLabels: options.additionalTitles)
                let records = try Oracle.records(ids, names: rows, maxTitleCount: options.maxTitleCount, extraLabels: options.additionalTitles)
                // Consecutive records of one bucket make one (non-empty) section.
                var expected: [(title: String, kind: SectionKind, rows: [String])] = []
                var lastBucket = -1
                for record in records {
                    if record.bucket != lastBucket {
                        expected.append((buckets[record.bucket].label, buckets[record.bucket].kind, []))
                        lastBucket = record.bucket
                    }
                    expected[expected.count - 1].rows.append(rows[record.row])
                }
                let actual = golden.sections.map { (title: $0.title, kind: $0.kind ?? .normal, rows: $0.rows.map(\.text)) }
                #expect(actual.count == expected.count, "\(file): \(actual.count) sections, oracle \(expected.count)")
                for (a, e) in zip(actual, expected) {
                    #expect(
                        a.title == e.title && a.kind == e.kind && a.rows == e.rows,
                        "\(file): golden \(a.title) \(a.kind) \(a.rows.prefix(3)) vs oracle \(e.title) \(e.kind) \(e.rows.prefix(3))")
                }
                if let titles = golden.index.titles?.value {
                    let search = golden.configuration.indexBarOptions.includesSearch ? [IndexBar.searchTitle] : []
                    #expect(titles == search + buckets.map(\.label), "\(file): index titles")
                }
            }
        }

        /// The titles of a uikit golden's index line, without `{search}`.
        static func uikitTitles(_ file: String) throws -> [String] {
            try load(file).index.titles?.value.filter { $0 != IndexBar.searchTitle } ?? []
        }

        @Test("Every uikit-style title is # or a letter of CLDR's exemplar characters for the golden's locales or English A–Z")
        func uikitTitlesAreCLDRLetters() throws {
            let files = try Self.goldenFiles().filter { try Self.load($0).configuration.style == .uikit }
            #expect(files.count >= 40)
            let latin = Set((65...90).map { String(UnicodeScalar($0)!) })
            for file in files {
                let golden = try Self.load(file)
                let ids = try golden.configuration.locales.map { try $0.resolved() }
                // Chinese titles (pinyin letters, stroke counts, zhuyin, radicals) come from the
                // collation's index contractions, not from exemplar characters: checked by the
                // convention tests below instead.
                // Radical titles (collation=unihan) likewise.
                if ids.contains(where: { $0.hasPrefix("zh") || $0.hasSuffix("collation=unihan") }) { continue }
                var letters = latin
                for id in ids {
                    for kind in [ICU.ExemplarKind.index, .standard] {
                        for item in (try? ICU.exemplarSet(locale: id, kind: kind)) ?? [] {
                            let text = String(decoding: item, as: UTF16.self)
                            letters.insert(text.uppercased())
                            letters.insert(text)
                        }
                    }
                }
                let titles = try Self.uikitTitles(file)
                #expect(titles.last == "#", "\(file)")
                let unknown = titles.dropLast().filter { !letters.contains($0) }
                #expect(unknown.isEmpty, "\(file): titles not among CLDR's exemplar characters: \(unknown)")
            }
        }

        @Test(
            "uikit titles follow the documented alphabets",
            arguments: [
                // (golden, titles that must appear in this order, consecutively): Swedish, Finnish,
                // Danish and Norwegian alphabets end in their own letters; Czech and Slovak CH follows
                // H; Spanish Ñ follows N; Polish Ł, Turkish Ç
                // and İ, Hungarian CS, Japanese kana rows, Korean initial consonants, Traditional
                // Chinese stroke counts, zhuyin (bopomofo) order.
                ("sv.uikit.golden", "X Y Z Å Ä Ö #"),
                // Traditional Swedish (before SAOL 13, 2006) sorts W as V: no W title.
                ("sv-u-co-trad.uikit.golden", "T U V X Y Z Å Ä Ö #"),
                ("fi.uikit.golden", "X Y Z Å Ä Ö #"),
                ("da.uikit.golden", "X Y Z Æ Ø Å #"),
                ("nb.uikit.golden", "X Y Z Æ Ø Å #"),
                ("cs.uikit.golden", "G H CH I J"),
                ("sk.uikit.golden", "G H CH I J"),
                ("es.uikit.golden", "M N Ñ O P"),
                ("pl.uikit.golden", "K L Ł M N"),
                ("tr.uikit.golden", "B C Ç D"),
                ("tr.uikit.golden", "H I İ J"),
                ("hu.uikit.golden", "C CS D DZ DZS E"),
                ("de.uikit.golden", "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #"),
                ("de-u-co-phonebk.uikit.golden", "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #"),
                ("ja.uikit.golden", "Z あ か さ た な は ま や ら わ #"),
                ("ko.uikit.golden", "Z ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ #"),
                ("ru.uikit.golden", "Z А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я #"),
                ("zh_Hant.uikit.golden", "Z 1劃 2劃 3劃 4劃 5劃"),
                ("zh-u-co-zhuyin.uikit.golden", "Z ㄅ ㄆ ㄇ ㄈ"),
            ])
        func documentedAlphabet(file: String, run: String) throws {
            let titles = try Self.uikitTitles(file).joined(separator: " ")
            #expect(" \(titles) ".contains(" \(run) "), "\(file): \(titles)")
        }

        @Test("Traditional Spanish sorts CH after every other C and LL after every other L (pre-1994 RAE); standard Spanish does not")
        func traditionalSpanish() throws {
            // CLDR's es index characters have no CH or LL, so the titles are the same; the
            // difference is the order inside C and L.
            for (letter, digraph) in [("C", "Ch"), ("L", "Ll")] {
                let traditional = try #require(try Self.load("es-u-co-trad.uikit.golden").sections.first { $0.title == letter }).rows.map(\.text)
                let standard = try #require(try Self.load("es.uikit.golden").sections.first { $0.title == letter }).rows.map(\.text)
                let firstDigraph = try #require(traditional.firstIndex { $0.hasPrefix(digraph) })
                #expect(traditional[firstDigraph...].allSatisfy { $0.hasPrefix(digraph) }, "\(traditional)")
                #expect(standard.last.map { !$0.hasPrefix(digraph) } == true, "\(standard)")
            }
        }

        @Test("German phonebook order sorts Ä as AE (DIN 5007-2), standard order as A (DIN 5007-1); both put it under A")
        func germanPhonebook() throws {
            // "Änne" is "Aenne" in phonebook order, so before "Agnes"; in standard order it is
            // "Anne" with an accent, so after "Anna".
            let phonebook = try #require(try Self.load("de-u-co-phonebk.uikit.golden").sections.first { $0.title == "A" }).rows.map(\.text)
            let standard = try #require(try Self.load("de.uikit.golden").sections.first { $0.title == "A" }).rows.map(\.text)
            let agnes = "Agnes Ölker", anna = "Anna Müller", aenne = "Änne Ahrens"
            #expect(try #require(phonebook.firstIndex(of: aenne)) < (try #require(phonebook.firstIndex(of: agnes))))
            #expect(try #require(standard.firstIndex(of: aenne)) > (try #require(standard.firstIndex(of: anna))))
        }
    }
}
