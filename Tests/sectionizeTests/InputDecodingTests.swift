import Foundation
import Testing

/// Decoding input through the binary. Expected behaviour: the doc comments of
/// `InputDecoder`, `InputReader` and `InvalidInputPolicy` (SectionizeKit/Input), the
/// `--invalid` help of `sectionize section`, and its exit codes (sysexits.h: EX_DATAERR 65).
/// The BOM bytes are those of the Unicode FAQ "UTF-8, UTF-16, UTF-32 & BOM". Section titles
/// are those of German (CLDR de index characters A–Z, umlauts sorting with their base letter),
/// so the expected output is written out in full.
@Suite("Input decoding through the binary")
struct InputDecodingTests {
    /// What an invalid-UTF-8 error adds for a user whose file is in a legacy encoding (issue 22).
    static let hint = "; not UTF-8? name the encoding: --encoding windows-1252, shift_jis, gb18030, big5 …"

    /// `sectionize --locale de --format tsv FILE [extra…]` on a file holding `bytes`.
    func tsv(_ bytes: Data, _ extra: [String] = []) throws -> (result: (status: Int32, stdout: Data, stderr: String), path: String) {
        try withTemporaryDirectory { dir in
            let path = try dir.file("names.txt", bytes)
            return (try run(["--locale", "de", "--format", "tsv"] + extra + [path]), path)
        }
    }

    // MARK: Encodings

    @Test("A UTF-8 BOM (EF BB BF) at the start is removed: it is not part of the first row")
    func utf8BOMIsNotInTheRow() throws {
        let (result, _) = try tsv(Data([0xEF, 0xBB, 0xBF]) + Data(utf8: "Anna\nBob\n"))
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nB\tBob\n")
        #expect(result.stderr == "")
    }

    @Test(
        "UTF-16 with a BOM (FF FE little-endian, FE FF big-endian) comes out as UTF-8, like the same text in UTF-8",
        arguments: [false, true])
    func utf16WithBOM(bigEndian: Bool) throws {
        let text = "Zoë\nÄrger\r\n😀x\n"  // 😀 is a surrogate pair in UTF-16
        var bytes = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
        for unit in text.utf16 {
            bytes.append(contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        let (result, _) = try tsv(bytes)
        #expect(result.status == 0)
        // Ä files under A in German; an emoji has no letter, so uikit style puts it under #.
        #expect(result.stdout == Data(utf8: "A\tÄrger\nZ\tZoë\n#\t😀x\n"))
        #expect(result.stdout == (try tsv(Data(utf8: text))).result.stdout)
        #expect(result.stderr == "")
    }

    @Test(
        "LF, CRLF and a lone CR each end a line; blank lines are not rows; a last line without a line end is kept",
        arguments: ["\n", "\r\n", "\r"])
    func lineEnds(lineEnd: String) throws {
        let input = ["Carl", "", "Anna", "", "", "Bob"].joined(separator: lineEnd)  // no final line end
        let (result, _) = try tsv(Data(utf8: input))
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nB\tBob\nC\tCarl\n")
        #expect(result.stderr == "")
    }

    @Test("Mixed line ends in one file, and a CR LF split only as one line end")
    func mixedLineEnds() throws {
        let (result, _) = try tsv(Data(utf8: "Dora\r\n\r\nCarl\rBob\n\nAnna\r"))
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nB\tBob\nC\tCarl\nD\tDora\n")
    }

    // MARK: Invalid input

    /// Invalid inputs with the line and 0-based byte offset the message must name (offsets
    /// count from the start of the file, BOM included; line ends as above).
    static let invalidUTF8: [(name: String, bytes: [UInt8], line: Int, offset: Int)] = [
        ("lone FF on line 2", Array("Anna\nB".utf8) + [0xFF] + Array("rt\nCarl\n".utf8), 2, 6),
        ("after a BOM and CRLF", [0xEF, 0xBB, 0xBF] + Array("Anna\r\nBo".utf8) + [0xC3] + Array("(b\r\n".utf8), 2, 11),
        ("after lone CRs", Array("A\rB\r".utf8) + [0xE2, 0x82] + Array("x".utf8), 3, 4),
        ("an encoded surrogate ED A0 80", Array("ok\n\n".utf8) + [0xED, 0xA0, 0x80], 3, 4),
        ("an overlong C0 AF", [0xC0, 0xAF], 1, 0),
    ]

    @Test(
        "Invalid UTF-8 fails by default: exit 65, exactly `sectionize: FILE:LINE: invalid UTF-8 at file offset N`, nothing on stdout",
        arguments: invalidUTF8.indices)
    func invalidUTF8Fails(_ i: Int) throws {
        let example = Self.invalidUTF8[i]
        let (result, path) = try tsv(Data(example.bytes))
        #expect(result.status == 65, "\(example.name)")
        #expect(
            result.stderr == "sectionize: \(path):\(example.line): invalid UTF-8 at file offset \(example.offset)\(Self.hint)\n", "\(example.name)")
        #expect(result.stdout.isEmpty, "no partial output: \(example.name)")
    }

    @Test("`--invalid fail` is the default and says the same")
    func explicitFail() throws {
        let bytes = Data(Self.invalidUTF8[0].bytes)
        #expect(try tsv(bytes, ["--invalid", "fail"]).result.stderr.hasSuffix(":2: invalid UTF-8 at file offset 6\(Self.hint)\n"))
    }

    @Test("`--invalid replace`: exit 0, U+FFFD in the row, a warning naming FILE:LINE and byte, then a summary")
    func invalidUTF8Replaced() throws {
        let (result, path) = try tsv(Data(Self.invalidUTF8[0].bytes), ["--invalid", "replace"])
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nB\tB\u{FFFD}rt\nC\tCarl\n")
        #expect(
            result.stderr == """
                sectionize: warning: \(path):2: invalid UTF-8 at file offset 6 (replaced by U+FFFD)
                sectionize: 1 invalid sequence(s) replaced, 0 line(s) skipped

                """)
    }

