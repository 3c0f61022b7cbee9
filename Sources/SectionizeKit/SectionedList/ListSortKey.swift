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
///
/// A key is a plain value (no reference count): its bytes live in the ``ListKeyStorage`` of
/// the list that holds it, which keeps them as long as the list, or any copy of it, lives.
/// Building a list of a million elements stores a million keys without a million retains.
///
/// `Sendable` notes: the bytes a key points to are written once, before the key exists, and
/// never change; the storage that owns them is immutable and shared by reference count.
struct ListSortKey: @unchecked Sendable {
    /// The first 8 bytes, big-endian, zero-padded.
    let prefix: UInt64
    /// The first byte of the whole key (without ICU's terminating NUL).
    let start: UnsafePointer<UInt8>
    /// The number of bytes.
    let count: Int

    /// The key's bytes, valid while the list (storage) that holds the key lives.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (byte order, which
    /// ICU guarantees equals the collator's order).
    @inline(__always)
    static func compare(_ a: ListSortKey, _ b: ListSortKey) -> Int {
        if a.prefix != b.prefix { return a.prefix < b.prefix ? -1 : 1 }
        // The same bytes (a list and an edited copy share their unchanged keys).
        if a.start == b.start && a.count == b.count { return 0 }
        return ICU.SortKey.compare(a.bytes, b.bytes)
    }

    /// Calls `body` with a key over `bytes` that is valid only during the call (for a search).
    static func withTemporaryKey<R>(_ bytes: [UInt8], _ body: (ListSortKey) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            // An empty key still needs an address; it is never read.
            var none: UInt8 = 0
            return withUnsafePointer(to: &none) { empty in
                body(ListSortKey(prefix: ICU.SortKey.prefix(buffer), start: buffer.baseAddress ?? empty, count: buffer.count))
            }
        }
    }
}

/// The memory that a list's sort keys point into: the key buffers of the build (the keys in
/// list order, so that walking a list reads its keys in sequence) and one buffer per later
/// batch of edits, linked so that a copy of a list shares every buffer it had and adds its
/// own in O(1).
///
/// Keys of removed or renamed elements stay until the list compacts its keys
/// (``SectionedList`` does so when they outweigh the live ones).
struct ListKeyStorage: Sendable {
    /// The newest buffer; each links to the one before.
    private(set) var head: ListKeyBuffer?
    /// Bytes in all buffers.
    private(set) var totalBytes = 0

    /// No keys yet.
    init() {}

    /// Storage that owns buffers already filled (a build's), with `totalBytes` in all.
    init(owning buffers: [UnsafeMutablePointer<UInt8>], totalBytes: Int) {
        for buffer in buffers { head = ListKeyBuffer(owned: buffer, next: head) }
        self.totalBytes = totalBytes
    }

    /// Copies keys into one new buffer and returns them, in order.
    ///
    /// - Complexity: O(total bytes).
    mutating func store(_ keys: [[UInt8]]) -> [ListSortKey] {
        let (memory, stored) = Self.copy(keys.count, bytes: keys.reduce(0) { $0 + $1.count }) { k, copy in
            keys[k].withUnsafeBufferPointer { copy($0, ICU.SortKey.prefix($0)) }
        }
        head = ListKeyBuffer(owned: memory, next: head)
        totalBytes += stored.reduce(0) { $0 + $1.count }
        return stored
    }

    /// Copies the bytes of `keys` into one new buffer, in order, and replaces the storage
    /// with that buffer alone: the keys that are not among `keys` are dropped.
    ///
    /// - Parameter keys: Every key the list still holds, each once.
    /// - Returns: The same keys, pointing into the new buffer.
    /// - Complexity: O(total bytes of `keys`).
    mutating func compact(_ keys: [ListSortKey]) -> [ListSortKey] {
        let (memory, stored) = Self.copy(keys.count, bytes: keys.reduce(0) { $0 + $1.count }) { k, copy in
            copy(keys[k].bytes, keys[k].prefix)
        }
        head = ListKeyBuffer(owned: memory, next: nil)
        totalBytes = stored.reduce(0) { $0 + $1.count }
        return stored
    }

    /// Copies `count` keys of `bytes` bytes in all into one new buffer: `key(k, copy)` passes
    /// key *k*'s bytes and prefix to `copy`.
    private static func copy(
        _ count: Int, bytes: Int,
        key: (Int, (UnsafeBufferPointer<UInt8>, UInt64) -> Void) -> Void
    ) -> (UnsafeMutablePointer<UInt8>, [ListSortKey]) {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes))
        var result: [ListSortKey] = []
        result.reserveCapacity(count)
        var end = 0
        for k in 0..<count {
            key(k) { source, prefix in
                if let base = source.baseAddress { (memory + end).update(from: base, count: source.count) }
                result.append(ListSortKey(prefix: prefix, start: UnsafePointer(memory + end), count: source.count))
                end += source.count
            }
        }
        return (memory, result)
    }
}

/// One buffer of key bytes, linked to the buffers stored before it.
///
/// `Sendable` notes: the bytes are written before the buffer is shared and never change;
/// `next` changes only in `deinit`, when no one else holds the buffer it unlinks.
final class ListKeyBuffer: @unchecked Sendable {
    /// The bytes, allocated by whoever filled them and freed by this buffer.
    private let owned: UnsafeMutablePointer<UInt8>
    /// The buffer stored before this one.
    private var next: ListKeyBuffer?

    init(owned: UnsafeMutablePointer<UInt8>, next: ListKeyBuffer?) {
        self.owned = owned
        self.next = next
    }

    deinit {
        owned.deallocate()
        // Unlink the chain one buffer at a time, not by recursion: a list edited a million
        // times has a million buffers until it compacts.
        var rest = next
        next = nil
        while var buffer = rest {
            rest = nil
            guard isKnownUniquelyReferenced(&buffer) else { break }
            rest = buffer.next
            buffer.next = nil
        }
    }
}
