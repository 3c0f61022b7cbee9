public import SectionizeKit
internal import SectionizeInput
internal import SectionizeICU
/// A one-screen overview of what SectionizeKit does for a locale, for a localization tester:
/// its section titles in both styles, the collation variants ICU offers for it, the readings
/// it uses, where digits, symbols, other scripts and empty names go, and a sample of rows
/// whose section is not the obvious one.
///
/// ```swift
/// let report = try LocaleReport(locales: ["sv"])
/// report.uikitTitles                          // ["A", …, "Z", "Å", "Ä", "Ö", "#"]
/// report.variants.map(\.bcp47Type)            // ["standard", "search", "trad", "emoji", "eor"]
/// report.placements.first { $0.what == "digits" }?.uikit   // "#"
/// ```
public struct LocaleReport: Sendable {
    /// The locales as requested.
    public let requestedLocales: [String]
    /// The resolved ICU IDs (uikit's added `en` not included).
    public let locales: [String]
    /// The primary locale's English display name ("Swedish").
    public let displayName: String
    /// The section titles in uikit style.
    public let uikitTitles: [String]
    /// The section titles in ICU style.
    public let icuTitles: [String]
    /// The collation variants ICU offers for the primary locale, in ICU's order (the
    /// default first).
    public let variants: [Variant]
    /// The computed readings the locale's sectioning uses with `--readings auto` (the uikit
    /// default): Japanese kana from MeCab, Chinese pinyin; empty for other locales.
    public let readings: [String]
    /// Where kinds of names go: digits, symbols, emoji, an empty name, and one name in each
    /// of several scripts.
    public let placements: [Placement]
    /// Rows whose section in this locale differs from their section in the root (language-
    /// neutral) collation, that fall under a multi-letter title, or whose section a reading
    /// decided (鈴木 under さ in Japanese): the rows worth checking.
    public let trickyRows: [Placement]
    /// The configuration the report was made with (its style is the one `uikit`/`icu` columns
    /// are compared against; both styles are shown).
    public let configuration: SectioningConfiguration

    /// One collation variant (`-u-co-…`).
    public struct Variant: Sendable, Hashable {
        /// The BCP 47 collation type (`phonebk`).
        public var bcp47Type: String
        /// The locale ID that selects it (`de-u-co-phonebk`).
        public var locale: String
        /// Whether it is the locale's default collation.
        public var isDefault: Bool
        /// Its uikit titles, when they differ from the default's; `nil` when they are the same
        /// (the variant may still order rows differently inside sections).
        public var uikitTitles: [String]?
    }

    /// A sample name with its section in each style.
    public struct Placement: Sendable, Hashable {
        /// What the sample stands for (`digits`, `Greek`, `sv name` …).
        public var what: String
        /// The sample.
        public var sample: String
        /// Its uikit section title.
        public var uikit: String
        /// Its ICU section title.
        public var icu: String
        /// The kind of its ICU section (several ICU sections are titled `…`).
        public var icuKind: SectionKind
        /// The reading that placed it in uikit style (with the configuration's readings), or
        /// `nil` when its own text did.
        public var reading: String?
        /// The reading that placed it in ICU style, or `nil`.
        public var icuReading: String?
    }

    /// Builds the report of some locales with default options (see ``init(configuration:sampleRows:trickyRowLimit:)``).
    ///
    /// - Parameters:
    ///   - locales: One or more locale IDs; the first is primary.
    ///   - sampleRows: Candidate rows for ``trickyRows``; by default a built-in sample.
    ///   - trickyRowLimit: The most tricky rows to list.
    /// - Throws: `SectionizeError` for an unknown locale.
    public init(locales: [String], sampleRows: [String]? = nil, trickyRowLimit: Int = 12) throws(SectionizeError) {
        try self.init(
            configuration: SectioningConfiguration(locales: locales.map(LocaleIdentifier.init(rawValue:))),
            sampleRows: sampleRows, trickyRowLimit: trickyRowLimit)
    }

