/// Hit testing shared by ``IndexBar`` and ``CondensedIndexBar``: entries share the bar's
/// height equally.
enum IndexBarGeometry {
    /// The entry under a finger at `fraction` of the bar's height, for a bar of `count` entries.
    ///
    /// Entry `k` covers the half-open band `[k / count, (k + 1) / count)`, the bounds computed
    /// as `Double(k) / Double(count)`, so a finger exactly on a boundary is on the lower entry
    /// (the one below the line). Fractions are clamped: ≤ 0 and NaN give 0, ≥ 1 gives the last
    /// entry. An empty bar gives 0 (its `endIndex`, not an entry).
    ///
    /// - Parameters:
    ///   - fraction: The finger's position, 0 at the top edge and 1 at the bottom edge.
    ///   - count: The number of entries.
    /// - Returns: An index in `0..<count`, or 0 when `count` is 0.
    /// - Complexity: O(1).
    static func entry(atFraction fraction: Double, count: Int) -> Int {
        guard count > 1, fraction > 0 else { return 0 }  // `fraction > 0` is false for NaN
        guard fraction < 1 else { return count - 1 }
        let total = Double(count)
        var entry = min(Int(fraction * total), count - 1)  // 0 ≤ fraction * total < count
        // The product may round across a boundary (1.0 / 49 * 49 < 1); settle on the bands.
        while entry > 0, fraction < Double(entry) / total { entry -= 1 }
        while entry < count - 1, fraction >= Double(entry + 1) / total { entry += 1 }
        return entry
    }
}
