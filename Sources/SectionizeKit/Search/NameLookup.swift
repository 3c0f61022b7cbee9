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
    /// Per-builder memo of characters outside the folding's dense table.
    private var memo: [UInt32: [UInt32]] = [:]
    private var romaji: ICU.Transliterator?
    private var romajiOpened = false

    init(folding: SearchFolding) {
        self.folding = folding
    }

    /// The primary weights of one character, appended to `out`.
    @inline(__always)
    mutating func fold(_ scalar: Unicode.Scalar, into out: inout [UInt32]) {
        let value = scalar.value
        if folding.appendDense(value, to: &out) { return }
        if value >= 0xAC00 && value <= 0xD7A3 {
            // A Hangul syllable collates as its conjoining jamo (canonical decomposition).
            let s = value - 0xAC00
            _ = folding.appendDense(0x1100 + s / 588, to: &out)
            _ = folding.appendDense(0x1161 + (s % 588) / 28, to: &out)
            if s % 28 != 0 { _ = folding.appendDense(0x11A7 + s % 28, to: &out) }
            return
        }
        if let known = memo[value] {
            out.append(contentsOf: known)
            return
        }
        let key = folding.key(of: scalar)
        memo[value] = key
        out.append(contentsOf: key)
    }

    /// Whether a character ends a word: white space, punctuation, and control characters.
    @inline(__always)
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            // Letters and digits are words; everything else in ASCII separates.
            return !((v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A))
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The words of a text: runs of characters between separators.
    static func words(of text: String) -> [Substring.UnicodeScalarView] {
        var result: [Substring.UnicodeScalarView] = []
        let scalars = text.unicodeScalars
        var start: String.UnicodeScalarView.Index? = nil
        var i = scalars.startIndex
        while i != scalars.endIndex {
            if isSeparator(scalars[i]) {
                if let s = start { result.append(scalars[s..<i]) }
                start = nil
            } else if start == nil {
                start = i
            }
            scalars.formIndex(after: &i)
        }
        if let s = start { result.append(scalars[s..<scalars.endIndex]) }
        return result
    }

    /// The folded words of a query, empty ones (only ignorable characters) left out.
    mutating func queryWords(_ query: String) -> [[UInt32]] {
        Self.words(of: query).compactMap { word in
            var key: [UInt32] = []
            for scalar in word { fold(scalar, into: &key) }
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
        let words = Self.words(of: text)
        var nextGroup = 0
        var hasHan = false
        var hangul: [UInt32] = []
        for word in words {
            out.beginKey(group: nextGroup)
            for scalar in word {
                fold(scalar, into: &out.weights)
                if Self.isHan(scalar.value) { hasHan = true }
                if Self.isHangulSyllable(scalar.value) { hangul.append(scalar.value) }
            }
            out.endKey()
            nextGroup += 1
        }
        if let reading, !reading.isEmpty {
            appendReadingKeys(reading, nameWords: words, hasHan: hasHan, nextGroup: &nextGroup, to: &out)
        }
        if !hangul.isEmpty { appendHangulKeys(hangul, nameWords: words, nextGroup: &nextGroup, to: &out) }
        out.endElement()
    }

    private mutating func appendReadingKeys(
        _ reading: String, nameWords: [Substring.UnicodeScalarView], hasHan: Bool, nextGroup: inout Int, to out: inout LookupKeys
    ) {
        let readingWords = Self.words(of: reading)
        let hasKana = reading.unicodeScalars.contains { Self.isKana($0.value) }
        if hasKana {
            // A Japanese reading: kana words, and the same words in romaji.
            let paired = readingWords.count == nameWords.count
            for (j, word) in readingWords.enumerated() {
                let group = paired ? j : nextGroup + j
                out.beginKey(group: group)
                for scalar in word { fold(scalar, into: &out.weights) }
                out.endKey()
                if let latin = romajiSpelling(String(String.UnicodeScalarView(word))) {
                    for latinWord in Self.words(of: latin) {
                        out.beginKey(group: group)
                        for scalar in latinWord { fold(scalar, into: &out.weights) }
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
                for scalar in word { fold(scalar, into: &out.weights) }
                out.endKey()
                nextGroup += 1
            }
            return
        }
        // A pinyin reading, one syllable per word.
        let syllables: [[UInt32]] = readingWords.map { word in
            var key: [UInt32] = []
            for scalar in word { fold(scalar, into: &key) }
            return key
        }
        let han = nameWords.flatMap { $0.filter { Self.isHan($0.value) } }
        let onlyHan = nameWords.allSatisfy { $0.allSatisfy { Self.isHan($0.value) } }
        // When the syllables read the Han characters one by one, syllable i shares the group
        // of the name from character i on; else the pinyin keys get groups of their own.
        let aligned = onlyHan && han.count == syllables.count
        var hanKeys: [[UInt32]] = []
        if aligned {
            hanKeys = han.map { scalar in
                var key: [UInt32] = []
                fold(scalar, into: &key)
                return key
            }
        }
        for i in syllables.indices where !syllables[i].isEmpty {
            let group = aligned ? nextGroup + i : nextGroup + i
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
        _ syllables: [UInt32], nameWords: [Substring.UnicodeScalarView], nextGroup: inout Int, to out: inout LookupKeys
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
                for s in syllables[start...] { fold(Unicode.Scalar(s)!, into: &out.weights) }
                out.endKey()
                out.beginKey(group: nextGroup)
                chosung(from: start, into: &out.weights)
                out.endKey()
            }
            nextGroup += 1
        } else if nameWords.count > 1 {
            // Each word's own initials, in its group.
            for (g, word) in nameWords.enumerated() {
                let initials = word.compactMap { Self.isHangulSyllable($0.value) ? 0x1100 + ($0.value - 0xAC00) / 588 : nil }
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

    /// Appends another set of keys (the next elements).
    mutating func append(_ other: LookupKeys) {
        let weightBase = UInt32(weights.count)
        let keyBase = UInt32(keyEnds.count)
        weights.append(contentsOf: other.weights)
        keyEnds.append(contentsOf: other.keyEnds.map { $0 + weightBase })
        keyGroups.append(contentsOf: other.keyGroups)
        elementEnds.append(contentsOf: other.elementEnds.map { $0 + keyBase })
    }

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
        var masks: [UInt64] = []
        masks.reserveCapacity(words.count)
        let keys = keys(ofElement: e)
        for word in words {
            var mask: UInt64 = 0
            for k in keys where key(k, startsWith: word) { mask |= 1 << UInt64(keyGroups[k]) }
            if mask == 0 { return false }
            masks.append(mask)
        }
        return Self.distinctGroups(masks)
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
