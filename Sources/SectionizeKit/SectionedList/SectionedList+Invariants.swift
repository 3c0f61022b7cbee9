internal import SectionizeICU
/// What every ``SectionedList`` must satisfy, in one place (the property tests call it after
/// every batch of edits).
extension SectionedList {
    /// The broken invariants, as readable lines; empty when the list is sound.
    ///
    /// - Every collation section has its rows, sorted strictly by (key, sequence).
    /// - Every row is in the ID table exactly once, at its section, key and sequence, and its
    ///   stored ID is its element's ID; sequences are unique and below the next one.
    /// - The index bar's counts are the sections' row counts, and the displayed positions
    ///   are the bar's displayed sections.
    /// - With `recomputingKeys`, each row's key and section are those its text gets now.
    ///
    /// - Parameter recomputingKeys: Also compute every row's sort key again (one ICU call per row).
    /// - Complexity: O(*n*), or O(*n*) sort keys with `recomputingKeys`.
    func invariantViolations(recomputingKeys: Bool = false) -> [String] {
        var violations: [String] = []
        if orders.count != collation.sectionTitles.count || rowIDs.count != orders.count || rowElements.count != orders.count {
            violations.append("\(orders.count) sections stored for \(collation.sectionTitles.count) titles")
        }
        var sequences = Set<UInt64>()
        var rows = 0
        for (s, order) in orders.enumerated() {
            if order.sequences.count != order.count || rowIDs[s].count != order.count || rowElements[s].count != order.count {
                violations.append("section \(s): keys, sequences, IDs and elements are not parallel")
                continue
            }
            for r in 0..<order.count {
                rows += 1
                let id = rowIDs[s][r], element = rowElements[s][r]
                if r > 0 && !ListOrder.precedes(order.keys[r - 1], order.sequences[r - 1], order.keys[r], order.sequences[r]) {
                    violations.append("section \(s): rows \(r - 1) and \(r) are out of order")
                }
                if idOf(element) != id { violations.append("section \(s) row \(r): stored ID is not the element's") }
                if let location = locations[id] {
                    if location.section != s || location.sequence != order.sequences[r] || !location.key.bytes.elementsEqual(order.keys[r].bytes) {
                        violations.append("section \(s) row \(r): the ID table points elsewhere")
                    }
                } else {
                    violations.append("section \(s) row \(r): ID \(id) is not in the ID table")
                }
                if !sequences.insert(order.sequences[r]).inserted { violations.append("sequence \(order.sequences[r]) is used twice") }
                if order.sequences[r] >= nextSequence { violations.append("sequence \(order.sequences[r]) ≥ next \(nextSequence)") }
                if recomputingKeys {
                    let (bytes, section, _) = keyAndSection(of: element)
                    if !bytes.elementsEqual(order.keys[r].bytes) || section != s {
                        violations.append("section \(s) row \(r): key or section differ from the text's (section \(section))")
                    }
                }
            }
        }
        if rows != locations.count { violations.append("\(rows) rows but \(locations.count) IDs") }
        let heldBytes = orders.reduce(0) { $0 + $1.keys.reduce(0) { $0 + $1.count } }
        if heldBytes != liveKeyBytes { violations.append("\(heldBytes) key bytes held, \(liveKeyBytes) counted") }
        if keyStorage.totalBytes < liveKeyBytes { violations.append("the key storage is smaller than the keys") }
        if !locations.isConsistent { violations.append("the ID table's buckets and slots disagree") }
        if indexBar.sectionCounts != orders.map(\.count) { violations.append("index bar counts differ from the sections") }
        if indexBar.options != indexBarOptions { violations.append("index bar options differ") }
        if displayedPosition != Self.displayedPositions(of: indexBar, sectionCount: orders.count) {
            violations.append("displayed positions differ from the bar's displayed sections")
        }
        return violations
    }

    /// Every element with its sequence, in sequence order: the order in which sectioning
    /// them from scratch gives this list (equal keys keep input order).
    var elementsInSequenceOrder: [Element] {
        var all: [(sequence: UInt64, element: Element)] = []
        for (s, order) in orders.enumerated() {
            for r in 0..<order.count { all.append((order.sequences[r], rowElements[s][r])) }
        }
        return all.sorted { $0.sequence < $1.sequence }.map(\.element)
    }
}
