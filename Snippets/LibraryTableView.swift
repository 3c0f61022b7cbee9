// snippet.hide
// The Swift example number 5 of docs/library.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

struct Contact { var name: String }
let contacts = [Contact(name: "Anna"), Contact(name: "Bernd")]
let configuration = SectioningConfiguration(
    locales: ["de"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
let table = try configuration.sections(of: contacts, by: \.name)
let bar = table.indexBar
let section = 0
let row = 0
let touchedIndex = 1
func scrollToSearchField() {}
func scrollTo(section: Int) {}
// snippet.show
// numberOfSections / titleForHeaderInSection / numberOfRowsInSection / cellForRowAt
table.numberOfSections; table.title(ofSection: section); table.numberOfRows(inSection: section)
table.element(at: ListIndexPath(section: section, row: row))
// sectionIndexTitles(for:) — nil hides the bar (sectionIndexMinimumDisplayRowCount)
bar.isVisible ? bar.titles : nil
// sectionForSectionIndexTitle(_:at:)
switch bar.target(forTitleAt: touchedIndex) {
case .search?: scrollToSearchField()
case .section(let s)?: scrollTo(section: s)  // a displayed section: table.title(ofSection: s)
case nil: break                              // no rows at all
}
// a short bar: condensed with • for hidden titles, and what is under a finger
let condensed = bar.condensed(toFit: 9)
condensed.target(forTitleAt: condensed.entry(atFraction: 0.42))
