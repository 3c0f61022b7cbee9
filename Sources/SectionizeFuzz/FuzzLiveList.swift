@testable import SectionizeKit
import SectionizeTestSupport

/// Live lists under the fuzzer (issue 18): the decoded rows drive a `SectionedList` of
/// `TextRow`s through a batch of edits chosen by the input's bytes; after it, the list's own
/// invariants hold (keys recomputed), it equals the list built from scratch of the same rows,
/// and `RowListDiff` of the two row lists equals `SectionedList.changes(from:to:)`.
enum FuzzLiveList {
    static func run(_ rows: RowBuffer, bytes: [UInt8], index: IndexedCollation) {
        guard rows.count >= 2 else { return }
        let split = rows.count / 2
        let first = RowBuffer((0..<split).map { rows[$0] })
        let options = IndexBarOptions(keepsEmptySections: bytes.count % 5 == 0, minimumDisplayRowCount: bytes.count % 7)
        var list = SectionedList(rows: first, collation: index, indexBarOptions: options)
        // Edits: insert the second half's rows, remove or rename some of the first half's,
        // each choice taken from the input's bytes.
        var texts = (0..<split).map { first[$0] }
        var edits: [ListEdit<TextRow, TextRow>] = []
        var present = Set(list.elements)
        for i in split..<rows.count {
            let byte = bytes[i % bytes.count]
            let victim = TextRow(text: texts[Int(byte) % texts.count], occurrence: 1)
            switch byte % 3 {
            case 0 where present.contains(victim):
                edits.append(.remove(victim))
                present.remove(victim)
            default:
                let new = TextRow(text: rows[i], occurrence: 1 + Int(byte % 2))
                guard !present.contains(new) else { continue }
                edits.append(.insert(new))
                present.insert(new)
                texts.append(rows[i])
            }
        }
        let before = list
        guard (try? list.apply(edits)) != nil else {
            invariant(false, "a valid batch of \(edits.count) edits was rejected")
            return
        }
        let violations = list.invariantViolations(recomputingKeys: true)
        invariant(violations.isEmpty, "live list: \(violations.prefix(3))")
        invariant(Set(list.elements) == present, "the list holds exactly the edited elements")
        // The same rows from scratch, then the row diff against the list diff.
        let beforeRows = RowBuffer(before.elementsInSequenceOrder.map(\.text))
        let afterRows = RowBuffer(list.elementsInSequenceOrder.map(\.text))
        let a = SectionedList(rows: beforeRows, collation: index, indexBarOptions: options)
        let b = SectionedList(rows: afterRows, collation: index, indexBarOptions: options)
        let diff = RowListDiff(from: beforeRows, to: afterRows, collation: index, readingProvider: nil, indexBarOptions: options)
        invariant(diff.changes == SectionedList.changes(from: a, to: b), "RowListDiff equals SectionedList.changes")
    }
}
