import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Full sort keys of many rows, with each row's bucket and key prefix.
///
/// Rows are cut into chunks of `chunkSize` consecutive rows; each chunk's keys sit back to
/// back in one buffer (written by one thread, never copied afterwards). Row `r`'s key is in
/// chunk `r / chunkSize`. Each row also keeps the first 8 bytes of its key as a big-endian
/// integer, so most comparisons while sorting are one integer comparison.
///
/// `Sendable` notes: `keyStarts` point into the memory of `chunks`, which this value keeps
/// alive and which nothing writes after `build` returns.
struct KeyArena: @unchecked Sendable {
    /// One chunk's keys, back to back (without ICU's terminating NUL), in memory this
    /// object owns; `offsets` has `rows + 1` entries.
    ///
    /// `Sendable` notes: the bytes are written only while the chunk is built, by one thread,
    /// and never change after `build` returns; `deinit` frees them.
    final class Chunk: @unchecked Sendable {
        let bytes: UnsafeMutablePointer<UInt8>
        let offsets: [Int]
        init(bytes: UnsafeMutablePointer<UInt8>, offsets: [Int]) {
            self.bytes = bytes
            self.offsets = offsets
        }
        deinit { bytes.deallocate() }
    }

    /// Rows per chunk.
    let chunkSize: Int
    /// The chunks, in row order.
    let chunks: [Chunk]
    /// The first 8 key bytes of each row, big-endian, zero-padded.
    let prefixes: [UInt64]
    /// Where each row's key starts (inside its chunk's bytes) and how long it is.
    let keyStarts: [UnsafePointer<UInt8>]
    let keyLengths: [Int32]
    /// The visible bucket of each row.
    var buckets: [Int32]

    /// Computes keys, prefixes and buckets for `count` rows on all cores.
    static func build(count: Int, engine: IndexEngine, parallelism: Int,
                      text: @Sendable (Int, inout [UInt16]) -> Void) -> KeyArena {
        let chunkCount = count < 4096 ? 1 : max(1, parallelism * 4)
        let chunkSize = max(1, (count + chunkCount - 1) / chunkCount)
        var prefixes = [UInt64](repeating: 0, count: count)
        var buckets = [Int32](repeating: 0, count: count)
        let parts = ChunkResults(count: chunkCount)
        prefixes.withUnsafeMutableBufferPointer { prefixBuffer in
            buckets.withUnsafeMutableBufferPointer { bucketBuffer in
                let shared = SharedRowOutputs(prefixes: prefixBuffer, buckets: bucketBuffer)
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    let start = min(count, chunk * chunkSize)
                    let end = min(count, start + chunkSize)
                    parts.store(chunk, buildChunk(start..<end, engine: engine, outputs: shared, text: text))
                }
            }
        }
        let chunks = parts.take()
        var keyStarts: [UnsafePointer<UInt8>] = []
        keyStarts.reserveCapacity(count)
        var keyLengths: [Int32] = []
        keyLengths.reserveCapacity(count)
        for chunk in chunks {
            for i in 0..<(chunk.offsets.count - 1) {
                keyStarts.append(UnsafePointer(chunk.bytes + chunk.offsets[i]))
                keyLengths.append(Int32(chunk.offsets[i + 1] - chunk.offsets[i]))
            }
        }
        return KeyArena(chunkSize: chunkSize, chunks: chunks, prefixes: prefixes, keyStarts: keyStarts,
                        keyLengths: keyLengths, buckets: buckets)
    }

    /// Keys, prefixes and buckets for one range of rows.
    private static func buildChunk(_ rows: Range<Int>, engine: IndexEngine, outputs: SharedRowOutputs,
                                   text: (Int, inout [UInt16]) -> Void) -> Chunk {
        let collator = engine.collators.collator
        let primary = engine.collators.primary
        let prefixIsExact = engine.collators.primaryPrefixIsExact
        var bytes = [UInt8](repeating: 0, count: max(1024, rows.count * 40))
        var used = 0
        var offsets: [Int] = [0]
        offsets.reserveCapacity(rows.count + 1)
        var units: [UInt16] = []
        units.reserveCapacity(256)
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
            let bucket: Int = bytes.withUnsafeBufferPointer { all in
                let key = UnsafeBufferPointer(rebasing: all[used..<(used + keyLength)])
                outputs.prefixes[row] = SortKey.prefix(key)
                if prefixIsExact {
                    let p = SortKey.primaryLength(key)
                    return engine.bucket(forPrimaryKey: UnsafeBufferPointer(rebasing: key[..<p]))
                }
                let primaryKey = primary.sortKey(units)
                return primaryKey.withUnsafeBufferPointer { engine.bucket(forPrimaryKey: $0) }
            }
            outputs.buckets[row] = Int32(bucket)
            used += keyLength
            offsets.append(used)
        }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, used))
        bytes.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: used) }
        return Chunk(bytes: storage, offsets: offsets)
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
        // Sort each bucket; buckets are independent, so they are shared out among threads,
        // largest first.
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
/// Rows are sorted as (8-byte key prefix, row) pairs; only rows with equal prefixes compare
/// the rest of their keys with `memcmp`. ICU sort keys contain no zero byte, so a
/// zero-padded prefix keeps byte order, and equal prefixes of a key shorter than 8 bytes mean
/// equal keys. Ties keep input order.
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
        arena.prefixes.withUnsafeBufferPointer { prefixes in
            arena.keyStarts.withUnsafeBufferPointer { keyStarts in
                arena.keyLengths.withUnsafeBufferPointer { keyLengths in
                    var entries = [Entry]()
                    entries.reserveCapacity(range.count)
                    for i in range {
                        let row = order.buffer[i]
                        entries.append(Entry(prefix: prefixes[Int(row)], row: row))
                    }
                    entries.sort { a, b in
                        if a.prefix != b.prefix { return a.prefix < b.prefix }
                        let la = Int(keyLengths[Int(a.row)]), lb = Int(keyLengths[Int(b.row)])
                        if la > 8 || lb > 8 {
                            let n = Swift.min(la, lb) - 8
                            if n > 0 {
                                let c = memcmp(keyStarts[Int(a.row)] + 8, keyStarts[Int(b.row)] + 8, n)
                                if c != 0 { return c < 0 }
                            }
                            if la != lb { return la < lb }
                        }
                        return a.row < b.row
                    }
                    for (k, i) in range.enumerated() { order.buffer[i] = entries[k].row }
                }
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

/// Per-row outputs written by the chunk workers, each row by exactly one worker.
///
/// `Sendable` notes: each worker writes only the rows of its own chunk, and the buffers are
/// read only after `concurrentPerform` has returned.
private struct SharedRowOutputs: @unchecked Sendable {
    let prefixes: UnsafeMutableBufferPointer<UInt64>
    let buckets: UnsafeMutableBufferPointer<Int32>
}

/// Per-chunk results written by concurrent workers, each into its own slot.
private final class ChunkResults: Sendable {
    private let slots: Mutex<[KeyArena.Chunk?]>
    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
    func store(_ index: Int, _ value: KeyArena.Chunk) { slots.withLock { $0[index] = value } }
    func take() -> [KeyArena.Chunk] { slots.withLock { $0.map { $0! } } }
}
