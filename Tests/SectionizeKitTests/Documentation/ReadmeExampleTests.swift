import Foundation
import SectionizeTestSupport
import Testing
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The library examples of the documentation (docs/library.md). Their code is compiled as
/// `Snippets/` (`SnippetTests` checks each page shows exactly a snippet's code); this suite
/// makes the same calls and checks the values their comments state (`// ["A", …, "Z", "Å",
/// "Ä", "Ö", "#"]`) and what a table-view data source relies on. The command-line examples
/// are run from the pages themselves (`ReadmeCommandTests` in sectionizeTests); the option
/// lines are `ReadmeLibraryOptionsTests`.
@Suite("README › Library: the examples' calls and the values their comments state")
struct ReadmeExampleTests {
    struct Contact { var name: String }

    /// The calls this suite and `ReadmeLibraryOptionsTests` make, as the README's Swift blocks
    /// spell them.
    static let calls = [
        #"IndexedCollation(locale: "sv")"#,
        #"collation.section(for: "Ängström")"#,
        #"collation.sorted(contacts, by: \.name)"#,
        #"configuration.sections(of: contacts, by: \.name)"#,
        #"locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))"#,
        #"table.displayedSections"#,
        #"table.collationSections"#,
        #"table.indexBar"#,
        #"table.numberOfSections; table.title(ofSection: section); table.numberOfRows(inSection: section)"#,
        #"table.element(at: ListIndexPath(section: section, row: row))"#,
        #"IndexedCollation(locales: ["en", "ru"], style: .icu,"#,
        #"IndexOptions(maxTitleCount: 99, additionalTitles: ["Sch*"])"#,
        #"icu.droppedTitleCount"#,
        #"IndexOptions.titles(fromUnicodeSetPattern: "[Æ{Sch*}{St*}]")"#,
        #"IndexedCollation(locale: "ru", style: .uikit, options: IndexOptions(nativeScriptFirst: true))"#,
        #"SectioningConfiguration(locales: ["de"], collationPreferences: CollationPreferences(numericOrdering: true)).makeCollation()"#,
        #"LocaleIdentifier.collationTypes(for: "de")"#,
        #"configuration.sections(ofRows: decoded.rows)"#,
        #"bar.target(forTitleAt: touchedIndex)"#,
        #"bar.condensed(toFit: 9)"#,
        #"condensed.target(forTitleAt: condensed.entry(atFraction: 0.42))"#,
        #"SectioningConfiguration(locales: ["ja"])"#,
        #"SectionedList(contacts, id: { $0.id }, text: { $0.name }, reading: { $0.yomi },"#,
        #"list.reading(of: contact.id)"#,
        #"configuration.makeCollation()"#,
        #"configuration.sections(of: contacts, by: \.name, reading: \.yomi)"#,
    ]

