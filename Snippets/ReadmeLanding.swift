// snippet.hide
// The first Swift example of README.md, compiled with the package (a documentation test checks
// that the page shows exactly the code outside the hidden lines; ReadmeExampleTests checks the
// values its comments state).
// snippet.show
import SectionizeKit

let configuration = SectioningConfiguration(locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true))
let table = try configuration.sections(of: ["Östen", "Anna", "Åsa", "Zoë"], by: { $0 })
for section in table.displayedSections {
    print(section.title, section.elements)   // A ["Anna"], Z ["Zoë"], Å ["Åsa"], Ö ["Östen"]
}
table.indexBar.titles                        // ["{search}", "A", "B", …, "Z", "Å", "Ä", "Ö", "#"]
table.indexBar.target(forTitleAt: 27)        // .section(2): touching Å shows the table's section 2
