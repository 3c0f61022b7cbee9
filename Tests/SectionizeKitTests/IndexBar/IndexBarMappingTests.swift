import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `tableView(_:sectionForSectionIndexTitle:at:)`: titles and displayed sections are not one to
/// one when empty sections are dropped (Apple: "the array of section titles … can have fewer
/// items than the actual number of sections"). Expected values are worked out by hand from the
/// documented jump policies.
@Suite("Index bar: title → section mapping")
struct IndexBarMappingTests {
    private let titles = IndexBarFixtures.latin  // A…Z, #
    private var sparseCounts: [Int] { IndexBarFixtures.counts(for: titles, filled: ["B", "D", "Z"]) }

    /// The expected displayed section per title, spelled out letter by letter.
    private func expected(_ table: [(String, Int)], default value: Int) -> [Int] {
        titles.map { title in table.first { $0.0 == title }?.1 ?? value }
    }

    @Test("Sparse bar keeps all 27 titles but displays only B, D, Z")
    func sparseDisplaysNonEmptyOnly() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: sparseCounts)
        #expect(bar.titles == titles)
        #expect(bar.displayedCollationSections.map(\.rawValue) == [1, 3, 25])
        #expect(bar.displayedCollationSections.map { bar.title(of: $0) } == ["B", "D", "Z"])
        #expect(bar.rowCount == 6)
    }

    @Test("Policy before: A→B, B→B, C→B, D→D, E…Y→D, Z→Z, #→Z (nearest at or before, else first)")
    func policyBefore() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: sparseCounts, options: IndexBarOptions(jumpPolicy: .before))
        let want = expected([("A", 0), ("B", 0), ("C", 0), ("D", 1), ("Z", 2), ("#", 2)], default: 1)
        #expect(bar.sectionForTitle == want)
        for index in titles.indices {
            #expect(bar.target(forTitleAt: index) == .section(want[index]), "\(titles[index])")
        }
    }

    @Test("Policy after: A→B, B→B, C→D, D→D, E…Y→Z, Z→Z, #→Z (nearest at or after, else last)")
    func policyAfter() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: sparseCounts, options: IndexBarOptions(jumpPolicy: .after))
        let want = expected([("A", 0), ("B", 0), ("C", 1), ("D", 1), ("Z", 2), ("#", 2)], default: 2)
        #expect(bar.sectionForTitle == want)
        for index in titles.indices {
            #expect(bar.target(forTitleAt: index) == .section(want[index]), "\(titles[index])")
        }
    }

    @Test("before is the default policy")
    func beforeIsDefault() {
        #expect(IndexBarOptions().jumpPolicy == .before)
        #expect(
            IndexBar(sectionTitles: titles, sectionCounts: sparseCounts).sectionForTitle
                == IndexBar(sectionTitles: titles, sectionCounts: sparseCounts, options: .init(jumpPolicy: .before)).sectionForTitle)
    }

    @Test(
        "keepsEmptySections: every title is its own displayed section, whatever the policy",
        arguments: IndexBarJumpPolicy.allCases)
    func keepsEmptySectionsIsOneToOne(policy: IndexBarJumpPolicy) {
        let bar = IndexBar(
            sectionTitles: titles, sectionCounts: sparseCounts,
            options: IndexBarOptions(keepsEmptySections: true, jumpPolicy: policy))
        #expect(bar.displayedCollationSections.map(\.rawValue) == Array(titles.indices))
        #expect(bar.sectionForTitle == Array(titles.indices))
    }

    @Test("No rows and empty sections dropped: no displayed section, every title maps to nil (-1 in JSON)")
    func noRowsGivesNil() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: titles.map { _ in 0 }, options: IndexBarOptions(includesSearch: true))
        #expect(bar.displayedCollationSections.isEmpty)
        #expect(bar.target(forTitleAt: 0) == .search)
        for index in 1..<bar.titles.count { #expect(bar.target(forTitleAt: index) == nil) }
        #expect(bar.sectionForTitle == Array(repeating: -1, count: bar.titles.count))
    }

    @Test("No rows but keepsEmptySections: still one to one, since every section is displayed")
    func noRowsKeepingEmptySections() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: titles.map { _ in 0 }, options: IndexBarOptions(keepsEmptySections: true))
        #expect(bar.sectionForTitle == Array(titles.indices))
    }

    @Test(
        "Every title of a fully populated bar maps to its own section under both policies",
        arguments: IndexBarJumpPolicy.allCases)
    func fullBarIsIdentity(policy: IndexBarJumpPolicy) {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: titles.map { _ in 2 }, options: IndexBarOptions(jumpPolicy: policy))
        #expect(bar.sectionForTitle == Array(titles.indices))
    }

    @Test("counts lists each entry's rows, 0 for {search}; nonEmptyTitles is Android's titles+counts for non-empty sections")
    func countsAndAndroidView() {
        let bar = IndexBar(sectionTitles: titles, sectionCounts: sparseCounts, options: IndexBarOptions(includesSearch: true))
        #expect(bar.counts == [0] + sparseCounts)
        #expect(
            bar.nonEmptyTitles == [
                IndexBarTitleCount(title: "B", count: 1),
                IndexBarTitleCount(title: "D", count: 2),
                IndexBarTitleCount(title: "Z", count: 3),
            ])
    }

    @Test("The initializer's precondition rejects counts not parallel to titles (documented)")
    func mismatchedCountsTrap() async {
        await #expect(processExitsWith: .failure) {
            _ = IndexBar(sectionTitles: ["A", "B"], sectionCounts: [1])
        }
    }
}
