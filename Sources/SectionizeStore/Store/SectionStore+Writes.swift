import SectionizeInput
public import SectionizeKit

/// Writes: edits of the user's table reported to the store, and sync. Each is one
/// transaction and returns the change set `SectionedList/apply(_:)` returns for the same
/// edits.
extension SectionStore {
    /// Re-keys the rows the edits name, reading their current values from the user's table,
    /// and returns how a table view showing the list changes: the same change set as
    /// `SectionedList/apply(_:)` with the same edits (rows inserted get the next sequence
    /// numbers in the order of the edits; an update keeps its row's place among equal keys).
    ///
    /// - Parameter edits: Inserted, updated and removed rows, by id; several edits of one id
    ///   combine as in `SectionedList/apply(_:)`.
    /// - Returns: The change set and the index bars before and after.
    /// - Throws: `SectionizeError`: `duplicateID` (inserting an id the store has),
    ///   `unknownID` (updating or removing an id it has not, or inserting or updating an id
    ///   the user's table has not), `storeStale` (the keys were made by another ICU or
    ///   configuration: ``rebuild()`` first), `storeChanged` (rebuilt by another process with
    ///   another configuration since this store was opened: open it again), `storeNotOwned`,
    ///   `storeBusy`, `storeFailed`. Nothing is written then.
    /// - Complexity: Per edited row one key, one lookup and two counts over its section's
    ///   rows before it (old and new place).
    @discardableResult
    public func apply(_ edits: [StoreEdit]) throws(SectionizeError) -> StoreChanges {
        try run(applyTransaction(edits))
    }

    /// The transaction of ``apply(_:)``, for ``run(_:)`` and the pooled store.
    func applyTransaction(_ edits: [StoreEdit]) throws(SectionizeError) -> StoreTransaction<StoreChanges> {
        try refuseStale()
        return .write { [self] (session) throws(SectionizeError) -> StoreChanges in
            // The stamp read again inside the write: keys of the configuration this store
            // was opened with go only into a store that still has it.
            let state = try currentState(session)
            try source.checkSchema(session)
            return try apply(edits, session: session, state: state, sources: nil, issues: [])
        }
    }

    /// Finds the rows of the user's table that changed since they were keyed (a stored hash of
    /// each row's values), were added or were removed, and re-keys only those, in one
    /// transaction: removed rows first, then changed ones, then added ones in id order.
    ///
    /// A store that tracks changes (``tracksChanges``) reads only the rows its change table
    /// names, and deletes exactly the change rows it read (a change committed meanwhile stays
    /// for the next sync); the change set is the one the full read gives. It reads the whole
    /// table when `fullRead` is set, after a recorded TRUNCATE, or for more than 10,000
    /// changed ids (``StoreChanges/trackedChanges`` is `nil` then).
    ///
    /// - Parameter fullRead: Read the whole table even when changes are tracked.
    /// - Returns: The change set (the JSON of `sectionize diff`) and the bars.
    /// - Throws: As ``apply(_:)``; `storeStale` also when the change tracking is broken (a
    ///   trigger dropped or disabled), `storeNotOwned` when one of its objects is not the
    ///   store's.
    /// - Complexity: Reads the user's table and the stored hashes (with tracking: the changed
    ///   rows and their hashes only); then as ``apply(_:)`` for the rows that changed.
    @discardableResult
    public func sync(fullRead: Bool = false) throws(SectionizeError) -> StoreChanges {
        try run(syncTransaction(fullRead: fullRead))
    }

