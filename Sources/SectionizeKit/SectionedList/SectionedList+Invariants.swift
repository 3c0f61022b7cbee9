/// What every ``SectionedList`` must satisfy, in one place (tests and the fuzz target call
/// it after every change).
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
        if storage.count != collation.buckets.count {
            violations.append("\(storage.count) sections stored for \(collation.buckets.count) titles")
        }
        var sequences = Set<UInt64>()
        var rows = 0
        for (s, section) in storage.enumerated() {
            for (r, entry) in section.enumerated() {
                rows += 1
                if r > 0 && !Self.precedes(section[r - 1], entry) {
                    violations.append("section \(s): rows \(r - 1) and \(r) are out of order")
                }
                if idOf(entry.element) != entry.id { violations.append("section \(s) row \(r): stored ID is not the element's") }
                if let location = locations[entry.id] {
                    if location.section != s || location.sequence != entry.sequence || location.key.bytes != entry.key.bytes {
                        violations.append("section \(s) row \(r): the ID table points elsewhere")
                    }
                } else {
                    violations.append("section \(s) row \(r): ID \(entry.id) is not in the ID table")
                }
                if !sequences.insert(entry.sequence).inserted { violations.append("sequence \(entry.sequence) is used twice") }
                if entry.sequence >= nextSequence { violations.append("sequence \(entry.sequence) ≥ next \(nextSequence)") }
                if recomputingKeys {
                    let (bytes, section) = collation.sectioner.sortKeyAndSection(of: textOf(entry.element))
                    if bytes != entry.key.bytes || section != s {
                        violations.append("section \(s) row \(r): key or section differ from the text's (section \(section))")
                    }
                }
            }
        }
        if rows != locations.count { violations.append("\(rows) rows but \(locations.count) IDs") }
        if indexBar.sectionCounts != storage.map(\.count) { violations.append("index bar counts differ from the sections") }
        if indexBar.options != indexBarOptions { violations.append("index bar options differ") }
        if displayedPosition != Self.displayedPositions(of: indexBar, sectionCount: storage.count) {
            violations.append("displayed positions differ from the bar's displayed sections")
        }
        return violations
    }

    /// Every element with its sequence, in sequence order: the order in which sectioning
    /// them from scratch gives this list (equal keys keep input order).
    var elementsInSequenceOrder: [Element] {
        storage.flatMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.element)
    }
}
