import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

/// The README's command-line examples, taken from the README itself and run with the built
/// binary: every `$ COMMAND` of a ```` ```console ```` block must print exactly the lines
/// under it, and the JSON schema's "A real example (`COMMAND`)" must print exactly the
/// ```` ```json ```` block that follows. The commands run under `/bin/sh` with the build's
/// products folder first on `PATH`, so `sectionize` is the binary under test.
///
/// The outputs are CLDR 42 data (and name ICU 72.1), so the examples are checked on that
/// release only.
@Suite("README: command-line examples")
struct ReadmeCommandTests {
    /// One example: a shell command and the standard output the README shows for it.
    struct Example: CustomTestStringConvertible, Sendable {
        var command: String
        var output: String
        var testDescription: String { command }
    }

    static let readme: String = (try? RepositoryFiles.documentation()) ?? ""

    /// The `$ ` commands of every console block, each with the lines up to the next command.
    static func consoleExamples() -> [Example] {
        var examples: [Example] = []
        for block in readme.matches(of: /```console\n((?:.|\n)*?)```/) {
            // The block's text ends with a line end: every line, the last one too, is "LINE\n".
            for line in block.output.1.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if line.hasPrefix("$ ") {
                    examples.append(Example(command: String(line.dropFirst(2)), output: ""))
                } else if !examples.isEmpty {
                    examples[examples.count - 1].output += line + "\n"
                }
            }
        }
        return examples
    }

    /// "A real example (`COMMAND`):" and the JSON block after it.
    static func jsonExamples() -> [Example] {
        readme.matches(of: /A real example \(`([^`]+)`\):\s*\n\s*```json\n((?:.|\n)*?)```/).map {
            Example(command: String($0.output.1), output: String($0.output.2))
        }
    }

    @Test("The README has its examples: two console commands and the JSON example")
    func examplesFound() {
        #expect(Self.consoleExamples().count >= 2)
        #expect(Self.jsonExamples().count == 1)
    }

    @Test("Each console example prints what the README shows", .cldr42, arguments: consoleExamples())
    func console(_ example: Example) throws {
        #expect(try Self.shell(example.command) == example.output)
    }

    @Test("The JSON example prints exactly the README's document", .cldr42, arguments: jsonExamples())
    func json(_ example: Example) throws {
        #expect(try Self.shell(example.command) == example.output)
    }

    /// Runs a command line under `/bin/sh` with the built binary first on `PATH`; returns its
    /// standard output (a non-zero exit status is recorded as an issue).
    static func shell(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let binary = try SectionizeBinary.url()
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["LC_ALL"] = "C.UTF-8"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command)", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }
}
