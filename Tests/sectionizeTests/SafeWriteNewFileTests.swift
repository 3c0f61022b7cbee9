import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `verify --update=new` writes `GOLDEN.new` without following a link planted there and
/// without replacing a file the tool did not write (issue 31). The rule is
/// `SafeFileWriter`'s documented contract: an existing `FILE.new` is replaced only when it is
/// a regular file with one link, owned by the running user, that holds a golden
/// (a `sectionize-golden:` line, which every golden the tool writes has); anything else there
/// is refused with exit 73 and left as it was.
@Suite("Safe writes of GOLDEN.new")
struct SafeWriteNewFileTests {
    @Test("A symbolic link planted at GOLDEN.new is refused (73): neither it nor its target is written")
    func plantedLinkAtNew() throws {
        try withTemporaryDirectory { dir in
            let golden = try SafeWriteTests.staleGolden(in: dir)
            let victim = try dir.file("victim", "precious\n")
            #expect(symlink(victim, golden + ".new") == 0)
            let result = try run(["verify", "--update=new", golden])
            #expect(result.status == 73, "\(result.stdout.text)\(result.stderr)")
            #expect(try SafeWriteTests.text(victim) == "precious\n")
            var info = stat()
            #expect(lstat(golden + ".new", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "the link stays a link")
            #expect(
                (result.stdout.text + result.stderr).contains("\(golden).new is a symbolic link"), "\(result.stdout.text)\(result.stderr)")
        }
    }

    @Test("A dangling link at GOLDEN.new is refused (73) and no file appears at its target")
    func danglingLinkAtNew() throws {
        try withTemporaryDirectory { dir in
            let golden = try SafeWriteTests.staleGolden(in: dir)
            let target = dir.url.appendingPathComponent("created-through-link").path
            #expect(symlink(target, golden + ".new") == 0)
            #expect(try run(["verify", "--update=new", golden]).status == 73)
            #expect(access(target, F_OK) != 0, "nothing was created through the link")
        }
    }

    @Test("A file at GOLDEN.new that is not a golden (someone's notes) is refused (73) and kept")
    func foreignFileAtNew() throws {
        try withTemporaryDirectory { dir in
            let golden = try SafeWriteTests.staleGolden(in: dir)
            let notes = try dir.file("de.golden.new", "my notes, not a golden\n")
            let result = try run(["verify", "--update=new", golden])
            #expect(result.status == 73, "\(result.stdout.text)\(result.stderr)")
            #expect(try SafeWriteTests.text(notes) == "my notes, not a golden\n")
        }
    }

    @Test("A GOLDEN.new the tool wrote before is replaced by the next --update=new (review, re-run, review)")
    func previousNewIsReplaced() throws {
        try withTemporaryDirectory { dir in
            let golden = try SafeWriteTests.staleGolden(in: dir)
            #expect(try run(["verify", "--update=new", golden]).status == 1)
            let first = try SafeWriteTests.text(golden + ".new")
            // The reviewer edits the .new by hand (a comment), then re-runs: the .new is re-recorded.
            try ("// reviewed\n" + first).write(toFile: golden + ".new", atomically: false, encoding: .utf8)
            #expect(try run(["verify", "--update=new", golden]).status == 1)
            #expect(try SafeWriteTests.text(golden + ".new") == first)
            #expect(try run(["verify", golden + ".new"]).status == 0)
        }
    }
}