    /// Builds the report for a configuration: its locales, collation preferences, index
    /// options and readings, in both styles (readings left at their default follow each
    /// style's default: on for uikit, off for icu), so that every row is placed as the main
    /// command places it with the same configuration.
    ///
    /// - Parameters:
    ///   - configuration: The locales (the first is primary), options and readings.
    ///   - sampleRows: Candidate rows for ``trickyRows``; by default a built-in sample of
    ///     names from the project's 45-language corpus (`Data/corpus`). Rows given here are
    ///     all considered (no one-per-title thinning).
    ///   - trickyRowLimit: The most tricky rows to list.
    /// - Throws: `SectionizeError` for an unknown locale, or readings explicitly on that
    ///   cannot be computed.
    public init(configuration: SectioningConfiguration, sampleRows: [String]? = nil, trickyRowLimit: Int = 12) throws(SectionizeError) {
        self.configuration = configuration
        let locales = configuration.locales.map(\.rawValue)
        requestedLocales = locales
        var uikitConfiguration = configuration, icuConfiguration = configuration
        uikitConfiguration.style = .uikit
        icuConfiguration.style = .icu
        let uikit = try uikitConfiguration.makeCollation()
        let icu = try icuConfiguration.makeCollation()
        let uikitReadings = try uikitConfiguration.resolvedReadings(for: uikit).provider
        let icuReadings = try icuConfiguration.resolvedReadings(for: icu).provider
        self.locales = icu.resolvedLocales
        let primary = icu.resolvedLocales[0]
        displayName = IndexedCollation.displayName(ofLocale: primary)
        uikitTitles = uikit.sectionTitles
        icuTitles = icu.sectionTitles
        readings =
            (uikitReadings ?? icuReadings).map { provider in
                [
                    provider is JapaneseReadings
                        ? "kana readings of kanji names (MeCab)" : "pinyin readings of Han names (surname table, then ICU Han-Latin/Names)"
                ]
            } ?? []

        let base = String(primary.prefix { $0 != "@" })
        let tag = base == "root" ? "und" : ICU.languageTag(forLocaleID: base) ?? base
        var variants: [Variant] = []
        for (k, type) in LocaleIdentifier.collationTypes(for: base).enumerated() {
            let id = "\(tag)-u-co-\(type)"
            let variantTitles = (try? IndexedCollation(locales: [id] + locales.dropFirst(), style: .uikit))?.sectionTitles
            variants.append(
                Variant(
                    bcp47Type: type, locale: id, isDefault: k == 0,
                    uikitTitles: variantTitles == uikitTitles ? nil : variantTitles))
        }
        self.variants = variants

        /// A row's section and reading, exactly as the main command places it.
        func section(_ collation: IndexedCollation, _ provider: (any ReadingProvider)?, _ row: String) -> (Int, String?) {
            guard let provider else { return (collation.section(for: row).rawValue, nil) }
            let sectioned =
                (try? collation.sections(ofRows: RowBuffer([row]), readingProvider: provider))
                ?? collation.sections(ofRows: RowBuffer([row]))
            let s = sectioned.sectionTitles.indices.first { !sectioned.rowIndexes(in: CollationSection(rawValue: $0)).isEmpty } ?? 0
            return (s, sectioned.reading(ofRow: 0))
        }
        func place(_ what: String, _ sample: String) -> Placement {
            let (u, reading) = section(uikit, uikitReadings, sample)
            let (i, icuReading) = section(icu, icuReadings, sample)
            return Placement(
                what: what, sample: sample, uikit: uikit.sectionTitles[u], icu: icu.sectionTitles[i],
                icuKind: icu.sectionKinds[i], reading: reading, icuReading: icuReading)
        }
        placements = LocaleReport.placementSamples.map { place($0.what, $0.sample) }

        let language = ICU.part(.language, of: primary)
        // Rows of the locale's own language were chosen as tricky for it; any other row counts
        // only when its section is not the root collation's.
        let candidates: [(what: String, row: String, own: Bool)]
        if let sampleRows {
            candidates = sampleRows.map { ("row", $0, false) }
        } else {
            let own = LocaleReport.corpusSamples.filter { $0.language == language }
            let others = LocaleReport.corpusSamples.filter { $0.language != language }
            candidates = own.map { ("\($0.language) name", $0.name, true) } + others.map { ("\($0.language) name", $0.name, false) }
        }
        let root = try IndexedCollation(locale: "root", style: .uikit)
        var tricky: [Placement] = []
        var seenTitles: Set<String> = []
        for candidate in candidates where tricky.count < trickyRowLimit {
            let placement = place(candidate.what, candidate.row)
            let section = placement.uikit
            let rootSection = root.title(of: root.section(for: candidate.row))
            let differs = section != rootSection && section != UIKitSections.otherTitle
            let multiLetter = section.count > 1
            // A reading decided the section when the row's own text would go elsewhere.
            let byReading = placement.reading != nil && uikit.title(of: uikit.section(for: candidate.row)) != section
            guard candidate.own || differs || multiLetter || byReading else { continue }
            guard sampleRows != nil || seenTitles.insert(section).inserted else { continue }
            tricky.append(placement)
        }
        trickyRows = tricky
    }
}
