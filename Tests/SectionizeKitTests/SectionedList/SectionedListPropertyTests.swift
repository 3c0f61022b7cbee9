import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import TableUpdateReference

extension Slow {
    /// Random edit sequences against the reference table and against sectioning from scratch.
    ///
    /// Where the expected values come from: the reference table (``TableUpdateReference``)
    /// applies each change set by UIKit's documented batch-update rules, so the expected table
    /// after an update is what the list itself says it shows after the edits, and that in turn
    /// must equal `IndexedCollation.sections(of:by:)` of the same elements from scratch (the
    /// documented contract of ``SectionedList``), with the bar's rule for displayed sections.
    @Suite("Properties: live lists turn into the edited list under UIKit's rules")
    struct SectionedListPropertyTests {
        /// Latin with tailorings (de, sv with Å Ä Ö after Z, cs with CH), Cyrillic, kana rows,
        /// stroke-count Han, Hangul.
        static let locales = ["de", "sv", "cs", "ru", "ja", "zh_Hant", "ko"]
        static let cases: [(String, IndexStyle)] = locales.flatMap { l in IndexStyle.allCases.map { (l, $0) } }
        static let sequencesPerCase = 150
        static let stepsPerSequence = 8

        /// Names that hit the edges: equal keys (NFC/NFD é), leading blanks and format
        /// characters (uikit trims them), digits and symbols (#, …), other scripts, contractions.
        static let tricky = [
            "", " Anna", "\u{200E}Berta", "e\u{301}mile", "\u{E9}mile", "Émile", "Zoë", "Åsa", "Ärger", "Öztürk",
            "Chladný", "Hugo", "112 Notruf", "#hash", "😀 Smiley", "Борис", "Ёлка", "あいこ", "カナ", "王小明", "張",
            "김민준", "محمد", "שרה", "Ωμέγα", "ไทย", "ch", "CH", "zz", "a",
        ]

        struct Generator {
            var rng: InputTestRNG
            let letters: [String]
            var nextID = 0

            mutating func name(existing: [String]) -> String {
                if !existing.isEmpty && rng.oneIn(8) { return existing.randomElement(using: &rng)! }
                if rng.oneIn(5) { return SectionedListPropertyTests.tricky.randomElement(using: &rng)! }
                var name = letters.randomElement(using: &rng) ?? "A"
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    name += ["a", "e", "o", "r", "s", "n", "ä", "ö", "é", "ñ", "y", "h"].randomElement(using: &rng)!
                }
                return name
            }

            mutating func contact(existing: [String]) -> Contact {
                nextID += 1
                return Contact(id: nextID, name: name(existing: existing), phone: Int.random(in: 0..<3, using: &rng))
            }

            /// A valid batch for a list holding `contacts`.
            mutating func batch(for contacts: [Int: Contact]) -> [ListEdit<Contact, Int>] {
                var current = contacts
                var edits: [ListEdit<Contact, Int>] = []
                if rng.oneIn(25) {  // empty it
                    return current.keys.sorted().map { .remove($0) }
                }
                let count = rng.oneIn(20) ? 25 : Int.random(in: 1...5, using: &rng)
                for _ in 0..<count {
                    let names = current.values.map(\.name)
                    let ids = current.keys.sorted()
                    let op = ids.isEmpty ? 0 : Int.random(in: 0..<10, using: &rng)
                    switch op {
                    case 0..<4:
                        let c = contact(existing: names)
                        current[c.id] = c
                        edits.append(.insert(c))
                    case 4..<6:
                        let id = ids.randomElement(using: &rng)!
                        current[id] = nil
                        edits.append(.remove(id))
                    case 6..<8:  // rename, across sections and scripts
                        var c = current[ids.randomElement(using: &rng)!]!
                        c.name = name(existing: names)
                        current[c.id] = c
                        edits.append(.update(c))
                    default:  // content only
                        var c = current[ids.randomElement(using: &rng)!]!
                        c.phone += 1
                        current[c.id] = c
                        edits.append(.update(c))
                    }
                }
                return edits
            }
        }

