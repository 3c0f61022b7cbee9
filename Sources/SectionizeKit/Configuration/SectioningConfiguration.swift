internal import SectionizeICU
/// Everything that decides how a list is sectioned: the locales, collation preferences, the
/// style of the sections, the index and index-bar options, and readings.
///
/// Every path of sectionize builds from this one value: the `sectionize` command, `diff`,
/// golden files (a golden's header is this value written out), `report`, the HTML page,
/// ``SectionedList`` and database stores. Two runs with equal configurations on the same rows
/// give the same sections, order, readings and index bar.
///
/// Each property has one documented default, the command line's:
///
/// ```swift
/// var configuration = SectioningConfiguration(locales: ["ja"])
/// configuration.indexBarOptions.includesSearch = true
/// let collation = try configuration.makeCollation()
/// let sectioned = try configuration.sections(ofRows: RowBuffer(names))
/// let table = try configuration.sections(of: contacts, by: \.name)   // with its index bar
/// ```
///
/// `Codable`: a missing key decodes to its default, so `{"locales": ["de"]}` is a whole
/// configuration.
public struct SectioningConfiguration: Sendable, Hashable, Codable {
    /// The locales, as requested; the first decides the collation, the others add their
    /// letters to the index. At least one. Default `["en"]`.
    public var locales: [LocaleIdentifier]
    /// Collation preferences that override the first locale's defaults (`nil` in a
    /// preference = the locale's own).
    public var collationPreferences: CollationPreferences
    /// The style of the section titles. Default ``IndexStyle/uikit``.
    public var style: IndexStyle
    /// The index options (ICU's title cap and special titles, extra titles, native script
    /// first). Default: ICU's defaults.
    public var indexOptions: IndexOptions
    /// The index bar's options, including the slot count it is condensed to. Default: UIKit's.
    public var indexBarOptions: IndexBarOptions
    /// Whether names get computed readings, or `nil` for the style's default
    /// (``effectiveReadingMode``): ``ReadingMode/auto`` in uikit style, ``ReadingMode/off`` in
    /// icu style (exactly ICU's AlphabeticIndex, which has no readings). An explicit
    /// ``ReadingMode/auto`` makes a missing provider an error; the default makes it a warning
    /// (see ``resolvedReadings(for:)``).
    public var readingMode: ReadingMode?

    /// Creates a configuration; every parameter has the command line's default.
    ///
    /// - Parameters:
    ///   - locales: One or more locales; the first decides the collation. Default `["en"]`.
    ///   - style: The titles' style. Default ``IndexStyle/uikit``.
    ///   - collationPreferences: Collation preferences. Default: the locale's own.
    ///   - indexOptions: The index options. Default: ICU's.
    ///   - indexBarOptions: The index bar's options. Default: UIKit's.
    ///   - readingMode: Computed readings, or `nil` for the style's default.
    public init(
        locales: [LocaleIdentifier] = ["en"], style: IndexStyle = .uikit,
        collationPreferences: CollationPreferences = CollationPreferences(),
        indexOptions: IndexOptions = IndexOptions(),
        indexBarOptions: IndexBarOptions = IndexBarOptions(), readingMode: ReadingMode? = nil
    ) {
        self.locales = locales
        self.collationPreferences = collationPreferences
        self.style = style
        self.indexOptions = indexOptions
        self.indexBarOptions = indexBarOptions
        self.readingMode = readingMode
    }

    /// The reading mode in effect: ``readingMode``, or the style's default when it is `nil`.
    public var effectiveReadingMode: ReadingMode { readingMode ?? (style == .uikit ? .auto : .off) }

    /// The ICU locale IDs the collation is built from: each locale resolved, the first with
    /// the collation preferences applied.
    ///
    /// - Throws: ``SectionizeError`` for no locale, a malformed or unknown locale.
    public func resolvedLocales() throws(SectionizeError) -> [String] {
        guard let first = locales.first else {
            throw SectionizeError(.invalidOption, "a configuration needs at least one locale")
        }
        var ids: [String] = []
        if let numeric = collationPreferences.numericOrdering {
            ids.append(try LocaleIdentifier.icuID(first.rawValue, numericOrdering: numeric))
        } else {
            ids.append(try first.resolved())
        }
        for locale in locales.dropFirst() { ids.append(try locale.resolved()) }
        return ids
    }

    /// The index this configuration describes.
    ///
    /// - Throws: ``SectionizeError`` for an unknown locale or a bad option.
    public func makeCollation() throws(SectionizeError) -> IndexedCollation {
        try IndexedCollation(locales: try resolvedLocales(), style: style, options: indexOptions)
    }

