import Dispatch

/// The lookup keys of a static list, with three hash indexes of the keys' first weights in
/// list order, so that a query word visits only the keys that begin as it does, and meets
/// them in the order the list shows them.
///
/// # Performance
/// Keys are built on all cores (one ``NameLookup`` per worker, each on a contiguous run of
/// elements, reading the input in place, front to back). The keys' first four weights are
/// then scattered into list order (one pass) and counted into the three indexes (one
/// counting sort each, all at once): O(*k*) for *k* keys. A query word of one weight scans
/// the entries whose first weight hashes as its own, a word of two those whose first two
/// weights do, a longer word those whose first three do (with the fourth beside them);
/// entries come in list order, so the first matches found are the ones kept, and counting
/// the rest reads the bucket front to back. A query of several words walks its two most
/// selective words' buckets together (the second galloping to the first's positions) and
/// checks the other words only on elements both begin; each entry's group (a byte beside
/// it) answers a query of two words without reading their keys (words past four weights
/// excepted).
package struct SearchIndex: Sendable {
    let folding: SearchFolding
    /// The keys, in the parts their workers built: part *j* holds elements
    /// `j * partSize ..< (j + 1) * partSize` (kept apart: joining them would copy every weight
    /// once more on one core).
    let parts: [LookupKeys]
    let partSize: Int
    /// Keys by hash of their first weight: `firstStarts[b] ..< firstStarts[b + 1]` in
    /// `firstEntries`, each with its first weight and list position, in list order, and its
    /// key's group at the same index of `firstGroups`.
    let firstStarts: [UInt32]
    let firstEntries: [FirstEntry]
    let firstGroups: [UInt8]
    /// Keys of two or more weights by hash of their first two weights, each with those two
    /// weights and its list position, in list order (groups in `pairGroups`).
    let pairStarts: [UInt32]
    let pairEntries: [PairEntry]
    let pairGroups: [UInt8]
    /// Keys of three or more weights by hash of their first three weights, each with its first
    /// four weights (the fourth 0 for a key of three) and its list position: what a query word
    /// of three or more weights scans (groups in `tripleGroups`).
    let tripleStarts: [UInt32]
    let tripleEntries: [TripleEntry]
    let tripleGroups: [UInt8]
    /// For each list position, its element (the order its keys were built in, the input's).
    let elementAt: [UInt32]
    /// For each bucket of each index, the number of positions among its entries when every
    /// entry has the same first weight (first-weight index) or first two weights (pair
    /// index), else `nil`: a one-word query of one or two weights whose bucket holds only its
    /// own keys (most do) knows its count without reading past the matches it keeps.
    let firstCounts: [BucketCount]
    let pairCounts: [BucketCount]
    let tripleCounts: [BucketCount]

    /// What a bucket's entries share, and how many positions they are at.
    struct BucketCount: Sendable {
        var w0: UInt32 = 0
        var w1: UInt32 = 0
        var w2: UInt32 = 0
        /// Positions among the entries; `UInt32.max` when the entries' weights differ.
        var positions: UInt32 = 0
        var last = UInt32.max

        /// Notes an entry at `position` with weights `w0`, `w1`, `w2` (0 for those the index
        /// does not key on; entries come in list order).
        @inline(__always)
        mutating func note(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32, at position: UInt32) {
            guard positions != UInt32.max else { return }
            if positions == 0 {
                (self.w0, self.w1, self.w2) = (w0, w1, w2)
            } else if self.w0 != w0 || self.w1 != w1 || self.w2 != w2 {
                positions = UInt32.max
                return
            }
            if position != last {
                positions += 1
                last = position
            }
        }

        /// The positions of a word's entries, when the bucket holds only entries it begins.
        func count(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32) -> Int? {
            positions != UInt32.max && positions > 0 && self.w0 == w0 && self.w1 == w1 && self.w2 == w2 ? Int(positions) : nil
        }
    }

    struct FirstEntry: Sendable {
        var w0: UInt32
        var position: UInt32
    }

    struct PairEntry: Sendable {
        var w0: UInt32
        var w1: UInt32
        var position: UInt32
    }

    struct TripleEntry: Sendable {
        var w0: UInt32
        var w1: UInt32
        var w2: UInt32
        /// The key's fourth weight, or 0 (no primary weight is 0) for a key of three.
        var w3: UInt32
        var position: UInt32
    }

    /// A key's first four weights (0 past its end) and its group: what the indexes hold.
    fileprivate struct Head {
        var w0: UInt32
        var w1: UInt32
        var w2: UInt32
        var w3: UInt32
        var group: UInt8
    }

    static let firstBits = 12
    static let pairBits = 16
    static let tripleBits = 18

    @inline(__always)
    static func firstBucket(_ w0: UInt32) -> Int { Int((w0 &* 0x9E37_79B1) >> UInt32(32 - firstBits)) }

    @inline(__always)
    static func pairBucket(_ w0: UInt32, _ w1: UInt32) -> Int {
        Int(((w0 &* 0x9E37_79B1) ^ (w1 &* 0x85EB_CA77)) >> UInt32(32 - pairBits))
    }

    @inline(__always)
    static func tripleBucket(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32) -> Int {
        Int(((w0 &* 0x9E37_79B1) ^ (w1 &* 0x85EB_CA77) ^ (w2 &* 0xC2B2_AE3D)) >> UInt32(32 - tripleBits))
    }

    /// The number of elements.
    package var count: Int { parts.reduce(0) { $0 + $1.elementCount } }

    /// The part holding element `e`'s keys, and the element's index there.
    @inline(__always)
    func locate(_ e: Int) -> (part: Int, element: Int) {
        let part = e / partSize
        return (part, e - part * partSize)
    }

    /// Builds the keys of `count` elements, on all cores, and with `indexed` the two indexes
    /// that queries read.
    ///
    /// - Parameters:
    ///   - locale: The ICU locale ID whose collation folds the keys (the list's first).
    ///   - count: The number of elements.
    ///   - positionOf: For each element, its position in the list, or `UInt32.max` for one the
    ///     list does not show (keys are built in the elements' own order, which reads the input
    ///     in place, front to back).
    ///   - parallelism: The number of workers (1 for small lists).
    ///   - indexed: Whether to build the indexes (`false`: only the keys, as a page needs).
    ///   - appendName: Appends the keys of the element at a list position with the worker's
    ///     builder; called from several threads at once.
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    init(
        locale: String, count: Int, positionOf: [UInt32], parallelism: Int, indexed: Bool = true,
        appendName: @Sendable (Int, inout NameLookup, inout LookupKeys) -> Void
    ) throws(SectionizeError) {
        precondition(positionOf.count == count, "SearchIndex: one list position per element")
        let folding = try SearchFolding.cached(locale: locale)
        self.folding = folding
        let workers = count < 8_192 ? 1 : max(1, parallelism) * 4
        let chunk = (count + workers - 1) / max(1, workers)
        let parts = JobResults<LookupKeys>(count: workers)
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
        let all = (0..<workers).map { parts[$0] ?? LookupKeys() }
        self.parts = all
        partSize = max(1, chunk)
        var elementAt = [UInt32](repeating: 0, count: positionOf.lazy.filter { $0 != UInt32.max }.count)
        for (e, p) in positionOf.enumerated() where p != UInt32.max { elementAt[Int(p)] = UInt32(e) }
        self.elementAt = elementAt
        if indexed {
            let (first, pair, triple) = Self.buckets(of: all, partSize: max(1, chunk), positionOf: positionOf, elementAt: elementAt)
            (firstStarts, firstEntries, firstGroups, firstCounts) = first
            (pairStarts, pairEntries, pairGroups, pairCounts) = pair
            (tripleStarts, tripleEntries, tripleGroups, tripleCounts) = triple
        } else {
            (firstStarts, firstEntries, firstGroups, firstCounts) = ([0], [], [], [])
            (pairStarts, pairEntries, pairGroups, pairCounts) = ([0], [], [], [])
            (tripleStarts, tripleEntries, tripleGroups, tripleCounts) = ([0], [], [], [])
        }
    }

    /// One index: its bucket starts, its entries in list order, their groups, and its
    /// buckets' counts.
    fileprivate typealias Built<Entry> = (starts: [UInt32], entries: [Entry], groups: [UInt8], counts: [BucketCount])

    /// The three indexes: each shown element's key heads scattered into list order (one
    /// worker per part), then one counting sort per index (the three at once).
    private static func buckets(
        of parts: [LookupKeys], partSize: Int, positionOf: [UInt32], elementAt: [UInt32]
    ) -> (first: Built<FirstEntry>, pair: Built<PairEntry>, triple: Built<TripleEntry>) {
        let shown = elementAt.count
        // Where each list position's keys begin among the heads: each part writes its
        // elements' key counts at their positions (one worker per part, reading front to
        // back), then one pass adds them up.
        var headStarts = [UInt32](repeating: 0, count: shown + 1)
        headStarts.withUnsafeMutableBufferPointer { counts in
            positionOf.withUnsafeBufferPointer { positionOf in
                nonisolated(unsafe) let (counts, positionOf) = (counts, positionOf)
                DispatchQueue.concurrentPerform(iterations: parts.count) { job in
                    parts[job].elementEnds.withUnsafeBufferPointer { ends in
                        var begin: UInt32 = 0
                        for local in 0..<ends.count {
                            let p = positionOf[job * partSize + local]
                            if p != UInt32.max { counts[Int(p) + 1] = ends[local] - begin }
                            begin = ends[local]
                        }
                    }
                }
            }
        }
        for p in 0..<shown { headStarts[p + 1] += headStarts[p] }
        let headCount = Int(headStarts[shown])
        let positionStarts = headStarts
        let heads = [Head](unsafeUninitializedCapacity: headCount) { out, initialized in
            let target = UnsafeSendableHeads(pointer: out.baseAddress)
            headStarts.withUnsafeBufferPointer { headStarts in
                positionOf.withUnsafeBufferPointer { positionOf in
                    nonisolated(unsafe) let (headStarts, positionOf) = (headStarts, positionOf)
                    DispatchQueue.concurrentPerform(iterations: parts.count) { job in
                        let keys = parts[job]
                        keys.weights.withUnsafeBufferPointer { w in
                            keys.keyEnds.withUnsafeBufferPointer { ends in
                                var k = 0
                                for local in 0..<keys.elementCount {
                                    let end = Int(keys.elementEnds[local])
                                    let p = positionOf[job * partSize + local]
                                    guard p != UInt32.max else {
                                        k = end
                                        continue
                                    }
                                    var slot = Int(headStarts[Int(p)])
                                    while k < end {
                                        let start = k == 0 ? 0 : Int(ends[k - 1])
                                        let length = Int(ends[k]) - start
                                        (target.pointer! + slot).initialize(
                                            to: Head(
                                                w0: w[start], w1: length > 1 ? w[start + 1] : 0, w2: length > 2 ? w[start + 2] : 0,
                                                w3: length > 3 ? w[start + 3] : 0, group: keys.keyGroups[k]))
                                        slot += 1
                                        k += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
            initialized = headCount
        }
        let first = JobResults<Built<FirstEntry>>(count: 1)
        let pair = JobResults<Built<PairEntry>>(count: 1)
        let triple = JobResults<Built<TripleEntry>>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 3) { job in
            switch job {
            case 0:
                first[0] = index(
                    of: heads, positionStarts: positionStarts, buckets: 1 << firstBits, bucket: { firstBucket($0.w0) },
                    entry: { FirstEntry(w0: $0.w0, position: $1) }, shared: { ($0.w0, 0, 0, $0.position) })
            case 1:
                // Keys of two weights or more.
                pair[0] = index(
                    of: heads, positionStarts: positionStarts, buckets: 1 << pairBits,
                    bucket: { $0.w1 == 0 ? nil : pairBucket($0.w0, $0.w1) },
                    entry: { PairEntry(w0: $0.w0, w1: $0.w1, position: $1) }, shared: { ($0.w0, $0.w1, 0, $0.position) })
            default:
                // Keys of three weights or more.
                triple[0] = index(
                    of: heads, positionStarts: positionStarts, buckets: 1 << tripleBits,
                    bucket: { $0.w2 == 0 ? nil : tripleBucket($0.w0, $0.w1, $0.w2) },
                    entry: { TripleEntry(w0: $0.w0, w1: $0.w1, w2: $0.w2, w3: $0.w3, position: $1) },
                    shared: { ($0.w0, $0.w1, $0.w2, $0.position) })
            }
        }
        return (first[0]!, pair[0]!, triple[0]!)
    }

    /// One index by counting sort: the heads `bucket` places (`nil`: not in this index), in
    /// list order within each bucket, as `entry` makes them, with their groups; then each
    /// bucket's count, read front to back (`shared`: an entry's weights that must be the same
    /// throughout the bucket for its count to be known, and its position).
    @inline(__always)
    private static func index<Entry>(
        of heads: [Head], positionStarts: [UInt32], buckets: Int, bucket: (Head) -> Int?, entry: (Head, UInt32) -> Entry,
        shared: (Entry) -> (UInt32, UInt32, UInt32, UInt32)
    ) -> Built<Entry> {
        var starts = [UInt32](repeating: 0, count: buckets + 1)
        for h in heads { if let b = bucket(h) { starts[b + 1] += 1 } }
        for b in 1..<starts.count { starts[b] += starts[b - 1] }
        let total = Int(starts[buckets])
        var next = starts
        var groups = [UInt8](repeating: 0, count: total)
        let entries = [Entry](unsafeUninitializedCapacity: total) { out, initialized in
            groups.withUnsafeMutableBufferPointer { groups in
                for p in 0..<(positionStarts.count - 1) {
                    for i in Int(positionStarts[p])..<Int(positionStarts[p + 1]) {
                        let h = heads[i]
                        guard let b = bucket(h) else { continue }
                        let slot = Int(next[b])
                        (out.baseAddress! + slot).initialize(to: entry(h, UInt32(p)))
                        groups[slot] = h.group
                        next[b] += 1
                    }
                }
            }
            initialized = total
        }
        let counts = [BucketCount](unsafeUninitializedCapacity: buckets) { out, initialized in
            entries.withUnsafeBufferPointer { entries in
                for b in 0..<buckets {
                    var count = BucketCount()
                    for i in Int(starts[b])..<Int(starts[b + 1]) {
                        let (w0, w1, w2, position) = shared(entries[i])
                        count.note(w0, w1, w2, at: position)
                        if count.positions == UInt32.max { break }
                    }
                    (out.baseAddress! + b).initialize(to: count)
                }
            }
            initialized = buckets
        }
        return (starts, entries, groups, counts)
    }

    /// The folded words of a query.
    package func words(of query: String) -> [[UInt32]] {
        var lookup = NameLookup(folding: folding)
        return lookup.queryWords(query)
    }

    /// The entries a word's scan reads: its bucket in the triple index (three or more
    /// weights), the pair index (two) or the first-weight index (one).
    private func bucket(of word: [UInt32]) -> Range<Int> {
        if word.count >= 3 {
            let b = Self.tripleBucket(word[0], word[1], word[2])
            return Int(tripleStarts[b])..<Int(tripleStarts[b + 1])
        }
        if word.count == 2 {
            let b = Self.pairBucket(word[0], word[1])
            return Int(pairStarts[b])..<Int(pairStarts[b + 1])
        }
        let b = Self.firstBucket(word[0])
        return Int(firstStarts[b])..<Int(firstStarts[b + 1])
    }

    /// The elements that match `query`: how many, and the list positions of the first
    /// `limit` (all with `nil`), ascending.
    ///
    /// - Complexity: O(*b*) for the *b* entries in the bucket of the query's most selective
    ///   word (and, for several words, of the next most selective), plus the check of every
    ///   word on the elements both begin.
    package func matchingPositions(_ query: String, limit: Int? = nil) -> (count: Int, positions: [Int]) {
        let words = words(of: query)
        let keep = limit ?? Int.max
        guard !words.isEmpty else {
            return (elementAt.count, Array(0..<min(elementAt.count, keep)))
        }
        let order = words.indices.sorted { bucket(of: words[$0]).count < bucket(of: words[$1]).count }
        return firstEntries.withUnsafeBufferPointer { first in
            pairEntries.withUnsafeBufferPointer { pair in
                tripleEntries.withUnsafeBufferPointer { triple in
                    firstGroups.withUnsafeBufferPointer { firstGroups in
                        pairGroups.withUnsafeBufferPointer { pairGroups in
                            tripleGroups.withUnsafeBufferPointer { tripleGroups in
                                let tables = WordScan.Tables(
                                    first: first, pair: pair, triple: triple, firstGroups: firstGroups, pairGroups: pairGroups,
                                    tripleGroups: tripleGroups)
                                return matchingPositions(words: words, order: order, keep: keep, tables: tables)
                            }
                        }
                    }
                }
            }
        }
    }

    private func matchingPositions(words: [[UInt32]], order: [Int], keep: Int, tables: WordScan.Tables) -> (count: Int, positions: [Int]) {
        func scan(_ word: [UInt32]) -> WordScan {
            WordScan(word: word, range: bucket(of: word), tables: tables, index: self)
        }
        var count = 0
        var positions: [Int] = []
        var best = scan(words[order[0]])
        if words.count == 1 {
            let word = words[0]
            let known: Int? =
                switch word.count {
                case 1: firstCounts[Self.firstBucket(word[0])].count(word[0], 0, 0)
                case 2: pairCounts[Self.pairBucket(word[0], word[1])].count(word[0], word[1], 0)
                case 3: tripleCounts[Self.tripleBucket(word[0], word[1], word[2])].count(word[0], word[1], word[2])
                default: nil
                }
            if let known {
                // The bucket holds only this word's entries: the count is known, and
                // the first positions are all that is read.
                while positions.count < keep, let p = best.next() { positions.append(Int(p)) }
                return (known, positions)
            }
            while let p = best.next() {
                count += 1
                if positions.count < keep { positions.append(Int(p)) }
            }
            return (count, positions)
        }
        // The next most selective word's bucket is walked beside the best's (galloping past
        // what the best does not reach): an element both begin is checked, others are
        // passed over.
        var second = scan(words[order[1]])
        if words.count == 2 {
            // Two words: the scans' group masks at an element both begin are every group
            // each word begins a key of there, so the rule (two different groups) needs no
            // key read.
            while let p = best.next() {
                guard second.reaches(p), (best.mask | second.mask).nonzeroBitCount >= 2 else { continue }
                count += 1
                if positions.count < keep { positions.append(Int(p)) }
            }
            return (count, positions)
        }
        while let p = best.next() {
            guard second.reaches(p) else { continue }
            let (part, element) = locate(Int(elementAt[Int(p)]))
            guard parts[part].matches(element: element, words: words) else { continue }
            count += 1
            if positions.count < keep { positions.append(Int(p)) }
        }
        return (count, positions)
    }

    /// The list positions of the entries one query word begins, in list order, each once,
    /// with the groups of the keys it begins there.
    private struct WordScan {
        /// The three indexes' entries and groups, read in place.
        struct Tables {
            let first: UnsafeBufferPointer<FirstEntry>
            let pair: UnsafeBufferPointer<PairEntry>
            let triple: UnsafeBufferPointer<TripleEntry>
            let firstGroups: UnsafeBufferPointer<UInt8>
            let pairGroups: UnsafeBufferPointer<UInt8>
            let tripleGroups: UnsafeBufferPointer<UInt8>
        }

        let word: [UInt32]
        let range: Range<Int>
        let tables: Tables
        let index: SearchIndex
        /// The groups (bit *g* for group *g*) of the keys the word begins at the position
        /// `next()` last returned.
        private(set) var mask: UInt64 = 0
        private var i: Int
        /// The position `reaches(_:)` stopped at (`UInt32.max` before the first call, and at
        /// the end).
        private var current: UInt32?

        init(word: [UInt32], range: Range<Int>, tables: Tables, index: SearchIndex) {
            self.word = word
            self.range = range
            self.tables = tables
            self.index = index
            i = range.lowerBound
        }

        /// The next position with an entry the word begins (``mask`` set to the groups of
        /// every key it begins there), or `nil` at the bucket's end.
        @inline(__always)
        mutating func next() -> UInt32? {
            let end = range.upperBound
            let w0 = word[0]
            switch word.count {
            case 1:
                let first = tables.first
                while i < end {
                    let entry = first[i]
                    i += 1
                    guard entry.w0 == w0 else { continue }
                    let p = entry.position
                    mask = 1 << UInt64(tables.firstGroups[i - 1])
                    while i < end && first[i].position == p {
                        if first[i].w0 == w0 { mask |= 1 << UInt64(tables.firstGroups[i]) }
                        i += 1
                    }
                    return p
                }
                return nil
            case 2:
                let pair = tables.pair
                let w1 = word[1]
                while i < end {
                    let entry = pair[i]
                    i += 1
                    guard entry.w0 == w0, entry.w1 == w1 else { continue }
                    let p = entry.position
                    mask = 1 << UInt64(tables.pairGroups[i - 1])
                    while i < end && pair[i].position == p {
                        if pair[i].w0 == w0 && pair[i].w1 == w1 { mask |= 1 << UInt64(tables.pairGroups[i]) }
                        i += 1
                    }
                    return p
                }
                return nil
            default:
                let triple = tables.triple
                let (w1, w2) = (word[1], word[2])
                let w3 = word.count > 3 ? word[3] : 0
                @inline(__always) func begins(_ entry: TripleEntry) -> Bool {
                    entry.w0 == w0 && entry.w1 == w1 && entry.w2 == w2 && (w3 == 0 || entry.w3 == w3)
                }
                while i < end {
                    let entry = triple[i]
                    i += 1
                    guard begins(entry) else { continue }
                    let p = entry.position
                    if word.count > 4 {
                        // Past four weights the entry does not tell: the element's keys do.
                        while i < end && triple[i].position == p { i += 1 }
                        let (part, element) = index.locate(Int(index.elementAt[Int(p)]))
                        let keys = index.parts[part]
                        mask = keys.mask(of: word, in: keys.keys(ofElement: element))
                        if mask == 0 { continue }
                        return p
                    }
                    mask = 1 << UInt64(tables.tripleGroups[i - 1])
                    while i < end && triple[i].position == p {
                        if begins(triple[i]) { mask |= 1 << UInt64(tables.tripleGroups[i]) }
                        i += 1
                    }
                    return p
                }
                return nil
            }
        }

        /// Whether the word begins an entry at position `p` (``mask`` then its groups there);
        /// positions asked must ascend. Entries before `p` are passed over by galloping
        /// (their positions ascend), so a long bucket beside a short one costs the short one's
        /// length times a logarithm.
        @inline(__always)
        mutating func reaches(_ p: UInt32) -> Bool {
            if let current, current >= p { return current == p }
            skip(to: p)
            guard let next = next() else {
                current = UInt32.max
                return false
            }
            current = next
            return next == p
        }

        /// Moves to the first entry at position `p` or later.
        private mutating func skip(to p: UInt32) {
            let end = range.upperBound
            let tables = tables
            let kind = min(word.count, 3)
            @inline(__always) func position(_ j: Int) -> UInt32 {
                switch kind {
                case 1: tables.first[j].position
                case 2: tables.pair[j].position
                default: tables.triple[j].position
                }
            }
            guard i < end, position(i) < p else { return }
            // position(low) < p; high is the end or position(high) >= p.
            var low = i
            var high = i + 1
            var step = 1
            while high < end && position(high) < p {
                low = high
                step *= 2
                high = low + step
            }
            high = min(high, end)
            while low + 1 < high {
                let middle = (low + high) / 2
                if position(middle) < p { low = middle } else { high = middle }
            }
            i = high
        }
    }
}

/// Key heads written by the pieces of a parallel loop, each at its own list positions.
/// `Sendable` notes: the pieces write disjoint slots, and the loop returns before the buffer
/// is read.
private struct UnsafeSendableHeads: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<SearchIndex.Head>?
}
