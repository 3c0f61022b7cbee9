package import SectionizeKit

/// The rows of a database table read as records: the table's columns are a header, each row
/// a record, exactly as the CSV reader reads a file with that header (the same fields, the
/// same trimming). For SectionizeStore, so that a table and a CSV export of it are read alike.
package struct RecordColumns: Sendable {
    private let columns: FieldColumns

    /// Resolves `fields` against the columns `header` names.
    ///
    /// - Throws: ``SectionizeError`` (`invalidOption`) when a named field is not a column.
    package init(header: [String], fields: RecordFields, source: String) throws(SectionizeError) {
        columns = try FieldColumns(header: header, fields: fields, source: source)
    }

    /// The record of one row (`values` parallel to the header; NULL read as empty).
    package func record(_ values: [String]) -> ContactRecord {
        columns.record { $0 < values.count ? values[$0] : "" }
    }
}
