// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/SectioningAList.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
// snippet.show
struct Contact { var name: String }
// snippet.hide
let contacts = [Contact(name: "Anna")]
// snippet.show

let table = try SectioningConfiguration(locales: ["de"]).sections(of: contacts, by: \.name)
for section in table.displayedSections {          // the non-empty sections, in order
    print(section.title, section.elements.map(\.name))
}
