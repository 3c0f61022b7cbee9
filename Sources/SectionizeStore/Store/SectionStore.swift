import Foundation
public import SectionizeInput
public import SectionizeKit

/// A sorted, sectioned list kept in a database next to the user's own table: the model behind
/// an indexed table view of a contacts table with millions of rows.
///
/// A store attaches to a table (an id column and name columns) and owns tables of its own
/// beside it: `<table>__sectionize_stamp` (the store's id, the schema of its tables, the
/// current generation, and what made the keys: ICU, CLDR and Unicode versions, the
/// configuration, the readings) and, per generation *g* of keys, `<table>__sectionize_<g>`
/// (each row's collation section, title, sort key as a BLOB or `bytea` whose byte order is
/// collation order, sequence among equal keys, display text, reading and a hash of its source
/// values; indexed on (section, sort key, sequence)) and `<table>__sectionize_sections_<g>`
/// (rows per section). A build writes a new generation and switches the stamp to it, so
/// readers never wait for it. The user's table is only read, and a table the store did not
/// create is never read as the store's, written or cleared (`storeNotOwned`).
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
/// `Sendable`: one store may be used from many threads; each read is one transaction that
/// sees one consistent snapshot (the stamp, the counts and the rows together). When the
/// store was rebuilt with another configuration since it was opened, reads and writes throw
/// `storeChanged`: open it again.
public final class SectionStore: Sendable {
    // `Sendable` notes: all stored properties are immutable values or `Sendable` backends.
    let backend: any SQLBackend
    let keyer: StoreKeyer
    let names: StoreNames
    /// The stamp as stored (JSON): a transaction whose stamp differs reads another store.
    let stampJSON: String
    /// Options: the busy timeout and the policy for invalid names.
    let options: StoreOptions
    /// Whether the stamp said change tracking was on when the store was opened or built.
    let tracking: Bool
    /// The generation the stamp named when the store was opened or built: each transaction
    /// checks its tables' catalog entries with the stamp table's, in one query, and checks
    /// again only when a rebuild since made another generation current.
    let openedGeneration: Int
    /// Where the database is (a path, or a URL without its password).
    public let database: StoreDatabase
    /// The list this handle reads and writes, for a store of many lists (a value of its
    /// ``StoreTable/scope`` column, as text); `nil` for a store of one list, or a handle of a
    /// store of many that only verifies them all (``verify()``) or rebuilds them.
    public let scopeValue: String?
    /// The scope value as the side tables store it ('' for one list).
    var scopeKey: String { scopeValue ?? "" }
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

    /// Whether the id column holds integers (ids print as JSON numbers then).
    public var idsAreIntegers: Bool { storedStamp.idIsInteger ?? false }

    init(
        backend: any SQLBackend, database: StoreDatabase, keyer: StoreKeyer, stored: StoreStamp, stampJSON: String,
        options: StoreOptions, tracking: Bool, generation: Int, scope: String? = nil
    ) throws(SectionizeError) {
        self.backend = backend
        scopeValue = scope
        self.tracking = tracking
        openedGeneration = generation
        self.database = database
        self.keyer = keyer
        self.storedStamp = stored
        self.stampJSON = stampJSON
        self.options = options
        names = try StoreNames(table: keyer.stamp.table, defaultSchema: backend.defaultSchema, dialect: backend.dialect)
    }

