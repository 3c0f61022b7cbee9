import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeTestSupport
import Testing

/// Contact files as phones and address books write them (issue 19), end to end: per-property
/// charsets, broken lines repaired with located warnings (exit 0), `--strict` refusing them
/// (exit 65), skipped records keeping their numbers, UTF-16 without a byte order mark.
/// Fixtures are written here; legacy bytes as Python's codecs write them
/// (`'山田'.encode('shift_jis')` = 8E 52 93 63, `'太郎'` = 91 BE 98 59; windows-1250 `ń` = F1).
@Suite("Structured input: charsets and repairs (CLI)")
struct RecordRepairTests {
    static let featurePhone = Data(
        Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:".utf8) + [0x8E, 0x52, 0x93, 0x63, 0x3B, 0x91, 0xBE, 0x98, 0x59]
            + Array(";;;\r\nSOUND;X-IRMC-N;CHARSET=SHIFT_JIS:".utf8) + [0xD4, 0xCF, 0xC0, 0xDE]
            + Array(";;;\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=windows-1252:Do".utf8) + [0xEB]
            + Array(";John;;;\r\nEND:VCARD\r\n".utf8))

    @Test("A feature phone's vCard with CHARSET=SHIFT_JIS and windows-1252 properties reads without flags")
    func featurePhoneFile() throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file("phone.vcf", Self.featurePhone)
            let result = try run([path, "--locale", "ja", "--format", "tsv"])
            #expect(result.status == 0, "\(result.stderr)")
            // John Doë: a Western name in a Japanese list, under D; 山田 太郎 by its reading ﾔﾏﾀﾞ under や.
            #expect(result.stdout.text == "D\tJohn Doë\t2\nや\t山田 太郎\t1\n")
        }
    }

    @Test("Quoted-printable without CHARSET: exit 65 naming line, property and --encoding; read with --encoding windows-1250")
    func polishQuotedPrintable() throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file("pl.vcf", "BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Iksi=F1ski;Jan;;;\r\nEND:VCARD\r\n")
            let failing = try run([path, "--locale", "pl"])
            #expect(failing.status == 65)
            #expect(failing.stderr.contains("\(path):3: N: bytes invalid in UTF-8 (the property declares no CHARSET): 0xF1"))
            #expect(failing.stderr.contains("--encoding"))
            let read = try run([path, "--locale", "pl", "--encoding", "windows-1250", "--format", "tsv"])
            #expect(read.status == 0)
            #expect(read.stdout.text == "I\tJan Iksiński\t1\n")
        }
    }

    @Test("Broken lines: the contacts kept, each line warned with FILE:LINE, exit 0; --strict exits 65")
    func repairedLines() throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file(
                "broken.vcf",
                "BEGIN:VCARD\nVERSION:3.0\n# note\nN:Weber;Anna;;;\nFN\nADR:;;Hauptstr. 1\nBerlin;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Nowak;Ewa=80\nEND:VCARD\n"
            )
            let result = try run([path, "--locale", "de", "--format", "tsv"])
            #expect(result.status == 0)
            #expect(result.stdout.text == "N\tEwa Nowak\t2\nW\tAnna Weber\t1\n")
            for line in [3, 5, 7, 11] { #expect(result.stderr.contains("sectionize: warning: \(path):\(line): "), "line \(line)") }
            #expect(result.stderr.contains("4 lines repaired"))
            let strict = try run([path, "--locale", "de", "--strict"])
            #expect(strict.status == 65)
            #expect(strict.stderr.contains("\(path):3: a comment line (skipped); refused (--strict)"))
            let strictSkip = try run([path, "--locale", "de", "--strict", "--invalid", "skip", "--format", "tsv"])
            #expect(strictSkip.status == 0)
            #expect(strictSkip.stdout.text.isEmpty)
        }
    }

    @Test("--invalid skip keeps record numbers as positions in the input, across files too")
    func skipKeepsNumbers() throws {
        try withTemporaryDirectory { dir in
            let first = try dir.file("a.csv", "name,org\nAnna,x\nBad\nCarl,y\n")
            let second = try dir.file("b.csv", "name\nDora\n")
            let result = try run([first, second, "--locale", "en", "--invalid", "skip", "--format", "tsv"])
            #expect(result.status == 0)
            #expect(result.stdout.text == "A\tAnna\t1\nC\tCarl\t3\nD\tDora\t4\n")
        }
    }

    @Test("A quoted-printable soft line break before a nested BEGIN:VCARD keeps the nested contact (was: lost, exit 0)")
    func softBreakBeforeNestedCard() throws {
        // vCard 2.1 §2.1.3: a QP value ending in `=` continues on the next line; a line that
        // is BEGIN:VCARD starts a card and is never a continuation (as END:VCARD never is).
        try withTemporaryDirectory { dir in
            let path = try dir.file(
                "nested.vcf",
                "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Berg;Olga;;;\r\nNOTE;ENCODING=QUOTED-PRINTABLE:agent=\r\n"
                    + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Adler;Ivan;;;\r\nEND:VCARD\r\nEND:VCARD\r\n")
            let result = try run([path, "--locale", "de", "--format", "tsv"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.text == "A\tIvan Adler\t2\nB\tOlga Berg\t1\n")
            // The cut soft break is reported at the NOTE line; nothing else is.
            #expect(result.stderr.contains("sectionize: warning: \(path):4: "), "\(result.stderr)")
            #expect(!result.stderr.contains("outside BEGIN:VCARD"), "\(result.stderr)")
        }
    }

    @Test("A CSV in UTF-16 without a byte order mark is read, with a note")
    func utf16WithoutBOM() throws {
        try withTemporaryDirectory { dir in
            let bytes = Array("name\nZoë\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let path = try dir.file("u16.csv", Data(bytes))
            let result = try run([path, "--locale", "en", "--format", "tsv"])
            #expect(result.status == 0)
            #expect(result.stdout.text == "Z\tZoë\t1\n")
            #expect(result.stderr.contains("read as utf-16le"))
        }
    }
}
