import Glibc
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Reading files. Expected messages are this project's (the input brief); errno meanings
/// from POSIX `open(2)`; exit statuses from `<sysexits.h>`.
@Suite("InputReader")
struct InputReaderTests {
    typealias F = InputFixtures

    @Test("A regular file larger than one read block comes back byte for byte")
    func readsRegularFile() throws {
        let path = F.temporaryPath("big")
        defer { unlink(path) }
        var rng = InputTestRNG(seed: 3)
        let bytes = (0..<3_000_001).map { _ in UInt8.random(in: 0...255, using: &rng) }
        F.write(bytes, to: path)
        #expect(try InputReader.read(path: path) == bytes)
    }

    @Test("An empty file reads as no bytes")
    func readsEmptyFile() throws {
        let path = F.temporaryPath("empty")
        defer { unlink(path) }
        F.write([], to: path)
        #expect(try InputReader.read(path: path) == [])
    }

    @Test("A missing path is fileNotFound: PATH: no such file, exit 66 (ENOENT)")
    func missingFile() throws {
        let path = F.temporaryPath("missing")
        let error = try #require(#expect(throws: SectionizeError.self) { try InputReader.read(path: path) })
        #expect(error.code == .fileNotFound)
        #expect(error.message == "\(path): no such file")
        #expect(error.source == path)
    }

    @Test("A path through a regular file is fileNotFound too (ENOTDIR)")
    func pathThroughFile() throws {
        let path = F.temporaryPath("file")
        defer { unlink(path) }
        F.write([0x61], to: path)
        let error = try #require(#expect(throws: SectionizeError.self) { try InputReader.read(path: path + "/x") })
        #expect(error.code == .fileNotFound)
        #expect(error.message == "\(path)/x: no such file")
    }

    @Test("A directory is isDirectory: PATH: is a directory, exit 66")
    func directory() throws {
        let path = F.temporaryPath("dir")
        #expect(mkdir(path, 0o755) == 0)
        defer { rmdir(path) }
        let error = try #require(#expect(throws: SectionizeError.self) { try InputReader.read(path: path) })
        #expect(error.code == .isDirectory)
        #expect(error.message == "\(path): is a directory")
    }

    // Root reads any file whatever its mode (CAP_DAC_OVERRIDE), so this cannot fail as root.
    @Test(
        "An unreadable file is unreadable: PATH: permission denied, exit 66 (EACCES)",
        .enabled(if: getuid() != 0, "running as root, which may read any file"))
    func unreadableFile() throws {
        let path = F.temporaryPath("secret")
        defer { unlink(path) }
        F.write([0x61], to: path, mode: 0o000)
        let error = try #require(#expect(throws: SectionizeError.self) { try InputReader.read(path: path) })
        #expect(error.code == .unreadable)
        #expect(error.message == "\(path): permission denied")
    }

    @Test("A pipe (size unknown to fstat) is read to its end in blocks")
    func readsPipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(bytes.withUnsafeBufferPointer { write(fds[1], $0.baseAddress!, $0.count) } == bytes.count)
        close(fds[1])
        defer { close(fds[0]) }
        #expect(try InputReader.readAll(fds[0], name: "pipe") == bytes)
    }

    @Test(
        "A /proc file (fstat size 0, yet has content) is read in full",
        .enabled(if: access("/proc/self/status", R_OK) == 0, "no /proc"))
    func readsProcFile() throws {
        let bytes = try InputReader.read(path: "/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test("Other errno values are readFailed with the system's strerror text, exit 74")
    func otherErrors() {
        let error = InputReader.error(EIO, name: "x.txt")
        #expect(error.code == .readFailed)
        #expect(error.message == "x.txt: \(String(cString: strerror(EIO)))")
    }
}
