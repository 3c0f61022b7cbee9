/// A hash table from UTF-16 texts to optional UTF-16 values, for one thread: keys and values
/// live in one growing array and each slot holds a 64-bit hash, so a lookup is one hash of
/// the text, a probe and one comparison, with no allocation (a `Dictionary` keyed by
/// `[UInt16]` costs an array per key and several cache misses per lookup).
struct TextTable {
    private struct Entry {
        var hash: UInt64
        var keyStart: Int32
        var keyCount: Int32
        /// -1 when the key maps to `nil`.
        var valueStart: Int32
        var valueCount: Int32
    }

    private var slots: [Int32]
    private var entries: [Entry] = []
    private var storage: [UInt16] = []
    private var mask: Int

    /// The number of keys.
    var count: Int { entries.count }

    init() {
        slots = [Int32](repeating: -1, count: 1024)
        mask = 1023
    }

    /// FNV-1a over the code units.
    @inline(__always)
    private static func hash(_ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for u in text { h = (h ^ UInt64(u)) &* 0x100_0000_01b3 }
        return h ^ (h >> 29)
    }

    /// Looks a text up: `nil` when unknown, `.some(false)` when known to have no value, and
    /// `.some(true)` after appending its value to `out`.
    func lookup(_ text: UnsafeBufferPointer<UInt16>, appendingTo out: inout [UInt16]) -> Bool? {
        let h = TextTable.hash(text)
        var i = Int(truncatingIfNeeded: h) & mask
        return storage.withUnsafeBufferPointer { storage in
            while true {
                let e = Int(slots[i])
                if e < 0 { return nil }
                let entry = entries[e]
                if entry.hash == h, Int(entry.keyCount) == text.count,
                    text.count == 0 || memcmp(storage.baseAddress! + Int(entry.keyStart), text.baseAddress!, text.count * 2) == 0
                {
                    guard entry.valueStart >= 0 else { return false }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: storage[Int(entry.valueStart)..<Int(entry.valueStart + entry.valueCount)]))
                    return true
                }
                i = (i + 1) & mask
            }
        }
    }

    /// Adds a text that is not in the table yet.
    mutating func insert(_ text: UnsafeBufferPointer<UInt16>, value: [UInt16]?) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let keyStart = Int32(storage.count)
        storage.append(contentsOf: text)
        var valueStart: Int32 = -1
        if let value {
            valueStart = Int32(storage.count)
            storage.append(contentsOf: value)
        }
        let entry = Entry(
            hash: TextTable.hash(text), keyStart: keyStart, keyCount: Int32(text.count),
            valueStart: valueStart, valueCount: Int32(value?.count ?? 0))
        place(Int32(entries.count), hash: entry.hash)
        entries.append(entry)
    }

    private mutating func place(_ e: Int32, hash: UInt64) {
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = e
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (e, entry) in entries.enumerated() { place(Int32(e), hash: entry.hash) }
    }
}

#if canImport(Glibc)
import Glibc
#endif
