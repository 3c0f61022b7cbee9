internal import SectionizeICU
import Synchronization

/// The bucket of every name that starts with a given character, where that character alone
/// decides it: the fast path of `section(for:)`.
///
/// A name can be cut after its first character when neither that character nor the next is
/// in ICU's unsafe set (non-starters that normalization may reorder, surrogates, characters
/// followed by more inside a contraction): the primary key of the first character is then a
/// byte prefix of the name's primary key, because a sort key has no terminator between
/// primary weights. That prefix decides the bucket unless some bucket boundary's key extends
/// it (then the rest of the name matters), or it is empty (an ignorable character).
///
/// The table (one `Int32` per BMP code unit, -1 where the character does not decide) costs
/// about 65,000 primary sort keys and one enumeration of the collator's contractions, so it
/// is built on the first lookup, not with the index.
///
/// `Sendable` notes: the table is built once, published through an atomic pointer, and
/// never written after publication; losers of a publication race free their copy.
final class FirstCharacterBuckets: @unchecked Sendable {
    private let published = Atomic<UnsafeMutablePointer<Int32>?>(nil)

    deinit { published.load(ordering: .acquiring)?.deallocate() }

    /// The table for `engine`, built on first use; `nil` when the collator has the case level
    /// on or ICU cannot give its unsafe set (then every lookup takes the sort-key path, and
    /// every call tries again to build the table: acceptable for these rare collators).
    func table(for engine: IndexEngine) -> UnsafePointer<Int32>? {
        if let table = published.load(ordering: .acquiring) { return UnsafePointer(table) }
        guard let made = FirstCharacterBuckets.build(engine) else { return nil }
        let (exchanged, original) = published.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if exchanged { return UnsafePointer(made) }
        made.deallocate()
        return original.map { UnsafePointer($0) }
    }

    /// The table: 65,536 `Int32` entries, then ICU's unsafe set as a bitmap (8192 bytes) for
    /// ``isSafe(_:in:)``. Entry `u` is the visible bucket of names starting with `u` followed
    /// by a safe character (or nothing), or -1 when `u` alone does not decide: `u` is unsafe,
    /// its primary key is empty (ignorable), or a bucket boundary's key extends it. A valid
    /// bucket is never negative, so callers test `entry >= 0`.
    private static func build(_ engine: IndexEngine) -> UnsafeMutablePointer<Int32>? {
        // With the case level on, a primary-strength key ends with case weights, so the key of
        // a first character is not a prefix of the name's key: no table.
        guard engine.collators.primaryPrefixIsExact else { return nil }
        guard let unsafe = try? engine.collators.primary.unsafeBMPBitmap() else { return nil }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: 0x10000 + 2048)
        table.initialize(repeating: -1, count: 0x10000)
        // The unsafe bitmap rides along after the buckets, 2048 Int32s = 8192 bytes.
        UnsafeMutableRawPointer(table + 0x10000).copyMemory(from: unsafe, byteCount: 8192)
        let primary = engine.collators.primary
        let boundaries = engine.boundaryBytes
        let offsets = engine.boundaryOffsets
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { key in
            for u in 0..<0x10000 where unsafe[u >> 3] & (1 << (u & 7)) == 0 {
                var unit = UInt16(u)
                let written = withUnsafePointer(to: &unit) {
                    primary.writeSortKey(UnsafeBufferPointer(start: $0, count: 1), into: key)
                }
                guard let length = written, length > 0 else { continue }
                let prefix = UnsafeBufferPointer(rebasing: key[..<length])
                // Undecided when a boundary's key is longer and starts with this prefix.
                var decides = true
                for i in 0..<(offsets.count - 1) where offsets[i + 1] - offsets[i] > prefix.count {
                    if boundaries[offsets[i]..<(offsets[i] + prefix.count)].elementsEqual(prefix) {
                        decides = false
                        break
                    }
                }
                if decides { table[u] = Int32(engine.bucket(forPrimaryKey: prefix)) }
            }
        }
        return table
    }

    /// Whether a code unit is outside the unsafe set, from the bitmap stored after the table.
    @inline(__always)
    static func isSafe(_ unit: UInt16, in table: UnsafePointer<Int32>) -> Bool {
        let bitmap = UnsafeRawPointer(table + 0x10000).assumingMemoryBound(to: UInt8.self)
        return bitmap[Int(unit >> 3)] & (1 << (unit & 7)) == 0
    }
}
