import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

/// Choosing the locale: `--locale` (repeatable, BCP 47 or ICU IDs, per its help), else the
/// environment in POSIX precedence LC_ALL, LC_COLLATE, LANG with the encoding stripped, else
/// `en` (`LocaleIdentifier.fromEnvironment`). Letters: CLDR's index characters (en A–Z;
/// ru А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я; sv A–Z then Å Ä Ö).
/// Environments below are the child's *whole* environment, so LC_ALL is unset unless listed.
@Suite("Locale selection")
struct LocaleSelectionTests {
    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    static let russian = "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я".split(separator: " ").map(String.init)

    func labels(_ arguments: [String], environment: [String: String]? = nil) throws -> [String] {
        let result = try run(["titles"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.text.split(separator: "\n").map(String.init)
    }

    @Test("Repeated --locale adds letters: `--locale en --locale ru --style icu` has A–Z, then А–Я")
    func repeatedLocale() throws {
        let titles = try labels(["--locale", "en", "--locale", "ru", "--style", "icu"])
        for letter in Self.latin + Self.russian {
            #expect(titles.contains(letter), "\(letter)")
        }
        #expect(try #require(titles.firstIndex(of: "Z")) < (try #require(titles.firstIndex(of: "А"))), "en, the first locale, decides the order")
        let document = try JSONDocument(try run(["--locale", "en", "--locale", "ru", "--style", "icu", "--format", "json"], stdin: Data()).stdout)
        #expect(document.locales == ["en", "ru"])
        #expect(document.locale == "en")
    }

    @Test("No --locale: LANG=sv_SE.UTF-8 gives Swedish (Å Ä Ö after Z), localeSource LANG", .cldr42)
    func langEnvironment() throws {
        let environment = ["LANG": "sv_SE.UTF-8"]
        let titles = try labels([], environment: environment)
        #expect(Array(titles.suffix(5)) == ["Z", "Å", "Ä", "Ö", "#"])
        let result = try run(["--format", "json"], stdin: Data(utf8: "Östen\nZara\n"), environment: environment)
        let document = try JSONDocument(result.stdout)
        #expect(document.localeSource == "LANG")
        #expect(document.locale == "sv_SE")
        #expect(document.sectionTitles == ["Z", "Ö"])
        // TSV has no header, so the chosen locale is reported on stderr instead.
        let tsv = try run(["--format", "tsv"], stdin: Data(utf8: "Zara\n"), environment: environment)
        #expect(tsv.stderr == "sectionize: using locale sv_SE (from LANG)\n")
        #expect(tsv.stdout.text == "Z\tZara\n")
    }

    @Test(
        "LC_ALL overrides LC_COLLATE and LANG; LC_COLLATE overrides LANG",
        arguments: [
            (["LC_ALL": "de_DE.UTF-8", "LANG": "sv_SE.UTF-8"], "de_DE", "LC_ALL"),
            (["LC_ALL": "de_DE.UTF-8", "LC_COLLATE": "sv_SE.UTF-8", "LANG": "sv_SE.UTF-8"], "de_DE", "LC_ALL"),
            (["LC_COLLATE": "sv_SE.UTF-8", "LANG": "de_DE.UTF-8"], "sv_SE", "LC_COLLATE"),
            (["LANG": "de_AT.UTF-8@euro"], "de_AT", "LANG"),
        ] as [([String: String], String, String)])
    func environmentPrecedence(environment: [String: String], locale: String, source: String) throws {
        let document = try JSONDocument(try run(["--format", "json"], stdin: Data(), environment: environment).stdout)
        #expect(document.locale == locale)
        #expect(document.localeSource == source)
    }

    @Test(
        "LANG=C, LANG=POSIX, LC_ALL=C over LANG=sv (POSIX: a set LC_ALL wins) or no variable: English; localeSource is the variable that decided, default without one",
        arguments: [
            (["LANG": "C"], "LANG"), (["LANG": "POSIX"], "LANG"), (["LANG": "C.UTF-8"], "LANG"),
            (["LC_ALL": "C", "LANG": "sv_SE.UTF-8"], "LC_ALL"), ([:], "default"),
        ] as [([String: String], String)])
    func defaultLocale(environment: [String: String], source: String) throws {
        let result = try run(["--format", "json"], stdin: Data(utf8: "Zoe\n"), environment: environment)
        #expect(result.status == 0)
        let document = try JSONDocument(result.stdout)
        #expect(document.locale == "en")
        #expect(document.localeSource == source)
        #expect(try labels([], environment: environment) == Self.latin + ["#"])
    }

    @Test("--locale wins over the environment")
    func optionBeatsEnvironment() throws {
        let document = try JSONDocument(
            try run(
                ["--locale", "de", "--format", "json"], stdin: Data(),
                environment: ["LC_ALL": "sv_SE.UTF-8"]
            ).stdout)
        #expect(document.locale == "de")
        #expect(document.localeSource == "--locale")
    }

    @Test(
        "BCP 47 tags and ICU IDs are accepted and resolved to ICU IDs, with the library's labels",
        arguments: [
            ("de-u-co-phonebk", "de@collation=phonebook"), ("zh-Hant", "zh_Hant"),
            ("zh@collation=zhuyin", "zh@collation=zhuyin"), ("de_AT", "de_AT"), ("sr-Latn-RS", "sr_Latn_RS"),
        ])
    func identifierForms(identifier: String, resolved: String) throws {
        let result = try run(["--locale", identifier, "--format", "json"], stdin: Data())
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        #expect(document.locale == resolved)
        let library = try IndexedCollation(locale: identifier, style: .uikit)
        #expect(try labels(["--locale", identifier]) == library.sectionTitles)
    }

    @Test("de-u-co-phonebk really sorts with the phonebook collation (CLDR: ä as ae), plain de does not", .cldr42)
    func phonebookCollation() throws {
        let input = Data(utf8: "Afra\nÄrger\nAdler\n")
        let plain = try run(["--locale", "de", "--format", "tsv"], stdin: input)
        #expect(plain.stdout.text == "A\tAdler\nA\tAfra\nA\tÄrger\n")
        let phonebook = try run(["--locale", "de-u-co-phonebk", "--format", "tsv"], stdin: input)
        #expect(phonebook.stdout.text == "A\tAdler\nA\tÄrger\nA\tAfra\n")
    }

    @Test("zh@collation=zhuyin labels are Bopomofo (ㄅ ㄆ ㄇ …), after A–Z in uikit style", .cldr42)
    func zhuyinLabels() throws {
        let titles = try labels(["--locale", "zh@collation=zhuyin"])
        #expect(Array(titles.prefix(26)) == Self.latin)
        #expect(Array(titles.dropFirst(26).prefix(3)) == ["ㄅ", "ㄆ", "ㄇ"])
        #expect(titles.last == "#")
    }
}
