import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `entry(atFraction:)`: entries share the height equally; entry k of n covers [k/n, (k+1)/n).
@Suite("Index bar: entry under a finger")
struct IndexBarTouchTests {
    private func bar(_ count: Int) -> IndexBar {
        let titles = (0..<count).map { "T\($0)" }
        return IndexBar(sectionTitles: titles, sectionCounts: titles.map { _ in 1 })
    }

    @Test("0 is the first entry, 1 the last; out-of-range fractions clamp; NaN gives 0")
    func endsClampingAndNaN() {
        let bar = bar(4)
        #expect(bar.entry(atFraction: 0) == 0)
        #expect(bar.entry(atFraction: 1) == 3)
        #expect(bar.entry(atFraction: -0.5) == 0)
        #expect(bar.entry(atFraction: -.infinity) == 0)
        #expect(bar.entry(atFraction: 1.5) == 3)
        #expect(bar.entry(atFraction: .infinity) == 3)
        #expect(bar.entry(atFraction: .nan) == 0)
        #expect(bar.entry(atFraction: -.nan) == 0)
    }

    @Test("An exact boundary k/n selects entry k (the one below the line); just above it, k − 1")
    func exactBoundariesQuarter() {
        let bar = bar(4)
        #expect(bar.entry(atFraction: 0.25) == 1)
        #expect(bar.entry(atFraction: 0.25.nextDown) == 0)
        #expect(bar.entry(atFraction: 0.5) == 2)
        #expect(bar.entry(atFraction: 0.75) == 3)
        #expect(bar.entry(atFraction: 0.75.nextDown) == 2)
    }

    @Test(
        "Boundaries hold even where k / n * n rounds below k (n = 49: 1.0 / 49 * 49 < 1)",
        arguments: [27, 30, 37, 49, 3, 7])
    func everyBoundary(count: Int) {
        let bar = bar(count)
        for k in 1..<count {
            let boundary = Double(k) / Double(count)
            #expect(bar.entry(atFraction: boundary) == k, "k = \(k)")
            #expect(bar.entry(atFraction: boundary.nextDown) == k - 1, "k = \(k)")
        }
    }

    @Test("One entry: every fraction selects it; no entries: 0")
    func tinyBars() {
        #expect(bar(1).entry(atFraction: 0.7) == 0)
        #expect(bar(0).entry(atFraction: 0.7) == 0)
        #expect(bar(0).condensed(toFit: 5).entry(atFraction: 0.7) == 0)
    }

    @Test("The condensed bar divides its own height among its own entries")
    func condensedBar() {
        let full = IndexBar(sectionTitles: IndexBarFixtures.latin, sectionCounts: IndexBarFixtures.latin.map { _ in 1 })
        let condensed = full.condensed(toFit: 13)  // A • F • K • P • U • Z # (12 entries: the run's 12 slots → 11)
        #expect(condensed.titles.count == 12)
        #expect(condensed.entry(atFraction: 0) == 0)
        #expect(condensed.entry(atFraction: 1) == 11)
        #expect(condensed.entry(atFraction: .nan) == 0)
        #expect(condensed.entry(atFraction: 2.0 / 12) == 2)
        #expect(condensed.entry(atFraction: (2.0 / 12).nextDown) == 1)
    }
}
