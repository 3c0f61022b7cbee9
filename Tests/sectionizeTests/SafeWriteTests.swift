import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `verify --update` writes goldens without ever overwriting anything else: the cases of
/// issue 21 (a symbolic link planted at `GOLDEN.tmp`, a symlinked, hard-linked, private or
/// read-only golden). Expected behaviour is the documented contract of `SafeFileWriter`.
@Suite("Safe golden writes")
struct SafeWriteTests {
    /// A stale German golden (Berg and Anna swapped) in `dir`; returns its path.
    static func staleGolden(in dir: TemporaryDirectory, name: String = "de.golden") throws -> String {
        let list = try dir.file("list-\(name).txt", "Anna\nBerg\nClara\n")
        let recorded = try run([list, "--locale", "de", "--format", "golden"]).stdout.text
        let stale = recorded.replacingOccurrences(of: "== A\n  Anna\n", with: "== A\n  Anna\n  Berg\n")
            .replacingOccurrences(of: "== B\n  Berg\n", with: "== B\n")
        #expect(stale != recorded)
        return try dir.file(name, stale)
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    /// Who runs the tool: the user running the suite, and, when that is root, also `nobody`
    /// (through `setpriv`, with the test folder handed to `nobody`), so that every case runs
    /// as a user whom permissions bind (issue 21).
    enum User: String, CustomTestStringConvertible, Sendable {
        case invoking, nobody
        var testDescription: String { rawValue }
    }

    static var users: [User] {
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") ? [.invoking, .nobody] : [.invoking]
    }

    /// `nobody`'s user and group ID on Debian.
    static let nobodyID: UInt32 = 65534

    /// Hands the folder and everything in it (links themselves, not their targets) to `user`.
    static func handOver(_ dir: TemporaryDirectory, to user: User) throws {
        guard user == .nobody else { return }
        #expect(chmod(dir.url.path, 0o755) == 0 && lchown(dir.url.path, nobodyID, nobodyID) == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.url.path) {
            #expect(lchown(dir.url.appendingPathComponent(name).path, nobodyID, nobodyID) == 0, "\(name)")
        }
    }

    /// Runs the tool as `user`.
    static func tool(_ args: [String], as user: User) throws -> (status: Int32, stdout: Data, stderr: String) {
        guard user == .nobody else { return try run(args) }
        let result = try Binary.launch(args, user: nobodyID)
        #expect(result.reason == .exit, "sectionize \(args) as nobody was killed by signal \(result.status)")
        return (result.status, result.stdout, result.stderr)
    }

    @Test("A symbolic link planted at GOLDEN.tmp (or GOLDEN.new.tmp) is never written through", arguments: users)
    func plantedLink(_ user: User) throws {
        try withTemporaryDirectory { dir in
            let golden = try Self.staleGolden(in: dir)
            let victim = try dir.file("victim", "precious\n")
            #expect(symlink(victim, golden + ".tmp") == 0)
            #expect(symlink(victim, golden + ".new.tmp") == 0)
            let stale = try Self.staleGolden(in: dir, name: "other.golden")
            #expect(symlink(victim, stale + ".new.tmp") == 0)
            try Self.handOver(dir, to: user)
            let update = try Self.tool(["verify", "--update", golden], as: user)
            #expect(update.status == 0, "\(update.stderr)")
            #expect(try Self.text(victim) == "precious\n")
            var info = stat()
            #expect(lstat(golden, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG, "the golden stays a regular file")
            #expect(try run(["verify", golden]).status == 0)
            #expect(try Self.tool(["verify", "--update=new", stale], as: user).status == 1)
            #expect(try Self.text(victim) == "precious\n")
            #expect(try run(["verify", stale + ".new"]).status == 0)
        }
    }

    @Test("A symlinked golden is updated at its target and stays a link; a private golden keeps mode 0600", arguments: users)
    func linkAndMode(_ user: User) throws {
        try withTemporaryDirectory { dir in
            let real = try Self.staleGolden(in: dir, name: "real.golden")
            let link = dir.url.appendingPathComponent("link.golden").path
            #expect(symlink(real, link) == 0)
            let secret = try Self.staleGolden(in: dir, name: "secret.golden")
            #expect(chmod(secret, 0o600) == 0)
            try Self.handOver(dir, to: user)
            #expect(try Self.tool(["verify", "--update", link], as: user).status == 0)
            var info = stat()
            #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "still a link")
            #expect(try run(["verify", real]).status == 0, "the target was updated")

            #expect(try Self.tool(["verify", "--update", secret], as: user).status == 0)
            #expect(Self.mode(secret) == 0o600)
            var owner = stat()
            #expect(stat(secret, &owner) == 0 && (user == .invoking || owner.st_uid == Self.nobodyID), "the owner stays")
            #expect(try run(["verify", secret]).status == 0)
        }
    }

