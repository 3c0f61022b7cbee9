internal import SectionizeICU
/// The search keys of a set of characters, in a form a web page can apply to what a user
/// types: each weight is replaced by a small number, the same for equal weights.
///
/// A page folds a text by looking up each code point and concatenating the numbers; a row
/// matches a query when the row's numbers contain the query's as a contiguous run, which is
/// exactly ``SearchMatcher/matches(_:query:)`` for characters in the table.
public struct SearchFoldingTable: Sendable, Equatable {
    /// The characters' code points, ascending.
    public let codePoints: [UInt32]
    /// For each code point, its search key with every weight replaced by its rank among the
    /// table's distinct weights (1-based, so weight order is kept); empty for characters
    /// ignored at primary strength.
    public let keys: [[Int]]
}

extension SearchMatcher {
    /// The folding table of every character in `rows`, plus the characters a user of the
    /// locale is likely to type: the locale's exemplar characters (standard, auxiliary,
    /// index, punctuation) and their upper case, printable ASCII, Latin-1, Latin Extended-A
    /// and the combining diacritical marks.
    ///
    /// - Parameters:
    ///   - rows: The rows a page shows.
    /// - Returns: The table, keyed by code point.
    /// - Complexity: O(*n*) for *n* bytes of rows, plus one ICU walk per character the
    ///   locale's matchers have not seen before.
    public func foldingTable(forRows rows: RowBuffer) -> SearchFoldingTable {
        var seen = [UInt64](repeating: 0, count: (0x110000 + 63) / 64)
        func add(_ value: UInt32) { seen[Int(value >> 6)] |= 1 << UInt64(value & 63) }
        for scalar in String(decoding: rows.utf8, as: UTF8.self).unicodeScalars { add(scalar.value) }
        for value in keys.typingCodePoints { add(value) }
        var codePoints: [UInt32] = []
        for (word, bits) in seen.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
                let value = UInt32(word * 64 + bit)
                if Unicode.Scalar(value) != nil { codePoints.append(value) }
            }
        }
        let weights = codePoints.map { key(of: Unicode.Scalar($0)!) }
        let ranks = Dictionary(uniqueKeysWithValues: Set(weights.joined()).sorted().enumerated().map { ($1, $0 + 1) })
        return SearchFoldingTable(codePoints: codePoints, keys: weights.map { $0.map { ranks[$0]! } })
    }
}
