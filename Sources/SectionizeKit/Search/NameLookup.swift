internal import SectionizeICU

/// The lookup keys of names, as contacts apps build them (Android's `NameLookupBuilder` and
/// `ContactLocaleUtils.getNameLookupKeys`): for each name, the keys a query word may be a
/// prefix of, each in a *group*. Every path that searches (``SearchableSections``,
/// ``SectionedList/search(_:limit:)``, `sectionize search`) builds its keys here, as every
/// path that sorts builds its sort keys in `Sectioning/`.
///
/// A key is a sequence of primary collation weights of the list's locale (``SearchFolding``),
/// so case, width, kana type and what the locale treats as accents are ignored, and letters
/// of their own (Swedish ö, Polish ł, Turkish ı) stay apart. The keys of one name:
/// - each word of the name (split at spaces and punctuation), its own group;
/// - with a kana reading (Japanese, the reading that sectioned the name): each word of the
///   reading, in kana and in romaji (ICU `Any-Latin`: やまだ → `yamada`), in the group of the
///   name word it reads when the reading has as many words as the name, else a group of its
///   own;
/// - with a pinyin reading (Chinese: one syllable per Han character): for each syllable *i*
///   one group holding the Han characters from *i* on, the pinyin from *i* on and the
///   initials from *i* on (刘凤英: `liufengying`, `lfy`; `fengying`, `fy`; `ying`, `y`);
/// - Hangul: the initial consonants (chosung) of the whole name in the first group; a
///   one-word name of two or more syllables also gets a group for the given name (the
///   syllables and chosung from the second syllable on, and from the third for four
///   syllables: 남궁민수 → 민수, 수).
///
/// A query matches a name when every word of the query is a prefix of a key of a different
/// group (docs/search.md).
struct NameLookup {
    /// The folding of the list's locale.
    let folding: SearchFolding
    /// Per-builder memo of characters outside the folding's dense table: BMP characters by
    /// page (``memoPages``: 1 + the page's run of 256 slots in ``memoSlots``, 0 for a page
    /// not met yet), each slot `start << 5 | 16 | count` into ``memoPool`` (0: not asked yet);
    /// other characters, and keys of 16 weights or more, in ``memo``.
    private var memo: [UInt32: [UInt32]] = [:]
    private var memoPages: [UInt16] = []
    private var memoSlots: [UInt32] = []
    private var memoPool: [UInt32] = []
    private var romaji: ICU.Transliterator?
    private var romajiOpened = false
    /// Scratch: the code points of the name being read, and its words.
    private var scalars: [UInt32] = []
    private var wordRanges: [Range<Int>] = []

    /// The folding's word table and pool (``SearchFolding/wordTable``), alive as long as
    /// ``folding``.
    private let wordTable: UnsafePointer<UInt32>
    private let wordPool: UnsafePointer<UInt32>

    init(folding: SearchFolding) {
        self.folding = folding
        wordTable = UnsafePointer(folding.wordTable)
        wordPool = UnsafePointer(folding.wordPool)
    }

    /// The primary weights of one character, appended to `out`.
    @inline(__always)
    mutating func fold(_ value: UInt32, into out: inout [UInt32]) {
        if folding.appendDense(value, to: &out) { return }
        if value >= 0xAC00 && value <= 0xD7A3 {
            // A Hangul syllable collates as its conjoining jamo (canonical decomposition).
            let s = value - 0xAC00
            _ = folding.appendDense(0x1100 + s / 588, to: &out)
            _ = folding.appendDense(0x1161 + (s % 588) / 28, to: &out)
            if s % 28 != 0 { _ = folding.appendDense(0x11A7 + s % 28, to: &out) }
            return
        }
        foldRare(value, into: &out)
    }