    @Test("README › the first example: Swedish sections A, Z, Å, Ö and a bar with the search entry (CLDR 42 sv index characters)", .cldr42)
    func readmeLanding() throws {
        let configuration = SectioningConfiguration(locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true))
        let table = try configuration.sections(of: ["Östen", "Anna", "Åsa", "Zoë"], by: { $0 })
        #expect(table.displayedSections.map(\.title) == ["A", "Z", "Å", "Ö"])
        #expect(table.displayedSections.map(\.elements) == [["Anna"], ["Zoë"], ["Åsa"], ["Östen"]])
        #expect(table.indexBar.titles == ["{search}"] + "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ#".map(String.init))
        #expect(table.indexBar.target(forTitleAt: 27) == .section(2))
        let readme = try String(contentsOf: RepositoryFiles.url("README.md"), encoding: .utf8)
        #expect(readme.contains("table.indexBar.target(forTitleAt: 27)        // .section(2)"))
    }

    @Test("docs/library.md › One configuration: a Japanese list from the configuration files 鈴木 under さ, carried yomi wins")
    func oneConfiguration() throws {
        struct Contact: Sendable { var id: Int; var name: String; var yomi: String? }
        let contacts = [Contact(id: 1, name: "鈴木一郎", yomi: nil), Contact(id: 2, name: "東海林", yomi: "しょうじ")]
        let configuration = SectioningConfiguration(locales: ["ja"])
        let list = try SectionedList(
            contacts, id: { $0.id }, text: { $0.name }, reading: { $0.yomi },
            configuration: configuration)
        #expect(list.title(ofSection: list.indexPath(of: 1)!.section) == "さ")  // すずき, hand-checked
        #expect(list.reading(of: 2) == "しょうじ")
        #expect(try configuration.makeCollation().style == .uikit)
        // The static list follows the same configuration: 鈴木 under さ, 東海林 by its yomi.
        let table = try configuration.sections(of: contacts, by: \.name, reading: \.yomi)
        #expect(table.displayedSections.map(\.title) == ["さ"])  // すずき, しょうじ: both さ-row, hand-checked
        #expect(table.elements.map(\.id) == [2, 1])  // しょうじ before すずき (kana order)
    }

    @Test("The README's Swift blocks show every call these suites check")
    func callsAreInReadme() throws {
        let readme = try RepositoryFiles.documentation()
        let swift = readme.matches(of: /```swift\n((?:.|\n)*?)```/).map { String($0.output.1) }.joined(separator: "\n")
        #expect(!swift.isEmpty)
        for call in Self.calls {
            #expect(swift.contains(call), "README › Library no longer shows \(call): update this suite with the README")
        }
    }

    @Test("Swedish titles are A–Z, Å, Ä, Ö, # in the default (uikit) style (the README's comment; CLDR 42 sv index characters)", .cldr42)
    func swedishTitles() throws {
        let collation = try IndexedCollation(locale: "sv")
        #expect(collation.style == .uikit, "the README: style: .uikit, as the CLI")
        #expect(collation.sectionTitles == "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ#".map(String.init))
        #expect(collation.title(of: collation.section(for: "Ängström")) == "Ä")
    }

    @Test("sorted, and the configuration's sections(of:by:reading:): a table's sections and index bar in one value")
    func library() throws {
        let contacts = [Contact(name: "Öberg"), Contact(name: "Ängström"), Contact(name: "Anna"), Contact(name: "42")]
        let collation = try IndexedCollation(locale: "sv")
        #expect(collation.sorted(contacts, by: \.name).map(\.name) == ["Anna", "Ängström", "Öberg", "42"])
        let configuration = SectioningConfiguration(
            locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        let table = try configuration.sections(of: contacts, by: \.name)
        let all = table.collationSections
        #expect(all.map(\.title) == collation.sectionTitles, "one section per title")
        for section in all {
            for contact in section.elements {
                #expect(collation.title(of: collation.section(for: contact.name)) == section.title, "\(contact.name)")
            }
        }
        let bar = table.indexBar
        #expect(table.displayedSections.map(\.title) == ["A", "Ä", "Ö", "#"])
        #expect(table.displayedSections.map { $0.elements.map(\.name) } == [["Anna"], ["Ängström"], ["Öberg"], ["42"]])
        #expect(table.numberOfSections == 4 && table.title(ofSection: 1) == "Ä" && table.numberOfRows(inSection: 1) == 1)
        #expect(table.element(at: ListIndexPath(section: 2, row: 0)).name == "Öberg")
        #expect(bar.target(forTitleAt: 1) == .section(0) && !bar.isVisible)  // "A"; 4 rows < 20

        let icu = try IndexedCollation(
            locales: ["en", "ru"], style: .icu,
            options: IndexOptions(maxTitleCount: 99, additionalTitles: ["Sch*"]))
        #expect(icu.sectionTitles.first == "…" && icu.sectionKinds.first == .underflow)
        #expect(icu.sectionTitles.contains("Sch") && icu.sectionTitles.contains("Я"))
    }

    @Test("Index bar calls a table-view data source makes (README › Library)")
    func tableViewDataSource() throws {
        let decoded = try InputDecoder.decode(Array("Zoë\nBerta\nDora\n112 Notruf\n".utf8), source: "names.txt")
        let configuration = SectioningConfiguration(locales: ["de"], style: .uikit)
        let sectioned = try configuration.sections(ofRows: decoded.rows)
        let bar = sectioned.indexBar(options: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
        #expect(bar.displayedCollationSections.map { sectioned.title(of: $0) } == ["B", "D", "Z", "#"])
        #expect(!bar.isVisible)  // 4 rows < 20
        #expect(bar.target(forTitleAt: 0) == .search)
        #expect(bar.target(forTitleAt: 3) == .section(0))  // C → B (nearest before)
        let condensed = bar.condensed(toFit: 9)
        #expect(condensed.titles.count <= 9)
        #expect(condensed.target(forTitleAt: condensed.entry(atFraction: 0.0)) == .search)
    }
}
