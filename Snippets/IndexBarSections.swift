// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/BuildingTheIndexBar.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

struct Contact { var name: String }
let contacts = [Contact(name: "Anna")]
let configuration = SectioningConfiguration(
    locales: ["de"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
// snippet.show
let table = try configuration.sections(of: contacts, by: \.name)
let bar = table.indexBar
