import Foundation
import Testing

/// Issue 22's messages, through the binary. Before the fixes: ArgumentParser's errors began
/// `Error: ` and the tool's own `sectionize: `; `-l ''` suggested "af, ak, am, ar, as" and
/// `-l xx` "en, xh, af, ak, am"; `invalid UTF-8 at byte 6` read like a column; and
/// `--show-readings` was silently ignored by `--format tsv`, `diff` and `report`.
@Suite("Messages: one prefix, useful suggestions, file offsets")
struct MessageTests {
    @Test(
        "Every error of every command starts with 'sectionize: ' (ArgumentParser's usage errors too), none with 'Error:'",
        arguments: [
            ["--format", "xml"], ["--min-rows=-1"], ["--no-such-flag"], ["-l", "xx"], ["titles", "--style", "android"],
            ["verify"], ["diff", "only-one.txt"], ["locales", "--plain", "--format", "json"], ["report", "--format", "xml"],
            ["missing-file.txt"],
        ] as [[String]])
    func onePrefix(arguments: [String]) throws {
        let result = try run(arguments, stdin: Data(utf8: "Anna\n"))
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("sectionize: "), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:"), "\(result.stderr)")
    }

    @Test("-l '' says the locale is empty, with no list of unrelated locales")
    func emptyLocale() throws {
        let result = try run(["-l", ""], stdin: Data(utf8: "Anna\n"))
        #expect(result.status == 64)
        #expect(
            result.stderr == "sectionize: malformed locale identifier '': it is empty ('sectionize locales' lists the locale IDs)\n")
    }

    @Test("-l xx: no suggestions (xx is one letter from dozens of codes and no region), the way to list the IDs instead")
    func unknownTwoLetters() throws {
        let result = try run(["-l", "xx"], stdin: Data(utf8: "Anna\n"))
        #expect(result.status == 64)
        #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sectionize: unknown locale 'xx'"))
        #expect(result.stderr.contains("'sectionize locales' lists the locale IDs"))
    }

    @Test("Invalid UTF-8 is located by line and file offset (0-based, what xxd -s takes), not 'at byte' that reads like a column")
    func fileOffset() throws {
        try withTemporaryDirectory { dir in
            // "Anna\n" is bytes 0–4; line 2 starts at offset 5 with "B", and 0xFF is at offset 6.
            let file = try dir.file("bad.txt", Data([0x41, 0x6E, 0x6E, 0x61, 0x0A, 0x42, 0xFF, 0x0A]))
            let failed = try run([file])
            #expect(failed.status == 65)
            #expect(failed.stderr.hasPrefix("sectionize: \(file):2: invalid UTF-8 at file offset 6"), "\(failed.stderr)")
            let replaced = try run([file, "--invalid", "replace"])
            #expect(replaced.stderr.contains("\(file):2: invalid UTF-8 at file offset 6 (replaced by U+FFFD)"), "\(replaced.stderr)")
        }
    }

    @Test(
        "--show-readings is rejected where it changes nothing (like --search with --format tsv)",
        arguments: [
            ["-l", "ja", "--show-readings", "--format", "tsv"], ["-l", "ja", "--show-readings", "--format", "golden"],
            ["report", "-l", "ja", "--show-readings"], ["diff", "-l", "ja", "--show-readings", "a.txt", "b.txt"],
        ] as [[String]])
    func showReadingsRejected(arguments: [String]) throws {
        let result = try run(arguments, stdin: Data(utf8: "山田\n"))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sectionize: --show-readings adds readings to text output"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--show-readings still works with text output, and json and html accept it (they carry readings anyway)")
    func showReadingsAccepted() throws {
        for format in ["text", "json", "html"] {
            let result = try run(["-l", "ja", "--readings", "off", "--show-readings", "--format", format], stdin: Data(utf8: "Anna\n"))
            #expect(result.status == 0, "\(format): \(result.stderr)")
        }
    }
}
