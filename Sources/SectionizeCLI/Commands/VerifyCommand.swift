import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize verify GOLDEN...`: re-run each golden file's configuration on its rows and
/// report every expectation that no longer holds.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check golden files (made with --format golden) against the current result.",
        discussion: """
            Each golden's configuration (locales, style, options) is run on the golden's rows and \
            compared with its sections, row order and index-bar lines. Failures are printed as \
            FILE:LINE: message; the last line is `N passed, N failed` (expectations, all files).

            Exit codes: 0 every expectation holds (or --update rewrote the goldens), 1 an \
            expectation fails, 64 bad usage, 65 a malformed golden, 66 a missing or unreadable file, \
            73 an update refused (read-only or hard-linked golden; a link, or a file the tool did not write, at FILE.new), 74 an update that could not be written.
            """
    )

    @Argument(help: ArgumentHelp("Golden files to check.", valueName: "golden"), completion: .file(extensions: ["golden"]))
    var goldens: [String]

    @Option(help: "Output format: text (FILE:LINE: messages and summaries) or json (one document for dashboards).")
    var format: VerifyFormat = .text

    @Flag(
        name: .customLong("strict-versions"),
        help: "Fail a golden recorded with other ICU, CLDR or Unicode versions, even when its expectations hold.")
    var strictVersions = false

    @Option(
        name: .customLong("update"), defaultAsFlag: GoldenUpdateMode.inPlace,
        help: ArgumentHelp(
            "Re-record the goldens from the current result, keeping their comments and rows: --update rewrites them in place, --update=new writes FILE.new beside each.",
            valueName: "new"))
    var update: GoldenUpdateMode?

    func validate() throws {
        guard !goldens.isEmpty else { throw ValidationError("give at least one golden file") }
    }

    func run() throws {
        var outcomes: [GoldenOutcome] = []
        for path in goldens {
            var outcome = GoldenOutcome.check(path: path, strictVersions: strictVersions)
            if let update { outcome.applyUpdate(update) }
            outcomes.append(outcome)
        }
        let out = OutputWriter()
        switch format {
        case .text: VerifyTextRenderer(outcomes: outcomes).render(to: out)
        case .json: VerifyJSONRenderer(outcomes: outcomes).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
        let exitStatus = GoldenOutcome.exitStatus(outcomes, updatedInPlace: update == .inPlace)
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }
}

/// The formats of `sectionize verify`.
enum VerifyFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// What `--update` does.
enum GoldenUpdateMode: String, ExpressibleByArgument, CaseIterable, CustomStringConvertible {
    /// Rewrite each golden in place (`--update`).
    case inPlace = "in-place"
    /// Write `FILE.new` beside each golden (`--update=new`).
    case new

    /// The value as written on the command line (help shows it).
    var description: String { rawValue }
}

/// What happened to one golden file.
struct GoldenOutcome {
    /// The path as given.
    let path: String
    /// The verification, when the file could be read and run.
    var verification: GoldenVerification?
    /// The file's text, to tell whether an update changes it.
    var originalText = ""
    /// Why the file could not be checked, and the exit code for it (65 or 66).
    var problem: (message: String, exitStatus: Int32)?
    /// What `--update` did: the path written, or a problem writing it.
    var updateNote: String?

    /// Reads, parses and verifies one golden.
    static func check(path: String, strictVersions: Bool) -> GoldenOutcome {
        var outcome = GoldenOutcome(path: path)
        let bytes: [UInt8]
        do {
            bytes = try InputReader.read(path: path)
        } catch {
            outcome.problem = (error.message, CLIError.exitCode(for: error.code))
            return outcome
        }
        // A UTF-8 byte order mark (editors on Windows write one) is not part of the text.
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            // Located as line input locates it: the line and byte of the first invalid one.
            var where_ = "\(path):1: not UTF-8 text"
            do {
                _ = try InputDecoder.decode(body, source: path)
            } catch {
                where_ = "\(error.message) (a golden is UTF-8 text)"
            }
            outcome.problem = (where_, CLIError.Status.dataError)
            return outcome
        }
        outcome.originalText = text
        do {
            outcome.verification = try Golden(parsing: text, source: path).verify(strictVersions: strictVersions)
        } catch {
            outcome.problem = (error.description, CLIError.exitCode(for: error.code))
        }
        return outcome
    }

    /// Rewrites the golden (or writes `FILE.new`) when the current result changes its text.
    mutating func applyUpdate(_ mode: GoldenUpdateMode) {
        guard let verification else { return }
        let text = verification.updated.text
        guard text != originalText else {
            updateNote = "up to date"
            return
        }
        let target = mode == .inPlace ? path : path + ".new"
        // The file system's bytes of the name given (a golden's name need not be UTF-8).
        guard let bytes = InputReader.fileSystemPath(path) else {
            problem = (InputReader.ambiguousPath(path).message, CLIError.Status.usage)
            return
        }
        let written = mode == .inPlace ? bytes : bytes + Array(".new".utf8)
        // GOLDEN.new is a name the tool made up: replaced only when an earlier run wrote it.
        let destination: SafeFileWriter.Destination = mode == .inPlace ? .named : .derived(marker: "sectionize-golden:")
        if let failure = SafeFileWriter.write(text, to: written, as: destination) {
            problem = ("\(target): cannot write: \(failure.message)", failure.exitCode)
        } else {
            updateNote = mode == .inPlace ? "updated" : "wrote \(target)"
        }
    }

    /// The exit code for all outcomes: 66 for a missing file, else 65 for a malformed
    /// golden, else 74 for a failed write, else 73 for a refused one (read-only, hard-linked),
    /// else 1 when an expectation fails (unless the
    /// goldens were just rewritten in place), else 0.
    static func exitStatus(_ outcomes: [GoldenOutcome], updatedInPlace: Bool) -> Int32 {
        let statuses = Set(outcomes.compactMap { $0.problem?.exitStatus })
        let order = [CLIError.Status.noInput, CLIError.Status.dataError, CLIError.Status.ioError, CLIError.Status.cannotCreate]
        for exitStatus in order where statuses.contains(exitStatus) { return exitStatus }
        if let other = statuses.first { return other }  // 69 (readings unavailable), 70
        let failed = outcomes.contains { !($0.verification?.holds ?? true) }
        return failed && !updatedInPlace ? 1 : 0
    }
}
