extension IndexBar {
    /// The bar condensed to at most `slots` entries, the way iOS shortens a section index that
    /// does not fit its table's height: some titles are kept and bullets (`•`) stand in for the
    /// runs between them.
    ///
    /// Rules:
    /// - `slots <= 0`: the result is empty (there is no room; nothing to crash on).
    /// - Everything fits (`titles.count <= slots`): the bar is unchanged.
    /// - Otherwise the bar has up to three parts: the search entry (pinned first, if the bar
    ///   has one), the *run* of real titles, and a trailing `#` (pinned last, if the style's
    ///   last title is `#`). The run always gets at least one slot; then the search entry, then
    ///   `#`, get one each while slots remain; the run gets the rest. So with 1 slot only one
    ///   real title is kept, with 2 the search entry is added, with 3 `#` too.
    /// - The run uses an odd number *m* of its slots (one fewer when its share is even): it
    ///   alternates real titles and bullets, starting and ending with a real title, so it keeps
    ///   (*m* + 1) / 2 real titles and no two bullets are adjacent.
    /// - The kept real titles are sampled evenly: the *i*-th of *q* is the real title at
    ///   `round(i × (r − 1) / (q − 1))` of *r* (halves rounded up), so the first and the last
    ///   real title (the one before `#`) are always kept, and every bullet hides at least one
    ///   title. With *q* = 1 only the last real title is kept.
    /// - A bullet stands for the middle title it hides (the earlier of the two middle ones for
    ///   an even run) and scrolls to that title's target; every kept title keeps its target.
    ///   So touching any entry goes where the full bar's corresponding title would.
    ///
    /// For example, `A`…`Z` `#` with search in 20 slots gives
    /// `{search} A • D • G • J • N • Q • T • W • Z #`.
    ///
    /// - Parameters:
    ///   - slots: How many entries fit in the bar's height.
    /// - Returns: The condensed bar: never more than `max(slots, 0)` entries.
    /// - Complexity: O(*n*), where *n* is the number of titles.
    public func condensed(toFit slots: Int) -> CondensedIndexBar {
        let count = titles.count
        var entries: [CondensedIndexBar.Entry] = []
        func keep(_ index: Int) {
            entries.append(
                .init(
                    title: titles[index], sourceIndex: index, coveredRange: index..<(index + 1),
                    target: targets[index]))
        }
        func bullet(hiding hidden: Range<Int>) {
            let middle = hidden.lowerBound + (hidden.count - 1) / 2
            entries.append(
                .init(
                    title: IndexBar.bullet, sourceIndex: middle, coveredRange: hidden,
                    target: targets[middle]))
        }
        guard slots > 0 else { return CondensedIndexBar(entries: entries) }
        if count <= slots {
            for index in titles.indices { keep(index) }
            return CondensedIndexBar(entries: entries)
        }

        let hasSearch = options.includesSearch
        let hasTrailingHash = sectionTitles.last == "#"
        let runStart = hasSearch ? 1 : 0
        let runEnd = count - (hasTrailingHash ? 1 : 0)
        let runLength = runEnd - runStart

        var remaining = slots
        if runLength > 0 { remaining -= 1 }  // the run's first slot
        let keepsSearch = hasSearch && remaining > 0
        if keepsSearch { remaining -= 1 }
        let keepsHash = hasTrailingHash && remaining > 0
        if keepsHash { remaining -= 1 }
        let runSlots = runLength > 0 ? min(runLength, remaining + 1) : 0

        if keepsSearch { keep(0) }
        if runSlots >= runLength {
            for index in runStart..<runEnd { keep(index) }
        } else if runSlots > 0 {
            let used = runSlots.isMultiple(of: 2) ? runSlots - 1 : runSlots
            let kept = Self.evenlySampled((used + 1) / 2, of: runLength)
            var previous: Int?
            for position in kept {
                if let previous, position - previous > 1 {
                    bullet(hiding: (runStart + previous + 1)..<(runStart + position))
                }
                keep(runStart + position)
                previous = position
            }
        }
        if keepsHash { keep(count - 1) }
        return CondensedIndexBar(entries: entries)
    }

    /// `count` positions in `0..<length`, evenly spread, always ending with `length - 1` and,
    /// when `count > 1`, starting with 0.
    ///
    /// Position *i* is `round(i × (length − 1) / (count − 1))`, halves up, in integers. When
    /// `length >= 2 × count − 1` consecutive positions differ by at least 2.
    ///
    /// - Parameters:
    ///   - count: How many positions (at least 1, at most `length`).
    ///   - length: The length of the run.
    /// - Returns: Increasing positions.
    /// - Complexity: O(`count`).
    static func evenlySampled(_ count: Int, of length: Int) -> [Int] {
        precondition(count >= 1 && count <= length)
        guard count > 1 else { return [length - 1] }
        let span = length - 1, steps = count - 1
        return (0..<count).map { (2 * $0 * span + steps) / (2 * steps) }
    }

    /// The bar condensed to ``IndexBarOptions/slotCount`` entries, or `nil` when the options
    /// do not give a slot count.
    ///
    /// - Complexity: O(*n*), where *n* is the number of titles.
    public var condensedToSlotCount: CondensedIndexBar? { options.slotCount.map { condensed(toFit: $0) } }

}
