import SectionizeTestSupport
import Testing
@testable import SectionizeKit

/// `IndexedSections`, the one value a table view reads from a static list.
///
/// Where the expected values come from: the table API is compared with ``SectionedList``
/// built from the same elements, collation and options (the live list, itself checked
/// against a reference table that applies UIKit's documented batch-update rules); the
/// displayed sections are recomputed here from the collation sections and an
/// `IndexBar(sectionTitles:counts:options:)`, the computation callers did by hand before; the
/// small cases are hand-checked (German sorts Ä as a variant of A and has no Ä section:
/// CLDR 42 `de` index characters are A–Z, and UIKit's German collation shows A–Z and #;
/// 鈴木 すずき and 東海林 しょうじ both start in the さ row of the kana table).
@Suite("IndexedSections: a static list's sections, displayed sections and index bar")
struct IndexedSectionsTests {
    /// Latin with tailorings (de, sv with Å Ä Ö after Z, cs with CH), Cyrillic, kana rows,
    /// stroke-count Han, in both styles.
    static let cases: [(String, IndexStyle)] = [
        ("de", .uikit), ("sv", .icu), ("cs", .uikit), ("ru", .icu), ("ja", .uikit), ("zh_Hant", .uikit), ("de", .icu),
    ]

    /// Names with equal keys, blanks, digits, symbols and other scripts.
    static let pool = [
        "Anna", " Anna", "anna", "Ärger", "Öztürk", "Zoë", "Zoe", "Åsa", "Chladný", "Hugo", "112 Notruf", "#hash",
        "😀 Smiley", "Борис", "Ёлка", "あいこ", "カナ", "王小明", "張", "김민준", "e\u{301}mile", "\u{E9}mile", "", "Bob",
        "ch", "CH", "zz",
    ]

    /// Random index-bar options: search entry, empty sections, jump policy, visibility.
    static func options(_ rng: inout InputTestRNG) -> IndexBarOptions {
        IndexBarOptions(
            includesSearch: rng.oneIn(2), keepsEmptySections: rng.oneIn(4),
            jumpPolicy: rng.oneIn(2) ? .before : .after, minimumDisplayRowCount: [0, 5, 20].randomElement(using: &rng)!)
    }

    @Test("The table API equals a SectionedList of the same elements, collation and options", arguments: cases)
    func equalsSectionedList(locale: String, style: IndexStyle) throws {
        let collation = try IndexedCollation(locale: locale, style: style)
        var rng = InputTestRNG(seed: Slow.SectioningPropertyTests.seed(locale, style) ^ 0x15EC)
        for round in 0..<40 {
            let options = Self.options(&rng)
            let contacts = (0..<Int.random(in: 0...30, using: &rng)).map { i in
                Contact(id: i, name: Self.pool.randomElement(using: &rng)! + (rng.oneIn(3) ? "x" : ""))
            }
            let table = collation.sections(of: contacts, by: \.name, indexBarOptions: options)
            let list = try SectionedList(contacts, id: \.id, text: \.name, collation: collation, indexBarOptions: options)
            let context = Comment(rawValue: "\(locale)/\(style) round \(round): \(contacts.map(\.name)) \(options)")

            #expect(table.indexBar == list.indexBar, context)
            #expect(table.numberOfSections == list.numberOfSections, context)
            #expect(table.rowCounts == list.rowCounts, context)
            #expect(table.count == list.count && table.isEmpty == list.isEmpty, context)
            #expect(table.elements.map(\.id) == list.elements.map(\.id), context)
            guard table.numberOfSections == list.numberOfSections else { continue }
            for s in 0..<list.numberOfSections {
                #expect(table.title(ofSection: s) == list.title(ofSection: s), context)
                #expect(table.numberOfRows(inSection: s) == list.numberOfRows(inSection: s), context)
                guard table.numberOfRows(inSection: s) == list.numberOfRows(inSection: s) else { continue }
                for r in 0..<list.numberOfRows(inSection: s) {
                    let path = ListIndexPath(section: s, row: r)
                    #expect(table.element(at: path) == list.element(at: path), context)
                }
            }
            #expect(table.displayedSections == list.displayedSections, context)
        }
    }

