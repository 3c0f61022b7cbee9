extension IndexBar {
    /// The entry of ``titles`` under a finger at `fraction` of the bar's height, for a custom
    /// bar or for tracking a drag: entries share the height equally.
    ///
    /// Entry `k` of *n* covers `[k/n, (k+1)/n)`, so a finger exactly on a boundary selects the
    /// entry below it. Out-of-range fractions are clamped (≤ 0 gives 0, ≥ 1 the last entry)
    /// and NaN gives 0. An empty bar gives 0, which is then `titles.endIndex`, not an entry.
    ///
    /// - Parameters:
    ///   - fraction: The position from 0 (top edge) to 1 (bottom edge).
    /// - Returns: An index into ``titles`` (0 for an empty bar); pass it to
    ///   ``target(forTitleAt:)``.
    /// - Complexity: O(1).
    public func entry(atFraction fraction: Double) -> Int {
        IndexBarGeometry.entry(atFraction: fraction, count: titles.count)
    }
}
