import Dispatch

/// Where an element of a ``SectionedList`` is: its collation section and what orders it
/// there (its key, then its sequence among equal keys).
struct ListLocation: Sendable {
    var section: Int
    var key: ListSortKey
    var sequence: UInt64
}

/// The ID table of a ``SectionedList``: each element's ID and location, found by ID.
///
/// An open-addressing hash table with linear probing over dense slots: slot *i* holds one
/// ID, its hash and its location, and the buckets hold slot numbers. IDs are hashed once,
/// when they enter the table (and on all cores when the table is built), and compared with
/// `==` only when their whole hash values are equal; growing the table re-uses the stored
/// hashes. Removing an ID shifts the probe run back (no tombstones) and moves the last slot
/// into the freed one, so the slots stay dense.
///
/// Why not `Dictionary<ID, ListLocation>`: the list's code is generic and is not specialized
/// for the caller's ID type, so a dictionary hashes, compares and copies every key and value
/// through value witnesses and allocates a value array of full buckets. Building the table of
/// 1,000,000 `Int` IDs took 165–208 ms as a dictionary and 14–22 ms this way (a stand-alone
/// release build of both, unspecialized, on this project's 2-core machine; see
/// `Benchmarks/README.md`).
struct ListLocationTable<ID: Hashable & Sendable>: Sendable {
    /// Each slot's ID.
    private(set) var ids: [ID] = []
    /// Each slot's `hashValue`.
    private var hashes: [Int] = []
    /// Each slot's location.
    private(set) var locations: [ListLocation] = []
    /// Slot numbers, or -1 for an empty bucket; the count is a power of two, at least twice
    /// the number of slots.
    private var buckets: [Int32] = [-1, -1]

    /// An empty table.
    init() {}

    /// The number of IDs.
    var count: Int { ids.count }

    /// Whether the table holds no ID.
    var isEmpty: Bool { ids.isEmpty }

    /// Builds the table of `ids` (slot *i* holds `ids[i]`), or finds the first ID (in order)
    /// that an earlier one has. The locations are set afterwards (``setLocations(_:)``).
    ///
    /// - Returns: The table, or the positions of the first duplicate (the earlier, the later).
    /// - Complexity: O(*n*) hashes (on up to `parallelism` threads) and probes.
    static func build(ids: [ID], parallelism: Int) -> Result<Self, DuplicateID> {
        let count = ids.count
        var hashes = [Int](repeating: 0, count: count)
        let jobs = count < 65_536 ? 1 : max(1, parallelism)
        ids.withUnsafeBufferPointer { ids in
            hashes.withUnsafeMutableBufferPointer { hashes in
                let shared = HashJob(ids: ids, hashes: hashes)
                DispatchQueue.concurrentPerform(iterations: jobs) { job in
                    for i in (count * job / jobs)..<(count * (job + 1) / jobs) {
                        shared.hashes[i] = shared.ids[i].hashValue
                    }
                }
            }
        }
        var table = Self()
        table.ids = ids
        table.hashes = hashes
        table.buckets = [Int32](repeating: -1, count: Self.bucketCount(for: count))
        let mask = table.buckets.count - 1
        let duplicate: DuplicateID? = table.buckets.withUnsafeMutableBufferPointer { buckets in
            hashes.withUnsafeBufferPointer { hashes in
                ids.withUnsafeBufferPointer { ids in
                    for i in 0..<count {
                        var b = hashes[i] & mask
                        while buckets[b] >= 0 {
                            let other = Int(buckets[b])
                            if hashes[other] == hashes[i] && ids[other] == ids[i] { return DuplicateID(first: other, second: i) }
                            b = (b + 1) & mask
                        }
                        buckets[b] = Int32(i)
                    }
                    return nil
                }
            }
        }
        if let duplicate { return .failure(duplicate) }
        return .success(table)
    }

    /// Sets every slot's location at once (after ``build(ids:parallelism:)``).
    ///
    /// - Parameter locations: Slot *i*'s location is `locations[i]`.
    mutating func setLocations(_ locations: [ListLocation]) {
        precondition(locations.count == ids.count, "ListLocationTable: \(locations.count) locations for \(ids.count) IDs")
        self.locations = locations
    }

    /// Two positions of the same ID.
    struct DuplicateID: Error {
        /// The earlier position.
        let first: Int
        /// The later position.
        let second: Int
    }

