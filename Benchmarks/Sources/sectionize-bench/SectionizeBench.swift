// SectionizeBench.swift: the harness command.

import ArgumentParser
import Foundation

/// Runs every peer on the same generated inputs and prints one Markdown table per size.
@main
struct SectionizeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sectionize-bench",
        abstract: "Compare sectionize (CLI and library) with ICU's AlphabeticIndex, a C sort-key loop and node.",
        discussion: """
            Inputs come from Data/generate_names.py (names-N.txt in --work-dir, reused when \
            present). Each peer runs --repeat times as a subprocess, interleaved; the table shows \
            medians. A peer that is missing or fails is shown as n/a with its error. \
            Peers: ours-cli, ours-lib, icu-alphabeticindex, c-sortkey-loop, node-intl.
            """
    )

    @Option(help: "Row counts, comma-separated (100000, 100k, 1M).")
    var sizes: String = "100000,1000000"

    @Flag(help: "Also run 10,000,000 rows.")
    var large = false

    @Option(name: .customLong("input"), help: "Benchmark an existing file instead of generating (repeatable).")
    var inputs: [String] = []

    @Option(name: .customLong("repeat"), help: "Runs per peer and input; the table shows the median.")
    var repetitions: Int = 3

    @Option(help: "Peers to leave out, comma-separated (repeatable), e.g. --skip icu-alphabeticindex.")
    var skip: [String] = []

    @Flag(help: "Check that ours-cli, ours-lib and icu-alphabeticindex write byte-identical output.")
    var check = false

    @Option(help: "The peer the ratio columns divide (falls back to ours-lib when it has no numbers).")
    var baseline: String = "ours-cli"

    @Option(help: "The locale every peer indexes with.")
    var locale: String = "de"

    @Option(help: "Folder for inputs, outputs and peers' stderr.")
    var workDir: String = "/tmp/sectionize-bench"

    @Option(help: "The input generator (default: <package root>/Data/generate_names.py).")
    var generator: String?

    @Option(help: "The generator's seed.")
    var seed: Int = 1

    @Flag(help: "Generate inputs even when the files exist.")
    var regenerate = false

    @Option(help: "Seconds after which a run is killed and reported as n/a.")
    var timeout: Double = 900

    @Option(help: "The root sectionize package (default: the parent of this Benchmarks package).")
    var packageRoot: String?

    @Flag(help: "List the peers and exit.")
    var listPeers = false

    mutating func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
        guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
        _ = try rowCounts()
        let known = Set(Peer.all(paths, locale: locale).map(\.name))
        for name in skipped where !known.contains(name) {
            throw ValidationError("unknown peer '\(name)' in --skip; peers: \(known.sorted().joined(separator: ", "))")
        }
        guard known.contains(baseline) else { throw ValidationError("unknown --baseline '\(baseline)'") }
    }

    /// The sizes to generate.
    func rowCounts() throws -> [Int] {
        var counts: [Int] = []
        for item in sizes.split(separator: ",") where !item.isEmpty {
            var text = item.lowercased().replacingOccurrences(of: "_", with: "")
            var scale = 1
            if text.hasSuffix("k") { scale = 1_000; text.removeLast() } else if text.hasSuffix("m") { scale = 1_000_000; text.removeLast() }
            guard let value = Int(text), value > 0 else { throw ValidationError("bad size '\(item)' in --sizes") }
            counts.append(value * scale)
        }
        if large && !counts.contains(10_000_000) { counts.append(10_000_000) }
        return counts
    }

    var skipped: Set<String> {
        Set(skip.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
    }

    /// Where the peers are: the root package from `#filePath` unless given, the benchmark
    /// binaries next to this executable.
    var paths: PeerPaths {
        let benchmarks = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let root = packageRoot.map { URL(fileURLWithPath: $0) } ?? benchmarks.deletingLastPathComponent()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return PeerPaths(
            packageRoot: root.standardizedFileURL.path,
            benchmarksRoot: benchmarks.standardizedFileURL.path,
            binaryFolder: executable.deletingLastPathComponent().path)
    }

    mutating func run() throws {
        let paths = self.paths
        var peers = Peer.all(paths, locale: locale)
        if listPeers {
            for peer in peers { print("\(peer.name): \(peer.summary)") }
            return
        }
        var preamble: [String] = []
        peers.removeAll { skipped.contains($0.name) }
        if let node = peers.firstIndex(where: { $0.name == "node-intl" }), resolveExecutable("node") == nil {
            peers.remove(at: node)
            preamble.append("- node-intl: skipped (node is not on PATH)")
        }
        if !skipped.isEmpty { preamble.append("- skipped: \(skipped.sorted().joined(separator: ", "))") }

        try FileManager.default.createDirectory(atPath: workDir, withIntermediateDirectories: true)
        var inputFiles: [(title: String, path: String)] = inputs.map { ("`\(($0 as NSString).lastPathComponent)`", $0) }
        let generatorPath = generator ?? paths.packageRoot + "/Data/generate_names.py"
        for rows in try rowCounts() where inputs.isEmpty {
            progress("generating \(rows) rows")
            do {
                let path = try generateInput(
                    rows: rows, seed: seed, generator: generatorPath, folder: workDir,
                    regenerate: regenerate, launcher: paths.launcher)
                inputFiles.append((rows.formatted() + " rows", path))
            } catch {
                throw ValidationError("\(error)")
            }
        }

        print("# sectionize benchmarks\n")
        print(machineSummary(locale: locale))
        for line in preamble { print(line) }
        print("\nPeers:")
        for peer in peers { print("- **\(peer.name)**: \(peer.summary)") }
        print("")

        var mismatches = 0
        for (title, input) in inputFiles {
            guard let rows = countLines(ofFile: input) else { throw ValidationError("cannot read \(input)") }
            let stem = (((input as NSString).lastPathComponent) as NSString).deletingPathExtension
            var results = peers.map {
                PeerResult(peer: $0, outputPath: "\(workDir)/out-\(stem)-\($0.name).tsv")
            }
            for repetition in 1...repetitions {
                for i in results.indices where results[i].failure == nil {
                    progress("\(stem): \(results[i].peer.name), run \(repetition)/\(repetitions)")
                    runOnce(&results[i], input: input, rows: rows, stem: stem)
                }
            }
            var checks: [String] = []
            if check { mismatches += checkOutputs(results, notes: &checks) }
            print(
                sizeReport(
                    title: title, input: input, rows: rows, repetitions: repetitions, results: results,
                    requestedBaseline: baseline, checks: checks))
        }
        if mismatches > 0 { throw ExitCode(1) }
    }

    /// Runs one peer once and records the measurement or the failure.
    func runOnce(_ result: inout PeerResult, input: String, rows: Int, stem: String) {
        let peer = result.peer
        guard let executable = resolveExecutable(peer.executable) else {
            result.failure = "missing executable \(peer.executable)"
            return
        }
        let errorPath = "\(workDir)/err-\(stem)-\(peer.name).txt"
        try? FileManager.default.removeItem(atPath: result.outputPath)
        do {
            let measurement = try measure(
                executable: executable, arguments: peer.arguments(input: input, output: result.outputPath),
                stdoutPath: peer.writesToStdout ? result.outputPath : nil, stderrPath: errorPath, timeout: timeout,
                launcher: paths.launcher)
            if peer.writesOneLinePerRow {
                let written = countLines(ofFile: result.outputPath) ?? 0
                guard written == rows else {
                    let first = firstLine(ofFile: result.outputPath).map { ", first line `\($0)`" } ?? ""
                    result.failure = "wrote \(written) lines, expected \(rows)\(first)"
                    return
                }
            }
            result.runs.append(measurement)
            result.phases = lastLine(ofFile: errorPath, prefix: "phases:")
        } catch {
            result.failure = error.description
        }
    }

    /// Compares the checked peers' outputs with the reference; returns the number of peers
    /// that differ and describes every comparison in `notes`.
    func checkOutputs(_ results: [PeerResult], notes: inout [String]) -> Int {
        let checked = results.filter(\.peer.isChecked)
        guard
            let reference = checked.first(where: { $0.peer.name == Peer.referenceName && $0.succeeded })
                ?? checked.first(where: \.succeeded)
        else {
            notes.append("check: nothing to compare (no checked peer produced output)")
            return 0
        }
        var differing = 0
        for other in checked where other.peer.name != reference.peer.name {
            let label = "check \(other.peer.name) vs \(reference.peer.name)"
            guard other.succeeded else { notes.append("\(label): n/a (no output)"); continue }
            guard let c = compareOutputs(reference: reference.outputPath, other: other.outputPath) else {
                notes.append("\(label): n/a (cannot read outputs)")
                continue
            }
            if c.isIdentical {
                notes.append("\(label): **byte-identical** (\(c.referenceLines) lines)")
            } else {
                differing += 1
                var text = "\(label): **\(c.mismatches) of \(max(c.referenceLines, c.otherLines)) lines differ**"
                if let d = c.firstDifference {
                    text += "; first at line \(d.line): \(reference.peer.name) `\(d.reference ?? "<end>")`, "
                    text += "\(other.peer.name) `\(d.other ?? "<end>")`"
                }
                text += " (files: \(reference.outputPath), \(other.outputPath))"
                notes.append(text)
            }
        }
        return differing
    }

    /// Writes a progress line to stderr, so that stdout is only the report.
    func progress(_ text: String) {
        FileHandle.standardError.write(Data("sectionize-bench: \(text)\n".utf8))
    }
}

/// The first line of a file, shortened, for reporting a wrong output.
func firstLine(ofFile path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 256)) ?? Data()
    guard let line = String(decoding: head, as: UTF8.self).split(separator: "\n").first else { return nil }
    return String(line.prefix(80))
}