    /// The primary weights of a character outside the dense table that is not a Hangul
    /// syllable, appended to `out`: from the builder's memo, asked of ICU the first time.
    private mutating func foldRare(_ value: UInt32, into out: inout [UInt32]) {
        if value < 0x10000 {
            if memoPages.isEmpty { memoPages = [UInt16](repeating: 0, count: 256) }
            let page = Int(value >> 8)
            if memoPages[page] == 0 {
                memoSlots.append(contentsOf: repeatElement(0, count: 256))
                memoPages[page] = UInt16(memoSlots.count / 256)
            }
            let slot = (Int(memoPages[page]) - 1) * 256 + Int(value & 0xFF)
            let entry = memoSlots[slot]
            if entry != 0 {
                let start = Int(entry >> 5)
                let count = Int(entry & 15)
                if count == 1 {
                    out.append(memoPool[start])
                } else if count > 1 {
                    out.append(contentsOf: memoPool[start..<(start + count)])
                }
                return
            }
            if memo[value] == nil {
                let key = Unicode.Scalar(value).map { folding.key(of: $0) } ?? []
                if key.count < 16 {
                    memoSlots[slot] = UInt32(memoPool.count) << 5 | 16 | UInt32(key.count)
                    memoPool += key
                    out.append(contentsOf: key)
                    return
                }
                memo[value] = key
            }
        }
        if let known = memo[value] {
            out.append(contentsOf: known)
            return
        }
        let key = Unicode.Scalar(value).map { folding.key(of: $0) } ?? []
        memo[value] = key
        out.append(contentsOf: key)
    }

    /// The words of a text's code points: runs between separators (``SearchFolding/isSeparator(_:)``).
    static func words(of scalars: [UInt32], folding: SearchFolding, into ranges: inout [Range<Int>]) {
        ranges.removeAll(keepingCapacity: true)
        var start = -1
        for i in scalars.indices {
            if folding.isSeparator(scalars[i]) {
                if start >= 0 { ranges.append(start..<i) }
                start = -1
            } else if start < 0 {
                start = i
            }
        }
        if start >= 0 { ranges.append(start..<scalars.count) }
    }

    /// The words of a text, each as its code points.
    func words(of text: String) -> [[UInt32]] {
        let values = text.unicodeScalars.map(\.value)
        var ranges: [Range<Int>] = []
        Self.words(of: values, folding: folding, into: &ranges)
        return ranges.map { Array(values[$0]) }
    }

    /// The folded words of a query, empty ones (only ignorable characters) left out.
    mutating func queryWords(_ query: String) -> [[UInt32]] {
        words(of: query).compactMap { word in
            var key: [UInt32] = []
            for v in word { fold(v, into: &key) }
            return key.isEmpty ? nil : key
        }
    }

    static func isHan(_ v: UInt32) -> Bool {
        (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0x20000 && v <= 0x3FFFF)
    }

    static func isKana(_ v: UInt32) -> Bool { (v >= 0x3041 && v <= 0x30FF) || (v >= 0xFF66 && v <= 0xFF9D) }

    static func isHangulSyllable(_ v: UInt32) -> Bool { v >= 0xAC00 && v <= 0xD7A3 }

    /// Appends the lookup keys of one name (and the reading that sectioned it) to `out`.
    mutating func appendKeys(of text: String, reading: String?, to out: inout LookupKeys) {
        scalars.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars { scalars.append(scalar.value) }
        appendKeysOfScalars(reading: reading, to: &out)
    }

