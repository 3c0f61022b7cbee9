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
        #expect(errors.contains("/dev/zero:1: NUL byte at file offset 0"), "\(errors)")
        #expect(seconds < 10, "took \(seconds) s")
    }

    @Test("3 GB of NULs on standard input (a sparse file) fail at file offset 0 without being read whole")
    func hugeStandardInput() throws {
        try withTemporaryDirectory { dir in
            let path = dir.url.appendingPathComponent("zeros").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 3 << 30)
            try handle.close()
            let (status, errors, seconds) = try Self.limited([], stdinPath: path)
            #expect(status == 65, "\(errors)")
            #expect(errors.contains("<stdin>:1: NUL byte at file offset 0"), "\(errors)")
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

    /// Runs `sectionize ARGS` under `python3`, standard input from the bash command `stdin`
    /// (`nil`: `/dev/null`), limited to 1.5 GB of address space, and returns the exit status,
    /// standard error and the peak resident memory of the run in MB
    /// (`getrusage(RUSAGE_CHILDREN)` of the one child).
    static func peakMemory(_ args: [String], stdin: String? = nil) throws -> (Int32, String, Double) {
        let command = [try Binary.url.path] + args
        let script = """
            import resource, subprocess, sys
            stdin = subprocess.Popen(["/bin/bash", "-c", sys.argv[1]], stdout=subprocess.PIPE) if sys.argv[1] else None
            # The same 1.5 GB address-space limit as `limited` (reading garbage without end
            # would otherwise take the machine's memory).
            limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (1500000 * 1024, 1500000 * 1024))
            run = subprocess.run(sys.argv[2:], stdin=stdin.stdout if stdin else subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=limit)
            if stdin:
                stdin.stdout.close()
                stdin.kill()
                stdin.wait()
            sys.stderr.write(run.stderr.decode("utf-8", "replace"))
            # ru_maxrss is the largest of the waited-for children: the binary (the producer
            # of standard input is a small bash or tr).
            print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, stdin ?? ""] + command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace)
        process.waitUntilExit()
        guard fields.count == 2, let status = Int32(fields[0]), let kilobytes = Double(fields[1]) else {
            Issue.record("python3 wrapper failed: \(errorText)")
            return (-1, errorText, 0)
        }
        return (status, errorText, kilobytes / 1024)
    }

    @Test("200 MB of 0xFF (never a byte of UTF-8) in a file: exit 65 at file offset 0, peak memory under 100 MB (was the file's size)")
    func fileOfFF() throws {
        try withTemporaryDirectory { dir in
            let path = dir.url.appendingPathComponent("garbage.txt").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            let block = Data(repeating: 0xFF, count: 1 << 20)
            for _ in 0..<200 { try handle.write(contentsOf: block) }
            try handle.close()
            let (status, errors, megabytes) = try Self.peakMemory([path])
            #expect(status == 65, "\(errors)")
            #expect(errors.contains("garbage.txt:1: invalid UTF-8 at file offset 0"), "\(errors)")
            #expect(megabytes < 100, "peak \(megabytes) MB")
        }
    }

    @Test(
        "Endless garbage on standard input ends at its first invalid byte: C0, C1, F5–FF, an overlong E0 80, a lone continuation byte",
        arguments: [
            // (bash command writing the stream, where the first invalid byte is)
            (#"tr '\0' '\377' < /dev/zero"#, "<stdin>:1: invalid UTF-8 at file offset 0"),
            (#"tr '\0' '\300' < /dev/zero"#, "<stdin>:1: invalid UTF-8 at file offset 0"),
            (#"tr '\0' '\301' < /dev/zero"#, "<stdin>:1: invalid UTF-8 at file offset 0"),
            (#"tr '\0' '\365' < /dev/zero"#, "<stdin>:1: invalid UTF-8 at file offset 0"),
            // Valid rows, then one overlong sequence (E0 80: Table 3-7 wants A0–BF after E0), then
            // an endless valid line: the rest of the stream is never read.
            (#"printf 'Anna\nB\340\200rta\n'; tr '\0' 'A' < /dev/zero"#, "<stdin>:2: invalid UTF-8 at file offset 6"),
            (#"printf 'Anna\n\302\251 ok\n\200\n'; tr '\0' 'B' < /dev/zero"#, "<stdin>:3: invalid UTF-8 at file offset 11"),
        ])
    func endlessGarbage(stream: String, message: String) throws {
        let (status, errors, megabytes) = try Self.peakMemory([], stdin: stream)
        #expect(status == 65, "\(errors)")
        #expect(errors.contains(message), "\(errors)")
        #expect(megabytes < 100, "peak \(megabytes) MB")
    }

    // MARK: - --invalid replace and skip (issue 31)

    @Test(
        "/dev/zero under --invalid skip or replace stops at the line limit: exit 65 naming line 1 (was: SIGABRT after 8 GB)",
        arguments: ["skip", "replace"])
    func devZeroUnderPolicy(policy: String) throws {
        let (status, errors, megabytes) = try Self.peakMemory(["/dev/zero", "--invalid", policy])
        #expect(status == 65, "\(errors)")
        #expect(errors.contains("/dev/zero:1: line longer than 16 MiB (16777216 bytes)"), "\(errors)")
        // The line is read up to the limit (16 MiB), and under replace becomes 16M U+FFFD (48 MiB).
        #expect(megabytes < 250, "peak \(megabytes) MB")
    }

    @Test("An endless valid line on standard input stops at the line limit too: exit 65, line 2")
    func endlessLine() throws {
        let (status, errors, megabytes) = try Self.peakMemory([], stdin: #"printf 'Anna\n'; tr '\0' 'A' < /dev/zero"#)
        #expect(status == 65, "\(errors)")
        #expect(errors.contains("<stdin>:2: line longer than 16 MiB (16777216 bytes) at file offset 16777221"), "\(errors)")
        #expect(megabytes < 250, "peak \(megabytes) MB")
    }

    /// `count` bytes from a fixed xorshift sequence: random garbage, the same on every run.
    static func randomBytes(_ count: Int) -> Data {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: count)
        for i in 0..<count {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes[i] = UInt8(truncatingIfNeeded: state >> 32)
        }
        return Data(bytes)
    }

    @Test(
        "Random bytes under --invalid replace or skip take at most twice the memory of a clean list of the same size (was: ~28 bytes per input byte)",
        arguments: ["replace", "skip"])
    func garbageWithinTwiceClean(policy: String) throws {
        try withTemporaryDirectory { dir in
            let size = 12 << 20
            var clean = Data(syntheticNames(count: size / 11).utf8)
            clean = clean.prefix(clean[..<size].lastIndex(of: 0x0A)! + 1)
            let cleanPath = try dir.file("clean.txt", clean)
            let garbagePath = try dir.file("garbage.txt", Self.randomBytes(clean.count))
            let (cleanStatus, cleanErrors, cleanMB) = try Self.peakMemory([cleanPath, "--invalid", policy, "--format", "tsv"])
            #expect(cleanStatus == 0, "\(cleanErrors)")
            let (status, errors, garbageMB) = try Self.peakMemory([garbagePath, "--invalid", policy, "--format", "tsv"])
            #expect(status == 0, "\(errors.suffix(500))")
            #expect(garbageMB <= 2 * cleanMB, "garbage \(garbageMB) MB, clean \(cleanMB) MB")
            // Every replacement is counted in the summary, though only the first 1,000 are listed.
            // Expected count: Swift's own decoder, which substitutes maximal subparts as the
            // Unicode Standard describes (ch. 3, "U+FFFD Substitution of Maximal Subparts"),
            // plus the NULs (replaced too); less any U+FFFD the random bytes spell themselves.
            let lines = errors.split(separator: "\n")
            #expect(lines.count < 1010, "warnings are capped")
            #expect(lines.contains { $0.hasSuffix(" more not listed") }, "\(lines.suffix(3))")
            if policy == "replace" {
                let garbage = [UInt8](Self.randomBytes(clean.count))
                let spelled = (0..<garbage.count - 2).count { garbage[$0] == 0xEF && garbage[$0 + 1] == 0xBF && garbage[$0 + 2] == 0xBD }
                let expected =
                    String(decoding: garbage, as: UTF8.self).unicodeScalars.count { $0 == "\u{FFFD}" } + garbage.count { $0 == 0 } - spelled
                #expect(lines.contains("sectionize: \(expected) invalid sequence(s) replaced, 0 line(s) skipped"), "\(lines.suffix(3))")
            }
        }
    }
}
