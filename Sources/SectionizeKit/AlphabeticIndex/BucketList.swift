internal import SectionizeICU
/// The buckets of an alphabetic index, visible and invisible, built by ICU's rules.
///
/// This is a reimplementation of ICU 72's `AlphabeticIndex::initLabels` and
/// `createBucketList` on ICU's C API:
/// 1. candidate labels outside the script range (before the first script's first character,
///    or at or after the overflow boundary) are dropped, as are multi-character labels that
///    sort like their characters separated by U+034F (not a real contraction) unless marked
///    with one trailing `*`;
/// 2. primary-equal candidates are merged, keeping the best (shortest NFKD, then lowest NFKD
///    in code point order, then lowest in code point order);
/// 3. more than `maxTitleCount` labels are thinned by ICU's `count * max / size` rule;
/// 4. an underflow bucket comes first, an inflow bucket wherever labels skip a script, an
///    overflow bucket last; labels with several primary weights (`Sch`, `Æ`) get an invisible
///    bucket `label + U+FFFF` that sends what sorts after them back to the previous
///    single-weight bucket; pinyin buckets are shown as the A–Z bucket at or before them;
///    and (only when invisible buckets exist) an inflow bucket next to a non-letter bucket is
///    merged into it.
///
/// Why ICU's quirks are kept: the goal is parity with `AlphabeticIndex`, which the
/// differential tests check label by label and row by row, so each of ICU's choices is
/// copied even where another would look cleaner:
/// - the thinning keeps label *k* (1-based) when `k × max / size` (integer division, `size`
///   being the label count minus one) differs from the previous label's value, so it drops
///   labels all along the alphabet, Latin ones included, rather than trimming the end;
/// - a multi-letter label counts as a real contraction only if it sorts differently from
///   its characters separated by U+034F COMBINING GRAPHEME JOINER (ICU's `separated`), which
///   keeps Czech `CH` and drops `Sch` unless it is starred;
/// - invisible `label + U+FFFF` buckets exist only after labels with several primary
///   weights, and walk back to the nearest earlier single-weight visible bucket;
/// - pinyin buckets (U+FDD0 + a Latin letter) are shown as the A–Z bucket at or before them,
///   so a Chinese list and a Latin list share one A–Z;
/// - inflow buckets are merged into a following underflow/overflow bucket only when some
///   bucket is invisible: ICU 72's `createBucketList` runs that pass inside its
///   `hasInvisibleBuckets` branch.
struct BucketList: Sendable {
    /// One bucket of the full list.
    struct Entry: Sendable {
        /// The label shown for the bucket (empty for invisible buckets).
        var label: [UInt16]
        /// The smallest string that belongs to the bucket.
        var lowerBoundary: [UInt16]
        /// The bucket's kind.
        var kind: SectionKind
        /// The index (in the full list) of the bucket this one is shown as, if not itself.
        var displayBucket: Int?
    }

    /// Every bucket, visible and invisible, in boundary order.
    let entries: [Entry]
    /// For each entry, the index of the visible bucket that shows its strings.
    let displayIndex: [Int]
    /// The visible buckets, in order.
    let visible: [IndexBucket]
    /// How many letter labels ICU's `maxLabelCount` rule dropped (0 when none were).
    let droppedLabelCount: Int

    /// Builds the buckets for candidate labels.
    ///
    /// - Parameter scriptStartBoundaries: Let the first label of each script begin at the
    ///   start of its script (the uikit style), so that names of that script that sort before
    ///   its first letter (Arabic أ before ا in the root collation) are under that letter
    ///   rather than in the inflow bucket before it. ICU's `AlphabeticIndex` does not do this.
    /// - Throws: `ICUError` when ICU fails (normalization, collation).
    init(
        candidates: Set<[UInt16]>, collators: IndexCollators, options: IndexOptions,
        scriptStartBoundaries: Bool = false
    ) throws(ICUError) {
        let (labels, dropped) = try BucketList.indexCharacters(
            candidates: candidates, collators: collators,
            maxLabelCount: options.maxTitleCount)
        var entries = BucketList.entries(
            labels: labels, collators: collators, options: options,
            scriptStartBoundaries: scriptStartBoundaries)
        entries = BucketList.mergingAdjacentInflows(entries)
        var displayIndex = [Int](repeating: 0, count: entries.count)
        var visible: [IndexBucket] = []
        for (i, entry) in entries.enumerated() where entry.displayBucket == nil {
            displayIndex[i] = visible.count
            visible.append(IndexBucket(label: UTF16Text.string(entry.label), kind: entry.kind))
        }
        for (i, entry) in entries.enumerated() {
            if let target = entry.displayBucket { displayIndex[i] = displayIndex[target] }
        }
        self.entries = entries
        self.displayIndex = displayIndex
        self.visible = visible
        droppedLabelCount = dropped
    }

