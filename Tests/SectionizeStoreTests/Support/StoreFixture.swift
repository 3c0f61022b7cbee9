// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import GRDB
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import TableUpdateReference

/// A user's table `contacts(id, name, yomi)` in some database, written by the test with
/// plain SQL (the store only reads it).
protocol ContactsFixture: Sendable {
    /// The database, as the store names it.
    var database: StoreDatabase { get }
    /// Runs statements in one transaction.
    func run(_ statements: [String]) throws
    /// The first column of a query's rows, as text.
    func strings(_ sql: String) throws -> [String]
}

extension ContactsFixture {
    /// A SQL string literal (test fixtures only; the store itself binds every value).
    static func literal(_ text: String?) -> String {
        guard let text else { return "NULL" }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
    func insertStatement(_ id: Int, _ name: String, _ yomi: String?) -> String {
        "INSERT INTO contacts (id, name, yomi) VALUES (\(id), \(Self.literal(name)), \(Self.literal(yomi)))"
    }
    func updateStatement(_ id: Int, _ name: String, _ yomi: String?) -> String {
        "UPDATE contacts SET name = \(Self.literal(name)), yomi = \(Self.literal(yomi)) WHERE id = \(id)"
    }
    func deleteStatement(_ id: Int) -> String { "DELETE FROM contacts WHERE id = \(id)" }

    /// The keys table of the store's current generation (the stamp names it; docs/store.md).
    func keysTable() throws -> String {
        let generation = try strings("SELECT value FROM contacts__sectionize_stamp WHERE name = 'generation'")
        return "contacts__sectionize_" + (generation.first ?? "?")
    }
}

/// Builds a store of `rows` on each backend in turn, SQLite (a new file) then PostgreSQL (the
/// `contacts` table of `cluster`, made anew), and hands each to `body` with its table and the
/// backend's name ("SQLite" or "PostgreSQL", for messages).
func eachBackend(
    _ rows: [(id: Int, name: String, yomi: String?)], cluster: PostgresCluster, configuration: SectioningConfiguration,
    _ body: (_ store: SectionStore, _ table: any ContactsFixture, _ backend: String) throws -> Void
) throws {
    for table in [try ContactsTable(rows: rows) as any ContactsFixture, try PostgresContacts(cluster: cluster, rows: rows)] {
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        try body(store, table, table is ContactsTable ? "SQLite" : "PostgreSQL")
    }
}

/// One round of 1–4 random edits of a table's rows: the SQL that makes them (for the caller to
/// run), and the same edits as the store and the list take them. An insert takes the next id
/// after `nextID`; with fewer than 5 rows present every edit is an insert.
struct RandomEditRound {
    var statements: [String] = []
    var storeEdits: [StoreEdit] = []
    var listEdits: [ListEdit<ContactRecord, String>] = []

    init(table: any ContactsFixture, locale: String, present: inout Set<Int>, nextID: inout Int, using rng: inout SplitMix) {
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let choice = rng.next() % 3
            if choice == 0 || present.count < 5 {
                let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
                nextID += 1
                statements.append(table.insertStatement(nextID, name, yomi))
                present.insert(nextID)
                storeEdits.append(.insert(id: String(nextID)))
                listEdits.append(.insert(record(nextID, name, yomi)))
            } else {
                let id = present.sorted()[Int(rng.next() % UInt64(present.count))]
                if choice == 1 {
                    let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
                    statements.append(table.updateStatement(id, name, yomi))
                    storeEdits.append(.update(id: String(id)))
                    listEdits.append(.update(record(id, name, yomi)))
                } else {
                    statements.append(table.deleteStatement(id))
                    present.remove(id)
                    storeEdits.append(.remove(id: String(id)))
                    listEdits.append(.remove(String(id)))
                }
            }
        }
    }
}

/// The table in a PostgreSQL cluster started by the test (its store's tables dropped first).
struct PostgresContacts: ContactsFixture {
    let cluster: PostgresCluster
    var database: StoreDatabase { .postgres(url: cluster.url) }

