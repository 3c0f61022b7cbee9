import Dispatch

/// The lookup keys of names as bytes, for a store that keeps them in a table of its own
/// (SectionizeStore's lookup table): the keys come from ``NameLookup``, the one builder every
/// search uses, and a query matches by ``LookupKeys/matches(element:words:)``, the one rule.
///
/// A key's bytes are its primary weights, each as four bytes, most significant first, so that
/// a query word is a prefix of a key exactly when the word's bytes are a prefix of the key's
/// bytes, and a word's keys are one range of a byte-ordered index:
/// `key >= bytes(word) AND key < successor(bytes(word))` (``successor(of:)``).
package struct StoredLookupKeys {
    private var lookup: NameLookup

    /// A builder for a list whose first locale is `locale`.
    ///
    /// - Parameter locale: The ICU locale ID whose collation folds the keys (the list's first).
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    package init(locale: String) throws(SectionizeError) {
        lookup = NameLookup(folding: try SearchFolding.cached(locale: locale))
    }

    /// The lookup keys of one name and the reading that placed it: each key's group and bytes,
    /// in the order ``NameLookup`` builds them.
    package mutating func keys(of text: String, reading: String?) -> [(group: Int, key: [UInt8])] {
        var keys = LookupKeys()
        lookup.appendKeys(of: text, reading: reading, to: &keys)
        return (0..<keys.keyEnds.count).map { k in (Int(keys.keyGroups[k]), Self.bytes(of: keys.weights[keys.keyRange(k)])) }
    }

    /// The words of a query as key bytes (words with no weight left out); an empty array
    /// matches every name.
    package mutating func queryWords(_ query: String) -> [[UInt8]] {
        lookup.queryWords(query).map { Self.bytes(of: $0[...]) }
    }

    /// Whether a name with these stored keys matches the query words: every word a prefix of a
    /// key of a different group (``LookupKeys/matches(element:words:)``).
    ///
    /// - Parameters:
    ///   - keys: The name's keys (group and bytes), as ``keys(of:reading:)`` made them.
    ///   - words: The query's words, as ``queryWords(_:)`` made them.
    package static func matches(keys: [(group: Int, key: [UInt8])], words: [[UInt8]]) -> Bool {
        var element = LookupKeys()
        for (group, key) in keys {
            element.beginKey(group: group)
            element.weights += weights(of: key)
            element.endKey()
        }
        element.endElement()
        return element.matches(element: 0, words: words.map(weights(of:)))
    }

    /// The lookup keys of `count` names, built on `parallelism` workers: for each key, the
    /// name it belongs to (in `0..<count`, ascending), its group and its bytes.
    ///
    /// - Parameters:
    ///   - count: The number of names.
    ///   - locale: The ICU locale ID whose collation folds the keys (the list's first).
    ///   - parallelism: The number of workers (1 for a few names).
    ///   - name: The text and reading of name *i*; called from several threads at once.
    /// - Throws: ``SectionizeError`` when ICU cannot open the locale's collator.
    package static func keys(
        ofNames count: Int, locale: String, parallelism: Int, name: @Sendable (Int) -> (text: String, reading: String?)
    ) throws(SectionizeError) -> [(name: Int, group: Int, key: [UInt8])] {
        let folding = try SearchFolding.cached(locale: locale)
        let workers = count < 4_096 ? 1 : max(1, parallelism) * 2
        let chunk = (count + workers - 1) / max(1, workers)
        let parts = JobResults<[(name: Int, group: Int, key: [UInt8])]>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var builder = StoredLookupKeys(lookup: NameLookup(folding: folding))
            var part: [(name: Int, group: Int, key: [UInt8])] = []
            for i in min(count, w * chunk)..<min(count, (w + 1) * chunk) {
                let (text, reading) = name(i)
                for (group, key) in builder.keys(of: text, reading: reading) { part.append((i, group, key)) }
            }
            parts[w] = part
        }
        return (0..<workers).flatMap { parts[$0] ?? [] }
    }

    /// For each key, the number of bytes it shares with the name's previous key in byte order
    /// (0 for the name's first): a query word of *w* bytes begins a name's key exactly once
    /// counted when only the keys it begins whose shared count is below *w* are counted, since
    /// the keys a word begins are consecutive in byte order and only the first of them follows
    /// a key the word does not begin. A store counts and lists a word's names from its lookup
    /// index this way, without collapsing a name's several keys.
    ///
    /// - Parameter keys: Keys with the name each belongs to, a name's keys consecutive.
    /// - Returns: The shared count of each key, in the order of `keys`.
    package static func sharedPrefixes(_ keys: [(name: Int, key: [UInt8])]) -> [Int] {
        var shared = [Int](repeating: 0, count: keys.count)
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].name == keys[start].name { end += 1 }
            if end - start > 1 {
                let order = (start..<end).sorted { keys[$0].key.lexicographicallyPrecedes(keys[$1].key) }
                for j in order.indices.dropFirst() {
                    let (a, b) = (keys[order[j - 1]].key, keys[order[j]].key)
                    var n = 0
                    while n < a.count && n < b.count && a[n] == b[n] { n += 1 }
                    shared[order[j]] = n
                }
            }
            start = end
        }
        return shared
    }

    private init(lookup: NameLookup) { self.lookup = lookup }

    /// The smallest byte string greater than every string that begins with `prefix`, or `nil`
    /// when there is none (all bytes 0xFF).
    package static func successor(of prefix: [UInt8]) -> [UInt8]? {
        var bytes = prefix
        while let last = bytes.last {
            if last < 0xFF {
                bytes[bytes.count - 1] = last + 1
                return bytes
            }
            bytes.removeLast()
        }
        return nil
    }

    static func bytes(of weights: ArraySlice<UInt32>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(weights.count * 4)
        for w in weights {
            out.append(UInt8(w >> 24))
            out.append(UInt8(truncatingIfNeeded: w >> 16))
            out.append(UInt8(truncatingIfNeeded: w >> 8))
            out.append(UInt8(truncatingIfNeeded: w))
        }
        return out
    }

    static func weights(of bytes: [UInt8]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(bytes.count / 4)
        var i = 0
        while i + 4 <= bytes.count {
            var w = UInt32(bytes[i]) << 24
            w |= UInt32(bytes[i + 1]) << 16
            w |= UInt32(bytes[i + 2]) << 8
            w |= UInt32(bytes[i + 3])
            out.append(w)
            i += 4
        }
        return out
    }
}
