import SectionizeInput
import SectionizeKit

/// What keys a table's rows: the records its columns make, and an empty `SectionedList`
/// made with the store's configuration, whose keys, sections and readings are those every
/// list and `sectionize` give (the store never computes a key in any other way).
struct StoreKeyer: Sendable {
    /// The stamp the running library would write.
    var stamp: StoreStamp
    let style: NameStyle
    let collation: IndexedCollation
    let readingProvider: (any ReadingProvider)?
    /// An empty list: its `SectionedList/storedKey(of:)` keys one record.
    let list: SectionedList<ContactRecord, String>
    let columns: RecordColumns
    /// The columns read from the user's table, in order: the id, then each named field, then
    /// the scope column (when it is not one of those).
    let selectedColumns: [String]
    /// The position of the scope column in ``selectedColumns``, or `nil` for one list.
    let scopeColumn: Int?

    init(table: StoreTable, configuration: SectioningConfiguration, nameStyle: NameStyle?) throws(SectionizeError) {
        let collation = try configuration.makeCollation()
        let readings = try configuration.resolvedReadings(for: collation)
        self.collation = collation
        readingProvider = readings.provider
        let style = nameStyle ?? NameStyle(locale: configuration.locales.first?.rawValue ?? collation.resolvedLocales[0])
        self.style = style
        var effective = configuration
        effective.readingMode = readings.mode
        stamp = StoreStamp(
            table: table, configuration: effective, nameStyle: style, readingSource: readings.provider?.source,
            sectionTitles: collation.sectionTitles)
        list = try SectionedList(
            [], id: { $0.id ?? "" }, text: { $0.sortText(style) }, reading: { $0.reading(style) },
            collation: collation, readingProvider: readings.provider, indexBarOptions: configuration.indexBarOptions)
        var header = [table.id]
        for column in table.fields.columnNames where !header.contains(column) { header.append(column) }
        if let scope = table.scope, !header.contains(scope) { header.append(scope) }
        selectedColumns = header
        scopeColumn = table.scope.flatMap { header.firstIndex(of: $0) }
        var fields = table.fields
        fields.id = table.id
        columns = try RecordColumns(header: header, fields: fields, source: "table \(table.name)")
    }

    /// The record of a row of the user's table (values of ``selectedColumns``).
    func record(_ values: [String]) -> ContactRecord { columns.record(values) }

    /// Builds the list of all rows, keyed as `sectionize` keys them (`verify` compares the
    /// store with it; a build keys its rows with ``KeyedRows``, from the same code without
    /// building the list).
    func list(of records: [ContactRecord]) throws(SectionizeError) -> SectionedList<ContactRecord, String> {
        let style = self.style
        return try SectionedList(
            records, id: { $0.id ?? "" }, text: { $0.sortText(style) }, reading: { $0.reading(style) },
            collation: collation, readingProvider: readingProvider, indexBarOptions: list.indexBarOptions)
    }

    /// A hash of a row's source values (FNV-1a, 64 bits): a row whose hash changed is re-keyed
    /// by a sync. Stable across processes and machines.
    static func sourceHash(_ values: [String]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, value) in values.enumerated() {
            if i > 0 {
                hash ^= 0x1F
                hash = hash &* 0x0100_0000_01b3
            }
            for byte in value.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
        }
        return Int64(bitPattern: hash)
    }
}

extension RecordFields {
    /// The columns named, in a fixed order, without the id.
    var columnNames: [String] {
        [name, given, family, middle, prefix, suffix, organization, reading, givenReading, familyReading].compactMap { $0 }
    }
}
