import Foundation
import Testing
@testable import SectionizeKit

/// The page's search, re-enacted here the way `Resources/page.js` runs it (split the query at
/// white space and punctuation, fold each character through the written table, a Hangul
/// syllable through its canonical decomposition, then "every word begins a key of a different
/// group"), so that the written keys and table can be checked against the tool's own search
/// without a browser. `Tests/Browser/test_html.py` checks the real page against
/// `sectionize search`.
enum PageSearch {
    /// Sections `names` as `sectionize search` does and writes the page's keys.
    static func make(_ locale: String, _ names: [String]) throws -> (SectionedRowsSearch, PageSearchKeys) {
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(locale)])
        let collation = try configuration.makeCollation()
        let provider = try configuration.resolvedReadings(for: collation).provider
        let sectioned = try collation.sections(ofRows: RowBuffer(names), readingProvider: provider)
        let search = try SectionedRowsSearch(sectioned: sectioned, collation: collation, options: IndexBarOptions())
        return (search, search.pageKeys(of: sectioned))
    }

    /// The input rows the page shows for a query.
    static func matches(_ keys: PageSearchKeys, _ query: String) -> Set<Int> {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for fold in keys.folding {
            for scalar in fold.characters.unicodeScalars { table[scalar] = Array(fold.key.unicodeScalars) }
        }
        func isSeparator(_ s: Unicode.Scalar) -> Bool {
            if s.isASCII { return !(("0"..."9").contains(s) || ("A"..."Z").contains(s) || ("a"..."z").contains(s)) }
            switch s.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .connectorPunctuation, .dashPunctuation,
                .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default: return false
            }
        }
        func fold(_ s: Unicode.Scalar) -> [Unicode.Scalar]? {
            if let known = table[s] { return known }
            guard (0xAC00...0xD7A3).contains(s.value) else { return nil }
            var out: [Unicode.Scalar] = []
            for jamo in String(s).decomposedStringWithCanonicalMapping.unicodeScalars {
                guard let key = table[jamo] else { return nil }
                out += key
            }
            return out
        }
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        var dead = false
        for s in (query + " ").unicodeScalars {
            if isSeparator(s) {
                if !word.isEmpty { words.append(word) }
                word = []
            } else if let key = fold(s) {
                word += key
            } else {
                dead = true
            }
        }
        if dead { return [] }
        var found: Set<Int> = []
        for (row, text) in keys.rowKeys.enumerated() {
            let groups = text.unicodeScalars.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.split(separator: " ").map(Array.init)
            }
            let options = words.map { w in groups.indices.filter { g in groups[g].contains { $0.starts(with: w) } } }
            func place(_ i: Int, _ used: Set<Int>) -> Bool {
                i == options.count || options[i].contains { !used.contains($0) && place(i + 1, used.union([$0])) }
            }
            if place(0, []) { found.insert(row) }
        }
        return found
    }
}

@Suite("The page's search keys (issue 29 item 5): the page finds what sectionize search finds")
struct PageSearchKeysTests {
    @Test(
        "Every hand-checked name search (de, sv, pl, tr, cs, fr, es, zh, ko) finds the same rows through the page's keys",
        arguments: NameSearchTests.cases)
    func handCheckedCases(_ c: NameSearchCase) throws {
        let (search, keys) = try PageSearch.make(c.locale, c.names)
        let tool = Set(search.search(c.query).matches.map { search.row(at: $0.indexPath) })
        #expect(PageSearch.matches(keys, c.query) == tool, "\(c.why)")
        #expect(Set(tool.map { c.names[$0] }) == c.expected, "the tool itself: \(c.why)")
    }

    @Test(
        "Japanese by reading: the page finds 山田 太郎 by やま, ヤマ, ﾔﾏ, yama, YAMA, たろう, taro as the tool does (MeCab's reading やまだ たろう)",
        arguments: ["やま", "ヤマ", "ﾔﾏ", "yama", "YAMA", "たろう", "taro", "yamada tarou", "山田", "suzu", "qq", "yama yama"])
    func japanese(_ query: String) throws {
        let names = ["山田 太郎", "鈴木一郎", "やまもと", "Smith"]
        let (search, keys) = try PageSearch.make("ja", names)
        let tool = Set(search.search(query).matches.map { search.row(at: $0.indexPath) })
        #expect(PageSearch.matches(keys, query) == tool)
        if ["やま", "ヤマ", "ﾔﾏ", "yama", "taro"].contains(query) { #expect(tool.contains(0), "docs/search.md rule 3") }
    }

    @Test("A Korean page folds no Hangul syllable (a syllable is its jamo) and a German page no kana: only what can match")
    func onlyTheCharactersThatCanMatch() throws {
        let (_, ko) = try PageSearch.make("ko", ["김민수", "이민준", "박지성"])
        let koCharacters = ko.folding.flatMap { Array($0.characters.unicodeScalars) }
        #expect(!koCharacters.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(koCharacters.contains("ㄱ") && koCharacters.contains("\u{1100}"), "compatibility and conjoining ㄱ")
        #expect(!koCharacters.contains("a"), "no row has a Latin letter")
        // Jamo in their three forms, the ignorable marks, and the Hanja of Korean's exemplars
        // that collate as these jamo (金 as 김): a few hundred, where the syllables alone were 11,172.
        #expect(koCharacters.count < 1_000, "\(koCharacters.count) characters")
        let (_, de) = try PageSearch.make("de", ["Jürgen Müller", "Anna"])
        let deCharacters = Set(de.folding.flatMap { Array($0.characters.unicodeScalars) })
        #expect(!deCharacters.contains("か") && !deCharacters.contains("z") && !deCharacters.contains("Z"), "no row has a z")
        #expect(["ü", "Ü", "u", "U", "ú", "\u{0308}"].allSatisfy { deCharacters.contains($0) }, "u in all its forms, the diaeresis ignorable")
        let ignorable = try #require(de.folding.first { $0.key.isEmpty })
        #expect(ignorable.characters.unicodeScalars.contains("\u{0301}"))
    }

    @Test(
        "Key characters are distinct, never escaped in JSON or HTML, never a separator, no combining mark and their own NFC (so no two keys are canonically equal)"
    )
    func symbols() {
        let symbols = PageSearchKeys.symbols(count: 30_000)
        #expect(Set(symbols).count == symbols.count)
        for s in symbols {
            #expect(!"\"&<>\\| ".unicodeScalars.contains(s) && s.value >= 0x21 && !(0xD800...0xDFFF).contains(s.value))
            let text = String(s)
            let mark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(s.properties.generalCategory)
            if mark || s.properties.canonicalCombiningClass != .notReordered
                || text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual([s]) == false
            {
                Issue.record("U+\(String(s.value, radix: 16)) is a mark or changes under NFC")
            }
        }
        #expect(symbols.prefix(3) == ["!", "#", "$"])
    }
}