        @Test(
            "Each batch's change set turns the old table into the new one, the list equals sectioning from scratch, and moves are renamed rows only",
            arguments: cases)
        func randomEditSequences(locale: String, style: IndexStyle) throws {
            let collation = try IndexedCollation(locale: locale, style: style)
            let letters = zip(collation.sectionTitles, collation.sectionKinds).filter { $0.1 == .normal }.map(\.0)
            var generator = Generator(
                rng: InputTestRNG(seed: Slow.SectioningPropertyTests.seed(locale, style) ^ 0x11),
                letters: letters)
            var failures = 0
            var rejectedWithoutInsert = 0
            var crossedVisibility = (appeared: 0, disappeared: 0)
            for sequence in 0..<Self.sequencesPerCase {
                let options = IndexBarOptions(
                    includesSearch: generator.rng.oneIn(2), keepsEmptySections: generator.rng.oneIn(5),
                    jumpPolicy: generator.rng.oneIn(2) ? .before : .after,
                    minimumDisplayRowCount: [0, 3, 8].randomElement(using: &generator.rng)!)
                let initial = (0..<Int.random(in: 0...20, using: &generator.rng)).map { _ in generator.contact(existing: []) }
                var list = try SectionedList(initial, text: \.name, collation: collation, indexBarOptions: options)
                var contacts = Dictionary(uniqueKeysWithValues: initial.map { ($0.id, $0) })
                for step in 0..<Self.stepsPerSequence {
                    let edits = generator.batch(for: contacts)
                    let old = list
                    let changes = try list.apply(edits)
                    for edit in edits {
                        switch edit {
                        case .insert(let c), .update(let c): contacts[c.id] = c
                        case .remove(let id): contacts[id] = nil
                        }
                    }
                    let context = "\(locale) \(style) sequence \(sequence) step \(step)"
                    let violations = list.invariantViolations(recomputingKeys: step % 4 == 0)
                    #expect(violations.isEmpty, "\(context): \(violations)")
                    #expect(Set(list.elements) == Set(contacts.values), "\(context): elements")
                    if let problem = referenceProblem(changes, from: old, to: list, content: contactContent) {
                        failures += 1
                        Issue.record("\(context): edits \(edits)\n\(problem)")
                    }
                    let scratch = list.tableFromScratch(content: contactContent)
                    #expect(list.referenceTable(content: contactContent) == scratch, "\(context): differs from sectioning from scratch")
                    // Moves only for rows whose own text changed.
                    for move in changes.movedRows {
                        let before = old.element(at: move.from), after = list.element(at: move.to)
                        #expect(before.id == after.id && before.name != after.name, "\(context): move of an unrenamed row")
                    }
                    #expect(changes.indexBar.visibleBefore == old.indexBar.isVisible && changes.indexBar.visibleAfter == list.indexBar.isVisible)
                    if !changes.indexBar.visibleBefore && changes.indexBar.visibleAfter { crossedVisibility.appeared += 1 }
                    if changes.indexBar.visibleBefore && !changes.indexBar.visibleAfter { crossedVisibility.disappeared += 1 }
                    // The snapshot diff of the same two lists must be valid too.
                    let snapshot = SectionedList.changes(from: old, to: list)
                    if let problem = referenceProblem(snapshot, from: old, to: list, content: contactContent) {
                        Issue.record("\(context): changes(from:to:)\n\(problem)")
                    }
                    // The table can fail: without one of its inserts a change set is rejected.
                    if !changes.insertedRows.isEmpty {
                        var broken = changes
                        broken.insertedRows.remove(at: Int.random(in: 0..<broken.insertedRows.count, using: &generator.rng))
                        if referenceProblem(broken, from: old, to: list, content: contactContent) != nil {
                            rejectedWithoutInsert += 1
                        } else {
                            Issue.record("\(context): a change set without one insert was accepted")
                        }
                    }
                }
            }
            #expect(failures == 0)
            #expect(rejectedWithoutInsert > 50, "too few change sets with inserts: \(rejectedWithoutInsert)")
            #expect(
                crossedVisibility.appeared > 0 && crossedVisibility.disappeared > 0,
                "minimumDisplayRowCount was never crossed both ways: \(crossedVisibility)")
        }

        @Test(
            "changes(from:to:) between unrelated snapshots (shared IDs renamed, others added and dropped) passes the reference table",
            arguments: cases)
        func randomSnapshots(locale: String, style: IndexStyle) throws {
            let collation = try IndexedCollation(locale: locale, style: style)
            let letters = zip(collation.sectionTitles, collation.sectionKinds).filter { $0.1 == .normal }.map(\.0)
            var generator = Generator(rng: InputTestRNG(seed: Slow.SectioningPropertyTests.seed(locale, style) ^ 0x22), letters: letters)
            for round in 0..<40 {
                let options = IndexBarOptions(keepsEmptySections: generator.rng.oneIn(4), minimumDisplayRowCount: 5)
                let pool = (0..<40).map { _ in generator.contact(existing: []) }
                var renamed = pool.filter { _ in generator.rng.oneIn(2) }
                for i in renamed.indices where generator.rng.oneIn(3) { renamed[i].name = generator.name(existing: []) }
                for i in renamed.indices where generator.rng.oneIn(4) { renamed[i].phone += 1 }
                let a = try SectionedList(
                    pool.filter { _ in generator.rng.oneIn(2) }.shuffled(using: &generator.rng),
                    text: \.name, collation: collation, indexBarOptions: options)
                let b = try SectionedList(renamed.shuffled(using: &generator.rng), text: \.name, collation: collation, indexBarOptions: options)
                for (x, y) in [(a, b), (b, a)] {
                    if let problem = referenceProblem(SectionedList.changes(from: x, to: y), from: x, to: y, content: contactContent) {
                        Issue.record("\(locale) \(style) round \(round): \(problem)")
                    }
                }
            }
        }
    }
}
