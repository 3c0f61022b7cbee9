import Foundation
import SectionizeKit
import SectionizeTestSupport
import Testing

/// `sectionize search`: the same query over the same list gives the same rows, sections and
/// counts from the command's JSON as from the library (``SearchableSections`` and
/// ``SectionedList``), in several scripts. A differential test: the rules themselves are
/// pinned by hand-checked names in `NameSearchTests`.
@Suite("sectionize search: the command's JSON equals the library's results")
struct SearchCommandTests {
    struct Match: Equatable, CustomStringConvertible {
        var display: String
        var section: String
        var row: Int
        var description: String { "\(section)/\(row) \(display)" }
    }

    static let cases: [(locale: String, extra: [String], queries: [String])] = [
        ("de", ["Jürgen Müller", "Müller, Anna", "Österreich"], ["mu", "ju mü", "o", "a", "sch", "zzz"]),
        ("sv", ["Östen", "Olof", "Åsa"], ["o", "ö", "å", "an"]),
        ("ja", ["山田 太郎", "ヤマダ タロウ", "佐藤 花子"], ["やま", "ヤマ", "yama", "satou", "た"]),
        ("zh", ["曾国藩", "刘凤英", "欧阳娜娜", "张伟"], ["zgf", "zengguo", "lfy", "fengying", "ouyang", "z", "w"]),
        ("ko", ["김민수", "박민수"], ["ㄱㅁㅅ", "ㅁㅅ", "김", "민수"]),
    ]

    @Test("JSON lines of `search --queries` equal SearchableSections and SectionedList for the same rows (corpus rows plus names)", arguments: 0..<5)
    func composition(_ n: Int) throws {
        let (locale, extra, queries) = Self.cases[n]
        let corpus = try String(contentsOf: RepositoryFiles.url("Data/corpus/\(locale).txt"), encoding: .utf8)
            .split(separator: "\n").prefix(200).map(String.init)
        let names = corpus + extra
        // Queries: the hand-picked ones and the first two characters of every tenth row.
        let all = queries + stride(from: 0, to: names.count, by: 10).map { String(names[$0].prefix(2)) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("names.txt")
        let queryFile = folder.appendingPathComponent("queries.txt")
        try Data(utf8: names.joined(separator: "\n") + "\n").write(to: list)
        try Data(utf8: all.joined(separator: "\n") + "\n").write(to: queryFile)

        let (status, stdout, stderr) = try run(["search", list.path, "--queries", queryFile.path, "--locale", locale, "--format", "json"])
        #expect(status == 0, "\(stderr)")
        let lines = stdout.lines
        #expect(lines.count == all.count, "one line per query")

        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)])
        let searchable = try configuration.searchableSections(of: names, by: { $0 })
        let live = try SectionedList(Array(names.indices), id: { $0 }, text: { names[$0] }, configuration: configuration)
        var nonEmpty = 0
        for (query, line) in zip(all, lines) {
            let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
            #expect(object["query"] as? String == query)
            let matches = try #require(object["matches"] as? [[String: Any]]).map {
                Match(display: $0["display"] as? String ?? "?", section: $0["section"] as? String ?? "?", row: $0["row"] as? Int ?? -1)
            }
            let result = searchable.search(query)
            let expected = result.matches.map {
                Match(display: searchable.sections.element(at: $0.indexPath), section: $0.sectionTitle, row: $0.indexPath.row)
            }
            #expect(object["count"] as? Int == result.count, "count of '\(query)'")
            #expect(matches == expected, "matches of '\(query)' in \(locale)")
            #expect(live.search(query) == result, "SectionedList agrees on '\(query)'")
            if !matches.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty >= queries.count / 2, "the queries find something")
    }

    @Test("--limit keeps the first matches and the total count; tsv prints one line per match; no query is a usage error (64)")
    func limitFormatsAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("names.txt")
        try Data(utf8: "Müller\nMustermann, Max\nAnna Muster\nBerta\n").write(to: list)
        let limited = try run(["search", list.path, "mu", "--locale", "de", "--format", "json", "--limit", "1"])
        #expect(limited.status == 0)
        #expect(
            limited.stdout.text
                == "{\"count\": 3, \"matches\": [{\"display\": \"Anna Muster\", \"row\": 0, \"section\": \"A\"}], \"query\": \"mu\"}\n")
        let tsv = try run(["search", list.path, "mu", "be", "--locale", "de", "--format", "tsv"])
        #expect(tsv.stdout.text == "mu\tA\t0\tAnna Muster\nmu\tM\t0\tMüller\nmu\tM\t1\tMustermann, Max\nbe\tB\t0\tBerta\n")
        let none = try run(["search", list.path, "--locale", "de"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("QUERY"))
    }
}
