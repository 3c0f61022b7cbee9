public import SectionizeKit

extension SectioningConfiguration {
    /// Sections contact records as this configuration says: its collation, its readings
    /// (`readings(for:)`) and the name style, keeping
    /// each record's display name as the row shown.
    ///
    /// A record is filed by its reading: the one its file gives (a phone's phonetic name, a
    /// "Yomi" column), which always wins, else the one the configuration's readings compute
    /// from its sort text (kanji names read by MeCab, Chinese surnames from the surname table),
    /// else its sort text itself. Inside a section records are ordered by reading, then by
    /// their sort text's collation, then in input order.
    ///
    /// ```swift
    /// let bytes = try InputReader.read(path: "contacts.vcf")
    /// let input = try RecordReader.read(bytes, source: "contacts.vcf", format: .vcard)
    /// let sectioned = try SectioningConfiguration(locales: ["ja"]).sections(ofRecords: input.records)
    /// ```
    ///
    /// - Parameters:
    ///   - records: The records; each one appears in exactly one section.
    ///   - nameStyle: Sort and display order of names; `nil` (the default) takes the first
    ///     locale's custom (``NameStyle/init(locale:sortOrder:displayOrder:)``).
    /// - Returns: The sectioned records; row *i* of its ``SectionedRecords/sectioned`` is
    ///   record *i*, and ``SectionedRecords/readings`` holds the reading each was filed by.
    /// - Throws: `SectionizeError` for an unknown locale, a bad option, or readings asked for
    ///   explicitly that cannot be computed.
    /// - Complexity: One sort key per record (two with a reading), plus one reading per
    ///   distinct name part.
    public func sections(ofRecords records: [ContactRecord], nameStyle: NameStyle? = nil) throws(SectionizeError) -> SectionedRecords {
        let collation = try makeCollation()
        let style = nameStyle ?? NameStyle(locale: locales.first?.rawValue ?? collation.resolvedLocales[0])
        return try collation.sections(ofRecords: records, nameStyle: style, readingProvider: try resolvedReadings(for: collation).provider)
    }
}
