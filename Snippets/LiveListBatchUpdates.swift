// snippet.hide
// The Swift example number 2 of Sources/SectionizeKit/SectionizeKit.docc/KeepingAListLive.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
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

struct Contact: Identifiable, Sendable { var id: Int; var name: String }
var list = try SectionedList(
    [Contact(id: 1, name: "Anna")], id: \.id, text: \.name, configuration: SectioningConfiguration(locales: ["de"]))
let new = Contact(id: 2, name: "Bernd")
let renamed = Contact(id: 1, name: "Anne")
let gone = new
extension ListIndexPath { var uiKit: IndexPath { IndexPath(row: row, section: section) } }
// snippet.show
let changes = try list.apply([.insert(new), .update(renamed), .remove(gone.id)])
if changes.isFullReload { tableView.reloadData() } else {
    tableView.performBatchUpdates {
        tableView.deleteSections(IndexSet(changes.deletedSections), with: .automatic)
        tableView.insertSections(IndexSet(changes.insertedSections), with: .automatic)
        tableView.deleteRows(at: changes.deletedRows.map(\.uiKit), with: .automatic)
        tableView.insertRows(at: changes.insertedRows.map(\.uiKit), with: .automatic)
        tableView.reloadRows(at: changes.reloadedRows.map(\.uiKit), with: .automatic)
        for move in changes.movedRows { tableView.moveRow(at: move.from.uiKit, to: move.to.uiKit) }
    }
    if changes.indexBar.needsReload { tableView.reloadSectionIndexTitles() }
}
// where: extension ListIndexPath { var uiKit: IndexPath { IndexPath(row: row, section: section) } }
