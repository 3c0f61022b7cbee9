/// Two bars are equal when they were built from equal titles, counts and options; everything
/// else is derived from those.
extension IndexBar: Hashable {
    /// Whether two bars were built from the same titles, counts and options.
    ///
    /// - Parameters:
    ///   - lhs: A bar.
    ///   - rhs: Another bar.
    /// - Returns: `true` if the inputs are equal.
    /// - Complexity: O(*n*).
    public static func == (lhs: IndexBar, rhs: IndexBar) -> Bool {
        lhs.sectionTitles == rhs.sectionTitles && lhs.sectionCounts == rhs.sectionCounts
            && lhs.options == rhs.options
    }

    /// Hashes the inputs the bar was built from.
    ///
    /// - Parameters:
    ///   - hasher: The hasher to feed.
    /// - Complexity: O(*n*).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sectionTitles)
        hasher.combine(sectionCounts)
        hasher.combine(options)
    }
}
