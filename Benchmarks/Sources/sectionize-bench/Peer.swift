// Peer.swift: the programs the harness compares, as data.

import Foundation

/// One program run on every input: how to start it, and what its output should be.
///
/// Arguments may contain `{input}` and `{output}`, replaced by the input file and the peer's
/// own output file. A peer whose executable is missing, exits non-zero, or writes the wrong
/// number of lines is reported as `n/a` with the reason; the other peers still run.
struct Peer: Sendable {
    /// The name in the table and on the command line (`--skip`, `--baseline`).
    var name: String
    /// One line for the README and the table's legend.
    var summary: String
    /// An absolute path, or a bare name looked up on `PATH`.
    var executable: String
    /// The arguments, with `{input}` and `{output}` placeholders.
    var arguments: [String]
    /// Whether the peer writes its result to stdout (then stdout goes to the output file).
    var writesToStdout: Bool = false
    /// Whether the output is TSV with one line per input row (checked after every run).
    var writesOneLinePerRow: Bool = true
    /// Whether `--check` compares this peer's output with the reference byte for byte.
    var isChecked: Bool = false
    /// Shown, but not a target to compare against (different ICU data, different buckets).
    var isInformational: Bool = false

    /// The arguments for one input and output file.
    func arguments(input: String, output: String) -> [String] {
        arguments.map {
            $0.replacingOccurrences(of: "{input}", with: input)
                .replacingOccurrences(of: "{output}", with: output)
        }
    }
}

/// Where the harness finds the programs.
struct PeerPaths: Sendable {
    /// The root package (the CLI's main package).
    var packageRoot: String
    /// The Benchmarks package.
    var benchmarksRoot: String
    /// The folder of the harness's own executable, where the other benchmark targets are.
    var binaryFolder: String

    /// The program that starts and measures every run.
    var launcher: String { binaryFolder + "/bench-launch" }
}

extension Peer {
    /// The name of the peer whose output the others are checked against.
    static let referenceName = "icu-alphabeticindex"

    /// Every peer, in table order.
    static func all(_ paths: PeerPaths, locale: String) -> [Peer] {
        [
            Peer(
                name: "ours-cli",
                summary: "release `sectionize` binary end to end: `sectionize FILE --locale \(locale) --style icu --format tsv > OUT`",
                executable: paths.packageRoot + "/.build/release/sectionize",
                arguments: ["{input}", "--locale", locale, "--style", "icu", "--format", "tsv"],
                writesToStdout: true,
                isChecked: true
            ),
            Peer(
                name: "ours-lib",
                summary: "`sectionize-lib-bench`: SectionizeKit `SectioningConfiguration(locales:style:).sections(of:by:)` (icu style), buffered TSV",
                executable: paths.binaryFolder + "/sectionize-lib-bench",
                arguments: ["{input}", "{output}", "--locale", locale],
                isChecked: true
            ),
            Peer(
                name: referenceName,
                summary: "`icu-alphaindex-bench`: ICU C++ `AlphabeticIndex`, `addRecord` per line, `nextBucket`/`nextRecord`",
                executable: paths.binaryFolder + "/icu-alphaindex-bench",
                arguments: ["{input}", "{output}", "--locale", locale],
                isChecked: true
            ),
            Peer(
                name: "c-sortkey-loop",
                summary: "`sortkey-loop-bench`: one `ucol_getSortKey` per line + `std::sort` by `memcmp`, one core, no output: the floor",
                executable: paths.binaryFolder + "/sortkey-loop-bench",
                arguments: ["{input}", "--locale", locale],
                writesOneLinePerRow: false
            ),
            Peer(
                name: "node-intl",
                summary: "`node Scripts/node-intl-bench.js`: `Intl.Collator('\(locale)').compare` sort, first-letter buckets (node's own ICU)",
                executable: "node",
                arguments: [paths.benchmarksRoot + "/Scripts/node-intl-bench.js", "{input}", "{output}", locale],
                isInformational: true
            ),
        ]
    }
}
