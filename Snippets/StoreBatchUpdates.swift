// snippet.hide
// The Swift example number 2 of docs/store.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeInput
import SectionizeKit
import SectionizeStore
import Foundation

/// Stand-ins for UIKit (the example is written for an iOS table view; Linux has no UIKit).
struct RowAnimation { static let automatic = RowAnimation() }
final class TableView {
    func reloadData() {}
    func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) { updates(); completion?(true) }
    func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    func deleteRows(at paths: [IndexPath], with animation: RowAnimation) {}
    func insertRows(at paths: [IndexPath], with animation: RowAnimation) {}
    func reloadRows(at paths: [IndexPath], with animation: RowAnimation) {}
    func moveRow(at from: IndexPath, to: IndexPath) {}
    func reconfigureRows(at paths: [IndexPath]) {}
    func reloadSectionIndexTitles() {}
}
extension IndexPath { init(row: Int, section: Int) { self.init(indexes: [section, row]) } }
let tableView = TableView()
extension ListIndexPath { var indexPath: IndexPath { IndexPath(row: row, section: section) } }
let store = try SectionStore.open(.sqlite(path: "contacts.sqlite"), table: "contacts")
// snippet.show
// The app inserted row 42 and renamed row 7 in its table.
let result = try store.apply([.insert(id: "42"), .update(id: "7")])
tableView.performBatchUpdates {
    tableView.deleteSections(IndexSet(result.changes.deletedSections), with: .automatic)
    tableView.insertSections(IndexSet(result.changes.insertedSections), with: .automatic)
    tableView.deleteRows(at: result.changes.deletedRows.map(\.indexPath), with: .automatic)
    tableView.insertRows(at: result.changes.insertedRows.map(\.indexPath), with: .automatic)
    for move in result.changes.movedRows { tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
    tableView.reloadRows(at: result.changes.reloadedRows.map(\.indexPath), with: .automatic)
}
if result.changes.indexBar.needsReload { tableView.reloadSectionIndexTitles() }
// where: extension ListIndexPath { var indexPath: IndexPath { IndexPath(row: row, section: section) } }
