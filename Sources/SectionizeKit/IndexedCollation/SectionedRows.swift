/// Rows grouped into an index's sections and sorted inside them.
///
/// Made by ``SectioningConfiguration/sections(ofRows:)``. Every input row is in exactly one section;
/// the rows of a section are in the locale's collation order, ties in input order. Rows are
/// referred to by their position in ``rows``, so their bytes can be written out unchanged.
public struct SectionedRows: Sendable {
    /// The rows, as given.
    public let rows: RowBuffer
    /// The title of each section, in order; the index's ``IndexedCollation/sectionTitles``.
    public let sectionTitles: [String]
    /// What each section stands for, parallel to ``sectionTitles``.
    public let sectionKinds: [SectionKind]
    package let order: SectionedOrder
    /// The rows' readings, when sectioned with readings.
    package var readings: RowReadings? = nil

    package init(
        rows: RowBuffer, sectionTitles: [String], sectionKinds: [SectionKind], order: SectionedOrder,
        readings: RowReadings? = nil
    ) {
        self.rows = rows
        self.sectionTitles = sectionTitles
        self.sectionKinds = sectionKinds
        self.order = order
        self.readings = readings
    }

    /// The number of rows.
    public var rowCount: Int { rows.count }

    /// The positions (in ``rows``) of the rows of a section of the index, in order.
    ///
    /// - Parameter section: A section of the index.
    /// - Complexity: O(1).
    public func rowIndexes(in section: CollationSection) -> RowIndexes {
        RowIndexes(order.rows(inBucket: section.rawValue))
    }

    /// The title of a section of the index.
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: Its entry of ``sectionTitles``.
    public func title(of section: CollationSection) -> String { sectionTitles[section.rawValue] }

    /// The kind of a section of the index.
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: Its entry of ``sectionKinds``.
    public func kind(of section: CollationSection) -> SectionKind { sectionKinds[section.rawValue] }

    /// The number of rows in each section, parallel to ``sectionTitles`` (the same word as
    /// ``IndexBar/sectionCounts``).
    public var sectionCounts: [Int] {
        (0..<sectionTitles.count).map { order.bucketStarts[$0 + 1] - order.bucketStarts[$0] }
    }

    /// The section of the row at position `row` of ``rows``.
    ///
    /// - Complexity: O(1).
    public func section(ofRow row: Int) -> CollationSection { CollationSection(rawValue: Int(order.bucketOfRow[row])) }

    /// The sections of the index that hold at least one row, in order.
    public var nonEmptySections: [CollationSection] {
        let counts = self.sectionCounts
        return counts.indices.filter { counts[$0] > 0 }.map(CollationSection.init(rawValue:))
    }

    /// Every row position, section by section, each section in order.
    public var orderedRowIndexes: RowIndexes { RowIndexes(order.order[...]) }
}

extension SectionedRows {
    /// Positions of rows in ``SectionedRows/rows``, in display order: a random-access
    /// collection of `Int`, indexed from 0.
    public struct RowIndexes: RandomAccessCollection, Sendable {
        // Row positions are stored as 32-bit integers to halve the memory of large inputs.
        private let storage: ArraySlice<Int32>

        init(_ storage: ArraySlice<Int32>) { self.storage = storage }

        /// The first position, always 0.
        public var startIndex: Int { 0 }
        /// The number of rows.
        public var endIndex: Int { storage.count }

        /// The row position at `position`.
        ///
        /// - Complexity: O(1).
        public subscript(position: Int) -> Int {
            Int(storage[storage.startIndex + position])
        }
    }
}

extension IndexedCollation {
    /// Groups rows into this index's sections, each sorted by the locale's collation.
    ///
    /// This is the fast path for large inputs: it reads each row's UTF-8 bytes directly,
    /// computes one sort key per row on all cores, and never creates a `String` per row.
    ///
    /// - Parameter rows: The rows, usually from `SectionizeInput.InputDecoder`.
    /// - Returns: The rows' sections and order.
    /// - Complexity: One sort key per row, O(*n* log *n*) byte comparisons.
    package func sections(ofRows rows: RowBuffer) -> SectionedRows {
        let order = sectioner.section(count: rows.count) { i, units in
            rows.appendUTF16(ofRow: i, to: &units)
        }
        return SectionedRows(rows: rows, sectionTitles: sectionTitles, sectionKinds: sectionKinds, order: order)
    }
}
