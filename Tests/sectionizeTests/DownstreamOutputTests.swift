import Foundation
import SectionizeKit
import Testing

// End-to-end tests for issue 32 (output people can use downstream, and the rough edges a new
// user hit), one suite per item. Each runs the built binary as a user would and reads what the
// user sees; the quoted "was" output is what 0.6.0 before the fix printed.

/// The rows of every section of a `--format json` document, as parsed JSON values.
private func jsonRows(_ data: Data) throws -> [Any] {
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let sections = try #require(document["sections"] as? [[String: Any]])
    return sections.flatMap { $0["rows"] as? [Any] ?? [] }
}

@Suite("Issue 32, item 3: one JSON row shape")
struct JSONRowShapeTests {
    @Test("Plain lines: every row is {\"display\": …} (was the bare string \"John Smith\")")
    func plainRowsAreObjects() throws {
        let result = try run(["--locale", "en", "--format", "json"], stdin: Data(utf8: "John Smith\nAnna\n"))
        #expect(result.status == 0)
        #expect(result.stdout.text.contains(#"{"kind": "normal", "rows": [{"display": "Anna"}], "title": "A"}"#))
        #expect(result.stdout.text.contains(#""rows": [{"display": "John Smith"}]"#))
        let rows = try jsonRows(result.stdout)
        #expect(rows.count == 2 && rows.allSatisfy { $0 is [String: Any] })
    }

    @Test("A list where only some rows have a reading: still one shape, the reading only where used")
    func mixedReadingsOneShape() throws {
        // ja: 山田 太郎 is placed by its MeCab reading, John Smith by its own letters.
        let result = try run(["--locale", "ja", "--format", "json"], stdin: Data(utf8: "山田 太郎\nJohn Smith\n"))
        #expect(result.status == 0)
        let rows = try jsonRows(result.stdout).map { try #require($0 as? [String: Any]) }
        #expect(rows.count == 2)
        let john = try #require(rows.first { $0["display"] as? String == "John Smith" })
        #expect(john.keys.sorted() == ["display"])
    }

    @Test("verify --format json: a failure's actual and expected are arrays of items (was \"Öberg, Östen\")")
    func goldenFailureArrays() throws {
        try withTemporaryDirectory { directory in
            let golden = try directory.file(
                "sv.golden",
                "sectionize-golden: 1\nlocale: sv\n== A\n  Anna\n== B\n  Berit\n")
            // Berit moves to A in the list the golden claims: the golden is wrong on purpose.
            let wrong = try directory.file(
                "wrong.golden",
                "sectionize-golden: 1\nlocale: sv\n== A\n  Anna\n  Berit\n")
            let passing = try run(["verify", "--format", "json", golden])
            #expect(passing.status == 0, "\(passing.stderr)")
            let result = try run(["verify", "--format", "json", wrong])
            #expect(result.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            let goldens = try #require(object["goldens"] as? [[String: Any]])
            let failures = try #require(goldens.first?["failures"] as? [[String: Any]])
            let row = try #require(failures.first { $0["kind"] as? String == "rowSection" })
            #expect(row["expected"] as? [String] == ["A"])
            #expect(row["actual"] as? [String] == ["B"])
            let extra = try #require(failures.first { $0["kind"] as? String == "extraSection" })
            #expect(extra["expected"] as? [String] == [], "nothing expected: an empty array, not \"none\"")
            #expect(extra["actual"] as? [String] == ["B"])
        }
    }
}
