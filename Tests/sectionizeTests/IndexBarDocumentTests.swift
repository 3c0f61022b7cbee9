import Foundation
import Testing
import SectionizeKit
@testable import SectionizeCLI

/// The tool's `index` object (`IndexBarDocument`): the JSON schema of docs/command-line.md
/// ("The JSON document"), owned by the tool rather than by the library's `IndexBar`.
@Suite("Index bar: the tool's JSON index object")
struct IndexBarDocumentTests {
    /// Swedish titles (CLDR 42 sv index characters: A–Z, Å, Ä, Ö) and #, with rows under B, Å and #.
    static let swedish = (65...90).map { String(UnicodeScalar($0)!) } + ["Å", "Ä", "Ö", "#"]
    static func counts(filled: Set<String>) -> [Int] { swedish.map { filled.contains($0) ? 1 : 0 } }

    private let bar = IndexBar(
        sectionTitles: IndexBarDocumentTests.swedish, sectionCounts: IndexBarDocumentTests.counts(filled: ["B", "Å", "#"]),
        options: IndexBarOptions(includesSearch: true, jumpPolicy: .after, minimumDisplayRowCount: 4))

    private func json(_ document: IndexBarDocument) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any])
    }

    @Test("A bar survives the document's JSON round trip with every derived value intact")
    func roundTrip() throws {
        let data = try JSONEncoder().encode(IndexBarDocument(bar))
        let decoded = try JSONDecoder().decode(IndexBarDocument.self, from: data).bar()
        #expect(decoded == bar)
        #expect(decoded.targets == bar.targets)
        #expect(decoded.displayedCollationSections == bar.displayedCollationSections)
        #expect(decoded.isVisible == bar.isVisible)
    }

    @Test("The keys are the documented ones; sectionForTitle is -1 for {search}, else the displayed section")
    func schema() throws {
        let object = try json(IndexBarDocument(bar))
        #expect(
            object.keys.sorted() == [
                "counts", "jumpPolicy", "keepsEmptySections", "minimumDisplayRowCount", "sectionForTitle", "titles", "visible",
            ])
        #expect((object["titles"] as? [String])?.first == "{search}")
        #expect((object["counts"] as? [Int]) == [0] + Self.counts(filled: ["B", "Å", "#"]))
        // B, Å and # have rows (displayed sections 0, 1, 2); with jump "after", A jumps to B,
        // C…Z and Å to Å, Ä, Ö and # to #.
        #expect((object["sectionForTitle"] as? [Int]) == [-1, 0, 0] + Array(repeating: 1, count: 24) + [1, 2, 2, 2])
        #expect((object["visible"] as? Bool) == false, "3 rows, fewer than minimumDisplayRowCount 4")
        #expect((object["jumpPolicy"] as? String) == "after")
        #expect((object["minimumDisplayRowCount"] as? Int) == 4)
    }

    @Test("With a slot count the object adds slotCount and the condensed bar's titles and targets")
    func condensed() throws {
        var options = bar.options
        options.slotCount = 9
        let slotted = IndexBar(sectionTitles: bar.sectionTitles, sectionCounts: bar.sectionCounts, options: options)
        let object = try json(IndexBarDocument(slotted))
        #expect((object["slotCount"] as? Int) == 9)
        let condensed = try #require(object["condensed"] as? [String: Any])
        #expect((condensed["titles"] as? [String]) == slotted.condensed(toFit: 9).titles)
        #expect((condensed["titles"] as? [String])?.count == 9)
        let targets = slotted.condensed(toFit: 9).entries.map { entry -> Int in
            if case .section(let s)? = entry.target { s } else { -1 }
        }
        #expect((condensed["sectionForTitle"] as? [Int]) == targets)
        #expect(try JSONDecoder().decode(IndexBarDocument.self, from: JSONEncoder().encode(IndexBarDocument(slotted))).bar() == slotted)
    }

    @Test("Decoding needs only titles and counts; missing options take their defaults")
    func inputsOnly() throws {
        let decoded = try JSONDecoder().decode(IndexBarDocument.self, from: Data(##"{"titles":["A","B","#"],"counts":[0,2,1]}"##.utf8)).bar()
        #expect(decoded == IndexBar(sectionTitles: ["A", "B", "#"], sectionCounts: [0, 2, 1]))
        let searched = try JSONDecoder().decode(IndexBarDocument.self, from: Data(#"{"titles":["{search}","A"],"counts":[0,1]}"#.utf8)).bar()
        #expect(searched.options.includesSearch && searched.sectionTitles == ["A"])
    }

    @Test("A document whose counts break the bar's preconditions, or whose derived values disagree, is refused")
    func refusesBadDocuments() throws {
        let bad = [
            #"{"titles":["A","B"],"counts":[1]}"#, #"{"titles":["A"],"counts":[-1]}"#,
            #"{"titles":["A","B"],"counts":[1,1],"sectionForTitle":[0,0]}"#,
            #"{"titles":["A"],"counts":[1],"minimumDisplayRowCount":5,"visible":true}"#,
        ]
        for json in bad {
            let document = try JSONDecoder().decode(IndexBarDocument.self, from: Data(json.utf8))
            #expect(throws: IndexBarDocument.Invalid.self) { try document.bar() }
        }
    }

    @Test("The library's bar options keep their own Codable form (the configuration's)")
    func optionsRoundTrip() throws {
        #expect(try JSONDecoder().decode(IndexBarOptions.self, from: JSONEncoder().encode(bar.options)) == bar.options)
        #expect(try JSONDecoder().decode(IndexBarOptions.self, from: Data("{}".utf8)) == IndexBarOptions())
    }
}
