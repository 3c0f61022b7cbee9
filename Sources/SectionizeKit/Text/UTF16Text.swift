internal import SectionizeICU
/// Small helpers for UTF-16 text held as `[UInt16]`, the form every ICU call takes.
///
/// Labels are compared by code units here, never with `String ==`, which would treat
/// canonically equivalent strings (NFC and NFD) as equal where ICU does not.
enum UTF16Text {
    /// The UTF-16 code units of a string.
    static func units(_ string: String) -> [UInt16] { Array(string.utf16) }

    /// A `String` from UTF-16 code units.
    static func string(_ units: [UInt16]) -> String { String(decoding: units, as: UTF16.self) }

    /// Appends a string's UTF-16 code units to `units`: the same units as
    /// `append(contentsOf: string.utf16)`, transcoded from the string's UTF-8 storage in one
    /// pass instead of through `String.UTF16View`'s indices.
    static func append(_ string: String, to units: inout [UInt16]) {
        var string = string
        string.withUTF8 { utf8 in
            guard !utf8.isEmpty else { return }
            let base = units.count
            units.append(contentsOf: repeatElement(0, count: utf8.count))
            let written = units.withUnsafeMutableBufferPointer { target in
                transcode(utf8, into: UnsafeMutableBufferPointer(rebasing: target[base...]))
            }
            units.removeLast(utf8.count - written)
        }
    }

    /// Transcodes well-formed UTF-8 (as every Swift `String` is) to UTF-16.
    ///
    /// - Parameters:
    ///   - utf8: The bytes.
    ///   - out: Room for at least `utf8.count` code units.
    /// - Returns: The number of code units written.
    static func transcode(_ utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var i = 0
        var k = 0
        while let (scalar, width) = decodeScalar(utf8, at: i) {
            if scalar < 0x10000 {
                out[k] = UInt16(truncatingIfNeeded: scalar)
                k &+= 1
            } else {
                let v = scalar &- 0x10000
                out[k] = UInt16(truncatingIfNeeded: 0xD800 | (v >> 10))
                out[k &+ 1] = UInt16(truncatingIfNeeded: 0xDC00 | (v & 0x3FF))
                k &+= 2
            }
            i &+= width
        }
        return k
    }

    /// The scalar starting at byte `i` of well-formed UTF-8, and its length in bytes; `nil`
    /// past the end.
    @inline(__always)
    static func decodeScalar(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int)? {
        guard i < utf8.count else { return nil }
        let b0 = UInt32(utf8[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F), 3)
        }
        return (
            (b0 & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6
                | UInt32(utf8[i + 3] & 0x3F), 4
        )
    }

    /// The code points of UTF-16 text (lone surrogates are returned as themselves).
    static func codePoints(_ units: [UInt16]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(units.count)
        var i = 0
        while i < units.count {
            let u = units[i]
            if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                result.append(0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00))
                i += 2
            } else {
                result.append(UInt32(u))
                i += 1
            }
        }
        return result
    }

    /// Whether the text holds more than one code point.
    static func hasMoreThanOneCodePoint(_ units: [UInt16]) -> Bool {
        switch units.count {
        case 0, 1: false
        case 2: !(UTF16.isLeadSurrogate(units[0]) && UTF16.isTrailSurrogate(units[1]))
        default: true
        }
    }

    /// The text with U+034F COMBINING GRAPHEME JOINER between its code points: ICU's way
    /// to see whether a multi-letter label is a real contraction.
    static func separated(_ units: [UInt16]) -> [UInt16] {
        var result: [UInt16] = []
        for (i, cp) in codePoints(units).enumerated() {
            if i > 0 { result.append(0x034F) }
            appendCodePoint(cp, to: &result)
        }
        return result
    }

    /// Appends one code point as UTF-16.
    static func appendCodePoint(_ cp: UInt32, to units: inout [UInt16]) {
        if cp >= 0x10000 {
            let v = cp - 0x10000
            units.append(UInt16(0xD800 + (v >> 10)))
            units.append(UInt16(0xDC00 + (v & 0x3FF)))
        } else {
            units.append(UInt16(cp))
        }
    }

    /// Code point order comparison of UTF-16 text (`UnicodeString::compareCodePointOrder`).
    static func codePointOrder(_ a: [UInt16], _ b: [UInt16]) -> Int {
        let ca = codePoints(a), cb = codePoints(b)
        for (x, y) in zip(ca, cb) where x != y { return x < y ? -1 : 1 }
        return ca.count == cb.count ? 0 : (ca.count < cb.count ? -1 : 1)
    }
}
