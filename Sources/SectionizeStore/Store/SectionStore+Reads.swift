public import SectionizeInput
public import SectionizeKit

/// Everything stored, in list order: for comparing a store with the in-memory result.
public struct StoreDump: Sendable, Hashable {
    /// The index.
    public var index: StoreIndex
    /// The displayed sections, each with all its rows.
    public var sections: [StorePage]
}

/// Reads: each is one transaction of indexed queries, none reads the whole table (but
/// ``dump()``). Each transaction reads the stamp first and answers from the generation it
/// names, so the stamp, the counts and the rows always come from one build.
extension SectionStore {
    /// The index bar, the displayed sections' titles and their row counts.
    ///
    /// - Returns: The index, exactly as `SectionedList/indexBar` of the same rows gives it.
    /// - Throws: `SectionizeError` with code `storeFailed` when the database fails.
    /// - Complexity: One query of the per-section counts (one row per collation section).
    public func index() throws(SectionizeError) -> StoreIndex {
        try run(indexTransaction())
    }

    /// The transaction of ``index()``, for ``run(_:)`` and the pooled store.
    func indexTransaction() throws(SectionizeError) -> StoreTransaction<StoreIndex> {
        return .read { [self] (session) throws(SectionizeError) -> StoreIndex in
            try readIndex(session, try currentState(session, withIndex: true))
        }
    }

    func readIndex(_ session: any SQLSession, _ state: StoreState) throws(SectionizeError) -> StoreIndex {
        try readIndex(session, state, scope: scopeKey)
    }

    /// The rows per collation section of each of `scopes` (all scopes when `nil`), in one
    /// query per batch of scopes: a scope without rows has every count 0.
    func readCounts(_ session: any SQLSession, _ state: StoreState, scopes: [String]?) throws(SectionizeError) -> [String: [Int]] {
        let sections = names.quotedSections(state.generation)
        let rows: [[SQLValue]]
        if let scopes {
            rows = try session.rows(batching: scopes.map { .text($0) }) { "SELECT scope, section, row_count FROM \(sections) WHERE scope IN (\($0))" }
        } else {
            rows = try session.rows("SELECT scope, section, row_count FROM \(sections)", [])
        }
        let empty = [Int](repeating: 0, count: storedStamp.sectionTitles.count)
        var result: [String: [Int]] = [:]
        for scope in scopes ?? [] { result[scope] = empty }
        for row in rows {
            guard let s = row[1].integer.map(Int.init), let count = row[2].integer, s >= 0, s < empty.count else {
                throw SectionizeError(.storeStale, "\(database): the store of \(table.name) has a section that its stamp does not: rebuild it")
            }
            result[row[0].text ?? "", default: empty][s] = Int(count)
        }
        return result
    }

    /// The index of one scope's list (a scope without rows: every count 0).
    func readIndex(_ session: any SQLSession, _ state: StoreState, scope: String) throws(SectionizeError) -> StoreIndex {
        let titles = storedStamp.sectionTitles
        var counts = [Int](repeating: 0, count: titles.count)
        let rows: [[SQLValue]]
        if let read = state.sectionRows, read.scope == scope {
            rows = read.rows
        } else {
            rows = try session.rows("SELECT section, row_count FROM \(names.quotedSections(state.generation)) WHERE scope = ?", [.text(scope)])
        }
        for row in rows {
            guard let s = row[0].integer.map(Int.init), let count = row[1].integer, s >= 0, s < counts.count else {
                throw SectionizeError(.storeStale, "\(database): the store of \(table.name) has a section that its stamp does not: rebuild it")
            }
            counts[s] = Int(count)
        }
        return StoreIndex(indexBar: IndexBar(sectionTitles: titles, sectionCounts: counts, options: storedStamp.configuration.indexBarOptions))
    }

