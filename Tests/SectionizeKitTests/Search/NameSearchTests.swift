import Testing
@testable import SectionizeKit

/// One hand-checked search: names of a list, a query, and the names it must find.
struct NameSearchCase: CustomTestStringConvertible, Sendable {
    var locale: String
    var names: [String]
    var query: String
    var expected: Set<String>
    var why: String
    var testDescription: String { "\(locale): '\(query)'" }
}

/// The names each path finds: ``SearchableSections`` and ``SectionedList``, which must agree.
enum NameSearch {
    static func found(_ locale: String, _ names: [String], _ query: String, readings: [String?]? = nil) throws -> [String] {
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(locale)])
        let indices = Array(names.indices)
        let searchable = try configuration.searchableSections(
            of: indices, by: { names[$0] }, reading: readings.map { r in { r[$0] } })
        let result = searchable.search(query)
        let byTable = result.matches.map { names[searchable.sections.element(at: $0.indexPath)] }
        #expect(result.count == byTable.count)
        for match in result.matches {
            #expect(match.sectionTitle == searchable.sections.title(ofSection: match.indexPath.section))
        }
        let list = try SectionedList(
            indices, id: { $0 }, text: { names[$0] }, reading: readings.map { r in { @Sendable in r[$0] } },
            configuration: configuration)
        let listResult = list.search(query)
        #expect(listResult == result, "SectionedList and SearchableSections agree on '\(query)'")
        return byTable
    }
}

