@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport
import TableUpdateReference

/// A contact: the typed element the list tests use. `phone` is content that is not sorted
/// by, so changing it alone is a reload, never a move.
struct Contact: Sendable, Hashable, Identifiable {
    var id: Int
    var name: String
    var phone: Int = 0
}

extension SectionedList {
    /// What a table showing this list displays: section titles, and per row the element's ID
    /// and `content`.
    func referenceTable(content: (Element) -> String) -> [TableUpdateReference.Section] {
        displayedSections.map { section in
            TableUpdateReference.Section(
                title: section.title,
                rows: section.elements.map {
                    TableUpdateReference.Row(id: "\(idOf($0))", content: content($0))
                })
        }
    }

    /// The table sectioning the same elements from scratch would show: the collation's
    /// sections of the elements in the order they entered the list, with the list's rule
    /// for which sections are displayed.
    func tableFromScratch(content: (Element) -> String) -> [TableUpdateReference.Section] {
        let textOf = self.textOf, idOf = self.idOf
        let elements = elementsInSequenceOrder
        var all = collation.sections(of: elements) { textOf($0) }.collationSections
        if usesReadings {
            // With readings, the whole-list path of the main command: the rows' texts and
            // carried readings, sectioned with the list's provider.
            let carried = givenReadingOf.map { reading in RowBuffer(elements.map { reading($0) ?? "" }) }
            let sectioned = try! collation.sections(
                ofRows: RowBuffer(elements.map(textOf)), readingProvider: readingProvider,
                givenReadings: carried)
            all = collation.sectionTitles.indices.map { s in
                IndexedSection(
                    collationSection: CollationSection(rawValue: s), title: collation.sectionTitles[s], kind: collation.sectionKinds[s],
                    elements: sectioned.rowIndexes(in: CollationSection(rawValue: s)).map { elements[$0] })
            }
        }
        return all.filter { indexBarOptions.keepsEmptySections || !$0.elements.isEmpty }.map { section in
            TableUpdateReference.Section(
                title: section.title,
                rows: section.elements.map {
                    TableUpdateReference.Row(id: "\(idOf($0))", content: content($0))
                })
        }
    }
}

/// What is wrong when `changes`, applied by UIKit's rules to a table showing `old`, does not
/// give exactly the table of `new`; `nil` when it does.
func referenceProblem<E, I>(
    _ changes: SectionedListChanges, from old: SectionedList<E, I>, to new: SectionedList<E, I>,
    content: (E) -> String
) -> String? {
    let before = old.referenceTable(content: content)
    let after = new.referenceTable(content: content)
    if changes.isFullReload { return "unexpected full reload" }
    if changes.countsBefore != before.map(\.rows.count) { return "countsBefore \(changes.countsBefore)" }
    if changes.countsAfter != after.map(\.rows.count) { return "countsAfter \(changes.countsAfter)" }
    do {
        let result = try TableUpdateReference.apply(changes.referenceBatch, to: before, dataSource: after)
        if result != after {
            return "result differs:\n  got  \(result)\n  want \(after)"
        }
    } catch {
        return "\(error)"
    }
    return nil
}

/// Contact content as the table shows it: name and phone.
func contactContent(_ contact: Contact) -> String { "\(contact.name)|\(contact.phone)" }