    /// The rows of one displayed section, in collation order, from `offset`, at most `limit`:
    /// what a table view asks by index path. To page through a section, start here (offset
    /// 0) and go on with the page's ``StorePage/next`` cursor (``rows(after:limit:)``), which
    /// rows inserted or deleted meanwhile do not move and whose pages cost the same however
    /// deep they are.
    ///
    /// - Parameters:
    ///   - section: A displayed section (`0..<index().numberOfSections`).
    ///   - offset: Rows to skip.
    ///   - limit: Rows at most.
    /// - Returns: The page, with the section's title, row count and the cursor after its last row.
    /// - Throws: `SectionizeError` with code `invalidOption` for a section out of range.
    /// - Complexity: The index query, then one range scan of the (section, key) index that
    ///   skips `offset` rows.
    public func rows(inSection section: Int, offset: Int = 0, limit: Int = 50) throws(SectionizeError) -> StorePage {
        try run(pageTransaction(inSection: section, offset: offset, limit: limit))
    }

    /// The transaction of ``rows(inSection:offset:limit:)``, for ``run(_:)`` and the pooled store.
    func pageTransaction(inSection section: Int, offset: Int, limit: Int) throws(SectionizeError) -> StoreTransaction<StorePage> {
        return .read { [self] (session) throws(SectionizeError) -> StorePage in
            let state = try currentState(session, withIndex: true)
            let bar = try readIndex(session, state).indexBar
            guard section >= 0, section < bar.displayedCollationSections.count else {
                throw SectionizeError(
                    .invalidOption,
                    "section \(section): the list has \(bar.displayedCollationSections.count) sections (0…\(bar.displayedCollationSections.count - 1))"
                )
            }
            let s = bar.displayedCollationSections[section]
            let limit = max(0, limit)
            // One row more than asked: whether a row follows the page (its `next`).
            let rows = try session.rows(
                "SELECT id, display, reading, sort_key, seq FROM \(names.quotedKeys(state.generation)) WHERE scope = ? AND section = ? ORDER BY sort_key, seq LIMIT ? OFFSET ?",
                [.text(scopeKey), .integer(Int64(s.rawValue)), .integer(Int64(limit) + 1), .integer(Int64(max(0, offset)))])
            return page(rows, limit: limit, section: s, bar: bar, state: state, from: nil)
        }
    }

    /// The rows after a cursor, in collation order, at most `limit`: the next page of the
    /// section the cursor is in.
    ///
    /// Rows inserted or deleted before the cursor since it was made do not move it: paging a
    /// section from its first page (``rows(inSection:offset:limit:)``) by each page's
    /// ``StorePage/next`` returns every row that stays in the section exactly once, in order,
    /// and each page costs what the first costs.
    ///
    /// - Parameters:
    ///   - cursor: A page's ``StorePage/next`` (or one parsed from its string form).
    ///   - limit: Rows at most.
    /// - Returns: The page, with the section's title and row count (now), and the cursor after
    ///   its last row (`nil` at the section's end).
    /// - Throws: `SectionizeError` with code `invalidOption` when the cursor is of another
    ///   store or table, `storeChanged` when the store was rebuilt since the cursor was made
    ///   (ask for the first page again).
    /// - Complexity: The index query, then one range scan of the (section, key) index from
    ///   the cursor: O(log *n* + `limit`).
    public func rows(after cursor: StoreCursor, limit: Int = 50) throws(SectionizeError) -> StorePage {
        try run(pageTransaction(after: cursor, limit: limit))
    }

    /// The transaction of ``rows(after:limit:)``, for ``run(_:)`` and the pooled store.
    func pageTransaction(after cursor: StoreCursor, limit: Int) throws(SectionizeError) -> StoreTransaction<StorePage> {
        return .read { [self] (session) throws(SectionizeError) -> StorePage in
            let state = try currentState(session, withIndex: true)
            guard cursor.storeTag == cursorTag(state) else {
                throw SectionizeError(
                    .invalidOption,
                    "\(database): the cursor is not one of the store of \(table.name)\(scopeValue == nil ? " (it was made by another store or table)" : " in this scope (it was made by another store, table or scope)")"
                )
            }
            guard Int(cursor.generation) == state.generation else {
                throw SectionizeError(
                    .storeChanged,
                    "\(database): the store of \(table.name) was rebuilt since the cursor was made: ask for the section's first page again")
            }
            let bar = try readIndex(session, state).indexBar
            guard cursor.collationSection.rawValue < bar.sectionCounts.count else {
                throw SectionizeError(.invalidOption, "\(database): the cursor names a section the store of \(table.name) does not have")
            }
            let limit = max(0, limit)
            // A row value compared with the index's own order: a range scan from the cursor.
            let rows = try session.rows(
                """
                SELECT id, display, reading, sort_key, seq FROM \(names.quotedKeys(state.generation))
                 WHERE scope = ? AND section = ? AND (sort_key, seq) > (?, ?) ORDER BY sort_key, seq LIMIT ?
                """,
                [
                    .text(scopeKey), .integer(Int64(cursor.collationSection.rawValue)), .blob(cursor.key), .integer(cursor.sequence),
                    .integer(Int64(limit) + 1),
                ])
            return page(rows, limit: limit, section: cursor.collationSection, bar: bar, state: state, from: cursor)
        }
    }

