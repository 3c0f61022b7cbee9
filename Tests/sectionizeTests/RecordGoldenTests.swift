import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import Testing

/// Goldens of structured records: `--format golden` on a vCard or CSV export writes each
/// record's display name with its key (`@UID`, or `@N` for record N), and a header naming the
/// input and its flags; `verify` re-reads that input and checks every record again.
///
/// Expected sections are hand-checked German filing (Becker under B, Müller under M,
/// Özdemir under O in uikit style, Zander under Z); the failures are the ones a tester must
/// see when an export changes.
@Suite("Goldens of structured records")
struct RecordGoldenTests {
    static let vcards = DiffRecordTests.vcardOld

    @Test("A vCard golden names its input and fields, lists display names with their UIDs, and verifies")
    func recordAndVerify() throws {
        try withTemporaryDirectory { dir in
            let vcf = try dir.file("contacts.vcf", Self.vcards)
            let recorded = try run([vcf, "--locale", "de", "--id", "UID", "--format", "golden"])
            #expect(recorded.status == 0, "\(recorded.stderr)")
            let text = recorded.stdout.text
            #expect(text.contains("input: vcard \(vcf)\nfields: id=UID\n"), "\(text)")
            #expect(text.contains("== B\n  Carl Bauer  @u6\n  Anna Becker  @u2\n"), "\(text)")
            #expect(text.contains("== M\n  Hans Müller  @u1\n"))
            #expect(text.contains("== O\n  Ali Özdemir  @u3\n"))
            let golden = try dir.file("contacts.golden", text)
            let verify = try run(["verify", golden])
            #expect(verify.status == 0, "\(verify.stdout.text)")
            // The library reads it back with its input.
            let parsed = try Golden(parsing: text, source: golden)
            #expect(parsed.input == GoldenInput(format: .vcard, path: vcf, fields: RecordFields(id: "UID")))
            #expect(parsed.rows.map(\.key) == ["u4", "u6", "u2", "u1", "u3"])
        }
    }

    @Test("A golden whose record is moved to another section by hand fails at that row's line")
    func editedSection() throws {
        try withTemporaryDirectory { dir in
            let vcf = try dir.file("contacts.vcf", Self.vcards)
            let text = try run([vcf, "--locale", "de", "--id", "UID", "--format", "golden"]).stdout.text
            // Move Müller from M to B (after Becker), as a tester's wrong expectation.
            let edited = text.replacingOccurrences(of: "  Anna Becker  @u2\n", with: "  Anna Becker  @u2\n  Hans Müller  @u1\n")
                .replacingOccurrences(of: "== M\n  Hans Müller  @u1\n", with: "== M\n")
            let golden = try dir.file("edited.golden", edited)
            let line = edited.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "  Hans Müller  @u1" }! + 1
            let result = try run(["verify", golden])
            #expect(result.status == 1)
            #expect(result.stdout.text.contains("edited.golden:\(line): \"Hans Müller\": expected in B, got M"), "\(result.stdout.text)")
        }
    }

    @Test("verify fails, located, when the export changes: a renamed contact, a removed one, a new one; --update re-records")
    func exportChanges() throws {
        try withTemporaryDirectory { dir in
            let vcf = try dir.file("contacts.vcf", Self.vcards)
            let golden = try dir.file("contacts.golden", try run([vcf, "--locale", "de", "--id", "UID", "--format", "golden"]).stdout)
            let changed = Self.vcards
                .replacingOccurrences(of: "N:Becker;Anna;;;\r\nFN:Anna Becker", with: "N:Zander;Anna;;;\r\nFN:Anna Zander")
                .replacingOccurrences(of: "UID:u3\r\n", with: "UID:u9\r\n")
            _ = try dir.file("contacts.vcf", changed)
            let verify = try run(["verify", golden])
            #expect(verify.status == 1)
            let out = verify.stdout.text
            #expect(out.contains("@u2: the record is shown as \"Anna Zander\" now"), "\(out)")
            #expect(out.contains("\"Anna Becker\": expected in B, got Z"), "\(out)")
            #expect(out.contains("\"Ali Özdemir\" @u3: no such record in \(vcf)"), "\(out)")
            #expect(out.contains("record @u9 (\"Ali Özdemir\") is not in the golden"), "\(out)")
            let update = try run(["verify", golden, "--update"])
            #expect(update.status == 0 || update.status == 1, "\(update.stderr)")
            let again = try run(["verify", golden])
            #expect(again.status == 0, "after --update: \(again.stdout.text)")
            let updated = try String(contentsOf: URL(fileURLWithPath: golden), encoding: .utf8)
            #expect(updated.contains("== Z\n  Anna Zander  @u2\n"), "\(updated)")
            #expect(updated.contains("  Ali Özdemir  @u9\n"), "\(updated)")
        }
    }

    @Test("A CSV golden without --id keys rows by record number and records the field flags; the input is found beside the golden")
    func csvByNumber() throws {
        try withTemporaryDirectory { dir in
            let csv = try dir.file("people.csv", "given,family\nHans,Müller\nAnna,Becker\n")
            let recorded = try run([
                csv, "--locale", "de", "--given", "given", "--family", "family", "--display", "family-first",
                "--format", "golden",
            ])
            #expect(recorded.status == 0, "\(recorded.stderr)")
            let text = recorded.stdout.text
            #expect(text.contains("fields: given=given family=family\n"), "\(text)")
            #expect(text.contains("display-order: family-first\n"), "\(text)")
            // Family first without a comma, as Android's VCardUtils.constructNameFromElements joins
            // the parts and Apple Contacts' "Last, First" display order lists "Becker Anna".
            #expect(text.contains("== B\n  Becker Anna  @2\n"), "\(text)")
            // Beside the golden, by a relative path.
            let golden = try dir.file("people.golden", text.replacingOccurrences(of: "input: csv \(csv)", with: "input: csv people.csv"))
            let verify = try run(["verify", golden])
            #expect(verify.status == 0, "\(verify.stdout.text)\(verify.stderr)")
        }
    }

    @Test("Malformed record goldens are located errors (65); several inputs or standard input cannot be recorded (64)")
    func errors() throws {
        try withTemporaryDirectory { dir in
            let vcf = try dir.file("contacts.vcf", Self.vcards)
            let text = try run([vcf, "--locale", "de", "--format", "golden"]).stdout.text
            let noKey = try dir.file("nokey.golden", text.replacingOccurrences(of: "  @1\n", with: "\n"))
            let result = try run(["verify", noKey])
            #expect(result.status == 65)
            #expect(result.stderr.contains("a row of a golden of records ends with `  @KEY`"), "\(result.stderr)")
            let badInput = try dir.file("bad.golden", text.replacingOccurrences(of: "input: vcard", with: "input: xml"))
            #expect(try run(["verify", badInput]).status == 65)
            let missing = try dir.file("missing.golden", text.replacingOccurrences(of: "input: vcard \(vcf)", with: "input: vcard gone.vcf"))
            let gone = try run(["verify", missing])
            #expect(gone.status == 66, "\(gone.stderr)")
            #expect(gone.stderr.contains("missing.golden:16: input:"), "\(gone.stderr)")
            #expect(try run([vcf, vcf, "--locale", "de", "--format", "golden"]).status == 64)
            #expect(try run(["--input", "vcard", "--locale", "de", "--format", "golden"], stdin: Data(Self.vcards.utf8)).status == 64)
        }
    }
}
