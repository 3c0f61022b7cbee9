public import SectionizeKit

extension ContactRecord {
    /// Checks that every record has an identity, and that no two share one: what a live
    /// list (`SectionizeKit.SectionedList`) and a diff of two exports need to tell a renamed
    /// contact (a move) from a removed one and a new one.
    ///
    /// - Parameters:
    ///   - records: The records, each read with ``RecordFields/id`` named.
    ///   - field: The field that holds the identity, for messages (`UID`, `id`).
    /// - Throws: `SectionizeError` with code `SectionizeError/Code/invalidData`, naming the
    ///   record's input and line (`contacts.vcf:12: record 3 has no UID`), or both lines of
    ///   a repeated identity.
    /// - Complexity: O(*n*) hashes.
    public static func checkIDs(_ records: [ContactRecord], field: String) throws(SectionizeError) {
        var first: [String: ContactRecord] = [:]
        first.reserveCapacity(records.count)
        for record in records {
            guard let id = record.id, !id.isEmpty else {
                throw SectionizeError(
                    .invalidData, "\(record.source):\(record.line): record \(record.number) has no \(field)",
                    source: record.source, line: record.line)
            }
            if let earlier = first.updateValue(record, forKey: id) {
                throw SectionizeError(
                    .invalidData,
                    "\(record.source):\(record.line): \(field) \"\(id)\" of record \(record.number) is also that of record \(earlier.number) (\(earlier.source):\(earlier.line))",
                    source: record.source, line: record.line)
            }
        }
    }

    /// Whether two versions of a record look the same in a list: every field but where the
    /// record was read (``number``, ``source``, ``line``). A diff reloads a row whose
    /// versions differ.
    ///
    /// - Parameter other: The other version.
    public func hasSameContent(as other: ContactRecord) -> Bool {
        name == other.name && formattedName == other.formattedName && nickname == other.nickname
            && phone == other.phone && email == other.email && id == other.id && showsOrganization == other.showsOrganization
    }
}
