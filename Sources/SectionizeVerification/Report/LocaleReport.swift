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
    /// neutral) collation, or that fall under a multi-letter title: the rows worth checking.
    public let trickyRows: [Placement]

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
    }

    /// Builds the report.
    ///
    /// - Parameters:
    ///   - locales: One or more locale IDs; the first is primary.
    ///   - sampleRows: Candidate rows for ``trickyRows``; by default a built-in sample of
    ///     names from the project's 45-language corpus (`Data/corpus`).
    ///   - trickyRowLimit: The most tricky rows to list.
    /// - Throws: `SectionizeError` for an unknown locale.
    public init(locales: [String], sampleRows: [String]? = nil, trickyRowLimit: Int = 12) throws(SectionizeError) {
        requestedLocales = locales
        let uikit = try IndexedCollation(locales: locales, style: .uikit)
        let icu = try IndexedCollation(locales: locales, style: .icu)
        self.locales = icu.locales
        let primary = icu.locales[0]
        displayName = IndexedCollation.displayName(ofLocale: primary)
        uikitTitles = uikit.sectionTitles
        icuTitles = icu.sectionTitles
        readings = uikit.hasComputedReadings
            ? [ICU.part(.language, of: primary) == "ja" ? "kana readings of kanji names (MeCab)" : "pinyin readings of Han names (ICU Han-Latin/Names)"]
            : []

        let base = String(primary.prefix { $0 != "@" })
        let tag = base == "root" ? "und" : ICU.languageTag(forLocaleID: base) ?? base
        var variants: [Variant] = []
        for (k, type) in LocaleIdentifier.collationTypes(for: base).enumerated() {
            let id = "\(tag)-u-co-\(type)"
            let variantTitles = (try? IndexedCollation(locales: [id] + locales.dropFirst(), style: .uikit))?.sectionTitles
            variants.append(Variant(bcp47Type: type, locale: id, isDefault: k == 0,
                                    uikitTitles: variantTitles == uikitTitles ? nil : variantTitles))
        }
        self.variants = variants

        func place(_ what: String, _ sample: String) -> Placement {
            let s = icu.section(for: sample)
            return Placement(what: what, sample: sample, uikit: uikit.sectionTitles[uikit.section(for: sample)],
                             icu: icu.sectionTitles[s], icuKind: icu.sectionKinds[s])
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
            let section = uikit.sectionTitles[uikit.section(for: candidate.row)]
            let rootSection = root.sectionTitles[root.section(for: candidate.row)]
            let differs = section != rootSection && section != UIKitSections.otherTitle
            let multiLetter = section.count > 1
            guard candidate.own || differs || multiLetter, seenTitles.insert(section).inserted else { continue }
            tricky.append(place(candidate.what, candidate.row))
        }
        trickyRows = tricky
    }

    /// The samples of ``placements``.
    static let placementSamples: [(what: String, sample: String)] = [
        ("digits", "112 Notruf"), ("symbols", "@home"), ("punctuation", "(Mama)"), ("emoji", "😀 Party"),
        ("empty name", ""), ("leading space", "  Anna"),
        ("Latin", "Zoë"), ("Greek", "Ωμέγα"), ("Cyrillic", "Яна"), ("Hebrew", "שרה"), ("Arabic", "ياسمين"),
        ("Devanagari", "ज़ोया"), ("Thai", "สมชาย"), ("Han", "张伟"), ("Kana", "さくら"), ("Hangul", "하나"),
    ]
}
