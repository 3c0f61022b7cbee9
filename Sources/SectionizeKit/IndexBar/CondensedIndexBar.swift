/// An index bar condensed to fit fewer slots, as iOS draws a section index that is too tall
/// for its table: some titles are kept and runs of the others are replaced by bullets (`•`).
///
/// Made by ``IndexBar/condensed(toFit:)``, which documents the rules. Every entry scrolls to
/// the same place the full bar's corresponding title would: a kept title to its own target, a
/// bullet to the target of the middle title it hides.
public struct CondensedIndexBar: Sendable, Hashable {
    /// One entry of a condensed bar.
    public struct Entry: Sendable, Hashable {
        /// A kept title (including `{search}` and `#`) or ``IndexBar/bullet``.
        public let title: String
        /// The index into the full ``IndexBar/titles`` of the title the entry stands for:
        /// its own title, or for a bullet the middle of the titles it hides (the earlier of
        /// the two middle ones when it hides an even number).
        public let sourceIndex: Int
        /// The titles of the full ``IndexBar/titles`` the entry covers: one for a kept
        /// title, the hidden run for a bullet.
        public let coveredRange: Range<Int>
        /// What touching the entry does: the full bar's target for ``sourceIndex``.
        public let target: IndexBarTarget?
    }

    /// The entries, in order. Titles dropped without a bullet (only when the bar has too
    /// few slots even for that) are covered by no entry.
    public let entries: [Entry]

    init(entries: [Entry]) { self.entries = entries }

    /// The condensed bar's titles: kept titles and ``IndexBar/bullet``s.
    ///
    /// - Complexity: O(*n*).
    public var titles: [String] { entries.map(\.title) }

    /// What touching the entry at `index` does; `nil` when the table displays no section.
    /// See ``IndexBar/target(forTitleAt:)``.
    ///
    /// - Parameters:
    ///   - index: The position of the touched entry in ``entries``.
    /// - Returns: Where to go, or `nil` if there is no section to go to.
    /// - Precondition: `entries.indices.contains(index)`.
    /// - Complexity: O(1).
    public func target(forTitleAt index: Int) -> IndexBarTarget? {
        precondition(
            entries.indices.contains(index),
            "CondensedIndexBar: no title at \(index) (\(entries.count) titles)")
        return entries[index].target
    }

    /// The entry under a finger at `fraction` of the bar's height; entries share the height
    /// equally. Same rules as ``IndexBar/entry(atFraction:)``: entry `k` of *n* covers
    /// `[k/n, (k+1)/n)`, clamped, NaN gives 0, an empty bar gives 0.
    ///
    /// - Parameters:
    ///   - fraction: The position from 0 (top edge) to 1 (bottom edge).
    /// - Returns: An index into ``entries`` (0 for an empty bar).
    /// - Complexity: O(1).
    public func entry(atFraction fraction: Double) -> Int {
        IndexBarGeometry.entry(atFraction: fraction, count: entries.count)
    }
}