    init(cluster: PostgresCluster, rows: [(id: Int, name: String, yomi: String?)]) throws {
        self.cluster = cluster
        var statements = [
            Self.dropTables(like: "contacts"),
            "CREATE TABLE contacts (id integer PRIMARY KEY, name text, yomi text)",
        ]
        for chunk in stride(from: 0, to: rows.count, by: 500) {
            let values = rows[chunk..<min(rows.count, chunk + 500)].map { "(\($0.id), \(Self.literal($0.name)), \(Self.literal($0.yomi)))" }
            statements.append("INSERT INTO contacts (id, name, yomi) VALUES " + values.joined(separator: ", "))
        }
        try run(statements)
    }

    /// A statement that drops every table of schema public whose name starts with `prefix`.
    static func dropTables(like prefix: String) -> String {
        """
        DO $$DECLARE r record; BEGIN
          FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '\(prefix)%' LOOP
            EXECUTE 'DROP TABLE ' || quote_ident(r.tablename) || ' CASCADE';
          END LOOP;
        END$$
        """
    }

    func run(_ statements: [String]) throws {
        try cluster.psql("BEGIN;\n" + statements.map { $0 + ";\n" }.joined() + "COMMIT;\n")
    }

    func strings(_ sql: String) throws -> [String] { try cluster.psql(sql) }
}

/// A user's table in a temporary SQLite file: `contacts(id INTEGER PRIMARY KEY, name TEXT,
/// yomi TEXT)`, written by the test (the store only reads it).
final class ContactsTable: ContactsFixture {
    let folder: URL
    let path: String
    let queue: DatabaseQueue

    init(rows: [(id: Int, name: String, yomi: String?)]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("contacts.sqlite").path
        // The app's own connection waits for the store's readers as an app would (GRDB's
        // default is to fail at once on a lock); the file keeps SQLite's default rollback
        // journal, which the store never changes.
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT, yomi TEXT)")
            for row in rows {
                try db.execute(sql: "INSERT INTO contacts (id, name, yomi) VALUES (?, ?, ?)", arguments: [row.id, row.name, row.yomi])
            }
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var database: StoreDatabase { .sqlite(path: path) }

    func run(_ statements: [String]) throws {
        try queue.write { db in for statement in statements { try db.execute(sql: statement) } }
    }

    func insert(_ id: Int, _ name: String, _ yomi: String?) throws {
        try queue.write { db in
            try db.execute(sql: "INSERT INTO contacts (id, name, yomi) VALUES (?, ?, ?)", arguments: [id, name, yomi])
        }
    }

    func update(_ id: Int, _ name: String, _ yomi: String?) throws {
        try queue.write { db in try db.execute(sql: "UPDATE contacts SET name = ?, yomi = ? WHERE id = ?", arguments: [name, yomi, id]) }
    }

    func delete(_ id: Int) throws {
        try queue.write { db in try db.execute(sql: "DELETE FROM contacts WHERE id = ?", arguments: [id]) }
    }

    func execute(_ sql: String) throws {
        try queue.write { db in try db.execute(sql: sql) }
    }

    func strings(_ sql: String) throws -> [String] {
        try queue.read { db in try String.fetchAll(db, sql: sql) }
    }

    static let table = StoreTable(name: "contacts", id: "id", fields: RecordFields(name: "name", reading: "yomi"))
}

/// The in-memory reference: a `SectionedList` of the same records, made as `sectionize diff`
/// makes its lists of structured input (sort text and reading by the name style).
func referenceList(
    _ rows: [(id: Int, name: String, yomi: String?)], configuration: SectioningConfiguration
) throws -> SectionedList<ContactRecord, String> {
    let style = NameStyle(locale: configuration.locales[0].rawValue)
    return try SectionedList(
        rows.map { record($0.id, $0.name, $0.yomi) }, id: { $0.id ?? "" }, text: { $0.sortText(style) },
        reading: { $0.reading(style) }, configuration: configuration)
}

/// The rows a store of `list`'s rows shows: each displayed section's rows, with the display
/// text of the list's name style and the list's reading.
func expectedRows(_ list: SectionedList<ContactRecord, String>) -> [[StoreRow]] {
    let style = NameStyle(locale: list.collation.resolvedLocales[0])
    return (0..<list.numberOfSections).map { s in
        (0..<list.numberOfRows(inSection: s)).map { r in
            let e = list.element(at: ListIndexPath(section: s, row: r))
            return StoreRow(id: e.id ?? "", display: e.displayName(style), reading: list.reading(of: e.id ?? ""))
        }
    }
}

