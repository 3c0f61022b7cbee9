import Foundation
public import SectionizeInput
public import SectionizeKit

/// Where a store's database is: a SQLite file (the embedded default) or a PostgreSQL server.
public enum StoreDatabase: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A SQLite database file, which must exist (the user's table is in it).
    case sqlite(path: String)
    /// A PostgreSQL database: a connection string as libpq reads it, the URI form
    /// `postgres://user@host:port/database?sslmode=verify-full` or the keyword/value form
    /// `host=… port=… dbname=… user=…`. Values left out come from libpq's environment
    /// variables (`PGHOST`, `PGPASSWORD` …); the password from `PGPASSWORD` or `~/.pgpass`
    /// (one in the string is never printed).
    case postgres(url: String)

    /// A database named on a command line: a `postgresql://` or `postgres://` URI (the scheme
    /// in any case) or libpq keyword/value pairs (`host=… dbname=…`), else a SQLite file path.
    ///
    /// - Parameter string: A path or a connection string.
    public init(_ string: String) {
        if PostgresConnectionString.isConnectionString(string) {
            self = .postgres(url: string)
        } else {
            self = .sqlite(path: string)
        }
    }

    /// The path, or the connection string without any password it carries.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): StoreDatabase.redacted(url)
        }
    }

    /// As ``description``: the connection string without its password.
    public var debugDescription: String {
        switch self {
        case .sqlite(let path): "sqlite(path: \(path.debugDescription))"
        case .postgres(let url): "postgres(url: \(StoreDatabase.redacted(url).debugDescription))"
        }
    }

    /// Whether the connection string itself holds a password (`user:password@`, `?password=`
    /// or `password=`), which other users of the machine can read in `ps` when it was given on
    /// a command line.
    public var carriesPassword: Bool {
        guard case .postgres(let url) = self else { return false }
        // A string that cannot be read may still hold one: treated as holding it.
        guard let parsed = try? PostgresConnectionString(url) else { return url != StoreDatabase.redacted(url) }
        return parsed.hasPassword
    }

    /// `url` without the password of its user information (`user:password@`) or its
    /// `password` parameter.
    static func redacted(_ url: String) -> String {
        PostgresConnectionString.redacted(url)
    }
}

/// The user's table a store attaches to: its name, its id column and the columns that hold
/// names, named as structured input names them (`--name`, or `--given`, `--family` … and
/// reading columns). The store reads this table and never writes it.
public struct StoreTable: Sendable, Hashable, Codable {
    /// The table's name (a plain identifier: letters, digits, `_`).
    public var name: String
    /// The column that identifies rows: unique and never empty.
    public var id: String
    /// The columns holding the name and its readings (`RecordFields/id` is ignored).
    public var fields: RecordFields
    /// The schema the store's own tables live in (PostgreSQL), or `nil` for the table's own
    /// schema (the one named in `schema.table`, else `current_schema()`).
    public var schema: String?
    /// The column whose value splits the table into many lists (an owner or account id), or
    /// `nil` for one list: each value of it (as text) is a list of its own, with its own
    /// index, pages, index paths, change sets and verification (docs/store.md, "Many lists in
    /// one table").
    public var scope: String?

    /// A table.
    ///
    /// - Parameters:
    ///   - name: The table's name (`schema.table` on PostgreSQL for a table in another schema).
    ///   - id: Its id column.
    ///   - fields: Its name columns, as structured input's field flags name them.
    ///   - schema: Where the store's own tables go (default: the table's schema).
    ///   - scope: The column that splits the table into many lists (default: one list).
    public init(name: String, id: String, fields: RecordFields, schema: String? = nil, scope: String? = nil) {
        self.name = name
        self.id = id
        self.schema = schema
        self.scope = scope
        var fields = fields
        fields.id = nil
        self.fields = fields
    }
}

/// What a store's keys were made with: compared with the running library on every open, so
/// that keys made by another ICU, CLDR or configuration are noticed (after an OS upgrade).
public struct StoreStamp: Sendable, Hashable, Codable {
    /// ICU's version (`IndexedCollation.icuVersion`).
    public var icuVersion: String
    /// CLDR's version.
    public var cldrVersion: String
    /// Unicode's version.
    public var unicodeVersion: String
    /// The configuration: locales, style, collation and index options, index bar options,
    /// readings (as in effect: readings on by default but unavailable are recorded as off).
    public var configuration: SectioningConfiguration
    /// The table and its columns.
    public var table: StoreTable
    /// How names are sorted and shown.
    public var nameStyle: NameStyle
    /// What computed the readings (the MeCab dictionary, ICU's transliterator), or `nil`.
    public var readingSource: String?
    /// Every collation section's title, by collation section number.
    public var sectionTitles: [String]
    /// Where the build's locale came from (`--locale`, `LANG` …), for reports; not compared.
    public var localeSource: String?
    /// Whether the id column holds integers (its declared type), so that ids print as JSON
    /// numbers; not compared.
    public var idIsInteger: Bool?
    /// What the build did with names that are not valid UTF-8; not compared.
    public var invalid: InvalidInputPolicy?