/// File names are bytes (issue 31): a golden whose name is not UTF-8 is read and rewritten
/// under that name, never under a lossy decoding of it (`g\u{FFFD}.golden`). Foundation's
/// `Process` takes `String` arguments, so these runs go through `/bin/sh` and `printf`.
@Suite("Golden names that are not UTF-8")
struct NonUTF8GoldenNameTests {
    /// The names in `dir`, as bytes.
    static func entries(_ dir: TemporaryDirectory) -> Set<[UInt8]> {
        guard let stream = opendir(dir.url.path) else { return [] }
        defer { closedir(stream) }
        var names: Set<[UInt8]> = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.insert(name) }
        }
        return names
    }

    /// Writes `text` to the file whose name is `name` (bytes) in `dir`.
    static func write(_ text: String, name: [UInt8], in dir: TemporaryDirectory) {
        let path = Array(dir.url.path.utf8) + [0x2F] + name
        let fd = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { p in
            (Array(p) + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        #expect(fd >= 0)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
    }

    /// The text of the file whose name is `name` (bytes) in `dir`.
    static func read(name: [UInt8], in dir: TemporaryDirectory) -> String? {
        let path = (Array(dir.url.path.utf8) + [0x2F] + name).map { CChar(bitPattern: $0) } + [0]
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs `sectionize verify FLAGS DIR/NAME` with the name's bytes as printf writes them
    /// from `printfName` (octal escapes), through /bin/sh; returns the exit status.
    static func verify(_ flags: [String], dir: TemporaryDirectory, printfName: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // $0 is the binary, $1 the printf format of the path; the flags follow.
        process.arguments =
            [
                "-c", #"b="$0"; p="$1"; shift; exec "$b" verify "$@" "$(printf "$p")""#, try Binary.url.path,
                dir.url.path + "/" + printfName,
            ] + flags
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("verify --update on g\\xff.golden rewrites that file; no other file appears (was: g\u{FFFD}.golden written, exit 0)")
    func updateInPlace() throws {
        try withTemporaryDirectory { dir in
            let stale = try SafeWriteTests.text(try SafeWriteTests.staleGolden(in: dir))
            let before = Self.entries(dir)
            let name: [UInt8] = Array("g".utf8) + [0xFF] + Array(".golden".utf8)
            Self.write(stale, name: name, in: dir)
            #expect(try Self.verify([], dir: dir, printfName: #"g\377.golden"#) == 1, "the golden is stale")
            #expect(try Self.verify(["--update"], dir: dir, printfName: #"g\377.golden"#) == 0)
            #expect(Self.entries(dir) == before.union([name]), "no other file appears")
            #expect(Self.read(name: name, in: dir) != stale, "the golden itself was rewritten")
            #expect(try Self.verify([], dir: dir, printfName: #"g\377.golden"#) == 0, "and now holds")
        }
    }

    @Test("verify --update=new on g\\xff.golden writes g\\xff.golden.new, nothing else")
    func updateNew() throws {
        try withTemporaryDirectory { dir in
            let stale = try SafeWriteTests.text(try SafeWriteTests.staleGolden(in: dir))
            let before = Self.entries(dir)
            let name: [UInt8] = Array("g".utf8) + [0xFF] + Array(".golden".utf8)
            Self.write(stale, name: name, in: dir)
            #expect(try Self.verify(["--update=new"], dir: dir, printfName: #"g\377.golden"#) == 1)
            let new = name + Array(".new".utf8)
            #expect(Self.entries(dir) == before.union([name, new]))
            #expect(Self.read(name: name, in: dir) == stale, "the golden is left for review")
            #expect(try Self.verify([], dir: dir, printfName: #"g\377.golden.new"#) == 0)
        }
    }

    @Test("Two goldens whose names differ only in invalid bytes (g\\xff, g\\xfe) are not confused: exit 64, neither written")
    func ambiguousNames() throws {
        try withTemporaryDirectory { dir in
            let stale = try SafeWriteTests.text(try SafeWriteTests.staleGolden(in: dir))
            let ff: [UInt8] = Array("g".utf8) + [0xFF] + Array(".golden".utf8)
            let fe: [UInt8] = Array("g".utf8) + [0xFE] + Array(".golden".utf8)
            Self.write(stale, name: ff, in: dir)
            Self.write(stale, name: fe, in: dir)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", #"exec "$0" verify --update "$(printf "$1/g\377.golden")" "$(printf "$1/g\376.golden")""#,
                try Binary.url.path, dir.url.path,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 64)
            #expect(Self.read(name: ff, in: dir) == stale)
            #expect(Self.read(name: fe, in: dir) == stale)
        }
    }
}
