import Dispatch
import Synchronization

/// Full sort keys of many rows in one contiguous buffer, with each row's bucket.
///
/// Key `i` is `bytes[offsets[i] ..< offsets[i + 1]]` (without ICU's terminating NUL).
struct KeyArena: Sendable {
    /// All keys, back to back.
    var bytes: [UInt8]
    /// `count + 1` offsets into `bytes`.
    var offsets: [Int]
    /// The visible bucket of each row.
    var buckets: [Int32]

    /// Computes keys and buckets for `count` rows, in `parallelism` chunks at once.
    static func build(count: Int, engine: IndexEngine, parallelism: Int,
                      text: @Sendable (Int, inout [UInt16]) -> Void) -> KeyArena {
        let chunkCount = count < 4096 ? 1 : max(1, parallelism * 4)
        let chunkSize = (count + chunkCount - 1) / max(1, chunkCount)
        let parts = ChunkResults(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * chunkSize
            let end = min(count, start + chunkSize)
            parts.store(chunk, buildChunk(start..<max(start, end), engine: engine, text: text))
        }
        // Concatenate the chunks into one arena.
        let pieces = parts.take()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.bytes.count })
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var buckets: [Int32] = []
        buckets.reserveCapacity(count)
        for piece in pieces {
            let base = bytes.count
            bytes.append(contentsOf: piece.bytes)
            for o in piece.offsets.dropLast() { offsets.append(base + o) }
            buckets.append(contentsOf: piece.buckets)
        }
        offsets.append(bytes.count)
        return KeyArena(bytes: bytes, offsets: offsets, buckets: buckets)
    }

    /// Keys and buckets for one range of rows.
    private static func buildChunk(_ rows: Range<Int>, engine: IndexEngine,
                                   text: (Int, inout [UInt16]) -> Void) -> KeyArena {
        let collator = engine.collators.collator
        let primary = engine.collators.primary
        let prefixIsExact = engine.collators.primaryPrefixIsExact
        var bytes = [UInt8](repeating: 0, count: max(1024, rows.count * 48))
        var used = 0
        var offsets: [Int] = [0]
        offsets.reserveCapacity(rows.count + 1)
        var buckets: [Int32] = []
        buckets.reserveCapacity(rows.count)
        var units: [UInt16] = []
        units.reserveCapacity(256)
        var primaryKey: [UInt8] = []
        for row in rows {
            units.removeAll(keepingCapacity: true)
            text(row, &units)
            var length = 0
            while true {
                length = units.withUnsafeBufferPointer { source in
                    bytes.withUnsafeMutableBufferPointer { out in
                        collator.writeSortKey(source, into: UnsafeMutableBufferPointer(rebasing: out[used...]))
                    }
                }
                if used + length <= bytes.count { break }
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, length)))
            }
            let keyLength = max(0, length - 1)  // drop ICU's terminating NUL
            let bucket: Int
            if prefixIsExact {
                bucket = bytes.withUnsafeBufferPointer { all in
                    let key = UnsafeBufferPointer(rebasing: all[used..<(used + keyLength)])
                    let p = SortKey.primaryLength(key)
                    return engine.bucket(forPrimaryKey: UnsafeBufferPointer(rebasing: key[..<p]))
                }
            } else {
                primaryKey = primary.sortKey(units)
                bucket = primaryKey.withUnsafeBufferPointer { engine.bucket(forPrimaryKey: $0) }
            }
            used += keyLength
            offsets.append(used)
            buckets.append(Int32(bucket))
        }
        bytes.removeLast(bytes.count - used)
        return KeyArena(bytes: bytes, offsets: offsets, buckets: buckets)
    }

    /// Groups rows by bucket and sorts each bucket by key, then input position.
    func sectionedOrder(bucketCount: Int, parallelism: Int) -> SectionedOrder {
        let count = buckets.count
        var starts = [Int](repeating: 0, count: bucketCount + 1)
        for b in buckets { starts[Int(b) + 1] += 1 }
        for b in 0..<bucketCount { starts[b + 1] += starts[b] }
        var order = [Int32](repeating: 0, count: count)
        var next = starts
        for (row, b) in buckets.enumerated() {
            order[next[Int(b)]] = Int32(row)
            next[Int(b)] += 1
        }
        // Sort each bucket; buckets are independent, so they are shared out among threads.
        let sorter = BucketSorter(arena: self, starts: starts)
        order.withUnsafeMutableBufferPointer { buffer in
            let shared = UnsafeSendableBuffer(buffer)
            let sizes: [Int] = (0..<bucketCount).map { starts[$0 + 1] - starts[$0] }
            let byLargest: [Int] = (0..<bucketCount).sorted { sizes[$0] > sizes[$1] }
            let workers = max(1, min(parallelism, bucketCount))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var i = worker
                while i < byLargest.count {
                    sorter.sort(bucket: byLargest[i], in: shared)
                    i += workers
                }
            }
        }
        return SectionedOrder(bucketOfRow: buckets, order: order, bucketStarts: starts)
    }
}

