// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeInput
import SectionizeKit
import SectionizeStore
import SectionizeTestSupport
import TableUpdateReference
import Testing

/// The store against the in-memory `SectionedList` (the library's own reference for live
/// lists, itself checked against ICU's AlphabeticIndex and a reference table view): the same
/// rows and the same edits must give the same sections, order, index, index paths and
/// change sets. The change sets are also applied by UIKit's rules (`TableUpdateReference`)
/// to the store's old dump, which must give its new dump.
@Suite("Store equals SectionedList (SQLite)")
struct StoreDifferentialTests {
    static let cases: [(String, IndexStyle)] = ["de", "sv", "ja", "zh", "ar"].flatMap { [($0, .icu), ($0, .uikit)] }

    /// Compares everything a table view reads.
    static func expectEqual(
        _ store: SectionStore, _ list: SectionedList<ContactRecord, String>, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let dump = try store.dump()
        #expect(dump.index.indexBar == list.indexBar, "index bar, \(context)", sourceLocation: sourceLocation)
        #expect(
            dump.index.displayedTitles == (0..<list.numberOfSections).map(list.title(ofSection:)), "titles, \(context)",
            sourceLocation: sourceLocation)
        #expect(dump.index.rowCounts == list.rowCounts, "counts, \(context)", sourceLocation: sourceLocation)
        #expect(dump.sections.map(\.rows) == expectedRows(list), "rows, \(context)", sourceLocation: sourceLocation)
    }

    @Test("Same rows and random edit sequences: equal sections, order, index, index paths and change sets", arguments: cases)
    func randomEdits(locale: String, style: IndexStyle) throws {
        try Self.differential(locale: locale, style: style) { try ContactsTable(rows: $0) }
    }

    /// The differential test on one database: build, 25 rounds of 1–4 random edits (each
    /// round's change set compared, and applied by UIKit's rules), then index paths, insertion
    /// points and the index bar's jumps.
    static func differential(
        locale: String, style: IndexStyle, fixture make: ([(id: Int, name: String, yomi: String?)]) throws -> any ContactsFixture
    ) throws {
        var rng = SplitMix(state: UInt64(locale.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }) &+ (style == .icu ? 1 : 2))
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...120 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            rows.append((id, name, yomi))
        }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)], style: style)
        let table = try make(rows)
        let store = try SectionStore.build(table.database, table: ContactsTable.table, configuration: configuration).store
        var list = try referenceList(rows, configuration: configuration)
        try expectEqual(store, list, "\(locale) \(style) after build")

        var nextID = 1000
        var present = Set(rows.map(\.id))
        for round in 0..<25 {
            let edits = RandomEditRound(table: table, locale: locale, present: &present, nextID: &nextID, using: &rng)
            let (statements, storeEdits, listEdits) = (edits.statements, edits.storeEdits, edits.listEdits)
            try table.run(statements)
            let before = try store.dump()
            let storeChanges = try store.apply(storeEdits)
            let listChanges = try list.apply(listEdits)
            #expect(storeChanges.changes == listChanges, "change set, \(locale) \(style) round \(round): \(storeEdits)")
            let after = try store.dump()
            // UIKit's rules applied to the old table give the new one.
            let result = try TableUpdateReference.apply(
                storeChanges.changes.referenceBatch, to: referenceTable(before), dataSource: referenceTable(after))
            #expect(result == referenceTable(after), "batch update, \(locale) \(style) round \(round)")
            try expectEqual(store, list, "\(locale) \(style) round \(round)")
        }
        for id in present.sorted().prefix(20) {
            #expect(try store.indexPath(of: String(id)) == list.indexPath(of: String(id)), "indexPath(of: \(id))")
        }
        for _ in 0..<10 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            let r = record(99_999, name, yomi)
            #expect(try store.insertionPoint(for: r) == list.insertionPoint(for: r), "insertionPoint(for: \(name))")
        }
        let bar = list.indexBar
        for (i, title) in bar.titles.enumerated() {
            #expect(try store.section(forSectionIndexTitle: title, at: i) == bar.target(forTitleAt: i))
        }
        #expect(try store.verify().isCurrent)
    }

    @Test("Sync finds the rows changed in the table and returns apply's change set", arguments: [("de", IndexStyle.uikit), ("ja", .icu)])
    func syncEqualsApply(locale: String, style: IndexStyle) throws {
        var rng = SplitMix(state: 42)
        var rows: [(id: Int, name: String, yomi: String?)] = []
        for id in 1...80 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            rows.append((id, name, yomi))
        }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)], style: style)
        let table = try ContactsTable(rows: rows)
        let store = try SectionStore.build(.sqlite(path: table.path), table: ContactsTable.table, configuration: configuration).store
        var list = try referenceList(rows, configuration: configuration)
        // Edits in sync's order: removed ids, then changed rows by id, then new rows by id.
        try table.delete(3)
        try table.delete(40)
        let renamed = StoreNames.name(locale: locale, using: &rng)
        try table.update(10, renamed.name, renamed.yomi)
        try table.update(20, rows[19].name, rows[19].yomi)  // unchanged values: not an edit
        let added = StoreNames.name(locale: locale, using: &rng)
        try table.insert(500, added.name, added.yomi)
        let before = try store.dump()
        let synced = try store.sync()
        let expected = try list.apply([
            .remove("3"), .remove("40"), .update(record(10, renamed.name, renamed.yomi)), .insert(record(500, added.name, added.yomi)),
        ])
        #expect(synced.changes == expected)
        #expect(synced.removed == ["3", "40"] && synced.updated == ["10"] && synced.inserted == ["500"])
        try Self.expectEqual(store, list, "after sync")
        let after = try store.dump()
        let result = try TableUpdateReference.apply(synced.changes.referenceBatch, to: referenceTable(before), dataSource: referenceTable(after))
        #expect(result == referenceTable(after))
        // A second sync finds nothing.
        #expect(try store.sync().changes.isEmpty)
        // A large change (more than 32 rows: the store reads each touched section once).
        var listEdits: [ListEdit<ContactRecord, String>] = []
        var statements: [String] = []
        for id in stride(from: 1, through: 80, by: 8) where id != 3 && id != 40 {
            statements.append(table.deleteStatement(id))
            listEdits.append(.remove(String(id)))
        }
        for id in stride(from: 2, through: 80, by: 3) where id != 3 && id != 40 && id % 8 != 1 {
            // A name of its own (the same name again would not be a change for sync).
            var (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            name += String(id)
            yomi = yomi.map { $0 + String(id) }
            statements.append(table.updateStatement(id, name, yomi))
            listEdits.append(.update(record(id, name, yomi)))
        }
        for id in 600..<625 {
            let (name, yomi) = StoreNames.name(locale: locale, using: &rng)
            statements.append(table.insertStatement(id, name, yomi))
            listEdits.append(.insert(record(id, name, yomi)))
        }
        try table.run(statements)
        let large = try store.sync()
        #expect(large.updated.count + large.inserted.count + large.removed.count > 32)
        #expect(large.changes == (try list.apply(listEdits)))
        try Self.expectEqual(store, list, "after a large sync")
    }
}
#endif
