import Foundation
import Testing

/// What one run of the built `sectionize` binary produced.
///
/// Shaped after swift-argument-parser's `AssertExecuteCommand`
/// (`Sources/ArgumentParserTestHelpers/TestHelpers.swift`): the exit status, and standard
/// output and standard error captured separately and in full, so that a test can say exactly
/// which bytes went where.
struct RunResult {
    /// The exit status (or the signal number when ``reason`` is `.uncaughtSignal`).
    var status: Int32
    /// Whether the process exited or was killed by a signal (a crash).
    var reason: Process.TerminationReason
    /// Every byte written to standard output (empty when standard output was redirected).
    var stdout: Data
    /// Standard error, decoded as UTF-8.
    var stderr: String

    /// Standard output decoded as UTF-8 (for comparisons of text that is known to be valid).
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

extension Binary {
    /// How long one run may take before it is killed and the test fails (the slowest run, a
    /// 10 MB line in a debug build, takes under 10 s).
    static let timeout: TimeInterval = 120

    /// Runs the binary and waits for it.
    ///
    /// Standard input comes from a temporary file holding `stdin` (so a large input can never
    /// deadlock on a pipe), or from `/dev/null` when `stdin` is `nil` (so a forgotten input
    /// never hangs on the terminal); with `stdinViaPipe` it comes from a pipe instead, filled
    /// before the launch (only for inputs under 64 KiB, the pipe's capacity). Standard output
    /// and standard error go to temporary files and are read back in full after the exit, unless
    /// `stdout` names a handle to write to instead (`/dev/full`, a pipe).
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the program name.
    ///   - stdin: The bytes to feed on standard input.
    ///   - stdinViaPipe: Feed `stdin` through a pipe rather than a regular file.
    ///   - stdout: Where standard output goes, if not captured.
    ///   - environment: The child's *whole* environment (variables not listed are unset), or
    ///     `nil` to inherit the test process's environment.
    ///   - user: A user ID to run the binary as (through `setpriv`, with that ID as group
    ///     and no supplementary groups; the suite must run as root), or `nil` for this process's.
    /// - Returns: The status, how the process ended, and what it wrote.
    static func launch(
        _ arguments: [String], stdin: Data? = nil, stdinViaPipe: Bool = false,
        stdout: FileHandle? = nil, environment: [String: String]? = nil, user: UInt32? = nil
    ) throws -> RunResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("sectionize-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let process = Process()
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", try url.path] + arguments
        } else {
            process.executableURL = try url
            process.arguments = arguments
        }
        if let environment { process.environment = environment }

        var handles: [FileHandle] = []
        defer { for handle in handles { try? handle.close() } }

        // Standard input.
        if let stdin, stdinViaPipe {
            precondition(stdin.count < 60_000, "a pipe holds 64 KiB; use a file for larger inputs")
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: stdin)
            try pipe.fileHandleForWriting.close()
            process.standardInput = pipe.fileHandleForReading
            handles.append(pipe.fileHandleForReading)
        } else if let stdin {
            let path = scratch.appendingPathComponent("stdin")
            try stdin.write(to: path)
            let handle = try FileHandle(forReadingFrom: path)
            handles.append(handle)
            process.standardInput = handle
        } else {
            let handle = try #require(FileHandle(forReadingAtPath: "/dev/null"))
            handles.append(handle)
            process.standardInput = handle
        }

        // Standard output and standard error.
        let stdoutPath = scratch.appendingPathComponent("stdout")
        let stderrPath = scratch.appendingPathComponent("stderr")
        func output(_ path: URL) throws -> FileHandle {
            _ = FileManager.default.createFile(atPath: path.path, contents: nil)
            let handle = try FileHandle(forWritingTo: path)
            handles.append(handle)
            return handle
        }
        process.standardOutput = try stdout ?? output(stdoutPath)
        process.standardError = try output(stderrPath)

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()  // SIGTERM to the child started above, by its pid
            exited.wait()
            Issue.record("sectionize \(arguments.joined(separator: " ")) ran longer than \(timeout) s and was terminated")
        }
        return RunResult(
            status: process.terminationStatus,
            reason: process.terminationReason,
            stdout: stdout == nil ? try Data(contentsOf: stdoutPath) : Data(),
            stderr: String(decoding: try Data(contentsOf: stderrPath), as: UTF8.self))
    }
}

/// Runs the built `sectionize` with `args` and returns its exit status, standard output and
/// standard error (see ``Binary/launch(_:stdin:stdinViaPipe:stdout:environment:)``).
///
/// A run that ends with a signal (a crash) is recorded as an issue, so every test also checks
/// that the binary never crashes.
///
/// - Parameters:
///   - args: The command line, without the program name.
///   - stdin: The bytes on standard input; `nil` gives it `/dev/null`.
///   - environment: The child's whole environment, or `nil` to inherit this process's.
func run(
    _ args: [String], stdin: Data? = nil, environment: [String: String]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> (status: Int32, stdout: Data, stderr: String) {
    let result = try Binary.launch(args, stdin: stdin, environment: environment)
    #expect(
        result.reason == .exit, "sectionize \(args) was killed by signal \(result.status): \(result.stderr)",
        sourceLocation: sourceLocation)
    return (result.status, result.stdout, result.stderr)
}

extension Data {
    /// The UTF-8 bytes of `text`.
    init(utf8 text: String) { self.init(text.utf8) }

    /// The bytes as UTF-8 text (invalid bytes become U+FFFD).
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes split on LF, without empty pieces (the last line's LF leaves none).
    var lines: [Data] { split(separator: 0x0A, omittingEmptySubsequences: true).map { Data($0) } }
}
