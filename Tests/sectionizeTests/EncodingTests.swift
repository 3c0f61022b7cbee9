import Foundation
import Testing

/// `--encoding` reads plain lists too (issue 22), with the invalid-input policy applied to
/// bytes the encoding does not map; input that is not UTF-8 gets a hint naming the flag.
/// Expected bytes: Windows-1252 0xFC is ü; Shift_JIS 0x82 0xA0 is あ (JIS X 0208 row 4);
/// "Anna" in UTF-16LE is 41 00 6E 00 6E 00 61 00.
@Suite("Plain lists in legacy encodings")
struct EncodingTests {
    @Test("--encoding windows-1252 and shift_jis read plain lists; utf-16le reads UTF-16 without a byte order mark")
    func legacy() throws {
        let w = try run(["-l", "de", "--encoding", "windows-1252", "--format", "tsv"], stdin: Data([0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x0A]))
        #expect(w.status == 0 && w.stdout.text == "M\tMüller\n", "\(w.stderr)")
        let s = try run(["-l", "ja", "--encoding", "shift_jis", "--format", "tsv"], stdin: Data([0x82, 0xA0, 0x0A]))
        #expect(s.status == 0 && s.stdout.text == "あ\tあ\n", "\(s.stderr)")
        let u = try run(["-l", "de", "--encoding", "utf-16le", "--format", "tsv"], stdin: Data([0x41, 0, 0x6E, 0, 0x6E, 0, 0x61, 0, 0x0A, 0]))
        #expect(u.status == 0 && u.stdout.text == "A\tAnna\n", "\(u.stderr)")
    }

    @Test("Unmapped bytes follow --invalid: fail names the line (65), replace reports U+FFFD, skip drops the line and reports it")
    func policies() throws {
        // 0x81 0x20 is not a Shift_JIS character (0x81 leads a double-byte pair; 0x20 cannot follow).
        let input = Data([0x41, 0x6E, 0x6E, 0x61, 0x0A, 0x81, 0x20, 0x42, 0x0A, 0x43, 0x61, 0x72, 0x6C, 0x0A])
        let fail = try run(["-l", "de", "--encoding", "shift_jis", "--format", "tsv"], stdin: input)
        #expect(fail.status == 65)
        #expect(fail.stderr.contains("<stdin>:2: invalid shift_jis at file offset 5"), "\(fail.stderr)")
        let replace = try run(["-l", "de", "--encoding", "shift_jis", "--format", "tsv", "--invalid", "replace"], stdin: input)
        #expect(replace.status == 0)
        #expect(replace.stdout.text.split(separator: "\n").count == 3)
        #expect(replace.stderr.contains("<stdin>:2:"), "\(replace.stderr)")
        let skip = try run(["-l", "de", "--encoding", "shift_jis", "--format", "tsv", "--invalid", "skip"], stdin: input)
        #expect(skip.status == 0)
        #expect(skip.stdout.text == "A\tAnna\nC\tCarl\n", "\(skip.stdout.text)")
        #expect(skip.stderr.contains("<stdin>:2:") && skip.stderr.contains("line skipped"), "\(skip.stderr)")
    }

    @Test("Input that is not UTF-8 gets a hint: --encoding for legacy bytes, utf-16le for NULs at odd offsets")
    func hints() throws {
        let latin1 = try run(["-l", "de"], stdin: Data([0x4D, 0xFC, 0x0A]))
        #expect(latin1.status == 65)
        #expect(
            latin1.stderr.contains("<stdin>:1: invalid UTF-8 at file offset 1; not UTF-8? name the encoding: --encoding windows-1252"),
            "\(latin1.stderr)")
        let utf16 = try run(["-l", "de"], stdin: Data([0x41, 0, 0x6E, 0, 0x0A, 0]))
        #expect(utf16.status == 65)
        #expect(utf16.stderr.contains("--encoding utf-16le"), "\(utf16.stderr)")
    }
}

/// File names are bytes (issue 21): a name that is not UTF-8 (`caf\xe9.txt`, Latin-1) opens
/// in every command, although the command line shows it with U+FFFD.
@Suite("File names that are not UTF-8")
struct RawFileNameTests {
    @Test("sectionize 'caf\\xe9.txt' reads the file; a missing one is still 66")
    func latin1Name() throws {
        try withTemporaryDirectory { dir in
            let binary = try Binary.url.path
            let script = """
                cd '\(dir.url.path)' && printf 'Anna\\n' > $'caf\\xe9.txt' && '\(binary)' $'caf\\xe9.txt' -l de --format tsv && \
                '\(binary)' diff $'caf\\xe9.txt' $'caf\\xe9.txt' -l de > /dev/null && echo ok; '\(binary)' $'cof\\xe9.txt' -l de; echo "exit $?"
                """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(text == "A\tAnna\nok\nexit 66\n", "\(text)")
        }
    }
}