    /// Steps 1 to 3: the sorted, merged and thinned labels, and how many thinning dropped.
    ///
    /// ICU's rule keeps the labels where `count * maxLabelCount / size` changes, for `count`
    /// from 1 to `size + 1` (`size` is one less than the number of labels); the quotient
    /// runs from 0 to `maxLabelCount`, so up to `maxLabelCount + 1` labels are kept
    /// (zh-Hant with 10 keeps 11; ICU's own `AlphabeticIndex` does the same).
    static func indexCharacters(
        candidates: Set<[UInt16]>, collators: IndexCollators,
        maxLabelCount: Int
    ) throws(ICUError) -> (labels: [[UInt16]], dropped: Int) {
        let primary = collators.primary
        let firstScriptBoundary = primary.sortKey(collators.scriptFirsts[0])
        let overflowBoundary = primary.sortKey(collators.scriptFirsts[collators.scriptFirsts.count - 1])
        var labels: [(key: [UInt8], text: [UInt16])] = []
        for candidate in candidates.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            var item = candidate
            var checkDistinct = false
            if UTF16Text.hasMoreThanOneCodePoint(item) {
                if item[item.count - 1] == 0x2A, item[item.count - 2] != 0x2A {
                    item.removeLast()
                } else {
                    checkDistinct = true
                }
            }
            let key = primary.sortKey(item)
            if key.lexicographicallyPrecedes(firstScriptBoundary) { continue }
            if !key.lexicographicallyPrecedes(overflowBoundary) { continue }
            if checkDistinct, key == primary.sortKey(UTF16Text.separated(item)) { continue }
            var position = 0, limit = labels.count
            while position < limit {
                let middle = (position + limit) / 2
                if labels[middle].key.lexicographicallyPrecedes(key) { position = middle + 1 } else { limit = middle }
            }
            if position < labels.count, labels[position].key == key {
                if try isBetter(item, than: labels[position].text) { labels[position].text = item }
            } else {
                labels.insert((key, item), at: position)
            }
        }
        var result = labels.map(\.text)
        let before = result.count
        let size = result.count - 1
        if size > maxLabelCount {
            var count = 0
            var old = -1
            result = result.filter { _ in
                count += 1
                let bump = count * maxLabelCount / size
                if bump == old { return false }
                old = bump
                return true
            }
        }
        return (result, before - result.count)
    }

    /// ICU's preference among primary-equal labels: shorter NFKD (in code points) first, then
    /// lower NFKD in code point order, then lower text in code point order.
    static func isBetter(_ one: [UInt16], than other: [UInt16]) throws(ICUError) -> Bool {
        let n1 = try ICU.nfkd(one), n2 = try ICU.nfkd(other)
        let c1 = UTF16Text.codePoints(n1).count, c2 = UTF16Text.codePoints(n2).count
        if c1 != c2 { return c1 < c2 }
        let byNFKD = UTF16Text.codePointOrder(n1, n2)
        if byNFKD != 0 { return byNFKD < 0 }
        return UTF16Text.codePointOrder(one, other) < 0
    }

    /// Step 4: the bucket list with underflow, inflow, overflow and invisible buckets.
    static func entries(
        labels: [[UInt16]], collators: IndexCollators, options: IndexOptions,
        scriptStartBoundaries: Bool = false
    ) -> [Entry] {
        let primary = collators.primary
        let base = ICU.SpecialCharacter.indexCharacterPrefix
        var entries: [Entry] = [
            Entry(
                label: UTF16Text.units(options.underflowTitle), lowerBoundary: [],
                kind: .underflow, displayBucket: nil)
        ]
        var asciiBuckets = [Int?](repeating: nil, count: 26)
        var pinyinBuckets = [Int?](repeating: nil, count: 26)
        var hasPinyin = false
        var scriptIndex = -1
        var scriptUpperBoundary: [UInt16] = []
        let scriptFirsts = collators.scriptFirsts
        var multiplePrimaries: [Int: Bool] = [:]
        func hasMultiplePrimaryWeights(_ text: [UInt16]) -> Bool {
            collators.hasMultiplePrimaryWeights(text)
        }

        for current in labels {
            var lowerBoundary = current
            if primary.compare(current, scriptUpperBoundary) >= 0 {
                // Crossed into a new script.
                let inflowBoundary = scriptUpperBoundary
                var skippedScript = false
                while true {
                    scriptIndex += 1
                    scriptUpperBoundary = scriptFirsts[scriptIndex]
                    if primary.compare(current, scriptUpperBoundary) < 0 { break }
                    skippedScript = true
                }
                if skippedScript && entries.count > 1 {
                    entries.append(
                        Entry(
                            label: UTF16Text.units(options.inflowTitle), lowerBoundary: inflowBoundary,
                            kind: .inflow, displayBucket: nil))
                }
                if scriptStartBoundaries, scriptIndex >= 1, current.first != base {
                    // The script's first character: nothing of this script sorts before it.
                    let scriptStart = scriptFirsts[scriptIndex - 1]
                    if primary.compare(scriptStart, current) < 0 && primary.compare(inflowBoundary, scriptStart) <= 0 {
                        lowerBoundary = scriptStart
                    }
                }
            }
            entries.append(Entry(label: fixLabel(current), lowerBoundary: lowerBoundary, kind: .normal, displayBucket: nil))
            let startsWithBase = current.first == base
            if current.count == 1, (0x41...0x5A).contains(current[0]) {
                asciiBuckets[Int(current[0] - 0x41)] = entries.count - 1
            } else if current.count == 2, startsWithBase, (0x41...0x5A).contains(current[1]) {
                pinyinBuckets[Int(current[1] - 0x41)] = entries.count - 1
                hasPinyin = true
            }
            if !startsWithBase, hasMultiplePrimaryWeights(current), current.last != ICU.SpecialCharacter.sortsLast {
                // A label like "Sch" or "Æ": strings after it (but before the next label)
                // belong to the previous single-weight bucket.
                var j = entries.count - 2
                while entries[j].kind == .normal {
                    let single = entries[j]
                    let singleIsMultiple: Bool
                    if let known = multiplePrimaries[j] {
                        singleIsMultiple = known
                    } else {
                        singleIsMultiple = hasMultiplePrimaryWeights(single.lowerBoundary)
                        multiplePrimaries[j] = singleIsMultiple
                    }
                    if single.displayBucket == nil && !singleIsMultiple {
                        entries.append(
                            Entry(
                                label: [], lowerBoundary: current + [ICU.SpecialCharacter.sortsLast],
                                kind: .normal, displayBucket: j))
                        break
                    }
                    j -= 1
                }
            }
        }
        if entries.count == 1 { return entries }
        entries.append(
            Entry(
                label: UTF16Text.units(options.overflowTitle), lowerBoundary: scriptUpperBoundary,
                kind: .overflow, displayBucket: nil))
        if hasPinyin {
            var asciiBucket: Int?
            for i in 0..<26 {
                if let ascii = asciiBuckets[i] { asciiBucket = ascii }
                if let pinyin = pinyinBuckets[i], let asciiBucket {
                    entries[pinyin].displayBucket = asciiBucket
                }
            }
        }
        return entries
    }

    /// Step 4, last part: when there are invisible buckets, an inflow bucket followed by a
    /// non-letter bucket is shown as that bucket (ICU merges inflow into overflow this way).
    static func mergingAdjacentInflows(_ entries: [Entry]) -> [Entry] {
        guard entries.contains(where: { $0.displayBucket != nil }) else { return entries }
        var entries = entries
        var i = entries.count - 1
        var next = i
        i -= 1
        while i > 0 {
            defer { i -= 1 }
            if entries[i].displayBucket != nil { continue }
            if entries[i].kind == .inflow, entries[next].kind != .normal {
                entries[i].displayBucket = next
                continue
            }
            next = i
        }
        return entries
    }

    /// ICU's `fixLabel`: U+FDD0-prefixed labels lose the prefix; stroke counts
    /// (U+FDD0 followed by U+2801…U+28FF) become "N劃".
    static func fixLabel(_ current: [UInt16]) -> [UInt16] {
        guard current.first == ICU.SpecialCharacter.indexCharacterPrefix else { return current }
        guard current.count > 1 else { return [] }
        let rest = current[1]
        if rest > 0x2800 && rest <= 0x28FF {
            return UTF16Text.units(String(Int(rest) - 0x2800)) + [0x5283]
        }
        return Array(current.dropFirst())
    }
}
