import Foundation
import SectionizeTestSupport
import Testing
import SectionizeKit

/// The README's library examples (README › Library). Swift code in a README cannot be
/// compiled by the tests, so this suite makes the same calls, checks that the README still
/// shows each of them, and checks the values the README's comments state (`// ["A", …, "Z",
/// "Å", "Ä", "Ö", "#"]`) and what a table-view data source relies on. The command-line
/// examples are run from the README itself (`ReadmeCommandTests` in sectionizeTests).
@Suite("README › Library: the examples' calls and the values their comments state")
struct ReadmeExampleTests {
    struct Contact { var name: String }

    /// The calls this suite makes, as the README's Swift blocks spell them.
    static let calls = [
        #"IndexedCollation(locale: "sv", style: .uikit)"#,
        #"collation.section(for: "Ängström")"#,
        #"collation.sorted(contacts, by: \.name)"#,
        #"collation.sections(of: contacts, by: \.name)"#,
        #"IndexedCollation(locales: ["en", "ru"], style: .icu,"#,
        #"IndexOptions(maxLabelCount: 99, additionalLabels: ["Sch*"])"#,
        #"collation.sections(ofRows: decoded.rows)"#,
        #"sectioned.indexBar(options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))"#,
        #"bar.displayedSections.map { sectioned.sections[$0].label }"#,
        #"bar.section(forSectionIndexTitleAt: touchedIndex)"#,
        #"bar.condensed(toFit: 9)"#,
        #"condensed.section(forSectionIndexTitleAt: condensed.entry(atFraction: 0.42))"#,
    ]

    @Test("The README's Swift blocks show every call this suite checks")
    func callsAreInReadme() throws {
        let readme = try String(contentsOf: RepositoryFiles.url("README.md"), encoding: .utf8)
        let swift = readme.matches(of: /```swift\n((?:.|\n)*?)```/).map { String($0.output.1) }.joined(separator: "\n")
        #expect(!swift.isEmpty)
        for call in Self.calls {
            #expect(swift.contains(call), "README › Library no longer shows \(call): update this suite with the README")
        }
    }

    @Test("Swedish uikit titles are A–Z, Å, Ä, Ö, # (the README's comment; CLDR 42 sv index characters)", .cldr42)
    func swedishTitles() throws {
        let collation = try IndexedCollation(locale: "sv", style: .uikit)
        #expect(collation.sectionTitles == "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ#".map(String.init))
        #expect(collation.sectionTitles[collation.section(for: "Ängström")] == "Ä")
    }

    @Test("sorted(_:by:) and sections(of:by:): collation order, one section per title, each element under its title")
    func library() throws {
        let contacts = [Contact(name: "Öberg"), Contact(name: "Ängström"), Contact(name: "Anna"), Contact(name: "42")]
        let collation = try IndexedCollation(locale: "sv", style: .uikit)
        #expect(collation.sorted(contacts, by: \.name).map(\.name) == ["Anna", "Ängström", "Öberg", "42"])
        let sections = collation.sections(of: contacts, by: \.name)
        #expect(sections.map(\.title) == collation.sectionTitles)
        #expect(sections.flatMap { $0.items.map(\.name) } == ["Anna", "Ängström", "Öberg", "42"])
        for section in sections {
            for contact in section.items {
                #expect(collation.sectionTitles[collation.section(for: contact.name)] == section.title, "\(contact.name)")
            }
        }

        let icu = try IndexedCollation(locales: ["en", "ru"], style: .icu,
                                       options: IndexOptions(maxLabelCount: 99, additionalLabels: ["Sch*"]))
        #expect(icu.buckets.first == IndexBucket(label: "…", kind: .underflow))
        #expect(icu.sectionTitles.contains("Sch") && icu.sectionTitles.contains("Я"))
    }

    @Test("Index bar calls a table-view data source makes (README › Library)")
    func tableViewDataSource() throws {
        let decoded = try InputDecoder.decode(Array("Zoë\nBerta\nDora\n112 Notruf\n".utf8), source: "names.txt")
        let collation = try IndexedCollation(locale: "de", style: .uikit)
        let sectioned = collation.sections(ofRows: decoded.rows)
        let bar = sectioned.indexBar(options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        #expect(bar.displayedSections.map { sectioned.sections[$0].label } == ["B", "D", "Z", "#"])
        #expect(!bar.isVisible)  // 4 rows < 20
        #expect(bar.section(forSectionIndexTitleAt: 0) == .search)
        #expect(bar.section(forSectionIndexTitleAt: 3) == .section(0))  // C → B (nearest before)
        let condensed = bar.condensed(toFit: 9)
        #expect(condensed.titles.count <= 9)
        #expect(condensed.section(forSectionIndexTitleAt: condensed.entry(atFraction: 0.0)) == .search)
    }
}
