public import SectionizeKit
internal import SectionizeICU
extension IndexedCollation {
    /// Groups elements into this index's sections by a name made of parts.
    ///
    /// Each element is filed by its name's reading when it has one (a phonetic name decides
    /// a Japanese contact's section), else by its sort text in the style's sort order; a
    /// prefix never counts, and a name without personal parts files by its organisation, or
    /// under `#` (uikit) when it has none.
    ///
    /// ```swift
    /// struct Person { var name: PersonName }
    /// let style = NameStyle(locale: "ja")
    /// let table = collation.sections(of: people, byName: \.name, nameStyle: style)
    /// // 山田 太郎 with the family reading やまだ is under や
    /// ```
    ///
    /// - Parameters:
    ///   - items: The elements; each one appears in exactly one section.
    ///   - name: The name of an element; a key path such as `\.name` works.
    ///   - nameStyle: The name style: sort order (and separators).
    ///   - indexBarOptions: Search entry, empty sections, jump policy, visibility and slot
    ///     count of the index bar.
    /// - Returns: The sections, displayed sections and index bar, as
    ///   `IndexedCollation.sections(of:by:indexBarOptions:)`.
    /// - Throws: Whatever `name` throws.
    /// - Complexity: One sort key per element.
    package func sections<Elements: Sequence>(
        of items: Elements, byName name: (Elements.Element) throws -> PersonName,
        nameStyle: NameStyle, indexBarOptions: IndexBarOptions = IndexBarOptions()
    ) rethrows -> IndexedSections<Elements.Element> {
        try sections(of: items, by: { try name($0).sectionKey(nameStyle) }, indexBarOptions: indexBarOptions)
    }

    /// Groups contact records into this index's sections, keeping each record's display name
    /// as the row shown.
    ///
    /// A record is filed by its reading: the one its file gives (a phone's phonetic name, a
    /// "Yomi" column), which always wins, else the one `readingProvider` computes from its
    /// sort text (kanji names read by MeCab, Chinese names by the surname table, then ICU's `Han-Latin/Names`), else
    /// its sort text itself. Inside a section records are ordered by reading, then by their
    /// sort text's collation, then in input order.
    ///
    /// - Parameters:
    ///   - records: The records; each one appears in exactly one section.
    ///   - nameStyle: Sort and display order.
    ///   - readingProvider: Computes readings for records whose file gives none; `nil` (the
    ///     default) uses only the readings the records carry. See `IndexedCollation.readingProvider(for:)`.
    /// - Returns: The sectioned records; row *i* of its ``SectionedRecords/sectioned`` is
    ///   record *i*, and ``SectionedRecords/readings`` holds the reading each was filed by.
    /// - Throws: `SectionizeError` when the provider fails.
    /// - Complexity: One sort key per record, plus one reading per distinct name part.
    package func sections(
        ofRecords records: [ContactRecord], nameStyle: NameStyle,
        readingProvider: (any ReadingProvider)? = nil
    ) throws(SectionizeError) -> SectionedRecords {
        let style = nameStyle
        let sortTexts = RowBuffer(records.map { $0.sortText(style) })
        let given = RowBuffer(records.map { $0.reading(style) ?? "" })
        let byReading = try sections(ofRows: sortTexts, readingProvider: readingProvider, givenReadings: given)
        let displays = RowBuffer(records.map { $0.displayName(style) })
        let sectioned = SectionedRows(
            rows: displays, sectionTitles: sectionTitles, sectionKinds: sectionKinds,
            order: byReading.order, readings: byReading.readings)
        return SectionedRecords(
            records: records, nameStyle: style,
            readings: records.indices.map { byReading.reading(ofRow: $0) }, sectioned: sectioned)
    }

}

/// Contact records grouped into an index's sections: rows are the records' display names,
/// in record order, so the text, TSV and JSON renderers of plain rows work unchanged.
public struct SectionedRecords: Sendable {
    /// The records, in input order.
    public let records: [ContactRecord]
    /// The name style the records were sorted and displayed with.
    public let nameStyle: NameStyle
    /// Each record's reading, when it had one (and so was filed by it).
    public let readings: [String?]
    /// The sectioned display names: row *i* is `records[i]`.
    public let sectioned: SectionedRows
}
