// snippet.hide
// The Swift example number 1 of Sources/SectionizeInput/SectionizeInput.docc/SectioningContacts.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
import SectionizeInput
// snippet.show
struct Person { var name: PersonName }

let style = NameStyle(locale: "ja")
let people = [Person(name: PersonName(given: "太郎", family: "山田", familyReading: "やまだ"))]
let sections = try SectioningConfiguration(locales: ["ja"])
    .sections(of: people, by: { $0.name.sortText(style) }, reading: { $0.name.reading(style) })
// 山田 太郎 is under や: its reading decides the section.
