internal import SectionizeICU
extension IndexedCollation {
    /// The computed-readings provider of this index for a mode: for ``ReadingMode/auto``,
    /// that of its locales that have one (``JapaneseReadings`` for Japanese,
    /// ``ChineseReadings`` for Chinese with pinyin collation), so that an English list with
    /// Japanese friends (`["en", "ja"]`) files 山田 under や. When the locales include both,
    /// each name is read by the language that fits it (`["de", "ja", "zh"]`: 山田太郎 by kana,
    /// 曾国藩 by pinyin; the rule is in `docs/readings.md`). `nil` when no locale has one, and
    /// for ``ReadingMode/off``.
    ///
    /// - Parameter mode: Whether readings are computed.
    /// - Returns: The provider, or `nil` when this locale gets no computed readings.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/readingsUnavailable``
    ///   when the locale needs a provider that cannot be opened (Japanese without MeCab or a
    ///   MeCab dictionary); the message names the packages to install.
    public func readingProvider(for mode: ReadingMode) throws(SectionizeError) -> (any ReadingProvider)? {
        guard mode == .auto else { return nil }
        let languages = readingLanguages
        guard let first = languages.first else { return nil }
        guard languages.count > 1 else { return try first.provider() }
        return MixedReadings(japanese: try JapaneseReadings(), chinese: try ChineseReadings(), japaneseFirst: first == .japanese)
    }

    /// Whether this index gets computed readings in ``ReadingMode/auto``: one of its locales
    /// is Japanese, or Chinese with pinyin collation.
    public var hasComputedReadings: Bool { !readingLanguages.isEmpty }

    /// The reading languages of the locales that have one, each once, in the locales' order.
    var readingLanguages: [ReadingLanguage] {
        var languages: [ReadingLanguage] = []
        for language in resolvedLocales.compactMap({ ReadingLanguage(locale: $0) }) where !languages.contains(language) {
            languages.append(language)
        }
        return languages
    }

    /// Groups rows into sections by their readings: a row's reading decides its section and
    /// its order (then the row's own text, then input order); the rows are kept unchanged.
    ///
    /// Readings given in `givenReadings` always win; the other rows get computed readings
    /// when `mode` is ``ReadingMode/auto`` and the locale has a provider (see
    /// ``readingProvider(for:)``). With ``ReadingMode/off`` and no given readings the result
    /// is exactly that of ``sections(ofRows:)``.
    ///
    /// - Parameters:
    ///   - rows: The rows, usually from `SectionizeInput.InputDecoder`.
    ///   - mode: Whether readings are computed.
    ///   - givenReadings: One reading per row (an empty row means none), or `nil`.
    /// - Returns: The rows' sections and order, with the readings used
    ///   (``SectionedRows/reading(ofRow:)``).
    /// - Throws: ``SectionizeError`` when the locale's reading provider cannot be opened
    ///   (``SectionizeError/Code/readingsUnavailable``) or `givenReadings` has another row
    ///   count (``SectionizeError/Code/invalidOption``).
    /// - Complexity: Two sort keys per row with a reading; computed readings are cached per
    ///   distinct name part on each thread.
    package func sections(
        ofRows rows: RowBuffer, readings mode: ReadingMode,
        givenReadings: RowBuffer? = nil
    ) throws(SectionizeError) -> SectionedRows {
        let provider = try readingProvider(for: mode)
        return try sections(ofRows: rows, readingProvider: provider, givenReadings: givenReadings)
    }

    /// Groups rows into sections by readings from a provider already opened (or only given
    /// readings, with `nil`); see ``sections(ofRows:readings:givenReadings:)``. Package-only:
    /// the command line, golden files and records open a provider once and pass it here.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - provider: What computes readings of rows without a given one, or `nil`.
    ///   - givenReadings: One reading per row (an empty row means none), or `nil`.
    /// - Throws: ``SectionizeError`` (``SectionizeError/Code/invalidOption``) when
    ///   `givenReadings` has another row count.
    package func sections(
        ofRows rows: RowBuffer, readingProvider provider: (any ReadingProvider)?,
        givenReadings: RowBuffer? = nil
    ) throws(SectionizeError) -> SectionedRows {
        if let givenReadings, givenReadings.count != rows.count {
            throw SectionizeError(.invalidOption, "\(givenReadings.count) given readings for \(rows.count) rows")
        }
        guard provider != nil || givenReadings != nil else { return sections(ofRows: rows) }
        var given: (@Sendable (Int, inout [UInt16]) -> Void)? = nil
        if let givenReadings {
            given = { i, units in givenReadings.appendUTF16(ofRow: i, to: &units) }
        }
        let (order, readings) = sectioner.section(count: rows.count, readings: ReadingPlan(given: given, provider: provider)) { i, units in
            rows.appendUTF16(ofRow: i, to: &units)
        }
        var result = SectionedRows(rows: rows, sectionTitles: sectionTitles, sectionKinds: sectionKinds, order: order)
        result.readings = readings
        return result
    }

