import Foundation
public import SectionizeInput
public import SectionizeKit

/// A sorted, sectioned list kept in a database next to the user's own table: the model behind
/// an indexed table view of a contacts table with millions of rows.
///
/// A store attaches to a table (an id column and name columns) and owns three tables of its
/// own beside it: `<table>__sectionize` (each row's collation section, title, sort key as a
/// BLOB or `bytea` whose byte order is collation order, sequence among equal keys, display
/// text, reading and a hash of its source values; indexed on (section, sort key, sequence)),
/// `<table>__sectionize_sections` (rows per section) and `<table>__sectionize_stamp` (what
/// made the keys: ICU, CLDR and Unicode versions, the configuration, the readings). The
/// user's table is only read.
///
/// Every key, section, reading and display text comes from the code that `SectionedList`
/// and `sectionize` use, so a store of a table equals the list of its rows; every read is one
/// indexed query, and every write returns the change set `SectionedList/apply(_:)` returns
/// for the same edits.
///
/// ```swift
/// let store = try SectionStore.build(
///     .sqlite(path: "contacts.sqlite"),
///     table: StoreTable(name: "contacts", id: "id", fields: RecordFields(name: "name")),
///     configuration: SectioningConfiguration(locales: ["de"])
/// ).store
/// let index = try store.index()                     // titles, counts, index bar
/// let page = try store.rows(inSection: 3, offset: 0, limit: 50)
/// // after the app wrote row 42 to its table:
/// let changes = try store.apply([.update(id: "42")]).changes   // → performBatchUpdates
/// ```
///
/// `Sendable`: one store may be used from many threads; reads see consistent snapshots while
/// a write goes on (SQLite in WAL mode, PostgreSQL's MVCC).
public final class SectionStore: Sendable {
    // `Sendable` notes: all stored properties are immutable values or `Sendable` backends.
    let backend: any SQLBackend
    let keyer: StoreKeyer
    let names: StoreNames
    /// Where the database is (a path, or a URL without its password).
    public let database: StoreDatabase
    /// The collation the running library makes from the stored configuration (section
    /// kinds, locales).
    public var collation: IndexedCollation { keyer.collation }
    /// The table the store is attached to.
    public var table: StoreTable { keyer.stamp.table }
    /// The stamp stored with the keys.
    public let storedStamp: StoreStamp
    /// The stamp the running library would write.
    public var runningStamp: StoreStamp { keyer.stamp }
    /// What differs between the stored keys' stamp and the running library: when not empty,
    /// reads still answer from the stored (consistent) keys, writes refuse
    /// (`SectionizeError/Code/storeStale`) and ``rebuild()`` re-keys every row.
    public var stampDifferences: [String] { storedStamp.differences(from: keyer.stamp) }

    init(backend: any SQLBackend, database: StoreDatabase, keyer: StoreKeyer, stored: StoreStamp) throws(SectionizeError) {
        self.backend = backend
        self.database = database
        self.keyer = keyer
        self.storedStamp = stored
        names = try StoreNames(table: keyer.stamp.table)
    }

    /// Opens a database with the driver this build has for it.
    ///
    /// - Throws: `storeDriverNotBuilt` (nothing opened, nothing written) when the package was
    ///   built without the database's trait; otherwise the backend's errors.
    static func connect(_ database: StoreDatabase) throws(SectionizeError) -> any SQLBackend {
        switch database {
        case .sqlite(let path):
            #if SQLite
            return try SQLiteBackend(path: path)
            #else
            _ = path
            throw driverNotBuilt("SQLite")
            #endif
        case .postgres(let url):
            #if PostgreSQL
            return try PostgresBackend(url: url)
            #else
            _ = url
            throw driverNotBuilt("PostgreSQL")
            #endif
        }
    }

    /// Whether this build has the driver for `database` (its package trait was enabled).
    public static func hasDriver(for database: StoreDatabase) -> Bool {
        switch database {
        case .sqlite:
            #if SQLite
            return true
            #else
            return false
            #endif
        case .postgres:
            #if PostgreSQL
            return true
            #else
            return false
            #endif
        }
    }

    /// The error for a database whose driver this build lacks, naming the trait to enable.
    static func driverNotBuilt(_ trait: String) -> SectionizeError {
        SectionizeError(
            .storeDriverNotBuilt,
            "this build has no \(trait) driver: build with `swift build -c release --traits \(trait)` (or `--enable-all-traits`); nothing was opened or written"
        )
    }

