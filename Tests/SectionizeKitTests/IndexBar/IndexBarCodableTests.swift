import Foundation
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The JSON form of an index bar, which is the `index` object the CLI prints; expected shapes
/// come from the `Codable` notes in the docs and the README's JSON schema.
@Suite("Index bar: Codable")
struct IndexBarCodableTests {
    private let bar = IndexBar(
        titles: IndexBarFixtures.swedish, counts: IndexBarFixtures.counts(for: IndexBarFixtures.swedish, filled: ["B", "Å", "#"]),
        options: IndexBarOptions(includesSearch: true, jumpPolicy: .after, minimumDisplayRowCount: 4))

    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test("IndexBar survives a JSON round trip with every derived value intact")
    func indexBarRoundTrip() throws {
        let decoded = try roundTrip(bar)
        #expect(decoded == bar)
        #expect(decoded.titles == bar.titles)
        #expect(decoded.targets == bar.targets)
        #expect(decoded.displayedCollationSections == bar.displayedCollationSections)
        #expect(decoded.isVisible == bar.isVisible)
    }

    @Test("The JSON is the CLI's index object: titles, counts, sectionForTitle (-1 for {search}), visible, options")
    func jsonIsTheCLISchema() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(bar)) as? [String: Any])
        #expect(
            object.keys.sorted() == [
                "counts", "jumpPolicy", "keepsEmptySections", "minimumDisplayRowCount",
                "sectionForTitle", "titles", "visible",
            ])
        #expect((object["titles"] as? [String])?.first == "{search}")
        #expect((object["counts"] as? [Int]) == bar.counts)
        // B, Å and # have rows; with jump "after", titles jump forward to the next of them.
        #expect((object["sectionForTitle"] as? [Int]) == [-1, 0, 0] + Array(repeating: 1, count: 24) + [1, 2, 2, 2])
        #expect((object["visible"] as? Bool) == true)
        #expect((object["jumpPolicy"] as? String) == "after")
        #expect((object["minimumDisplayRowCount"] as? Int) == 4)
    }

    @Test("With a slot count the JSON adds slotCount and the condensed bar's titles and targets")
    func jsonCarriesCondensedBar() throws {
        var options = bar.options
        options.slotCount = 9
        let slotted = IndexBar(titles: bar.sectionTitles, counts: bar.sectionCounts, options: options)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(slotted)) as? [String: Any])
        #expect((object["slotCount"] as? Int) == 9)
        let condensed = try #require(object["condensed"] as? [String: Any])
        #expect((condensed["titles"] as? [String]) == slotted.condensed(toFit: 9).titles)
        #expect((condensed["titles"] as? [String])?.count == 9)
        #expect(try roundTrip(slotted) == slotted)
    }

    @Test("Decoding needs only titles and counts; missing options take their defaults")
    func decodesInputsOnly() throws {
        let json = Data(##"{"titles":["A","B","#"],"counts":[0,2,1]}"##.utf8)
        let decoded = try JSONDecoder().decode(IndexBar.self, from: json)
        #expect(decoded == IndexBar(titles: ["A", "B", "#"], counts: [0, 2, 1]))
        #expect(decoded.sectionForTitle == [0, 0, 1])
        let searched = try JSONDecoder().decode(IndexBar.self, from: Data(##"{"titles":["{search}","A"],"counts":[0,1]}"##.utf8))
        #expect(searched.options.includesSearch && searched.sectionTitles == ["A"])
    }

    @Test("Decoding rejects counts that break the initializer's preconditions, and derived values that disagree")
    func decodingRejectsBadInput() {
        let mismatched = Data(#"{"titles":["A","B"],"counts":[1]}"#.utf8)
        let negative = Data(#"{"titles":["A"],"counts":[-1]}"#.utf8)
        let wrongTargets = Data(#"{"titles":["A","B"],"counts":[1,1],"sectionForTitle":[0,0]}"#.utf8)
        let wrongVisibility = Data(#"{"titles":["A"],"counts":[1],"minimumDisplayRowCount":5,"visible":true}"#.utf8)
        for json in [mismatched, negative, wrongTargets, wrongVisibility] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexBar.self, from: json) }
        }
    }

    @Test("IndexBarTarget encodes as one integer: -1 for search, the section otherwise")
    func targetEncoding() throws {
        #expect(String(decoding: try JSONEncoder().encode([IndexBarTarget.search, .section(3)]), as: UTF8.self) == "[-1,3]")
        #expect(try JSONDecoder().decode([IndexBarTarget?].self, from: Data("[-1,0,null]".utf8)) == [.search, .section(0), nil])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexBarTarget.self, from: Data("-2".utf8)) }
    }

    @Test("IndexBarOptions survive a JSON round trip; a CondensedIndexBar encodes its titles and targets")
    func condensedAndOptionsRoundTrip() throws {
        let condensed = bar.condensed(toFit: 11)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(condensed)) as? [String: Any])
        #expect(object["titles"] as? [String] == condensed.titles)
        #expect(
            object["sectionForTitle"] as? [Int]
                == condensed.entries.map { $0.target.map { t in if case .section(let s) = t { s } else { -1 } } ?? -1 })
        #expect(try roundTrip(bar.options) == bar.options)
        #expect(try roundTrip(IndexBarJumpPolicy.after) == .after)
    }
}
