import Testing
@testable import SectionizeKit
import TableUpdateReference

/// A contact with a carried reading (a phone's phonetic name field), for live lists with readings.
struct ReadContact: Sendable, Hashable, Identifiable {
    var id: Int
    var name: String
    var yomi: String?
    var phone: Int = 0
}

/// Live lists that place rows by readings, as the main command does.
///
/// Where the expected values come from: the section of 鈴木 (すずき) under さ and of 山田
/// (やまだ) under や is the reading every Japanese dictionary gives (hand-checked; the
/// IPA dictionary MeCab uses agrees); 张 (Zhāng) under Z is the surname's pinyin. The
/// random sequences compare the list with the whole-list path of the main command
/// (`IndexedCollation.sections(ofRows:readingProvider:givenReadings:)`, itself checked against
/// held-out names in the readings tests) and each change set with the reference table that
/// applies batch updates by UIKit's documented rules.
@Suite("SectionedList with readings: the main command's sections, kept live")
struct SectionedListReadingTests {
    @Test("A Japanese list with readings files kanji names by their readings, as sectionize does; without readings under #")
    func japaneseByReading() throws {
        let contacts = [
            ReadContact(id: 1, name: "鈴木一郎"), ReadContact(id: 2, name: "山田太郎"),
            ReadContact(id: 3, name: "あおき"), ReadContact(id: 4, name: "東海林", yomi: "しょうじ"),
        ]
        let on = try SectionedList(
            contacts, id: { $0.id }, text: { $0.name }, reading: { $0.yomi },
            configuration: SectioningConfiguration(locales: ["ja"]))
        let titles = Dictionary(uniqueKeysWithValues: contacts.map { ($0.id, on.title(ofSection: on.indexPath(of: $0.id)!.section)) })
        #expect(titles == [1: "さ", 2: "や", 3: "あ", 4: "さ"])
        #expect(on.reading(of: 1) == "すずきいちろう")
        #expect(on.reading(of: 4) == "しょうじ")  // carried readings win
        #expect(on.reading(of: 3) == nil || on.reading(of: 3) == "あおき")
        // しょうじ sorts before すずき inside さ.
        #expect(on.indexPath(of: 4)!.row < on.indexPath(of: 1)!.row)

        let off = try SectionedList(
            contacts, id: { $0.id }, text: { $0.name },
            configuration: SectioningConfiguration(locales: ["ja"], readingMode: .off))
        #expect(off.title(ofSection: off.indexPath(of: 1)!.section) == "#")
        #expect(off.reading(of: 1) == nil)
        #expect(!on.isComparable(with: off))
    }

    @Test("Inserting and renaming place a row where sectioning the whole list puts it")
    func insertMatchesWholeList() throws {
        var list = try SectionedList(
            [ReadContact(id: 1, name: "山田太郎")], id: { $0.id }, text: { $0.name }, reading: { $0.yomi },
            configuration: SectioningConfiguration(locales: ["ja"]))
        _ = try list.apply([.insert(ReadContact(id: 2, name: "鈴木花子")), .update(ReadContact(id: 1, name: "田中一郎"))])
        #expect(list.title(ofSection: list.indexPath(of: 2)!.section) == "さ")
        #expect(list.title(ofSection: list.indexPath(of: 1)!.section) == "た")
        #expect(list.reading(of: 1)?.hasPrefix("たなか") == true)
        #expect(list.insertionPoint(for: ReadContact(id: 9, name: "渡辺")).title == "わ")
        #expect(list.invariantViolations(recomputingKeys: true).isEmpty)
    }

    @Test("TextRow lists from a configuration equal the configuration's sections of the same rows")
    func textRowsFollowConfiguration() throws {
        let names = ["鈴木一郎", "山田太郎", "あおき", "Smith", "张伟", "佐藤", "鈴木一郎"]
        for configuration in [
            SectioningConfiguration(locales: ["ja"]), SectioningConfiguration(locales: ["zh"]),
            SectioningConfiguration(locales: ["ja"], style: .icu, readingMode: .auto),
        ] {
            let rows = RowBuffer(names)
            let list = try SectionedList(rows: rows, configuration: configuration)
            let expected = try configuration.sections(ofRows: rows)
            let got = list.displayedSections.map { ($0.title, $0.elements.map(\.text)) }
            let want = expected.sectionTitles.indices.compactMap { s -> (String, [String])? in
                let rows = expected.rowIndexes(in: CollationSection(rawValue: s)).map { names[$0] }
                return rows.isEmpty ? nil : (expected.sectionTitles[s], rows)
            }
            #expect(got.map(\.0) == want.map(\.0), "\(configuration)")
            #expect(got.map(\.1) == want.map(\.1), "\(configuration)")
        }
    }