    /// The code point at `i` of valid UTF-8 (U+FFFD, and `i` at the end, for a sequence cut
    /// short), and `i` moved past it.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32 {
        let n = bytes.count
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 {
            i += 1
            return b0
        } else if b0 < 0xE0, i + 1 < n {
            defer { i += 2 }
            return (b0 & 0x1F) << 6 | UInt32(bytes[i + 1]) & 0x3F
        } else if b0 < 0xF0, i + 2 < n {
            defer { i += 3 }
            return (b0 & 0x0F) << 12 | (UInt32(bytes[i + 1]) & 0x3F) << 6 | UInt32(bytes[i + 2]) & 0x3F
        } else if i + 3 < n {
            defer { i += 4 }
            return (b0 & 0x07) << 18 | (UInt32(bytes[i + 1]) & 0x3F) << 12 | (UInt32(bytes[i + 2]) & 0x3F) << 6 | UInt32(bytes[i + 3]) & 0x3F
        }
        i = n
        return 0xFFFD
    }

    /// Appends the lookup keys of one name given as valid UTF-8 (a row of a ``RowBuffer``).
    mutating func appendKeys(utf8 bytes: UnsafeBufferPointer<UInt8>, reading: String?, to out: inout LookupKeys) {
        if reading?.isEmpty ?? true, appendWordKeys(utf8: bytes, to: &out) { return }
        scalars.removeAll(keepingCapacity: true)
        var i = 0
        while i < bytes.count { scalars.append(Self.decode(bytes, &i)) }
        appendKeysOfScalars(reading: reading, to: &out)
    }

    /// The keys of a name without a reading in one pass over its UTF-8: each word's key in
    /// its own group, as ``appendKeysOfScalars(reading:to:)`` makes them. A name with a
    /// Hangul syllable (whose initials need every word first) gets nothing here: `false`.
    ///
    /// One read of the folding's word table per BMP character tells a separator, a character
    /// of the dense table (its weights) and one outside it (the builder's memo); no shared
    /// reference count is touched per name.
    private mutating func appendWordKeys(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout LookupKeys) -> Bool {
        let (weightMark, keyMark, groupMark) = (out.weights.count, out.keyEnds.count, out.keyGroups.count)
        let (table, pool) = (wordTable, wordPool)
        let complete = { () -> Bool in
            var group = 0
            var open = false
            var i = 0
            let n = bytes.count
            while i < n {
                let v: UInt32
                if bytes[i] < 0x80 {
                    v = UInt32(bytes[i])
                    i += 1
                } else {
                    v = Self.decode(bytes, &i)
                }
                var entry = v < 0x10000 ? table[Int(v)] : SearchFolding.outsideEntry
                if v >= 0x10000 && folding.isSeparator(v) { entry = SearchFolding.separatorEntry }
                if entry == SearchFolding.separatorEntry {
                    if open {
                        out.endKey()
                        group += 1
                        open = false
                    }
                    continue
                }
                if entry == SearchFolding.outsideEntry && Self.isHangulSyllable(v) { return false }
                if !open {
                    out.beginKey(group: group)
                    open = true
                }
                if entry != SearchFolding.outsideEntry {
                    let start = Int(entry >> 4)
                    let count = Int(entry & 15)
                    if count == 1 {
                        out.weights.append(pool[start])
                    } else {
                        for j in start..<(start + count) { out.weights.append(pool[j]) }
                    }
                } else {
                    foldRare(v, into: &out.weights)
                }
            }
            if open { out.endKey() }
            return true
        }()
        guard complete else {
            out.weights.removeSubrange(weightMark...)
            out.keyEnds.removeSubrange(keyMark...)
            out.keyGroups.removeSubrange(groupMark...)
            return false
        }
        out.endElement()
        return true
    }

    private mutating func appendKeysOfScalars(reading: String?, to out: inout LookupKeys) {
        Self.words(of: scalars, folding: folding, into: &wordRanges)
        var nextGroup = 0
        var hasHan = false
        var hasHangul = false
        for range in wordRanges {
            out.beginKey(group: nextGroup)
            for i in range {
                let v = scalars[i]
                fold(v, into: &out.weights)
                if v >= 0x3400 {
                    if Self.isHan(v) { hasHan = true }
                    if Self.isHangulSyllable(v) { hasHangul = true }
                }
            }
            out.endKey()
            nextGroup += 1
        }
        if (reading != nil && !reading!.isEmpty) || hasHangul {
            let nameWords = wordRanges.map { Array(scalars[$0]) }
            if let reading, !reading.isEmpty {
                appendReadingKeys(reading, nameWords: nameWords, hasHan: hasHan, nextGroup: &nextGroup, to: &out)
            }
            if hasHangul {
                let hangul = nameWords.joined().filter(Self.isHangulSyllable)
                appendHangulKeys(hangul, nameWords: nameWords, nextGroup: &nextGroup, to: &out)
            }
        }
        out.endElement()
    }

    private mutating func appendReadingKeys(
        _ reading: String, nameWords: [[UInt32]], hasHan: Bool, nextGroup: inout Int, to out: inout LookupKeys
    ) {
        let readingWords = words(of: reading)
        let hasKana = reading.unicodeScalars.contains { Self.isKana($0.value) }
        if hasKana {
            // A Japanese reading: kana words, and the same words in romaji.
            let paired = readingWords.count == nameWords.count
            for (j, word) in readingWords.enumerated() {
                let group = paired ? j : nextGroup + j
                out.beginKey(group: group)
                for v in word { fold(v, into: &out.weights) }
                out.endKey()
                var kana = String.UnicodeScalarView()
                for v in word { if let scalar = Unicode.Scalar(v) { kana.append(scalar) } }
                if let latin = romajiSpelling(String(kana)) {
                    for latinWord in words(of: latin) {
                        out.beginKey(group: group)
                        for v in latinWord { fold(v, into: &out.weights) }
                        out.endKey()
                    }
                }
            }
            if !paired { nextGroup += readingWords.count }
            return
        }
        guard hasHan else {
            // A reading in the name's own script (a carried phonetic name): its words.
            for word in readingWords {
                out.beginKey(group: nextGroup)
                for v in word { fold(v, into: &out.weights) }
                out.endKey()
                nextGroup += 1
            }
            return
        }
        // A pinyin reading, one syllable per word.
        let syllables: [[UInt32]] = readingWords.map { word in
            var key: [UInt32] = []
            for v in word { fold(v, into: &key) }
            return key
        }
        let han = nameWords.joined().filter(Self.isHan)
        let onlyHan = nameWords.allSatisfy { $0.allSatisfy(Self.isHan) }
        // When the syllables read the Han characters one by one, syllable i shares the group
        // of the name from character i on; else the pinyin keys get groups of their own.
        let aligned = onlyHan && han.count == syllables.count
        var hanKeys: [[UInt32]] = []
        if aligned {
            hanKeys = han.map { v in
                var key: [UInt32] = []
                fold(v, into: &key)
                return key
            }
        }
        for i in syllables.indices where !syllables[i].isEmpty {
            let group = nextGroup + i
            if aligned {
                out.beginKey(group: group)
                for key in hanKeys[i...] { out.weights.append(contentsOf: key) }
                out.endKey()
            }
            out.beginKey(group: group)
            for key in syllables[i...] { out.weights.append(contentsOf: key) }
            out.endKey()
            out.beginKey(group: group)
            for key in syllables[i...] where !key.isEmpty { out.weights.append(key[0]) }
            out.endKey()
        }
        nextGroup += syllables.count
    }

    private mutating func appendHangulKeys(
        _ syllables: [UInt32], nameWords: [[UInt32]], nextGroup: inout Int, to out: inout LookupKeys
    ) {
        func chosung(from start: Int, into out: inout [UInt32]) {
            for s in syllables[start...] { _ = folding.appendDense(0x1100 + (s - 0xAC00) / 588, to: &out) }
        }
        // The initials of the whole name, in the group of its first word.
        out.beginKey(group: 0)
        chosung(from: 0, into: &out.weights)
        out.endKey()
        if nameWords.count == 1 && syllables.count >= 2 && syllables.count == nameWords[0].count {
            // A name written as one word: the given name after a one-syllable family name
            // (and after a two-syllable one for four syllables, 남궁민수).
            let starts = syllables.count >= 4 ? [1, 2] : [1]
            for start in starts {
                out.beginKey(group: nextGroup)
                for s in syllables[start...] { fold(s, into: &out.weights) }
                out.endKey()
                out.beginKey(group: nextGroup)
                chosung(from: start, into: &out.weights)
                out.endKey()
            }
            nextGroup += 1
        } else if nameWords.count > 1 {
            // Each word's own initials, in its group.
            for (g, word) in nameWords.enumerated() {
                let initials = word.compactMap { Self.isHangulSyllable($0) ? 0x1100 + ($0 - 0xAC00) / 588 : nil }
                guard !initials.isEmpty else { continue }
                out.beginKey(group: g)
                for v in initials { _ = folding.appendDense(v, to: &out.weights) }
                out.endKey()
            }
        }
    }

    /// The romaji of a kana reading word (ICU `Any-Latin; Latin-ASCII`), `nil` when it has none.
    private mutating func romajiSpelling(_ kana: String) -> String? {
        if !romajiOpened {
            romajiOpened = true
            romaji = try? ICU.Transliterator(id: "Any-Latin; Latin-ASCII")
        }
        guard let romaji, let units = try? romaji.transform(Array(kana.utf16)) else { return nil }
        let spelled = String(decoding: units, as: UTF16.self)
        return spelled == kana ? nil : spelled
    }
}

