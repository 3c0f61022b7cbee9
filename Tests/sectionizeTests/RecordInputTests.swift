import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

/// Structured input end to end: the samples of `Data/samples` with no flags but the locale
/// (and the Outlook file's encoding), field options on any CSV, TSV and JSON record columns,
/// and bad records (exit 65 with `FILE:LINE:`, or skipped and reported with `--invalid skip`).
/// Expected sections: CLDR's index characters (de A–Z; ja あ か さ …) and the readings written
/// in the samples; record numbers count records from 1 in input order.
@Suite("Structured input (CLI)")
struct RecordInputTests {
    static func sample(_ name: String) -> String { RepositoryFiles.url("Data/samples/\(name)").path }

    @Test("contacts.vcf --locale ja: each contact under its reading's kana row, display names shown")
    func vcardSample() throws {
        let result = try run([Self.sample("contacts.vcf"), "--locale", "ja", "--format", "tsv"])
        #expect(result.status == 0)
        #expect(
            result.stdout.text == """
                S\tJohn Smith\t9
                か\tエミリー カーター\t10
                か\t空海\t12
                さ\t佐藤 花子\t2
                さ\t株式会社サンプル\t8
                さ\t鈴木 一郎\t4
                た\t高橋 美咲\t5
                た\tDr. 田中 修\t6
                は\t長谷川 伸之介\t3
                や\t山田 太郎\t1
                わ\t渡辺 健\t7
                #\t0120-123-456\t11

                """)
    }

    @Test("google.csv --locale de: Google's columns recognised, sorted by family name, shown given first")
    func googleSample() throws {
        let result = try run([Self.sample("google.csv"), "--locale", "de"])
        #expect(result.status == 0)
        let text = result.stdout.text
        #expect(text.contains("\nA (1)\n  Prof. Elke Ärmel\n"))
        #expect(text.contains("\nB (2)\n  Bäckerei Schulze\n  Clara Becker\n"))
        #expect(text.contains("\n# (1)\n  +49 170 9876543\n"))
        #expect(text.contains(", 11 rows,"))
    }

    @Test("outlook.csv needs --encoding windows-1252: without it exit 65 naming file and line; with it umlauts and ß")
    func outlookSample() throws {
        let failing = try run([Self.sample("outlook.csv"), "--locale", "de"])
        #expect(failing.status == 65)
        #expect(failing.stderr.hasPrefix("sectionize: \(Self.sample("outlook.csv")):2: invalid UTF-8 at file offset"))
        #expect(failing.stdout.isEmpty)
        let result = try run([Self.sample("outlook.csv"), "--locale", "de", "--encoding", "windows-1252", "--format", "tsv"])
        #expect(result.status == 0)
        #expect(result.stdout.text.hasPrefix("A\tDr. Jörg Äbersold\t2\nA\tEva Adler\t9\nB\tLukas Bauer Jr.\t7\nG\tGünther Groß\t1\n"))
    }

    @Test("--input csv --name name --reading reading on any CSV; --display and --sort-by")
    func fieldOptions() throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file("people.txt", "id,name,reading\n1,山田 太郎,やまだ たろう\n2,佐藤 花子,さとう はなこ\n")
            let result = try run(["--input", "csv", "--name", "name", "--reading", "reading", "--locale", "ja", "--format", "tsv", path])
            #expect(result.status == 0)
            #expect(result.stdout.text == "さ\t佐藤 花子\t2\nや\t山田 太郎\t1\n")
            let parts = try dir.file("parts.csv", "vorname,nachname\nHans,Zorn\nAnna,Berg\n")
            let byGiven = try run([
                parts, "--given", "vorname", "--family", "nachname", "--sort-by", "given", "--display", "family-first",
                "--locale", "de", "--format", "tsv",
            ])
            #expect(byGiven.stdout.text == "A\tBerg Anna\t2\nH\tZorn Hans\t1\n")  // family first, parts joined by spaces (constructNameFromElements)
            let missing = try run([parts, "--name", "name", "--locale", "de"])
            #expect(missing.status == 64)
            #expect(missing.stderr.contains("--name name: no such column"))
        }
    }

    @Test("JSON rows for structured input carry display, reading (when used) and record")
    func jsonRows() throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file("c.jsonl", "{\"name\": \"山田 太郎\", \"reading\": \"やまだ\"}\n{\"name\": \"Anna\"}\n")
            let result = try run([path, "--locale", "ja", "--format", "json"])
            #expect(result.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            let sections = try #require(object["sections"] as? [[String: Any]])
            let rows = sections.flatMap { ($0["rows"] as? [[String: Any]]) ?? [] }
            #expect(rows.count == 2)
            #expect(rows[0]["display"] as? String == "Anna" && rows[0]["record"] as? Int == 2 && rows[0]["reading"] == nil)
            #expect(rows[1]["display"] as? String == "山田 太郎" && rows[1]["reading"] as? String == "やまだ" && rows[1]["record"] as? Int == 1)
        }
    }

    @Test(
        "Bad records exit 65 with FILE:LINE; --invalid skip reports each on stderr and keeps the rest",
        arguments: [
            ("bad.csv", "name\n\"Anna\n", ":2: unterminated quoted field"),
            ("bad.csv", "name,org\nAnna\n", ":2: 1 field, the header has 2"),
            ("bad.vcf", "BEGIN:VCARD\nFN:Anna\n", ":1: BEGIN:VCARD without END:VCARD"),
            ("bad.jsonl", "{\"name\": \"Bo\"}\n{oops\n", ":2: not a JSON object"),
        ])
    func badRecords(file: String, content: String, message: String) throws {
        try withTemporaryDirectory { dir in
            let path = try dir.file(file, content)
            let failing = try run([path, "--locale", "en"])
            #expect(failing.status == 65)
            #expect(failing.stdout.isEmpty)
            #expect(failing.stderr.hasPrefix("sectionize: \(path)\(message)"))
            let skipping = try run([path, "--locale", "en", "--invalid", "skip", "--format", "tsv"])
            #expect(skipping.status == 0)
            #expect(skipping.stderr.contains("\(path)\(message)"))
            #expect(skipping.stderr.contains("1 record(s) skipped"))
        }
    }

    @Test("Structured options need structured input (exit 64); lines and records are not mixed")
    func usage() throws {
        try withTemporaryDirectory { dir in
            let lines = try dir.file("names.txt", "Anna\n")
            let csv = try dir.file("names.csv", "name\nAnna\n")
            #expect(try run([lines, "--sort-by", "given"]).status == 64)
            #expect(try run([lines, csv]).status == 64)
        }
    }
}