    /// Groups elements into sections by their readings, with the index bar and the sections a
    /// table view shows: readings the elements carry (`reading`) win, the others are computed
    /// when `mode` is ``ReadingMode/auto`` (see ``readingProvider(for:)``).
    ///
    /// ```swift
    /// struct Contact { var name: String; var yomi: String? }
    /// let ja = try IndexedCollation(locale: "ja", style: .uikit)
    /// let table = try ja.sections(of: contacts, by: \.name, reading: \.yomi, readings: .auto)
    /// let computed = try ja.sections(of: names, by: { $0 }, readings: .auto)
    /// ```
    ///
    /// With ``ReadingMode/off`` and no `reading`, the result is that of
    /// ``sections(of:by:indexBarOptions:)``.
    ///
    /// - Parameters:
    ///   - elements: The elements; each appears in exactly one section.
    ///   - key: The text each element is shown and, after its reading, ordered by.
    ///   - reading: The element's own reading (`nil` or empty: none), or `nil` (the default)
    ///     when the elements carry no readings.
    ///   - mode: Whether the other readings are computed: ``ReadingMode/auto`` computes
    ///     them, ``ReadingMode/off`` uses only the readings the elements carry. There is no
    ///     default: passing `reading:` never switches a reading provider on by itself.
    ///   - indexBarOptions: Search entry, empty sections, jump policy, visibility and slot
    ///     count of the index bar.
    /// - Returns: The sections, displayed sections and index bar.
    /// - Throws: ``SectionizeError`` (``SectionizeError/Code/readingsUnavailable``) when the
    ///   locale's reading provider cannot be opened.
    /// - Complexity: One sort key per element (two with a reading) on all cores; computed
    ///   readings are cached per distinct name part on each thread.
    package func sections<Element>(
        of elements: [Element], by key: (Element) -> String,
        reading: ((Element) -> String?)? = nil,
        readings mode: ReadingMode,
        indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) throws(SectionizeError) -> IndexedSections<Element> {
        try sections(of: elements, by: key, reading: reading, readingProvider: try readingProvider(for: mode), indexBarOptions: indexBarOptions)
    }

    /// Groups elements into sections by readings from a provider already opened (or only the
    /// readings they carry, with `nil`); see ``sections(of:by:reading:readings:indexBarOptions:)``.
    package func sections<Element>(
        of elements: [Element], by key: (Element) -> String,
        reading: ((Element) -> String?)?, readingProvider provider: (any ReadingProvider)?,
        indexBarOptions: IndexBarOptions
    ) throws(SectionizeError) -> IndexedSections<Element> {
        let given = reading.map { reading in RowBuffer(elements.map { reading($0) ?? "" }) }
        let sectioned = try sections(ofRows: RowBuffer(elements.map(key)), readingProvider: provider, givenReadings: given)
        let all = sectionTitles.indices.map { i in
            let s = CollationSection(rawValue: i)
            return IndexedSection(
                collationSection: s, title: sectionTitles[i], kind: sectionKinds[i],
                elements: sectioned.rowIndexes(in: s).map { elements[$0] })
        }
        return IndexedSections(collationSections: all, indexBarOptions: indexBarOptions)
    }

    /// Sorts elements by section, then reading, then their own text, ties in their original
    /// order, as ``SectioningConfiguration/sections(of:by:reading:)`` orders them.
    ///
    /// - Parameters:
    ///   - elements: The elements to sort.
    ///   - key: The text each element is shown and, after its reading, ordered by.
    ///   - reading: The element's own reading (`nil` or empty: none).
    ///   - mode: Whether the other readings are computed: ``ReadingMode/auto`` computes
    ///     them, ``ReadingMode/off`` uses only the readings the elements carry. There is no
    ///     default: passing `reading:` never switches a reading provider on by itself.
    /// - Returns: The elements, sorted.
    /// - Throws: ``SectionizeError`` when the locale's reading provider cannot be opened.
    public func sorted<Element>(
        _ elements: [Element], by key: (Element) -> String,
        reading: (Element) -> String?,
        readings mode: ReadingMode
    ) throws(SectionizeError) -> [Element] {
        try sectionedByReadings(elements, key: key, given: RowBuffer(elements.map { reading($0) ?? "" }), mode: mode).orderedRowIndexes.map {
            elements[$0]
        }
    }

    private func sectionedByReadings<Element>(
        _ elements: [Element], key: (Element) -> String,
        given: RowBuffer?, mode: ReadingMode
    ) throws(SectionizeError) -> SectionedRows {
        try sections(ofRows: RowBuffer(elements.map(key)), readings: mode, givenReadings: given)
    }
}

extension SectionedRows {
    /// The reading that decided the section and order of the row at position `i`, or `nil`
    /// when the row was sectioned by its own text.
    public func reading(ofRow i: Int) -> String? { readings?.reading(ofRow: i) }

    /// Whether the row at position `i` has a reading its caller gave (rather than a computed one).
    public func hasGivenReading(ofRow i: Int) -> Bool { readings?.given[i] ?? false }

    /// Whether the rows were sectioned with readings (given or computed).
    public var usesReadings: Bool { readings != nil }

    /// The number of rows with a reading.
    public var readingCount: Int { readings?.count ?? 0 }

    /// What computed the readings (``ReadingProvider/source``), or `nil` when none were computed.
    public var readingSource: String? { readings?.source }
}