/// Lookup keys of elements, flattened: every key's weights in one array, each key's end and
/// group, and each element's last key.
struct LookupKeys: Sendable {
    /// Every key's primary weights, key after key.
    var weights: [UInt32] = []
    /// For key *k*: the end of its weights (its start is the end of key *k* − 1, or 0).
    var keyEnds: [UInt32] = []
    /// For key *k*: its group within its element.
    var keyGroups: [UInt8] = []
    /// For element *e*: the end of its keys.
    var elementEnds: [UInt32] = []

    private var keyStart = 0

    var elementCount: Int { elementEnds.count }

    mutating func beginKey(group: Int) {
        keyStart = weights.count
        keyGroups.append(UInt8(min(group, 63)))
    }

    mutating func endKey() {
        if weights.count == keyStart {
            keyGroups.removeLast()  // an empty key matches nothing a query word can be
        } else {
            keyEnds.append(UInt32(weights.count))
        }
    }

    mutating func endElement() { elementEnds.append(UInt32(keyEnds.count)) }

    func keyRange(_ k: Int) -> Range<Int> { (k == 0 ? 0 : Int(keyEnds[k - 1]))..<Int(keyEnds[k]) }

    func keys(ofElement e: Int) -> Range<Int> { (e == 0 ? 0 : Int(elementEnds[e - 1]))..<Int(elementEnds[e]) }