    /// The transaction of ``sync(fullRead:)``, for ``run(_:)`` and the pooled store.
    func syncTransaction(fullRead: Bool) throws(SectionizeError) -> StoreTransaction<StoreChanges> {
        try refuseStale()
        return .write { [self] (session) throws(SectionizeError) -> StoreChanges in
            let state = try currentState(session)
            // Change rows read before the table: every change they record is in what follows.
            var consumed: [(seq: Int64, id: String?)] = []
            if state.tracking {
                consumed = try Self.readChanges(session, names: names)
                if !fullRead, let result = try trackedSync(session, state: state, changes: consumed) { return result }
            }
            var issues: [StoreIssue] = []
            // Ids and hashes only: records are made for the rows that changed.
            let sources = try source.readRows(session, issues: &issues, records: false)
            var stored: [String: Int64] = [:]
            var storedOrder: [String] = []
            stored.reserveCapacity(sources.count)
            storedOrder.reserveCapacity(sources.count)
            try session.forEachRow("SELECT id, source_hash FROM \(names.quotedKeys(state.generation)) ORDER BY id", []) { row in
                let id = row[0].text ?? ""
                stored[id] = row[1].integer ?? 0
                storedOrder.append(id)
            }
            let reader = source
            let (edits, byID) = Self.edits(
                stored: stored, storedOrder: storedOrder, ids: sources.ids, hashes: sources.hashes,
                source: { reader.record(ofRow: $0, in: sources) })
            let result = try apply(edits, session: session, state: state, sources: byID, issues: issues)
            if state.tracking { try Self.deleteChanges(session, names: names, seqs: consumed.map(\.seq)) }
            return result
        }
    }

    func refuseStale() throws(SectionizeError) {
        let differences = stampDifferences
        guard differences.isEmpty else {
            throw SectionizeError(
                .storeStale,
                "\(database): the keys of \(table.name) were made differently (\(differences.joined(separator: "; "))): rebuild them (sectionize store build)"
            )
        }
    }

    /// A section's order is read whole when at least one in this many of its rows is placed:
    /// at 1M rows on SQLite a ``rank(_:_:section:key:sequence:)`` took about 27 µs and
    /// reading a section's order about 1.1 µs a row, so reading wins from about one placed
    /// row in 25.
    static let rowsPerPlacement = 25

    /// The places of rows in the store as it is now: for each, the number of rows before it
    /// in its collation section. A section where many rows are placed (a large sync) has its
    /// order read once and searched in memory; the others are ranked from the buckets'
    /// counts and one short range of the order index, many ranks to a statement.
    ///
    /// - Parameter counts: The row count of each collation section.
    func rowPlaces(
        _ session: any SQLSession, _ state: StoreState, keys: String, counts: [Int], _ rows: [(section: Int, key: [UInt8], sequence: Int64)]
    ) throws(SectionizeError) -> [Int] {
        var placing: [Int: Int] = [:]
        for row in rows { placing[row.section, default: 0] += 1 }
        var orders: [Int: [(key: [UInt8], sequence: Int64)]] = [:]
        for (section, n) in placing where n * Self.rowsPerPlacement >= counts[section] {
            orders[section] = try sectionOrder(session, keys: keys, section: section)
        }
        var result = [Int](repeating: 0, count: rows.count)
        var ranked: [Int] = []
        for (k, row) in rows.enumerated() {
            if let order = orders[row.section] { result[k] = Self.rank(of: row.key, row.sequence, in: order) } else { ranked.append(k) }
        }
        for (k, rank) in zip(ranked, try ranks(session, state, of: ranked.map { rows[$0] })) { result[k] = rank }
        return result
    }

    /// One row being added (inserted or updated).
    private struct Addition {
        var id: String
        /// Its scope ('' for one list).
        var scope: String
        var section: Int
        var key: [UInt8]
        var sequence: Int64
        var reading: String?
        /// Its sort text (what its lookup keys are made from).
        var text: String
        var display: String
        var hash: Int64
        /// Its place before, when it was in this handle's list and stays in it.
        var old: ListIndexPath?
        var oldKey: [UInt8]?
    }

