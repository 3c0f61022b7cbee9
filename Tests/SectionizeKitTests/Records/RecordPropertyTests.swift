import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport
import Foundation

/// Property tests of the vCard, CSV and JSON Lines readers (deterministic xorshift cases):
/// random bytes never crash them and are always accounted for (records plus skipped
/// records); generated valid inputs give back exactly the records written, field for field.
@Suite("Records: property tests")
struct RecordPropertyTests {
    typealias F = RecordFixtures
    static let alphabet: [String] = [
        "a", "Z", "ä", "山", "😀", ",", "\"", ";", ":", "\\", "=", " ", "\t", "\n", "\r\n", "\r",
        "BEGIN:VCARD", "END:VCARD", "N:", "=E3=81", "QUOTED-PRINTABLE", "{", "}", "\"name\":", "#", "FN", "ADR:", "=80", ";CHARSET=SHIFT_JIS",
    ]

    @Test("Random text and bytes never crash any reader, under every policy", arguments: [1, 2, 3, 4, 5, 6])
    func randomInputNeverCrashes(seed: Int) throws {
        var rng = InputTestRNG(seed: UInt64(seed))
        for _ in 0..<150 {
            var bytes: [UInt8]
            if rng.oneIn(2) {
                bytes = (0..<Int.random(in: 0..<200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            } else {
                bytes = Array((0..<Int.random(in: 0..<60, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }.joined().utf8)
            }
            for format in [RecordFormat.csv, .tsv, .jsonl, .vcard] {
                for policy in InvalidInputPolicy.allCases {
                    for encoding in [nil, TextEncoding.shiftJIS, .windows1252] {
                        // Either an error is thrown, or records are numbered by their positions:
                        // increasing, a skipped record keeping its number (so 1…n without skips).
                        if let input = try? RecordReader.read(bytes, source: "r", format: format, encoding: encoding, policy: policy) {
                            let numbers = input.records.map(\.number)
                            let skipped = input.issues.filter { $0.action == .skipped }.count
                            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })
                            #expect(input.nextNumber - 1 >= input.records.count && input.nextNumber - 1 <= input.records.count + skipped)
                            if skipped == 0 { #expect(numbers == Array(1..<(input.records.count + 1))) }
                            // Exact accounting (issue 21), against a separate count of the input's records.
                            if encoding == nil, TextEncoding.utf16WithoutByteOrderMark(bytes) == nil, !bytes.starts(with: [0xFF, 0xFE]),
                                !bytes.starts(with: [0xFE, 0xFF])
                            {
                                let expected: Int? =
                                    switch format {
                                    case .csv: InputCounts.delimitedRecords(bytes, delimiter: 0x2C, quoting: true)
                                    case .tsv: InputCounts.delimitedRecords(bytes, delimiter: 0x09, quoting: false)
                                    case .jsonl: InputCounts.nonBlankLines(bytes)
                                    default: InputCounts.vCards(bytes)
                                    }
                                if let expected { #expect(input.records.count + skipped == expected, "\(format) \(policy) \(bytes)") }
                            }
                        }
                        // --strict refuses cards instead of repairing them: still each one out or skipped.
                        if format == .vcard,
                            let strict = try? RecordReader.read(bytes, source: "r", format: format, encoding: encoding, policy: policy, strict: true)
                        {
                            let violations = RecordAccounting.violations(of: strict, bytes: bytes, format: format, encoding: encoding, policy: policy)
                            #expect(violations.isEmpty, "strict \(policy): \(violations)")
                        }
                    }
                }
            }
        }
    }

    /// A random field value from the alphabet (possibly with commas, quotes, line ends).
    static func value(_ rng: inout InputTestRNG) -> String {
        (0..<Int.random(in: 1..<8, using: &rng)).map { _ in
            ["a", "Z", "ä", "山", "😀", ",", "\"", ";", " ", "\n", "\r\n", "x"].randomElement(using: &rng)!
        }
        .joined().trimmingBlanks
    }

    @Test("CSV written by RFC 4180's rules reads back the same records, one per row", arguments: [1, 2, 3])
    func csvRoundTrip(seed: Int) throws {
        var rng = InputTestRNG(seed: UInt64(seed * 7919))
        let values = (0..<200).map { _ in (Self.value(&rng), Self.value(&rng)) }
        func quoted(_ v: String) -> String { "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let text = "name,org\r\n" + values.map { quoted($0.0) + "," + quoted($0.1) + "\r\n" }.joined()
        let records = try F.read(text, .csv, fields: RecordFields(name: "name", organization: "org")).records
        #expect(records.count == values.count)
        #expect(records.map(\.formattedName) == values.map(\.0))
        #expect(records.map(\.name.organization) == values.map(\.1))
    }

    @Test("vCards with escaped values read back the same records, one per BEGIN:VCARD", arguments: [1, 2, 3])
    func vcardRoundTrip(seed: Int) throws {
        var rng = InputTestRNG(seed: UInt64(seed * 104_729))
        let values = (0..<200).map { _ in (Self.value(&rng), Self.value(&rng)) }
        func escaped(_ v: String) -> String {
            v.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
                .replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
        }
        var text = ""
        for (i, (family, given)) in values.enumerated() {
            let version = ["2.1", "3.0", "4.0"][i % 3]
            text += "BEGIN:VCARD\r\nVERSION:\(version)\r\nN:\(escaped(family));\(escaped(given));;;\r\nEND:VCARD\r\n"
        }
        let records = try F.read(text, .vcard).records
        #expect(records.count == values.count)
        func normalized(_ v: String) -> String { v.replacingOccurrences(of: "\r\n", with: "\n").trimmingBlanks }
        #expect(records.map(\.name.family) == values.map { normalized($0.0) })
        #expect(records.map(\.name.given) == values.map { normalized($0.1) })
    }

    @Test("JSON Lines: one record per object line; a line that is not an object is a bad record")
    func jsonLines() throws {
        let text = "{\"name\": \"Anna\", \"reading\": \"あんな\"}\n\n{\"given\": \"Bo\", \"family\": \"Ek\", \"age\": 3}\n[1]\n{\"org\": \"ACME\"}\n"
        #expect(F.inputError { try F.read(text, .jsonl) }?.message == "in:4: not a JSON object (expected {)")
        let input = try F.read(text, .jsonl, policy: .skip)
        #expect(input.records.map { $0.displayName(NameStyle(locale: "en")) } == ["Anna", "Bo Ek", "ACME"])
        #expect(input.records[0].name.fullReading == "あんな")
        #expect(input.records.map(\.line) == [1, 3, 5])
        #expect(input.issues.map(\.line) == [4])
    }
}

@Suite("Records: lines as records")
struct RecordLinesTests {
    @Test("Each non-blank line is a record named by the line, numbered with its line")
    func lines() throws {
        let input = try RecordFixtures.read("Anna Berg\n\nDr. Hans Zorn\r\nBo", .lines)
        #expect(input.records.map(\.formattedName) == ["Anna Berg", "Dr. Hans Zorn", "Bo"])
        #expect(input.records.map(\.line) == [1, 3, 4])
        #expect(input.records[1].sortText(NameStyle(locale: "de")) == "Zorn, Hans")
    }
}
