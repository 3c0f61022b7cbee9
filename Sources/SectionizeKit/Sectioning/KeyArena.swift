internal import SectionizeICU
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Full sort keys of many rows, with each row's bucket and key prefix.
///
/// Rows are cut into chunks of consecutive rows; each chunk's keys sit back to back in one
/// buffer (written by one thread, never copied afterwards), and `keyStarts`/`keyLengths`
/// say where each row's key is. Each row also keeps the first 8 bytes of its key as a
/// big-endian integer, so most comparisons while sorting are one integer comparison.
///
/// `Sendable` notes: `keyStarts` point into the memory of `chunks`, which this value keeps
/// alive and which nothing writes after `build` returns.
struct KeyArena: @unchecked Sendable {
    /// One chunk's keys, back to back (without ICU's terminating NUL), in memory this
    /// object owns.
    ///
    /// `Sendable` notes: the bytes are written only while the chunk is built, by one thread,
    /// and never change after `build` returns; `deinit` frees them.
    final class Chunk: @unchecked Sendable {
        let bytes: UnsafeMutablePointer<UInt8>
        init(bytes: UnsafeMutablePointer<UInt8>) { self.bytes = bytes }
        deinit { bytes.deallocate() }
    }

    /// A built chunk and the `rows + 1` offsets of its keys (needed only until `keyStarts`
    /// and `keyLengths` are filled in).
    struct BuiltChunk: Sendable {
        let chunk: Chunk
        let offsets: [Int]
        /// The chunk's readings, when built with a reading plan.
        var readings: RowReadings.Chunk? = nil
    }

    /// The chunks, in row order; kept only to own the memory `keyStarts` point into.
    let chunks: [Chunk]
    /// The first 8 key bytes of each row, big-endian, zero-padded.
    let prefixes: [UInt64]
    /// Where each row's key starts (inside its chunk's bytes) and how long it is.
    let keyStarts: [UnsafePointer<UInt8>]
    let keyLengths: [Int32]
    /// The visible bucket of each row.
    var buckets: [Int32]

    /// Readings of the rows, when the arena was built with a ``ReadingPlan``.
    var readings: RowReadings? = nil

