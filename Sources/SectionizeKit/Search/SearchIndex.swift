import Dispatch

/// The lookup keys of a static list, in list order, with two hash indexes of the keys' first
/// weights, so that a query word visits only the keys that begin as it does.
///
/// # Performance
/// Keys are built on all cores (one ``NameLookup`` per worker, each on a contiguous run of
/// elements); each index is one counting sort of the keys (O(*k*) for *k* keys). A query
/// word of one weight scans the keys whose first weight hashes as its own; a longer word
/// the keys whose first two weights do. Keys are built in the input's order (reading rows in
/// place, front to back); a query keeps the first list positions it finds in a heap of the
/// limit's size and counts the rest.
package struct SearchIndex: Sendable {
    let folding: SearchFolding
    let keys: LookupKeys
    /// Keys by hash of their first weight: `firstStarts[b] ..< firstStarts[b + 1]` in
    /// `firstEntries`, each with its first weight and element, so that a one-weight word
    /// reads one bucket and nothing else.
    let firstStarts: [UInt32]
    let firstEntries: [FirstEntry]
    /// Keys of two or more weights by hash of their first two weights, each with both
    /// weights, its key and its element.
    let pairStarts: [UInt32]
    let pairEntries: [PairEntry]
    /// For each element (in the order its keys were built, the input's), its list position.
    let positionOf: [UInt32]

    struct FirstEntry: Sendable {
        var w0: UInt32
        var element: UInt32
    }

    struct PairEntry: Sendable {
        var w0: UInt32
        var w1: UInt32
        var key: UInt32
        var element: UInt32
    }

    static let firstBits = 12
    static let pairBits = 16

    @inline(__always)
    static func firstBucket(_ w0: UInt32) -> Int { Int((w0 &* 0x9E37_79B1) >> UInt32(32 - firstBits)) }

    @inline(__always)
    static func pairBucket(_ w0: UInt32, _ w1: UInt32) -> Int {
        Int(((w0 &* 0x9E37_79B1) ^ (w1 &* 0x85EB_CA77)) >> UInt32(32 - pairBits))
    }

    /// The number of elements.
    package var count: Int { keys.elementCount }

    /// Builds the keys of `count` elements in list order, on all cores.
    ///
    /// - Parameters:
    ///   - locale: The ICU locale ID whose collation folds the keys (the list's first).
    ///   - count: The number of elements.
    ///   - positionOf: For each element, its position in the list (keys are built in the
    ///     elements' own order, which reads the input in place, front to back).
    ///   - parallelism: The number of workers (1 for small lists).
    ///   - appendName: Appends the keys of the element at a list position with the worker's
    ///     builder; called from several threads at once.
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    init(
        locale: String, count: Int, positionOf: [UInt32], parallelism: Int,
        appendName: @Sendable (Int, inout NameLookup, inout LookupKeys) -> Void
    ) throws(SectionizeError) {
        precondition(positionOf.count == count, "SearchIndex: one list position per element")
        self.positionOf = positionOf
        let folding = try SearchFolding.cached(locale: locale)
        self.folding = folding
        let workers = count < 8_192 ? 1 : max(1, parallelism) * 4
        let chunk = (count + workers - 1) / max(1, workers)
        let parts = JobSlots<LookupKeys>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var lookup = NameLookup(folding: folding)
            var keys = LookupKeys()
            let range = min(count, w * chunk)..<min(count, (w + 1) * chunk)
            keys.elementEnds.reserveCapacity(range.count)
            keys.keyEnds.reserveCapacity(range.count * 3)
            keys.keyGroups.reserveCapacity(range.count * 3)
            keys.weights.reserveCapacity(range.count * 16)
            for i in range { appendName(i, &lookup, &keys) }
            parts[w] = keys
        }
        var all = parts[0] ?? LookupKeys()
        if workers > 1 {
            all.reserve(adding: (1..<workers).compactMap { parts[$0] })
            for w in 1..<workers { if let part = parts[w] { all.append(part) } }
        }
        keys = all
        (firstStarts, firstEntries, pairStarts, pairEntries) = Self.buckets(of: all)
    }

    private static func buckets(of keys: LookupKeys) -> ([UInt32], [FirstEntry], [UInt32], [PairEntry]) {
        let keyCount = keys.keyEnds.count
        var firstStarts = [UInt32](repeating: 0, count: (1 << firstBits) + 1)
        var pairStarts = [UInt32](repeating: 0, count: (1 << pairBits) + 1)
        return keys.weights.withUnsafeBufferPointer { w in
            keys.keyEnds.withUnsafeBufferPointer { ends in
                for k in 0..<keyCount {
                    let start = k == 0 ? 0 : Int(ends[k - 1])
                    firstStarts[firstBucket(w[start]) + 1] += 1
                    if Int(ends[k]) - start >= 2 { pairStarts[pairBucket(w[start], w[start + 1]) + 1] += 1 }
                }
                for b in 1..<firstStarts.count { firstStarts[b] += firstStarts[b - 1] }
                for b in 1..<pairStarts.count { pairStarts[b] += pairStarts[b - 1] }
                var firstNext = firstStarts
                var pairNext = pairStarts
                var pairEntriesOut: [PairEntry] = []
                let firstEntries = [FirstEntry](unsafeUninitializedCapacity: Int(firstStarts.last!)) { first, firstCount in
                    pairEntriesOut = [PairEntry](unsafeUninitializedCapacity: Int(pairStarts.last!)) { pair, pairCount in
                        var k = 0
                        for e in 0..<keys.elementCount {
                            let end = Int(keys.elementEnds[e])
                            while k < end {
                                let start = k == 0 ? 0 : Int(ends[k - 1])
                                let w0 = w[start]
                                let f = firstBucket(w0)
                                first[Int(firstNext[f])] = FirstEntry(w0: w0, element: UInt32(e))
                                firstNext[f] += 1
                                if Int(ends[k]) - start >= 2 {
                                    let w1 = w[start + 1]
                                    let p = pairBucket(w0, w1)
                                    pair[Int(pairNext[p])] = PairEntry(w0: w0, w1: w1, key: UInt32(k), element: UInt32(e))
                                    pairNext[p] += 1
                                }
                                k += 1
                            }
                        }
                        pairCount = Int(pairStarts.last!)
                    }
                    firstCount = Int(firstStarts.last!)
                }
                return (firstStarts, firstEntries, pairStarts, pairEntriesOut)
            }
        }
    }

    /// The folded words of a query.
    package func words(of query: String) -> [[UInt32]] {
        var lookup = NameLookup(folding: folding)
        return lookup.queryWords(query)
    }

    /// The elements that match `query`: how many, and the list positions of the first
    /// `limit` (all with `nil`), ascending.
    ///
    /// - Complexity: O(*b*) for the *b* keys in the bucket of the query's most selective word,
    ///   plus the check of every other word on each candidate.
    package func matchingPositions(_ query: String, limit: Int? = nil) -> (count: Int, positions: [Int]) {
        let words = words(of: query)
        let keep = limit ?? Int.max
        guard !words.isEmpty else {
            let shown = positionOf.lazy.filter { $0 != UInt32.max }.count
            return (shown, Array(0..<min(shown, keep)))
        }
        // The word whose bucket is smallest picks the candidates.
        var bestWord = 0
        var bestSize = Int.max
        for (i, word) in words.enumerated() {
            let size: Int
            if word.count >= 2 {
                let p = Self.pairBucket(word[0], word[1])
                size = Int(pairStarts[p + 1] - pairStarts[p])
            } else {
                let f = Self.firstBucket(word[0])
                size = Int(firstStarts[f + 1] - firstStarts[f])
            }
            if size < bestSize { (bestWord, bestSize) = (i, size) }
        }
        let word = words[bestWord]
        let single = words.count == 1
        // Buckets list elements in input order: keep the `keep` smallest list positions in a
        // max-heap, count the rest.
        var heap: [Int] = []
        var found = 0
        var last = UInt32.max
        func take(_ e: UInt32) {
            last = e
            guard positionOf[Int(e)] != UInt32.max, single || keys.matches(element: Int(e), words: words) else { return }
            found += 1
            let position = Int(positionOf[Int(e)])
            if heap.count < keep {
                heap.append(position)
                var i = heap.count - 1
                while i > 0 {
                    let parent = (i - 1) / 2
                    guard heap[parent] < heap[i] else { break }
                    heap.swapAt(parent, i)
                    i = parent
                }
            } else if keep > 0 && position < heap[0] {
                heap[0] = position
                var i = 0
                while true {
                    let l = 2 * i + 1
                    let r = l + 1
                    var largest = i
                    if l < heap.count && heap[l] > heap[largest] { largest = l }
                    if r < heap.count && heap[r] > heap[largest] { largest = r }
                    if largest == i { break }
                    heap.swapAt(i, largest)
                    i = largest
                }
            }
        }
        if word.count >= 2 {
            let p = Self.pairBucket(word[0], word[1])
            let (w0, w1) = (word[0], word[1])
            let long = word.count > 2
            for entry in pairEntries[Int(pairStarts[p])..<Int(pairStarts[p + 1])] {
                guard entry.element != last, entry.w0 == w0, entry.w1 == w1 else { continue }
                if long && !keys.key(Int(entry.key), startsWith: word) { continue }
                take(entry.element)
            }
        } else {
            let f = Self.firstBucket(word[0])
            let w0 = word[0]
            for entry in firstEntries[Int(firstStarts[f])..<Int(firstStarts[f + 1])] {
                guard entry.element != last, entry.w0 == w0 else { continue }
                take(entry.element)
            }
        }
        return (found, heap.sorted())
    }
}

/// One result slot per job, written by that job only.
///
/// `Sendable` notes: each slot is written by exactly one job of a `concurrentPerform` and
/// read after it returns.
final class JobSlots<Value>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        values = .allocate(capacity: max(1, count))
        values.initialize(repeating: nil, count: count)
    }

    deinit {
        values.deinitialize(count: count)
        values.deallocate()
    }

    subscript(i: Int) -> Value? {
        get { values[i] }
        set { values[i] = newValue }
    }
}
