/// The order of one section's rows: each row's sort key and sequence number, in two
/// parallel arrays kept apart from the (generic) elements, so that searching and walking
/// the order runs as plain, non-generic code.
///
/// Rows are sorted by key, then sequence (the order in which elements with equal keys
/// entered the list).
struct ListOrder: Sendable {
    var keys: [ListSortKey] = []
    var sequences: [UInt64] = []

    var count: Int { keys.count }

    /// The first row that does not sort before (key, sequence).
    ///
    /// - Complexity: O(log *n*) key comparisons.
    func insertionRow(key: ListSortKey, sequence: UInt64) -> Int {
        keys.withUnsafeBufferPointer { keys in
            sequences.withUnsafeBufferPointer { sequences in
                var low = 0
                var high = keys.count
                while low < high {
                    let mid = (low + high) >> 1
                    let c = ListSortKey.compare(keys[mid], key)
                    if c < 0 || (c == 0 && sequences[mid] < sequence) { low = mid + 1 } else { high = mid }
                }
                return low
            }
        }
    }

    /// Whether (a, sa) sorts before (b, sb).
    @inline(__always)
    static func precedes(_ a: ListSortKey, _ sa: UInt64, _ b: ListSortKey, _ sb: UInt64) -> Bool {
        let c = ListSortKey.compare(a, b)
        return c != 0 ? c < 0 : sa < sb
    }

    /// The merge of this order, without the rows `removed` (ascending), with new rows
    /// (sorted): the result as runs of old rows and single new rows, in order.
    ///
    /// - Complexity: O(*n* + *k*) comparisons of keys, no copy of rows.
    func mergePlan(removing removed: [Int], adding keys: [ListSortKey], _ sequences: [UInt64]) -> [MergeSource] {
        var plan: [MergeSource] = []
        var k = 0, d = 0
        var runStart = 0
        func closeRun(_ end: Int) {
            if runStart < end { plan.append(.old(runStart..<end)) }
        }
        for i in 0..<count {
            if d < removed.count && removed[d] == i {
                closeRun(i)
                runStart = i + 1
                d += 1
                continue
            }
            if k < keys.count && Self.precedes(keys[k], sequences[k], self.keys[i], self.sequences[i]) {
                closeRun(i)
                runStart = i
                while k < keys.count && Self.precedes(keys[k], sequences[k], self.keys[i], self.sequences[i]) {
                    plan.append(.new(k))
                    k += 1
                }
            }
        }
        closeRun(count)
        while k < keys.count { plan.append(.new(k)); k += 1 }
        return plan
    }

    /// A piece of a merged section: a run of old rows, or one new row.
    enum MergeSource {
        case old(Range<Int>)
        case new(Int)
    }
}
