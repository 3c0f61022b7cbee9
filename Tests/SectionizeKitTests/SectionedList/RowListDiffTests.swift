import Testing
@testable import SectionizeKit
import TableUpdateReference

/// `RowListDiff` (what `sectionize diff` runs) against the simple path it replaces: building
/// both `SectionedList`s of `TextRow`s and calling `changes(from:to:)`. Fast path equals
/// simple path on random pairs with duplicates, canonically equivalent texts, renames,
/// readings and every bar option; and its change set, applied by UIKit's rules, turns the old
/// table into the new one.
@Suite("RowListDiff equals SectionedList.changes, without building the lists")
struct RowListDiffTests {
    static let pool = [
        "Anna", "Anna", "Berg", "Bergmann", "e\u{301}mile", "\u{E9}mile", " Anna", "Zoë", "Åsa", "Ärger", "112",
        "Борис", "鈴木一郎", "山田太郎", "あおき", "张伟", "曾国藩", "Smith", "", "#x", "Öz", "Chladný", "ch",
    ]

    @Test(
        "Random pairs: the same change set, bars and rows as two SectionedLists",
        arguments: [
            ("de", IndexStyle.uikit, ReadingMode?.none), ("sv", .icu, nil), ("ja", .uikit, nil), ("zh", .uikit, nil),
            ("cs", .uikit, nil), ("ja", .icu, .auto),
        ])
    func randomPairs(locale: String, style: IndexStyle, readings: ReadingMode?) throws {
        var rng = InputTestRNG(seed: 0xD1FF ^ UInt64(locale.utf8.reduce(0) { $0 &* 131 &+ Int($1) }) ^ (style == .icu ? 7 : 0))
        for round in 0..<60 {
            let options = IndexBarOptions(
                includesSearch: rng.oneIn(2), keepsEmptySections: rng.oneIn(4),
                jumpPolicy: rng.oneIn(2) ? .before : .after, minimumDisplayRowCount: [0, 4].randomElement(using: &rng)!)
            let configuration = SectioningConfiguration(
                locales: [LocaleIdentifier(rawValue: locale)], style: style, indexBarOptions: options,
                readingMode: readings)
            var old = (0..<Int.random(in: 0...25, using: &rng)).map { _ in Self.pool.randomElement(using: &rng)! }
            var new = old.filter { _ in !rng.oneIn(5) }
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                new.insert(Self.pool.randomElement(using: &rng)! + (rng.oneIn(3) ? "x" : ""), at: Int.random(in: 0...new.count, using: &rng))
            }
            if rng.oneIn(3) { old.shuffle(using: &rng) }
            let diff = try RowListDiff(from: RowBuffer(old), to: RowBuffer(new), configuration: configuration)
            let a = try SectionedList(rows: RowBuffer(old), configuration: configuration)
            let b = try SectionedList(rows: RowBuffer(new), configuration: configuration)
            let expected = SectionedList.changes(from: a, to: b)
            let context = "\(locale) \(style) round \(round): \(old) → \(new)"
            #expect(diff.changes == expected, "\(context)")
            #expect(
                diff.beforeBar.sectionCounts == a.indexBar.sectionCounts
                    && diff.afterBar.displayedCollationSections == b.indexBar.displayedCollationSections,
                "\(context)")
            for s in 0..<a.numberOfSections {
                for r in 0..<a.numberOfRows(inSection: s) {
                    let p = ListIndexPath(section: s, row: r)
                    #expect(diff.beforeRow(at: p) == a.element(at: p), "\(context) old \(p)")
                }
            }
            for s in 0..<b.numberOfSections {
                for r in 0..<b.numberOfRows(inSection: s) {
                    let p = ListIndexPath(section: s, row: r)
                    #expect(diff.afterRow(at: p) == b.element(at: p), "\(context) new \(p)")
                }
            }
            if let problem = referenceProblem(diff.changes, from: a, to: b, content: { $0.description }) {
                Issue.record("\(context): \(problem)")
            }
        }
    }
}
