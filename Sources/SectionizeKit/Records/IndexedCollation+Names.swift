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
    /// let sections = collation.sections(of: people, byName: \.name, style: style)
    /// // 山田 太郎 with the family reading やまだ is under や
    /// ```
    ///
    /// - Parameters:
    ///   - items: The elements; each one appears in exactly one section.
    ///   - name: The name of an element; a key path such as `\.name` works.
    ///   - style: Sort order (and separators).
    /// - Returns: One ``IndexedSection`` per section title, as ``sections(of:by:)``.
    /// - Throws: Whatever `name` throws.
    /// - Complexity: One sort key per element.
    public func sections<Elements: Sequence>(of items: Elements, byName name: (Elements.Element) throws -> PersonName,
                                             style: NameStyle) rethrows -> [IndexedSection<Elements.Element>] {
        try sections(of: items) { try name($0).sectionKey(style) }
    }

    /// Groups contact records into this index's sections, by ``ContactRecord/sectionKey(_:)``,
    /// keeping each record's display name as the row shown.
    ///
    /// - Parameters:
    ///   - records: The records; each one appears in exactly one section.
    ///   - style: Sort and display order.
    /// - Returns: The sectioned records; row *i* of its ``SectionedRecords/sectioned`` is
    ///   record *i*.
    /// - Complexity: One sort key per record.
    public func sections(ofRecords records: [ContactRecord], style: NameStyle) -> SectionedRecords {
        let keys = records.map { $0.sectionKey(style) }
        let readings = records.map { $0.reading(style) }
        let displays = RowBuffer(records.map { $0.displayName(style) })
        let order = sectionedOrder(keys)
        return SectionedRecords(records: records, style: style, readings: readings,
                                sectioned: SectionedRows(rows: displays, sectionTitles: sectionTitles, sectionKinds: sectionKinds, order: order))
    }
}

/// Contact records grouped into an index's sections: rows are the records' display names,
/// in record order, so the text, TSV and JSON renderers of plain rows work unchanged.
public struct SectionedRecords: Sendable {
    /// The records, in input order.
    public let records: [ContactRecord]
    /// The style the records were sorted and displayed with.
    public let style: NameStyle
    /// Each record's reading, when it had one (and so was filed by it).
    public let readings: [String?]
    /// The sectioned display names: row *i* is `records[i]`.
    public let sectioned: SectionedRows
}
