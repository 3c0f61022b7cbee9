import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The row buffer's layout and its UTF-16 transcoder. Expected UTF-16 comes from Swift's own
/// `String.utf16` view.
@Suite("RowBuffer")
struct InputRowBufferTests {
    typealias F = InputFixtures

    @Test("init(_ strings:) lays rows back to back, numbered from line 1, empty strings included")
    func initFromStrings() {
        let rows = RowBuffer(["Anna", "", "Åsa", "😀"])
        #expect(rows.count == 4)
        #expect(rows.utf8 == F.utf8("AnnaÅsa😀"))
        #expect(rows.offsets == [0, 4, 4, 8, 12])
        #expect(rows.lineNumbers == [1, 2, 3, 4])
        #expect(rows.strings == ["Anna", "", "Åsa", "😀"])
        #expect(rows[2] == "Åsa")
        #expect(RowBuffer([]).count == 0 && RowBuffer([]).offsets == [0])
    }

    @Test("withUTF8 passes exactly the row's bytes")
    func withUTF8() {
        let rows = RowBuffer(["ab", "çd"])
        #expect(rows.withUTF8(1) { Array($0) } == F.utf8("çd"))
        #expect(rows.withUTF8(0) { $0.count } == 2)
    }

    @Test("A RowBuffer is a random-access collection of its rows")
    func collection() {
        let rows = RowBuffer(["x", "y", "z"])
        #expect(Array(rows) == ["x", "y", "z"])
        #expect(rows.indices == 0..<3)
        #expect(rows.map(\.count) == [1, 1, 1])
    }

    @Test("appendUTF16 equals Array(String.utf16) for random text with 1- to 4-byte sequences (2000 cases)")
    func appendUTF16MatchesSwift() {
        var rng = InputTestRNG(seed: 1_6)
        for _ in 0..<2000 {
            let strings = (0..<Int.random(in: 1...5, using: &rng)).map { _ in F.randomRow(&rng, maxLength: 20) }
            let rows = RowBuffer(strings)
            for (i, string) in strings.enumerated() {
                var units: [UInt16] = [0xABCD]
                rows.appendUTF16(ofRow: i, to: &units)
                #expect(units == [0xABCD] + Array(string.utf16), "\(string.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("appendUTF16 handles the boundaries of each UTF-8 length: U+007F, U+0080, U+07FF, U+0800, U+FFFF, U+10000, U+10FFFF")
    func appendUTF16Boundaries() {
        let text = "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"
        var units: [UInt16] = []
        RowBuffer([text, ""]).appendUTF16(ofRow: 0, to: &units)
        #expect(units == Array(text.utf16))
        RowBuffer([text, ""]).appendUTF16(ofRow: 1, to: &units)
        #expect(units == Array(text.utf16))
    }

    @Test("appendUTF16 of rows decoded from UTF-16 gives back the original code units")
    func appendUTF16OfDecodedUTF16() throws {
        let text = "Zoë\n😀𝄞\n漢字"
        let rows = try F.decode(F.utf16(text, bigEndian: false)).rows
        var units: [UInt16] = []
        for i in rows.indices { rows.appendUTF16(ofRow: i, to: &units) }
        #expect(units == Array("Zoë😀𝄞漢字".utf16))
    }
}