    /// Creates the store's keys for a table, or re-keys them all, in one transaction: a reader
    /// sees the old keys until it commits, and a process killed on the way leaves the old ones.
    ///
    /// - Parameters:
    ///   - database: The database holding the table.
    ///   - table: The table, its id and name columns.
    ///   - configuration: Locales, style, options, index bar options and readings.
    ///   - nameStyle: How names are sorted and shown (default: the first locale's custom).
    ///   - localeSource: Where the locale came from, recorded for reports (`--locale`).
    /// - Returns: The store and what was written.
    /// - Throws: `SectionizeError`: `fileNotFound` or `storeUnavailable` (the database),
    ///   `invalidOption` (a missing table or column, a name that is not an identifier),
    ///   `invalidData` (an empty or repeated id), the configuration's errors, `storeFailed`.
    /// - Complexity: Reads the whole table; one key per row on all cores; one insert per row.
    public static func build(
        _ database: StoreDatabase, table: StoreTable, configuration: SectioningConfiguration,
        nameStyle: NameStyle? = nil, localeSource: String? = nil
    ) throws(SectionizeError) -> (store: SectionStore, report: StoreBuildReport) {
        var keyer = try StoreKeyer(table: table, configuration: configuration, nameStyle: nameStyle)
        keyer.stamp.localeSource = localeSource
        let backend = try connect(database)
        let store = try SectionStore(backend: backend, database: database, keyer: keyer, stored: keyer.stamp)
        let count = try store.writeAllKeys()
        return (store, StoreBuildReport(rowCount: count, stamp: keyer.stamp))
    }

    /// Opens the store of a table built before, with the configuration its stamp records.
    ///
    /// - Parameters:
    ///   - database: The database.
    ///   - table: The table's name.
    /// - Throws: `SectionizeError`: the database's errors, `storeStale` when the table has
    ///   no store (never built).
    public static func open(_ database: StoreDatabase, table: String) throws(SectionizeError) -> SectionStore {
        let backend = try connect(database)
        let names = try StoreNames(table: StoreTable(name: table, id: "id", fields: RecordFields()))
        let stored = try backend.read { (session) throws(SectionizeError) -> StoreStamp in
            guard try session.columns(ofTable: names.stampTable) != nil else {
                throw SectionizeError(
                    .storeStale, "\(database): table \(table) has no store (\(names.stampTable) is missing): run sectionize store build first")
            }
            guard let json = try session.scalar("SELECT value FROM \(names.quotedStamp) WHERE name = ?", [.text("stamp")])?.text
            else {
                throw SectionizeError(.storeStale, "\(database): the store of \(table) has no stamp: run sectionize store build")
            }
            do {
                return try JSONDecoder().decode(StoreStamp.self, from: Data(json.utf8))
            } catch {
                throw SectionizeError(.storeStale, "\(database): the stamp of \(table)'s store is unreadable (\(error)): rebuild it")
            }
        }
        var keyer = try StoreKeyer(table: stored.table, configuration: stored.configuration, nameStyle: stored.nameStyle)
        keyer.stamp.localeSource = stored.localeSource
        return try SectionStore(backend: backend, database: database, keyer: keyer, stored: stored)
    }

    /// Re-keys every row with the running ICU and CLDR and the stored configuration, in one
    /// transaction (see ``build(_:table:configuration:nameStyle:localeSource:)``), and returns the store
    /// now current.
    ///
    /// - Returns: The re-keyed store and what was written.
    /// - Throws: As ``build(_:table:configuration:nameStyle:localeSource:)``.
    public func rebuild() throws(SectionizeError) -> (store: SectionStore, report: StoreBuildReport) {
        let store = try SectionStore(backend: backend, database: database, keyer: keyer, stored: keyer.stamp)
        let count = try store.writeAllKeys()
        return (store, StoreBuildReport(rowCount: count, stamp: keyer.stamp))
    }
}

/// The store's own tables, quoted.
struct StoreNames: Sendable {
    let table: StoreTable
    let keysTable: String
    let sectionsTable: String
    let stampTable: String

    init(table: StoreTable) throws(SectionizeError) {
        self.table = table
        for (what, name) in [("table", table.name), ("id column", table.id)] + table.fields.columnNames.map({ ("column", $0) }) {
            guard SQLIdentifier.isValid(name) else {
                throw SectionizeError(
                    .invalidOption, "\(what) \"\(name)\" is not a plain SQL identifier (letters, digits and _, not starting with a digit)")
            }
        }
        guard table.name.utf8.count <= 40 else {
            throw SectionizeError(.invalidOption, "table \(table.name): the name is longer than 40 bytes (the store adds a suffix to it)")
        }
        keysTable = table.name + "__sectionize"
        sectionsTable = table.name + "__sectionize_sections"
        stampTable = table.name + "__sectionize_stamp"
    }

    var quotedTable: String { SQLIdentifier.quoted(table.name) }
    var quotedKeys: String { SQLIdentifier.quoted(keysTable) }
    var quotedSections: String { SQLIdentifier.quoted(sectionsTable) }
    var quotedStamp: String { SQLIdentifier.quoted(stampTable) }
    var quotedKeyIndex: String { SQLIdentifier.quoted(keysTable + "_order") }
}
