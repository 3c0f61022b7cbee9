import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// How lines become rows. The rules are this project's (the input brief): LF, CRLF and lone
/// CR end lines; blank lines are not rows but are counted; row bytes are kept exactly.
@Suite("Input decoding: lines and rows")
struct InputDecoderLineTests {
    typealias F = InputFixtures

    @Test("LF, CRLF and a lone CR each end one line")
    func lineEnds() throws {
        let decoded = try F.decode(F.utf8("a\nb\r\nc\rd\n"))
        #expect(decoded.rows.strings == ["a", "b", "c", "d"])
        #expect(decoded.rows.lineNumbers == [1, 2, 3, 4])
        #expect(decoded.issues.isEmpty)
    }

    @Test("LF then CR is two line ends (only CR LF pairs up)")
    func lfCRIsTwoLineEnds() throws {
        let decoded = try F.decode(F.utf8("a\n\rb"))
        #expect(decoded.rows.strings == ["a", "b"])
        #expect(decoded.rows.lineNumbers == [1, 3])
    }

    @Test("A last line without a line end is kept; a final line end adds no line", arguments: ["", "\n", "\r\n", "\r"])
    func finalLine(ending: String) throws {
        let decoded = try F.decode(F.utf8("Anna\nBo" + ending))
        #expect(decoded.rows.strings == ["Anna", "Bo"])
        #expect(decoded.rows.lineNumbers == [1, 2])
    }

    @Test("Blank lines are not rows but count in line numbers")
    func blankLines() throws {
        let decoded = try F.decode(F.utf8("\n\nAnna\r\n\r\n\rBo\n\n"))
        #expect(decoded.rows.strings == ["Anna", "Bo"])
        #expect(decoded.rows.lineNumbers == [3, 6])
    }

    @Test("Inputs with no text have no rows", arguments: ["", "\n", "\r\n\r\n", "\r\r\n\n"])
    func noRows(text: String) throws {
        let decoded = try F.decode(F.utf8(text))
        #expect(decoded.rows.count == 0)
        #expect(decoded.rows.offsets == [0])
        #expect(decoded.rows.utf8.isEmpty)
    }

    @Test("A line of only spaces is a row, and leading and trailing spaces are kept")
    func spacesAreKept() throws {
        let decoded = try F.decode(F.utf8("   \n  Anna \n"))
        #expect(decoded.rows.strings == ["   ", "  Anna "])
    }

    @Test("Other control characters, NEL, LS and PS are row content, byte for byte")
    func controlCharactersAreContent() throws {
        let row = "\tA\u{0B}\u{0C}\u{1B}\u{7F}\u{85}\u{2028}\u{2029}B"
        let decoded = try F.decode(F.utf8(row + "\n" + row))
        #expect(decoded.rows.strings == [row, row])
        #expect(decoded.rows.utf8 == F.utf8(row + row))
    }

    @Test("Rows are not normalized: NFC and NFD spellings stay distinct bytes")
    func noNormalization() throws {
        let decoded = try F.decode(F.utf8("\u{E9}\ne\u{301}"))
        #expect(decoded.rows.utf8 == [0xC3, 0xA9, 0x65, 0xCC, 0x81])
        #expect(decoded.rows.offsets == [0, 2, 5])
    }

    @Test("Row bytes sit back to back: offsets has count + 1 entries, starting at 0 and ending at utf8.count")
    func layout() throws {
        let decoded = try F.decode([0xEF, 0xBB, 0xBF] + F.utf8("ab\r\n\ncde\rf"))
        #expect(decoded.rows.utf8 == F.utf8("abcdef"))
        #expect(decoded.rows.offsets == [0, 2, 5, 6])
        #expect(decoded.rows.lineNumbers == [1, 3, 4])
    }
}