    /// Applies edits of rows of any scope (a store of many lists: the app need not know a
    /// row's old scope): each row is re-keyed under its current scope, a row whose scope
    /// changed leaves its old list and joins its new one as an insertion (a new sequence, as
    /// `SectionedList/apply(_:)` gives an inserted row), and the counts, buckets and lookup
    /// keys of every scope touched are kept exact. The change set is this handle's list's:
    /// rows that left it are removed, rows that joined it inserted.
    func apply(
        _ edits: [StoreEdit], session: any SQLSession, state: StoreState, sources known: [String: SourceRow]?, issues: [StoreIssue]
    ) throws(SectionizeError) -> StoreChanges {
        var issues = issues
        let keys = names.quotedKeys(state.generation)
        let mine = scopeKey
        // 1. The net effect on each id, in the order ids are first touched (as SectionedList).
        var places: [String: StoredPlace?] = [:]
        // Every edited id's stored place, read in a few batched queries.
        var editIDs: [String] = []
        for edit in edits {
            let id: String
            switch edit {
            case .insert(let i), .update(let i), .remove(let i): id = i
            }
            if places.updateValue(StoredPlace?.none, forKey: id) == nil { editIDs.append(id) }
        }
        for row in try session.rows(
            batching: editIDs.map { .text($0) }, { "SELECT id, section, sort_key, seq, display, scope FROM \(keys) WHERE id IN (\($0))" })
        {
            places[row[0].text ?? ""] = StoredPlace(
                section: Int(row[1].integer ?? 0), key: row[2].bytes ?? [], sequence: row[3].integer ?? 0, display: row[4].text ?? "",
                scope: row[5].text ?? "")
        }
        // (Every edited id is in `places`: its stored place, or `nil` when it has none.)
        func place(_ id: String) -> StoredPlace? { places[id] ?? nil }
        var net: [String: Bool] = [:]
        var touched: [String] = []
        func isPresent(_ id: String) -> Bool { net[id] ?? (place(id) != nil) }
        func record(_ id: String, _ present: Bool) {
            if net.updateValue(present, forKey: id) == nil { touched.append(id) }
        }
        for edit in edits {
            switch edit {
            case .insert(let id):
                guard !isPresent(id) else { throw SectionizeError(.duplicateID, "cannot insert \(id): the store has a row with this id") }
                record(id, true)
            case .update(let id):
                guard isPresent(id) else { throw SectionizeError(.unknownID, "cannot update \(id): the store has no row with this id") }
                record(id, true)
            case .remove(let id):
                guard isPresent(id) else { throw SectionizeError(.unknownID, "cannot remove \(id): the store has no row with this id") }
                record(id, false)
            }
        }
        let presentIDs = touched.filter { net[$0] == true }
        let sources: [String: SourceRow]
        if let known {
            sources = known
        } else {
            sources = Dictionary(uniqueKeysWithValues: try source.read(session, ids: presentIDs, issues: &issues).map { ($0.id, $0) })
        }
        let oldBar = try readIndex(session, state).indexBar
        // The counts of every scope touched (old and new scopes of the rows), before the edits.
        var others = Set<String>()
        for id in touched {
            if let scope = place(id)?.scope { others.insert(scope) }
            if net[id] == true, let scope = sources[id]?.scope { others.insert(scope) }
        }
        others.remove(mine)
        var oldCounts = others.isEmpty ? [:] : try readCounts(session, state, scopes: others.sorted())
        oldCounts[mine] = oldBar.sectionCounts
        var counts = oldCounts
        var next = state.nextSequence

        // Places of the rows before the edits (removed and updated ones); ranks in this list.
        let placed = touched.compactMap { id in place(id).map { (id: id, place: $0) } }
        let placedHere = placed.filter { $0.place.scope == mine }
        let oldRanks = try rowPlaces(
            session, state, keys: keys, counts: oldBar.sectionCounts, placedHere.map { ($0.place.section, $0.place.key, $0.place.sequence) })
        var oldRank: [String: Int] = [:]
        for (row, rank) in zip(placedHere, oldRanks) { oldRank[row.id] = rank }

        // 2. Old places of removed and updated rows; keys of inserted and updated ones.
        var plan = StoredListChangePlan()
        var additions: [Addition] = []
        var removed: [String] = [], inserted: [String] = [], updated: [String] = []
        // Display names by collation-section path, for the change's readable form.
        var namesBefore: [(ListIndexPath, String)] = [], namesAfter: [(ListIndexPath, String)] = []
        var renamed: [StoreRename] = []
        for id in touched {
            let old = place(id)
            let oldPath: ListIndexPath? =
                if let old, old.scope == mine {
                    ListIndexPath(section: old.section, row: oldRank[id] ?? 0)
                } else { nil }
            if let oldPath, let old { namesBefore.append((oldPath, old.display)) }
            if let old { counts[old.scope]?[old.section] -= 1 }
            guard net[id] == true else {
                if let oldPath {
                    plan.deleted(oldPath)
                    removed.append(id)
                }
                continue
            }
            guard let source = sources[id] else {
                throw SectionizeError(.unknownID, "cannot key \(id): table \(table.name) has no row with \(table.id) \(id)")
            }
            let (key, section, reading, text) = keyer.list.storedKey(of: source.record)
            let sequence: Int64
            let display = source.record.displayName(keyer.style)
            // A row that stays in its scope keeps its place among equal keys; one that moved
            // leaves its old list and is inserted into its new one.
            let stays = old.map { $0.scope == source.scope } ?? false
            if let old, stays {
                sequence = old.sequence
                if source.scope == mine {
                    updated.append(id)
                    if old.display != display { renamed.append(StoreRename(id: id, oldName: old.display, newName: display)) }
                }
            } else {
                if let oldPath {
                    plan.deleted(oldPath)
                    removed.append(id)
                }
                sequence = next
                next += 1
                if source.scope == mine { inserted.append(id) }
            }
            counts[source.scope]?[section] += 1
            additions.append(
                Addition(
                    id: id, scope: source.scope, section: section, key: key, sequence: sequence, reading: reading,
                    text: text, display: display, hash: source.hash, old: stays ? oldPath : nil, oldKey: stays ? old?.key : nil))
        }

        // 3. Write.
        try session.execute(batching: placed.map { .text($0.id) }) { "DELETE FROM \(keys) WHERE id IN (\($0))" }
        let titles = storedStamp.sectionTitles
        try session.insert(
            into: keys, columns: KeyedRows.columns,
            additions.map { a in
                [
                    .text(a.scope), .text(a.id), .integer(Int64(a.section)), .text(titles[a.section]), .blob(a.key), .integer(a.sequence),
                    .text(a.display), a.reading.map { .text($0) } ?? .null, .integer(a.hash),
                ]
            })
        try replaceLookupKeys(
            session, state, removing: placed.map { ($0.id, $0.place.scope, $0.place.section, $0.place.key) },
            adding: additions.map { a in
                LookupRow(scope: a.scope, id: a.id, text: a.text, reading: a.reading, section: a.section, key: a.key, sequence: a.sequence)
            })
        // The changed counts: one upsert for all of them. A store of many lists has rows for
        // the sections with rows only (as its build writes them), so a section left empty
        // there loses its row; a store of one list keeps every section's.
        let sections = names.quotedSections(state.generation)
        let manyLists = storedStamp.table.scope != nil
        var changed: [(scope: String, section: Int, count: Int)] = []
        for (scope, scopeCounts) in counts.sorted(by: { $0.key < $1.key }) {
            guard let before = oldCounts[scope] else { continue }
            for s in scopeCounts.indices where scopeCounts[s] != before[s] { changed.append((scope, s, scopeCounts[s])) }
        }
        let emptied = manyLists ? changed.filter { $0.count == 0 } : []
        for batch in emptied.sqlBatches(valuesEach: 2) {
            try session.execute(
                "DELETE FROM \(sections) WHERE " + Array(repeating: "(scope = ? AND section = ?)", count: batch.count).joined(separator: " OR "),
                batch.flatMap { [.text($0.scope), .integer(Int64($0.section))] })
        }
        let kept = manyLists ? changed.filter { $0.count > 0 } : changed
        try session.insert(
            into: sections, columns: ["scope", "section", "title", "row_count"],
            kept.map { [.text($0.scope), .integer(Int64($0.section)), .text(titles[$0.section]), .integer(Int64($0.count))] },
            onConflict: "(scope, section) DO UPDATE SET row_count = excluded.row_count")
        try session.execute("UPDATE \(names.quotedStamp) SET value = ? WHERE name = ?", [.text(String(next)), .text("next_sequence")])

        // 4. New places of inserted and updated rows of this list.
        let here = additions.filter { $0.scope == mine }
        let myCounts = counts[mine] ?? oldBar.sectionCounts
        let newRanks = try rowPlaces(session, state, keys: keys, counts: myCounts, here.map { ($0.section, $0.key, $0.sequence) })
        for (a, rank) in zip(here, newRanks) {
            let path = ListIndexPath(section: a.section, row: rank)
            namesAfter.append((path, a.display))
            if let old = a.old {
                if a.oldKey == a.key && old.section == a.section {
                    plan.reloadedInPlace(old)
                } else {
                    plan.matched(old: old, new: path, contentChanged: true)
                }
            } else {
                plan.inserted(path)
            }
        }
        let newBar = IndexBar(sectionTitles: titles, sectionCounts: myCounts, options: storedStamp.configuration.indexBarOptions)
        return StoreChanges(
            changes: plan.changes(from: oldBar, to: newBar), before: oldBar, after: newBar,
            inserted: inserted, updated: updated, removed: removed, issues: issues,
            namesBefore: Self.displayed(namesBefore, in: oldBar), namesAfter: Self.displayed(namesAfter, in: newBar), renamed: renamed)
    }

