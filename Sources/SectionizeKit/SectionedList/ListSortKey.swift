internal import SectionizeICU
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One element's full ICU sort key, kept so that inserts binary-search instead of re-sorting
/// and snapshots compare by key without calling the collator.
///
/// The first 8 bytes are also kept as a big-endian integer, so most comparisons are one
/// integer comparison (ICU sort keys contain no zero byte, so zero padding keeps byte order).
struct ListSortKey: Sendable {
    /// The first 8 bytes, big-endian, zero-padded.
    let prefix: UInt64
    /// The whole key, without ICU's terminating NUL: a slice of one buffer that holds the
    /// keys of a whole list when the list was built, its own array for a key added later.
    let bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
        prefix = bytes.withUnsafeBufferPointer { ICU.SortKey.prefix($0) }
    }

    /// A key whose prefix is already known.
    init(prefix: UInt64, bytes: ArraySlice<UInt8>) {
        self.prefix = prefix
        self.bytes = bytes
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (byte order, which
    /// ICU guarantees equals the collator's order).
    @inline(__always)
    static func compare(_ a: ListSortKey, _ b: ListSortKey) -> Int {
        if a.prefix != b.prefix { return a.prefix < b.prefix ? -1 : 1 }
        return a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                // The same storage (a list and an edited copy share their unchanged keys).
                if pa.baseAddress == pb.baseAddress && pa.count == pb.count { return 0 }
                return ICU.SortKey.compare(pa, pb)
            }
        }
    }
}
