/// A row of a plain list of lines, identified by its text and, for repeated texts, which
/// occurrence it is: the element of ``SectionedList/init(rows:configuration:)``,
/// used to diff two versions of a text file (`sectionize diff`).
///
/// Texts are compared by their UTF-8 bytes, not with `String`'s `==` (which treats
/// canonically equivalent strings such as NFC and NFD `é` as equal), so every input row
/// has its own identity.
public struct TextRow: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The row's text.
    public var text: String
    /// 1 for the first row with this text (in input order), 2 for the second, ….
    public var occurrence: Int

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - text: The row's text.
    ///   - occurrence: Which occurrence of this text it is, from 1.
    public init(text: String, occurrence: Int) {
        self.text = text
        self.occurrence = occurrence
    }

    /// A row is its own identity.
    public var id: TextRow { self }

    /// Whether two rows have the same bytes and occurrence.
    ///
    /// - Parameters:
    ///   - lhs: A row.
    ///   - rhs: Another row.
    /// - Returns: `true` if both match.
    public static func == (lhs: TextRow, rhs: TextRow) -> Bool {
        lhs.occurrence == rhs.occurrence && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    /// Hashes the bytes and the occurrence.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(occurrence)
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }

    /// The text, with `#occurrence` after it for every occurrence but the first.
    public var description: String { occurrence == 1 ? text : "\(text) #\(occurrence)" }
}

extension SectionedList where Element == TextRow, ID == TextRow {
    /// Creates the list of the lines of a text: every row an element, identified by its text
    /// and occurrence (the first `Anna` is `Anna` #1, the second #2, in input order).
    ///
    /// - Parameters:
    ///   - rows: The rows, usually from `SectionizeInput.InputDecoder`.
    ///   - collation: The locale's collation and section titles.
    ///   - indexBarOptions: Options of the index bar.
    /// - Complexity: One sort key per row on all cores, and one hash per row.
    package init(rows: RowBuffer, collation: IndexedCollation, indexBarOptions: IndexBarOptions = IndexBarOptions()) {
        self.init(rows: rows, collation: collation, readingProvider: nil, indexBarOptions: indexBarOptions)
    }

    /// Creates the list of the lines of a text, sorted, sectioned and read as a configuration
    /// says (see ``init(rows:configuration:)`` for the rows' identities).
    ///
    /// - Parameters:
    ///   - rows: The rows, usually from `SectionizeInput.InputDecoder`.
    ///   - configuration: The locales, style, options, index bar options and readings.
    /// - Throws: ``SectionizeError`` when the configuration cannot be made (an unknown
    ///   locale; readings explicitly on and unavailable).
    public init(rows: RowBuffer, configuration: SectioningConfiguration) throws(SectionizeError) {
        let collation = try configuration.makeCollation()
        let provider = try configuration.resolvedReadings(for: collation).provider
        self.init(rows: rows, collation: collation, readingProvider: provider, indexBarOptions: configuration.indexBarOptions)
    }

    /// Creates the list of the lines of a text with a collation and reading provider already made.
    package init(
        rows: RowBuffer, collation: IndexedCollation, readingProvider: (any ReadingProvider)?,
        indexBarOptions: IndexBarOptions
    ) {
        var seen: [TextRow: Int] = [:]
        var elements: [TextRow] = []
        elements.reserveCapacity(rows.count)
        for i in 0..<rows.count {
            let text = rows[i]
            let probe = TextRow(text: text, occurrence: 0)
            let occurrence = (seen[probe] ?? 0) + 1
            seen[probe] = occurrence
            elements.append(TextRow(text: text, occurrence: occurrence))
        }
        do {
            try self.init(
                elements: elements, id: { $0 }, text: { $0.text },
                readingProvider: readingProvider, collation: collation,
                indexBarOptions: indexBarOptions
            ) { i, units in
                rows.appendUTF16(ofRow: i, to: &units)
            }
        } catch {
            preconditionFailure("TextRow IDs are unique by construction: \(error)")
        }
    }

    /// Creates the list of some strings (see ``init(rows:configuration:)``).
    ///
    /// - Parameters:
    ///   - strings: The rows, in input order.
    ///   - collation: The locale's collation and section titles.
    ///   - indexBarOptions: Options of the index bar.
    package init(strings: [String], collation: IndexedCollation, indexBarOptions: IndexBarOptions = IndexBarOptions()) {
        self.init(rows: RowBuffer(strings), collation: collation, indexBarOptions: indexBarOptions)
    }
}
