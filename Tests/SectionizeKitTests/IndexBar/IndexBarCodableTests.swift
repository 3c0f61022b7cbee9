import Foundation
import Testing
@testable import SectionizeKit

/// The JSON form the CLI prints; expected shapes come from the `Codable` notes in the docs.
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
        #expect(decoded.displayedSections == bar.displayedSections)
        #expect(decoded.isVisible == bar.isVisible)
    }

    @Test("The JSON carries the derived view: titles, sectionForTitle (-1 for {search}), nonEmptyTitles")
    func jsonCarriesDerivedView() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try JSONSerialization.jsonObject(with: encoder.encode(bar)) as? [String: Any]
        #expect((object?["titles"] as? [String])?.first == "{search}")
        #expect((object?["sectionForTitle"] as? [Int]) == bar.sectionForTitle)
        #expect((object?["sectionForTitle"] as? [Int])?.first == -1)
        #expect((object?["nonEmptyTitles"] as? [[String: Any]])?.count == 3)
        #expect((object?["rowCount"] as? Int) == 6)
        #expect((object?["isVisible"] as? Bool) == true)
    }

    @Test("Decoding needs only the inputs; missing options take their defaults")
    func decodesInputsOnly() throws {
        let json = Data(##"{"sectionTitles":["A","B","#"],"sectionCounts":[0,2,1],"options":{}}"##.utf8)
        let decoded = try JSONDecoder().decode(IndexBar.self, from: json)
        #expect(decoded == IndexBar(titles: ["A", "B", "#"], counts: [0, 2, 1]))
        #expect(decoded.sectionForTitle == [0, 0, 1])
    }

    @Test("Decoding rejects counts that break the initializer's preconditions instead of trapping")
    func decodingRejectsBadCounts() {
        let mismatched = Data(#"{"sectionTitles":["A","B"],"sectionCounts":[1]}"#.utf8)
        let negative = Data(#"{"sectionTitles":["A"],"sectionCounts":[-1]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexBar.self, from: mismatched) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexBar.self, from: negative) }
    }

    @Test("IndexBarTarget encodes as one integer: -1 for search, the section otherwise")
    func targetEncoding() throws {
        #expect(String(decoding: try JSONEncoder().encode([IndexBarTarget.search, .section(3)]), as: UTF8.self) == "[-1,3]")
        #expect(try JSONDecoder().decode([IndexBarTarget?].self, from: Data("[-1,0,null]".utf8)) == [.search, .section(0), nil])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexBarTarget.self, from: Data("-2".utf8)) }
    }

    @Test("CondensedIndexBar and IndexBarOptions survive a JSON round trip")
    func condensedAndOptionsRoundTrip() throws {
        let condensed = bar.condensed(toFit: 11)
        #expect(try roundTrip(condensed) == condensed)
        #expect(try roundTrip(bar.options) == bar.options)
        #expect(try roundTrip(IndexBarJumpPolicy.after) == .after)
    }
}
