import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Change sets of hand-made edits, each checked by hand against UIKit's batch-update
/// semantics (deletions and reloads in old coordinates, insertions in new, moves old → new)
/// and German collation (Berg < Bergen < Bergmann < Bernd), and also by the reference table.
@Suite("SectionedList: change sets of single edits")
struct SectionedListChangeTests {
    /// A: Anna; B: Berg, Bergmann; C: Clara (ids 1–4).
    static func list(options: IndexBarOptions = IndexBarOptions()) throws -> SectionedList<Contact, Int> {
        try SectionedList(
            [
                Contact(id: 1, name: "Anna"), Contact(id: 2, name: "Berg"), Contact(id: 3, name: "Bergmann"),
                Contact(id: 4, name: "Clara"),
            ],
            text: \.name, collation: IndexedCollation(locale: "de", style: .uikit), indexBarOptions: options)
    }

    static func check(
        _ edits: [ListEdit<Contact, Int>], options: IndexBarOptions = IndexBarOptions(),
        _ expect: (SectionedListChanges) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var list = try list(options: options)
        let old = list
        let changes = try list.apply(edits)
        #expect(expect(changes), "\(changes)", sourceLocation: sourceLocation)
        #expect(referenceProblem(changes, from: old, to: list, content: contactContent) == nil, sourceLocation: sourceLocation)
    }

    @Test("Insert into an existing section: one inserted row in new coordinates")
    func insertRow() throws {
        try Self.check([.insert(Contact(id: 5, name: "Bernd"))]) {
            $0.insertedRows == [ListIndexPath(section: 1, row: 2)] && $0.insertedSections.isEmpty && $0.deletedRows.isEmpty
                && $0.countsBefore == [1, 2, 1] && $0.countsAfter == [1, 3, 1]
        }
    }

    @Test("Insert into an empty section: the section is inserted, its row is not listed")
    func insertSection() throws {
        try Self.check([.insert(Contact(id: 5, name: "Dora"))]) {
            $0.insertedSections == [3] && $0.insertedRows.isEmpty && !$0.indexBar.titlesChanged && $0.indexBar.mappingChanged
        }
    }

    @Test("Deleting the last row of a section deletes the section (old coordinates)")
    func deleteLastRow() throws {
        try Self.check([.remove(1)]) { $0.deletedSections == [0] && $0.deletedRows.isEmpty }
        try Self.check([.remove(3)]) { $0.deletedRows == [ListIndexPath(section: 1, row: 1)] && $0.deletedSections.isEmpty }
    }

    @Test("A rename that sorts into another section is a move (B 1 → C 0)")
    func renameMoves() throws {
        try Self.check([.update(Contact(id: 3, name: "Carl"))]) {
            $0.movedRows == [ListRowMove(from: ListIndexPath(section: 1, row: 1), to: ListIndexPath(section: 2, row: 0))]
                && $0.reloadedRows.isEmpty && $0.insertedRows.isEmpty && $0.deletedRows.isEmpty
        }
    }

    @Test("A rename that keeps its place, and a change of content only, are reloads in old coordinates")
    func renameInPlaceReloads() throws {
        try Self.check([.update(Contact(id: 2, name: "Bergen"))]) {
            $0.reloadedRows == [ListIndexPath(section: 1, row: 0)] && $0.movedRows.isEmpty
        }
        try Self.check([.update(Contact(id: 4, name: "Clara", phone: 7))]) {
            $0.reloadedRows == [ListIndexPath(section: 2, row: 0)] && $0.movedRows.isEmpty
        }
    }

    @Test("A rename out of a section it leaves empty into a new one: delete section A, insert section Z, no move")
    func renameAcrossDeletedAndInsertedSections() throws {
        try Self.check([.update(Contact(id: 1, name: "Zoë"))]) {
            $0.deletedSections == [0] && $0.insertedSections == [2] && $0.movedRows.isEmpty && $0.insertedRows.isEmpty
        }
        // Into a new section from a section that stays: the row is deleted, the section inserted.
        try Self.check([.update(Contact(id: 3, name: "Борис"))]) {
            $0.deletedRows == [ListIndexPath(section: 1, row: 1)] && $0.insertedSections == [3] && $0.movedRows.isEmpty
        }
    }

    @Test("Insert and remove of one ID in a batch cancel out; the change set is empty")
    func netEffect() throws {
        try Self.check([.insert(Contact(id: 9, name: "Xaver")), .remove(9)]) { $0.isEmpty }
    }

    @Test("Crossing minimumDisplayRowCount shows and hides the bar (UIKit's sectionIndexMinimumDisplayRowCount)")
    func visibilityCrossing() throws {
        let options = IndexBarOptions(minimumDisplayRowCount: 5)
        try Self.check([.insert(Contact(id: 5, name: "Dora"))], options: options) {
            !$0.indexBar.visibleBefore && $0.indexBar.visibleAfter && $0.indexBar.needsReload
        }
        var list = try Self.list(options: options)
        try list.insert(Contact(id: 5, name: "Dora"))
        let hide = try list.remove(id: 5)
        #expect(hide.indexBar.visibleBefore && !hide.indexBar.visibleAfter)
    }

    @Test("With empty sections kept, an insert into an empty section is a row insert, never a section insert")
    func keepsEmptySections() throws {
        try Self.check([.insert(Contact(id: 5, name: "Dora"))], options: IndexBarOptions(keepsEmptySections: true)) {
            $0.insertedSections.isEmpty && $0.insertedRows == [ListIndexPath(section: 3, row: 0)] && !$0.indexBar.mappingChanged
        }
    }

    @Test("Empty → full → empty: sections are inserted, then deleted, never rows")
    func emptyFullEmpty() throws {
        let collation = try IndexedCollation(locale: "sv", style: .uikit)
        var list = try SectionedList([Contact](), text: \.name, collation: collation)
        let fill = try list.apply([
            .insert(Contact(id: 1, name: "Åsa")), .insert(Contact(id: 2, name: "Örjan")), .insert(Contact(id: 3, name: "Zlatan")),
        ])
        #expect(fill.insertedSections == [0, 1, 2] && fill.insertedRows.isEmpty && fill.countsBefore == [] && fill.countsAfter == [1, 1, 1])
        #expect((0..<3).map(list.title(ofSection:)) == ["Z", "Å", "Ö"])  // CLDR sv: Å Ä Ö after Z
        let empty = try list.apply([.remove(1), .remove(2), .remove(3)])
        #expect(empty.deletedSections == [0, 1, 2] && empty.deletedRows.isEmpty && list.isEmpty)
    }

    @Test("Lists with another locale or style are not comparable: a full reload")
    func fullReload() throws {
        let de = try Self.list()
        let sv = try SectionedList(de.elements, text: \.name, collation: IndexedCollation(locale: "sv", style: .uikit))
        let icu = try SectionedList(de.elements, text: \.name, collation: IndexedCollation(locale: "de", style: .icu))
        #expect(SectionedList.changes(from: de, to: sv).isFullReload)
        #expect(SectionedList.changes(from: de, to: icu).isFullReload)
        #expect(!SectionedList.changes(from: de, to: de).isFullReload && SectionedList.changes(from: de, to: de).isEmpty)
    }
}
