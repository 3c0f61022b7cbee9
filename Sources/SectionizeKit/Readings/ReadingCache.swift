internal import SectionizeICU
import Synchronization

/// Readings of name parts already computed on one thread: family names repeat, so most rows
/// of a large list cost a table lookup per part instead of a MeCab parse or an ICU
/// transliteration. (A cache of whole rows was tried and dropped: with tens of thousands of
/// distinct names its lookups missed the processor caches and cost more than the parts'.)
///
/// Not shared between threads; each sectioning worker keeps its own.
struct ReadingCache {
    /// Computed readings by role, the reader's choice and part text (role and choice in the
    /// first code unit).
    private var known = TextTable()
    private var key: [UInt16] = []
    private var parts: [Range<Int>] = []
    /// Readings other threads computed (shared by the workers of one sectioning call).
    let shared: SharedReadings?

    /// A cache for one thread; `shared` lets threads reuse each other's parses.
    init(shared: SharedReadings? = nil) { self.shared = shared }

    /// Parts longer than this many UTF-16 code units are not read (no name part is that long;
    /// a MeCab lattice over a megabyte-long line would cost far more memory than the line).
    static let longestPart = 256
    /// How many parts of a row are read at most (names have a handful); the others keep
    /// their text.
    static let partsRead = 16

    /// U+0020 SPACE and U+3000 IDEOGRAPHIC SPACE separate the parts of a name.
    static func isSeparator(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x3000 }

    /// Writes the reading of `text` into `out` (emptied first) and returns `true`, or returns
    /// `false` when no part of the text got a reading.
    ///
    /// Parts are the runs between separators; runs of separators become one space in the
    /// reading, and separators at either end are dropped.
    mutating func reading(of text: [UInt16], reader: inout any NameReader, into out: inout [UInt16]) -> Bool {
        out.removeAll(keepingCapacity: true)
        parts.removeAll(keepingCapacity: true)
        var i = 0
        while i < text.count {
            while i < text.count, ReadingCache.isSeparator(text[i]) { i += 1 }
            let start = i
            while i < text.count, !ReadingCache.isSeparator(text[i]) { i += 1 }
            if i > start { parts.append(start..<i) }
        }
        // The reader's choice for the whole name (Japanese or Chinese in a list with both)
        // is part of each part's cache key.
        let choice = parts.isEmpty ? 0 : reader.prepare(toRead: text, parts: parts)
        var found = false
        for (k, range) in parts.enumerated() {
            if k > 0 { out.append(0x20) }
            let part = text[range]
            // Bounded work per row: only the first parts of a name are read (a name's section
            // and order are decided by its start); a pathological row of thousands of words
            // costs about what it costs without readings.
            guard k < ReadingCache.partsRead, part.count <= ReadingCache.longestPart, reader.needsReading(part) else {
                out.append(contentsOf: part)
                continue
            }
            let role: NamePartRole = parts.count == 1 ? .whole : (k == 0 ? .family : .given)
            if let reading = cached(part, role: role, choice: choice, reader: &reader) {
                out.append(contentsOf: reading)
                found = true
            } else {
                out.append(contentsOf: part)
            }
        }
        return found
    }

    private mutating func cached(
        _ part: ArraySlice<UInt16>, role: NamePartRole, choice: UInt8, reader: inout any NameReader
    ) -> [UInt16]? {
        key.removeAll(keepingCapacity: true)
        key.append(UInt16(role.rawValue) | UInt16(choice) << 8)
        key.append(contentsOf: part)
        var value: [UInt16] = []
        if let hit = key.withUnsafeBufferPointer({ known.lookup($0, appendingTo: &value) }) { return hit ? value : nil }
        if let hit = shared?.lookup(key) {
            key.withUnsafeBufferPointer { known.insert($0, value: hit) }
            return hit
        }
        let reading = reader.reading(ofPart: String(decoding: part, as: UTF16.self), role: role).map { Array($0.utf16) }
        key.withUnsafeBufferPointer { known.insert($0, value: reading) }
        shared?.store(key, reading)
        return reading
    }
}

/// Readings of name parts shared by the threads of one sectioning call: a part parsed on one
/// thread is not parsed again on another (most useful for names written without a separator,
/// which repeat less than family names).
///
/// `Sendable` notes: every access goes through the mutex; threads consult it only when their
/// own ``ReadingCache`` misses.
final class SharedReadings: Sendable {
    private let known = Mutex(TextTable())

    init() {}

    /// A reading found earlier (`.some(nil)`: the part has none), or `nil` when unknown.
    func lookup(_ key: [UInt16]) -> [UInt16]?? {
        var value: [UInt16] = []
        let found = known.withLock { table in key.withUnsafeBufferPointer { table.lookup($0, appendingTo: &value) } }
        guard let found else { return nil }
        return .some(found ? value : nil)
    }

    /// Remembers a part's reading.
    func store(_ key: [UInt16], _ reading: [UInt16]?) {
        known.withLock { table in
            key.withUnsafeBufferPointer { text in
                var ignored: [UInt16] = []
                if table.lookup(text, appendingTo: &ignored) == nil { table.insert(text, value: reading) }
            }
        }
    }
}

/// Whether UTF-16 text holds a Han character (CJK unified or compatibility ideographs in any
/// plane) or the ideographic iteration mark 々 (佐々木).
func containsHan(_ units: ArraySlice<UInt16>) -> Bool {
    units.withUnsafeBufferPointer { buffer in
        for u in buffer {
            if u < 0x3005 { continue }
            if (0x3400...0x9FFF).contains(u) || (0xF900...0xFAFF).contains(u) || u == 0x3005
                || (0xD840...0xD8BF).contains(u)
            {  // lead surrogates of planes 2 and 3 (CJK extensions B–H)
                return true
            }
        }
        return false
    }
}
