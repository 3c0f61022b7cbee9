import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

@Suite("Index bar: search entry")
struct IndexBarSearchTests {
    @Test("searchTitle is UIKit's UITableViewIndexSearch string {search}, bullet is U+2022")
    func constantsMatchUIKit() {
        #expect(IndexBar.searchTitle == "{search}")
        #expect(IndexBar.bullet == "\u{2022}")
    }

    @Test("With includesSearch, {search} is the first title (Apple: 'generally the first title in the index') and maps to .search")
    func searchIsFirstAndMapsToSearch() {
        let counts = IndexBarFixtures.counts(for: IndexBarFixtures.latin, filled: ["B"])
        let bar = IndexBar(
            sectionTitles: IndexBarFixtures.latin, sectionCounts: counts,
            options: IndexBarOptions(includesSearch: true))
        #expect(bar.titles.first == IndexBar.searchTitle)
        #expect(bar.titles.count == IndexBarFixtures.latin.count + 1)
        #expect(Array(bar.titles.dropFirst()) == IndexBarFixtures.latin)
        #expect(bar.target(forTitleAt: 0) == .search)
        #expect(bar.sectionForTitle.first == -1)
        #expect(bar.counts.first == 0)
        #expect(bar.titles.filter { $0 == IndexBar.searchTitle }.count == 1)
    }

    @Test("Search does not shift section numbers: titles after {search} map as without it")
    func searchDoesNotShiftSections() {
        let counts = IndexBarFixtures.counts(for: IndexBarFixtures.latin, filled: ["B", "D", "Z"])
        let plain = IndexBar(sectionTitles: IndexBarFixtures.latin, sectionCounts: counts)
        let searching = IndexBar(
            sectionTitles: IndexBarFixtures.latin, sectionCounts: counts,
            options: IndexBarOptions(includesSearch: true))
        #expect(Array(searching.sectionForTitle.dropFirst()) == plain.sectionForTitle)
        #expect(searching.displayedCollationSections == plain.displayedCollationSections)
    }

    @Test("Without includesSearch (UIKit's default) there is no {search} entry")
    func noSearchByDefault() {
        let bar = IndexBar(sectionTitles: IndexBarFixtures.latin, sectionCounts: IndexBarFixtures.latin.map { _ in 1 })
        #expect(bar.titles == IndexBarFixtures.latin)
        #expect(!bar.targets.contains(.search))
    }
}
