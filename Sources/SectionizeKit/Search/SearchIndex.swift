import Dispatch

/// The lookup keys of a static list, in list order, with two hash indexes of the keys' first
/// weights, so that a query word visits only the keys that begin as it does.
///
/// # Performance
/// Keys are built on all cores (one ``NameLookup`` per worker, each on a contiguous run of
/// elements); each index is one counting sort of the keys (O(*k*) for *k* keys). A query
/// word of one weight scans the keys whose first weight hashes as its own; a longer word
/// the keys whose first two weights do. Keys are laid out element by element, so each
/// bucket lists its elements in list order and matches come out sorted without a sort.
package struct SearchIndex: Sendable {
    let folding: SearchFolding
    let keys: LookupKeys
    /// Keys by hash of their first weight: `firstStarts[b] ..< firstStarts[b + 1]` in `firstKeys`.
    let firstStarts: [UInt32]
    let firstKeys: [UInt32]
    /// Keys of two or more weights by hash of their first two weights.
    let pairStarts: [UInt32]
    let pairKeys: [UInt32]
    /// For each key, its element.
    let keyElements: [UInt32]

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
    ///   - parallelism: The number of workers (1 for small lists).
    ///   - name: The text and the reading (or `nil`) of the element at a list position;
    ///     called from several threads at once.
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    package init(
        locale: String, count: Int, parallelism: Int,
        name: @Sendable (Int) -> (text: String, reading: String?)
    ) throws(SectionizeError) {
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
            keys.keyEnds.reserveCapacity(range.count * 2)
            keys.weights.reserveCapacity(range.count * 16)
            for i in range {
                let (text, reading) = name(i)
                lookup.appendKeys(of: text, reading: reading, to: &keys)
            }
            parts[w] = keys
        }
        var all = parts[0] ?? LookupKeys()
        for w in 1..<workers { if let part = parts[w] { all.append(part) } }
        keys = all
        (firstStarts, firstKeys, pairStarts, pairKeys, keyElements) = Self.buckets(of: all)
    }

    private static func buckets(of keys: LookupKeys) -> ([UInt32], [UInt32], [UInt32], [UInt32], [UInt32]) {
        let keyCount = keys.keyEnds.count
        var keyElements = [UInt32](repeating: 0, count: keyCount)
        var first = [Int32](repeating: -1, count: keyCount)
        var pair = [Int32](repeating: -1, count: keyCount)
        var firstCounts = [UInt32](repeating: 0, count: (1 << firstBits) + 1)
        var pairCounts = [UInt32](repeating: 0, count: (1 << pairBits) + 1)
        keys.weights.withUnsafeBufferPointer { w in
            var k = 0
            for e in 0..<keys.elementCount {
                let end = Int(keys.elementEnds[e])
                while k < end {
                    keyElements[k] = UInt32(e)
                    let start = k == 0 ? 0 : Int(keys.keyEnds[k - 1])
                    let stop = Int(keys.keyEnds[k])
                    let f = firstBucket(w[start])
                    first[k] = Int32(f)
                    firstCounts[f + 1] += 1
                    if stop - start >= 2 {
                        let p = pairBucket(w[start], w[start + 1])
                        pair[k] = Int32(p)
                        pairCounts[p + 1] += 1
                    }
                    k += 1
                }
            }
        }
        for b in 1..<firstCounts.count { firstCounts[b] += firstCounts[b - 1] }
        for b in 1..<pairCounts.count { pairCounts[b] += pairCounts[b - 1] }
        var firstKeys = [UInt32](repeating: 0, count: Int(firstCounts.last!))
        var pairKeys = [UInt32](repeating: 0, count: Int(pairCounts.last!))
        var firstNext = firstCounts
        var pairNext = pairCounts
        for k in 0..<keyCount {
            let f = Int(first[k])
            firstKeys[Int(firstNext[f])] = UInt32(k)
            firstNext[f] += 1
            let p = Int(pair[k])
            if p >= 0 {
                pairKeys[Int(pairNext[p])] = UInt32(k)
                pairNext[p] += 1
            }
        }
        return (firstCounts, firstKeys, pairCounts, pairKeys, keyElements)
    }

    /// The folded words of a query.
    package func words(of query: String) -> [[UInt32]] {
        var lookup = NameLookup(folding: folding)
        return lookup.queryWords(query)
    }

    /// The list positions of the elements that match `query`, ascending.
    ///
    /// - Complexity: O(*b*) for the *b* keys in the bucket of the query's most selective word,
    ///   plus the check of every other word on each candidate.
    package func matchingPositions(_ query: String) -> [Int] {
        let words = words(of: query)
        guard !words.isEmpty else { return Array(0..<count) }
        // The word whose bucket is smallest picks the candidates.
        var best: (keys: ArraySlice<UInt32>, word: Int)? = nil
        for (i, word) in words.enumerated() {
            let bucket: ArraySlice<UInt32>
            if word.count >= 2 {
                let p = Self.pairBucket(word[0], word[1])
                bucket = pairKeys[Int(pairStarts[p])..<Int(pairStarts[p + 1])]
            } else {
                let f = Self.firstBucket(word[0])
                bucket = firstKeys[Int(firstStarts[f])..<Int(firstStarts[f + 1])]
            }
            if best == nil || bucket.count < best!.keys.count { best = (bucket, i) }
        }
        guard let best else { return [] }
        let word = words[best.word]
        var result: [Int] = []
        var last = -1
        for k in best.keys {
            let e = Int(keyElements[Int(k)])
            guard e != last, keys.key(Int(k), startsWith: word) else { continue }
            last = e
            if words.count == 1 || keys.matches(element: e, words: words) { result.append(e) }
        }
        return result
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
