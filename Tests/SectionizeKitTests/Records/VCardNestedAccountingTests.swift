import Testing
@testable import SectionizeKit
@testable import SectionizeInput
import SectionizeTestSupport

/// Every contact of a vCard file is read or reported (issue 31): out + skipped = in, where
/// "in" is `InputCounts.vCards`, which counts `BEGIN:VCARD` lines by the formats' rules
/// (vCard 2.1 §2.1.3 soft line breaks; a line that is `BEGIN:VCARD` or `END:VCARD` is never
/// a continuation, as in Android's `VCardParserImpl_V21`, which ends a quoted-printable part
/// at such a line).
@Suite("vCard accounting: nested cards after quoted-printable soft breaks")
struct VCardNestedAccountingTests {
    /// An outer card whose quoted-printable NOTE ends in a soft line break right before a
    /// nested card; `separator` is the line end.
    static func nested(_ separator: String, depth: Int = 1) -> [UInt8] {
        var text = "BEGIN:VCARD\(separator)VERSION:2.1\(separator)N:Berg;Olga;;;\(separator)"
        for level in 0..<depth {
            text +=
                "NOTE;ENCODING=QUOTED-PRINTABLE:level \(level)=\(separator)begin:vcard\(separator)VERSION:2.1\(separator)N:Adler;Ivan\(level);;;\(separator)"
        }
        for _ in 0...depth { text += "END:VCARD\(separator)" }
        return Array(text.utf8)
    }

    @Test(
        "The nested card is read, numbered after the outer one, and the counts add up under every policy",
        arguments: ["\r\n", "\n"], InvalidInputPolicy.allCases)
    func nestedAfterSoftBreak(separator: String, policy: InvalidInputPolicy) throws {
        for depth in 1...3 {
            let bytes = Self.nested(separator, depth: depth)
            // Hand-counted: 1 outer + `depth` nested cards.
            #expect(InputCounts.vCards(bytes) == depth + 1, "the counter sees every BEGIN:VCARD line")
            let input = try RecordReader.read(bytes, source: "in", format: .vcard, policy: policy)
            #expect(input.records.count == depth + 1)
            #expect(input.records.map(\.number) == Array(1...(depth + 1)))
            #expect(Set(input.records.map { "\($0.name.given) \($0.name.family)" }) == Set(["Olga Berg"] + (0..<depth).map { "Ivan\($0) Adler" }))
            let violations = RecordAccounting.violations(of: input, bytes: bytes, format: .vcard, encoding: nil, policy: policy)
            #expect(violations.isEmpty, "\(violations)")
            // The soft break that had nothing to continue is reported (a repair), not silent.
            #expect(input.issues.contains { $0.action == .repaired && $0.line == 4 }, "\(input.issues.map(\.message))")
        }
    }

    @Test("A soft break before other text still joins it (the value goes on)")
    func softBreakStillJoins() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Be=\r\nrg;Olga;;;\r\nEND:VCARD\r\n".utf8)
        let input = try RecordReader.read(bytes, source: "in", format: .vcard)
        #expect(input.records.map { "\($0.name.given) \($0.name.family)" } == ["Olga Berg"])
        #expect(InputCounts.vCards(bytes) == 1)
    }
}
