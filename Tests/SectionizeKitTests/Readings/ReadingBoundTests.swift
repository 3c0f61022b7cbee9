import Testing
@testable import SectionizeKit

/// Readings do a bounded amount of work per row (issue 21): only the first
/// `ReadingCache.partsRead` parts of a row are read; the rest keep their text, so a row of
/// millions of words costs about what it costs without readings (measured in the note),
/// while every real name (a handful of parts) is read in full.
@Suite("Readings: bounded work per row")
struct ReadingBoundTests {
    @Test("The first 16 parts of a row are read, the 17th and later keep their text")
    func partsBound() throws {
        let ja = try IndexedCollation(locale: "ja", style: .uikit)
        let parts = Array(repeating: "山田", count: 20)
        let rows = RowBuffer([parts.joined(separator: " ")])
        let sectioned = try ja.sections(ofRows: rows, readings: .auto)
        let reading = try #require(sectioned.reading(ofRow: 0))
        let read = reading.split(separator: " ")
        #expect(read.count == 20)
        #expect(read.prefix(16).allSatisfy { $0 == "やまだ" }, "\(read)")  // 山田 is やまだ (hand-checked)
        #expect(read.dropFirst(16).allSatisfy { $0 == "山田" }, "\(read)")
        // A real name is read whole.
        let name = try ja.sections(ofRows: RowBuffer(["山田 太郎"]), readings: .auto)
        #expect(name.reading(ofRow: 0) == "やまだ たろう")
    }
}
