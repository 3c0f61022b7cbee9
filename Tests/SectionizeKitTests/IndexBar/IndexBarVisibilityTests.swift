import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// UIKit's `sectionIndexMinimumDisplayRowCount`: "the number of table rows at which to display
/// the index list", default 0.
@Suite("Index bar: minimum display row count")
struct IndexBarVisibilityTests {
    private func bar(rows: Int, minimum: Int? = nil) -> IndexBar {
        let titles = ["A", "B", "#"]
        let counts = [rows / 2, 0, rows - rows / 2]
        return minimum.map { IndexBar(sectionTitles: titles, sectionCounts: counts, options: IndexBarOptions(minimumDisplayRowCount: $0)) }
            ?? IndexBar(sectionTitles: titles, sectionCounts: counts)
    }

    @Test(
        "rows = N − 1 hides the bar, rows = N shows it ('the number of table rows at which to display')",
        arguments: [1, 2, 10, 100])
    func boundary(minimum: Int) {
        #expect(bar(rows: minimum - 1, minimum: minimum).isVisible == false)
        #expect(bar(rows: minimum, minimum: minimum).isVisible == true)
        #expect(bar(rows: minimum + 1, minimum: minimum).isVisible == true)
        #expect(bar(rows: minimum, minimum: minimum).rowCount == minimum)
    }

    @Test("The default minimum is 0 (UIKit's default), so the bar is visible even with no rows")
    func defaultAlwaysVisible() {
        #expect(IndexBarOptions().minimumDisplayRowCount == 0)
        #expect(bar(rows: 0).isVisible)
        #expect(bar(rows: 5).isVisible)
        #expect(IndexBar(sectionTitles: [], sectionCounts: []).isVisible)
    }

    @Test("A negative minimum behaves like 0: always visible")
    func negativeMinimumAlwaysVisible() {
        #expect(bar(rows: 0, minimum: -3).isVisible)
    }
}
