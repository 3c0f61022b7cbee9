/// A locale's alphabetic index: its section titles, which section a string belongs to, and
/// how strings are ordered — `UILocalizedIndexedCollation` for Linux, on ICU.
///
/// The buckets are exactly those of ICU's `AlphabeticIndex` for the same locales and
/// options (ICU style): an underflow bucket `…` first, the locale's letters, inflow buckets
/// where scripts are skipped, and an overflow bucket last.
///
/// ```swift
/// let collation = try IndexedCollation(locale: "sv")
/// collation.sectionTitles            // ["…", "A", "B", …, "Z", "Å", "Ä", "Ö", "…"]
/// collation.section(for: "Ängström") // the index of "Ä"
/// let sections = collation.sections(of: contacts, by: \.name)
/// ```
///
/// An index is an immutable value; copies share one engine, and every method may be called
/// from any thread.
///
/// # Performance
/// Building an index for a locale costs milliseconds the first time (ICU opens the collator
/// and its data) and much less afterwards: collators are opened once per process.
/// ``section(for:)`` computes one primary sort key and binary-searches the bucket
/// boundaries. ``sections(of:by:)`` and ``sorted(_:by:)`` compute one sort key per element
/// on all cores and never compare elements pairwise with the collator.
public struct IndexedCollation: Sendable {
    /// The resolved ICU locale IDs whose letters label the index; the first is primary (it
    /// decides collation), the others add their letters as labels (ICU's `addLabels`). In
    /// uikit style, `en` is added when no requested locale has Latin letters.
    public let locales: [String]
    /// The options the index was built with.
    public let options: IndexOptions
    /// The titles shown: ICU's buckets, or the uikit sections.
    public let style: IndexStyle
    /// The sections in order. In ICU style, the visible buckets of `AlphabeticIndex`
    /// (including the underflow, inflow and overflow buckets); in uikit style, the letters
    /// and `#` (whose kind is `overflow`).
    public let buckets: [IndexBucket]

    let engine: IndexEngine
    /// For uikit style, the section of each visible ICU bucket.
    let sectionOfBucket: [Int32]?

    /// Creates the index of one locale.
    ///
    /// - Parameters:
    ///   - locale: A BCP 47 tag (`de`, `zh-Hant`, `de-u-co-phonebk`) or ICU ID
    ///     (`zh@collation=zhuyin`).
    ///   - options: Label count and the labels of the special buckets.
    /// - Throws: ``SectionizeError`` for an unknown or malformed locale, or bad options.
    public init(locale: String, style: IndexStyle = .icu, options: IndexOptions = IndexOptions()) throws(SectionizeError) {
        try self.init(locales: [locale], style: style, options: options)
    }

    /// Creates the index of several locales: the first decides the collation, and each
    /// adds its letters as labels (for example `["en", "ru"]` gives A–Z and А–Я).
    ///
    /// - Parameters:
    ///   - locales: One or more locale identifiers; the first is primary.
    ///   - style: ``IndexStyle/icu`` (ICU's exact buckets, the default) or
    ///     ``IndexStyle/uikit`` (letters and `#`; adds English letters to a non-Latin locale).
    ///   - options: Label count and the labels of the special buckets.
    /// - Throws: ``SectionizeError`` for an unknown or malformed locale, an empty list, or
    ///   bad options.
    public init(locales: [String], style: IndexStyle = .icu, options: IndexOptions = IndexOptions()) throws(SectionizeError) {
        var resolved: [String] = []
        for locale in locales { resolved.append(try LocaleIdentifier.resolve(locale)) }
        let engineOptions = style == .uikit ? UIKitSections.engineOptions(options) : options
        var engine = try IndexEngine(locales: resolved, options: engineOptions, scriptStartBoundaries: style == .uikit)
        self.options = options
        self.style = style
        switch style {
        case .icu:
            sectionOfBucket = nil
            buckets = engine.buckets.visible
        case .uikit:
            let labelLocales = UIKitSections.labelLocales(for: resolved, icuBuckets: engine.buckets.visible)
            if labelLocales != resolved {
                engine = try IndexEngine(locales: labelLocales, options: engineOptions, scriptStartBoundaries: true)
                resolved = labelLocales
            }
            let sections = UIKitSections(icuBuckets: engine.buckets.visible, nativeScriptFirst: options.nativeScriptFirst)
            sectionOfBucket = sections.sectionOfICUBucket
            buckets = sections.buckets
        }
        self.locales = resolved
        self.engine = engine
    }

