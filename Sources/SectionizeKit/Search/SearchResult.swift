/// What a search of a sectioned list found: the matches in list order, each with its place in
/// the displayed sections and its section's title, and how many there are in all.
///
/// ```swift
/// let result = searchable.search("ju mü", limit: 20)
/// result.count                                  // every match, even past the limit
/// for match in result.matches {
///     let contact = searchable.sections.element(at: match.indexPath)
///     print(match.sectionTitle, contact.name)
/// }
/// ```
///
/// ``SearchableSections/search(_:limit:)``, ``SectionedList/search(_:limit:)`` and
/// `sectionize search` return this value; the same query over the same list and
/// configuration gives the same result from each.
public struct SearchResult: Sendable, Hashable, Codable {
    /// One element that matches.
    public struct Match: Sendable, Hashable, Codable {
        /// Where the element is shown: a displayed section and the row inside it.
        public var indexPath: ListIndexPath
        /// The title of that section.
        public var sectionTitle: String

        /// Creates a match.
        ///
        /// - Parameters:
        ///   - indexPath: The element's displayed index path.
        ///   - sectionTitle: The title of its section.
        public init(indexPath: ListIndexPath, sectionTitle: String) {
            self.indexPath = indexPath
            self.sectionTitle = sectionTitle
        }
    }

    /// The query, as given.
    public var query: String
    /// The number of elements that match, whatever the limit.
    public var count: Int
    /// The matches in list order (by index path), at most the limit asked for.
    public var matches: [Match]

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - count: The number of elements that match.
    ///   - matches: The matches kept, in list order.
    public init(query: String, count: Int, matches: [Match]) {
        self.query = query
        self.count = count
        self.matches = matches
    }

    /// The result of matching list positions (ascending, counted over the displayed sections
    /// in order).
    package init(query: String, positions: [Int], limit: Int?, rowCounts: [Int], title: (Int) -> String) {
        let kept = limit.map { min(max(0, $0), positions.count) } ?? positions.count
        self.init(query: query, count: positions.count, positions: Array(positions.prefix(kept)), rowCounts: rowCounts, title: title)
    }

    /// The result of `count` matches of which the first are at `positions` (ascending list
    /// positions, counted over the displayed sections in order).
    package init(query: String, count: Int, positions: [Int], rowCounts: [Int], title: (Int) -> String) {
        let kept = positions.count
        var matches: [Match] = []
        matches.reserveCapacity(kept)
        var section = 0
        var sectionStart = 0
        for position in positions {
            while section < rowCounts.count && position >= sectionStart + rowCounts[section] {
                sectionStart += rowCounts[section]
                section += 1
            }
            matches.append(Match(indexPath: ListIndexPath(section: section, row: position - sectionStart), sectionTitle: title(section)))
        }
        self.init(query: query, count: count, matches: matches)
    }
}