/// Sorts the rows of one bucket inside a shared order buffer.
///
/// Rows are sorted as (first 8 key bytes as a big-endian integer, row) pairs, so most
/// comparisons are one integer comparison; only rows whose first 8 key bytes are equal
/// compare the rest of their keys with `memcmp`. ICU sort keys contain no zero byte, so
/// zero-padding a short key keeps byte order: equal prefixes of a key shorter than 8 bytes
/// mean equal keys.
private struct BucketSorter: Sendable {
    let arena: KeyArena
    let starts: [Int]

    private struct Entry {
        var prefix: UInt64
        var row: Int32
    }

    func sort(bucket b: Int, in order: UnsafeSendableBuffer) {
        let range = starts[b]..<starts[b + 1]
        guard range.count > 1 else { return }
        arena.bytes.withUnsafeBufferPointer { bytes in
            arena.offsets.withUnsafeBufferPointer { offsets in
                var entries = [Entry]()
                entries.reserveCapacity(range.count)
                for i in range {
                    let row = order.buffer[i]
                    let start = offsets[Int(row)], end = offsets[Int(row) + 1]
                    var prefix: UInt64 = 0
                    for k in 0..<8 {
                        prefix <<= 8
                        if start + k < end { prefix |= UInt64(bytes[start + k]) }
                    }
                    entries.append(Entry(prefix: prefix, row: row))
                }
                entries.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    let sa = offsets[Int(a.row)] + 8, ea = offsets[Int(a.row) + 1]
                    let sb = offsets[Int(b.row)] + 8, eb = offsets[Int(b.row) + 1]
                    if sa < ea || sb < eb {
                        let ka = UnsafeBufferPointer(rebasing: bytes[min(sa, ea)..<ea])
                        let kb = UnsafeBufferPointer(rebasing: bytes[min(sb, eb)..<eb])
                        let c = SortKey.compare(ka, kb)
                        if c != 0 { return c < 0 }
                    }
                    return a.row < b.row
                }
                for (k, i) in range.enumerated() { order.buffer[i] = entries[k].row }
            }
        }
    }
}

/// A mutable buffer shared by threads that each touch disjoint parts of it.
///
/// `Sendable` notes: callers guarantee that no two threads write the same element.
struct UnsafeSendableBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Int32>
    init(_ buffer: UnsafeMutableBufferPointer<Int32>) { self.buffer = buffer }
}

/// Per-chunk results written by concurrent workers, each into its own slot.
private final class ChunkResults: Sendable {
    private let slots: Mutex<[KeyArena?]>
    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
    func store(_ index: Int, _ value: KeyArena) { slots.withLock { $0[index] = value } }
    func take() -> [KeyArena] { slots.withLock { $0.map { $0! } } }
}
