import Testing
import SectionizeKit

/// The README's library examples, kept compiling and true.
@Suite("README examples")
struct ReadmeExampleTests {
    struct Contact { var name: String }

    @Test("IndexedCollation: titles, section(for:), sorted, sections (README › Library)")
    func library() throws {
        let contacts = [Contact(name: "Öberg"), Contact(name: "Ängström"), Contact(name: "Anna"), Contact(name: "42")]
        let collation = try IndexedCollation(locale: "sv", style: .uikit)
        #expect(collation.sectionTitles.suffix(4) == ["Å", "Ä", "Ö", "#"])
        #expect(collation.sectionTitles[collation.section(for: "Ängström")] == "Ä")
        #expect(collation.sorted(contacts, by: \.name).map(\.name) == ["Anna", "Ängström", "Öberg", "42"])
        let all = collation.sections(of: contacts, by: \.name)
        #expect(all.count == collation.sectionTitles.count)
        let bar = IndexBar(sections: all, options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        let table = bar.displayed(all)
        #expect(table.map(\.title) == ["A", "Ä", "Ö", "#"])
        #expect(table.map { $0.elements.map(\.name) } == [["Anna"], ["Ängström"], ["Öberg"], ["42"]])
        #expect(bar.target(forTitleAt: 1) == .section(0) && !bar.isVisible)  // "A"; 4 rows < 20

        let icu = try IndexedCollation(locales: ["en", "ru"], style: .icu,
                                       options: IndexOptions(maxTitleCount: 99, additionalTitles: ["Sch*"]))
        #expect(icu.sectionTitles.first == "…" && icu.sectionKinds.first == .underflow)
        #expect(icu.sectionTitles.contains("Sch") && icu.sectionTitles.contains("Я"))
    }

    @Test("Index bar calls a table-view data source makes (README › Library)")
    func tableViewDataSource() throws {
        let decoded = try InputDecoder.decode(Array("Zoë\nBerta\nDora\n112 Notruf\n".utf8), source: "names.txt")
        let collation = try IndexedCollation(locale: "de", style: .uikit)
        let sectioned = collation.sections(ofRows: decoded.rows)
        let bar = sectioned.indexBar(options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        #expect(bar.displayedSections.map { sectioned.sectionTitles[$0] } == ["B", "D", "Z", "#"])
        #expect(!bar.isVisible)  // 4 rows < 20
        #expect(bar.target(forTitleAt: 0) == .search)
        #expect(bar.target(forTitleAt: 3) == .section(0))  // C → B (nearest before)
        let condensed = bar.condensed(toFit: 9)
        #expect(condensed.titles.count <= 9)
        #expect(condensed.target(forTitleAt: condensed.entry(atFraction: 0.0)) == .search)
    }
}
