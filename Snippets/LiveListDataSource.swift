// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/KeepingAListLive.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

struct Contact: Identifiable, Sendable { var id: Int; var name: String }
let contacts = [Contact(id: 1, name: "Anna")]
let draft = Contact(id: 2, name: "Bernd")
let (s, r, id) = (0, 0, 1)
// snippet.show
var list = try SectionedList(contacts, id: \.id, text: \.name,
                             configuration: SectioningConfiguration(
                                 locales: ["de"], indexBarOptions: IndexBarOptions(minimumDisplayRowCount: 20)))
list.numberOfSections                               // numberOfSections(in:)
list.numberOfRows(inSection: s)                     // tableView(_:numberOfRowsInSection:)
list.title(ofSection: s)                            // titleForHeaderInSection
list.element(at: ListIndexPath(section: s, row: r)) // cellForRowAt
list.indexBar                                       // the section index (see IndexBar)
list.indexPath(of: id)                              // where a contact is
list.insertionPoint(for: draft)                     // where a new one would appear
