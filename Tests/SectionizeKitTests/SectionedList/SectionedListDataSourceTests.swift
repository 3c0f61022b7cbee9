import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// What a data source asks the list. Expected values are hand-checked against German
/// collation (CLDR de: Berg < Bergmann < Bernd; Ä sorts with A) and the uikit titles A–Z, #.
@Suite("SectionedList: data-source answers")
struct SectionedListDataSourceTests {
    static let contacts = [
        Contact(id: 1, name: "Bergmann"), Contact(id: 2, name: "Anna"),
        Contact(id: 3, name: "Clara"), Contact(id: 4, name: "Berg"), Contact(id: 5, name: "Ärger"),
    ]

    static func list(_ contacts: [Contact] = contacts, options: IndexBarOptions = IndexBarOptions()) throws -> SectionedList<Contact, Int> {
        try SectionedList(contacts, text: \.name, collation: IndexedCollation(locale: "de", style: .uikit), indexBarOptions: options)
    }

    @Test("Displayed sections, titles, row counts and elements")
    func sectionsAndRows() throws {
        let list = try Self.list()
        #expect(list.numberOfSections == 3)
        #expect((0..<3).map(list.title(ofSection:)) == ["A", "B", "C"])
        #expect((0..<3).map(list.numberOfRows(inSection:)) == [2, 2, 1])
        #expect(list.displayedSections.map { $0.elements.map(\.name) } == [["Anna", "Ärger"], ["Berg", "Bergmann"], ["Clara"]])
        #expect(list.element(at: ListIndexPath(section: 1, row: 1)).name == "Bergmann")
        #expect(list.count == 5 && list.rowCounts == [2, 2, 1])
    }

    @Test("indexPath(of:) and element(withID:) find every element; unknown IDs give nil")
    func lookups() throws {
        let list = try Self.list()
        #expect(list.indexPath(of: 1) == ListIndexPath(section: 1, row: 1))
        #expect(list.indexPath(of: 5) == ListIndexPath(section: 0, row: 1))
        #expect(list.indexPath(of: 99) == nil)
        #expect(list.element(withID: 3)?.name == "Clara")
        for id in 1...5 { #expect(list.element(at: list.indexPath(of: id)!).id == id) }
    }

    @Test("insertionPoint(for:) says where a new element would go and whether its section is new")
    func insertionPoints() throws {
        let list = try Self.list()
        let bernd = list.insertionPoint(for: Contact(id: 9, name: "Bernd"))
        #expect(bernd.indexPath == ListIndexPath(section: 1, row: 2) && !bernd.insertsSection && bernd.title == "B")
        let dora = list.insertionPoint(for: Contact(id: 9, name: "Dora"))
        #expect(dora.indexPath == ListIndexPath(section: 3, row: 0) && dora.insertsSection && dora.title == "D")
        let first = list.insertionPoint(for: Contact(id: 9, name: "Aaron"))
        #expect(first.indexPath == ListIndexPath(section: 0, row: 0))
        // Equal texts go after the elements already there.
        let anna = list.insertionPoint(for: Contact(id: 9, name: "Anna"))
        #expect(anna.indexPath == ListIndexPath(section: 0, row: 1))
        var inserted = list
        try inserted.insert(Contact(id: 9, name: "Dora"))
        #expect(inserted.indexPath(of: 9) == dora.indexPath)
    }

    @Test("The index bar keeps every title and maps empty ones to a neighbour (IndexBar's rules)")
    func indexBar() throws {
        let list = try Self.list(options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 6))
        #expect(list.indexBar.titles.first == "{search}" && list.indexBar.titles.count == 28)
        #expect(!list.indexBar.isVisible)  // 5 rows < 6
        #expect(list.indexBar.sectionForTitle.prefix(6) == [-1, 0, 1, 2, 2, 2])
        #expect(list.indexBar.condensed(toFit: 5).titles.count == 5)
    }

    @Test("Duplicate IDs are an error, not a crash; so are inserts of a present ID and edits of an absent one, and nothing is applied")
    func duplicateAndUnknownIDs() throws {
        #expect { try Self.list(Self.contacts + [Contact(id: 3, name: "Dora")]) } throws: { error in
            (error as? SectionizeError)?.code == .duplicateID
        }
        var list = try Self.list()
        let before = list.elements
        #expect { try list.apply([.insert(Contact(id: 7, name: "Eva")), .insert(Contact(id: 7, name: "Ida"))]) } throws: { error in
            (error as? SectionizeError)?.code == .duplicateID
        }
        #expect { try list.apply([.insert(Contact(id: 8, name: "Eva")), .remove(42)]) } throws: { error in
            (error as? SectionizeError)?.code == .unknownID
        }
        #expect { try list.update(Contact(id: 42, name: "X")) } throws: { error in
            (error as? SectionizeError)?.code == .unknownID
        }
        #expect(list.elements == before && list.invariantViolations().isEmpty)
    }

    @Test("A list of lines identifies repeated texts by occurrence and NFC/NFD texts apart")
    func textRows() throws {
        let collation = try IndexedCollation(locale: "de", style: .uikit)
        let list = SectionedList(strings: ["Anna", "Berg", "Anna", "e\u{301}mile", "\u{E9}mile"], collation: collation)
        #expect(list.count == 5)
        #expect(list.indexPath(of: TextRow(text: "Anna", occurrence: 2)) == ListIndexPath(section: 0, row: 1))
        #expect(list.indexPath(of: TextRow(text: "Anna", occurrence: 3)) == nil)
        #expect(list.indexPath(of: TextRow(text: "\u{E9}mile", occurrence: 1)) != list.indexPath(of: TextRow(text: "e\u{301}mile", occurrence: 1)))
    }
}
