internal import SectionizeICU
/// Sort keys kept after sectioning, for models that keep rows sorted as they change
/// (``SectionedList``): the whole-list path that also hands out every row's key, and the
/// one-row path that an insert or an update uses.
extension Sectioner {
    /// Sections `count` rows like ``section(count:text:)`` and also returns every row's full
    /// sort key (without ICU's terminating NUL), the key that orders it inside its section.
    ///
    /// The keys are copied into one buffer in sorted order (so that they lie in memory in
    /// the order they are later walked and searched in, and cost one allocation, not one
    /// per row): row `i`'s key is `keys[keyRanges[i]]`, and `prefixes[i]` its first 8 bytes
    /// as a big-endian integer.
    ///
    /// - Complexity: One sort key per row (on all cores), the in-bucket sort, and one copy of
    ///   each key.
    func sectionKeepingKeys(
        count: Int, readings plan: ReadingPlan? = nil, text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> KeptKeys {
        let arena = keyedArena(count: count, readings: plan, text: text)
        let order = arena.sectionedOrder(bucketCount: sectionCount, parallelism: parallelism)
        var total = 0
        for length in arena.keyLengths { total += Int(length) }
        var ranges = [Range<Int>](repeating: 0..<0, count: count)
        // No keys: an empty array (`Array(unsafeUninitializedCapacity: 0)` would write its
        // count into the shared empty-array storage, a data race ThreadSanitizer reports).
        guard total > 0 else {
            return KeptKeys(order: order, keys: [], keyRanges: ranges, prefixes: arena.prefixes, readings: arena.readings)
        }
        let keys = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var end = 0
            for row in order.order {
                let i = Int(row)
                let length = Int(arena.keyLengths[i])
                (buffer.baseAddress! + end).update(from: arena.keyStarts[i], count: length)
                ranges[i] = end..<(end + length)
                end += length
            }
            initialized = end
        }
        return KeptKeys(order: order, keys: keys, keyRanges: ranges, prefixes: arena.prefixes, readings: arena.readings)
    }

    /// What ``sectionKeepingKeys(count:readings:text:)`` returns: the sectioned order, every
    /// row's key in one buffer, and the readings.
    struct KeptKeys {
        /// The rows' sections and order.
        let order: SectionedOrder
        /// All keys, in sorted order.
        let keys: [UInt8]
        /// Row `i`'s key is `keys[keyRanges[i]]`.
        let keyRanges: [Range<Int>]
        /// Row `i`'s first 8 key bytes, big-endian, zero-padded.
        let prefixes: [UInt64]
        /// The readings that placed rows, when there was a reading plan.
        let readings: RowReadings?
    }

    /// The keys and sections of `count` rows (buckets already mapped to sections), with the
    /// readings of a reading plan when there is one.
    func keyedArena(
        count: Int, readings plan: ReadingPlan? = nil,
        text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> KeyArena {
        var arena: KeyArena
        if trimsLeadingBlanks {
            arena = KeyArena.build(count: count, engine: engine, parallelism: parallelism, readings: plan) { i, units in
                text(i, &units)
                LeadingBlanks.trim(&units)
            }
        } else {
            arena = KeyArena.build(count: count, engine: engine, parallelism: parallelism, readings: plan, text: text)
        }
        if let sectionOfBucket {
            for i in arena.buckets.indices { arena.buckets[i] = sectionOfBucket[Int(arena.buckets[i])] }
        }
        return arena
    }

    /// The full sort key (without terminating NUL) and the section of one text, exactly as
    /// ``section(count:text:)`` would key and place it.
    ///
    /// - Complexity: One full sort key, plus one primary key when the collator has the case
    ///   level on, and O(log *b*) comparisons for *b* buckets.
    func sortKeyAndSection(of text: String) -> (key: [UInt8], section: Int) {
        sortKeyAndSectionWithoutReadings(of: text)
    }

    /// The key, section and reading of one text exactly as ``sectionKeepingKeys(count:readings:text:)``
    /// keys, places and reads it: with a reading plan, the one-row path of the whole-list
    /// path, so that an element inserted later lands where sectioning it with the others
    /// would have put it.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - plan: The reading plan (its `given` closure is called with row 0), or `nil`.
    func sortKeyAndSection(of text: String, readings plan: ReadingPlan?) -> (key: [UInt8], section: Int, reading: String?) {
        guard let plan else {
            let (key, section) = sortKeyAndSectionWithoutReadings(of: text)
            return (key, section, nil)
        }
        let arena = keyedArena(count: 1, readings: plan) { _, units in units.append(contentsOf: text.utf16) }
        let key = Array(UnsafeBufferPointer(start: arena.keyStarts[0], count: Int(arena.keyLengths[0])))
        return (key, Int(arena.buckets[0]), arena.readings?.reading(ofRow: 0))
    }

    /// The full sort key and section of one text, without readings.
    private func sortKeyAndSectionWithoutReadings(of text: String) -> (key: [UInt8], section: Int) {
        var units = Array(text.utf16)
        if trimsLeadingBlanks { LeadingBlanks.trim(&units) }
        let key = engine.collators.collator.sortKey(units)
        let bucket = key.withUnsafeBufferPointer { engine.bucket(forSortKey: $0, of: units) }
        return (key, sectionOfBucket.map { Int($0[bucket]) } ?? bucket)
    }
}