    /// Whether `prefix` begins key `k`.
    @inline(__always)
    func key(_ k: Int, startsWith prefix: [UInt32]) -> Bool {
        let range = keyRange(k)
        guard range.count >= prefix.count else { return false }
        var i = range.lowerBound
        for w in prefix {
            if weights[i] != w { return false }
            i += 1
        }
        return true
    }

    /// Whether element `e` matches the query words: each a prefix of a key of a different group.
    func matches(element e: Int, words: [[UInt32]]) -> Bool {
        guard !words.isEmpty else { return true }
        let keys = keys(ofElement: e)
        if words.count == 2 {
            // The common case without an allocation: two words need two different groups.
            let m0 = mask(of: words[0], in: keys)
            guard m0 != 0 else { return false }
            let m1 = mask(of: words[1], in: keys)
            return m1 != 0 && (m0 | m1).nonzeroBitCount >= 2
        }
        var masks: [UInt64] = []
        masks.reserveCapacity(words.count)
        for word in words {
            let m = mask(of: word, in: keys)
            if m == 0 { return false }
            masks.append(m)
        }
        return Self.distinctGroups(masks)
    }

    /// The groups of the keys in `keys` that `word` begins.
    @inline(__always)
    func mask(of word: [UInt32], in keys: Range<Int>) -> UInt64 {
        var mask: UInt64 = 0
        for k in keys where key(k, startsWith: word) { mask |= 1 << UInt64(keyGroups[k]) }
        return mask
    }

    /// Whether each word can take a different group from its mask (a system of distinct
    /// representatives, by backtracking: queries have a few words).
    static func distinctGroups(_ masks: [UInt64]) -> Bool {
        if masks.count == 1 { return masks[0] != 0 }
        let order = masks.sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        func place(_ i: Int, _ used: UInt64) -> Bool {
            if i == order.count { return true }
            var free = order[i] & ~used
            while free != 0 {
                let bit = free & (~free &+ 1)
                if place(i + 1, used | bit) { return true }
                free &= ~bit
            }
            return false
        }
        return place(0, 0)
    }
}
