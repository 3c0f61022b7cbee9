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
    public func appendUTF16(ofRow i: Int, to units: inout [UInt16]) {
        let start = offsets[i]
        let end = offsets[i + 1]
        guard start < end else { return }
        // A row of m UTF-8 bytes has at most m UTF-16 units; write them in place, then trim.
        let base = units.count
        units.append(contentsOf: repeatElement(0, count: end - start))
        let written = utf8.withUnsafeBufferPointer { source in
            units.withUnsafeMutableBufferPointer { target in
                Self.transcode(source.baseAddress!, start, end, into: target.baseAddress! + base)
            }
        }
        units.removeLast(end - start - written)
    }

    /// Transcodes well-formed UTF-8 `p[start ..< end]` to UTF-16 at `out`.
    ///
    /// - Returns: The number of code units written.
    @inline(__always)
    private static func transcode(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                                  into out: UnsafeMutablePointer<UInt16>) -> Int {
        var i = start
        var k = 0
        while i < end {
            let b0 = UInt32(p[i])
            if b0 < 0x80 {
                out[k] = UInt16(truncatingIfNeeded: b0)
                i &+= 1
                k &+= 1
            } else if b0 < 0xE0 {
                out[k] = UInt16(truncatingIfNeeded: (b0 & 0x1F) << 6 | UInt32(p[i &+ 1] & 0x3F))
                i &+= 2
                k &+= 1
            } else if b0 < 0xF0 {
                out[k] = UInt16(truncatingIfNeeded: (b0 & 0x0F) << 12 | UInt32(p[i &+ 1] & 0x3F) << 6
                    | UInt32(p[i &+ 2] & 0x3F))
                i &+= 3
                k &+= 1
            } else {
                let scalar = (b0 & 0x07) << 18 | UInt32(p[i &+ 1] & 0x3F) << 12
                    | UInt32(p[i &+ 2] & 0x3F) << 6 | UInt32(p[i &+ 3] & 0x3F)
                let v = scalar &- 0x10000
                out[k] = UInt16(truncatingIfNeeded: 0xD800 | (v >> 10))
                out[k &+ 1] = UInt16(truncatingIfNeeded: 0xDC00 | (v & 0x3FF))
                i &+= 4
                k &+= 2
            }
        }
        return k
    }
}
