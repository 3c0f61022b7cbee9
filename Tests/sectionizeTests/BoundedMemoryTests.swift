import Foundation
import Testing

/// Garbage fails fast, in memory that does not grow with it (issue 21): under `--invalid
/// fail` a NUL ends the run, so reading stops at the first block holding one. Each run is
/// limited to 1.5 GB of address space (`ulimit -v`): reading a 3 GB input whole, as before,
/// cannot fit.
@Suite("Memory bounded by the data, not the garbage")
struct BoundedMemoryTests {
    /// Runs `sectionize ARGS` through bash with the address-space limit, standard input from
    /// `stdinPath`; returns the exit status, standard error and seconds taken.
    static func limited(_ args: [String], stdinPath: String = "/dev/null") throws -> (Int32, String, Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let quoted = ([try Binary.url.path] + args).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "ulimit -v 1500000; exec \(quoted) < '\(stdinPath)' > /dev/null"]
        let errors = Pipe()
        process.standardError = errors
        let start = Date()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, Date().timeIntervalSince(start))
    }

    @Test("sectionize /dev/zero exits 65 at once, naming line 1, byte 0")
    func devZero() throws {
        let (status, errors, seconds) = try Self.limited(["/dev/zero"])
        #expect(status == 65, "\(errors)")
        #expect(errors.contains("/dev/zero:1: NUL byte at byte 0"), "\(errors)")
        #expect(seconds < 10, "took \(seconds) s")
    }

    @Test("3 GB of NULs on standard input (a sparse file) fail at byte 0 without being read whole")
    func hugeStandardInput() throws {
        try withTemporaryDirectory { dir in
            let path = dir.url.appendingPathComponent("zeros").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 3 << 30)
            try handle.close()
            let (status, errors, seconds) = try Self.limited([], stdinPath: path)
            #expect(status == 65, "\(errors)")
            #expect(errors.contains("<stdin>:1: NUL byte at byte 0"), "\(errors)")
            #expect(seconds < 10, "took \(seconds) s")
        }
    }

    @Test("A NUL late in a file is still reported at its line; --invalid replace still reads everything")
    func lateNUL() throws {
        try withTemporaryDirectory { dir in
            let file = try dir.file("names.txt", Data("Anna\nBerta\nC\u{0}arl\nDora\n".utf8))
            let failed = try run([file])
            #expect(failed.status == 65)
            #expect(failed.stderr.contains("names.txt:3: NUL byte"), "\(failed.stderr)")
            let replaced = try run([file, "--invalid", "replace", "--format", "tsv"])
            #expect(replaced.status == 0)
            #expect(replaced.stdout.text.contains("Dora"))
        }
    }
}
