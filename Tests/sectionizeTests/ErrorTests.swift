import Foundation
import SectionizeTestSupport
import Testing

/// Failures: the sysexits.h status (64 EX_USAGE, 66 EX_NOINPUT, 74 EX_IOERR, as the root
/// command's help lists them), one message on stderr, nothing on stdout, and never a crash.
/// Messages: `LocaleIdentifier.resolve` and `SectionizeError.description` (locales),
/// `InputReader.error` (files), `CLIError.write` and `OutputWriter` (writes).
@Suite("Errors: exit codes and messages")
struct ErrorTests {
    /// A small valid input: the German corpus file (read only, so nothing to clean up).
    static let names = RepositoryFiles.root.appendingPathComponent("Data/corpus/de.txt").path

    // MARK: Locales

    @Test("An unknown locale exits 64 with one line naming it and suggesting close ones (`did you mean`)")
    func unknownLocale() throws {
        let result = try run(["--locale", "dee", Self.names])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: unknown locale 'dee'"))
        #expect(result.stderr.contains("did you mean: de,"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"))
    }

    @Test("A malformed locale exits 64 and says it is malformed", arguments: ["de!", "", "de-", "de--AT"])
    func malformedLocale(identifier: String) throws {
        let result = try run(["--locale", identifier, Self.names])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: malformed locale identifier '\(identifier)'"))
    }

    @Test("`labels` rejects an unknown locale the same way")
    func labelsUnknownLocale() throws {
        let result = try run(["titles", "--locale", "xx"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: unknown locale 'xx'"))
    }

    // MARK: Input files

    @Test("A missing file exits 66 with exactly `sectionize: PATH: no such file`")
    func missingFile() throws {
        try withTemporaryDirectory { dir in
            let path = dir.url.appendingPathComponent("absent.txt").path
            let result = try run(["--locale", "de", path])
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "sectionize: \(path): no such file\n")
        }
    }

    @Test("A directory exits 66 with exactly `sectionize: PATH: is a directory`")
    func directory() throws {
        try withTemporaryDirectory { dir in
            let result = try run(["--locale", "de", dir.url.path])
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "sectionize: \(dir.url.path): is a directory\n")
        }
    }

    @Test("A missing second file stops the run before any output")
    func missingSecondFile() throws {
        let result = try run(["--locale", "de", Self.names, "/nonexistent/names.txt"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sectionize: /nonexistent/names.txt: no such file\n")
    }

    // MARK: Writing

    /// Commands that write results to stdout.
    static let writingCommands: [[String]] = [
        ["--locale", "de", names],
        ["--locale", "de", "--format", "json", names],
        ["--locale", "de", "--format", "tsv", names],
        ["titles", "--locale", "de"],
        ["titles", "--locale", "de", "--format", "json"],
        ["locales"],
    ]

    @Test("Output to /dev/full (ENOSPC) exits 74 with one `write error` line, no crash", arguments: writingCommands)
    func writeToFullDevice(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try Binary.launch(arguments, stdout: full)
        #expect(result.reason == .exit, "must not die of a signal")
        #expect(result.status == 74)
        #expect(result.stderr == "sectionize: write error: No space left on device\n")
    }

    @Test(
        "`--version` and `--help` to /dev/full also report the write error (exit 74)",
        arguments: [["--version"], ["--help"]] as [[String]])
    func versionToFullDevice(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try Binary.launch(arguments, stdout: full)
        #expect(result.reason == .exit)
        // ArgumentParser prints --version and --help itself; the executable checks stdout at
        // exit so that this text, too, is never lost silently ("74 write error").
        #expect(result.status == 74)
        #expect(result.stderr.contains("write error"))
    }

    // A closed pipe on stdout (`sectionize big.txt | head -1`): issue 14 changed this from
    // "exit 74, write error: Broken pipe" to a quiet end by SIGPIPE; see CLIPolishTests.

    // MARK: Usage

    @Test(
        "Bad usage exits 64 with an ArgumentParser error on stderr and nothing on stdout",
        arguments: [
            ["--min-rows", "-1"], ["--min-rows=-1"], ["--index-slots", "0"], ["--index-slots=-3"], ["--format", "xml"],
            ["--max-titles", "0"], ["--invalid", "ignore"], ["--jump", "sideways"], ["--style", "android"], ["--no-such-flag"],
        ] as [[String]])
    func badUsage(arguments: [String]) throws {
        let result = try run(["--locale", "de"] + arguments + [Self.names])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sectionize: "))
        #expect(result.stderr.contains("Usage: sectionize section"))
    }

    @Test(
        "Validation messages name the option and its limit",
        arguments: [
            (["--min-rows=-1"], "--min-rows must be 0 or more"),
            (["--index-slots", "0"], "--index-slots must be at least 1"),
            (["--max-titles", "0"], "--max-titles must be at least 1"),
        ] as [([String], String)])
    func validationMessages(arguments: [String], message: String) throws {
        let result = try run(["--locale", "de"] + arguments + [Self.names])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("sectionize: \(message)"))
    }
}
