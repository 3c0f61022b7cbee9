import Foundation
#if SQLite
import GRDB
#endif
import SectionizeKit
import SectionizeInput
import SectionizeTestSupport
import Testing

/// Every path agrees: one configuration, one list, and every way the toolkit shows that list
/// (the main command's JSON, `diff` from an empty list, a golden written and verified, the
/// report's placements, the HTML page's data, the library's `SectionedList` and
/// `IndexedSections` built from the same `SectioningConfiguration`, and a store of the same
/// contacts in a SQLite table) puts each row in the same section, in the same order, with the
/// same reading. (The store's tests
/// show that a PostgreSQL store's dump equals the SQLite store's byte for byte.)
///
/// This is a differential test: no path is the reference for the others; the main command's
/// sections themselves are checked against ICU's `AlphabeticIndex` and hand-checked facts in
/// the other suites. Rows come from `Data/corpus` (see `Data/README.md`) plus a few names
/// whose section only a reading or a tailoring decides.
@Suite("Composition: one configuration, every path, the same section for every row")
struct CompositionTests {
    /// A section as every path reports it: title, rows in order, and the reading of each row
    /// where the path shows readings (`nil` where it does not).
    struct Section: Equatable, CustomStringConvertible {
        var title: String
        var rows: [String]
        var readings: [String?]?
        var description: String { "\(title): \(rows)" }
    }

    static let cases: [(locale: String, options: [String], extra: [String])] = [
        ("de", [], ["Ärger", "Öztürk", "Zoë", "112 Notruf"]),
        ("sv", [], ["Åsa", "Ärla", "Östen", "Wilhelm", "Vera"]),
        ("ja", [], ["鈴木一郎", "山田太郎", "東海林", "あおき", "カトウ", "Smith"]),
        ("ja", ["--style", "icu", "--readings", "auto"], ["鈴木一郎", "山田太郎", "あおき"]),
        ("zh", [], ["曾国藩", "单田芳", "Anna", "阿明"]),
        ("ar", [], ["Anna", "112"]),
        ("en", ["--locale", "ja"], ["山田太郎", "张伟", "Smith"]),
    ]

    /// The rows of one case: the first 40 names of the locale's corpus (for English with
    /// Japanese friends, the Japanese corpus) and the extras.
    static func rows(_ locale: String, _ extra: [String]) throws -> [String] {
        let url = RepositoryFiles.url("Data/corpus/\(locale == "en" ? "ja" : locale).txt")
        let corpus = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").prefix(40).map(String.init)
        return corpus + extra
    }

    static func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `sections` of the main command's JSON (rows are strings, or `{"display", "reading"}`).
    static func mainSections(_ document: [String: Any]) throws -> [Section] {
        try #require(document["sections"] as? [[String: Any]]).map { section in
            let rows = try #require(section["rows"] as? [Any])
            return Section(
                title: try #require(section["title"] as? String),
                rows: try rows.map { try #require(($0 as? String) ?? ($0 as? [String: Any])?["display"] as? String) },
                readings: rows.map { ($0 as? [String: Any])?["reading"] as? String })
        }
    }