    // `readingSource` keeps its 0.5 key: stamps written by earlier builds decode unchanged.
    private enum CodingKeys: String, CodingKey {
        case icuVersion, cldrVersion, unicodeVersion, configuration, table, nameStyle
        case readingSource = "readings"
        case sectionTitles, localeSource, idIsInteger, invalid
    }

    /// A stamp of the running library.
    init(
        table: StoreTable, configuration: SectioningConfiguration, nameStyle: NameStyle, readingSource: String?,
        sectionTitles: [String]
    ) {
        icuVersion = IndexedCollation.icuVersion
        cldrVersion = IndexedCollation.cldrVersion
        unicodeVersion = IndexedCollation.unicodeVersion
        self.configuration = configuration
        self.table = table
        self.nameStyle = nameStyle
        self.readingSource = readingSource
        self.sectionTitles = sectionTitles
        localeSource = nil
    }

    /// What differs between this stamp and `other` (stored, running), one line each; empty
    /// when keys made by either are the same.
    ///
    /// - Parameter other: Another stamp (the running library's).
    /// - Returns: Lines such as `ICU 72.1 (stored) ≠ 74.2 (running)`.
    public func differences(from other: StoreStamp) -> [String] {
        var lines: [String] = []
        func compare(_ what: String, _ a: String?, _ b: String?) {
            if a != b { lines.append("\(what) \(a ?? "none") (stored) ≠ \(b ?? "none") (running)") }
        }
        compare("ICU", icuVersion, other.icuVersion)
        compare("CLDR", cldrVersion, other.cldrVersion)
        compare("Unicode", unicodeVersion, other.unicodeVersion)
        compare("readings", readingSource, other.readingSource)
        if configuration != other.configuration { lines.append("the configuration differs") }
        if table != other.table { lines.append("the table's columns differ") }
        if nameStyle != other.nameStyle { lines.append("the name style differs") }
        if sectionTitles != other.sectionTitles { lines.append("the section titles differ") }
        return lines
    }
}

/// The index of a stored list: the index bar and the rows per displayed section, from one
/// query of the store's per-section counts.
public struct StoreIndex: Sendable, Hashable {
    /// The index bar, exactly as `SectionedList/indexBar` of the same rows.
    public var indexBar: IndexBar
    /// The number of sections the table shows (`numberOfSections(in:)`), the same word as
    /// `SectionedList.numberOfSections`.
    public var numberOfSections: Int { indexBar.displayedCollationSections.count }
    /// The title of a displayed section (`titleForHeaderInSection`).
    ///
    /// - Parameter section: A displayed section, `0..<numberOfSections`.
    /// - Returns: Its title.
    public func title(ofSection section: Int) -> String { indexBar.title(of: indexBar.displayedCollationSections[section]) }
    /// The number of rows of a displayed section (`tableView(_:numberOfRowsInSection:)`).
    ///
    /// - Parameter section: A displayed section, `0..<numberOfSections`.
    /// - Returns: Its row count.
    public func numberOfRows(inSection section: Int) -> Int { indexBar.sectionCounts[indexBar.displayedCollationSections[section].rawValue] }
    /// The titles of the displayed sections, in order.
    public var displayedTitles: [String] { indexBar.displayedCollationSections.map { indexBar.title(of: $0) } }
    /// Rows per displayed section, in order (the same word as `SectionedList.rowCounts`).
    public var rowCounts: [Int] { indexBar.displayedCollationSections.map { indexBar.sectionCounts[$0.rawValue] } }
    /// All rows.
    public var rowCount: Int { indexBar.rowCount }
}

/// One row of a stored list.
public struct StoreRow: Sendable, Hashable, Codable {
    /// The row's id (the id column's value as text).
    public var id: String
    /// What the row shows (the name as `sectionize` displays it).
    public var display: String
    /// The reading that placed the row, if one did.
    public var reading: String?

    /// A row.
    ///
    /// - Parameters:
    ///   - id: The id.
    ///   - display: The text shown.
    ///   - reading: The reading that placed it.
    public init(id: String, display: String, reading: String? = nil) {
        self.id = id
        self.display = display
        self.reading = reading
    }
}

