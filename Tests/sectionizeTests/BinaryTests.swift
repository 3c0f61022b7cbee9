import Foundation
import Testing

/// Runs the built `sectionize` binary (the test target depends on it, so it is built first).
enum Binary {
    static let url: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        dir = dir.deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            let candidate = dir.appendingPathComponent(".build/\(configuration)/sectionize")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return dir.appendingPathComponent(".build/debug/sectionize")
    }()
}

@Suite("sectionize binary")
struct BinaryTests {
    @Test("--version names the tool, ICU and CLDR")
    func version() throws {
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("sectionize "))
        #expect(text.contains("ICU 72"))
        #expect(text.contains("CLDR"))
    }
}
