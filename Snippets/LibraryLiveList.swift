// snippet.hide
// The Swift example number 6 of docs/library.md, compiled with the package (a
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
// snippet.show
struct Contact: Identifiable, Equatable, Sendable { let id: UUID; var name: String; var phone: String }
// snippet.hide
let contacts = [Contact(id: UUID(), name: "Anna", phone: "1"), Contact(id: UUID(), name: "Bernd", phone: "2")]
let contact = contacts[0]
let draft = Contact(id: UUID(), name: "Clara", phone: "3")
let newContact = draft
let renamed = Contact(id: contacts[1].id, name: "Berndt", phone: "2")
let oldID = contacts[0].id
let (section, s, r, i) = (0, 0, 0, 0)
// snippet.show

let configuration = SectioningConfiguration(
    locales: ["de"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
var list = try SectionedList(contacts, id: \.id, text: \.name, configuration: configuration)

// UITableViewDataSource
list.numberOfSections                                  // numberOfSections(in:)
list.numberOfRows(inSection: section)                  // tableView(_:numberOfRowsInSection:)
list.title(ofSection: section)                         // titleForHeaderInSection
list.element(at: ListIndexPath(section: s, row: r))    // cellForRowAt
list.indexBar.isVisible ? list.indexBar.titles : nil   // sectionIndexTitles(for:)
list.indexBar.target(forTitleAt: i)                  // sectionForSectionIndexTitle
list.indexPath(of: contact.id)                         // scroll to a contact
list.insertionPoint(for: draft)                        // where a new contact would appear

// A sync brings changes: apply them, then animate exactly what changed.
let changes = try list.apply([.insert(newContact), .update(renamed), .remove(oldID)])
if changes.isFullReload {
    tableView.reloadData()
} else {
    func paths(_ ps: [ListIndexPath]) -> [IndexPath] { ps.map { IndexPath(row: $0.row, section: $0.section) } }
    tableView.performBatchUpdates {
        tableView.deleteSections(IndexSet(changes.deletedSections), with: .automatic)
        tableView.insertSections(IndexSet(changes.insertedSections), with: .automatic)
        tableView.deleteRows(at: paths(changes.deletedRows), with: .automatic)
        tableView.insertRows(at: paths(changes.insertedRows), with: .automatic)
        tableView.reloadRows(at: paths(changes.reloadedRows), with: .automatic)
        for move in changes.movedRows {
            tableView.moveRow(at: IndexPath(row: move.from.row, section: move.from.section),
                              to: IndexPath(row: move.to.row, section: move.to.section))
        }
    } completion: { _ in
        // A moved row was renamed: UIKit moves the cell as it is, so refresh it.
        tableView.reconfigureRows(at: changes.movedRows.map { IndexPath(row: $0.to.row, section: $0.to.section) })
    }
    if changes.indexBar.needsReload { tableView.reloadSectionIndexTitles() }
}

// A server with only two full snapshots:
// snippet.hide
let yesterday = list
let today = list
// snippet.show
let changeSet = SectionedList.changes(from: yesterday, to: today)
