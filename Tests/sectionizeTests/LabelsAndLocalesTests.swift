import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

/// `sectionize titles`, `sectionize locales` and `--version` print what the library says:
/// `IndexedCollation.sectionTitles` and `buckets` (which SectionizeKitTests compare with ICU's
/// own `AlphabeticIndex`), `IndexedCollation.availableLocales` and `displayName(ofLocale:)`,
/// and the ICU, CLDR and Unicode versions.
@Suite("titles, locales and --version")
struct LabelsAndLocalesTests {
    static let locales = ["cs", "sv", "ja", "zh_Hant", "hu"]

    @Test("`titles --style icu` prints exactly the library's ICU-style section titles, one per line", arguments: locales)
    func icuTitlesMatchLibrary(locale: String) throws {
        let result = try run(["titles", "--locale", locale, "--style", "icu"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let library = try IndexedCollation(locale: locale, style: .icu)
        #expect(result.stdout.text == library.sectionTitles.map { $0 + "\n" }.joined())
    }

    @Test("`titles --format json` gives each title with its kind, as the library's sections", arguments: locales)
    func titlesJSON(locale: String) throws {
        let result = try run(["titles", "--locale", locale, "--style", "icu", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(object.keys.sorted() == ["cldrVersion", "icuVersion", "locale", "locales", "style", "titles"])
        #expect(JSONDocument.keysInTextOrder(result.stdout, indent: 2) == object.keys.sorted())
        let titles = try #require(object["titles"] as? [[String: String]])
        let library = try IndexedCollation(locale: locale, style: .icu)
        #expect(titles.map { $0["title"] } == library.sectionTitles)
        #expect(titles.map { $0["kind"] } == library.sectionKinds.map(\.description))
        #expect(titles.first?["kind"] == "underflow" && titles.last?["kind"] == "overflow")
        #expect(object["style"] as? String == "icu")
        #expect(object["locale"] as? String == library.resolvedLocales[0])
    }

    @Test(
        "`titles --locale de` (uikit, the default style) is A–Z then #, with no …; 0.3's `labels` and --…-labels spellings are gone (0.6.0: exit 64)")
    func uikitTitles() throws {
        let result = try run(["titles", "--locale", "de"])
        #expect(try run(["labels", "--locale", "de"]).status == 66)  // now an input file named labels
        #expect(try run(["titles", "-l", "de", "--style", "icu", "--max-labels", "10"]).status == 64)
        #expect(try run(["titles", "-l", "de", "--style", "icu", "--underflow-label", "<"]).status == 64)
        let titles = result.stdout.text.split(separator: "\n").map(String.init)
        #expect(titles.last == "#")
        #expect(!titles.contains("…"))
        #expect(titles == (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"])
        #expect(titles == (try IndexedCollation(locale: "de", style: .uikit)).sectionTitles)
    }

    @Test("`locales` lists over 700 `ID<TAB>Name` lines, the library's locales, including `de<TAB>German`")
    func localesList() throws {
        let result = try run(["locales"])
        #expect(result.status == 0)
        let lines = result.stdout.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count > 700)
        #expect(lines.contains("de\tGerman"))
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 2 })
        #expect(lines.map { String($0.prefix { $0 != "\t" }) } == IndexedCollation.availableLocales)
        #expect(result.stdout.last == 0x0A)
    }

    @Test("--version prints the tool, ICU, CLDR and Unicode versions on one line")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        // The version is the newest entry of CHANGELOG.md (the one place it is written by hand).
        let changelog = try String(contentsOf: RepositoryFiles.url("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") })
        let version = newest.dropFirst(4).prefix { $0 != "]" }
        #expect(
            result.stdout.text
                == "sectionize \(version) (ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion), Unicode \(IndexedCollation.unicodeVersion))\n"
        )
    }

    @Test("--version reports Debian 12's ICU 72 (the README's example output)", .cldr42)
    func versionIsICU72() throws {
        let result = try run(["--version"])
        #expect(result.stdout.text.contains("(ICU 72."))
        #expect(IndexedCollation.icuVersion.hasPrefix("72."))
    }
}
