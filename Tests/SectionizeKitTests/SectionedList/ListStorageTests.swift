import Testing
@testable import SectionizeKit

/// The list's own storage: the ID table (an open-addressing hash table) against
/// `Dictionary`, and the key storage (plain keys pointing into shared buffers) under
/// compaction, copies and long edit histories.
///
/// Where the expected values come from: `Dictionary` and `Set` of the standard library (an
/// independent hash table), and sectioning the same elements from scratch (the list's
/// documented contract); no expected value is computed by the code under test.
@Suite("List storage: the ID table agrees with Dictionary; keys survive compaction and copies")
struct ListStorageTests {
    /// An ID whose hash has only seven values, so that probe runs are long and `==` decides.
    struct CrowdedID: Hashable, Sendable, CustomStringConvertible {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 7) }
        var description: String { "#\(value)" }
    }

    static func location(_ n: Int) -> ListLocation {
        var none: UInt8 = 0
        return withUnsafePointer(to: &none) {
            ListLocation(section: n, key: ListSortKey(prefix: UInt64(n), start: $0, count: 0), sequence: UInt64(n))
        }
    }

    func checkAgainstDictionary<ID: Hashable & Sendable>(
        _ table: ListLocationTable<ID>, _ reference: [ID: Int], universe: [ID], _ context: String
    ) {
        let count = table.count, consistent = table.isConsistent
        #expect(count == reference.count, "\(context)")
        #expect(consistent, "\(context): buckets and slots disagree")
        for id in universe {
            #expect(table[id]?.section == reference[id], "\(context): \(id)")
        }
    }

    @Test("Random sets and removals: the table finds exactly what a Dictionary finds, with crowded and plain hashes")
    func tableEqualsDictionary() {
        var rng = InputTestRNG(seed: 0x7AB1E)
        for crowded in [true, false] {
            let universe = (0..<300).map { CrowdedID(value: crowded ? $0 : $0 * 7) }
            var table = ListLocationTable<CrowdedID>()
            var reference: [CrowdedID: Int] = [:]
            for step in 0..<3_000 {
                let id = universe.randomElement(using: &rng)!
                if Bool.random(using: &rng) || reference.isEmpty {
                    let n = Int.random(in: 0..<1_000, using: &rng)
                    table.set(Self.location(n), for: id)
                    reference[id] = n
                } else {
                    table.remove(id)
                    reference[id] = nil
                }
                if step % 100 == 0 { checkAgainstDictionary(table, reference, universe: universe, "crowded \(crowded), step \(step)") }
            }
            // Empty it completely, then fill it again.
            for id in universe {
                table.remove(id)
                reference[id] = nil
            }
            checkAgainstDictionary(table, reference, universe: universe, "emptied")
            for (n, id) in universe.enumerated() {
                table.set(Self.location(n), for: id)
                reference[id] = n
            }
            checkAgainstDictionary(table, reference, universe: universe, "refilled")
        }
    }

    @Test("Building from IDs finds the first repeated ID in input order, as a Set scan does")
    func buildFindsFirstDuplicate() throws {
        var rng = InputTestRNG(seed: 0xD0B1E)
        for trial in 0..<200 {
            let count = Int.random(in: 0..<400, using: &rng)
            let ids = (0..<count).map { _ in CrowdedID(value: Int.random(in: 0..<(count * 3 + 1), using: &rng)) }
            // The reference: the first position whose ID an earlier one has, and that earlier one.
            var firstPosition: [CrowdedID: Int] = [:]
            var expected: (Int, Int)? = nil
            for (i, id) in ids.enumerated() {
                if let first = firstPosition[id] {
                    expected = (first, i)
                    break
                }
                firstPosition[id] = i
            }
            switch ListLocationTable.build(ids: ids, parallelism: 2) {
            case .success(var table):
                #expect(expected == nil, "trial \(trial): a duplicate was missed")
                table.setLocations(ids.indices.map { Self.location($0) })
                checkAgainstDictionary(
                    table, Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) }), universe: ids, "trial \(trial)")
            case .failure(let duplicate):
                #expect(expected.map { [$0.0, $0.1] } == [duplicate.first, duplicate.second], "trial \(trial)")
            }
        }
    }

    @Test("A list that renamed every row many times compacts its keys, and a copy taken before keeps its own")
    func compactionKeepsEveryKey() throws {
        let collation = try IndexedCollation(locale: "de", style: .uikit)
        let names = (0..<1_500).map { "Name \($0 % 97) \(String(repeating: "x", count: $0 % 13))" }
        var list = try SectionedList(names.indices.map { Contact(id: $0, name: names[$0]) }, text: \.name, collation: collation)
        let snapshot = list
        var current = names
        for round in 1...6 {
            let edits: [ListEdit<Contact, Int>] = names.indices.map { .update(Contact(id: $0, name: "\(round) " + names[$0])) }
            try list.apply(edits)
            for i in names.indices { current[i] = "\(round) " + names[i] }
        }
        // Six rounds of renames leave more dead key bytes than live ones (and more than
        // 64 KiB), so the list compacted at least once; the storage holds at most the live
        // keys, the 64 KiB allowance and one round's worth of new keys.
        #expect(list.keyStorage.totalBytes <= 2 * list.liveKeyBytes + 65_536)
        #expect(list.invariantViolations(recomputingKeys: true).isEmpty)
        let fresh = try SectionedList(current.indices.map { Contact(id: $0, name: current[$0]) }, text: \.name, collation: collation)
        #expect(list.elements == fresh.elements)
        #expect(list.storedRows.map(\.key) == fresh.storedRows.map(\.key))
        // The snapshot still reads its own keys (their buffers are shared, not freed).
        #expect(snapshot.invariantViolations(recomputingKeys: true).isEmpty)
        #expect(snapshot.elements.map(\.name) == collation.sorted(names))
    }

    @Test("A key storage of 300,000 buffers is released without running out of stack")
    func longBufferChainIsReleasedIteratively() {
        var storage: ListKeyStorage? = ListKeyStorage()
        var keys: [ListSortKey] = []
        for i in 0..<300_000 { keys += storage!.store([[UInt8(1 + i % 200), 7]]) }
        #expect(storage!.totalBytes == 600_000)
        #expect(keys[299_999].bytes.elementsEqual([UInt8(1 + 299_999 % 200), 7]))
        keys = []
        storage = nil  // A recursive release of 300,000 links would overflow the stack.
        #expect(storage == nil)
    }
}