    @Test("`--invalid skip`: exit 0, the line is dropped and stderr names it")
    func invalidUTF8Skipped() throws {
        let (result, path) = try tsv(Data(Self.invalidUTF8[0].bytes), ["--invalid", "skip"])
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nC\tCarl\n")
        #expect(
            result.stderr == """
                sectionize: warning: \(path):2: invalid UTF-8 at file offset 6 (line skipped)
                sectionize: 0 invalid sequence(s) replaced, 1 line(s) skipped

                """)
    }

    @Test("A NUL byte follows the same policies, as `NUL byte at file offset N`", arguments: ["fail", "replace", "skip"])
    func nulByte(policy: String) throws {
        let (result, path) = try tsv(Data(utf8: "Anna\nB\0rt\nCarl\n"), ["--invalid", policy])
        switch policy {
        case "fail":
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "sectionize: \(path):2: NUL byte at file offset 6\n")
        case "replace":
            #expect(result.status == 0)
            #expect(result.stdout.text == "A\tAnna\nB\tB\u{FFFD}rt\nC\tCarl\n")
            #expect(result.stderr.hasPrefix("sectionize: warning: \(path):2: NUL byte at file offset 6 (replaced by U+FFFD)\n"))
        default:
            #expect(result.status == 0)
            #expect(result.stdout.text == "A\tAnna\nC\tCarl\n")
            #expect(result.stderr.hasPrefix("sectionize: warning: \(path):2: NUL byte at file offset 6 (line skipped)\n"))
        }
    }

    @Test("An unpaired surrogate in UTF-16 fails as `invalid UTF-16 at file offset N` (BOM counted)", arguments: [false, true])
    func unpairedSurrogate(bigEndian: Bool) throws {
        // BOM (2 bytes) + "ok\n" (6) + "A" (2): the lone D800 is at file offset 10, on line 2.
        let units: [UInt16] = Array("ok\nA".utf16) + [0xD800] + Array("B\n".utf16)
        var bytes = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
        for unit in units {
            bytes.append(contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        let (result, path) = try tsv(bytes)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sectionize: \(path):2: invalid UTF-16 at file offset 10\n")
    }

    @Test("With no FILE, or with `-`, rows come from standard input", arguments: [[], ["-"]] as [[String]])
    func standardInput(files: [String]) throws {
        let result = try run(["--locale", "de", "--format", "tsv"] + files, stdin: Data(utf8: "Zed\nAnna\n"))
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nZ\tZed\n")
        #expect(result.stderr == "")
    }

    @Test("Standard input from a pipe (read in blocks until end of file) gives the same rows")
    func standardInputPipe() throws {
        let result = try Binary.launch(["--locale", "de", "--format", "tsv"], stdin: Data(utf8: "Zed\r\nAnna"), stdinViaPipe: true)
        #expect(result.status == 0)
        #expect(result.stdout.text == "A\tAnna\nZ\tZed\n")
    }

    @Test("Invalid input on standard input is reported as `<stdin>:LINE`")
    func standardInputError() throws {
        let result = try run(["--locale", "de", "-"], stdin: Data([0x41, 0x0A, 0x42, 0xFF]))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sectionize: <stdin>:2: invalid UTF-8 at file offset 3\(Self.hint)\n")
    }

    @Test("Two files (and `-` between them) are read as one list; duplicates are kept")
    func filesAreConcatenated() throws {
        try withTemporaryDirectory { dir in
            let first = try dir.file("first.txt", "Zed\nBob\n")
            let second = try dir.file("second.txt", "Anna\r\nBob")
            let two = try run(["--locale", "de", "--format", "tsv", first, second])
            #expect(two.status == 0)
            #expect(two.stdout.text == "A\tAnna\nB\tBob\nB\tBob\nZ\tZed\n")
            let three = try run(["--locale", "de", "--format", "tsv", first, "-", second], stdin: Data(utf8: "Carl\n"))
            #expect(three.stdout.text == "A\tAnna\nB\tBob\nB\tBob\nC\tCarl\nZ\tZed\n")
        }
    }

    @Test("An error in the second file names that file and its own line, and nothing of the first is printed")
    func errorInSecondFile() throws {
        try withTemporaryDirectory { dir in
            let first = try dir.file("first.txt", "ok\n")
            let second = try dir.file("second.txt", Data([0x78, 0x0A, 0xFF, 0x79, 0x0A]))
            let result = try run(["--locale", "de", first, second])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "sectionize: \(second):2: invalid UTF-8 at file offset 2\(Self.hint)\n")
            let skipped = try run(["--locale", "de", "--format", "tsv", "--invalid", "skip", first, second])
            #expect(skipped.stdout.text == "O\tok\nX\tx\n")
            #expect(skipped.stderr.hasPrefix("sectionize: warning: \(second):2: invalid UTF-8 at file offset 2 (line skipped)\n"))
        }
    }
}