    /// The number of buckets for `count` slots: a power of two, at least twice `count`.
    private static func bucketCount(for count: Int) -> Int {
        var buckets = 2
        while buckets < 2 * count { buckets <<= 1 }
        return buckets
    }

    /// The bucket that holds `id`'s slot, or `nil`.
    private func bucket(of id: ID, hash: Int) -> Int? {
        let mask = buckets.count - 1
        var b = hash & mask
        while true {
            let slot = Int(buckets[b])
            if slot < 0 { return nil }
            if hashes[slot] == hash && ids[slot] == id { return b }
            b = (b + 1) & mask
        }
    }

    /// The location of `id`, or `nil` when it is not in the table.
    ///
    /// - Complexity: One hash and O(1) probes on average.
    subscript(id: ID) -> ListLocation? {
        guard let b = bucket(of: id, hash: id.hashValue) else { return nil }
        return locations[Int(buckets[b])]
    }

    /// Sets the location of `id`, adding it when it is not in the table.
    ///
    /// - Complexity: One hash and O(1) probes on average (amortized over growth).
    mutating func set(_ location: ListLocation, for id: ID) {
        let hash = id.hashValue
        if let b = bucket(of: id, hash: hash) {
            locations[Int(buckets[b])] = location
            return
        }
        if 2 * (ids.count + 1) > buckets.count { grow() }
        let slot = ids.count
        ids.append(id)
        hashes.append(hash)
        locations.append(location)
        place(slot: slot)
    }

    /// Removes `id` (nothing when it is not in the table).
    ///
    /// - Complexity: One hash and O(1) probes on average.
    mutating func remove(_ id: ID) {
        guard var hole = bucket(of: id, hash: id.hashValue) else { return }
        let slot = Int(buckets[hole])
        let mask = buckets.count - 1
        // Shift the rest of the probe run back into the hole, so that no search stops early.
        buckets[hole] = -1
        var b = hole
        while true {
            b = (b + 1) & mask
            let moving = Int(buckets[b])
            if moving < 0 { break }
            let home = hashes[moving] & mask
            // The entry stays when its home lies cyclically in (hole, b].
            let stays = hole <= b ? (hole < home && home <= b) : (hole < home || home <= b)
            if stays { continue }
            buckets[hole] = buckets[b]
            buckets[b] = -1
            hole = b
        }
        // Keep the slots dense: the last slot moves into the freed one.
        let last = ids.count - 1
        if slot != last {
            var lastBucket = hashes[last] & mask
            while Int(buckets[lastBucket]) != last { lastBucket = (lastBucket + 1) & mask }
            buckets[lastBucket] = Int32(slot)
            ids.swapAt(slot, last)
            hashes.swapAt(slot, last)
            locations.swapAt(slot, last)
        }
        ids.removeLast()
        hashes.removeLast()
        locations.removeLast()
    }

    /// Puts `slot` into the first empty bucket of its probe run.
    private mutating func place(slot: Int) {
        let mask = buckets.count - 1
        var b = hashes[slot] & mask
        while buckets[b] >= 0 { b = (b + 1) & mask }
        buckets[b] = Int32(slot)
    }

    /// Doubles the buckets and places every slot again by its stored hash.
    private mutating func grow() {
        buckets = [Int32](repeating: -1, count: buckets.count * 2)
        for slot in ids.indices { place(slot: slot) }
    }

    /// Whether every slot is found by its ID and the buckets hold every slot once (for the
    /// list's invariant checks).
    var isConsistent: Bool {
        var seen = [Bool](repeating: false, count: ids.count)
        for slot in buckets where slot >= 0 {
            guard Int(slot) < ids.count, !seen[Int(slot)] else { return false }
            seen[Int(slot)] = true
        }
        guard seen.allSatisfy({ $0 }), 2 * ids.count <= buckets.count else { return false }
        return ids.indices.allSatisfy { slot in
            hashes[slot] == ids[slot].hashValue && bucket(of: ids[slot], hash: hashes[slot]).map { Int(buckets[$0]) } == slot
        }
    }
}

/// IDs read and hashes written in place by the threads that hash a table's IDs.
///
/// `Sendable` notes: each thread writes only its own range of `hashes`, and both buffers
/// are used only inside the call that made them.
private struct HashJob<ID: Hashable & Sendable>: @unchecked Sendable {
    let ids: UnsafeBufferPointer<ID>
    let hashes: UnsafeMutableBufferPointer<Int>
}
