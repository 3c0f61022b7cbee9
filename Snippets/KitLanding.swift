// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/SectionizeKit.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
import SectionizeKit
// snippet.hide
struct Contact { var name: String }
let contacts = [Contact(name: "Åsa")]
// snippet.show

let configuration = SectioningConfiguration(locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true))
let table = try configuration.sections(of: contacts, by: \.name)
table.displayedSections                 // the non-empty sections, in order
table.indexBar.titles                   // the index bar beside them
