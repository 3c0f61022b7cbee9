import Foundation
import SectionizeTestSupport
import Testing

extension Slow {
    /// Output is deterministic (STYLE.md: "Deterministic output (sorted JSON keys, `\n` line
    /// ends)"), even though sort keys are computed on all cores: two runs give the same bytes.
    @Suite("Determinism")
    struct DeterminismTests {
        @Test(
            "Two runs over the corpus give byte-identical stdout and stderr",
            arguments: [
                ["--locale", "ja", "--format", "json", "--search", "--index-slots", "12"],
                ["--locale", "zh_Hant", "--style", "icu", "--format", "tsv"],
                ["--locale", "sv"],
            ] as [[String]])
        func twoRunsAreIdentical(arguments: [String]) throws {
            let first = try run(arguments + Corpus.paths)
            let second = try run(arguments + Corpus.paths)
            #expect(first.status == 0)
            #expect(!first.stdout.isEmpty)
            #expect(first.stdout == second.stdout)
            #expect(first.stderr == second.stderr)
            #expect(!first.stdout.contains(0x0D), "lines end with \\n only")
        }
    }
}
