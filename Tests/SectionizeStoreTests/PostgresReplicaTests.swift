// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

/// A store read through a streaming replica (issue 30, item 6): the store's tables are
/// ordinary tables, so a hot standby started from the primary by `pg_basebackup -R` serves
/// every read of the store, and refuses its writes.
@Suite("Store on a PostgreSQL hot standby (a throwaway primary and its streaming replica)")
struct PostgresReplicaTests {
    @Test("A hot standby serves the store's reads equal to the primary's, follows apply on the primary, and refuses writes")
    func readsFromStandby() throws {
        let primary = try PostgresCluster()
        defer { primary.stop() }
        var rng = SplitMix(state: 30)
        let rows = (1...150).map { id in
            let (name, yomi) = StoreNames.name(locale: "de", using: &rng)
            return (id: id, name: name, yomi: yomi)
        }
        let table = try PostgresContacts(cluster: primary, rows: rows)
        let configuration = SectioningConfiguration(locales: ["de"])
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        var list = try referenceList(rows, configuration: configuration)

        // The standby starts from a base backup taken after the build, then streams.
        let standby = try PostgresCluster(standbyOf: primary)
        defer { standby.stop() }
        #expect(try standby.psql("SELECT pg_is_in_recovery()", database: "postgres") == ["t"])
        let replica = try SectionStore.open(.postgres(url: standby.url), table: "contacts")
        try StoreDifferentialTests.expectEqual(replica, list, "standby after the base backup")
        #expect(try replica.dump() == store.dump())

        // Changes applied on the primary reach the standby's store through WAL replay.
        try table.run([table.deleteStatement(3), table.updateStatement(10, "Quentin Quast", nil), table.insertStatement(500, "Yvonne Yilmaz", nil)])
        _ = try store.apply([.remove(id: "3"), .update(id: "10"), .insert(id: "500")])
        _ = try list.apply([.remove("3"), .update(record(10, "Quentin Quast", nil)), .insert(record(500, "Yvonne Yilmaz", nil))])
        try standby.waitForReplay(of: primary)
        let reopened = try SectionStore.open(.postgres(url: standby.url), table: "contacts")
        try StoreDifferentialTests.expectEqual(reopened, list, "standby after apply on the primary")
        #expect(try reopened.indexPath(of: "500") == (try store.indexPath(of: "500")))
        #expect(try reopened.indexPath(of: "3") == nil)

        // A write through the standby fails (PostgreSQL refuses it in recovery) and changes nothing.
        let before = try reopened.dump()
        // PostgreSQL's message in recovery: "cannot execute … in a read-only transaction".
        let applied = #expect(throws: SectionizeError.self) { try reopened.apply([.remove(id: "10")]) }
        #expect(applied?.code == .storeFailed)
        #expect(applied?.message.contains("read-only transaction") == true, "\(applied?.message ?? "")")
        let synced = #expect(throws: SectionizeError.self) { try reopened.sync() }
        #expect(synced?.code == .storeFailed)
        #expect(try reopened.dump() == before)
    }
}
#endif
