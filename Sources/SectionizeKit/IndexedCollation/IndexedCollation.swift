internal import SectionizeICU
/// A locale's alphabetic index: its section titles, which section a string belongs to, and
/// how strings are ordered — `UILocalizedIndexedCollation` for Linux, on ICU.
///
/// Two styles of sections (``IndexStyle``): ``IndexStyle/uikit`` (the default), the titles
/// iOS users know — the locale's letters and `#` last; and ``IndexStyle/icu``, exactly the
/// buckets of ICU's `AlphabeticIndex` for the same locales and options: an underflow
/// section `…` first, the locale's letters, inflow sections where scripts are skipped, and
/// an overflow section last.
///
/// ```swift
/// let collation = try IndexedCollation(locale: "sv")
/// collation.sectionTitles            // ["A", "B", …, "Z", "Å", "Ä", "Ö", "#"]
/// collation.section(for: "Ängström") // the index of "Ä"
/// let table = collation.sections(of: contacts, by: \.name)   // with the index bar
/// ```
///
/// An index is an immutable value; copies share one engine, and every method may be called
/// from any thread.
///
/// # Performance
/// Building an index for a locale costs milliseconds the first time (ICU opens the collator
/// and its data) and much less afterwards: collators are opened once per process.
/// ``section(for:)`` computes one primary sort key and binary-searches the bucket
/// boundaries. ``SectioningConfiguration/sections(of:by:reading:)`` and ``sorted(_:by:)`` compute one sort key per element
/// on all cores and never compare elements pairwise with the collator.
public struct IndexedCollation: Sendable {
    /// The resolved ICU locale IDs whose letters label the index; the first is primary (it
    /// decides collation), the others add their letters as labels (ICU's `addLabels`). In
    /// uikit style, `en` is added when no requested locale has Latin letters.
    public let resolvedLocales: [String]
    /// The options the index was built with.
    public let options: IndexOptions
    /// Which sections the index has: the uikit sections, or ICU's buckets.
    public let style: IndexStyle
    /// The title of each section, in order (`UILocalizedIndexedCollation.sectionTitles`). In
    /// ICU style, the labels of `AlphabeticIndex`'s visible buckets (including `…` for the
    /// underflow, inflow and overflow buckets); in uikit style, the letters and `#`.
    public let sectionTitles: [String]
    /// What each section stands for, parallel to ``sectionTitles``: a letter, or the
    /// underflow, inflow or overflow section (uikit's `#` is ``SectionKind/overflow``).
    public let sectionKinds: [SectionKind]

    let engine: IndexEngine
    /// For uikit style, the section of each visible ICU bucket.
    let sectionOfBucket: [Int32]?

    /// Creates the index of one locale.
    ///
    /// - Parameters:
    ///   - locale: A BCP 47 tag (`de`, `zh-Hant`, `de-u-co-phonebk`) or ICU ID
    ///     (`zh@collation=zhuyin`).
    ///   - style: ``IndexStyle/uikit`` (letters and `#`, the default, as the `sectionize`
    ///     tool) or ``IndexStyle/icu`` (exactly ICU's buckets).
    ///   - options: Title count and the titles of the special sections.
    /// - Throws: ``SectionizeError`` for an unknown or malformed locale, or bad options.
    public init(locale: String, style: IndexStyle = .uikit, options: IndexOptions = IndexOptions()) throws(SectionizeError) {
        try self.init(locales: [locale], style: style, options: options)
    }

