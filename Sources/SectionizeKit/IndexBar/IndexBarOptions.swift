/// How an ``IndexBar`` is built: search entry, empty sections, jumps and visibility.
///
/// Every default matches UIKit's own: no search entry, `sectionIndexMinimumDisplayRowCount`
/// 0 (the bar is always shown).
///
/// `Codable` notes: a missing key decodes to its default, so `{}` is the default options.
public struct IndexBarOptions: Sendable, Hashable, Codable {
    /// Whether the bar starts with ``IndexBar/searchTitle`` (`{search}`, UIKit's
    /// `UITableView.indexSearch`), which Apple says should "generally" be the first title.
    public var includesSearch: Bool
    /// Whether the table shows empty sections too. When `true` every title has its own
    /// displayed section and the mapping from titles to sections is one to one; when `false`
    /// (the usual case) only non-empty sections are displayed and titles of empty ones jump
    /// according to ``jumpPolicy``.
    public var keepsEmptySections: Bool
    /// Where a title of an empty, hidden section jumps. Ignored when ``keepsEmptySections``.
    public var jumpPolicy: IndexBarJumpPolicy
    /// UIKit's `sectionIndexMinimumDisplayRowCount`: "the number of table rows at which to
    /// display the index list". The bar is visible when the table has at least this many rows;
    /// 0 (or any value ≤ 0) means always.
    public var minimumDisplayRowCount: Int
    /// How many entries the bar has room for, when known: then ``IndexBar/condensedToSlotCount`` is the
    /// bar condensed to fit (``IndexBar/condensed(toFit:)``) and the encoded bar includes it.
    /// `nil` (the default) when the bar's height is not known.
    public var slotCount: Int?

    /// Creates options; every parameter defaults to UIKit's behaviour.
    ///
    /// - Parameters:
    ///   - includesSearch: Whether `{search}` is the first entry. Default `false`.
    ///   - keepsEmptySections: Whether the table displays empty sections. Default `false`.
    ///   - jumpPolicy: Where titles of hidden empty sections jump. Default ``IndexBarJumpPolicy/before``.
    ///   - minimumDisplayRowCount: Rows needed to show the bar. Default 0 (always shown).
    ///   - slotCount: How many entries fit in the bar, if known. Default `nil`.
    public init(
        includesSearch: Bool = false, keepsEmptySections: Bool = false,
        jumpPolicy: IndexBarJumpPolicy = .before, minimumDisplayRowCount: Int = 0,
        slotCount: Int? = nil
    ) {
        self.includesSearch = includesSearch
        self.keepsEmptySections = keepsEmptySections
        self.jumpPolicy = jumpPolicy
        self.minimumDisplayRowCount = minimumDisplayRowCount
        self.slotCount = slotCount
    }

    private enum CodingKeys: String, CodingKey {
        case includesSearch, keepsEmptySections, jumpPolicy, minimumDisplayRowCount, slotCount
    }

    /// Decodes options; each missing key takes its default.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a present key has the wrong type or an unknown policy.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = IndexBarOptions()
        includesSearch = try container.decodeIfPresent(Bool.self, forKey: .includesSearch) ?? defaults.includesSearch
        keepsEmptySections =
            try container.decodeIfPresent(Bool.self, forKey: .keepsEmptySections)
            ?? defaults.keepsEmptySections
        jumpPolicy = try container.decodeIfPresent(IndexBarJumpPolicy.self, forKey: .jumpPolicy) ?? defaults.jumpPolicy
        minimumDisplayRowCount =
            try container.decodeIfPresent(Int.self, forKey: .minimumDisplayRowCount)
            ?? defaults.minimumDisplayRowCount
        slotCount = try container.decodeIfPresent(Int.self, forKey: .slotCount)
    }
}
