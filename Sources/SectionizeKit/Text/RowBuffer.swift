internal import SectionizeICU
/// The rows of an input in one contiguous UTF-8 byte array, with no `String` per row.
///
/// Row `i` is `utf8[offsets[i] ..< offsets[i + 1]]`; rows sit back to back with no separators,
/// and `offsets` has `count + 1` entries, the first 0 and the last `utf8.count`. Each row's
/// bytes are well-formed UTF-8 (`SectionizeInput.InputDecoder` validates them; `String`s always are).
///
/// # Performance
/// Ten million rows cost their bytes plus two `Int`s each (an offset and a line number),
/// instead of one `String` (16 bytes inline, plus a heap object for rows over 15 bytes) each.
/// Sectioning feeds each row to ICU as UTF-16 straight from these bytes, without a `String`.
public struct RowBuffer: Sendable, Equatable {
    /// The UTF-8 bytes of all rows, back to back, with no separators.
    public let utf8: [UInt8]
    /// `count + 1` offsets into ``utf8``: row `i` is `utf8[offsets[i] ..< offsets[i + 1]]`.
    public let offsets: [Int]
    /// The 1-based source line of each row (blank and skipped lines are counted but have no row).
    public let lineNumbers: [Int]

    /// Creates a buffer from parts that satisfy the layout invariants.
    package init(utf8: [UInt8], offsets: [Int], lineNumbers: [Int]) {
        assert(offsets.count == lineNumbers.count + 1 && offsets.first == 0 && offsets.last == utf8.count)
        self.utf8 = utf8
        self.offsets = offsets
        self.lineNumbers = lineNumbers
    }

    /// Creates a buffer holding `strings` as rows, numbered as lines 1, 2, 3, ….
    ///
    /// Strings are taken as they are: an empty string is an (empty) row, and line ends inside
    /// a string stay part of it.
    ///
    /// - Parameter strings: The rows.
    /// - Complexity: O(*n*), where *n* is the total UTF-8 length of `strings`.
    public init(_ strings: [String]) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        var offsets: [Int] = [0]
        offsets.reserveCapacity(strings.count + 1)
        for string in strings {
            utf8.append(contentsOf: string.utf8)
            offsets.append(utf8.count)
        }
        self.init(utf8: utf8, offsets: offsets, lineNumbers: Array(1..<(strings.count + 1)))
    }

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    public var count: Int { lineNumbers.count }

    /// The row at `i` as a `String`.
    ///
    /// - Parameter i: A row index, `0 ..< count`.
    /// - Returns: A new `String` with the row's bytes.
    /// - Complexity: O(*m*), where *m* is the row's length.
    public subscript(_ i: Int) -> String {
        withUTF8(i) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of row `i`, without copying them.
    ///
    /// - Parameters:
    ///   - i: A row index, `0 ..< count`.
    ///   - body: A closure that takes the row's bytes; the pointer must not escape it.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    /// - Complexity: O(1) plus the cost of `body`.
    public func withUTF8<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = offsets[i]
        let end = offsets[i + 1]
        return try utf8.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<end]))
        }
    }

    /// Every row as a `String`, in order.
    ///
    /// - Complexity: O(*n*), where *n* is `utf8.count`, plus one allocation per row.
    public var strings: [String] {
        (0..<count).map { self[$0] }
    }
}
