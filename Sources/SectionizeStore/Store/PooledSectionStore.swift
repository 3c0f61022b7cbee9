#if PostgreSQL
public import SectionizeInput
public import SectionizeKit

/// A store on PostgreSQL for servers: the reads, searches and writes of ``SectionStore``, as
/// `async` calls over a pool of connections (postgres-nio's `PostgresClient`), none of which
/// blocks a thread while it waits for the server.
///
/// Each call is one transaction on a connection leased from the pool for it, with the same
/// statements, values and answers as the same call of ``SectionStore``: the pooled store runs
/// the synchronous store's own code, and awaits each statement that code sends. Many tasks
/// may call one pooled store at once; at most `connections` transactions run at a time, and
/// the others wait for a connection without holding a thread.
///
/// ```swift
/// let store = try await PooledSectionStore.open("postgres://app@db/contacts", table: "contacts", connections: 16)
/// let index = try await store.index()
/// let page = try await store.rows(inSection: 3, limit: 50)
/// let changes = try await store.apply([.update(id: "42")])
/// await store.close()
/// ```
///
/// A pooled store does not build: build (and rebuild) with ``SectionStore/build(_:table:configuration:nameStyle:localeSource:options:)``
/// or `sectionize store build`, then open the pool. Only PostgreSQL has one (trait
/// `PostgreSQL`).
public final class PooledSectionStore: Sendable {
    // `Sendable` notes: both are `Sendable`.
    /// The store whose transactions the pool runs (its synchronous calls are never made).
    let store: SectionStore
    let pool: PostgresPool

    private init(store: SectionStore, pool: PostgresPool) {
        self.store = store
        self.pool = pool
    }

    /// Opens the store of a table built before, over a pool of connections.
    ///
    /// - Parameters:
    ///   - url: A PostgreSQL connection string, as ``StoreDatabase/postgres(url:)`` takes it.
    ///   - table: The table's name (`schema.table` for another schema).
    ///   - schema: Where the store's tables are, when not beside the table.
    ///   - scope: For a store of many lists: the list to read and write (see
    ///     ``SectionStore/open(_:table:schema:scope:options:)``).
    ///   - connections: The most connections the pool opens (default 8; at least 1). It opens
    ///     them as transactions need them.
    ///   - options: The busy timeout and the policy for invalid names in writes.
    /// - Throws: As ``SectionStore/open(_:table:schema:scope:options:)``.
    public static func open(
        _ url: String, table: String, schema: String? = nil, scope: String? = nil, connections: Int = 8,
        options: StoreOptions = StoreOptions()
    ) async throws(SectionizeError) -> PooledSectionStore {
        let pool = try await PostgresPool(url: url, connections: connections, busyTimeout: options.busyTimeout)
        do {
            let database = StoreDatabase.postgres(url: url)
            let names = try StoreNames(table: table, schema: schema, backend: pool)
            let state = try await pool.run(SectionStore.openTransaction(database, names: names))
            let store = try SectionStore.opened(backend: pool, database: database, state: state, scope: scope, options: options)
            return PooledSectionStore(store: store, pool: pool)
        } catch {
            await pool.close()
            throw error
        }
    }

    /// Closes the pool's connections. Calls made after it throw `storeUnavailable`.
    public func close() async { await pool.close() }

    /// A handle of one list of this store of many lists, on the same pool (see
    /// ``SectionStore/scoped(to:)``).
    public func scoped(to value: String) -> PooledSectionStore {
        PooledSectionStore(store: store.scoped(to: value), pool: pool)
    }

    /// The stamp stored with the keys, as ``SectionStore/storedStamp`` (read when the store
    /// was opened).
    public var stamp: StoreStamp { store.storedStamp }

    /// As ``SectionStore/index()``.
    public func index() async throws(SectionizeError) -> StoreIndex {
        try await pool.run(store.indexTransaction())
    }

    /// As ``SectionStore/rows(inSection:offset:limit:)``.
    public func rows(inSection section: Int, offset: Int = 0, limit: Int = 50) async throws(SectionizeError) -> StorePage {
        try await pool.run(store.pageTransaction(inSection: section, offset: offset, limit: limit))
    }

    /// As ``SectionStore/rows(after:limit:)``.
    public func rows(after cursor: StoreCursor, limit: Int = 50) async throws(SectionizeError) -> StorePage {
        try await pool.run(store.pageTransaction(after: cursor, limit: limit))
    }

    /// As ``SectionStore/indexPath(of:)``.
    public func indexPath(of id: String) async throws(SectionizeError) -> ListIndexPath? {
        try await pool.run(store.indexPathTransaction(of: id))
    }

    /// As ``SectionStore/section(forSectionIndexTitle:at:)``.
    public func section(forSectionIndexTitle title: String, at index: Int) async throws(SectionizeError) -> IndexBarTarget? {
        SectionStore.target(in: try await self.index().indexBar, title: title, at: index)
    }

    /// As ``SectionStore/insertionPoint(for:)``.
    public func insertionPoint(for record: ContactRecord) async throws(SectionizeError) -> ListInsertionPoint {
        try await pool.run(store.insertionPointTransaction(for: record))
    }

    /// As ``SectionStore/search(_:limit:)``.
    public func search(_ query: String, limit: Int? = nil) async throws(SectionizeError) -> SearchResult {
        try await searchRows([query], limit: limit)[0].result
    }

    /// As ``SectionStore/searchRows(_:limit:)``.
    public func searchRows(_ queries: [String], limit: Int? = nil) async throws(SectionizeError) -> [StoreSearchResult] {
        try await pool.run(store.searchTransaction(queries, limit: limit))
    }

    /// As ``SectionStore/dump()``.
    public func dump() async throws(SectionizeError) -> StoreDump {
        try await pool.run(store.dumpTransaction())
    }

    /// As ``SectionStore/verify()``.
    public func verify() async throws(SectionizeError) -> StoreVerification {
        try await pool.run(store.verifyTransaction())
    }

    /// As ``SectionStore/apply(_:)``.
    @discardableResult
    public func apply(_ edits: [StoreEdit]) async throws(SectionizeError) -> StoreChanges {
        try await pool.run(store.applyTransaction(edits))
    }

    /// As ``SectionStore/sync(fullRead:)``.
    @discardableResult
    public func sync(fullRead: Bool = false) async throws(SectionizeError) -> StoreChanges {
        try await pool.run(store.syncTransaction(fullRead: fullRead))
    }
}
#endif