    /// Opens a database with the driver this build has for it.
    ///
    /// - Throws: `storeDriverNotBuilt` (nothing opened, nothing written) when the package was
    ///   built without the database's trait; otherwise the backend's errors.
    static func connect(_ database: StoreDatabase, writable: Bool, options: StoreOptions) throws(SectionizeError) -> any SQLBackend {
        switch database {
        case .sqlite(let path):
            #if SQLite
            return try SQLiteBackend(path: path, writable: writable, busyTimeout: options.busyTimeout)
            #else
            _ = path
            throw driverNotBuilt("SQLite")
            #endif
        case .postgres(let url):
            #if PostgreSQL
            _ = writable
            return try PostgresBackend(url: url, busyTimeout: options.busyTimeout)
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

    /// Creates the store's keys for a table, or re-keys them all: a new generation of the
    /// store's tables is written in one transaction that ends by switching the stamp to it, so
    /// a reader sees the old keys or the new ones, never waits for the build, and a process
    /// killed on the way leaves the old ones. The old generation is dropped afterwards (on
    /// PostgreSQL only when no reader holds it within 200 ms; else by the next build).
    ///
    /// Before it writes, the build checks that every table with a name of the store's own is
    /// the store's: the stamp table with the store's id and the store's exact columns (and on
    /// PostgreSQL owned by `current_user`, without triggers, rules or policies).
    ///
    /// - Parameters:
    ///   - database: The database holding the table.
    ///   - table: The table, its id and name columns, and where the store's tables go.
    ///   - configuration: Locales, style, options, index bar options and readings.
    ///   - nameStyle: How names are sorted and shown (default: the first locale's custom).
    ///   - localeSource: Where the locale came from, recorded for reports (`--locale`).
    ///   - options: The busy timeout and what to do with names that are not valid UTF-8.
    /// - Returns: The store and what was written.
    /// - Throws: `SectionizeError`: `fileNotFound` or `storeUnavailable` (the database),
    ///   `invalidOption` (a missing table or column, a name that is not an identifier),
    ///   `invalidData` (an empty or repeated id, an invalid name under `.fail`),
    ///   `storeNotOwned` (a table with the store's name that is not the store's), `storeBusy`
    ///   (locked past the busy timeout), the configuration's errors, `storeFailed`.
    /// - Complexity: Reads the whole table; one key per row on all cores; one insert per row.
    public static func build(
        _ database: StoreDatabase, table: StoreTable, configuration: SectioningConfiguration,
        nameStyle: NameStyle? = nil, localeSource: String? = nil, options: StoreOptions = StoreOptions()
    ) throws(SectionizeError) -> (store: SectionStore, report: StoreBuildReport) {
        var keyer = try StoreKeyer(table: table, configuration: configuration, nameStyle: nameStyle)
        keyer.stamp.localeSource = localeSource
        let backend = try connect(database, writable: true, options: options)
        return try build(backend: backend, database: database, keyer: keyer, options: options)
    }

    static func build(
        backend: any SQLBackend, database: StoreDatabase, keyer: StoreKeyer, options: StoreOptions
    ) throws(SectionizeError) -> (store: SectionStore, report: StoreBuildReport) {
        let names = try StoreNames(table: keyer.stamp.table, defaultSchema: backend.defaultSchema, dialect: backend.dialect)
        let written = try writeAllKeys(backend: backend, database: database, names: names, keyer: keyer, options: options)
        dropRetired(backend: backend, database: database, names: names)
        // Best effort, as the build has committed: an error leaves the pages to autovacuum.
        // The tables are the build's own. Should a rebuild by another process have dropped
        // them since, and another role planted a table under a name, VACUUM changes none of
        // its rows and runs its index functions as its owner (or skips it, when this role
        // owns neither the table nor the database).
        try? backend.vacuum(
            generationTables(written.generation, names: names, backend.dialect).map { SQLIdentifier.qualified(names.sideSchema, $0.name) })
        let store = try SectionStore(
            backend: backend, database: database, keyer: keyer, stored: written.stamp, stampJSON: written.json, options: options,
            tracking: written.tracking, generation: written.generation)
        return (store, StoreBuildReport(rowCount: written.count, stamp: written.stamp, issues: written.issues))
    }

    /// Opens the store of a table built before, with the configuration its stamp records.
    /// Reads use a read-only connection (SQLite: the file is opened read-only, and left as it
    /// was, but for a write another process left half-done, which is rolled back as any SQLite
    /// client does); the first write opens a writable one.
    ///
    /// - Parameters:
    ///   - database: The database.
    ///   - table: The table's name (`schema.table` on PostgreSQL for another schema).
    ///   - schema: Where the store's tables are, when not beside the table.
    ///   - scope: For a store of many lists (built with a ``StoreTable/scope`` column): the
    ///     list to read and write, a value of that column as text. A value no row has is an
    ///     empty list.
    ///   - options: The busy timeout and the policy for invalid names in writes.
    /// - Throws: `SectionizeError`: the database's errors, `storeStale` when the table has
    ///   no store (never built), `storeNotOwned` when a table with the store's name is not
    ///   the store's, `storeBusy` when the database is locked past the busy timeout. (A scope
    ///   value missing for a store of many lists, or given for a store of one, is refused by
    ///   the reads and writes, with `invalidOption`.)
    public static func open(
        _ database: StoreDatabase, table: String, schema: String? = nil, scope: String? = nil, options: StoreOptions = StoreOptions()
    ) throws(SectionizeError) -> SectionStore {
        let backend = try connect(database, writable: false, options: options)
        let names = try StoreNames(table: table, schema: schema, backend: backend)
        let state = try backend.read(openTransaction(database, names: names).body)
        return try opened(backend: backend, database: database, state: state, scope: scope, options: options)
    }

    /// The transaction that opens a store: its state, or `storeStale` when the table has none.
    static func openTransaction(_ database: StoreDatabase, names: StoreNames) -> StoreTransaction<StoreState> {
        .read { (session) throws(SectionizeError) -> StoreState in
            guard let state = try readState(session, names: names, database: database) else {
                throw SectionizeError(
                    .storeStale,
                    "\(database): table \(names.table.name) has no store (\(names.stampTable) is missing): run sectionize store build first")
            }
            return state
        }
    }

    /// The store whose state ``openTransaction(_:names:)`` read, keyed by the configuration
    /// its stamp records.
    static func opened(
        backend: any SQLBackend, database: StoreDatabase, state: StoreState, scope: String?, options: StoreOptions
    ) throws(SectionizeError) -> SectionStore {
        let stored = state.stamp
        var keyer = try StoreKeyer(table: stored.table, configuration: stored.configuration, nameStyle: stored.nameStyle)
        keyer.stamp.localeSource = stored.localeSource
        return try SectionStore(
            backend: backend, database: database, keyer: keyer, stored: stored, stampJSON: state.stampJSON, options: options,
            tracking: state.tracking, generation: state.generation, scope: scope)
    }

    /// A handle of one list of this store of many lists (same database and connection): every
    /// read, search, write and verification of it is of the rows whose scope column holds
    /// `value` (as text). A value no row has is an empty list.
    ///
    /// - Parameter value: A value of the store's ``StoreTable/scope`` column, as text.
    /// - Returns: The handle. (Its reads and writes throw `invalidOption` when the store has
    ///   no scope column, or `value` is empty.)
    public func scoped(to value: String) -> SectionStore {
        SectionStore(copying: self, scope: value)
    }

    /// A copy of `store` for another scope.
    private init(copying store: SectionStore, scope: String?) {
        backend = store.backend
        keyer = store.keyer
        names = store.names
        stampJSON = store.stampJSON
        options = store.options
        tracking = store.tracking
        openedGeneration = store.openedGeneration
        database = store.database
        storedStamp = store.storedStamp
        scopeValue = scope
    }

    /// Re-keys every row with the running ICU and CLDR and the stored configuration (see
    /// ``build(_:table:configuration:nameStyle:localeSource:options:)``), and returns the store
    /// now current.
    ///
    /// - Returns: The re-keyed store and what was written.
    /// - Throws: As ``build(_:table:configuration:nameStyle:localeSource:options:)``.
    public func rebuild() throws(SectionizeError) -> (store: SectionStore, report: StoreBuildReport) {
        let built = try Self.build(backend: backend, database: database, keyer: keyer, options: options)
        return (SectionStore(copying: built.store, scope: scopeValue), built.report)
    }
}

/// How a store waits for locks and treats names that are not valid text.
public struct StoreOptions: Sendable, Hashable {
    /// Seconds to wait for a lock another connection holds before giving up with
    /// `storeBusy` (SQLite's busy timeout; PostgreSQL's `lock_timeout` for writes).
    public var busyTimeout: Double
    /// What a build or a sync does with a name cell that is not valid UTF-8 or holds a NUL:
    /// refuse (naming the row id and column), replace (U+FFFD) or skip the row, each reported.
    public var invalid: InvalidInputPolicy
    /// Whether a build installs change tracking (triggers on the table record the ids of
    /// changed rows, and `sync` reads only those; docs/store.md, "Change tracking"). A
    /// rebuild of a store that tracks changes keeps tracking them either way;
    /// ``SectionStore/untrackChanges()`` removes it.
    public var trackChanges: Bool

    /// Options.
    ///
    /// - Parameters:
    ///   - busyTimeout: Seconds to wait for another connection's lock (default 5).
    ///   - invalid: The policy for invalid names (default: fail).
    ///   - trackChanges: Whether a build installs change tracking (default: no).
    public init(busyTimeout: Double = 5, invalid: InvalidInputPolicy = .fail, trackChanges: Bool = false) {
        self.busyTimeout = busyTimeout
        self.invalid = invalid
        self.trackChanges = trackChanges
    }
}

/// The store's own tables, schema-qualified and quoted.
struct StoreNames: Sendable {
    let table: StoreTable
    /// The user's table without its schema.
    let tableName: String
    /// The user's table's schema.
    let userSchema: String
    /// Where the store's tables are.
    let sideSchema: String
    let dialect: SQLDialect
    let stampTable: String

    /// The longest table name: every name of the store's first 999 generations must fit
    /// PostgreSQL's 63 bytes (the longest, `<table>__sectionize_lookup_999_key`, adds 27).
    static let maximumTableName = 36

    /// PostgreSQL's longest name, in bytes (`NAMEDATALEN` − 1): a longer one is cut short,
    /// and the store would then check and create objects under names it does not get.
    static let maximumName = 63

    /// The names of a store known by its table's name alone, as `open` and `untrackChanges`
    /// know it (the stamp records the columns).
    init(table: String, schema: String?, backend: any SQLBackend) throws(SectionizeError) {
        try self.init(
            table: StoreTable(name: table, id: "id", fields: RecordFields(), schema: schema), defaultSchema: backend.defaultSchema,
            dialect: backend.dialect)
    }

    init(table: StoreTable, defaultSchema: String, dialect: SQLDialect) throws(SectionizeError) {
        self.table = table
        self.dialect = dialect
        let parts = table.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2 else {
            throw SectionizeError(.invalidOption, "table \"\(table.name)\" is not a plain SQL identifier or schema.table")
        }
        tableName = parts.last ?? table.name
        userSchema = parts.count == 2 ? parts[0] : defaultSchema
        sideSchema = table.schema ?? userSchema
        var checked = [("table", tableName), ("id column", table.id)] + table.fields.columnNames.map { ("column", $0) }
        if parts.count == 2 { checked.append(("schema", userSchema)) }
        if let schema = table.schema { checked.append(("schema", schema)) }
        if let scope = table.scope { checked.append(("scope column", scope)) }
        for (what, name) in checked {
            guard SQLIdentifier.isValid(name) else {
                throw SectionizeError(
                    .invalidOption, "\(what) \"\(name)\" is not a plain SQL identifier (letters, digits and _, not starting with a digit)")
            }
        }
        if dialect == .sqlite, sideSchema != userSchema || (userSchema != "main") {
            throw SectionizeError(.invalidOption, "a SQLite store keeps its tables beside the table, in schema main (no --schema, no schema.table)")
        }
        guard tableName.utf8.count <= Self.maximumTableName else {
            throw SectionizeError(
                .invalidOption,
                "table \(tableName): the name is longer than \(Self.maximumTableName) bytes (the store's tables and indexes add up to 27 to it,"
                    + " and a name has at most \(Self.maximumName))")
        }
        stampTable = tableName + "__sectionize_stamp"
    }

    /// The keys table of generation `g`.
    func keysTable(_ g: Int) -> String { tableName + "__sectionize_\(g)" }
    /// The per-section counts of generation `g`.
    func sectionsTable(_ g: Int) -> String { tableName + "__sectionize_sections_\(g)" }

    var quotedTable: String { SQLIdentifier.qualified(userSchema, tableName) }
    var quotedStamp: String { SQLIdentifier.qualified(sideSchema, stampTable) }
    func quotedKeys(_ g: Int) -> String { SQLIdentifier.qualified(sideSchema, keysTable(g)) }
    func quotedSections(_ g: Int) -> String { SQLIdentifier.qualified(sideSchema, sectionsTable(g)) }

    /// Every table and index of generation `g`, by name: what a build checks no object has
    /// before it creates any, and what must fit ``maximumName``.
    func generationObjects(_ g: Int) -> [String] {
        [keysTable(g), sectionsTable(g), keysIDIndex(g), keysOrderIndex(g), lookupTable(g), bucketsTable(g), bucketsIndex(g)]
            + lookupIndexes(g).map(\.name)
    }

    /// The last generation number, after which a rebuild starts again at 1: 99,999, or the
    /// largest of 9,999, 999 … whose names all fit ``maximumName`` bytes (999 for a table name
    /// of ``maximumTableName`` bytes). A generation's number is never its predecessor's nor a
    /// retired one's, so wrapping round reuses only names the store has dropped.
    var lastGeneration: Int {
        var g = 99_999
        while g > 9, generationObjects(g).contains(where: { $0.utf8.count > Self.maximumName }) { g /= 10 }
        return g
    }

    /// The generation a build writes after `current` (`nil`: none yet), skipping the ones
    /// `retired` names (their tables may still be there).
    func nextGeneration(after current: Int?, retired: [Int]) -> Int {
        var g = current ?? 0
        repeat { g = g % lastGeneration + 1 } while g == current || retired.contains(g)
        return g
    }

    /// Generation `g`'s unique index on id: SQLite's `<keys>_id`; on PostgreSQL the primary
    /// key's, `<keys>_pkey` (the name PostgreSQL gives a table's primary key, named here).
    func keysIDIndex(_ g: Int) -> String { keysTable(g) + (dialect == .sqlite ? "_id" : "_pkey") }

    /// Generation `g`'s index on list order.
    func keysOrderIndex(_ g: Int) -> String { keysTable(g) + "_order" }

    /// The statement that makes ids unique in generation `g`'s keys table, after its rows:
    /// SQLite's `CREATE UNIQUE INDEX` (which names the index's schema), PostgreSQL's primary
    /// key.
    func createKeyIDIndex(_ g: Int) -> String {
        switch dialect {
        case .sqlite:
            return "CREATE UNIQUE INDEX \(SQLIdentifier.qualified(sideSchema, keysIDIndex(g))) ON \(SQLIdentifier.quoted(keysTable(g))) (id)"
        case .postgres:
            return "ALTER TABLE \(quotedKeys(g)) ADD CONSTRAINT \(SQLIdentifier.quoted(keysIDIndex(g))) PRIMARY KEY (id)"
        }
    }

    /// `CREATE INDEX` of generation `g`'s order (SQLite names the index's schema,
    /// PostgreSQL the table's).
    func createKeyIndex(_ g: Int) -> String {
        let index = keysOrderIndex(g)
        switch dialect {
        case .sqlite:
            return
                "CREATE INDEX \(SQLIdentifier.qualified(sideSchema, index)) ON \(SQLIdentifier.quoted(keysTable(g))) (scope, section, sort_key, seq)"
        case .postgres:
            return "CREATE INDEX \(SQLIdentifier.quoted(index)) ON \(quotedKeys(g)) (scope, section, sort_key, seq)"
        }
    }
}
