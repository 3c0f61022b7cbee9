/// Accumulates the parallel arrays of a ``CondensedIndexBar``.
struct CondensedIndexBarBuilder {
    var titles: [String] = []
    var sourceIndices: [Int] = []
    var coveredRanges: [Range<Int>] = []
    var targets: [IndexBarTarget?] = []

    var bar: CondensedIndexBar {
        CondensedIndexBar(titles: titles, sourceIndices: sourceIndices, coveredRanges: coveredRanges,
                          targets: targets)
    }

    /// Keeps the full bar's entry `index` as it is.
    mutating func keep(_ index: Int, of bar: IndexBar) {
        titles.append(bar.titles[index])
        sourceIndices.append(index)
        coveredRanges.append(index..<(index + 1))
        targets.append(bar.targets[index])
    }

    /// Adds a bullet standing for the middle of the `hidden` titles.
    mutating func bullet(hiding hidden: Range<Int>, of bar: IndexBar) {
        let middle = hidden.lowerBound + (hidden.count - 1) / 2
        titles.append(IndexBar.bullet)
        sourceIndices.append(middle)
        coveredRanges.append(hidden)
        targets.append(bar.targets[middle])
    }
}
