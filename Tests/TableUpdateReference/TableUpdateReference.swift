/// A reference `UITableView` for tests: applies a batch update exactly by the rules UIKit
/// documents and enforces, and fails with UIKit's own wording where UIKit would raise
/// `NSInternalInconsistencyException`.
///
/// Where the rules come from: Apple's *Table View Programming Guide for iOS*, "Inserting and
/// Deleting Rows and Sections" → "Batch Insertion, Deletion, and Reloading of Rows and
/// Sections" ("UITableView defers any insertions of rows or sections until after it has
/// handled the deletions of rows or sections … regardless of ordering"; "deletion and
/// reloading operations … specify the indexes … in the state of the table view prior to any
/// updates", insertions "the indexes … after the deletions"), the `UITableView` reference for
/// `moveRow(at:to:)` (from the old index path to the new one) and `reloadRows(at:with:)`,
/// and the exception texts UIKit raises ("Invalid update: invalid number of rows in section
/// N. The number of rows contained in an existing section after the update (X) must be equal
/// to the number of rows contained in that section before the update (Y), plus or minus the
/// number of rows inserted or deleted from that section (A inserted, B deleted) and plus or
/// minus the number of rows moved into or out of that section (C moved in, D moved out)").
///
/// The table is deliberately strict where UIKit's behaviour is undocumented: a row deleted,
/// reloaded or moved out of a section that is itself deleted, and a row inserted or moved
/// into a section that is itself inserted, are errors.
///
/// This module depends on nothing from SectionizeKit: change sets are handed over as plain
/// integers, so the reference does not share code with what it checks.
public enum TableUpdateReference {
    /// One row of the table: an identity and what the cell shows.
    public struct Row: Hashable, Sendable, CustomStringConvertible {
        public var id: String
        public var content: String
        public init(id: String, content: String) {
            self.id = id
            self.content = content
        }
        public var description: String { id == content ? id : "\(id)=\(content)" }
    }

    /// One section: its header title and rows.
    public struct Section: Hashable, Sendable, CustomStringConvertible {
        public var title: String
        public var rows: [Row]
        public init(title: String, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
        public var description: String { "\(title): \(rows.map(\.description).joined(separator: ", "))" }
    }

    /// An index path `[section, row]`.
    public struct Path: Hashable, Sendable, Comparable, CustomStringConvertible {
        public var section: Int
        public var row: Int
        public init(_ section: Int, _ row: Int) {
            self.section = section
            self.row = row
        }
        public static func < (a: Path, b: Path) -> Bool { (a.section, a.row) < (b.section, b.row) }
        public var description: String { "[\(section), \(row)]" }
    }

    /// The calls made inside one `performBatchUpdates`.
    public struct Batch: Sendable {
        public var deletedSections: [Int] = []
        public var insertedSections: [Int] = []
        public var deletedRows: [Path] = []
        public var insertedRows: [Path] = []
        public var movedRows: [(from: Path, to: Path)] = []
        public var reloadedRows: [Path] = []
        public init() {}
    }

