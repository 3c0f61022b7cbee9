/// A ``RowBuffer`` is a random-access collection of its rows as `String`s, so `map`,
/// `for row in rows`, `Array(rows)` and friends work; indices are `0 ..< count`.
extension RowBuffer: RandomAccessCollection {
    /// The position of the first row: 0.
    public var startIndex: Int { 0 }
    /// One past the last row: ``count``.
    public var endIndex: Int { count }
}
