/// What a web page that cannot run ICU needs to search a list exactly as
/// ``SectionedRowsSearch/search(_:limit:)`` (`sectionize search`) does: each row's lookup keys
/// as ``NameLookup`` builds them, and the folding of the characters a query can usefully hold.
///
/// # The form
/// Every distinct primary weight of the rows' keys gets one character (``symbols(count:)``,
/// in weight order), so a key is a short string and "a query word begins a key" is
/// JavaScript's `startsWith`. A row's keys are one string: groups separated by `|`, the keys of
/// a group by a space (a key that begins another key of its group is left out: whatever
/// begins it begins the longer one too). The page applies only the matching rule (every query
/// word begins a key of a different group); the kana, pinyin, initials and chosung rules live
/// in the keys, built here by the one builder every path uses.
///
/// # Which characters are folded
/// A query word whose folding holds a weight that no key holds matches nothing, so the table
/// holds exactly the characters whose weights all occur in the rows' keys (or that fold to
/// nothing, like combining accents): of every character in the rows and their readings, the
/// locale's typing characters (exemplars, printable ASCII, Latin-1, Latin Extended-A, the
/// combining marks), and the dense ranges of ``SearchFolding`` (Latin, Greek, Cyrillic, kana,
/// jamo, full and half width). A character the table lacks matches nothing, except a Hangul
/// syllable, which the tool folds as its canonical decomposition into conjoining jamo (Unicode's
/// algorithm, `String.prototype.normalize("NFD")` in a browser) and the page does the same. So a
/// Korean page carries a few dozen jamo instead of 11,172 syllables, and a German page no kana.
package struct PageSearchKeys: Sendable, Equatable {
    /// For each input row (the row numbers of ``SectionedRows``): its keys, groups separated by
    /// `|`, keys by a space, one ``symbols(count:)`` character per weight.
    package let rowKeys: [String]
    /// The folding of query characters, grouped by what they fold to: each entry's `key` (a
    /// string of symbols, empty for characters ignored at primary strength) and the
    /// `characters` that fold to it. Sorted by key.
    package let folding: [Fold]

    /// Characters that fold to the same key.
    package struct Fold: Sendable, Equatable {
        /// The symbols of their weights.
        package let key: String
        /// The characters, in code point order.
        package let characters: String
    }

    /// The characters that stand for the weights of ranks 0 ..< `count`, lowest weight first:
    /// printable ASCII without space, the characters JSON or HTML would escape (`" & < > \`)
    /// and `|` (the page's group separator); then U+00A1–U+024F (Latin-1 and Latin Extended,
    /// no soft hyphen); then the CJK ideographs U+4E00–U+9FFF; then U+20000 on. None of these
    /// is a combining mark or a singleton (each is its own NFC), so no two different keys are
    /// canonically equal.
    package static func symbols(count: Int) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(count)
        for range in [0x21...0x7E, 0xA1...0x24F, 0x4E00...0x9FFF, 0x20000...0x2A6DF] as [ClosedRange<UInt32>] {
            for value in range where ![0x22, 0x26, 0x3C, 0x3E, 0x5C, 0x7C, 0xAD].contains(value) {
                if out.count == count { return out }
                out.append(Unicode.Scalar(value)!)
            }
        }
        precondition(out.count == count, "PageSearchKeys: more distinct weights than symbols")
        return out
    }
}