    /// What UIKit would raise.
    public struct UpdateError: Error, CustomStringConvertible, Sendable {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// Applies `batch` to a table showing `old`, whose data source then answers with `new`,
    /// and returns what the table shows after the update.
    ///
    /// Cells of inserted rows and sections, reloaded rows and moved rows (which the caller
    /// reconfigures after the update; UIKit moves a cell as it is) come from `new`; every
    /// other cell keeps what it showed before, so a missing reload shows up as old content.
    ///
    /// - Throws: ``UpdateError`` for every batch UIKit would reject.
    public static func apply(_ batch: Batch, to old: [Section], dataSource new: [Section]) throws(UpdateError) -> [Section] {
        // Sections.
        let deletedSections = Set(batch.deletedSections)
        let insertedSections = Set(batch.insertedSections)
        guard deletedSections.count == batch.deletedSections.count else { throw UpdateError("a section is deleted twice: \(batch.deletedSections)") }
        guard insertedSections.count == batch.insertedSections.count else {
            throw UpdateError("a section is inserted twice: \(batch.insertedSections)")
        }
        for s in batch.deletedSections where !(0..<old.count).contains(s) {
            throw UpdateError("attempt to delete section \(s), but there are only \(old.count) sections before the update")
        }
        for s in batch.insertedSections where !(0..<new.count).contains(s) {
            throw UpdateError("attempt to insert section \(s) but there are only \(new.count) sections after the update")
        }
        guard new.count == old.count - deletedSections.count + insertedSections.count else {
            throw UpdateError(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
            )
        }

        // Rows in old coordinates.
        func checkOld(_ p: Path, _ what: String) throws(UpdateError) {
            guard (0..<old.count).contains(p.section) else {
                throw UpdateError(
                    "attempt to \(what) row \(p.row) from section \(p.section), but there are only \(old.count) sections before the update")
            }
            guard (0..<old[p.section].rows.count).contains(p.row) else {
                throw UpdateError(
                    "attempt to \(what) row \(p.row) from section \(p.section) which only contains \(old[p.section].rows.count) rows before the update"
                )
            }
            guard !deletedSections.contains(p.section) else {
                throw UpdateError("attempt to \(what) row \(p) in section \(p.section), which is being deleted")
            }
        }
        var deletedRows = Set<Path>()
        for p in batch.deletedRows {
            try checkOld(p, "delete")
            guard deletedRows.insert(p).inserted else { throw UpdateError("attempt to delete row \(p) twice") }
        }
        var movedFrom = Set<Path>()
        var movedTo = Set<Path>()
        for move in batch.movedRows {
            try checkOld(move.from, "move")
            guard !deletedRows.contains(move.from) else { throw UpdateError("attempt to delete and move the same index path (\(move.from))") }
            guard movedFrom.insert(move.from).inserted else { throw UpdateError("attempt to move index path \(move.from) twice") }
            guard (0..<new.count).contains(move.to.section) else {
                throw UpdateError(
                    "attempt to move index path \(move.from) to section \(move.to.section), but there are only \(new.count) sections after the update"
                )
            }
            guard !insertedSections.contains(move.to.section) else {
                throw UpdateError("attempt to move index path \(move.from) into section \(move.to.section), which is being inserted")
            }
            guard movedTo.insert(move.to).inserted else { throw UpdateError("attempt to move two rows to \(move.to)") }
        }
        var reloaded = Set<Path>()
        for p in batch.reloadedRows {
            try checkOld(p, "reload")
            guard !deletedRows.contains(p) else { throw UpdateError("attempt to delete and reload the same index path (\(p))") }
            guard !movedFrom.contains(p) else { throw UpdateError("attempt to move and reload the same index path (\(p))") }
            guard reloaded.insert(p).inserted else { throw UpdateError("attempt to reload row \(p) twice") }
        }

        // Rows in new coordinates.
        var insertedRows = Set<Path>()
        for p in batch.insertedRows {
            guard (0..<new.count).contains(p.section) else {
                throw UpdateError(
                    "attempt to insert row \(p.row) into section \(p.section), but there are only \(new.count) sections after the update")
            }
            guard !insertedSections.contains(p.section) else {
                throw UpdateError("attempt to insert row \(p) into section \(p.section), which is being inserted")
            }
            guard !movedTo.contains(p) else { throw UpdateError("attempt to insert and move to the same index path (\(p))") }
            guard insertedRows.insert(p).inserted else { throw UpdateError("attempt to insert row \(p) twice") }
        }

        // Old surviving sections keep their order among the new sections that are not inserted.
        let survivingOld = (0..<old.count).filter { !deletedSections.contains($0) }
        let survivingNew = (0..<new.count).filter { !insertedSections.contains($0) }
        var newSectionOfOld = [Int: Int]()
        for (s, t) in zip(survivingOld, survivingNew) { newSectionOfOld[s] = t }

        // UIKit's row-count check, for every section that exists before and after.
        for (s, t) in zip(survivingOld, survivingNew) {
            let before = old[s].rows.count, after = new[t].rows.count
            let inserted = insertedRows.filter { $0.section == t }.count
            let deleted = deletedRows.filter { $0.section == s }.count
            let movedIn = batch.movedRows.filter { $0.to.section == t }.count
            let movedOut = batch.movedRows.filter { $0.from.section == s }.count
            guard after == before + inserted - deleted + movedIn - movedOut else {
                throw UpdateError(
                    "Invalid update: invalid number of rows in section \(t). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
        }

        // Deletions first (old coordinates), then insertions and move destinations (new
        // coordinates); the remaining rows fill the other slots in their old order.
        var result: [Section] = []
        for t in 0..<new.count {
            if insertedSections.contains(t) {
                result.append(new[t])
                continue
            }
            let s = survivingOld[survivingNew.firstIndex(of: t)!]
            let count = new[t].rows.count
            var slots = [Row?](repeating: nil, count: count)
            var fixed = [Bool](repeating: false, count: count)
            for p in insertedRows where p.section == t {
                guard p.row < count else {
                    throw UpdateError(
                        "attempt to insert row \(p.row) into section \(t), but there are only \(count) rows in section \(t) after the update")
                }
                slots[p.row] = new[t].rows[p.row]
                fixed[p.row] = true
            }
            for move in batch.movedRows where move.to.section == t {
                guard move.to.row < count else {
                    throw UpdateError(
                        "attempt to move index path \(move.from) to \(move.to), but there are only \(count) rows in section \(t) after the update")
                }
                let moved = old[move.from.section].rows[move.from.row]
                // UIKit moves the cell; the caller reconfigures it with the data source's content.
                slots[move.to.row] = Row(id: moved.id, content: new[t].rows[move.to.row].content)
                fixed[move.to.row] = true
            }
            var remaining = old[s].rows.indices.filter {
                !deletedRows.contains(Path(s, $0)) && !movedFrom.contains(Path(s, $0))
            }.makeIterator()
            for r in 0..<count where !fixed[r] {
                guard let o = remaining.next() else { throw UpdateError("section \(t): fewer rows remain than slots") }
                var row = old[s].rows[o]
                if reloaded.contains(Path(s, o)) { row.content = new[t].rows[r].content }
                slots[r] = row
            }
            guard remaining.next() == nil else { throw UpdateError("section \(t): more rows remain than slots") }
            result.append(Section(title: old[s].title, rows: slots.map { $0! }))
        }
        return result
    }
}