    /// The page's embedded data: rows, and `readings` when the rows were placed by readings.
    static func htmlSections(_ page: String) throws -> [Section] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        // The page escapes `<`, `>` and `&` as \u003c … inside the script; JSON reads them back.
        let document = try json(Data(page[start.upperBound..<end.lowerBound].utf8))
        return try #require(document["sections"] as? [[String: Any]]).map { section in
            let rows = try #require(section["rows"] as? [String])
            let readings = (section["readings"] as? [Any]).map { $0.map { $0 as? String } } ?? rows.map { _ in nil }
            return Section(title: try #require(section["title"] as? String), rows: rows, readings: readings)
        }
    }

    /// A golden's sections: `== TITLE` lines (with ` overflow`, ` underflow` or ` inflow` after
    /// the title of such a section) and the rows indented by two spaces.
    static func goldenSections(_ text: String) -> [Section] {
        var sections: [Section] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") {
                var title = String(line.dropFirst(3))
                for kind in [" overflow", " underflow", " inflow"] where title.hasSuffix(kind) { title = String(title.dropLast(kind.count)) }
                sections.append(Section(title: title, rows: [], readings: nil))
            } else if line.hasPrefix("  "), !sections.isEmpty {
                sections[sections.count - 1].rows.append(String(line.dropFirst(2)))
            }
        }
        return sections
    }

    /// `diff EMPTY LIST`'s text: every section inserted, with its rows.
    static func diffSections(_ text: String) -> [Section] {
        var sections: [Section] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("+ section "), let open = line.lastIndex(of: "(") {
                let title = line.dropFirst("+ section ".count)[..<open].dropLast()
                sections.append(Section(title: String(title), rows: [], readings: nil))
            } else if line.hasPrefix("    + "), !sections.isEmpty {
                sections[sections.count - 1].rows.append(String(line.dropFirst(6)))
            }
        }
        return sections
    }

    static func withoutReadings(_ sections: [Section]) -> [Section] {
        sections.map { Section(title: $0.title, rows: $0.rows, readings: nil) }
    }

    @Test(
        "Lines: main command, diff, golden (written and verified), report, HTML page, SectionedList and IndexedSections agree row by row",
        arguments: cases.indices)
    func lines(_ k: Int) throws {
        let (locale, options, extra) = Self.cases[k]
        let names = try Self.rows(locale, extra)
        try withTemporaryDirectory { dir in
            let list = try dir.file("list.txt", names.map { $0 + "\n" }.joined())
            let empty = try dir.file("empty.txt", "")
            let flags = ["--locale", locale] + options
            let context = "\(flags)"

            let mainRun = try run([list, "--format", "json"] + flags)
            #expect(mainRun.status == 0, "\(context): \(mainRun.stderr)")
            let document = try Self.json(mainRun.stdout)
            let main = try Self.mainSections(document)
            #expect(main.reduce(0) { $0 + $1.rows.count } == names.count, "\(context): every row once")
            let readingCount = main.reduce(0) { $0 + ($1.readings ?? []).compactMap { $0 }.count }
            if locale == "ja" || locale == "zh" || options.contains("ja") {
                #expect(readingCount > 0, "\(context): readings placed some rows")
            }

            // diff from nothing: every section inserted, in order.
            let diff = try run(["diff", empty, list] + flags)
            #expect(diff.status == 0, "\(context): \(diff.stderr)")
            #expect(Self.diffSections(String(decoding: diff.stdout, as: UTF8.self)) == Self.withoutReadings(main), "\(context): diff")

            // A golden: the same sections, and verify accepts it.
            let goldenRun = try run([list, "--format", "golden"] + flags)
            #expect(goldenRun.status == 0, "\(context): \(goldenRun.stderr)")
            #expect(Self.goldenSections(String(decoding: goldenRun.stdout, as: UTF8.self)) == Self.withoutReadings(main), "\(context): golden")
            let golden = try dir.file("list.golden", goldenRun.stdout)
            let verify = try run(["verify", golden])
            #expect(verify.status == 0, "\(context): verify: \(String(decoding: verify.stdout, as: UTF8.self))\(verify.stderr)")

            // The page's data.
            let page = try run([list, "--format", "html"] + flags)
            #expect(page.status == 0)
            #expect(try Self.htmlSections(String(decoding: page.stdout, as: UTF8.self)) == main, "\(context): html")

            // The report places every tricky row where the main command put it (uikit column
            // for uikit lists, icu column for icu lists), with the same reading.
            let report = try run(["report", "--rows", list, "--format", "json"] + flags)
            #expect(report.status == 0, "\(context): \(report.stderr)")
            let placed = Dictionary(
                main.flatMap { s in s.rows.indices.map { (s.rows[$0], (s.title, s.readings?[$0] ?? nil)) } },
                uniquingKeysWith: { a, _ in a })
            let tricky = try #require(try Self.json(report.stdout)["trickyRows"] as? [[String: Any]])
            let icu = options.contains("icu")
            for row in tricky {
                let sample = try #require(row["sample"] as? String)
                let title = try #require(row[icu ? "icu" : "uikit"] as? String)
                let reading = row[icu ? "icuReading" : "reading"] as? String
                #expect(placed[sample]?.0 == title, "\(context): report puts \(sample) under \(title)")
                #expect(placed[sample]?.1 == reading, "\(context): report reads \(sample) as \(reading ?? "nil")")
            }

            // The library's live list, from the configuration the flags describe.
            let locales = ([locale] + (options.firstIndex(of: "--locale").map { [options[$0 + 1]] } ?? [])).map(LocaleIdentifier.init(rawValue:))
            var configuration = SectioningConfiguration(locales: locales, style: icu ? .icu : .uikit)
            if options.contains("--readings") { configuration.readingMode = .auto }
            let live = try SectionedList(rows: RowBuffer(names), configuration: configuration)
            let liveSections = live.displayedSections.map { section in
                Section(title: section.title, rows: section.elements.map(\.text), readings: section.elements.map { live.reading(of: $0) })
            }
            #expect(liveSections == main, "\(context): SectionedList")

            // The library's static sections (IndexedSections), from the same configuration:
            // the table it describes has the same sections and rows.
            let table = try configuration.sections(of: names, by: { $0 })
            let staticSections = table.displayedSections.map { Section(title: $0.title, rows: $0.elements, readings: nil) }
            #expect(staticSections == Self.withoutReadings(main), "\(context): IndexedSections")
            #expect(table.indexBar == live.indexBar, "\(context): IndexedSections' bar")
        }
    }

    /// People of each records case: (given name, family name), with names whose section a
    /// reading or the locale's letters decide.
    static let people: [String: [(String, String)]] = [
        "de": [("Hans", "Müller"), ("Anna", "Becker"), ("Ali", "Özdemir"), ("Eva", "Zander"), ("Jörg", "Ärmel")],
        "ja": [("一郎", "鈴木"), ("太郎", "山田"), ("花子", "田中"), ("あおい", "佐藤"), ("John", "Smith")],
        "zh": [("国藩", "曾"), ("田芳", "单"), ("伟", "张"), ("Lily", "Wang"), ("明", "阿")],
    ]

    /// A contact export of `people` in a format: a Google-style CSV or a vCard 3.0 file with
    /// `N` and `FN` (RFC 2426), and the same file with no contact (for `diff`).
    static func export(_ people: [(String, String)], _ format: String, locale: String) -> (full: String, empty: String) {
        switch format {
        case "vcf":
            let familyFirst = locale == "ja" || locale == "zh"
            let cards = people.map { given, family in
                let latin = given.unicodeScalars.allSatisfy { $0.isASCII }
                let formatted = familyFirst && !latin ? "\(family)\(locale == "ja" ? " " : "")\(given)" : "\(given) \(family)"
                return "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(family);\(given);;;\r\nFN:\(formatted)\r\nEND:VCARD\r\n"
            }
            return (cards.joined(), "")
        default:
            return ("First Name,Last Name\n" + people.map { "\($0.0),\($0.1)\n" }.joined(), "First Name,Last Name\n")
        }
    }

    /// Queries of the search leg: word prefixes in either order, readings, pinyin initials.
    static let searchQueries: [String: [String]] = [
        "de": ["mü", "hans", "ö", "a", "ju mü", "zz"],
        "ja": ["suzuki", "すず", "yamada", "taro", "smith", "sa"],
        "zh": ["zgf", "zeng", "sh", "zhang", "wang lily", "a"],
    ]

    /// One answer of `search --format json`, without the ids (a file's records have none,
    /// a store's rows do).
    struct SearchAnswer: Equatable {
        struct Match: Equatable {
            var section: String
            var row: Int
            var display: String
        }
        var query: String
        var count: Int
        var matches: [Match]
    }

    static func searchAnswers(_ output: Data) throws -> [SearchAnswer] {
        try output.lines.map { line in
            let object = try json(line)
            return SearchAnswer(
                query: try #require(object["query"] as? String), count: try #require(object["count"] as? Int),
                matches: try #require(object["matches"] as? [[String: Any]]).map { match in
                    SearchAnswer.Match(
                        section: try #require(match["section"] as? String), row: try #require(match["row"] as? Int),
                        display: try #require(match["display"] as? String))
                })
        }
    }

    @Test(
        "Records: a CSV or vCard export's main command, diff, golden (verified), HTML page and a SectionedList of the records agree",
        arguments: [("de", "csv"), ("ja", "csv"), ("zh", "csv"), ("de", "vcf"), ("ja", "vcf"), ("zh", "vcf")])
    func records(_ locale: String, _ format: String) throws {
        let people = try #require(Self.people[locale])
        try withTemporaryDirectory { dir in
            let (full, none) = Self.export(people, format, locale: locale)
            let csv = try dir.file("contacts.\(format)", full)
            let empty = try dir.file("empty.\(format)", none)
            let flags = ["--locale", locale]
            let main = try Self.mainSections(try Self.json(try run([csv, "--format", "json"] + flags).stdout))
            #expect(main.reduce(0) { $0 + $1.rows.count } == people.count)
            let diff = try run(["diff", empty, csv] + flags)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(Self.diffSections(String(decoding: diff.stdout, as: UTF8.self)) == Self.withoutReadings(main), "diff")
            #expect(try Self.htmlSections(String(decoding: try run([csv, "--format", "html"] + flags).stdout, as: UTF8.self)) == main, "html")

            // A golden of the records: display names with their record numbers; verify re-reads the CSV.
            let golden = try run([csv, "--format", "golden"] + flags)
            let recorded = Self.goldenSections(String(decoding: golden.stdout, as: UTF8.self)).map { section in
                Section(
                    title: section.title, rows: section.rows.map { String($0[..<$0.range(of: "  @", options: .backwards)!.lowerBound]) },
                    readings: nil)
            }
            #expect(recorded == Self.withoutReadings(main), "golden of records")
            let goldenPath = try dir.file("contacts.golden", golden.stdout)
            let verified = try run(["verify", goldenPath])
            #expect(verified.status == 0, "verify: \(String(decoding: verified.stdout, as: UTF8.self))\(verified.stderr)")

            // The library: the same records read by SectionizeInput, in a live list.
            let input = try RecordReader.read(
                Array(try Data(contentsOf: URL(fileURLWithPath: csv))), source: csv, format: format == "vcf" ? .vcard : .csv)
            let style = NameStyle(locale: locale)
            let live = try SectionedList(
                input.records, id: { $0.number }, text: { $0.sortText(style) }, reading: { $0.reading(style) },
                configuration: SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)]))
            let liveSections = live.displayedSections.map { section in
                Section(
                    title: section.title, rows: section.elements.map { $0.displayName(style) },
                    readings: section.elements.map { live.reading(of: $0.number) })
            }
            #expect(liveSections == main, "SectionedList of records")

            #if SQLite
            // The store: the same contacts as a table of the user's, keyed and dumped.
            let database = dir.url.appendingPathComponent("contacts.sqlite").path
            let queue = try DatabaseQueue(path: database)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE contacts (id INTEGER PRIMARY KEY, given TEXT, family TEXT)")
                for (i, person) in people.enumerated() {
                    try db.execute(sql: "INSERT INTO contacts VALUES (?, ?, ?)", arguments: [i + 1, person.0, person.1])
                }
            }
            try queue.close()
            let table = ["--table", "contacts"]
            let build = try run(["store", "build", database] + table + ["--id", "id", "--given", "given", "--family", "family"] + flags)
            #expect(build.status == 0, "store build: \(build.stderr)")
            let dump = try run(["store", "dump", database] + table + ["--format", "json"])
            #expect(dump.status == 0, "store dump: \(dump.stderr)")
            #expect(try Self.mainSections(try Self.json(dump.stdout)) == main, "store")
            // The store's cursor pages: each section read 3 rows at a time, each page after the
            // one before by its "next" cursor, until "next" is null.
            var paged: [[String: Any]] = []
            for k in main.indices {
                var rows: [Any] = []
                var title = ""
                var page = try run(["store", "rows", database] + table + ["--section", String(k), "--limit", "3", "--format", "json"])
                while true {
                    #expect(page.status == 0, "store rows: \(page.stderr)")
                    let document = try Self.json(page.stdout)
                    rows += try #require(document["rows"] as? [Any])
                    title = try #require((document["section"] as? [String: Any])?["title"] as? String)
                    guard let next = document["next"] as? String else { break }
                    page = try run(["store", "rows", database] + table + ["--after", next, "--limit", "3", "--format", "json"])
                }
                paged.append(["title": title, "rows": rows])
            }
            #expect(try Self.mainSections(["sections": paged]) == main, "store, by cursor pages")

            // Tracked sync: a store built with --track-changes over a table that starts wrong
            // (every third contact missing, every fifth misspelt, an extra row), then put right
            // with plain SQL as another program would; `store sync` reads only the rows the
            // triggers recorded and must give the main command's rows.
            let tracked = dir.url.appendingPathComponent("tracked.sqlite").path
            let trackedQueue = try DatabaseQueue(path: tracked)
            try trackedQueue.write { db in
                try db.execute(sql: "CREATE TABLE contacts (id INTEGER PRIMARY KEY, given TEXT, family TEXT)")
                for (i, person) in people.enumerated() where i % 3 != 2 {
                    try db.execute(sql: "INSERT INTO contacts VALUES (?, ?, ?)", arguments: [i + 1, person.0, i % 5 == 0 ? "Zzz" : person.1])
                }
                try db.execute(sql: "INSERT INTO contacts VALUES (100000, 'Extra', 'Row')")
            }
            let trackedBuild = try run(
                ["store", "build", tracked] + table + ["--id", "id", "--given", "given", "--family", "family", "--track-changes"] + flags)
            #expect(trackedBuild.status == 0, "store build --track-changes: \(trackedBuild.stderr)")
            try trackedQueue.write { db in
                for (i, person) in people.enumerated() where i % 3 == 2 || i % 5 == 0 {
                    try db.execute(sql: "INSERT OR REPLACE INTO contacts VALUES (?, ?, ?)", arguments: [i + 1, person.0, person.1])
                }
                try db.execute(sql: "DELETE FROM contacts WHERE id = 100000")
            }
            let changeRows = try trackedQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM contacts__sectionize_changes") ?? 0 }
            #expect(changeRows > 0, "the triggers recorded the writes")
            try trackedQueue.close()
            let trackedSync = try run(["store", "sync", tracked] + table)
            #expect(trackedSync.status == 0, "store sync (tracked): \(trackedSync.stderr)")
            #expect(!trackedSync.stderr.contains("read the whole table"), "the sync read the recorded changes: \(trackedSync.stderr)")
            let trackedDump = try run(["store", "dump", tracked] + table + ["--format", "json"])
            #expect(trackedDump.status == 0, "store dump (tracked): \(trackedDump.stderr)")
            #expect(try Self.mainSections(try Self.json(trackedDump.stdout)) == main, "store, tracked sync")

            // Search: the same queries find the same rows (section, row, display) from
            // `sectionize search`, `SectionedList.search` and the store (SQLite here; the
            // store's StoreSearchTests show a PostgreSQL store answers as SectionedList does).
            let queries = try #require(Self.searchQueries[locale])
            let searched = try run(["search", csv, "--format", "json"] + flags + queries)
            #expect(searched.status == 0, "search: \(searched.stderr)")
            let memory = try Self.searchAnswers(searched.stdout)
            #expect(memory.count == queries.count && memory.contains { !$0.matches.isEmpty }, "search answers")
            let fromList = queries.map { query in
                let result = live.search(query)
                return SearchAnswer(
                    query: query, count: result.count,
                    matches: result.matches.map { match in
                        SearchAnswer.Match(
                            section: match.sectionTitle, row: match.indexPath.row, display: live.element(at: match.indexPath).displayName(style))
                    })
            }
            #expect(fromList == memory, "SectionedList.search")
            let stored = try run(["store", "search", database] + table + ["--format", "json"] + queries)
            #expect(stored.status == 0, "store search: \(stored.stderr)")
            #expect(try Self.searchAnswers(stored.stdout) == memory, "store search")
            // The page's search leg is the browser test test_the_page_finds_what_sectionize_search_finds
            // (Tests/Browser): it compares the page in Chromium with `sectionize search --format json`.
            #else
            // A build without the SQLite trait has no store to compare: the command says how to
            // build it in, exits 69 (EX_UNAVAILABLE) and leaves the file as it was.
            let database = dir.url.appendingPathComponent("contacts.sqlite").path
            try Data("not touched".utf8).write(to: URL(fileURLWithPath: database))
            let build = try run(["store", "build", database, "--table", "contacts", "--id", "id", "--name", "name"] + flags)
            #expect(build.status == 69, "store build without the driver: \(build.stderr)")
            #expect(build.stderr.contains("--traits SQLite"), "the message names the trait: \(build.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == Data("not touched".utf8))
            #endif
        }
    }
}