extension Slow {
    /// ``InputDecodingTests`` with large inputs: seconds each in a debug build.
    @Suite("Input decoding through the binary: large inputs")
    struct LargeInputDecodingTests {
        @Test("A 10 MB single line is one row, written out intact")
        func tenMegabyteLine() throws {
            let line = Data(utf8: "Q") + Data(repeating: UInt8(ascii: "x"), count: 10 << 20)
            let (result, _) = try InputDecodingTests().tsv(line + Data([0x0A]))
            #expect(result.status == 0)
            #expect(result.stdout.count == line.count + 3)
            #expect(result.stdout == Data(utf8: "Q\t") + line + Data([0x0A]))
            #expect(result.stderr == "")
        }

        // MARK: Sources

        @Test("Standard input from a pipe larger than one 1 MiB read block is read whole (`cat FILE | sectionize`)")
        func largeStandardInputPipe() throws {
            try withTemporaryDirectory { dir in
                let names = try dir.file("names.txt", syntheticNames(count: 100_000))  // 1.2 MB
                let output = dir.url.appendingPathComponent("out.tsv").path
                let shell = Process()
                shell.executableURL = URL(fileURLWithPath: "/bin/sh")
                shell.arguments = ["-c", #"cat "$1" | "$0" --locale de --format tsv > "$2""#, try Binary.url.path, names, output]
                try shell.run()
                shell.waitUntilExit()
                #expect(shell.terminationStatus == 0)
                let direct = try run(["--locale", "de", "--format", "tsv", names])
                #expect(direct.stdout.lines.count == 100_000)
                #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == direct.stdout)
            }
        }
    }
}