    /// The title of each section, in order (`UILocalizedIndexedCollation.sectionTitles`).
    public var sectionTitles: [String] { buckets.map(\.label) }

    /// The titles for an index bar (`sectionIndexTitles`). In ICU style they are the
    /// section titles themselves, one per section.
    public var sectionIndexTitles: [String] { sectionTitles }

    /// The section a string belongs to (`section(for:collationStringSelector:)`).
    ///
    /// - Parameter string: Any text; empty strings and symbols go to the underflow section.
    /// - Returns: An index into ``buckets`` and ``sectionTitles``.
    /// - Complexity: One primary sort key, then O(log *b*) key comparisons for *b* buckets.
    public func section(for string: String) -> Int {
        guard let sectionOfBucket else { return engine.bucket(for: string) }
        return Int(sectionOfBucket[engine.bucket(for: string, trimmingLeadingBlanks: true)])
    }

    /// The section an index-bar title jumps to (`section(forSectionIndexTitleAt:)`). In
    /// ICU style titles and sections correspond one to one.
    ///
    /// - Parameter index: An index into ``sectionIndexTitles``.
    /// - Returns: The same index, clamped to the sections.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        min(max(0, index), buckets.count - 1)
    }

    /// Sorts elements by a string key in this index's order: by section, then by the
    /// locale's collation, ties in their original order.
    ///
    /// - Parameters:
    ///   - items: The elements to sort.
    ///   - key: The string each element is sorted by.
    /// - Returns: The elements, sorted.
    /// - Complexity: One sort key per element, O(*n* log *n*) byte comparisons.
    public func sorted<Element>(_ items: [Element], by key: (Element) -> String) -> [Element] {
        let order = sectionedOrder(items.map(key))
        return order.order.map { items[Int($0)] }
    }

    /// Sorts elements by a string key path; see ``sorted(_:by:)-(_,(Element)->String)``.
    public func sorted<Element>(_ items: [Element], by key: KeyPath<Element, String>) -> [Element] {
        sorted(items) { $0[keyPath: key] }
    }

    /// Sorts strings in this index's order.
    public func sorted(_ strings: [String]) -> [String] {
        sorted(strings) { $0 }
    }

    /// Groups elements into this index's sections, each sorted by the locale's collation.
    ///
    /// Every section of ``buckets`` is returned, empty or not, so that section *i* has title
    /// ``sectionTitles``[*i*].
    ///
    /// - Parameters:
    ///   - items: The elements to group; each one appears in exactly one section.
    ///   - key: The string each element is indexed by.
    /// - Returns: One ``IndexedSection`` per bucket.
    public func sections<Element>(of items: [Element], by key: (Element) -> String) -> [IndexedSection<Element>] {
        let order = sectionedOrder(items.map(key))
        return buckets.enumerated().map { b, bucket in
            IndexedSection(index: b, title: bucket.label, kind: bucket.kind,
                           items: order.rows(inBucket: b).map { items[Int($0)] })
        }
    }

    /// Groups elements by a string key path; see ``sections(of:by:)-(_,(Element)->String)``.
    public func sections<Element>(of items: [Element], by key: KeyPath<Element, String>) -> [IndexedSection<Element>] {
        sections(of: items) { $0[keyPath: key] }
    }

    /// Buckets and in-section order for strings.
    func sectionedOrder(_ strings: [String]) -> SectionedOrder {
        sectioner.section(count: strings.count) { i, units in
            units.append(contentsOf: strings[i].utf16)
        }
    }

    /// The sectioner for this index's style.
    var sectioner: Sectioner {
        Sectioner(engine: engine, sectionOfBucket: sectionOfBucket, sectionCount: buckets.count,
                  trimsLeadingBlanks: style == .uikit)
    }

    /// ICU's version, such as "72.1".
    public static var icuVersion: String { ICU.version }
    /// The CLDR version of ICU's locale data, such as "42.0".
    public static var cldrVersion: String { ICU.cldrVersion }
    /// The Unicode version of ICU's character data, such as "15.0".
    public static var unicodeVersion: String { ICU.unicodeVersion }

    /// Every locale ICU has data for, as ICU IDs, sorted.
    public static var availableLocales: [String] { ICU.availableLocales }

    /// The English display name of a locale ("German (Austria)").
    public static func displayName(ofLocale id: String, in displayLocale: String = "en") -> String {
        ICU.displayName(of: id, in: displayLocale)
    }
}