/// A record as the CSV reader makes it from columns `name` (`--name`) and `yomi` (`--reading`).
func record(_ id: Int, _ name: String, _ yomi: String?) -> ContactRecord {
    var r = ContactRecord(name: PersonName(fullReading: yomi ?? ""), formattedName: name)
    r.id = String(id)
    return r
}

/// The sections a list shows, as the reference table sees them (id and display text).
func referenceTable(_ list: SectionedList<ContactRecord, String>) -> [TableUpdateReference.Section] {
    let style = NameStyle(locale: list.collation.resolvedLocales[0])
    return (0..<list.numberOfSections).map { s in
        TableUpdateReference.Section(
            title: list.title(ofSection: s),
            rows: (0..<list.numberOfRows(inSection: s)).map { r in
                let e = list.element(at: ListIndexPath(section: s, row: r))
                return TableUpdateReference.Row(id: e.id ?? "", content: e.displayName(style))
            })
    }
}

/// The sections a store shows.
func referenceTable(_ dump: StoreDump) -> [TableUpdateReference.Section] {
    dump.sections.map { page in
        TableUpdateReference.Section(title: page.title, rows: page.rows.map { TableUpdateReference.Row(id: $0.id, content: $0.display) })
    }
}

/// Names per locale, written for these tests: letters of each alphabet's own (de ä ö ü ß,
/// sv å ä ö, Arabic letters), names that collate equal (repeats), digits for `#`, and for
/// ja names with their kana readings (the readings decide the sections: Apple's and
/// Android's Japanese indexes file by reading).
enum StoreNames {
    static func name(locale: String, using rng: inout SplitMix) -> (name: String, yomi: String?) {
        switch locale {
        case "ja":
            let pairs: [(String, String)] = [
                ("佐藤 太郎", "さとう たろう"), ("鈴木 花子", "すずき はなこ"), ("高橋 健太", "たかはし けんた"), ("田中 美咲", "たなか みさき"),
                ("渡辺 翔", "わたなべ しょう"), ("伊藤 さくら", "いとう さくら"), ("山本 大輔", "やまもと だいすけ"), ("中村 愛", "なかむら あい"),
                ("小林 蓮", "こばやし れん"), ("加藤 陽菜", "かとう ひな"), ("吉田 拓海", "よしだ たくみ"), ("山田 花", "やまだ はな"),
                ("Smith John", "Smith John"), ("123 商事", "123 しょうじ"), ("東海林 遥", "しょうじ はるか"), ("長谷川 遼", "はせがわ りょう"),
            ]
            let p = pairs[Int(rng.next() % UInt64(pairs.count))]
            return (p.0, p.1)
        default:
            let given: [String]
            let family: [String]
            switch locale {
            case "de":
                given = ["Anna", "Jörg", "Ülrike", "Zoe", "Ömer", "Andreas", "Bernd", "Claudia"]
                family = ["Müller", "Mueller", "Schmidt", "Özdemir", "Ärger", "Weiß", "Übel", "Zimmermann", "Becker", "Strauß", "Ohm"]
            case "sv":
                given = ["Åsa", "Erik", "Örjan", "Anna", "Ylva", "Lars"]
                family = ["Åberg", "Öberg", "Ängström", "Andersson", "Zetterlund", "Nilsson", "Wallin", "Ek", "Ödman", "Vik"]
            case "zh":
                given = ["伟", "芳", "娜", "洋", "静", "磊"]
                family = ["张", "王", "李", "刘", "陈", "杨", "赵", "黄", "周", "吴", "曾", "欧阳"]
            case "ar":
                given = ["محمد", "أحمد", "علي", "حسن", "يوسف", "زينب"]
                family = ["خالد", "عمر", "فاطمة", "ليلى", "إبراهيم", "الزهراني", "ثامر", "غسان"]
            default:
                given = ["Ann", "Bob"]
                family = ["Smith", "Jones"]
            }
            if rng.next() % 17 == 0 { return ("\(rng.next() % 100) Co", nil) }
            let g = given[Int(rng.next() % UInt64(given.count))]
            let f = family[Int(rng.next() % UInt64(family.count))]
            return (locale == "zh" ? f + g : "\(g) \(f)", nil)
        }
    }
}
#endif
