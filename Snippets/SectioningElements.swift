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

let collation = try IndexedCollation(locale: "de")
let sections = collation.sections(of: contacts, by: \.name)
for section in sections where !section.elements.isEmpty {
    print(section.title, section.elements.map(\.name))
}
