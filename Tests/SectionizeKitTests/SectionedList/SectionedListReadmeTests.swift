import Testing
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The README's live-list example (README › Library › Live lists), without the UIKit calls,
/// kept compiling and true. Expected values: German collation by hand (Berg < Bergmann), the
/// uikit titles A–Z and #.
@Suite("README examples: live lists")
struct SectionedListReadmeTests {
    struct Contact: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var phone: String = ""
    }

    @Test("Data-source calls, apply, and the change set a table view takes")
    func liveList() throws {
        let contacts = [Contact(id: 1, name: "Berg"), Contact(id: 2, name: "Bergmann"), Contact(id: 3, name: "Anna")]
        var list = try SectionedList(
            contacts, text: \.name,
            collation: IndexedCollation(locale: "de", style: .uikit),
            indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        #expect(list.numberOfSections == 2 && list.numberOfRows(inSection: 1) == 2 && list.title(ofSection: 1) == "B")
        #expect(list.element(at: ListIndexPath(section: 1, row: 1)).name == "Bergmann")
        #expect(!list.indexBar.isVisible && list.indexBar.target(forTitleAt: 0) == .search)
        #expect(list.indexPath(of: 3) == ListIndexPath(section: 0, row: 0))
        #expect(list.insertionPoint(for: Contact(id: 9, name: "Dora")).insertsSection)

        let changes = try list.apply([.insert(Contact(id: 4, name: "Dora")), .update(Contact(id: 2, name: "Carl")), .remove(3)])
        #expect(!changes.isFullReload)
        #expect(changes.deletedSections == [0])  // A (Anna) goes
        #expect(changes.insertedSections == [1, 2])  // C (Carl) and D (Dora) come
        #expect(changes.deletedRows == [ListIndexPath(section: 1, row: 1)])  // Bergmann leaves B for a new section
        #expect(changes.movedRows.isEmpty && changes.insertedRows.isEmpty && !changes.indexBar.needsReload)
        let again = SectionedList.changes(from: list, to: list)
        #expect(again.isEmpty)
    }
}
