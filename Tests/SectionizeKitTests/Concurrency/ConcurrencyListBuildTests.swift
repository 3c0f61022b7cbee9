import SectionizeTestSupport
import Testing
@testable import SectionizeKit
import Foundation

extension Slow {
    /// A `SectionedList` large enough for its parallel build (IDs, the ID table and the
    /// sections each on their own threads, from 65,536 elements) equals sectioning the same
    /// names, and lists built and edited from several tasks at once equal the serial ones.
    ///
    /// Where the expected values come from: `IndexedCollation.sections(ofRows:)` of the same
    /// names (the whole-list path the list's documentation promises to equal) and the same
    /// list built on one task. Run under ThreadSanitizer by `.ci/tsan`.
    @Suite("Concurrency: a large list's parallel build, and lists built and edited from many tasks")
    struct ConcurrencyListBuildTests {
        /// 70,000 names from 40 syllables with many repeats (equal keys keep input order).
        static func contacts() -> [Contact] {
            var rng = InputTestRNG(seed: 0x11_57)
            let syllables = [
                "an", "be", "ch", "dö", "el", "fa", "gü", "ha", "is", "jo", "ka", "lä", "mo", "ne", "ol", "pe",
                "qu", "ro", "sa", "sch", "st", "ta", "ub", "vi", "wa", "xe", "yo", "zi", "äs", "ör", "üb", "ñe", "é", "1",
                "#", " ", "Ω", "я", "あ", "王",
            ]
            return (0..<70_000).map { i in
                let parts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in syllables.randomElement(using: &rng)! }
                return Contact(id: i * 3 + 1, name: parts.joined().capitalized)
            }
        }

        @Test("A list of 70,000 built in parallel has sectioning's order, and every ID is found where it is shown")
        func parallelBuildEqualsSectioning() throws {
            let collation = try IndexedCollation(locale: "de", style: .uikit)
            let contacts = Self.contacts()
            let list = try SectionedList(contacts, text: \.name, collation: collation)
            let sectioned = collation.sections(ofRows: RowBuffer(contacts.map(\.name)))
            #expect(list.elements.map(\.id) == sectioned.orderedRowIndexes.map { contacts[$0].id })
            #expect(list.rowCounts == sectioned.sectionCounts.filter { $0 > 0 })
            let violations = list.invariantViolations()
            #expect(violations.isEmpty, "\(violations.prefix(3))")
            for section in 0..<list.numberOfSections {
                for row in stride(from: 0, to: list.numberOfRows(inSection: section), by: 97) {
                    let path = ListIndexPath(section: section, row: row)
                    #expect(list.indexPath(of: list.element(at: path).id) == path)
                }
            }
        }

        @Test("Eight tasks building, copying and editing large lists at once get the serial results")
        func tasksBuildAndEditLikeSerial() async throws {
            let collation = try IndexedCollation(locale: "de", style: .uikit)
            let contacts = Self.contacts()
            let shared = try SectionedList(contacts, text: \.name, collation: collation)
            func edited(_ list: SectionedList<Contact, Int>, task: Int) throws -> SectionedList<Contact, Int> {
                var copy = list
                let edits: [ListEdit<Contact, Int>] = (0..<300).map { k in
                    let id = ((k * 7_919 + task * 131) % contacts.count) * 3 + 1
                    return k % 3 == 0 ? .remove(id) : .update(Contact(id: id, name: "Task \(task) \(k)"))
                }
                try copy.apply(edits)
                return copy
            }
            let serial = try (0..<8).map { try edited(shared, task: $0).elements }
            let built = try await withThrowingTaskGroup(of: (Int, [Contact], [Contact]).self) { group in
                for task in 0..<8 {
                    group.addTask {
                        let own = try SectionedList(contacts, text: \.name, collation: collation)
                        return (task, own.elements, try edited(shared, task: task).elements)
                    }
                }
                var results: [(Int, [Contact], [Contact])] = []
                for try await result in group { results.append(result) }
                return results
            }
            #expect(built.count == 8)
            for (task, own, edits) in built {
                #expect(own == shared.elements, "task \(task): its own build differs")
                #expect(edits == serial[task], "task \(task): its edits of the shared list differ")
            }
            #expect(shared.invariantViolations().isEmpty)
        }
    }
}
