internal import SectionizeICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Pure byte functions on ICU sort keys, kept in the core (not in SectionizeICU) so that the
// sectioning loops inline them: across the module boundary each call was a function call
// (2.6 % more instructions at 100k rows, measured with callgrind).
extension ICU {
    /// The format of ICU sort keys, and byte-string comparisons of them.
    ///
    /// ICU guarantees that comparing two sort keys byte by byte (`memcmp`, shorter first on a
    /// common prefix) gives the same order as comparing the strings with the collator. A key is
    /// the primary weights, then for each further level a 0x01 separator and that level's
    /// weights; ICU's terminating 0x00 is dropped by ``ICU/Collator`` (see `writeSortKey`).
    enum SortKey {
        /// ICU's merge separator (`ucol_mergeSortkeys`): sort keys hold no byte below 0x03 but
        /// the level separator 0x01 (and the dropped terminator), so `key(a) 0x02 key(b)`
        /// orders by `a`, then by `b`.
        static let mergeSeparator: UInt8 = 0x02

        /// Compares two keys: negative, zero or positive.
        @inline(__always)
        static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
            let n = Swift.min(a.count, b.count)
            if n > 0 {
                let c = memcmp(a.baseAddress!, b.baseAddress!, n)
                if c != 0 { return Int(c) }
            }
            return a.count - b.count
        }

        /// The first 8 bytes of a key as a big-endian integer, zero-padded: comparing prefixes
        /// orders keys like comparing their first 8 bytes.
        @inline(__always)
        static func prefix(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var prefix: UInt64 = 0
            let n = Swift.min(8, key.count)
            for k in 0..<n { prefix |= UInt64(key[k]) << (56 - 8 * UInt64(k)) }
            return prefix
        }

        /// The length of the primary part of a full sort key: the bytes before the first level
        /// separator (0x01), or the whole key when there is none.
        @inline(__always)
        static func primaryLength(_ key: UnsafeBufferPointer<UInt8>) -> Int {
            guard let base = key.baseAddress, key.count > 0 else { return 0 }
            if let p = memchr(base, 1, key.count) {
                return base.distance(to: p.assumingMemoryBound(to: UInt8.self))
            }
            return key.count
        }
    }
}
