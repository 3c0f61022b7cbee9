internal import SectionizeICU
/// Skipping a row's leading white space and invisible format characters (uikit style).
///
/// A contact saved as " Anna" or "\u{200E}Anna" (left-to-right mark) belongs under A, not
/// under `#`. ICU's collation ignores most format characters but sorts spaces first, so the
/// uikit style sections and orders rows on their text after these leading characters.
enum LeadingBlanks {
    /// The number of leading UTF-16 code units that are white space (White_Space),
    /// default-ignorable or format characters (gc=Cf).
    static func count(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        var i = 0
        while i < units.count {
            let u = units[i]
            if u < 0x80 {
                // ASCII: only TAB, LF, VT, FF, CR and SPACE are White_Space.
                if u == 0x20 || (0x09...0x0D).contains(u) { i += 1; continue }
                return i
            }
            var cp = UInt32(u)
            var width = 1
            if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                cp = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                width = 2
            }
            if !ICU.isSpaceOrFormat(cp) { return i }
            i += width
        }
        return i
    }

    /// The number of leading UTF-8 bytes that are blanks (same definition as above).
    static func count(utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        while i < utf8.count {
            let b0 = utf8[i]
            if b0 < 0x80 {
                if b0 == 0x20 || (0x09...0x0D).contains(b0) { i += 1; continue }
                return i
            }
            guard let (scalar, width) = UTF16Text.decodeScalar(utf8, at: i) else { return i }
            if !ICU.isSpaceOrFormat(scalar) { return i }
            i += width
        }
        return i
    }

    /// Removes the leading blanks from UTF-16 text in place.
    static func trim(_ units: inout [UInt16]) {
        let n = units.withUnsafeBufferPointer { count($0) }
        if n > 0 { units.removeFirst(n) }
    }
}
