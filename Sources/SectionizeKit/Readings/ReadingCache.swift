/// Readings of name parts already computed on one thread: family names repeat, so most rows
/// of a large list cost a dictionary lookup per part instead of a MeCab parse or an ICU
/// transliteration.
///
/// Not shared between threads; each sectioning worker keeps its own.
struct ReadingCache {
    /// Computed readings by role and part text (the role as the first code unit).
    private var known: [[UInt16]: [UInt16]?] = [:]
    private var key: [UInt16] = []

    /// U+0020 SPACE and U+3000 IDEOGRAPHIC SPACE separate the parts of a name.
    static func isSeparator(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x3000 }

    /// Writes the reading of `text` into `out` (emptied first) and returns `true`, or returns
    /// `false` when no part of the text got a reading.
    ///
    /// Parts are the runs between separators; runs of separators become one space in the
    /// reading, and separators at either end are dropped.
    mutating func reading(of text: [UInt16], reader: inout any NameReader, into out: inout [UInt16]) -> Bool {
        out.removeAll(keepingCapacity: true)
        var parts: [Range<Int>] = []
        var i = 0
        while i < text.count {
            while i < text.count, ReadingCache.isSeparator(text[i]) { i += 1 }
            let start = i
            while i < text.count, !ReadingCache.isSeparator(text[i]) { i += 1 }
            if i > start { parts.append(start..<i) }
        }
        var found = false
        for (k, range) in parts.enumerated() {
            if k > 0 { out.append(0x20) }
            let part = text[range]
            guard reader.needsReading(part) else {
                out.append(contentsOf: part)
                continue
            }
            let role: NamePartRole = parts.count == 1 ? .whole : (k == 0 ? .family : .given)
            if let reading = cached(part, role: role, reader: &reader) {
                out.append(contentsOf: reading)
                found = true
            } else {
                out.append(contentsOf: part)
            }
        }
        return found
    }

    private mutating func cached(_ part: ArraySlice<UInt16>, role: NamePartRole, reader: inout any NameReader) -> [UInt16]? {
        key.removeAll(keepingCapacity: true)
        key.append(UInt16(role.rawValue))
        key.append(contentsOf: part)
        if let hit = known[key] { return hit }
        let reading = reader.reading(ofPart: String(decoding: part, as: UTF16.self), role: role).map { Array($0.utf16) }
        known[key] = reading
        return reading
    }
}

/// Whether UTF-16 text holds a Han character (CJK unified or compatibility ideographs in any
/// plane) or the ideographic iteration mark 々 (佐々木).
func containsHan(_ units: some Collection<UInt16>) -> Bool {
    units.contains { u in
        (0x3400...0x9FFF).contains(u) || (0xF900...0xFAFF).contains(u) || u == 0x3005
            || (0xD840...0xD8BF).contains(u)  // lead surrogates of planes 2 and 3 (CJK extensions B–H)
    }
}
