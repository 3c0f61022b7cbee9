// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/BuildingTheIndexBar.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

struct Contact { var name: String }
let contacts = [Contact(name: "Anna")]
let collation = try IndexedCollation(locale: "de")
// snippet.show
let table = collation.sections(of: contacts, by: \.name,
                               indexBarOptions: IndexBarOptions(includesSearch: true,
                                                                minimumDisplayRowCount: 20))
let bar = table.indexBar
