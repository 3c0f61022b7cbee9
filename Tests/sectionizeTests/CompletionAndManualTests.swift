import Foundation
import Testing

/// Completes the words of a command line in a real bash with the generated script loaded,
/// the way bash calls a `complete -F` function: `COMP_WORDS`, `COMP_CWORD`, `COMP_LINE`,
/// `COMP_POINT` set, the function called with the command, the current word and the word
/// before it; the binary's folder on `PATH` (the script runs `sectionize locales --plain`).
///
/// - Parameter words: The words typed so far, `sectionize` first; the last one is the word
///   being completed (`""` after a space).
/// - Returns: `COMPREPLY`, in order.
private func complete(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let binary = try Binary.url
    let script = """
        source <(sectionize --generate-completion-script bash) || exit 3
        COMP_WORDS=("$@")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMP_LINE="${COMP_WORDS[*]}"
        COMP_POINT=${#COMP_LINE}
        COMPREPLY=()
        _sectionize sectionize "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
    return try withTemporaryDirectory { dir in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "bash"] + words
        process.currentDirectoryURL = dir.url  // no files to offer
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errorText)", sourceLocation: sourceLocation)
        #expect(errorText.isEmpty, "\(errorText)", sourceLocation: sourceLocation)
        return text.split(separator: "\n").map(String.init)
    }
}

/// Issue 22: the README's form `sectionize [options] FILE` (no `section`) completes in bash.
/// Before the fix the root function offered only the subcommand names: `--format ` gave
/// `section titles locales verify report diff help`, `--loc` and `--locale s` nothing.
@Suite("Bash completes the default command")
struct DefaultCommandCompletionTests {
    @Test("sectionize --format <TAB> offers the five formats (README: text, json, tsv, html, golden)")
    func formatValues() throws {
        #expect(try complete(["sectionize", "--format", ""]).sorted() == ["golden", "html", "json", "text", "tsv"])
    }

    @Test("sectionize --loc<TAB> completes to --locale")
    func localeOption() throws {
        #expect(try complete(["sectionize", "--loc"]) == ["--locale"])
    }

    @Test("sectionize --locale s<TAB> offers the locales starting with s: sv, sr, sk, sl … (ICU 72 has them)")
    func localeValues() throws {
        let offered = try complete(["sectionize", "--locale", "s"])
        #expect(offered.allSatisfy { $0.hasPrefix("s") }, "\(offered)")
        for id in ["sv", "sr", "sk", "sl", "sq"] { #expect(offered.contains(id), "\(id) in \(offered)") }
        #expect(try complete(["sectionize", "-l", "de", "-l", "s"]).contains("sv"), "after another option too")
    }

    @Test("Options after a file and after another option: sectionize names.txt -l de --sty<TAB> gives --style")
    func laterOptions() throws {
        #expect(try complete(["sectionize", "names.txt", "-l", "de", "--sty"]) == ["--style"])
        #expect(try complete(["sectionize", "-l", "de", "--style", ""]).sorted() == ["icu", "uikit"])
    }

    @Test("The first word still completes subcommands; an explicit subcommand completes its own options")
    func subcommands() throws {
        #expect(try complete(["sectionize", "tit"]) == ["titles"])
        #expect(try complete(["sectionize", "section", "--loc"]) == ["--locale"])
        #expect(try complete(["sectionize", "verify", "--upd"]).contains("--update"))
        #expect(try complete(["sectionize", "titles", "--style", ""]).sorted() == ["icu", "uikit"])
    }
}

/// Runs `tool` with `arguments` and `input` on standard input; `nil` when the tool is not
/// installed (`.ci/run` installs groff-base and man-db).
private func runTool(_ tool: String, _ arguments: [String], input: Data) throws -> (status: Int32, stdout: String, stderr: String)? {
    guard let path = ["/usr/bin/", "/bin/"].map({ $0 + tool }).first(where: FileManager.default.isExecutableFile) else {
        return nil
    }
    return try withTemporaryDirectory { dir in
        let page = try dir.file("sectionize.1", input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [page]
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "100"
        environment["LANG"] = "C.UTF-8"
        environment["MAN_KEEP_FORMATTING"] = nil
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, String(decoding: errorData, as: UTF8.self))
    }
}

/// Issue 22: ArgumentParser's `generate-manual` plugin dropped every non-ASCII character
/// ("A–Z first" → "AZ first", "with …)" → "with )"), repeated --numeric's text for
/// --no-numeric, and `man -l` warned "Empty input line #17". Before the fix
/// `sectionize --generate-manual` did not exist (exit 64).
@Suite("The manual page keeps its text")
struct ManualPageTests {
    static func page() throws -> Data {
        let result = try run(["--generate-manual"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("The page keeps UTF-8 (A–Z, …), has no empty line, and declares its encoding for preconv")
    func keepsText() throws {
        let text = try Self.page().text
        #expect(text.hasPrefix(".\\\" -*- coding: UTF-8 -*-\n"))
        #expect(text.contains("A–Z first"))
        #expect(text.contains("buckets, with …)"))
        #expect(!text.contains("\n\n"), "an empty line is a blank line in the output and a warning in man -l")
        #expect(text.contains(".TH SECTIONIZE 1 "))
    }

    @Test("groff (-mandoc -Tutf8 -ww, with preconv) renders it without a warning; --no-numeric is named with --numeric, once per command")
    func rendersCleanly() throws {
        let page = try Self.page()
        guard try runTool("groff", ["-k", "-mandoc", "-Tutf8", "-ww", "-z"], input: page) != nil else {
            Issue.record("groff is not installed (.ci/run installs groff-base)")
            return
        }
        let check = try #require(try runTool("groff", ["-k", "-mandoc", "-Tutf8", "-ww", "-z"], input: page))
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        let rendered = try #require(try runTool("groff", ["-k", "-mandoc", "-Tutf8", "-P-cbou"], input: page))
        // Words as a reader sees them (groff justifies lines with extra spaces).
        let words = rendered.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("A–Z first"), "\(words.prefix(2000))")
        #expect(words.contains("--numeric, --no-numeric"))
        // The text of --numeric once for each command that has the flag (section, titles,
        // report, diff, search, store build: their --help), not twice.
        let text = "Compare digits by numeric value"
        #expect(words.components(separatedBy: text).count - 1 == 6)
    }

    @Test("man -l shows A–Z and prints nothing on standard error")
    func manShowsIt() throws {
        guard let result = try runTool("man", ["-l"], input: try Self.page()) else {
            Issue.record("man is not installed (.ci/run installs man-db)")
            return
        }
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("A–Z"))
    }
}
