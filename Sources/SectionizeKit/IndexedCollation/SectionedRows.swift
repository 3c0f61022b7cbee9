/// Rows grouped into an index's sections and sorted inside them.
///
/// Made by ``IndexedCollation/sections(ofRows:)``. Every input row is in exactly one section;
/// the rows of a section are in the locale's collation order, ties in input order. Rows are
/// referred to by their position in ``rows``, so their bytes can be written out unchanged.
public struct SectionedRows: Sendable {
    /// The rows, as given.
    public let rows: RowBuffer
    /// The sections (titles and kinds), in order; the same as the index's buckets.
    public let sections: [IndexBucket]
    let order: SectionedOrder
    /// The rows' readings, when sectioned with readings.
    var readings: RowReadings? = nil

    /// The number of rows.
    public var rowCount: Int { rows.count }

    /// The positions (in ``rows``) of the rows of section `s`, in order.
    ///
    /// - Parameter s: A section index, `0 ..< sections.count`.
    public func rowIndexes(inSection s: Int) -> ArraySlice<Int32> {
        order.rows(inBucket: s)
    }

    /// The number of rows in each section.
    public var counts: [Int] {
        (0..<sections.count).map { order.bucketStarts[$0 + 1] - order.bucketStarts[$0] }
    }

    /// The section of the row at position `i` of ``rows``.
    public func section(ofRow i: Int) -> Int { Int(order.bucketOfRow[i]) }

    /// The sections that hold at least one row, in order.
    public var nonEmptySections: [Int] {
        let counts = self.counts
        return counts.indices.filter { counts[$0] > 0 }
    }

    /// Every row position, section by section, each section in order.
    public var orderedRowIndexes: [Int32] { order.order }
}

extension IndexedCollation {
    /// Groups rows into this index's sections, each sorted by the locale's collation.
    ///
    /// This is the fast path for large inputs: it reads each row's UTF-8 bytes directly,
    /// computes one sort key per row on all cores, and never creates a `String` per row.
    ///
    /// - Parameter rows: The rows, usually from ``InputDecoder``.
    /// - Returns: The rows' sections and order.
    /// - Complexity: One sort key per row, O(*n* log *n*) byte comparisons.
    public func sections(ofRows rows: RowBuffer) -> SectionedRows {
        let order = sectioner.section(count: rows.count) { i, units in
            rows.appendUTF16(ofRow: i, to: &units)
        }
        return SectionedRows(rows: rows, sections: buckets, order: order)
    }
}
