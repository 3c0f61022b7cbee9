import SectionizeKit

/// The `index` object of the tool's JSON (and of the HTML page's data): an index bar as the
/// tool's documents show it. The schema belongs to the tool, not to the library's
/// ``IndexBar``:
///
/// | key | value |
/// |---|---|
/// | `titles` | the bar's titles (`{search}` first when included) |
/// | `counts` | each title's row count (0 for `{search}`) |
/// | `sectionForTitle` | each title's target as an integer: the displayed section, `-1` for `{search}` (or when no section is displayed) |
/// | `visible` | whether the bar is shown (`minimumDisplayRowCount`) |
/// | `minimumDisplayRowCount`, `keepsEmptySections`, `jumpPolicy`, `slotCount` | the bar's options (`slotCount` only when set) |
/// | `condensed` | with a slot count, the condensed bar's `titles` and `sectionForTitle` |
///
/// Decoding reads `titles`, `counts` and the options; ``bar()`` rebuilds the bar and checks
/// that `sectionForTitle` and `visible`, when present, agree with it.
struct IndexBarDocument: Codable, Equatable {
    /// A condensed bar: its titles and targets.
    struct Condensed: Codable, Equatable {
        var titles: [String]
        var sectionForTitle: [Int]

        /// The document of a condensed bar.
        init(_ bar: CondensedIndexBar) {
            titles = bar.titles
            sectionForTitle = bar.entries.map { IndexBarDocument.number($0.target) }
        }
    }

    var titles: [String]
    var counts: [Int]
    var sectionForTitle: [Int]?
    var visible: Bool?
    var minimumDisplayRowCount: Int?
    var keepsEmptySections: Bool?
    var jumpPolicy: IndexBarJumpPolicy?
    var slotCount: Int?
    var condensed: Condensed?

    /// A target as one integer: the displayed section, `-1` for search or no target.
    static func number(_ target: IndexBarTarget?) -> Int {
        switch target {
        case .section(let section)?: section
        case .search?, nil: -1
        }
    }

    /// The document of a bar.
    init(_ bar: IndexBar) {
        titles = bar.titles
        counts = bar.counts
        sectionForTitle = bar.targets.map(Self.number)
        visible = bar.isVisible
        minimumDisplayRowCount = bar.options.minimumDisplayRowCount
        keepsEmptySections = bar.options.keepsEmptySections
        jumpPolicy = bar.options.jumpPolicy
        slotCount = bar.options.slotCount
        condensed = bar.condensedToSlotCount.map(Condensed.init)
    }

    /// Why a document does not describe a bar.
    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// The bar this document describes, rebuilt from its titles, counts and options.
    ///
    /// - Throws: ``Invalid`` when the counts are not parallel to the titles or are negative, or
    ///   when `sectionForTitle` or `visible` disagree with the rebuilt bar.
    func bar() throws(Invalid) -> IndexBar {
        guard counts.count == titles.count else { throw Invalid(reason: "\(counts.count) counts for \(titles.count) titles") }
        guard counts.allSatisfy({ $0 >= 0 }) else { throw Invalid(reason: "a count is negative") }
        var titles = titles, counts = counts
        let includesSearch = titles.first == IndexBar.searchTitle
        if includesSearch {
            titles.removeFirst()
            counts.removeFirst()
        }
        let defaults = IndexBarOptions()
        let options = IndexBarOptions(
            includesSearch: includesSearch, keepsEmptySections: keepsEmptySections ?? defaults.keepsEmptySections,
            jumpPolicy: jumpPolicy ?? defaults.jumpPolicy,
            minimumDisplayRowCount: minimumDisplayRowCount ?? defaults.minimumDisplayRowCount, slotCount: slotCount)
        let bar = IndexBar(sectionTitles: titles, sectionCounts: counts, options: options)
        let rebuilt = IndexBarDocument(bar)
        if let sectionForTitle, sectionForTitle != rebuilt.sectionForTitle {
            throw Invalid(reason: "sectionForTitle \(sectionForTitle) disagrees with the titles and options (\(rebuilt.sectionForTitle!))")
        }
        if let visible, visible != bar.isVisible { throw Invalid(reason: "visible \(visible) disagrees with the counts") }
        return bar
    }
}