@Suite("Name search: every query word begins a different word of the name, at the locale's primary strength")
struct NameSearchTests {
    static let cases: [NameSearchCase] = [
        // German (CLDR de: no tailoring; ü, ö are u, o with a secondary accent; ß expands to ss).
        .init(
            locale: "de", names: ["Müller", "Jürgen Müller", "Mayer", "Zoe"], query: "mul", expected: ["Müller", "Jürgen Müller"],
            why: "ü is u at primary strength in German"),
        .init(
            locale: "de", names: ["Müller", "Jürgen Müller", "Mayer", "Jürgen Schmidt"], query: "ju mü", expected: ["Jürgen Müller"],
            why: "two words, two different name words"),
        .init(
            locale: "de", names: ["Jürgen Müller", "Müller Jürgensen"], query: "mü ju", expected: ["Jürgen Müller", "Müller Jürgensen"],
            why: "any order"),
        .init(locale: "de", names: ["Jürgen Müller"], query: "mü mü", expected: [], why: "two query words cannot use one name word"),
        .init(locale: "de", names: ["Österreich", "Otto", "Berg"], query: "o", expected: ["Österreich", "Otto"], why: "German ö is an accented o"),
        .init(locale: "de", names: ["Strauß, Johann", "Straub"], query: "strauss", expected: ["Strauß, Johann"], why: "ß = ss at primary strength"),
        .init(
            locale: "de", names: ["Anna-Lena Maier", "Lena Berg"], query: "lena", expected: ["Anna-Lena Maier", "Lena Berg"],
            why: "words split at hyphens"),
        .init(
            locale: "de", names: ["Hermann", "Dieter Hermann"], query: "erm", expected: [],
            why: "a query word must begin a name word, not sit inside it"),
        .init(locale: "de", names: ["MÜLLER", "müller"], query: "MuL", expected: ["MÜLLER", "müller"], why: "case is tertiary"),
        // Swedish (CLDR sv: å ä ö are letters after z).
        .init(locale: "sv", names: ["Östen", "Olof", "Åsa", "Anders"], query: "o", expected: ["Olof"], why: "ö is its own letter in Swedish"),
        .init(locale: "sv", names: ["Östen", "Olof"], query: "ö", expected: ["Östen"], why: "ö finds ö"),
        .init(locale: "sv", names: ["Åsa", "Anders"], query: "a", expected: ["Anders"], why: "å is its own letter"),
        // Polish (CLDR pl: ą ć ę ł ń ó ś ź ż letters of their own).
        .init(locale: "pl", names: ["Łukasz", "Lucyna"], query: "lu", expected: ["Lucyna"], why: "ł is its own letter in Polish"),
        .init(locale: "pl", names: ["Łukasz", "Lucyna"], query: "łu", expected: ["Łukasz"], why: "ł finds ł"),
        .init(locale: "pl", names: ["Świętosław", "Sebastian"], query: "s", expected: ["Sebastian"], why: "ś is its own letter"),
        // Turkish (CLDR tr: ı < i, I is upper-case ı, İ is upper-case i; ç ğ ö ş ü own letters).
        .init(
            locale: "tr", names: ["İlker", "Ilgaz", "ismail", "ılık"], query: "i", expected: ["İlker", "ismail"],
            why: "dotted i and İ are one letter in Turkish"),
        .init(
            locale: "tr", names: ["İlker", "Ilgaz", "ismail", "ılık"], query: "ı", expected: ["Ilgaz", "ılık"], why: "dotless ı and I are one letter"),
        .init(locale: "tr", names: ["Çelik", "Cem"], query: "c", expected: ["Cem"], why: "ç is its own letter in Turkish"),
        // Czech (CLDR cs: č ř š ž own letters; ch a letter after h).
        .init(locale: "cs", names: ["Čapek", "Cibulka"], query: "c", expected: ["Cibulka"], why: "č is its own letter in Czech"),
        .init(locale: "cs", names: ["Řezníček", "Rada"], query: "ř", expected: ["Řezníček"], why: "ř finds ř"),
        .init(locale: "cs", names: ["Chalupa", "Hora"], query: "cha", expected: ["Chalupa"], why: "ch typed as c, h"),
        // French (no tailoring at primary strength).
        .init(
            locale: "fr", names: ["Hélène Côté", "Eric", "Éric Durand"], query: "eric", expected: ["Eric", "Éric Durand"],
            why: "accents are secondary in French"),
        .init(locale: "fr", names: ["Hélène Côté"], query: "cote hele", expected: ["Hélène Côté"], why: "two words, accents ignored"),
        .init(
            locale: "fr", names: ["Jean-Pierre Martin", "Pierre Dupont"], query: "jean-pierre", expected: ["Jean-Pierre Martin"],
            why: "the query splits at the hyphen too"),
        // Spanish (CLDR es: ñ a letter after n).
        .init(locale: "es", names: ["Núñez", "Nuno"], query: "nun", expected: ["Nuno"], why: "ñ is its own letter in Spanish"),
        .init(locale: "es", names: ["Núñez", "Nuno"], query: "nuñ", expected: ["Núñez"], why: "ñ finds ñ, ú is u"),
        .init(locale: "es", names: ["José García", "Josefa"], query: "jose", expected: ["José García", "Josefa"], why: "é is e"),
        // Chinese (pinyin from the Xiandai Hanyu Cidian: 曾 as a surname zēng, 国 guó, 藩 fān;
        // 刘 liú, 凤 fèng, 英 yīng; 欧阳 ōuyáng; Android's getNameLookupKeys rules).
        .init(locale: "zh", names: ["曾国藩", "张伟", "刘凤英"], query: "zgf", expected: ["曾国藩"], why: "initials from the first syllable"),
        .init(
            locale: "zh", names: ["曾国藩", "张伟", "刘凤英"], query: "zengguo", expected: ["曾国藩"], why: "pinyin from the first syllable, surname read zēng"),
        .init(locale: "zh", names: ["曾国藩", "张伟"], query: "cgf", expected: [], why: "曾 as a surname is zēng, not céng"),
        .init(locale: "zh", names: ["曾国藩", "张伟"], query: "guofan", expected: ["曾国藩"], why: "pinyin from the second syllable"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "liufe", expected: ["刘凤英"], why: "a prefix of the whole pinyin"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "fengying", expected: ["刘凤英"], why: "pinyin from any syllable on"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "lfy", expected: ["刘凤英"], why: "initials"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "fy", expected: ["刘凤英"], why: "initials from the second syllable"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "ly", expected: [], why: "initials are contiguous syllables"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "zhangwei", expected: ["张伟"], why: "pinyin of 张伟"),
        .init(locale: "zh", names: ["欧阳娜娜", "欧文"], query: "ouyang", expected: ["欧阳娜娜"], why: "欧阳 ōuyáng"),
        .init(locale: "zh", names: ["刘凤英", "张伟"], query: "凤英", expected: ["刘凤英"], why: "the characters from any syllable on"),
        // Korean (Android's Korean lookup: chosung of the full name and of the given name).
        .init(locale: "ko", names: ["김민수", "김영희", "박민수"], query: "ㄱㅁㅅ", expected: ["김민수"], why: "initial consonants of the full name"),
        .init(locale: "ko", names: ["김민수", "김영희", "박민수"], query: "ㅁㅅ", expected: ["김민수", "박민수"], why: "initial consonants of the given name"),
        .init(locale: "ko", names: ["김민수", "김영희"], query: "민수", expected: ["김민수"], why: "the given name's syllables"),
        .init(locale: "ko", names: ["김민수", "김영희"], query: "김미", expected: ["김민수"], why: "미 is a prefix of 민 (ㅁ ㅣ ㄴ) at primary strength"),
        .init(locale: "ko", names: ["김민수", "김영희"], query: "ㄱㅅ", expected: [], why: "initials of contiguous syllables only"),
    ]