/// A page of one displayed section.
public struct StorePage: Sendable, Hashable {
    /// The section of the index it shows (a position in ``StoreStamp/sectionTitles``).
    public var collationSection: CollationSection
    /// The section's title.
    public var title: String
    /// The section's row count.
    public var count: Int
    /// The rows of the page, in collation order.
    public var rows: [StoreRow]
    /// The cursor after the page's last row, for the next page
    /// (``SectionStore/rows(after:limit:)``); `nil` when no row of the section follows it (or
    /// the page, asked for no rows by offset, has no last row).
    public var next: StoreCursor? = nil
}

/// One edit of the user's table, reported to the store after the table changed: the store
/// reads the row's current values itself.
public enum StoreEdit: Sendable, Hashable {
    /// A row added to the table.
    case insert(id: String)
    /// A row of the table changed.
    case update(id: String)
    /// A row removed (or to be hidden from the list).
    case remove(id: String)
}

/// What a write changed: the change set for `performBatchUpdates`, and the index bars before
/// and after.
public struct StoreChanges: Sendable, Hashable {
    /// The change set, exactly as `SectionedList/apply(_:)` returns it for the same edits.
    public var changes: SectionedListChanges
    /// The index bar before the write.
    public var before: IndexBar
    /// The index bar after it.
    public var after: IndexBar
    /// Rows inserted, by id.
    public var inserted: [String]
    /// Rows updated, by id.
    public var updated: [String]
    /// Rows removed, by id.
    public var removed: [String]
    /// Names replaced or rows skipped under the `invalid` policy.
    public var issues: [StoreIssue] = []
    /// The display names of the rows removed or updated, at their places before the write
    /// (displayed sections of ``before``): a renamed row's old name.
    public var namesBefore: [ListIndexPath: String] = [:]
    /// The display names of the rows inserted or updated, at their places after the write
    /// (displayed sections of ``after``).
    public var namesAfter: [ListIndexPath: String] = [:]
    /// The updated rows whose display name changed, in the order of ``updated``.
    public var renamed: [StoreRename] = []
    /// How many change rows a sync of a store that tracks changes read instead of the whole
    /// table; `nil` when it read the whole table (no tracking, `fullRead`, a recorded
    /// TRUNCATE, or more changed ids than a tracked sync takes).
    public var trackedChanges: Int? = nil
}

/// A row whose display name a write changed.
public struct StoreRename: Sendable, Hashable {
    /// The row's id (as text).
    public var id: String
    /// The display name before the write.
    public var oldName: String
    /// The display name after it.
    public var newName: String

    /// A rename.
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - oldName: The display name before.
    ///   - newName: The display name after.
    public init(id: String, oldName: String, newName: String) {
        self.id = id
        self.oldName = oldName
        self.newName = newName
    }
}

/// The result of a build or rebuild.
public struct StoreBuildReport: Sendable, Hashable {
    /// Rows keyed.
    public var rowCount: Int
    /// The stamp written.
    public var stamp: StoreStamp
    /// Names replaced or rows skipped under the `invalid` policy, one per cell.
    public var issues: [StoreIssue]
}

/// A name cell that was not valid UTF-8 or held a NUL, and what the store did about it.
public struct StoreIssue: Sendable, Hashable {
    /// The row's id (as text).
    public var id: String
    /// The column.
    public var column: String
    /// What was wrong: `invalidUTF8` or `nulByte`.
    public var kind: InputIssue.Kind
    /// Replaced (U+FFFD) or skipped (the row left out of the store).
    public var action: InputIssue.Action

    /// An issue.
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - column: The column.
    ///   - kind: What was wrong.
    ///   - action: What was done.
    public init(id: String, column: String, kind: InputIssue.Kind, action: InputIssue.Action) {
        self.id = id
        self.column = column
        self.kind = kind
        self.action = action
    }
}

/// The result of comparing every stored key with a fresh computation.
public struct StoreVerification: Sendable, Hashable {
    /// Differences between the stored stamp and the running library.
    public var stampDifferences: [String]
    /// Rows whose stored key, section, display or reading differ from a fresh computation,
    /// or that are missing from or extra in the store, each as `id: what`.
    public var staleRows: [String]
    /// Rows compared.
    public var rowCount: Int
    /// Whether the store tracks the changes of its table (its triggers, function and change
    /// table were found whole and the store's).
    public var tracksChanges: Bool = false
    /// Change rows recorded and not yet synced (0 without tracking).
    public var pendingChanges: Int = 0
    /// Whether the store is current.
    public var isCurrent: Bool { stampDifferences.isEmpty && staleRows.isEmpty }
}