    /// The tag that binds a cursor to this store and scope.
    func cursorTag(_ state: StoreState) -> UInt32 {
        StoreCursor.tag(storeID: state.storeID, schema: names.sideSchema, table: names.tableName, scope: scopeValue)
    }

    /// A page from its rows (`id, display, reading, sort_key, seq`; one more than `limit`
    /// when a row follows the page).
    func page(
        _ rows: [[SQLValue]], limit: Int, section: CollationSection, bar: IndexBar, state: StoreState, from cursor: StoreCursor?
    ) -> StorePage {
        let shown = rows.prefix(limit)
        var next: StoreCursor? = nil
        if rows.count > limit {
            if let last = shown.last {
                next = StoreCursor(
                    storeTag: cursorTag(state), generation: UInt32(truncatingIfNeeded: state.generation), collationSection: section,
                    key: last[3].bytes ?? [], sequence: last[4].integer ?? 0)
            } else {
                next = cursor
            }
        }
        return StorePage(
            collationSection: section, title: bar.title(of: section), count: bar.sectionCounts[section.rawValue],
            rows: shown.map { StoreRow(id: $0[0].text ?? "", display: $0[1].text ?? "", reading: $0[2].text) }, next: next)
    }

    /// Where a stored row is: collation section, key and sequence.
    struct StoredPlace {
        var section: Int
        var key: [UInt8]
        var sequence: Int64
        /// The display text stored with the key.
        var display: String
        /// The row's scope ('' for one list).
        var scope: String = ""
    }

    /// Where a row of this handle's scope is (`nil`: no row of the scope has this id).
    func storedPlace(_ session: any SQLSession, _ state: StoreState, id: String) throws(SectionizeError) -> StoredPlace? {
        guard
            let row = try session.rows(
                "SELECT section, sort_key, seq, display FROM \(names.quotedKeys(state.generation)) WHERE id = ? AND scope = ?",
                [.text(id), .text(scopeKey)]
            ).first
        else { return nil }
        return StoredPlace(
            section: Int(row[0].integer ?? 0), key: row[1].bytes ?? [], sequence: row[2].integer ?? 0, display: row[3].text ?? "")
    }

    /// The displayed position of a row, as `SectionedList/indexPath(of:)` gives it.
    ///
    /// - Parameter id: A row's id.
    /// - Returns: Its index path, or `nil` when no stored row of this list has this id (or its
    ///   section is not displayed).
    /// - Complexity: A lookup by id, then its rank in its section: a few rows of the buckets
    ///   table and a count inside one bucket (docs/store.md).
    public func indexPath(of id: String) throws(SectionizeError) -> ListIndexPath? {
        try run(indexPathTransaction(of: id))
    }

    /// The transaction of ``indexPath(of:)``, for ``run(_:)`` and the pooled store.
    func indexPathTransaction(of id: String) throws(SectionizeError) -> StoreTransaction<ListIndexPath?> {
        return .read { [self] (session) throws(SectionizeError) -> ListIndexPath? in
            let state = try currentState(session, withIndex: true)
            guard let place = try storedPlace(session, state, id: id) else { return nil }
            let bar = try readIndex(session, state).indexBar
            guard let shown = bar.displayedSection(of: CollationSection(rawValue: place.section)) else { return nil }
            return ListIndexPath(section: shown, row: try rank(session, state, section: place.section, key: place.key, sequence: place.sequence))
        }
    }

