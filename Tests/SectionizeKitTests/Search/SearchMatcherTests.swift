import Foundation
import ICUOracle
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// ICU's StringSearch (`usearch`) at primary strength, the reference for search matching.
enum SearchOracle {
    static func matches(locale: String, text: String, query: String) throws -> Bool {
        let pattern = Array(query.utf16), haystack = Array(text.utf16)
        var status: Int32 = 0
        let found = icu_oracle_usearch_primary(locale, pattern, Int32(pattern.count), haystack, Int32(haystack.count), &status)
        if found < 0 { throw Oracle.OracleError(code: status) }
        return found == 1
    }
}

/// The cases in `Tests/Browser/search-cases.json`, shared with the browser tests.
struct SearchCase: Decodable, CustomTestStringConvertible {
    var locale: String
    var query: String
    var rows: [String]
    var expected: [String]
    var why: String
    var testDescription: String { "\(locale): '\(query)'" }

    static let all: [SearchCase] = {
        struct File: Decodable { var cases: [SearchCase] }
        let url = RepositoryFiles.url("Tests/Browser/search-cases.json")
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases) ?? []
    }()
}

@Suite("Search matching at primary strength")
struct SearchMatcherTests {
    @Test(
        "The shared search cases: SearchMatcher keeps exactly the hand-checked rows (CLDR collation facts in each case's `why`)",
        arguments: SearchCase.all)
    func sharedCases(_ c: SearchCase) throws {
        let search = try SearchMatcher(locale: LocaleIdentifier.resolve(c.locale))
        let kept = search.matchingRows(c.rows, query: c.query).map { c.rows[$0] }
        #expect(Set(kept) == Set(c.expected), "\(c.why)")
        #expect(kept.count == c.expected.count)
    }

    @Test("The shared search cases: ICU's StringSearch at primary strength keeps the same rows", arguments: SearchCase.all)
    func sharedCasesAgreeWithICUStringSearch(_ c: SearchCase) throws {
        let locale = try LocaleIdentifier.resolve(c.locale)
        let kept = try c.rows.filter { try SearchOracle.matches(locale: locale, text: $0, query: c.query) }
        #expect(Set(kept) == Set(c.expected), "\(c.why)")
    }

    @Test("There are shared cases to check (the fixture file was found and decoded)")
    func fixtureIsRead() {
        #expect(SearchCase.all.count >= 8)
    }

    @Test("Case and accents are ignored; a lone combining accent has an empty key (root collation: secondary/tertiary weights only)")
    func caseAndAccents() throws {
        let search = try SearchMatcher(locale: "de")
        #expect(search.key(of: "É") == search.key(of: "e"))
        #expect(search.key(of: "e\u{301}") == search.key(of: "é"))
        #expect(search.key(of: Unicode.Scalar(0x301)!).isEmpty)
        #expect(search.key(of: "ß") == search.key(of: "ss"))
        #expect(search.key(of: "a") != search.key(of: "b"))
        #expect(search.matches("René Müller", query: "RENE MU"))
        #expect(!search.matches("René Müller", query: "renee"))
    }

    @Test("An empty query, or one of only ignorable characters, keeps every row")
    func emptyQuery() throws {
        let search = try SearchMatcher(locale: "de")
        #expect(search.matches("Anna", query: ""))
        #expect(search.matches("", query: ""))
        #expect(search.matches("Anna", query: "\u{301}"))
        #expect(!search.matches("", query: "a"))
    }

    @Test("Differential: on every row of the German sample, queries cut from the rows agree with ICU's StringSearch")
    func germanSampleAgreesWithStringSearch() throws {
        let rows = try Corpus.lines("samples/contacts-de.txt")
        try agreeWithStringSearch(locale: "de", rows: rows)
    }

    @Test("Differential: corpus rows of sv, ru, el and ja agree with ICU's StringSearch", arguments: ["sv", "ru", "el", "ja"])
    func corpusAgreesWithStringSearch(_ locale: String) throws {
        let rows = Array(try Corpus.lines("corpus/\(locale).txt").prefix(40))
        try agreeWithStringSearch(locale: locale, rows: rows)
    }

    /// Queries: each row's first three characters, upper-cased, and the three from its fourth.
    private func agreeWithStringSearch(locale: String, rows: [String]) throws {
        let search = try SearchMatcher(locale: locale)
        var queries: Set<String> = []
        for row in rows {
            let characters = Array(row)
            queries.insert(String(characters.prefix(3)).uppercased())
            if characters.count >= 6 { queries.insert(String(characters[3..<6])) }
        }
        var disagreements: [String] = []
        for query in queries.sorted() {
            let ours = Set(search.matchingRows(rows, query: query))
            let icu = Set(try rows.indices.filter { try SearchOracle.matches(locale: locale, text: rows[$0], query: query) })
            if ours != icu {
                disagreements.append(
                    "'\(query)': ours-only \(ours.subtracting(icu).map { rows[$0] }), ICU-only \(icu.subtracting(ours).map { rows[$0] })")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "; "))")
        #expect(queries.count >= 20)
    }

    @Test("Right-to-left locales (ICU uloc_isRightToLeft: Arabic and Hebrew scripts)")
    func rightToLeft() {
        for id in ["ar", "he", "fa", "ur", "ar_EG"] { #expect(LocaleIdentifier.isRightToLeft(id), "\(id)") }
        for id in ["de", "ja", "en", "ru", "az"] { #expect(!LocaleIdentifier.isRightToLeft(id), "\(id)") }
    }
}