    @Test("displayedSections is what IndexBar(sectionTitles:counts:options:) displays of collationSections", arguments: cases)
    func displayedSectionsFollowTheBar(locale: String, style: IndexStyle) throws {
        let collation = try IndexedCollation(locale: locale, style: style)
        var rng = InputTestRNG(seed: Slow.SectioningPropertyTests.seed(locale, style) ^ 0xD15)
        for _ in 0..<40 {
            let options = Self.options(&rng)
            let names = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Self.pool.randomElement(using: &rng)! }
            let table = collation.sections(of: names, by: { $0 }, indexBarOptions: options)
            let all = table.collationSections
            #expect(all.map(\.title) == collation.sectionTitles)
            #expect(all.map(\.collationSection.rawValue) == Array(collation.sectionTitles.indices))
            #expect(all.flatMap(\.elements).sorted() == names.sorted(), "every element once")

            // The computation callers did by hand: a bar from titles and counts, then its
            // displayed sections picked out of every section.
            let bar = IndexBar(sectionTitles: all.map(\.title), sectionCounts: all.map(\.elements.count), options: options)
            #expect(table.indexBar == bar)
            #expect(table.displayedSections == bar.displayedCollationSections.map { all[$0.rawValue] })
            // And the rule itself: the non-empty sections, or all with keepsEmptySections.
            #expect(table.displayedSections == all.filter { options.keepsEmptySections || !$0.elements.isEmpty })
            // The bar's section targets are displayed sections.
            for i in bar.titles.indices {
                if case .section(let s)? = table.indexBar.target(forTitleAt: i) {
                    #expect(s >= 0 && s < table.numberOfSections)
                }
            }
        }
    }

    @Test("German (uikit): Zoe, Ärger, Bob show as A, B, Z; Ä is no section of its own (CLDR 42 de index A–Z)", .cldr42)
    func germanHandChecked() throws {
        let de = try IndexedCollation(locale: "de", style: .uikit)
        let table = de.sections(of: ["Zoe", "Ärger", "Bob"], by: { $0 })
        #expect(table.collationSections.map(\.title) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init))
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.title(ofSection: $0) } == ["A", "B", "Z"])
        #expect(table.displayedSections.map(\.collationSection.rawValue) == [0, 1, 25])
        #expect(table.element(at: ListIndexPath(section: 0, row: 0)) == "Ärger")
        #expect(table.elements == ["Ärger", "Bob", "Zoe"])
        #expect(table.rowCounts == [1, 1, 1] && table.count == 3 && !table.isEmpty)
        // The bar keeps every title (no search entry by default); Z jumps to displayed section 2.
        #expect(table.indexBar.titles == table.collationSections.map(\.title))
        #expect(table.indexBar.target(forTitleAt: 25) == .section(2))
        #expect(table.indexBar.target(forTitleAt: 0) == .section(0))

        let empty = de.sections(of: [String](), by: { $0 })
        #expect(empty.isEmpty && empty.count == 0 && empty.numberOfSections == 0 && empty.elements.isEmpty)
        #expect(empty.collationSections.count == 27)
        let kept = de.sections(of: ["Bob"], by: { $0 }, indexBarOptions: IndexBarOptions(keepsEmptySections: true))
        #expect(kept.numberOfSections == 27 && kept.title(ofSection: 1) == "B" && kept.numberOfRows(inSection: 0) == 0)
    }

    @Test("Without readings, the reading entry point equals sections(of:by:indexBarOptions:)", arguments: cases)
    func readingsOffEqualsPlain(locale: String, style: IndexStyle) throws {
        let collation = try IndexedCollation(locale: locale, style: style)
        let options = IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 3)
        let plain = collation.sections(of: Self.pool, by: { $0 }, indexBarOptions: options)
        let off = try collation.sections(of: Self.pool, by: { $0 }, readings: .off, indexBarOptions: options)
        #expect(off == plain)
        #expect(off.indexBar.options == options)
    }

    @Test("The configuration entry point: the configuration's collation, readings and bar options; 鈴木 under さ")
    func configurationEntryPoint() throws {
        struct Person: Sendable, Hashable { var id: Int; var name: String; var yomi: String? }
        let people = [
            Person(id: 1, name: "鈴木一郎", yomi: nil), Person(id: 2, name: "山田太郎", yomi: nil),
            Person(id: 3, name: "東海林", yomi: "しょうじ"), Person(id: 4, name: "Smith", yomi: nil),
            Person(id: 5, name: "あおき", yomi: nil),
        ]
        let bar = IndexBarOptions(includesSearch: true, keepsEmptySections: false, minimumDisplayRowCount: 2)
        let configuration = SectioningConfiguration(locales: ["ja"], indexBarOptions: bar)  // uikit: readings auto
        let table = try configuration.sections(of: people, by: \.name, reading: \.yomi)

        // Hand-checked: すずき and しょうじ in the さ row (しょうじ first), やまだ in や, あおき in あ.
        let titles = Dictionary(uniqueKeysWithValues: table.displayedSections.flatMap { s in s.elements.map { ($0.id, s.title) } })
        #expect(titles[1] == "さ" && titles[3] == "さ" && titles[2] == "や" && titles[5] == "あ" && titles[4] == "S")
        #expect(table.displayedSections.first { $0.title == "さ" }?.elements.map(\.id) == [3, 1])
        #expect(table.indexBar.options == bar)

        // The same as the collation's entry point with the configuration's readings and options.
        let collation = try configuration.makeCollation()
        let viaCollation = try collation.sections(
            of: people, by: \.name, reading: \.yomi, readings: configuration.effectiveReadingMode, indexBarOptions: bar)
        #expect(table == viaCollation)

        // And the same as the live list built from the same configuration.
        let list = try SectionedList(people, id: { $0.id }, text: { $0.name }, reading: { $0.yomi }, configuration: configuration)
        #expect(table.displayedSections == list.displayedSections)
        #expect(table.indexBar == list.indexBar)

        // Readings off: the kanji names fall back to their own text (not under さ or や).
        var off = configuration
        off.readingMode = .off
        let plain = try off.sections(of: people, by: \.name, reading: \.yomi)
        let plainTitles = Dictionary(uniqueKeysWithValues: plain.displayedSections.flatMap { s in s.elements.map { ($0.id, s.title) } })
        #expect(plainTitles[3] == "さ", "a carried reading still counts with readings off")
        #expect(plainTitles[1] != "さ" && plainTitles[2] != "や")
        #expect(plain == (try collation.sections(of: people, by: \.name, reading: \.yomi, readings: .off, indexBarOptions: bar)))
    }

    @Test(
        "Configurations of several locales and styles: the configuration entry point equals the collation's",
        arguments: [
            SectioningConfiguration(locales: ["de"]), SectioningConfiguration(locales: ["sv"], style: .icu),
            SectioningConfiguration(locales: ["zh"], indexBarOptions: IndexBarOptions(keepsEmptySections: true)),
            SectioningConfiguration(locales: ["en", "ja"], indexBarOptions: IndexBarOptions(includesSearch: true)),
        ])
    func configurationsAgree(configuration: SectioningConfiguration) throws {
        let names = Self.pool + ["山田太郎", "张伟", "鈴木"]
        let collation = try configuration.makeCollation()
        let readings = try configuration.resolvedReadings(for: collation)
        let viaConfiguration = try configuration.sections(of: names, by: { $0 })
        let viaCollation = try collation.sections(
            of: names, by: { $0 }, readings: readings.mode, indexBarOptions: configuration.indexBarOptions)
        #expect(viaConfiguration == viaCollation)
        let list = SectionedList(strings: names, collation: collation, indexBarOptions: configuration.indexBarOptions)
        if readings.provider == nil {
            #expect(viaConfiguration.displayedSections.map { $0.elements } == list.displayedSections.map { $0.elements.map(\.text) })
        }
    }
}
