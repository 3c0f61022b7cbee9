internal import SectionizeICU
/// The shared, immutable core of an ``IndexedCollation``: collators, buckets and the
/// primary sort keys of the bucket boundaries.
///
/// `Sendable` notes: every stored property is immutable after `init` (the first-character
/// table is published once, see ``FirstCharacterBuckets``); the collators are used only
/// through ICU's const (thread-safe) calls.
final class IndexEngine: Sendable {
    /// The collators of the primary locale.
    let collators: IndexCollators
    /// The buckets, visible and invisible.
    let buckets: BucketList
    /// The primary sort keys (no terminator) of the entries' lower boundaries, back to back:
    /// entry `i`'s key is `boundaryBytes[boundaryOffsets[i] ..< boundaryOffsets[i + 1]]`.
    let boundaryBytes: [UInt8]
    let boundaryOffsets: [Int]
    /// The bucket of names decided by their first character, built on first lookup.
    let firstCharacters = FirstCharacterBuckets()

    /// Builds the index for resolved ICU locale IDs (the first one is primary).
    ///
    /// - Parameter uikit: The uikit style's rules: the first letter of each script begins at
    ///   the start of its script (see ``BucketList``), and buckets ignore the case level
    ///   (see ``IndexCollators``).
    init(locales: [String], options: IndexOptions, uikit: Bool = false) throws(SectionizeError) {
        guard let first = locales.first else {
            throw SectionizeError(.invalidOption, "an index needs at least one locale")
        }
        guard options.maxTitleCount >= 1 else {
            throw SectionizeError(.invalidOption, "the maximum title count must be at least 1, not \(options.maxTitleCount)")
        }
        do {
            collators = try IndexCollators.cached(locale: first, caselessBuckets: uikit)
            var candidates = try IndexCharacters.candidates(locales: locales, collators: collators)
            for label in options.additionalTitles { candidates.insert(UTF16Text.units(label)) }
            buckets = try BucketList(
                candidates: candidates, collators: collators, options: options,
                scriptStartBoundaries: uikit)
        } catch {
            // A keyword value ICU does not support (`-u-kr-others`, `@colreorder=others`)
            // makes opening the collator an illegal argument: the caller's option, not a
            // failure of ICU (exit 64, not 70).
            if error.name == "U_ILLEGAL_ARGUMENT_ERROR", let keywords = first.split(separator: "@", maxSplits: 1).dropFirst().first {
                throw SectionizeError(
                    .invalidOption, "\(first): ICU does not support this collation setting (\(keywords))", icuErrorName: error.name)
            }
            throw SectionizeError.icu(error, "cannot build the index for \(locales.joined(separator: "+"))")
        }
        let primary = collators.primary
        var bytes: [UInt8] = []
        var offsets = [0]
        for entry in buckets.entries {
            bytes.append(contentsOf: primary.sortKey(entry.lowerBoundary))
            offsets.append(bytes.count)
        }
        boundaryBytes = bytes
        boundaryOffsets = offsets
    }

    /// The visible bucket of `text` given its full sort key from the locale's collator (no
    /// terminator): the key's primary part decides, unless the collator has the case level on
    /// (then the primary part also compares case, and a primary-strength key of `text` is
    /// computed instead).
    ///
    /// - Complexity: O(log *b*) key comparisons for *b* buckets, plus one primary sort key
    ///   when the case level is on.
    @inline(__always)
    func bucket(forSortKey key: UnsafeBufferPointer<UInt8>, of text: [UInt16]) -> Int {
        if collators.primaryPrefixIsExact {
            return bucket(forPrimaryKey: UnsafeBufferPointer(rebasing: key[..<ICU.SortKey.primaryLength(key)]))
        }
        return collators.primary.sortKey(text).withUnsafeBufferPointer { bucket(forPrimaryKey: $0) }
    }

    /// The visible bucket of a name given its primary sort key (no terminator).
    ///
    /// ICU's binary search over the lower boundaries (`BucketList.search`), on raw pointers.
    @inline(__always)
    func bucket(forPrimaryKey key: UnsafeBufferPointer<UInt8>) -> Int {
        boundaryBytes.withUnsafeBufferPointer { bytes in
            boundaryOffsets.withUnsafeBufferPointer { offsets in
                buckets.displayIndex.withUnsafeBufferPointer { display in
                    var start = 0
                    var limit = offsets.count - 1
                    while start + 1 < limit {
                        let i = (start + limit) >> 1
                        let b0 = offsets[i], b1 = offsets[i + 1]
                        let boundary = UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + b0 }, count: b1 - b0)
                        if ICU.SortKey.compare(key, boundary) < 0 { limit = i } else { start = i }
                    }
                    return display[start]
                }
            }
        }
    }

    /// The visible bucket of a name, optionally after skipping its leading blanks.
    ///
    /// Most names are decided by their first character (``FirstCharacterBuckets``); the
    /// others get one primary sort key, in stack buffers, so a lookup of a name of ordinary
    /// length allocates nothing.
    func bucket(for name: String, trimmingLeadingBlanks: Bool = false) -> Int {
        var name = name
        return name.withUTF8 { whole in
            var utf8 = whole
            if trimmingLeadingBlanks {
                utf8 = UnsafeBufferPointer(rebasing: whole[LeadingBlanks.count(utf8: whole)...])
            }
            // Fast path: the first character decides, read straight from the UTF-8.
            if let (first, width) = UTF16Text.decodeScalar(utf8, at: 0), first < 0x10000,
                let table = firstCharacters.table(for: self)
            {
                let bucket = table[Int(first)]
                if bucket >= 0 {
                    guard let (second, _) = UTF16Text.decodeScalar(utf8, at: width) else { return Int(bucket) }
                    if second < 0x10000, FirstCharacterBuckets.isSafe(UInt16(second), in: table) { return Int(bucket) }
                }
            }
            return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(1, utf8.count)) { units in
                let count = UTF16Text.transcode(utf8, into: units)
                let text = UnsafeBufferPointer(rebasing: units[..<count])
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { key in
                    if let length = collators.primary.writeSortKey(text, into: key) {
                        return bucket(forPrimaryKey: UnsafeBufferPointer(rebasing: key[..<length]))
                    }
                    let whole = collators.primary.sortKey(text)
                    return whole.withUnsafeBufferPointer { bucket(forPrimaryKey: $0) }
                }
            }
        }
    }
}
