// snippet.hide
// The Swift example number 2 of Sources/SectionizeKit/SectionizeKit.docc/BuildingTheIndexBar.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

let bar = IndexBar(sectionTitles: ["A", "B"], sectionCounts: [1, 0], options: IndexBarOptions(includesSearch: true))
let index = 0
func scrollToSearchField() {}
func scrollTo(section: Int) {}
// snippet.show
switch bar.target(forTitleAt: index) {
case .search?: scrollToSearchField()
case .section(let section)?: scrollTo(section: section)
case nil: break                        // the table has no section at all
}