    @Test("A read-only or hard-linked golden is refused with exit 73 and left as it was", arguments: users)
    func refused(_ user: User) throws {
        try withTemporaryDirectory { dir in
            let readOnly = try Self.staleGolden(in: dir, name: "ro.golden")
            let before = try Self.text(readOnly)
            #expect(chmod(readOnly, 0o444) == 0)
            let linked = try Self.staleGolden(in: dir, name: "hard.golden")
            let other = dir.url.appendingPathComponent("hard-too.golden").path
            #expect(link(linked, other) == 0)
            try Self.handOver(dir, to: user)
            let result = try Self.tool(["verify", "--update", readOnly], as: user)
            #expect(result.status == 73)
            #expect(
                result.stdout.text.contains("is read-only; not replaced") || result.stderr.contains("is read-only; not replaced"),
                "\(result.stdout.text)\(result.stderr)")
            #expect(try Self.text(readOnly) == before)
            #expect(Self.mode(readOnly) == 0o444)

            let hard = try Self.tool(["verify", "--update", linked], as: user)
            #expect(hard.status == 73)
            #expect(try Self.text(other) == (try Self.text(linked)))
        }
    }

    @Test("As another user: a golden that user cannot write is refused (73), though the folder lets it rename")
    func otherUser() throws {
        // The suite runs as root here; the tool then runs as `nobody` through setpriv.
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            // Not root: the mode-bit case above already runs as this user.
            return
        }
        try withTemporaryDirectory { dir in
            #expect(chmod(dir.url.path, 0o777) == 0)
            let golden = try Self.staleGolden(in: dir)
            #expect(chmod(golden, 0o644) == 0)  // root's, not writable by nobody
            let before = try Self.text(golden)
            let result = try Binary.launch(["verify", "--update", golden], user: Self.nobodyID)
            #expect(result.status == 73, "\(result.stderr)")
            #expect(try Self.text(golden) == before)
        }
    }
}

/// Goldens as editors save them (issue 21): a UTF-8 byte order mark, CRLF or CR line ends;
/// and an invalid byte located on its own line, not line 1.
@Suite("Goldens as editors write them")
struct GoldenTextFormTests {
    @Test("A golden with a byte order mark and CRLF, or with CR line ends, verifies")
    func bomAndLineEnds() throws {
        try withTemporaryDirectory { dir in
            let list = try dir.file("list.txt", "Anna\nBerg\nÖzil\n")
            let text = try run([list, "--locale", "de", "--format", "golden"]).stdout.text
            let crlf = try dir.file("crlf.golden", Data([0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)))
            let cr = try dir.file("cr.golden", text.replacingOccurrences(of: "\n", with: "\r"))
            for golden in [crlf, cr] {
                let result = try run(["verify", golden])
                #expect(result.status == 0, "\(golden): \(result.stdout.text)\(result.stderr)")
            }
        }
    }

    @Test("An invalid byte on line 21 is reported at line 21")
    func invalidByteLocated() throws {
        try withTemporaryDirectory { dir in
            let list = try dir.file("list.txt", "Anna\nBerg\nÖzil\n")
            var lines = try run([list, "--locale", "de", "--format", "golden"]).stdout.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            #expect(lines.count > 22)
            lines[20] = "// a comment"
            var bytes = Array(lines.joined(separator: "\n").utf8)
            let offset = lines[..<20].reduce(0) { $0 + $1.utf8.count + 1 } + 3
            bytes.insert(0xFF, at: offset)
            let golden = try dir.file("bad.golden", Data(bytes))
            let result = try run(["verify", golden])
            #expect(result.status == 65)
            #expect(
                result.stdout.text.contains("bad.golden:21:") || result.stderr.contains("bad.golden:21:"), "\(result.stdout.text)\(result.stderr)")
        }
    }
}

/// A collation setting ICU does not support is the caller's option (exit 64), not a failure
/// of ICU (70): `kr` (colreorder) takes script codes and the special groups space, punct,
/// symbol, currency, digit (CLDR's BCP 47 `u` extension data); ICU 72 rejects `others`.
@Suite("Unsupported collation settings")
struct UnsupportedCollationSettingTests {
    @Test("-l en-u-kr-others exits 64 naming the setting; -l en-u-kr-latn-grek works")
    func colreorder() throws {
        try withTemporaryDirectory { dir in
            let file = try dir.file("l.txt", "Anna\nΩμέγα\n")
            let bad = try run([file, "-l", "en-u-kr-others"])
            #expect(bad.status == 64)
            #expect(bad.stderr.contains("colreorder=others"), "\(bad.stderr)")
            #expect(try run([file, "-l", "en-u-kr-latn-grek"]).status == 0)
        }
    }
}