    @Test("Hand-checked names in de, sv, pl, tr, cs, fr, es, zh and ko: exactly the expected names, the same from both paths", arguments: cases)
    func handChecked(_ c: NameSearchCase) throws {
        let found = try NameSearch.found(c.locale, c.names, c.query)
        #expect(Set(found) == c.expected, "\(c.why)")
        #expect(found.count == Set(found).count, "each name once")
    }

    @Test(
        "Japanese: 山田 太郎 by its reading やまだ たろう in hiragana, katakana, half-width and romaji (MeCab's reading, ICU Hiragana-Latin)",
        arguments: ["やま", "ヤマ", "ﾔﾏ", "yama", "たろう", "taro", "山田", "太郎", "yamada tarou", "たろ やま"])
    func japanese(_ query: String) throws {
        let names = ["山田 太郎", "佐藤 花子", "田中 一郎"]
        #expect(try NameSearch.found("ja", names, query) == ["山田 太郎"])
    }

    @Test("Japanese: a carried reading is searched (さとう → satou), and a wrong one finds nothing")
    func japaneseCarried() throws {
        let names = ["佐藤 花子", "山田 太郎"]
        let readings: [String?] = ["さとう はなこ", "やまだ たろう"]
        #expect(try NameSearch.found("ja", names, "satou", readings: readings) == ["佐藤 花子"])
        #expect(try NameSearch.found("ja", names, "はな", readings: readings) == ["佐藤 花子"])
        #expect(try NameSearch.found("ja", names, "yamahana", readings: readings) == [])
    }

    @Test("Results are in list order with the displayed index path, the section title and the total count past the limit")
    func orderPathsAndLimit() throws {
        let names = ["Zoe Müller", "Anna Muster", "Max Mustermann", "Müller", "Berta"]
        let configuration = SectioningConfiguration(locales: ["de"])
        let searchable = try configuration.searchableSections(of: names, by: { $0 })
        let all = searchable.search("mu")
        // Sorted German: Anna Muster (A), Berta (B), Max Mustermann (M), Müller (M), Zoe Müller (Z).
        #expect(all.count == 4)
        #expect(all.matches.map { searchable.sections.element(at: $0.indexPath) } == ["Anna Muster", "Max Mustermann", "Müller", "Zoe Müller"])
        #expect(
            all.matches.map(\.indexPath) == [
                .init(section: 0, row: 0), .init(section: 2, row: 0), .init(section: 2, row: 1), .init(section: 3, row: 0),
            ])
        #expect(all.matches.map(\.sectionTitle) == ["A", "M", "M", "Z"])
        let limited = searchable.search("mu", limit: 2)
        #expect(limited.count == 4)
        #expect(limited.matches == Array(all.matches.prefix(2)))
        #expect(searchable.search("").count == 5, "a query without words matches every element")
        #expect(searchable.search("x").count == 0)
    }

    @Test("SectionedList keeps its keys current: inserts, updates and removals after the first search are found, and a copy keeps its own")
    func liveList() throws {
        struct Contact: Sendable { var id: Int; var name: String }
        let configuration = SectioningConfiguration(locales: ["de"])
        var list = try SectionedList(
            [Contact(id: 1, name: "Jürgen Müller"), Contact(id: 2, name: "Anna Berg")], id: \.id, text: \.name,
            configuration: configuration)
        #expect(list.search("mu").count == 1)
        let before = list
        try list.insert(Contact(id: 3, name: "Mustermann, Max"))
        try list.update(Contact(id: 2, name: "Anna Müller"))
        #expect(list.search("mu").matches.map { list.element(at: $0.indexPath).id } == [2, 1, 3])
        try list.remove(id: 1)
        #expect(list.search("mu").matches.map { list.element(at: $0.indexPath).id } == [2, 3])
        #expect(list.search("ju").count == 0)
        #expect(before.search("mu").count == 1, "the copy taken before the edits keeps its keys")
        #expect(before.search("ju").count == 1)
    }
}