    /// Creates the index of several locales: the first decides the collation, and each
    /// adds its letters as labels (for example `["en", "ru"]` gives A–Z and А–Я).
    ///
    /// - Parameters:
    ///   - locales: One or more locale identifiers; the first is primary.
    ///   - style: ``IndexStyle/uikit`` (letters and `#`, the default; adds English letters
    ///     to a non-Latin locale) or ``IndexStyle/icu`` (exactly ICU's buckets).
    ///   - options: Title count and the titles of the special sections.
    /// - Throws: ``SectionizeError`` for an unknown or malformed locale, an empty list, or
    ///   bad options.
    public init(locales: [String], style: IndexStyle = .uikit, options: IndexOptions = IndexOptions()) throws(SectionizeError) {
        var resolved: [String] = []
        for locale in locales { resolved.append(try LocaleIdentifier.resolve(locale)) }
        let engineOptions = style == .uikit ? UIKitSections.engineOptions(options, locales: resolved) : options
        var engine = try IndexEngine(locales: resolved, options: engineOptions, uikit: style == .uikit)
        self.options = options
        self.style = style
        let sections: [IndexBucket]
        switch style {
        case .icu:
            sectionOfBucket = nil
            sections = engine.buckets.visible
        case .uikit:
            let labelLocales = UIKitSections.labelLocales(for: resolved, icuBuckets: engine.buckets.visible)
            if labelLocales != resolved {
                engine = try IndexEngine(locales: labelLocales, options: engineOptions, uikit: true)
                resolved = labelLocales
            }
            let uikit = UIKitSections(icuBuckets: engine.buckets.visible, nativeScriptFirst: options.nativeScriptFirst)
            sectionOfBucket = uikit.sectionOfICUBucket
            sections = uikit.buckets
        }
        sectionTitles = sections.map(\.label)
        sectionKinds = sections.map(\.kind)
        self.resolvedLocales = resolved
        self.engine = engine
    }

    /// The titles for an index bar (`UILocalizedIndexedCollation.sectionIndexTitles`): the
    /// section titles themselves, one per section, in both styles. ``IndexBar`` adds the
    /// search entry, hiding and condensing.
    public var sectionIndexTitles: [String] { sectionTitles }

    /// The section a string belongs to (`section(for:collationStringSelector:)`).
    ///
    /// - Parameter string: Any text; in ICU style empty strings and symbols go to the
    ///   underflow section, in uikit style to `#`.
    /// - Returns: Its section of the index (``title(of:)`` is its title).
    /// - Complexity: One primary sort key, then O(log *b*) key comparisons for *b* buckets.
    public func section(for string: String) -> CollationSection {
        CollationSection(rawValue: sectionIndex(for: string))
    }

    /// The position in ``sectionTitles`` of the section a string belongs to.
    func sectionIndex(for string: String) -> Int {
        guard let sectionOfBucket else { return engine.bucket(for: string) }
        return Int(sectionOfBucket[engine.bucket(for: string, trimmingLeadingBlanks: true)])
    }

    /// The title of a section of the index.
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: Its entry of ``sectionTitles``.
    /// - Precondition: `sectionTitles.indices.contains(section.rawValue)`.
    public func title(of section: CollationSection) -> String { sectionTitles[section.rawValue] }

    /// What kind of section a section of the index is (a letter, `#`, an overflow …).
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: Its entry of ``sectionKinds``.
    /// - Precondition: `sectionKinds.indices.contains(section.rawValue)`.
    public func kind(of section: CollationSection) -> SectionKind { sectionKinds[section.rawValue] }

    /// The section an index-bar title jumps to (`section(forSectionIndexTitleAt:)`): titles
    /// and sections correspond one to one, so this is `index` itself.
    ///
    /// - Parameter index: An index into ``sectionIndexTitles``.
    /// - Returns: The section of the index with that title.
    /// - Precondition: `sectionIndexTitles.indices.contains(index)`.
    public func section(forSectionIndexTitleAt index: Int) -> CollationSection {
        precondition(
            sectionTitles.indices.contains(index),
            "IndexedCollation: no section index title at \(index) (\(sectionTitles.count) titles)")
        return CollationSection(rawValue: index)
    }

    /// Sections and in-section order for strings.
    func sectionedOrder(_ strings: [String]) -> SectionedOrder {
        sectioner.section(count: strings.count) { i, units in
            units.append(contentsOf: strings[i].utf16)
        }
    }

    /// The sectioner for this index's style.
    var sectioner: Sectioner {
        Sectioner(
            engine: engine, sectionOfBucket: sectionOfBucket, sectionCount: sectionTitles.count,
            trimsLeadingBlanks: style == .uikit)
    }
}