    static let names: [String: [String]] = [
        "ja": ["鈴木", "山田", "田中", "佐藤", "高橋", "渡辺", "伊藤", "中村", "小林", "加藤", "東海林", "あおき", "カトウ", "Smith", "一郎", "花子"],
        "zh": ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄勇", "周杰", "吴刚", "曾", "单", "Anna", "阿明"],
    ]
    static let yomi = ["すずき", "やまだ", "しょうじ", "zhang", "wang", ""]

    @Test(
        "Random edits with readings: each change set turns the old table into the new one, and the list equals the whole-list path",
        arguments: [("ja", IndexStyle.uikit), ("ja", .icu), ("zh", .uikit), ("zh", .icu)])
    func randomEdits(locale: String, style: IndexStyle) throws {
        var rng = InputTestRNG(seed: 0x5EC7_1011 ^ UInt64(locale.utf8.reduce(0) { $0 &* 31 &+ Int($1) }) ^ (style == .icu ? 1 : 0))
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)], style: style, readingMode: .auto)
        let pool = Self.names[locale]!
        var nextID = 0
        func contact() -> ReadContact {
            nextID += 1
            let name = pool.randomElement(using: &rng)! + (rng.oneIn(2) ? pool.randomElement(using: &rng)! : "")
            return ReadContact(id: nextID, name: name, yomi: rng.oneIn(5) ? Self.yomi.randomElement(using: &rng) : nil)
        }
        let content: (ReadContact) -> String = { "\($0.name)|\($0.yomi ?? "-")|\($0.phone)" }
        for sequence in 0..<12 {
            let initial = (0..<Int.random(in: 0...12, using: &rng)).map { _ in contact() }
            var list = try SectionedList(initial, id: { $0.id }, text: { $0.name }, reading: { $0.yomi }, configuration: configuration)
            #expect(list.usesReadings)
            var current = Dictionary(uniqueKeysWithValues: initial.map { ($0.id, $0) })
            for step in 0..<6 {
                var edits: [ListEdit<ReadContact, Int>] = []
                var touched = Set<Int>()
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let ids = current.keys.filter { !touched.contains($0) }.sorted()
                    switch ids.isEmpty ? 0 : Int.random(in: 0..<4, using: &rng) {
                    case 0:
                        let c = contact()
                        current[c.id] = c
                        edits.append(.insert(c))
                        touched.insert(c.id)
                    case 1:
                        let id = ids.randomElement(using: &rng)!
                        current[id] = nil
                        edits.append(.remove(id))
                        touched.insert(id)
                    case 2:  // rename, or a new carried reading
                        var c = current[ids.randomElement(using: &rng)!]!
                        if rng.oneIn(2) { c.name = contact().name } else { c.yomi = Self.yomi.randomElement(using: &rng) }
                        current[c.id] = c
                        edits.append(.update(c))
                        touched.insert(c.id)
                    default:
                        var c = current[ids.randomElement(using: &rng)!]!
                        c.phone += 1
                        current[c.id] = c
                        edits.append(.update(c))
                        touched.insert(c.id)
                    }
                }
                let old = list
                let changes = try list.apply(edits)
                let context = "\(locale) \(style) sequence \(sequence) step \(step) edits \(edits)"
                #expect(list.invariantViolations(recomputingKeys: true).isEmpty, "\(context)")
                #expect(Set(list.elements) == Set(current.values), "\(context)")
                if let problem = referenceProblem(changes, from: old, to: list, content: content) {
                    Issue.record("\(context)\n\(problem)")
                }
                #expect(
                    list.referenceTable(content: content) == list.tableFromScratch(content: content), "\(context): differs from the whole-list path")
                if let problem = referenceProblem(SectionedList.changes(from: old, to: list), from: old, to: list, content: content) {
                    Issue.record("\(context): changes(from:to:)\n\(problem)")
                }
                // Every row's reading is the one the whole-list path used.
                let elements = list.elementsInSequenceOrder
                let whole = try list.collation.sections(
                    ofRows: RowBuffer(elements.map(\.name)), readingProvider: list.readingProvider,
                    givenReadings: RowBuffer(elements.map { $0.yomi ?? "" }))
                for (i, element) in elements.enumerated() {
                    #expect(list.reading(of: element.id) == whole.reading(ofRow: i), "\(context): reading of \(element.name)")
                }
            }
        }
    }
}