    /// The readings a collation built from this configuration uses.
    ///
    /// - Parameter collation: The index (from ``makeCollation()``).
    /// - Returns: The provider (or none) and the mode in effect.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/readingsUnavailable``
    ///   when ``readingMode`` is explicitly ``ReadingMode/auto`` and the provider cannot be
    ///   opened. With the default (`nil`), a missing provider is reported in
    ///   ``ResolvedReadings/warning`` instead, and the list is sectioned without readings.
    public func resolvedReadings(for collation: IndexedCollation) throws(SectionizeError) -> ResolvedReadings {
        let mode = effectiveReadingMode
        do {
            return ResolvedReadings(mode: mode, provider: try collation.readingProvider(for: mode), warning: nil)
        } catch {
            guard readingMode == nil else { throw error }
            return ResolvedReadings(mode: .off, provider: nil, warning: error)
        }
    }

    /// Sections rows as this configuration says, with its readings.
    ///
    /// - Parameter rows: The rows.
    /// - Returns: The rows' sections and order.
    /// - Throws: ``SectionizeError`` for an unknown locale, a bad option, or readings asked
    ///   for explicitly that cannot be computed.
    public func sections(ofRows rows: RowBuffer) throws(SectionizeError) -> SectionedRows {
        let collation = try makeCollation()
        return try collation.sections(ofRows: rows, readingProvider: try resolvedReadings(for: collation).provider)
    }

    /// Sections elements as this configuration says, with the index bar and the sections a
    /// table view shows: its collation, its readings (``resolvedReadings(for:)``) and its
    /// ``indexBarOptions``, the same as a ``SectionedList`` built with this configuration.
    ///
    /// ```swift
    /// let configuration = SectioningConfiguration(locales: ["ja"])   // uikit, readings auto
    /// let table = try configuration.sections(of: contacts, by: \.name, reading: \.yomi)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements; each appears in exactly one section.
    ///   - key: The text each element is shown and, after its reading, ordered by.
    ///   - reading: The reading an element carries (a contact's phonetic name; `nil` or
    ///     empty: none), or `nil` (the default) when the elements carry none. Carried readings
    ///     always win; the others are computed when the configuration's readings are on
    ///     (``effectiveReadingMode``).
    /// - Returns: The sections, displayed sections and index bar.
    /// - Throws: ``SectionizeError`` for an unknown locale, a bad option, or readings asked
    ///   for explicitly that cannot be computed. Readings that are on by default and cannot
    ///   be computed (no MeCab) are left off, as ``resolvedReadings(for:)`` says.
    /// - Complexity: One sort key per element (two with a reading) on all cores.
    public func sections<Element>(
        of elements: [Element], by key: (Element) -> String,
        reading: ((Element) -> String?)? = nil
    ) throws(SectionizeError) -> IndexedSections<Element> {
        let collation = try makeCollation()
        return try collation.sections(
            of: elements, by: key, reading: reading, readingProvider: try resolvedReadings(for: collation).provider,
            indexBarOptions: indexBarOptions)
    }

    // The keys keep their 0.5 names: golden headers and saved configurations written before
    // 0.6 decode unchanged.
    private enum CodingKeys: String, CodingKey {
        case locales, style
        case collationPreferences = "collation"
        case indexOptions = "index"
        case indexBarOptions = "indexBar"
        case readingMode = "readings"
    }

    /// Decodes a configuration; each missing key takes its default.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a present key has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = SectioningConfiguration()
        locales = try container.decodeIfPresent([LocaleIdentifier].self, forKey: .locales) ?? defaults.locales
        collationPreferences =
            try container.decodeIfPresent(CollationPreferences.self, forKey: .collationPreferences)
            ?? defaults.collationPreferences
        style = try container.decodeIfPresent(IndexStyle.self, forKey: .style) ?? defaults.style
        indexOptions = try container.decodeIfPresent(IndexOptions.self, forKey: .indexOptions) ?? defaults.indexOptions
        indexBarOptions =
            try container.decodeIfPresent(IndexBarOptions.self, forKey: .indexBarOptions) ?? defaults.indexBarOptions
        readingMode = try container.decodeIfPresent(ReadingMode.self, forKey: .readingMode)
    }
}

/// Collation preferences that override a locale's defaults, as typed options rather than
/// keywords in the locale string (ICU4X's `CollatorPreferences` is the model). `nil` in a
/// preference means the locale's own default.
public struct CollationPreferences: Sendable, Hashable, Codable {
    /// Whether digits compare by numeric value (`2` before `10`; BCP 47 `-u-kn-true`), digit
    /// by digit (`false`), or as the locale says (`nil`, the default).
    public var numericOrdering: Bool?

    /// Creates preferences; `nil` keeps the locale's default.
    ///
    /// - Parameter numericOrdering: Numeric digit order, or `nil` for the locale's.
    public init(numericOrdering: Bool? = nil) {
        self.numericOrdering = numericOrdering
    }
}

/// The readings a configuration resolved to for one collation.
public struct ResolvedReadings: Sendable {
    /// The mode in effect: ``ReadingMode/off`` when default readings were unavailable.
    public var mode: ReadingMode
    /// What computes readings, or `nil` when none are computed (mode off, or a locale with no
    /// reading provider).
    public var provider: (any ReadingProvider)?
    /// Why readings that were on by default could not be computed (MeCab missing), or `nil`.
    public var warning: SectionizeError?
}
