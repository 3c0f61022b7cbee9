internal import SectionizeICU

/// Where rows' readings come from while sectioning: readings given by the caller (which
/// always win) and a provider that computes the others.
///
/// # Keys with readings
/// A row with a reading is keyed `key(reading) 0x02 key(row)` (``ICU/SortKey/mergeSeparator``):
/// keys of one collator all have the same number of levels, so a key that is a proper prefix
/// of another is followed there by a weight byte (at least 0x03), never by a level separator;
/// the merged keys therefore order rows by reading first, then by their own text; equal keys
/// keep input order. A row without a reading is
/// keyed `key(row) 0x02 key(row)`, which orders it among the others exactly as its own key
/// would. Its section comes from the primary part of its reading's key.
struct ReadingPlan: Sendable {
    /// Writes the caller's reading of row `i` into the buffer (which arrives empty); an empty
    /// reading means none.
    var given: (@Sendable (Int, inout [UInt16]) -> Void)?
    /// Computes readings of rows without a given one.
    var provider: (any ReadingProvider)?
    /// Parts already read by any worker of this plan.
    let shared = SharedReadings()

    init(given: (@Sendable (Int, inout [UInt16]) -> Void)?, provider: (any ReadingProvider)?) {
        self.given = given
        self.provider = provider
    }
}

/// The readings used for rows, as UTF-16, row by row.
package struct RowReadings: Sendable {
    /// One chunk of rows' readings, built by one worker.
    struct Chunk: Sendable {
        var units: [UInt16] = []
        /// `rows + 1` offsets into `units`.
        var offsets: [Int] = [0]
        /// Whether each row has a reading (given or computed).
        var has: [Bool] = []
        /// Whether each row's reading was given by the caller.
        var given: [Bool] = []
    }

    private(set) var units: [UInt16] = []
    private(set) var offsets: [Int] = [0]
    private(set) var has: [Bool] = []
    private(set) var given: [Bool] = []
    /// What computed readings, when a provider was used.
    let source: String?

    /// Joins chunks in row order.
    init(chunks: [Chunk], source: String?) {
        self.source = source
        for chunk in chunks {
            let base = units.count
            units.append(contentsOf: chunk.units)
            offsets.append(contentsOf: chunk.offsets.dropFirst().map { $0 + base })
            has.append(contentsOf: chunk.has)
            given.append(contentsOf: chunk.given)
        }
    }

    /// The reading of row `i`, or `nil`.
    func reading(ofRow i: Int) -> String? {
        guard has[i] else { return nil }
        return String(decoding: units[offsets[i]..<offsets[i + 1]], as: UTF16.self)
    }

    /// The number of rows with a reading.
    var count: Int { has.reduce(0) { $0 + ($1 ? 1 : 0) } }
}

extension KeyArena {
    /// Keys, prefixes and buckets for one range of rows, with readings (see ``ReadingPlan``).
    static func buildChunk(
        _ rows: Range<Int>, engine: IndexEngine, outputs: SharedRowOutputs, plan: ReadingPlan,
        text: (Int, inout [UInt16]) -> Void
    ) -> BuiltChunk {
        let collator = engine.collators.collator
        var keys = KeyWriter(capacity: max(1024, rows.count * 64))
        var offsets: [Int] = [0]
        offsets.reserveCapacity(rows.count + 1)
        var readings = RowReadings.Chunk()
        readings.offsets.reserveCapacity(rows.count + 1)
        var reader = plan.provider?.makeReader()
        var cache = ReadingCache(shared: plan.shared)
        var units: [UInt16] = []
        var reading: [UInt16] = []
        for row in rows {
            units.removeAll(keepingCapacity: true)
            reading.removeAll(keepingCapacity: true)
            text(row, &units)
            var isGiven = false
            if let given = plan.given {
                given(row, &reading)
                LeadingBlanks.trim(&reading)
                isGiven = !reading.isEmpty
            }
            var hasReading = isGiven
            if !hasReading, reader != nil {
                hasReading = cache.reading(of: units, reader: &reader!, into: &reading)
            }
            let start = keys.used
            let sectionText = hasReading ? reading : units
            let first = keys.appendKey(of: sectionText, collator: collator)
            let key = keys.buffer(start, first)
            let bucket = engine.bucket(forSortKey: key, of: sectionText)
            keys.append(ICU.SortKey.mergeSeparator)
            if hasReading {
                _ = keys.appendKey(of: units, collator: collator)
            } else {
                keys.appendCopy(from: start, count: first)
            }
            outputs.prefixes[row] = ICU.SortKey.prefix(keys.buffer(start, keys.used - start))
            outputs.buckets[row] = Int32(bucket)
            offsets.append(keys.used)
            if hasReading { readings.units.append(contentsOf: reading) }
            readings.offsets.append(readings.units.count)
            readings.has.append(hasReading)
            readings.given.append(isGiven)
        }
        return BuiltChunk(chunk: Chunk(bytes: keys.take()), offsets: offsets, readings: readings)
    }
}