extension SectionedRowsSearch {
    /// The page's form of these rows' keys and of the query characters that can match them.
    ///
    /// - Parameters:
    ///   - sectioned: The rows these keys were built from (their text and readings decide which
    ///     characters the folding covers).
    /// - Returns: The keys of every input row and the folding.
    /// - Complexity: O(*k*) for *k* weights of keys, plus one fold per candidate character
    ///   (a few thousand, and the locale's exemplars).
    package func pageKeys(of sectioned: SectionedRows) -> PageSearchKeys {
        let folding = index.folding
        // Ranks of the weights that occur in keys, in weight order.
        var weightSet = Set<UInt32>()
        for part in index.parts { weightSet.formUnion(part.weights) }
        let weights = weightSet.sorted()
        let symbols = PageSearchKeys.symbols(count: weights.count)
        var symbolOf: [UInt32: UInt32] = [:]
        symbolOf.reserveCapacity(weights.count)
        for (r, w) in weights.enumerated() { symbolOf[w] = symbols[r].value }
        // Keys are compared as arrays of symbols (never as `String`s, whose equality is
        // canonical equivalence) and made strings only at the end.
        func string(_ values: some Sequence<UInt32>) -> String {
            var text = String.UnicodeScalarView()
            for v in values { text.append(Unicode.Scalar(v)!) }
            return String(text)
        }
        var rowKeys: [String] = []
        rowKeys.reserveCapacity(index.count)
        for keys in index.parts {
            let mapped = keys.weights.map { symbolOf[$0]! }
            for e in 0..<keys.elementCount {
                let elementKeys = keys.keys(ofElement: e)
                // The common case (a name in Latin script): key k is alone in group k, nothing to
                // prune, so the string is written straight from the weights.
                if elementKeys.allSatisfy({ Int(keys.keyGroups[$0]) == $0 - elementKeys.lowerBound }) {
                    var text = String.UnicodeScalarView()
                    for k in elementKeys {
                        if k > elementKeys.lowerBound { text.append("|") }
                        for i in keys.keyRange(k) { text.append(Unicode.Scalar(mapped[i])!) }
                    }
                    rowKeys.append(String(text))
                    continue
                }
                var groups: [[[UInt32]]] = []
                for k in elementKeys {
                    let group = Int(keys.keyGroups[k])
                    while groups.count <= group { groups.append([]) }
                    groups[group].append(Array(mapped[keys.keyRange(k)]))
                }
                rowKeys.append(groups.map { Self.withoutPrefixes($0).map { string($0) }.joined(separator: " ") }.joined(separator: "|"))
            }
        }
        // Candidate query characters, as a bit set of code points (a row's text is read once).
        var seen = [UInt64](repeating: 0, count: 0x110000 / 64)
        func add(_ value: UInt32) { seen[Int(value >> 6)] |= 1 << UInt64(value & 63) }
        for range in SearchFolding.denseRanges { for value in range { add(value) } }
        for value in folding.matcher.keys.typingCodePoints { add(value) }
        for scalar in String(decoding: sectioned.rows.utf8, as: UTF8.self).unicodeScalars { add(scalar.value) }
        if sectioned.usesReadings {
            for row in 0..<sectioned.rowCount {
                for scalar in (sectioned.reading(ofRow: row) ?? "").unicodeScalars { add(scalar.value) }
            }
        }
        var candidates: [UInt32] = []
        for (word, bits) in seen.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { candidates.append(UInt32(word * 64 + bit)) }
        }
        var lookup = NameLookup(folding: folding)
        var byKey: [[UInt32]: [UInt32]] = [:]
        var key: [UInt32] = []
        for value in candidates {
            guard Unicode.Scalar(value) != nil, !NameLookup.isHangulSyllable(value), !folding.isSeparator(value) else { continue }
            key.removeAll(keepingCapacity: true)
            lookup.fold(value, into: &key)
            guard key.allSatisfy({ symbolOf[$0] != nil }) else { continue }
            byKey[key.map { symbolOf[$0]! }, default: []].append(value)
        }
        let fold = byKey.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
            PageSearchKeys.Fold(key: string($0), characters: string(byKey[$0]!))
        }
        return PageSearchKeys(rowKeys: rowKeys, folding: fold)
    }

    /// A group's keys without duplicates and without keys that begin another of its keys.
    private static func withoutPrefixes(_ keys: [[UInt32]]) -> [[UInt32]] {
        let sorted = Set(keys).sorted { $0.lexicographicallyPrecedes($1) }
        var kept: [[UInt32]] = []
        for (i, k) in sorted.enumerated() where !(i + 1 < sorted.count && sorted[i + 1].starts(with: k)) {
            kept.append(k)
        }
        return kept
    }
}
