import SectionizeInput
public import SectionizeKit

/// Verification: every stored key and section recomputed and compared.
extension SectionStore {
    /// Recomputes every row's key, section, display text and reading from the user's table
    /// with the running library and compares them, and the per-section counts, with the store.
    /// A handle of one list of a store of many (``scoped(to:)``) checks that list; a handle
    /// without a scope value checks every list.
    ///
    /// - Returns: The stamp's differences and each stale row by id.
    /// - Throws: `SectionizeError` when the table or the database fails, `invalidOption` for
    ///   a scope value on a store of one list.
    /// - Complexity: Reads the user's table (one list's rows, for a handle of one list) and
    ///   the store; one key per row.
    public func verify() throws(SectionizeError) -> StoreVerification {
        try run(verifyTransaction())
    }

    /// The transaction of ``verify()``, for ``run(_:)`` and the pooled store.
    func verifyTransaction() throws(SectionizeError) -> StoreTransaction<StoreVerification> {
        return .read { [self] (session) throws(SectionizeError) -> StoreVerification in
            let state = try currentState(session, allScopes: true)
            var issues: [StoreIssue] = []
            // Names read as the build read them (its --invalid policy is in the stamp).
            let reader = SourceReader(names: names, keyer: keyer, database: database, policy: storedStamp.invalid ?? .fail)
            // One list's verify reads that list's rows only.
            var sources = try reader.readAll(session, issues: &issues, scope: scopeValue)
            var storedRows = "SELECT id, section, title, sort_key, display, reading, scope FROM \(names.quotedKeys(state.generation))"
            var bound: [SQLValue] = []
            if let scope = scopeValue {
                sources = sources.filter { $0.scope == scope }
                storedRows += " WHERE scope = ?"
                bound = [.text(scope)]
            }
            var stored: [String: [SQLValue]] = [:]
            var storedScopes = Set<String>()
            for row in try session.rows(storedRows, bound) {
                stored[row[0].text ?? ""] = row
                storedScopes.insert(row[6].text ?? "")
            }
            var byScope: [String: [ContactRecord]] = [:]
            for row in sources { byScope[row.scope, default: []].append(row.record) }
            // Every list the table or the store has (and the handle's, even when empty).
            var scopes = Set(byScope.keys).union(storedScopes)
            if scopeValue != nil || storedStamp.table.scope == nil { scopes.insert(scopeKey) }
            // Every list's counts in one query.
            let storedCounts = try readCounts(session, state, scopes: scopeValue.map { [$0] })
            scopes.formUnion(storedCounts.keys)
            var stale: [String] = []
            var seen = Set<String>()
            let titles = keyer.collation.sectionTitles
            let scoped = storedStamp.table.scope != nil
            for scope in scopes.sorted() {
                let list = try keyer.list(of: byScope[scope] ?? [])
                let inScope = scoped && scopeValue == nil ? " (scope \(scope))" : ""
                for row in list.storedRows {
                    seen.insert(row.id)
                    guard let values = stored[row.id] else {
                        stale.append("\(row.id): not in the store\(inScope)")
                        continue
                    }
                    var what: [String] = []
                    if values[6].text != scope { what.append("scope") }
                    if values[1].integer != Int64(row.section) || values[2].text != titles[row.section] { what.append("section") }
                    if values[3].bytes != row.key { what.append("sort key") }
                    if values[4].text != row.element.displayName(keyer.style) { what.append("display") }
                    if values[5].text != row.reading { what.append("reading") }
                    if !what.isEmpty { stale.append("\(row.id): \(what.joined(separator: ", ")) differ") }
                }
                let counts = storedCounts[scope] ?? [Int](repeating: 0, count: titles.count)
                if counts != list.indexBar.sectionCounts { stale.append("(section counts\(inScope)): differ from the rows") }
            }
            for id in stored.keys.sorted() where !seen.contains(id) {
                stale.append("\(id): not in table \(table.name)\(scopeValue.map { " in scope \($0)" } ?? "")")
            }
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
