// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeKit
@testable import SectionizeStore
import SectionizeTestSupport
import Testing

/// The store refuses a database older than its statements need, with a message naming both
/// versions, instead of a syntax error in the middle of a build. The minimums come from the
/// databases' release notes: SQLite 3.35.0 added `RETURNING` and `AS MATERIALIZED`
/// (https://www.sqlite.org/changes.html, 2021-03-12), PostgreSQL 12 added `AS MATERIALIZED`
/// ("WITH Queries", PostgreSQL 12 release notes).
@Suite("The store refuses databases older than its statements need")
struct StoreVersionTests {
    @Test("SQLite 3.34.1 is refused, 3.35.0 and 3.40.1 are accepted")
    func sqlite() throws {
        let error = #expect(throws: SectionizeError.self) {
            try SQLDialect.sqlite.requireVersion(3_034_001, shown: "3.34.1", location: "old.sqlite")
        }
        #expect(error?.code == .storeUnavailable)
        #expect(error?.message == "old.sqlite: the SQLite library is version 3.34.1; the store needs 3.35.0 or later")
        try SQLDialect.sqlite.requireVersion(3_035_000, shown: "3.35.0", location: "new.sqlite")
        try SQLDialect.sqlite.requireVersion(3_040_001, shown: "3.40.1", location: "new.sqlite")
    }

    @Test("PostgreSQL 11.22 is refused, 12.0 and 15.8 are accepted")
    func postgres() throws {
        // server_version_num: major × 10000 + minor from PostgreSQL 10 on (its documentation, "Preset Options").
        let error = #expect(throws: SectionizeError.self) {
            try SQLDialect.postgres.requireVersion(110_022, shown: "11.22", location: "postgres://u@h/db")
        }
        #expect(error?.code == .storeUnavailable)
        #expect(error?.message == "postgres://u@h/db: the PostgreSQL server is version 11.22; the store needs 12 or later")
        try SQLDialect.postgres.requireVersion(120_000, shown: "12.0", location: "postgres://u@h/db")
        try SQLDialect.postgres.requireVersion(150_008, shown: "15.8", location: "postgres://u@h/db")
    }

    @Test("docs/store.md states the same minimums")
    func documented() throws {
        let page = try String(contentsOf: RepositoryFiles.url("docs/store.md"), encoding: .utf8)
        #expect(page.contains("SQLite \(SQLDialect.sqlite.minimumVersion.shown) or later"))
        #expect(page.contains("PostgreSQL \(SQLDialect.postgres.minimumVersion.shown) or later"))
    }
}
#endif
