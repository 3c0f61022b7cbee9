// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import Testing

@Suite("Stored keys: SQL order, stamp and re-keying")
struct StoreOrderAndStampTests {
    /// The corpus file's locale: its name (`de.txt` → de), English for the edge cases.
    static func locale(of file: String) -> String {
        let base = String(file.dropLast(4))
        return base == "edge-cases" ? "en" : base
    }

    @Test("ORDER BY section, sort_key gives the in-memory order for every file of Data/corpus")
    func sqlOrderEqualsMemoryOrder() throws {
        for file in Corpus.files() {
            let lines = try Corpus.lines("corpus/\(file)")
            let rows = lines.enumerated().map { (id: $0.offset + 1, name: $0.element, yomi: String?.none) }
            let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: Self.locale(of: file))], readingMode: .off)
            let table = try ContactsTable(rows: rows)
            _ = try SectionStore.build(.sqlite(path: table.path), table: ContactsTable.table, configuration: configuration)
            let list = try referenceList(rows, configuration: configuration)
            let expected = orderIDs(list)
            // Plain SQL, no store code: the database's own byte order of the BLOB keys.
            let sqlOrder = try table.strings("SELECT id FROM \(try table.keysTable()) ORDER BY section, sort_key, seq")
            #expect(sqlOrder == expected, "\(file)")
        }
    }

    @Test("A stamp from another ICU is reported, writes refuse, and a rebuild re-keys every row")
    func tamperedStampIsReportedAndRebuilt() throws {
        let rows = [(1, "Zoe Ärger", nil), (2, "Anna Müller", nil), (3, "Bernd Öhler", nil)].map { (id: $0.0, name: $0.1, yomi: $0.2 as String?) }
        let table = try ContactsTable(rows: rows)
        let configuration = SectioningConfiguration(locales: ["de"])
        _ = try SectionStore.build(.sqlite(path: table.path), table: ContactsTable.table, configuration: configuration)
        #expect(try SectionStore.open(.sqlite(path: table.path), table: "contacts").stampDifferences.isEmpty)
        // An OS upgrade, simulated: the stored stamp names another ICU and its keys are wrong.
        try table.execute(
            "UPDATE contacts__sectionize_stamp SET value = replace(value, '\"icuVersion\":\"\(IndexedCollation.icuVersion)\"', '\"icuVersion\":\"1.0\"') WHERE name = 'stamp'"
        )
        try table.execute("UPDATE \(try table.keysTable()) SET sort_key = x'01'")
        let stale = try SectionStore.open(.sqlite(path: table.path), table: "contacts")
        #expect(stale.stampDifferences == ["ICU 1.0 (stored) ≠ \(IndexedCollation.icuVersion) (running)"])
        let verification = try stale.verify()
        #expect(!verification.isCurrent)
        #expect(verification.staleRows.count == 3)
        #expect(throws: SectionizeError.self) { try stale.sync() }
        // Reads still answer from the stored keys.
        #expect(try stale.index().rowCount == 3)
        let rebuilt = try stale.rebuild().store
        #expect(rebuilt.stampDifferences.isEmpty)
        #expect(try rebuilt.verify().isCurrent)
        #expect(try SectionStore.open(.sqlite(path: table.path), table: "contacts").stampDifferences.isEmpty)
        // German (CLDR de, uikit): names file by family name; Ä under A, Ö under O (DIN 5007-1).
        let dump = try rebuilt.dump()
        #expect(dump.sections.map(\.title) == ["A", "M", "O"])
        #expect(dump.sections.map { $0.rows.map(\.id) } == [["1"], ["2"], ["3"]])
    }

    @Test("The user's table is never written")
    func userTableUnchanged() throws {
        let rows = (1...50).map { (id: $0, name: "Name \($0 % 7) Family\($0 % 5)", yomi: String?.none) }
        let table = try ContactsTable(rows: rows)
        let before = try table.strings("SELECT id || '|' || name FROM contacts ORDER BY id")
        let store = try SectionStore.build(
            .sqlite(path: table.path), table: ContactsTable.table, configuration: SectioningConfiguration(locales: ["en"])
        ).store
        try table.insert(999, "Zed", nil)
        try store.sync()
        _ = try store.rebuild()
        try table.delete(999)
        try store.apply([.remove(id: "999")])
        #expect(try table.strings("SELECT id || '|' || name FROM contacts ORDER BY id") == before)
    }
}

/// The IDs in list order (displayed section, then row).
func orderIDs(_ list: SectionedList<ContactRecord, String>) -> [String] {
    (0..<list.numberOfSections).flatMap { s in
        (0..<list.numberOfRows(inSection: s)).map { r in list.element(at: ListIndexPath(section: s, row: r)).id ?? "" }
    }
}
#endif
