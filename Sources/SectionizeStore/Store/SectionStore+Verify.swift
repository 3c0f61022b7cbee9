import SectionizeInput
public import SectionizeKit

/// Verification: every stored key and section recomputed and compared.
extension SectionStore {
    /// Recomputes every row's key, section, display text and reading from the user's table
    /// with the running library and compares them, and the per-section counts, with the store.
    ///
    /// - Returns: The stamp's differences and each stale row by id.
    /// - Throws: `SectionizeError` when the table or the database fails.
    /// - Complexity: Reads the user's table and the store; one key per row.
    public func verify() throws(SectionizeError) -> StoreVerification {
        try backend.read { (session) throws(SectionizeError) -> StoreVerification in
            let state = try currentState(session)
            var issues: [StoreIssue] = []
            // Names read as the build read them (its --invalid policy is in the stamp).
            var reader = source
            reader = SourceReader(names: names, keyer: keyer, database: database, policy: storedStamp.invalid ?? .fail)
            let sources = try reader.readAll(session, issues: &issues)
            let list = try keyer.list(of: sources.map(\.record))
            var stored: [String: [SQLValue]] = [:]
            for row in try session.rows("SELECT id, section, title, sort_key, display, reading FROM \(names.quotedKeys(state.generation))", []) {
                stored[row[0].text ?? ""] = row
            }
            var stale: [String] = []
            var seen = Set<String>()
            let titles = keyer.collation.sectionTitles
            for row in list.storedRows {
                seen.insert(row.id)
                guard let values = stored[row.id] else {
                    stale.append("\(row.id): not in the store")
                    continue
                }
                var what: [String] = []
                if values[1].integer != Int64(row.section) || values[2].text != titles[row.section] { what.append("section") }
                if values[3].bytes != row.key { what.append("sort key") }
                if values[4].text != row.element.displayName(keyer.style) { what.append("display") }
                if values[5].text != row.reading { what.append("reading") }
                if !what.isEmpty { stale.append("\(row.id): \(what.joined(separator: ", ")) differ") }
            }
            for id in stored.keys.sorted() where !seen.contains(id) { stale.append("\(id): not in table \(table.name)") }
            let counts = try readIndex(session, state).indexBar.sectionCounts
            if counts != list.indexBar.sectionCounts { stale.append("(section counts): differ from the rows") }
            var result = StoreVerification(
                stampDifferences: storedStamp.differences(from: keyer.stamp), staleRows: stale, rowCount: sources.count)
            if state.tracking {
                result.tracksChanges = true
                result.pendingChanges = Int(try session.scalar("SELECT count(*) FROM \(names.quotedChanges)")?.integer ?? 0)
            }
            return result
        }
    }
}
