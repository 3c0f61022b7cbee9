public import SectionizeKit
public import TableUpdateReference

extension SectionedListChanges {
    /// The same calls as plain integers for the reference table view
    /// (`Tests/TableUpdateReference`), which shares no code with the list it checks.
    public var referenceBatch: TableUpdateReference.Batch {
        var batch = TableUpdateReference.Batch()
        batch.deletedSections = deletedSections
        batch.insertedSections = insertedSections
        batch.deletedRows = deletedRows.map { .init($0.section, $0.row) }
        batch.insertedRows = insertedRows.map { .init($0.section, $0.row) }
        batch.movedRows = movedRows.map { (from: .init($0.from.section, $0.from.row), to: .init($0.to.section, $0.to.row)) }
        batch.reloadedRows = reloadedRows.map { .init($0.section, $0.row) }
        return batch
    }
}
