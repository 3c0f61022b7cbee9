/// An index bar condensed to fit fewer slots, as iOS draws a section index that is too tall
/// for its table: some titles are kept and runs of the others are replaced by bullets (`•`).
///
/// Made by ``IndexBar/condensed(toFit:)``, which documents the rules. Every entry scrolls to
/// the same place the full bar's corresponding title would: a kept title to its own target, a
/// bullet to the target of the middle title it hides.
///
/// `Codable` notes: also encodes `sectionForTitle` for JSON readers; decoding ignores it and
/// checks that the stored arrays are parallel.
public struct CondensedIndexBar: Sendable, Hashable, Codable {
    /// The condensed bar's entries: kept titles (including `{search}` and `#`) and
    /// ``IndexBar/bullet``s.
    public let titles: [String]
    /// For each entry, the index into the full ``IndexBar/titles`` of the title it stands
    /// for: its own title, or for a bullet the middle of the titles it hides (the earlier of
    /// the two middle ones when it hides an even number).
    public let sourceIndices: [Int]
    /// For each entry, the range of the full ``IndexBar/titles`` it covers: one title for a
    /// kept title, the hidden run for a bullet. Titles dropped without a bullet (only when the
    /// bar has too few slots even for that) are covered by no entry.
    public let coveredRanges: [Range<Int>]
    /// What touching each entry does: the full bar's target for ``sourceIndices``.
    public let targets: [IndexBarTarget?]

    /// Creates a condensed bar from parallel arrays.
    ///
    /// - Parameters:
    ///   - titles: The entries.
    ///   - sourceIndices: The full-bar title each entry stands for.
    ///   - coveredRanges: The full-bar titles each entry covers.
    ///   - targets: Each entry's target.
    /// - Precondition: The arrays have the same length.
    init(titles: [String], sourceIndices: [Int], coveredRanges: [Range<Int>], targets: [IndexBarTarget?]) {
        precondition(sourceIndices.count == titles.count && coveredRanges.count == titles.count
                     && targets.count == titles.count, "CondensedIndexBar: arrays are not parallel")
        self.titles = titles
        self.sourceIndices = sourceIndices
        self.coveredRanges = coveredRanges
        self.targets = targets
    }

    /// For each entry, its target as an integer: the displayed-section index, or `-1` for
    /// `{search}` and for an entry with no section to go to (see ``IndexBar/sectionForTitle``).
    ///
    /// - Complexity: O(*n*).
    public var sectionForTitle: [Int] { targets.map { $0?.sectionValue ?? -1 } }

    /// The section to scroll to when the entry at `index` is touched; `nil` when the table
    /// displays no section. See ``IndexBar/section(forSectionIndexTitleAt:)``.
    ///
    /// - Parameters:
    ///   - index: The position of the touched entry in ``titles``.
    /// - Returns: Where to go, or `nil` if there is no section to go to.
    /// - Precondition: `titles.indices.contains(index)`.
    /// - Complexity: O(1).
    public func section(forSectionIndexTitleAt index: Int) -> IndexBarTarget? {
        precondition(titles.indices.contains(index),
                     "CondensedIndexBar: no title at \(index) (\(titles.count) titles)")
        return targets[index]
    }

    /// The entry of ``titles`` under a finger at `fraction` of the bar's height; entries share
    /// the height equally. Same rules as ``IndexBar/entry(atFraction:)``: entry `k` of *n*
    /// covers `[k/n, (k+1)/n)`, clamped, NaN gives 0, an empty bar gives 0.
    ///
    /// - Parameters:
    ///   - fraction: The position from 0 (top edge) to 1 (bottom edge).
    /// - Returns: An index into ``titles`` (0 for an empty bar).
    /// - Complexity: O(1).
    public func entry(atFraction fraction: Double) -> Int {
        IndexBarGeometry.entry(atFraction: fraction, count: titles.count)
    }

    private enum CodingKeys: String, CodingKey {
        case titles, sourceIndices, coveredRanges, targets, sectionForTitle
    }

    /// Decodes a condensed bar.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a key is missing or mistyped or the arrays differ in length.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let titles = try container.decode([String].self, forKey: .titles)
        let sourceIndices = try container.decode([Int].self, forKey: .sourceIndices)
        let coveredRanges = try container.decode([Range<Int>].self, forKey: .coveredRanges)
        let targets = try container.decode([IndexBarTarget?].self, forKey: .targets)
        guard sourceIndices.count == titles.count, coveredRanges.count == titles.count,
              targets.count == titles.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .titles, in: container, debugDescription: "condensed index-bar arrays differ in length")
        }
        self.init(titles: titles, sourceIndices: sourceIndices, coveredRanges: coveredRanges, targets: targets)
    }

    /// Encodes the entries, their sources, ranges and targets, and ``sectionForTitle``.
    ///
    /// - Parameters:
    ///   - encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(titles, forKey: .titles)
        try container.encode(sourceIndices, forKey: .sourceIndices)
        try container.encode(coveredRanges, forKey: .coveredRanges)
        try container.encode(targets, forKey: .targets)
        try container.encode(sectionForTitle, forKey: .sectionForTitle)
    }
}
