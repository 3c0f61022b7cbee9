// Report.swift: machine facts and the Markdown tables.

import Foundation
import SectionizeKit
import SectionizeInput

/// Every run of one peer on one input, or why it could not run.
struct PeerResult: Sendable {
    var peer: Peer
    var runs: [Measurement] = []
    var failure: String?
    /// The last `phases:` line the peer printed on stderr, if any.
    var phases: String?
    /// The peer's output file (for `--check`).
    var outputPath: String

    var succeeded: Bool { failure == nil && !runs.isEmpty }
    var wall: Double? { succeeded ? median(runs.map(\.wallSeconds)) : nil }
    var cpu: Double? { succeeded ? median(runs.map(\.cpuSeconds)) : nil }
    var peakRSSMiB: Double? { succeeded ? median(runs.map { Double($0.peakRSSKiB) / 1024 }) : nil }
}

/// The median of a non-empty list (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Facts about the machine that belong next to any number.
func machineSummary(locale: String) -> String {
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
        cpuinfo.split(separator: "\n")
        .first { $0.hasPrefix("model name") }
        .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        ?? "unknown CPU"
    var names = utsname()
    uname(&names)
    let kernel = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let machine = withUnsafeBytes(of: &names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
        .split(separator: " ").prefix(3).joined(separator: " ")
    return """
        - machine: \(cores) cores (nproc), \(model), Linux \(kernel) \(machine); load average at start \(load) (other work on the machine skews the numbers)
        - ICU \(IndexedCollation.icuVersion) (CLDR \(IndexedCollation.cldrVersion), Unicode \(IndexedCollation.unicodeVersion)); locale `\(locale)`, ICU style
        - date: \(ISO8601DateFormatter().string(from: Date()))
        """
}

/// Three decimals, or `n/a`.
private func format(_ value: Double?, _ digits: Int = 3) -> String {
    value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
}

/// A ratio `a ÷ b` with two decimals, or `n/a`.
private func ratio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b, b > 0 else { return "n/a" }
    return String(format: "%.2f", a / b)
}

/// The table and notes for one input.
func sizeReport(
    title: String, input: String, rows: Int, repetitions: Int, results: [PeerResult],
    requestedBaseline: String, checks: [String]
) -> String {
    // Ratios are against the requested baseline; if it has no numbers, against the first
    // of ours-lib that has, so that the table still says something.
    let requested = results.first { $0.peer.name == requestedBaseline }
    let base = (requested?.succeeded ?? false) ? requested : results.first { $0.peer.name == "ours-lib" && $0.succeeded }
    let baseName = base?.peer.name ?? requestedBaseline
    var out = "## \(title)\n\n"
    let megabytes = String(format: "%.1f", Double(fileSize(input)) / 1_048_576)
    out += "Input `\(input)`: \(rows) lines, \(megabytes) MiB. Median of \(repetitions) run\(repetitions == 1 ? "" : "s"); "
    out += "wall on the monotonic clock, CPU = user + sys and peak RSS (`ru_maxrss`) from `wait4`.\n"
    if base?.peer.name != requestedBaseline {
        out += "Ratios are **\(baseName) ÷ peer** because \(requestedBaseline) has no numbers.\n"
    }
    out += "\n| peer | wall s | CPU s | CPU/wall | peak RSS MiB | \(baseName) ÷ peer, wall | \(baseName) ÷ peer, RSS |\n"
    out += "|---|--:|--:|--:|--:|--:|--:|\n"
    for r in results {
        let name = r.peer.name + (r.peer.isInformational ? " *(informational)*" : "")
        out += "| \(name) | \(format(r.wall)) | \(format(r.cpu)) | \(ratio(r.cpu, r.wall)) | \(format(r.peakRSSMiB, 1)) "
        out += "| \(ratio(base?.wall, r.wall)) | \(ratio(base?.peakRSSMiB, r.peakRSSMiB)) |\n"
    }
    var notes: [String] = []
    for r in results {
        if let failure = r.failure { notes.append("\(r.peer.name): n/a: \(failure)") }
    }
    if let base {
        for target in ["c-sortkey-loop", Peer.referenceName] {
            guard let peer = results.first(where: { $0.peer.name == target && $0.succeeded }) else { continue }
            notes.append(
                "\(base.peer.name) vs \(target): \(ratio(base.wall, peer.wall))× the wall time, "
                    + "\(ratio(base.cpu, peer.cpu))× the CPU time, \(ratio(base.peakRSSMiB, peer.peakRSSMiB))× the peak RSS")
        }
    }
    for r in results where r.succeeded {
        if let phases = r.phases { notes.append("\(r.peer.name) \(phases) (seconds, last run)") }
    }
    notes += checks
    if !notes.isEmpty {
        out += "\n" + notes.map { "- \($0)\n" }.joined()
    }
    return out
}
