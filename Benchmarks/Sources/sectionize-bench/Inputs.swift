// Inputs.swift: generating and counting the input files.

import Foundation

/// Makes `names-N.txt` with the project's generator, or reuses the file a previous run made.
///
/// The generator is deterministic for a seed, so a file that exists is reused unless
/// `regenerate` is set. The generator writes to a temporary name first, so an interrupted
/// run never leaves a partial file to be reused.
///
/// - Throws: ``RunFailure`` if the generator is missing or fails.
func generateInput(
    rows: Int, seed: Int, generator: String, folder: String, regenerate: Bool,
    launcher: String
) throws(RunFailure) -> String {
    let path = "\(folder)/names-\(rows).txt"
    if !regenerate && FileManager.default.fileExists(atPath: path) { return path }
    guard FileManager.default.fileExists(atPath: generator) else {
        throw RunFailure(description: "generator not found: \(generator) (pass --generator PATH or --input FILE)")
    }
    let temporary = path + ".partial"
    let log = "\(folder)/generate-\(rows).log"
    do {
        _ = try measure(
            executable: "python3",
            arguments: [generator, "--rows", String(rows), "--seed", String(seed), "--output", temporary],
            stdoutPath: nil, stderrPath: log, timeout: 3600, launcher: launcher)
    } catch {
        throw RunFailure(description: "generator failed: \(error)")
    }
    guard rename(temporary, path) == 0 else {
        throw RunFailure(description: "generator wrote no \(temporary)")
    }
    return path
}

/// Lines in a file by the peers' rule: one per "\n", plus one for a last line without it.
func countLines(ofFile path: String) -> Int? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var lines = 0
    var last: UInt8 = 0x0A
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n == 0 { break }
        for i in 0..<n where buffer[i] == 0x0A { lines += 1 }
        last = buffer[n - 1]
    }
    return last == 0x0A ? lines : lines + 1
}

/// A file's size in bytes, or 0.
func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}
