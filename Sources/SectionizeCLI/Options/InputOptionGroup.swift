import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The input files and how invalid bytes are handled.
struct InputOptionGroup: ParsableArguments {
    @Argument(help: ArgumentHelp("Input files, one row per line. None, or -, reads standard input.", valueName: "file"))
    var files: [String] = []

    @Option(
        help: ArgumentHelp(
            "What to do with invalid UTF-8/UTF-16 or NUL bytes: fail (exit 65), replace (U+FFFD, reported), skip (drop the line, reported).",
            valueName: "policy"))
    var invalid: InvalidInputPolicy = .fail

    /// Reads and decodes every input; issues (replacements, skipped lines) go to stderr.
    func readRows() throws(CLIError) -> RowBuffer {
        try Self.readRows(paths: files.isEmpty ? ["-"] : files, invalid: invalid)
    }

    /// Reads and decodes the inputs at `paths` (`-` is standard input) under a policy.
    static func readRows(paths: [String], invalid: InvalidInputPolicy) throws(CLIError) -> RowBuffer {
        var buffers: [RowBuffer] = []
        var replaced = 0
        var skipped = 0
        for path in paths {
            let source = path == "-" ? InputReader.standardInputName : path
            do {
                // Under --invalid fail a NUL ends the run: stop reading there (garbage such as
                // /dev/zero fails at once, in bounded memory).
                let bytes = try InputReader.read(path: path, stoppingAtNUL: invalid == .fail)
                let decoded = try InputDecoder.decode(bytes, source: source, policy: invalid)
                for issue in decoded.issues {
                    StandardError.write("sectionize: warning: \(issue.message(source: source))\n")
                    if issue.action == .replaced { replaced += 1 } else { skipped += 1 }
                }
                buffers.append(decoded.rows)
            } catch {
                throw .library(error)
            }
        }
        if replaced + skipped > 0 {
            StandardError.write("sectionize: \(replaced) invalid sequence(s) replaced, \(skipped) line(s) skipped\n")
        }
        return RowBuffer(concatenating: buffers)
    }
}

extension InvalidInputPolicy: ExpressibleByArgument {}
