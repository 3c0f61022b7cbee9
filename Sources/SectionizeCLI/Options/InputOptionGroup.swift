public import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The input files and how invalid bytes are handled.
struct InputOptionGroup: ParsableArguments {
    @Argument(help: ArgumentHelp("Input files, one row per line. None, or -, reads standard input.", valueName: "file"), completion: .file())
    var files: [String] = []

    @Option(
        help: ArgumentHelp(
            "What to do with invalid UTF-8/UTF-16 or NUL bytes: fail (exit 65), replace (U+FFFD, reported), skip (drop the line, reported).",
            valueName: "policy"))
    var invalid: InvalidInputPolicy = .fail

    /// Reads and decodes every input; issues (replacements, skipped lines) go to stderr.
    func readRows(encoding: TextEncoding? = nil) throws(CLIError) -> RowBuffer {
        try Self.readRows(paths: files.isEmpty ? ["-"] : files, invalid: invalid, encoding: encoding)
    }

    /// Reads and decodes the inputs at `paths` (`-` is standard input) under a policy.
    static func readRows(paths: [String], invalid: InvalidInputPolicy, encoding: TextEncoding? = nil) throws(CLIError) -> RowBuffer {
        var buffers: [RowBuffer] = []
        var replaced = 0
        var skipped = 0
        for path in paths {
            let source = path == "-" ? InputReader.standardInputName : path
            do {
                // Under --invalid fail the first invalid byte ends the run: stop reading there (garbage such as
                // /dev/zero fails at once, in bounded memory). Under every policy a line past the
                // decoder's limit ends it too, so an input without line ends is not read on forever.
                let legacy = encoding != nil && encoding != .utf8
                let bytes = try InputReader.read(
                    path: path, stoppingAtInvalidUTF8: invalid == .fail && !legacy,
                    maximumLineLength: legacy ? nil : InputDecoder.maximumLineLength)
                let decoded = try InputDecoder.decode(bytes, source: source, encoding: encoding, policy: invalid)
                for issue in decoded.issues {
                    StandardError.write("sectionize: warning: \(issue.message(source: source))\n")
                }
                if decoded.unlistedIssueCount > 0 {
                    StandardError.write("sectionize: warning: \(source): \(decoded.unlistedIssueCount) more not listed\n")
                }
                replaced += decoded.replacedCount
                skipped += decoded.skippedCount
                buffers.append(decoded.rows)
            } catch {
                // Not UTF-8: say how to read it. NULs at odd offsets are UTF-16 little-endian
                // without a byte order mark, at even ones big-endian.
                var error = error
                if encoding == nil, error.code == .invalidData, let offset = error.byteOffset {
                    if error.message.contains("NUL byte"), offset <= 1 {
                        let order = offset % 2 == 1 ? "utf-16le" : "utf-16be"
                        error.message += "; UTF-16 without a byte order mark? read it with --encoding \(order)"
                    } else if error.message.contains("invalid UTF-8") {
                        error.message += "; not UTF-8? name the encoding: --encoding windows-1252, shift_jis, gb18030, big5 …"
                    }
                }
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
