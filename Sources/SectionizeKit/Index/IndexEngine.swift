/// The shared, immutable core of an ``IndexedCollation``: collators, buckets and the
/// primary sort keys of the bucket boundaries.
///
/// `Sendable` notes: every stored property is immutable after `init`; the collators are used
/// only through ICU's const (thread-safe) calls.
final class IndexEngine: Sendable {
    /// The collators of the primary locale.
    let collators: IndexCollators
    /// The buckets, visible and invisible.
    let buckets: BucketList
    /// The primary sort key (no terminator) of each entry's lower boundary.
    let boundaryKeys: [[UInt8]]

    /// Builds the index for resolved ICU locale IDs (the first one is primary).
    init(locales: [String], options: IndexOptions) throws(SectionizeError) {
        guard let first = locales.first else {
            throw SectionizeError(.invalidOption, "an index needs at least one locale")
        }
        guard options.maxLabelCount >= 1 else {
            throw SectionizeError(.invalidOption, "the maximum label count must be at least 1, not \(options.maxLabelCount)")
        }
        do {
            collators = try IndexCollators.cached(locale: first)
            var candidates = try IndexCharacters.candidates(locales: locales, collators: collators)
            for label in options.additionalLabels { candidates.insert(UTF16Text.units(label)) }
            buckets = try BucketList(candidates: candidates, collators: collators, options: options)
        } catch {
            throw SectionizeError.icu(error, "cannot build the index for \(locales.joined(separator: "+"))")
        }
        let primary = collators.primary
        boundaryKeys = buckets.entries.map { primary.sortKey($0.lowerBoundary) }
    }

    /// The visible bucket of a name given its primary sort key (no terminator).
    func bucket(forPrimaryKey key: UnsafeBufferPointer<UInt8>) -> Int {
        let entry = BucketList.search(count: boundaryKeys.count) { i in
            boundaryKeys[i].withUnsafeBufferPointer { SortKey.compare(key, $0) < 0 }
        }
        return buckets.displayIndex[entry]
    }

    /// The visible bucket of a name.
    func bucket(for name: String) -> Int {
        let key = collators.primary.sortKey(UTF16Text.units(name))
        return key.withUnsafeBufferPointer { bucket(forPrimaryKey: $0) }
    }
}
