// Subprocess.swift: runs one program through bench-launch and reads what it cost.

import Foundation

/// What one run of a program cost.
struct Measurement: Sendable {
    /// Wall time from spawn to exit, on the monotonic clock.
    var wallSeconds: Double
    /// User + system CPU time of the process (from `wait4`'s rusage).
    var cpuSeconds: Double
    /// Peak resident set size (`ru_maxrss`, KiB on Linux).
    var peakRSSKiB: Int
}

/// A failed run: why, in one line.
struct RunFailure: Error, CustomStringConvertible {
    var description: String
}

/// Finds a bare command name on `PATH`; returns absolute paths unchanged if executable.
func resolveExecutable(_ name: String) -> String? {
    if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}

/// Starts a program and waits for it; returns its raw wait status.
private func spawnAndWait(_ arguments: [String]) throws(RunFailure) -> Int32 {
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment
        .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for p in argv { free(p) }
        for p in envp { free(p) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, arguments[0], nil, nil, argv, envp)
    guard error == 0 else {
        throw RunFailure(description: "cannot start \(arguments[0]): \(String(cString: strerror(error)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
}

/// Runs a program with stdin from /dev/null, stdout to `stdoutPath` (or /dev/null) and
/// stderr to `stderrPath`, and measures it.
///
/// The program is started by `launcher` (bench-launch), a tiny C process: Linux carries
/// `ru_maxrss` across exec, so a program spawned straight from this harness would report
/// at least the harness's own peak RSS.
///
/// - Throws: ``RunFailure`` if the program cannot start, exits non-zero, dies from a signal,
///   or outlives `timeout`; the message includes the last line of its stderr.
func measure(
    executable: String, arguments: [String], stdoutPath: String?, stderrPath: String,
    timeout: Double, launcher: String
) throws(RunFailure) -> Measurement {
    let reportPath = stderrPath + ".rusage"
    unlink(reportPath)
    let status = try spawnAndWait(
        [
            launcher, reportPath, stdoutPath ?? "/dev/null", stderrPath,
            String(Int(timeout.rounded(.up))), executable,
        ] + arguments)
    let lastError = lastLine(ofFile: stderrPath).map { ": \($0)" } ?? ""
    guard status == 0,
        let data = FileManager.default.contents(atPath: reportPath),
        case let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
            .map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }),
        fields.count >= 4,
        let wall = Double(fields[0]), let cpu = Double(fields[1]), let rss = Int(fields[2])
    else {
        throw RunFailure(description: "bench-launch failed (wait status \(status))\(lastError)")
    }
    switch (fields[3], fields.count > 4 ? fields[4] : "") {
    case ("exit", "0"):
        return Measurement(wallSeconds: wall, cpuSeconds: cpu, peakRSSKiB: rss)
    case ("timeout", _):
        throw RunFailure(description: "killed after the \(Int(timeout)) s timeout")
    case ("signal", let n):
        throw RunFailure(description: "killed by signal \(n)\(lastError)")
    case (_, let code):
        throw RunFailure(description: "exit \(code)\(lastError)")
    }
}

/// The last non-empty line of a small text file (or the last one with `prefix`), shortened
/// to 160 characters.
func lastLine(ofFile path: String, prefix: String? = nil) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = String(decoding: data.suffix(64 * 1024), as: UTF8.self)
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let line = prefix.map { p in lines.last { $0.hasPrefix(p) } } ?? lines.last
    return line.map { $0.count > 160 ? String($0.prefix(157)) + "..." : $0 }
}
