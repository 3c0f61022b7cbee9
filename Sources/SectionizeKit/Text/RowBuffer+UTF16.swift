internal import SectionizeICU
extension RowBuffer {
    /// Appends the UTF-16 code units of row `i` to `units`, transcoding its UTF-8 by hand
    /// (no `String` is created).
    ///
    /// The result equals `Array(self[i].utf16)`: one unit for each code point below U+10000,
    /// a surrogate pair for each supplementary one. This is the form ICU takes.
    ///
    /// - Parameters:
    ///   - i: A row index, `0 ..< count`.
    ///   - units: The code units to append to.
    /// - Complexity: O(*m*), where *m* is the row's length in bytes.
    func appendUTF16(ofRow i: Int, to units: inout [UInt16]) {
        let start = offsets[i]
        let end = offsets[i + 1]
        guard start < end else { return }
        // A row of m UTF-8 bytes has at most m UTF-16 units; write them in place, then trim.
        let base = units.count
        units.append(contentsOf: repeatElement(0, count: end - start))
        let written = utf8.withUnsafeBufferPointer { source in
            units.withUnsafeMutableBufferPointer { target in
                UTF16Text.transcode(
                    UnsafeBufferPointer(rebasing: source[start..<end]),
                    into: UnsafeMutableBufferPointer(rebasing: target[base...]))
            }
        }
        units.removeLast(end - start - written)
    }
}