    /// Computes keys, prefixes and buckets for `count` rows on all cores.
    ///
    /// With a reading plan, each row's key is the composite described at ``ReadingPlan``
    /// and its bucket comes from its reading.
    static func build(
        count: Int, engine: IndexEngine, parallelism: Int, readings plan: ReadingPlan? = nil,
        text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> KeyArena {
        // Small inputs in one chunk: below a few thousand rows, dispatching to other threads
        // costs more than the keys (a key takes about 1 µs). Larger inputs get four chunks
        // per core, so that a chunk of long keys (CJK, Indic) does not leave a core idle
        // while the others finish; with readings, one chunk per core, because each chunk
        // keeps its own reading cache and fewer caches mean fewer repeated parses.
        let chunkCount = count < 4096 ? 1 : max(1, parallelism * (plan == nil ? 4 : 1))
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
                    if let plan {
                        parts.store(chunk, buildChunk(start..<end, engine: engine, outputs: shared, plan: plan, text: text))
                    } else {
                        parts.store(chunk, buildChunk(start..<end, engine: engine, outputs: shared, text: text))
                    }
                }
            }
        }
        let built = parts.take()
        var keyStarts: [UnsafePointer<UInt8>] = []
        keyStarts.reserveCapacity(count)
        var keyLengths: [Int32] = []
        keyLengths.reserveCapacity(count)
        for part in built {
            for i in 0..<(part.offsets.count - 1) {
                keyStarts.append(UnsafePointer(part.chunk.bytes + part.offsets[i]))
                keyLengths.append(Int32(part.offsets[i + 1] - part.offsets[i]))
            }
        }
        return KeyArena(
            chunks: built.map(\.chunk), prefixes: prefixes, keyStarts: keyStarts,
            keyLengths: keyLengths, buckets: buckets,
            readings: plan == nil ? nil : RowReadings(chunks: built.compactMap(\.readings), source: plan?.provider?.source))
    }

    /// Keys, prefixes and buckets for one range of rows.
    private static func buildChunk(
        _ rows: Range<Int>, engine: IndexEngine, outputs: SharedRowOutputs,
        text: (Int, inout [UInt16]) -> Void
    ) -> BuiltChunk {
        let collator = engine.collators.collator
        // Keys go straight into memory the chunk will own: no zero-filling, no final copy.
        // 32 bytes per row: measured on 100k generated names (Data/generate_names.py), ICU
        // 72 sort keys at tertiary strength are 22 bytes on average (median 22, 99th
        // percentile 41, for de, ja and zh alike), so one allocation almost always holds the
        // whole chunk; a chunk of longer keys grows the buffer by doubling.
        var keys = KeyWriter(capacity: max(1024, rows.count * 32))
        var offsets: [Int] = [0]
        offsets.reserveCapacity(rows.count + 1)
        var units: [UInt16] = []
        units.reserveCapacity(256)
        for row in rows {
            units.removeAll(keepingCapacity: true)
            text(row, &units)
            let start = keys.used
            // Two statements: the buffer must be read after appendKey, which may reallocate.
            let length = keys.appendKey(of: units, collator: collator)
            let key = keys.buffer(start, length)
            outputs.prefixes[row] = ICU.SortKey.prefix(key)
            outputs.buckets[row] = Int32(engine.bucket(forSortKey: key, of: units))
            offsets.append(keys.used)
        }
        return BuiltChunk(chunk: Chunk(bytes: keys.take()), offsets: offsets)
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
                    // Entries arrive in row order; a stable radix sort on the prefix keeps
                    // that order among equal prefixes.
                    BucketSorter.radixSort(&entries)
                    // Runs of equal prefixes: sort by the rest of the keys, then rows.
                    let keys = Keys(starts: keyStarts, lengths: keyLengths)
                    var scratch: [Entry] = []
                    var histogram = [Int](repeating: 0, count: 256)
                    entries.withUnsafeMutableBufferPointer { all in
                        var runStart = 0
                        while runStart < all.count {
                            var runEnd = runStart + 1
                            while runEnd < all.count && all[runEnd].prefix == all[runStart].prefix { runEnd += 1 }
                            if runEnd - runStart > 1 {
                                if runEnd - runStart > BucketSorter.radixMinimum && scratch.isEmpty {
                                    scratch = [Entry](repeating: Entry(prefix: 0, row: 0), count: all.count)
                                }
                                scratch.withUnsafeMutableBufferPointer { scratch in
                                    BucketSorter.sortRun(
                                        UnsafeMutableBufferPointer(rebasing: all[runStart..<runEnd]), offset: 8,
                                        keys: keys, scratch: scratch, histogram: &histogram)
                                }
                            }
                            runStart = runEnd
                        }
                    }
                    for (k, i) in range.enumerated() { order.buffer[i] = entries[k].row }
                }
            }
        }
    }

    /// Runs longer than this are radix sorted; shorter ones by comparisons.
    private static let radixMinimum = 64
    /// Key bytes sorted by radix passes at most; beyond them, comparisons.
    private static let radixDepth = 64

    /// The rows' keys.
    private struct Keys {
        let starts: UnsafeBufferPointer<UnsafePointer<UInt8>>
        let lengths: UnsafeBufferPointer<Int32>

        /// Bytes `offset ..< offset + 8` of a row's key as a big-endian integer, zero-padded
        /// past the key's end (keys hold no zero byte, so a key that ends sorts first).
        @inline(__always)
        func chunk(_ row: Int32, at offset: Int) -> UInt64 {
            let length = Int(lengths[Int(row)])
            guard length > offset else { return 0 }
            return ICU.SortKey.prefix(UnsafeBufferPointer(start: starts[Int(row)] + offset, count: length - offset))
        }
    }

    /// Sorts entries whose keys agree on their first `offset` bytes by the rest of their keys,
    /// then by row. Long runs (many rows with one name) are radix sorted 8 bytes at a time,
    /// recursing into runs that still agree; short ones compare the rest with `memcmp`.
    private static func sortRun(
        _ run: UnsafeMutableBufferPointer<Entry>, offset: Int, keys: Keys,
        scratch: UnsafeMutableBufferPointer<Entry>, histogram: inout [Int]
    ) {
        let inOrder: (Entry, Entry) -> Bool = { a, b in
            let la = Int(keys.lengths[Int(a.row)]), lb = Int(keys.lengths[Int(b.row)])
            if la > offset || lb > offset {
                let n = Swift.min(la, lb) - offset
                if n > 0 {
                    let c = memcmp(keys.starts[Int(a.row)] + offset, keys.starts[Int(b.row)] + offset, n)
                    if c != 0 { return c < 0 }
                }
                if la != lb { return la < lb }
            }
            return a.row < b.row
        }
        // Runs are often one name repeated, already in order.
        if zip(run, run.dropFirst()).allSatisfy({ inOrder($0, $1) }) { return }
        guard run.count > radixMinimum, offset < radixDepth else {
            var run = run
            run.sort(by: inOrder)
            return
        }
        for i in run.indices { run[i].prefix = keys.chunk(run[i].row, at: offset) }
        radixSort(run, scratch: UnsafeMutableBufferPointer(rebasing: scratch[0..<run.count]), histogram: &histogram)
        var start = 0
        while start < run.count {
            var end = start + 1
            while end < run.count && run[end].prefix == run[start].prefix { end += 1 }
            // Equal chunks of a key that ends inside them are equal keys, already in row order.
            if end - start > 1, Int(keys.lengths[Int(run[start].row)]) > offset + 8 {
                sortRun(
                    UnsafeMutableBufferPointer(rebasing: run[start..<end]), offset: offset + 8, keys: keys,
                    scratch: scratch, histogram: &histogram)
            }
            start = end
        }
    }

    /// Stable LSD radix sort of entries by their 64-bit prefix, one byte per pass; passes
    /// where every entry has the same byte (common: rows of one bucket share their first
    /// key bytes) are skipped.
    private static func radixSort(_ entries: inout [Entry]) {
        let count = entries.count
        guard count > radixMinimum else {
            // Small buckets: a comparison sort, stable by row. Eight radix passes over a
            // 256-entry histogram each cost more than sorting a few dozen entries.
            entries.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.row < $1.row }
            return
        }
        var scratch = [Entry](repeating: Entry(prefix: 0, row: 0), count: count)
        var histogram = [Int](repeating: 0, count: 256)
        entries.withUnsafeMutableBufferPointer { source in
            scratch.withUnsafeMutableBufferPointer { target in
                radixSort(source, scratch: target, histogram: &histogram)
            }
        }
    }

    /// The radix sort of ``radixSort(_:)`` on a buffer, with scratch room of the same size.
    private static func radixSort(
        _ source: UnsafeMutableBufferPointer<Entry>, scratch target: UnsafeMutableBufferPointer<Entry>,
        histogram: inout [Int]
    ) {
        let count = source.count
        var from = source, to = target
        var inSource = true
        for pass in 0..<8 {
            let shift = UInt64(pass * 8)
            for k in 0..<256 { histogram[k] = 0 }
            for e in from { histogram[Int((e.prefix >> shift) & 0xFF)] += 1 }
            if histogram.contains(count) { continue }  // every entry has this byte
            var sum = 0
            for k in 0..<256 {
                let c = histogram[k]
                histogram[k] = sum
                sum += c
            }
            for e in from {
                let k = Int((e.prefix >> shift) & 0xFF)
                to[histogram[k]] = e
                histogram[k] += 1
            }
            swap(&from, &to)
            inSource.toggle()
        }
        if !inSource { _ = source.update(fromContentsOf: target) }
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
struct SharedRowOutputs: @unchecked Sendable {
    let prefixes: UnsafeMutableBufferPointer<UInt64>
    let buckets: UnsafeMutableBufferPointer<Int32>
}

/// Per-chunk results written by concurrent workers, each into its own slot.
///
/// `Sendable` notes: slot `i` is written only by the worker of chunk `i`, and all slots are
/// read only after `concurrentPerform` has returned (which orders those writes before the
/// reads). No lock is needed, and ThreadSanitizer sees the hand-off.
private final class ChunkResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<KeyArena.BuiltChunk?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
    func store(_ index: Int, _ value: KeyArena.BuiltChunk) { slots[index] = value }
    func take() -> [KeyArena.BuiltChunk] { slots.map { $0! } }
}
