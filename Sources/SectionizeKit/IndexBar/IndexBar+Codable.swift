/// `Codable` notes: the encoded form is the `index` object of the `sectionize` tool's JSON
/// output — one schema for the library and the tool:
///
/// | key | value |
/// |---|---|
/// | `titles` | ``IndexBar/titles`` (`{search}` first when included) |
/// | `counts` | ``IndexBar/counts`` (0 for `{search}`) |
/// | `sectionForTitle` | each title's target as an integer: the displayed section, `-1` for `{search}` (or when no section is displayed) |
/// | `visible` | ``IndexBar/isVisible`` |
/// | `minimumDisplayRowCount`, `keepsEmptySections`, `jumpPolicy`, `slotCount` | the ``IndexBarOptions`` (`slotCount` only when set) |
/// | `condensed` | with a slot count, ``IndexBar/condensedToSlotCount``: its `titles` and `sectionForTitle` |
///
/// Decoding reads `titles`, `counts` and the options and rebuilds the rest; `sectionForTitle`
/// and `visible`, when present, must agree with what was rebuilt.
extension IndexBar: Codable {
    private enum CodingKeys: String, CodingKey {
        case titles, counts, sectionForTitle, visible
        case minimumDisplayRowCount, keepsEmptySections, jumpPolicy, slotCount
        case condensed
    }

    /// Decodes a bar from its titles, counts and options, and rebuilds everything derived
    /// from them.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a key is missing or mistyped, when the counts are not
    ///   parallel to the titles or are negative, or when `sectionForTitle` or `visible`
    ///   disagree with the rebuilt bar.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var titles = try container.decode([String].self, forKey: .titles)
        var counts = try container.decode([Int].self, forKey: .counts)
        guard counts.count == titles.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .counts, in: container, debugDescription: "\(counts.count) counts for \(titles.count) titles")
        }
        guard counts.allSatisfy({ $0 >= 0 }) else {
            throw DecodingError.dataCorruptedError(forKey: .counts, in: container, debugDescription: "a count is negative")
        }
        let includesSearch = titles.first == IndexBar.searchTitle
        if includesSearch {
            titles.removeFirst()
            counts.removeFirst()
        }
        let defaults = IndexBarOptions()
        let options = IndexBarOptions(
            includesSearch: includesSearch,
            keepsEmptySections: try container.decodeIfPresent(Bool.self, forKey: .keepsEmptySections)
                ?? defaults.keepsEmptySections,
            jumpPolicy: try container.decodeIfPresent(IndexBarJumpPolicy.self, forKey: .jumpPolicy) ?? defaults.jumpPolicy,
            minimumDisplayRowCount: try container.decodeIfPresent(Int.self, forKey: .minimumDisplayRowCount)
                ?? defaults.minimumDisplayRowCount,
            slotCount: try container.decodeIfPresent(Int.self, forKey: .slotCount))
        self.init(titles: titles, counts: counts, options: options)
        if let given = try container.decodeIfPresent([Int].self, forKey: .sectionForTitle), given != sectionForTitle {
            throw DecodingError.dataCorruptedError(
                forKey: .sectionForTitle, in: container,
                debugDescription: "sectionForTitle \(given) disagrees with the titles and options (\(sectionForTitle))")
        }
        if let given = try container.decodeIfPresent(Bool.self, forKey: .visible), given != isVisible {
            throw DecodingError.dataCorruptedError(
                forKey: .visible, in: container, debugDescription: "visible \(given) disagrees with the counts")
        }
    }

    /// Encodes the bar as the tool's JSON `index` object (see the table above).
    ///
    /// - Parameters:
    ///   - encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    /// - Complexity: O(*n*).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(titles, forKey: .titles)
        try container.encode(counts, forKey: .counts)
        try container.encode(sectionForTitle, forKey: .sectionForTitle)
        try container.encode(isVisible, forKey: .visible)
        try container.encode(options.minimumDisplayRowCount, forKey: .minimumDisplayRowCount)
        try container.encode(options.keepsEmptySections, forKey: .keepsEmptySections)
        try container.encode(options.jumpPolicy, forKey: .jumpPolicy)
        try container.encodeIfPresent(options.slotCount, forKey: .slotCount)
        try container.encodeIfPresent(condensedToSlotCount, forKey: .condensed)
    }
}
