#if SQLite && PostgreSQL
import SectionizeKit
@testable import SectionizeStore
import SectionizeTestSupport
import Testing

/// A one-word search's transaction plans its prepared statements once for any values: the
/// statement that reads the stamp sets `plan_cache_mode` to `force_generic_plan` with
/// `set_config(…, true)`, which PostgreSQL's documentation of `set_config` says lasts until
/// the transaction ends. The store's connection is one connection for all its calls (and a
/// pooled one serves other callers next), so the setting must end with the transaction: a
/// two-word search's statements have plans that depend on their values.
@Suite("Store on PostgreSQL: plans made once, for one-word searches only")
struct PostgresPlanningTests {
    @Test("plan_cache_mode is force_generic_plan inside a one-word search's transaction and auto in every other, before and after")
    func planOnceEndsWithItsTransaction() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let rows = ["Anna Abel", "Bernd Becker", "Jürgen Müller", "Maria Mayer"].enumerated().map {
            (id: $0.offset + 1, name: $0.element, yomi: String?.none)
        }
        let table = try PostgresContacts(cluster: cluster, rows: rows)
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"]))
            .store
        // The setting as a transaction on the store's own connection sees it, after the
        // stamp is read with or without `planOnce`.
        func mode(planOnce: Bool) throws -> String? {
            try store.run(
                .read { (session) throws(SectionizeError) -> String? in
                    _ = try store.currentState(session, withIndex: true, planOnce: planOnce)
                    return try session.scalar("SELECT pg_catalog.current_setting('plan_cache_mode')")?.text
                })
        }
        #expect(try mode(planOnce: false) == "auto")
        #expect(try mode(planOnce: true) == "force_generic_plan")
        #expect(try mode(planOnce: false) == "auto", "the setting outlived its transaction")
        // Searches of one word (planned once) and of two, then a transaction of neither.
        // Jürgen Müller is the one name with a word that begins with "mü" (hand-checked).
        #expect(try store.search("mü", limit: 5).count == 1)
        #expect(try store.search("ab an", limit: 5).count == 1)
        #expect(try store.search("mü", limit: 5).count == 1)
        #expect(try mode(planOnce: false) == "auto", "a one-word search's setting outlived its transaction")
    }

    /// The pooled store prepares what the synchronous store prepares, once per connection:
    /// PostgreSQL lists a session's prepared statements in `pg_prepared_statements` (its
    /// documentation), so on a pool of one connection the same calls made again must add
    /// none, and the catalog check and the one-word search must be among them.
    @Test("The pooled store prepares the catalog check, the stamp and a one-word search once a connection; auto planning after")
    func pooledPreparesOnce() async throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let rows = ["Anna Abel", "Bernd Becker", "Jürgen Müller", "Maria Mayer"].enumerated().map {
            (id: $0.offset + 1, name: $0.element, yomi: String?.none)
        }
        _ = try PostgresContacts(cluster: cluster, rows: rows)
        _ = try SectionStore.build(.postgres(url: cluster.url), table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["de"]))
        let pooled = try await PooledSectionStore.open(cluster.url, table: "contacts", connections: 1)
        func calls() async throws {
            _ = try await pooled.index()
            #expect(try await pooled.search("mü", limit: 5).count == 1)
            #expect(try await pooled.search("ab an", limit: 5).count == 1)
        }
        let prepared = StoreTransaction<[String]>.read { (session) throws(SectionizeError) -> [String] in
            try session.rows("SELECT statement FROM pg_catalog.pg_prepared_statements", []).compactMap { $0[0].text }
        }
        let mode = StoreTransaction<String?>.read { (session) throws(SectionizeError) -> String? in
            try session.scalar("SELECT pg_catalog.current_setting('plan_cache_mode')")?.text
        }
        try await calls()
        let first = try await pooled.pool.run(prepared)
        for _ in 0..<3 { try await calls() }
        let after = try await pooled.pool.run(prepared)
        #expect(first.count == after.count, "statements prepared again: \(first.count) → \(after.count)")
        #expect(first.contains { $0.contains("pg_catalog.pg_class") }, "the catalog check is not prepared")
        #expect(first.contains { $0.contains("LIMIT 5") }, "the one-word search is not prepared")
        #expect(try await pooled.pool.run(mode) == "auto", "a one-word search's setting outlived its transaction on the pool")
        await pooled.close()
    }
}
#endif
