internal import SectionizeICU
/// Sort keys kept after sectioning, for models that keep rows sorted as they change
/// (``SectionedList``): the whole-list path that also hands out every row's key, and the
/// one-row path that an insert or an update uses.
extension Sectioner {
    /// Sections `count` rows like ``section(count:text:)`` and also returns every row's full
    /// sort key (without ICU's terminating NUL), the key that orders it inside its section.
    ///
    /// The keys stay where sectioning wrote them (the arena's buffers, which the caller may
    /// keep alive): row `i`'s key is `arena.keyLengths[i]` bytes at `arena.keyStarts[i]`,
    /// and `arena.prefixes[i]` its first 8 bytes as a big-endian integer.
    ///
    /// - Complexity: One sort key per row (on all cores) and the in-bucket sort; no copy of
    ///   the keys.
    func sectionKeepingKeys(
        count: Int, readings plan: ReadingPlan? = nil, text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> KeptKeys {
        let arena = keyedArena(count: count, readings: plan, text: text)
        return KeptKeys(order: arena.sectionedOrder(bucketCount: sectionCount, parallelism: parallelism), arena: arena)
    }

    /// What ``sectionKeepingKeys(count:readings:text:)`` returns: the sectioned order, and the
    /// arena with every row's key and the readings.
    struct KeptKeys {
        /// The rows' sections and order.
        let order: SectionedOrder
        /// The keys (in their buffers), their prefixes and the readings.
        let arena: KeyArena
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
