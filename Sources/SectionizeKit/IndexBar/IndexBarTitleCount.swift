/// One non-empty section as Android's contacts provider reports it: a title and its row count.
///
/// Android's address-book index extras (`EXTRA_ADDRESS_BOOK_INDEX_TITLES` and
/// `EXTRA_ADDRESS_BOOK_INDEX_COUNTS`, requested with `EXTRA_ADDRESS_BOOK_INDEX`) give two
/// parallel arrays for the groups present in the cursor; ``IndexBar/nonEmptyTitles`` is that
/// view as one array of pairs.
public struct IndexBarTitleCount: Sendable, Hashable, Codable {
    /// The section's title, such as `A` or `#`.
    public var title: String
    /// The number of rows in the section (always > 0 in ``IndexBar/nonEmptyTitles``).
    public var count: Int

    /// Creates a title with its row count.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - count: The section's number of rows.
    public init(title: String, count: Int) {
        self.title = title
        self.count = count
    }
}
