import Dispatch
import Synchronization

extension SectionedList {
    /// The elements that match a query, in list order, by the rules of
    /// ``SearchableSections/search(_:limit:)`` (docs/search.md): the same keys, from the
    /// list's collation and the readings that placed its elements.
    ///
    /// ```swift
    /// var list = try SectionedList(contacts, id: \.id, text: \.name, configuration: configuration)
    /// list.search("ju mü").matches.map(\.indexPath)     // where Jürgen Müller is shown
    /// try list.insert(Contact(id: 7, name: "Müller, Anna"))
    /// list.search("mu").count                           // the new contact too
    /// ```
    ///
    /// The keys are built on all cores at the first search and kept current by every edit
    /// after it (``apply(_:)`` builds the keys of inserted and updated elements and drops
    /// those of removed ones); a copy of the list shares them until one of the two changes.
    ///
    /// - Parameters:
    ///   - query: What the user typed; words split at spaces and punctuation. A query with no
    ///     words matches every element.
    ///   - limit: The most matches to return, or `nil` for all; ``SearchResult/count`` counts
    ///     them all.
    /// - Returns: The matches with their displayed index paths and section titles.
    /// - Complexity: O(*n*) key checks for *n* elements (the first call also builds the keys).
    public func search(_ query: String, limit: Int? = nil) -> SearchResult {
        guard let folding = try? SearchFolding.cached(locale: collation.resolvedLocales[0]) else {
            return SearchResult(query: query, count: 0, matches: [])
        }
        var lookup = NameLookup(folding: folding)
        let words = lookup.queryWords(query)
        let keys = searchKeys.keys(building: { allSearchKeys(folding: folding) })
        var positions: [Int] = []
        var position = 0
        for section in indexBar.displayedCollationSections {
            for id in rowIDs[section.rawValue] {
                if let element = keys[id], element.matches(element: 0, words: words) { positions.append(position) }
                position += 1
            }
        }
        return SearchResult(query: query, positions: positions, limit: limit, rowCounts: rowCounts, title: { title(ofSection: $0) })
    }

    /// The keys of every element, on all cores.
    private func allSearchKeys(folding: SearchFolding) -> [ID: LookupKeys] {
        let ids = rowIDs.flatMap { $0 }
        let elements = rowElements.flatMap { $0 }
        let workers = ids.count < 8_192 ? 1 : max(1, collation.sectioner.parallelism) * 2
        let chunk = (ids.count + workers - 1) / max(1, workers)
        let parts = JobResults<[(ID, LookupKeys)]>(count: workers)
        let readings = readingByID
        let text = textOf
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var lookup = NameLookup(folding: folding)
            var part: [(ID, LookupKeys)] = []
            for i in min(ids.count, w * chunk)..<min(ids.count, (w + 1) * chunk) {
                var keys = LookupKeys()
                lookup.appendKeys(of: text(elements[i]), reading: readings[ids[i]], to: &keys)
                part.append((ids[i], keys))
            }
            parts[w] = part
        }
        var all: [ID: LookupKeys] = [:]
        all.reserveCapacity(ids.count)
        for w in 0..<workers { for (id, keys) in parts[w] ?? [] { all[id] = keys } }
        return all
    }

    /// Rebuilds the keys of touched elements (`nil`: removed) when keys have been built.
    mutating func updateSearchKeys(_ touched: [(ID, Element?)]) {
        guard searchKeys.isBuilt, !touched.isEmpty,
            let folding = try? SearchFolding.cached(locale: collation.resolvedLocales[0])
        else { return }
        if !isKnownUniquelyReferenced(&searchKeys) { searchKeys = searchKeys.copy() }
        var lookup = NameLookup(folding: folding)
        var changed: [(ID, LookupKeys?)] = []
        for (id, element) in touched {
            guard let element else {
                changed.append((id, nil))
                continue
            }
            var keys = LookupKeys()
            lookup.appendKeys(of: textOf(element), reading: readingByID[id], to: &keys)
            changed.append((id, keys))
        }
        searchKeys.update(changed)
    }
}

/// The lookup keys of a ``SectionedList``'s elements by ID, shared by copies of the list
/// until one of them changes.
///
/// `Sendable` notes: the keys are behind a `Mutex`; a list replaces a shared box before it
/// changes it.
final class ListSearchKeys<ID: Hashable & Sendable>: Sendable {
    private let state: Mutex<[ID: LookupKeys]?>

    init(_ keys: [ID: LookupKeys]? = nil) { state = Mutex(keys) }

    var isBuilt: Bool { state.withLock { $0 != nil } }

    /// The keys, built with `build` the first time.
    func keys(building build: () -> [ID: LookupKeys]) -> [ID: LookupKeys] {
        if let known = state.withLock({ $0 }) { return known }
        let made = build()
        return state.withLock { state in
            if let raced = state { return raced }
            state = made
            return made
        }
    }

    func copy() -> ListSearchKeys { ListSearchKeys(state.withLock { $0 }) }

    func update(_ changed: [(ID, LookupKeys?)]) {
        state.withLock { state in
            guard state != nil else { return }
            for (id, keys) in changed { state![id] = keys }
        }
    }
}
