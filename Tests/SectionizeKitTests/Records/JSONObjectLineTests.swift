import Testing
@testable import SectionizeInput
@testable import SectionizeKit

/// One JSON Lines object, read as RFC 8259 says (§7 strings and escapes, §6 numbers), with
/// escapes held to the rules of raw bytes: an escaped NUL and a lone surrogate have no valid
/// text (RFC 8259 §8.2: such strings have unpredictable behaviour), so they are invalid data,
/// not silently blank.
@Suite("JSON Lines: escapes and numbers as written")
struct JSONObjectLineTests {
    static func parse(_ text: String, replacing: Bool = false) -> Result<JSONObjectLine, JSONObjectLine.Problem> {
        JSONObjectLine.parse(Array(text.utf8)[...], replacing: replacing)
    }

    static func value(_ text: String, _ key: String = "name") -> JSONObjectLine.Value? {
        guard case .success(let line) = parse(text) else { return nil }
        return line.pairs.last { $0.key == key }?.value
    }

    @Test("Escapes decode as RFC 8259 §7 lists them; a surrogate pair is one scalar (😀 = \\ud83d\\ude00)")
    func escapes() {
        #expect(Self.value(#"{"name":"a\"b\\c\/d\b\f\n\r\t"}"#) == .text("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(Self.value(#"{"name":"Ren\u00e9e \ud83d\ude00"}"#) == .text("Renée 😀"))
        #expect(Self.value(#"{"name":"\u00E9"}"#) == .text("é"))
    }

    @Test("Numbers keep their JSON text (no rounding, no overflow to nothing); true/false as text; null and nesting absent")
    func numbersAndLiterals() {
        #expect(Self.value(#"{"name":12345678901234567890123}"#) == .text("12345678901234567890123"))
        #expect(Self.value(#"{"name":1e400}"#) == .text("1e400"))
        #expect(Self.value(#"{"name":-0.5E-3}"#) == .text("-0.5E-3"))
        #expect(Self.value(#"{"name":true}"#) == .text("true"))
        #expect(Self.value(#"{"name":null}"#) == .absent)
        #expect(Self.value(#"{"name":[1,{"x":"]}"}],"org":"X"}"#) == .absent)
        #expect(Self.value(#"{"name":[1,{"x":"]}"}],"org":"X"}"#, "org") == .text("X"))
    }

    @Test("An escaped NUL or a lone surrogate is an invalid value (or U+FFFD, reported, when replacing)")
    func invalidValues() {
        for text in [#"{"name":"A\u0000B"}"#, #"{"name":"A\ud800B"}"#, #"{"name":"A\udc00"}"#, #"{"name":"\ud800\u0041"}"#] {
            guard case .failure(let problem) = Self.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(problem.isInvalidValue, "\(text): \(problem.message)")
            guard case .success(let replaced) = Self.parse(text, replacing: true) else {
                Issue.record("\(text) not replaced")
                continue
            }
            #expect(replaced.replaced.count == 1, "\(text)")
            if case .text(let value)? = replaced.pairs.first?.value { #expect(value.contains("\u{FFFD}")) }
        }
    }

    @Test("Not JSON: trailing commas, text after the object, bad escapes, bare words, raw control characters, leading zeros")
    func notJSON() {
        for text in [
            #"{"name":"x",}"#, #"{"name":"x"} y"#, #"{"name":"\x"}"#, #"{"name":nope}"#, "{\"name\":\"a\tb\"}",
            #"{"name":012}"#, #"{"name":1.}"#, #"["name"]"#, #"{"name" "x"}"#, #"{"name":"x""#,
        ] {
            guard case .failure(let problem) = Self.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(!problem.isInvalidValue, "\(text): \(problem.message)")
        }
    }

    @Test("A bad last line without a line end adds no empty record (found by the fuzzer's out + skipped = in check)")
    func badLastLine() throws {
        let input = try RecordReader.read(Array("{\"name\":\"A\"}\nnope".utf8), source: "x.jsonl", format: .jsonl, policy: .skip)
        #expect(input.records.map(\.formattedName) == ["A"])
        #expect(input.issues.count == 1 && input.issues[0].line == 2)
    }

    @Test("Through RecordReader: fail throws invalid data at the line; replace reports; skip drops the record and reports it")
    func policies() throws {
        let bytes = Array("{\"name\":\"Anna\"}\n{\"name\":\"A\\ud800B\"}\n{\"name\":\"Berta\"}\n".utf8)
        #expect(throws: SectionizeError.self) { try RecordReader.read(bytes, source: "x.jsonl", format: .jsonl) }
        do {
            _ = try RecordReader.read(bytes, source: "x.jsonl", format: .jsonl)
        } catch {
            #expect(error.code == .invalidData && error.line == 2, "\(error)")
        }
        let replaced = try RecordReader.read(bytes, source: "x.jsonl", format: .jsonl, policy: .replace)
        #expect(replaced.records.count == 3)
        #expect(replaced.issues.count == 1 && replaced.issues[0].action == .replaced)
        let skipped = try RecordReader.read(bytes, source: "x.jsonl", format: .jsonl, policy: .skip)
        #expect(skipped.records.map(\.formattedName) == ["Anna", "Berta"])
        #expect(skipped.issues.count == 1 && skipped.issues[0].action == .skipped)
    }
}

/// vCard quoted-printable values follow the raw-byte rules too (issue 21): `=00` is a NUL,
/// so it is invalid data; bytes invalid in the CHARSET replaced under `replace` are reported.
@Suite("vCard: quoted-printable NULs and replacements")
struct QuotedPrintableRuleTests {
    static let vcards = Array(
        ("BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:M=00ller;Hans\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:M=FCller;Eva\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Becker;Anna\r\nEND:VCARD\r\n").utf8)

    @Test("fail: invalid data at the card; replace: U+FFFD and one report per value; skip: the two cards skipped and reported")
    func policies() throws {
        #expect(throws: SectionizeError.self) { try RecordReader.read(Self.vcards, source: "q.vcf", format: .vcard) }
        let replaced = try RecordReader.read(Self.vcards, source: "q.vcf", format: .vcard, policy: .replace)
        #expect(replaced.records.count == 3)
        #expect(replaced.records.allSatisfy { !$0.name.family.unicodeScalars.contains("\u{0}") })
        #expect(replaced.records[0].name.family == "M\u{FFFD}ller")
        #expect(replaced.issues.map(\.line) == [3, 7] && replaced.issues.allSatisfy { $0.action == .replaced })
        let skipped = try RecordReader.read(Self.vcards, source: "q.vcf", format: .vcard, policy: .skip)
        #expect(skipped.records.map(\.name.family) == ["Becker"])
        #expect(skipped.issues.count == 2 && skipped.issues.allSatisfy { $0.action == .skipped })
    }
}
