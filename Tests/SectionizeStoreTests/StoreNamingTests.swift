// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
@testable import SectionizeStore
import SectionizeTestSupport
import Testing

/// The names of the store's tables and indexes fit PostgreSQL's 63 bytes (`NAMEDATALEN` − 1,
/// PostgreSQL's documentation, "Identifiers and Key Words"): a longer name is cut short with
/// a NOTICE, so the store would check one name and create another. The lengths below are
/// counted by hand: `__sectionize_lookup_` is 20 bytes and `_key` 4, so a 36-byte table name
/// leaves 3 digits for the generation (36 + 20 + 3 + 4 = 63), a 34-byte one 5.
@Suite("The store's names fit PostgreSQL's 63 bytes")
struct StoreNamingTests {
    static func names(_ length: Int, _ dialect: SQLDialect) throws -> SectionizeStore.StoreNames {
        try SectionizeStore.StoreNames(
            table: StoreTable(name: String(repeating: "t", count: length), id: "id", fields: RecordFields()),
            defaultSchema: dialect == .sqlite ? "main" : "public",
            dialect: dialect)
    }

    @Test("Every name of every generation up to the last fits 63 bytes, for table names of 1 to 36 bytes, on both databases")
    func everyNameFits() throws {
        for dialect in [SQLDialect.sqlite, .postgres] {
            for length in 1...36 {
                let names = try Self.names(length, dialect)
                #expect(names.lastGeneration >= 999)
                for name in names.generationObjects(names.lastGeneration) {
                    #expect(name.utf8.count <= 63, "\(name)")
                }
            }
            #expect(try Self.names(34, dialect).lastGeneration == 99_999)
            #expect(try Self.names(35, dialect).lastGeneration == 9_999)
            #expect(try Self.names(36, dialect).lastGeneration == 999)
            #expect(throws: SectionizeError.self) { try Self.names(37, dialect) }
        }
        // The eleven objects of a generation, as the build creates them.
        #expect(
            try Self.names(1, .postgres).generationObjects(7).sorted() == [
                "t__sectionize_7", "t__sectionize_7_order", "t__sectionize_7_pkey", "t__sectionize_buckets_7", "t__sectionize_buckets_7_at",
                "t__sectionize_lookup_7", "t__sectionize_lookup_7_id", "t__sectionize_lookup_7_key", "t__sectionize_lookup_7_w4",
                "t__sectionize_lookup_7_w8", "t__sectionize_sections_7",
            ])
    }

    @Test("The generation after the last is 1; the current and retired generations are skipped")
    func generationsWrap() throws {
        let names = try Self.names(36, .postgres)
        #expect(names.nextGeneration(after: nil, retired: []) == 1)
        #expect(names.nextGeneration(after: 41, retired: []) == 42)
        #expect(names.nextGeneration(after: 999, retired: []) == 1)
        #expect(names.nextGeneration(after: 999, retired: [1, 2]) == 3)
        #expect(names.nextGeneration(after: 998, retired: [999]) == 1)
        #expect(try Self.names(8, .sqlite).nextGeneration(after: 99_999, retired: []) == 1)
    }

    @Test("PostgreSQL: a 36-byte table's store at generation 999 rebuilds into generation 1 under its full names, not cut-short ones")
    func longTableNameWrapsPostgres() throws {
        let table = "contacts_of_every_customer_in_europe"
        #expect(table.utf8.count == 36)
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try cluster.psql(
            """
            CREATE TABLE \(table) (id integer PRIMARY KEY, name text);
            INSERT INTO \(table) VALUES (1, 'Anna Berg'), (2, 'Bo Ek'), (3, 'Åsa Öberg');
            """)
        let fields = ["--table", table, "--id", "id", "--name", "name", "--locale", "de"]
        #expect(try runSectionize(["store", "build", cluster.url] + fields).status == 0)
        // The store as 999 rebuilds leave it: generation 999 current (its tables gone, which
        // a rebuild repairs), generation 1's names free.
        try cluster.psql(
            """
            DROP TABLE \(table)__sectionize_1, \(table)__sectionize_sections_1, \(table)__sectionize_lookup_1, \(table)__sectionize_buckets_1;
            UPDATE \(table)__sectionize_stamp SET value = '999' WHERE name = 'generation';
            """)
        let rebuild = try runSectionize(["store", "build", cluster.url] + fields)
        #expect(rebuild.status == 0, "\(rebuild.stderr)")
        let relations = Set(
            try cluster.psql("SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relname LIKE 'contacts%'"))
        let expected = [
            "", "_order", "_pkey", "_sections_1", "_lookup_1", "_lookup_1_key", "_lookup_1_id", "_buckets_1", "_buckets_1_at",
        ].map { suffix in
            suffix.hasPrefix("_s") || suffix.hasPrefix("_l") || suffix.hasPrefix("_b")
                ? "\(table)__sectionize\(suffix)" : "\(table)__sectionize_1\(suffix)"
        }
        for name in expected { #expect(relations.contains(name), "\(name) missing from \(relations.sorted())") }
        #expect(relations.allSatisfy { !$0.contains("_1000") }, "\(relations.sorted())")
        #expect(try runSectionize(["store", "verify", cluster.url, "--table", table]).status == 0)
    }

    @Test("An index planted under the next generation's order-index name is refused (73) before anything is created, and kept")
    func plantedOrderIndex() throws {
        let table = try ContactsTable(rows: [(1, "Anna Berg", nil), (2, "Bo Ek", nil)])
        try table.execute("CREATE INDEX contacts__sectionize_1_order ON contacts (name)")
        let build = try runSectionize(["store", "build", table.path, "--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"])
        #expect(build.status == 73, "\(build.stderr)")  // EX_CANTCREAT (sysexits.h)
        #expect(build.stderr.contains("contacts__sectionize_1_order"))
        #expect(
            try table.strings("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contacts'") == ["contacts__sectionize_1_order"])
        #expect(try table.strings("SELECT name FROM sqlite_master WHERE name LIKE 'contacts__sectionize%' AND type = 'table'").isEmpty)
    }
}
#endif