    /// Where a tap on the index bar's title at `index` goes, as `UITableViewDataSource`'s
    /// `sectionForSectionIndexTitle(_:at:)` answers it (`IndexBar/target(forTitleAt:)`).
    ///
    /// - Parameters:
    ///   - title: The title tapped (checked against the bar's title at `index`).
    ///   - index: Its position in the bar.
    /// - Returns: The target, or `nil` when `index` is out of range or names another title.
    public func section(forSectionIndexTitle title: String, at index: Int) throws(SectionizeError) -> IndexBarTarget? {
        Self.target(in: try self.index().indexBar, title: title, at: index)
    }

    /// The target of the title at `index` of `bar`, or `nil` when `index` is out of range or
    /// names another title (for both stores' `section(forSectionIndexTitle:at:)`).
    static func target(in bar: IndexBar, title: String, at index: Int) -> IndexBarTarget? {
        guard index >= 0, index < bar.titles.count, bar.titles[index] == title else { return nil }
        return bar.target(forTitleAt: index)
    }

    /// Where a row with this name would be shown if it were added now (after every row
    /// whose name collates equal), as `SectionedList/insertionPoint(for:)` answers.
    ///
    /// - Parameter record: The new row's name (and readings).
    /// - Returns: The insertion point in displayed coordinates.
    /// - Complexity: One sort key, one count over the rows before it in its section.
    public func insertionPoint(for record: ContactRecord) throws(SectionizeError) -> ListInsertionPoint {
        try run(insertionPointTransaction(for: record))
    }

    /// The transaction of ``insertionPoint(for:)``, for ``run(_:)`` and the pooled store.
    func insertionPointTransaction(for record: ContactRecord) throws(SectionizeError) -> StoreTransaction<ListInsertionPoint> {
        let (key, section, _, _) = keyer.list.storedKey(of: record)
        return .read { [self] (session) throws(SectionizeError) -> ListInsertionPoint in
            let state = try currentState(session, withIndex: true)
            let bar = try readIndex(session, state).indexBar
            let row = try rank(session, state, section: section, key: key, sequence: state.nextSequence)
            var displayed = [Int](repeating: -1, count: bar.sectionCounts.count)
            for (p, s) in bar.displayedCollationSections.enumerated() { displayed[s.rawValue] = p }
            let shown = displayed[section]
            let position = shown >= 0 ? shown : displayed[..<section].lazy.filter { $0 >= 0 }.count
            return ListInsertionPoint(
                indexPath: ListIndexPath(section: position, row: row), insertsSection: shown < 0,
                collationSection: CollationSection(rawValue: section), title: bar.sectionTitles[section])
        }
    }

    /// Every displayed section with all its rows, in list order.
    ///
    /// - Returns: The index and the sections.
    /// - Complexity: One scan of the (section, key) index: O(*n*).
    public func dump() throws(SectionizeError) -> StoreDump {
        try run(dumpTransaction())
    }

    /// The transaction of ``dump()``, for ``run(_:)`` and the pooled store.
    func dumpTransaction() throws(SectionizeError) -> StoreTransaction<StoreDump> {
        return .read { [self] (session) throws(SectionizeError) -> StoreDump in
            let state = try currentState(session, withIndex: true)
            let index = try readIndex(session, state)
            let bar = index.indexBar
            var bySection = [[StoreRow]](repeating: [], count: bar.sectionCounts.count)
            for row in try session.rows(
                "SELECT section, id, display, reading FROM \(names.quotedKeys(state.generation)) WHERE scope = ? ORDER BY section, sort_key, seq",
                [.text(scopeKey)])
            {
                let s = Int(row[0].integer ?? -1)
                guard s >= 0, s < bySection.count else { continue }
                bySection[s].append(StoreRow(id: row[1].text ?? "", display: row[2].text ?? "", reading: row[3].text))
            }
            let sections = bar.displayedCollationSections.map { s in
                StorePage(collationSection: s, title: bar.title(of: s), count: bySection[s.rawValue].count, rows: bySection[s.rawValue])
            }
            return StoreDump(index: index, sections: sections)
        }
    }
}
