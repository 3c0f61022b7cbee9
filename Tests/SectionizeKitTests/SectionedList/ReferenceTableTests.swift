import Testing
import TableUpdateReference

/// The reference table itself: it accepts what UIKit accepts and rejects, with UIKit's
/// wording, what UIKit raises on. Cases are hand-written from the rules quoted in
/// ``TableUpdateReference`` (Apple's Table View Programming Guide and UIKit's exceptions).
@Suite("Reference table: UIKit's batch-update rules")
struct ReferenceTableTests {
    typealias T = TableUpdateReference
    static func section(_ title: String, _ ids: String...) -> T.Section {
        T.Section(title: title, rows: ids.map { T.Row(id: $0, content: $0) })
    }

    static let old = [section("A", "Anna", "Arno"), section("B", "Berg", "Bergmann"), section("C", "Clara")]
    /// After: Arno removed, Dora added in a new section D, Bergmann renamed to Carl (a move
    /// from B to C), Clara's cell content changed (a reload).
    static let new = [
        section("A", "Anna"), section("B", "Berg"),
        T.Section(title: "C", rows: [T.Row(id: "Bergmann", content: "Carl"), T.Row(id: "Clara", content: "Clara 2")]),
        section("D", "Dora"),
    ]

    static var valid: T.Batch {
        var batch = T.Batch()
        batch.deletedRows = [T.Path(0, 1)]
        batch.insertedSections = [3]
        batch.movedRows = [(from: T.Path(1, 1), to: T.Path(2, 0))]
        batch.reloadedRows = [T.Path(2, 0)]
        return batch
    }

    @Test("A valid batch (delete, move across sections, reload in old coordinates, insert a section) gives the new table")
    func validBatchApplies() throws {
        #expect(try T.apply(Self.valid, to: Self.old, dataSource: Self.new) == Self.new)
    }

    @Test("Without one of its deletions the batch fails UIKit's row-count check, with UIKit's message")
    func missingDeletionIsRejected() {
        var batch = Self.valid
        batch.deletedRows = []
        #expect {
            _ = try T.apply(batch, to: Self.old, dataSource: Self.new)
        } throws: { error in
            "\(error)"
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        }
    }

    @Test("Without one of its insertions a batch is rejected (the table can fail)")
    func missingInsertionIsRejected() throws {
        let before = [Self.section("A", "Anna")]
        let after = [Self.section("A", "Anna", "Arno")]
        var batch = T.Batch()
        batch.insertedRows = [T.Path(0, 1)]
        #expect(try T.apply(batch, to: before, dataSource: after) == after)
        batch.insertedRows = []
        #expect(throws: T.UpdateError.self) { try T.apply(batch, to: before, dataSource: after) }
    }

    @Test("Wrong section count, a move into an inserted section, delete-and-move of one path, an insert past the end are rejected")
    func invalidBatchesAreRejected() {
        var noSection = Self.valid
        noSection.insertedSections = []
        #expect(throws: T.UpdateError.self) { try T.apply(noSection, to: Self.old, dataSource: Self.new) }

        var intoInserted = Self.valid
        intoInserted.movedRows = [(from: T.Path(1, 1), to: T.Path(3, 0))]
        #expect(throws: T.UpdateError.self) { try T.apply(intoInserted, to: Self.old, dataSource: Self.new) }

        var deleteAndMove = Self.valid
        deleteAndMove.deletedRows.append(T.Path(1, 1))
        #expect(throws: T.UpdateError.self) { try T.apply(deleteAndMove, to: Self.old, dataSource: Self.new) }

        var outOfDeleted = T.Batch()
        outOfDeleted.deletedSections = [0]
        outOfDeleted.movedRows = [(from: T.Path(0, 0), to: T.Path(0, 0))]
        #expect(throws: T.UpdateError.self) {
            try T.apply(outOfDeleted, to: Self.old, dataSource: [Self.section("B", "Anna", "Berg", "Bergmann"), Self.section("C", "Clara")])
        }

        let before = [Self.section("A", "Anna")]
        let after = [Self.section("A", "Anna", "Arno")]
        var pastEnd = T.Batch()
        pastEnd.insertedRows = [T.Path(0, 2)]
        #expect(throws: T.UpdateError.self) { try T.apply(pastEnd, to: before, dataSource: after) }
    }

    @Test("A missing reload leaves the old content in the cell, so the result differs from the new table")
    func missingReloadShowsOldContent() throws {
        var batch = Self.valid
        batch.reloadedRows = []
        #expect(try T.apply(batch, to: Self.old, dataSource: Self.new) != Self.new)
    }
}