    /// Names by collation-section path, keyed by their displayed-section path in `bar`.
    static func displayed(_ names: [(ListIndexPath, String)], in bar: IndexBar) -> [ListIndexPath: String] {
        var result: [ListIndexPath: String] = [:]
        for (path, name) in names {
            guard let section = bar.displayedSection(of: CollationSection(rawValue: path.section)) else { continue }
            result[ListIndexPath(section: section, row: path.row)] = name
        }
        return result
    }

    /// One collation section's keys and sequences, in order (of this handle's list).
    func sectionOrder(_ session: any SQLSession, keys: String, section: Int) throws(SectionizeError) -> [(key: [UInt8], sequence: Int64)] {
        try session.rows(
            "SELECT sort_key, seq FROM \(keys) WHERE scope = ? AND section = ? ORDER BY sort_key, seq", [.text(scopeKey), .integer(Int64(section))]
        )
        .map { (key: $0[0].bytes ?? [], sequence: $0[1].integer ?? 0) }
    }

    /// The number of entries of `order` before (key, sequence), by byte order then sequence
    /// (the order of the database's BLOB and `bytea` comparison).
    static func rank(of key: [UInt8], _ sequence: Int64, in order: [(key: [UInt8], sequence: Int64)]) -> Int {
        var low = 0, high = order.count
        while low < high {
            let mid = (low + high) >> 1
            let entry = order[mid]
            let before =
                entry.key.lexicographicallyPrecedes(key) || (entry.key == key && entry.sequence < sequence)
            if before { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension SectionStore {
    /// The edits that bring stored rows to the source rows, in the order a sync applies them
    /// (removals in id order, then updates and inserts in the sources' order), and the
    /// sources of the updated and inserted rows by id. The full-read and the tracked sync both
    /// make their change sets here.
    ///
    /// - Parameters:
    ///   - stored: The source hash of each stored id (of the rows read).
    ///   - storedOrder: Those ids in id order.
    ///   - ids: The ids of the source rows read, in id order.
    ///   - hashes: Their hashes.
    ///   - source: Source row `i` (asked only of the rows that changed).
    static func edits(
        stored: [String: Int64], storedOrder: [String], ids: [String], hashes: [Int64], source: (Int) -> SourceRow
    ) -> (edits: [StoreEdit], sources: [String: SourceRow]) {
        // Only the rows that changed are kept by id (a full read's sources are every row of
        // the table: a dictionary of them all cost more than the rest of the comparison).
        var byID: [String: SourceRow] = [:]
        var updates: [StoreEdit] = [], inserts: [StoreEdit] = []
        var matched = 0
        for (i, id) in ids.enumerated() {
            if let hash = stored[id] {
                matched += 1
                guard hash != hashes[i] else { continue }
                updates.append(.update(id: id))
            } else {
                inserts.append(.insert(id: id))
            }
            byID[id] = source(i)
        }
        // (Source ids are unique: every stored id was read exactly when all of them matched.)
        var edits: [StoreEdit] = []
        if matched < stored.count {
            let present = Set(ids)
            for id in storedOrder where !present.contains(id) { edits.append(.remove(id: id)) }
        }
        return (edits + updates + inserts, byID)
    }
}
