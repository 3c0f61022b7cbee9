/// `Codable` notes: the encoded form is a JSON-friendly view of the whole bar. It holds the
/// inputs (`sectionTitles`, `sectionCounts`, `options`) and, for readers that do not run this
/// library, the derived values (`titles`, `counts`, `displayedSections`, `sectionForTitle`,
/// `rowCount`, `isVisible`, `nonEmptyTitles`). Decoding reads only the inputs and recomputes
/// the rest, so a decoded bar is always consistent.
extension IndexBar: Codable {
    private enum CodingKeys: String, CodingKey {
        case sectionTitles, sectionCounts, options
        case titles, counts, displayedSections, sectionForTitle, rowCount, isVisible, nonEmptyTitles
    }

    /// Decodes a bar from its inputs and rebuilds everything derived from them.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a key is missing or mistyped, or when the counts are not
    ///   parallel to the titles or are negative (the initializer's preconditions).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let titles = try container.decode([String].self, forKey: .sectionTitles)
        let counts = try container.decode([Int].self, forKey: .sectionCounts)
        let options = try container.decodeIfPresent(IndexBarOptions.self, forKey: .options) ?? IndexBarOptions()
        guard counts.count == titles.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .sectionCounts, in: container,
                debugDescription: "\(counts.count) section counts for \(titles.count) section titles")
        }
        guard counts.allSatisfy({ $0 >= 0 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .sectionCounts, in: container, debugDescription: "a section count is negative")
        }
        self.init(titles: titles, counts: counts, options: options)
    }

    /// Encodes the inputs and the derived view of the bar.
    ///
    /// - Parameters:
    ///   - encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    /// - Complexity: O(*n*).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sectionTitles, forKey: .sectionTitles)
        try container.encode(sectionCounts, forKey: .sectionCounts)
        try container.encode(options, forKey: .options)
        try container.encode(titles, forKey: .titles)
        try container.encode(counts, forKey: .counts)
        try container.encode(displayedSections, forKey: .displayedSections)
        try container.encode(sectionForTitle, forKey: .sectionForTitle)
        try container.encode(rowCount, forKey: .rowCount)
        try container.encode(isVisible, forKey: .isVisible)
        try container.encode(nonEmptyTitles, forKey: .nonEmptyTitles)
    }
}
