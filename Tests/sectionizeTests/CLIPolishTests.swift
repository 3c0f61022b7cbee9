import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import Testing

// End-to-end tests for issue 14 (CLI correctness and polish), one suite per numbered item.
// Each one failed on the behaviour before the fix (the failing output is quoted in the test's
// comment). Letters are CLDR 42's index characters as ICU 72 ships them: en A–Z; ru
// А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я; el Α–Ω (24); ar the 28 letters
// ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي.

private let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
private let russian = "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я".split(separator: " ").map(String.init)
private let greek = "Α Β Γ Δ Ε Ζ Η Θ Ι Κ Λ Μ Ν Ξ Ο Π Ρ Σ Τ Υ Φ Χ Ψ Ω".split(separator: " ").map(String.init)
private let arabic = "ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي".split(separator: " ").map(String.init)

private func labels(
    _ arguments: [String], environment: [String: String]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String] {
    let result = try run(["titles"] + arguments, environment: environment, sourceLocation: sourceLocation)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout.text.split(separator: "\n").map(String.init)
}

@Suite("Several locales keep every letter")
struct MultiLocaleLettersTests {
    static let fourLocales = ["-l", "en", "-l", "ru", "-l", "el", "-l", "ar"]

    @Test("uikit: Nina under N, Αλέξης under Α, Роман under Р, أحمد under ا (was M, Z, П and #: ICU's 99-label cap thinned the 108 letters)")
    func namesUnderTheirLetters() throws {
        let result = try run(Self.fourLocales + ["--format", "tsv"], stdin: Data(utf8: "Nina\nАнна\nΑλέξης\nРоман\nأحمد\n"))
        #expect(result.status == 0)
        #expect(result.stdout.text == "N\tNina\nΑ\tΑλέξης\nА\tАнна\nР\tРоман\nا\tأحمد\n")
        #expect(result.stderr.isEmpty, "uikit never drops a letter, so there is nothing to warn about")
    }

    @Test("uikit: every letter of all four alphabets is a title: 26 + 24 + 30 + 28, then #")
    func everyLetter() throws {
        #expect(try labels(Self.fourLocales) == latin + greek + russian + arabic + ["#"])
    }

    @Test("icu: ICU's exact thinned titles (the library's, which equal ICU's AlphabeticIndex), and a warning naming --max-titles")
    func icuWarns() throws {
        let result = try run(["titles", "--style", "icu"] + Self.fourLocales)
        #expect(result.status == 0)
        let library = try IndexedCollation(locales: ["en", "ru", "el", "ar"], style: .icu)
        #expect(result.stdout.text.split(separator: "\n").map(String.init) == library.sectionTitles)
        #expect(library.droppedTitleCount > 0)
        #expect(
            result.stderr
                == "sectionize: warning: ICU's title cap (--max-titles 99) dropped \(library.droppedTitleCount) letters; --max-titles \(99 + library.droppedTitleCount) keeps them all (--style uikit never drops a letter)\n"
        )
        // Following the advice keeps every letter and silences the warning.
        let raised = try run(["titles", "--style", "icu", "--max-titles", "\(99 + library.droppedTitleCount)"] + Self.fourLocales)
        #expect(raised.stderr.isEmpty)
        let titles = raised.stdout.text.split(separator: "\n").map(String.init)
        for letter in latin + greek + russian + arabic { #expect(titles.contains(letter), "\(letter)") }
    }
}

@Suite("Locale IDs as users and environments write them")
struct LocaleIDPolishTests {
    @Test("LANG=sr_RS@latin gives Serbian Latin (Č Ć DŽ … Ž), not Cyrillic (the @latin modifier was dropped)")
    func serbianLatin() throws {
        let titles = try labels([], environment: ["LANG": "sr_RS.UTF-8@latin"])
        #expect(titles.contains("Č") && titles.contains("DŽ") && titles.contains("Ž"))
        #expect(!titles.contains("Ђ"))
        let document = try JSONDocument(try run(["--format", "json"], stdin: Data(), environment: ["LANG": "sr_RS@latin"]).stdout)
        #expect(document.locale == "sr_Latn_RS")
    }

    @Test("LANG=uz_UZ@cyrillic gives Uzbek Cyrillic letters (Ғ Қ Ҳ), not only Latin")
    func uzbekCyrillic() throws {
        let titles = try labels([], environment: ["LANG": "uz_UZ@cyrillic"])
        #expect(titles.contains("Ғ") && titles.contains("Қ") && titles.contains("Ҳ"))
    }

    @Test("und and und-… are BCP 47's undetermined language: ICU's root (A–Z #), not an error", arguments: ["und", "und-u-co-search"])
    func undetermined(tag: String) throws {
        #expect(try labels(["-l", tag]) == latin + ["#"])
    }

    @Test(
        "Deprecated codes are replaced as ICU's alias data says (CLDR languageAlias)",
        arguments: [
            ("iw", "he"), ("in", "id"), ("sh", "sr_Latn"), ("mo", "ro"),
        ])
    func deprecatedCodes(code: String, replacement: String) throws {
        let result = try run(["-l", code, "--format", "json"], stdin: Data())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try JSONDocument(result.stdout).locale == replacement)
    }

    @Test(
        "A region code used as a language suggests the region's language (ICU likely subtags: CN → zh, JP → ja, GR → el)",
        arguments: [("cn", "zh"), ("jp", "ja"), ("gr", "el")])
    func regionCodes(code: String, language: String) throws {
        let result = try run(["titles", "-l", code])
        #expect(result.status == 64)
        #expect(result.stderr.contains("(did you mean: \(language)"), "\(result.stderr)")
    }

    @Test(
        "Unknown keyword values are errors with suggestions, not a silent default",
        arguments: [
            ("de-u-co-phonebok", "unknown value 'phonebok' for -u-co-", "de-u-co-phonebk"),
            ("en-u-co-bogus", "ICU 72.1 accepts standard, emoji, eor, search", nil),
            ("en-u-kn-yes", "unknown value 'yes' for -u-kn-", nil),
            ("en-u-ks-level9", "accepts level1, level2, level3, level4, identic", "en-u-ks-level1"),
            ("de@collation=phonebok", "unknown value 'phonebok' for -u-co-", "de-u-co-phonebk"),
            ("en-u-kr-latn-bogus", "invalid reorder code 'bogus'", nil),
        ] as [(String, String, String?)])
    func keywordValues(identifier: String, message: String, suggestion: String?) throws {
        let result = try run(["titles", "-l", identifier])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        if let suggestion { #expect(result.stderr.contains("did you mean: \(suggestion)"), "\(result.stderr)") }
    }

    @Test(
        "A repeated reorder code is a usage error caught before ICU (ICU itself fails with U_ILLEGAL_ARGUMENT_ERROR, an internal error, exit 70)",
        arguments: ["en@colreorder=latn-latn", "en-u-kr-latn-latn", "en-u-kr-others-zzzz"])
    func repeatedReorderCode(identifier: String) throws {
        let result = try run(["titles", "-l", identifier])
        #expect(result.status == 64)
        #expect(result.stderr.contains("a reorder code is repeated"), "\(result.stderr)")
    }

    @Test("An error from the environment names the variable (LANG=zz_ZZ.UTF-8; LANG=UTF-8 now falls back to root, issue 32)")
    func environmentNamed() throws {
        let result = try run(["--format", "tsv"], stdin: Data(utf8: "x\n"), environment: ["LANG": "zz_ZZ.UTF-8"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("sectionize: LANG=zz_ZZ.UTF-8: unknown locale"), "\(result.stderr)")
    }

    @Test("LC_ALL=C.UTF-8 over LANG=sv_SE.UTF-8: English, and the source is LC_ALL (was 'default')")
    func lcAllDecides() throws {
        let environment = ["LC_ALL": "C.UTF-8", "LANG": "sv_SE.UTF-8"]
        let document = try JSONDocument(try run(["--format", "json"], stdin: Data(), environment: environment).stdout)
        #expect(document.locale == "en")
        #expect(document.localeSource == "LC_ALL")
        let text = try run([], stdin: Data(utf8: "x\n"), environment: environment)
        #expect(text.stdout.text.hasPrefix("# locale en (from LC_ALL),"))
    }
}

@Suite("No option is silently ignored")
struct SilentOptionTests {
    @Test(
        "Index-bar flags with --format tsv are a usage error (exit 64), named",
        arguments: [
            ["--search"], ["--min-rows", "3"], ["--index-slots", "5"], ["--jump", "after"], ["--all-sections"],
        ])
    func barFlagsWithTSV(flags: [String]) throws {
        let result = try run(["-l", "de", "--format", "tsv"] + flags, stdin: Data(utf8: "Anna\n"))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(flags[0]) describes the index bar, which --format tsv does not print"), "\(result.stderr)")
    }

    @Test("--max-titles 10 -l zh-Hant --style icu: 11 letters, as ICU's AlphabeticIndex (its rule keeps up to n+1), and the help says so")
    func maxLabelsCount() throws {
        let titles = try labels(["-l", "zh-Hant", "--style", "icu", "--max-titles", "10"])
        #expect(titles.filter { $0 != "…" }.count == 11)
        #expect(titles == (try IndexedCollation(locale: "zh-Hant", style: .icu, options: IndexOptions(maxTitleCount: 10))).sectionTitles)
        let help = try run(["help", "section"]).stdout.text
        #expect(help.contains("keeps up to n+1"))
    }

    @Test(
        "Negative numbers are read as values and rejected by name (was 'Missing value')",
        arguments: [
            (["--min-rows", "-1"], "--min-rows must be 0 or more, not -1"),
            (["--index-slots", "-3"], "--index-slots must be at least 1, not -3"),
            (["--style", "icu", "--max-titles", "-5"], "--max-titles must be at least 1, not -5"),
        ] as [([String], String)])
    func negativeValues(arguments: [String], message: String) throws {
        let result = try run(["-l", "de"] + arguments, stdin: Data(utf8: "Anna\n"))
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("sectionize: \(message)\n"), "\(result.stderr)")
    }

    @Test(
        "icu-only options with --style uikit are a usage error",
        arguments: [
            ["--max-titles", "10"], ["--underflow-title", "<"], ["--overflow-title", ">"], ["--inflow-title", "~"],
        ])
    func icuOnlyOptions(arguments: [String]) throws {
        let result = try run(["titles", "-l", "de"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(arguments[0]) only applies to --style icu"), "\(result.stderr)")  // one flag: "applies"
    }

    @Test("--add-titles '[Æ{Sch*}{St*}]' (ICU's TestSchSt) gives the library's labels with those extra labels")
    func addLabels() throws {
        let titles = try labels(["-l", "de", "--style", "icu", "--add-titles", "[Æ{Sch*}{St*}]"])
        let library = try IndexedCollation(locale: "de", style: .icu, options: IndexOptions(additionalTitles: ["Æ", "Sch*", "St*"]))
        #expect(titles == library.sectionTitles)
        #expect(titles.contains("Sch") && titles.contains("St"))
        let plain = try labels(["-l", "de", "--style", "icu"])
        #expect(!plain.contains("Sch"))
    }

    @Test("--add-titles with a bad pattern is a usage error naming ICU's error")
    func badPattern() throws {
        let result = try run(["titles", "-l", "de", "--add-titles", "[Æ{Sch"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid UnicodeSet pattern '[Æ{Sch'"), "\(result.stderr)")
        #expect(result.stderr.contains("U_"), "\(result.stderr)")
    }

    @Test("--underflow-label, --inflow-label and --overflow-label title ICU's special buckets")
    func specialLabels() throws {
        let titles = try labels(["-l", "en", "-l", "ru", "--style", "icu", "--underflow-title", "<", "--inflow-title", "~", "--overflow-title", ">"])
        #expect(titles.first == "<")
        #expect(titles.last == ">")
        #expect(titles.contains("~"))
        #expect(!titles.contains("…"))
    }
}

@Suite("Pipes: a closed reader ends the run quietly")
struct PipeTests {
    @Test("A reader that went away (| head -1): killed quietly by SIGPIPE like coreutils, nothing on stderr (was exit 74 'Broken pipe')")
    func closedPipe() throws {
        try withTemporaryDirectory { dir in
            // About 1.4 MB of TSV: more than the 1 MiB output buffer.
            let big = try dir.file("big.txt", syntheticNames(count: 100_000))
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let result = try Binary.launch(["--locale", "de", "--format", "tsv", big], stdout: pipe.fileHandleForWriting)
            try? pipe.fileHandleForWriting.close()
            #expect(result.reason == .uncaughtSignal)
            #expect(result.status == SIGPIPE)
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("A real write error (/dev/full) still exits 74 with a message")
    func fullDisk() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try Binary.launch(["--locale", "de", "--format", "tsv"], stdin: Data(utf8: "Anna\n"), stdout: full)
        #expect(result.reason == .exit)
        #expect(result.status == 74)
        #expect(result.stderr == "sectionize: write error: No space left on device\n")
    }
}

@Suite("Help, blank lines, numeric order, locales")
struct HelpAndDocsTests {
    @Test("sectionize --help shows how to section a file: the sectioning flags and the subcommands", arguments: [["--help"], ["-h"], ["help"]])
    func rootHelp(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        let help = result.stdout.text
        for flag in [
            "USAGE: sectionize [section] [<options>] [<file> ...]", "--locale <id>", "--style <style>", "--format <format>",
            "--min-rows <n>", "--search", "--numeric", "--native-first", "--add-titles <set>", "SUBCOMMANDS:", "titles", "locales",
        ] {
            #expect(help.contains(flag), "\(flag)")
        }
        #expect(help.hasSuffix("\n"))
    }

    @Test("Empty lines are not rows; a line of spaces only is a row, under # (as the help and README say)")
    func spacesOnlyLine() throws {
        let result = try run(["-l", "de", "--format", "tsv"], stdin: Data(utf8: "Bob\n\n   \n\t\n"))
        #expect(result.stdout.text == "B\tBob\n#\t   \n#\t\t\n")
        let help = try run(["--help"]).stdout.text
        #expect(help.contains("Empty lines are not rows"))
    }

    @Test("--numeric sorts digits by value (2 before 10, -u-kn-true); the default and --no-numeric digit by digit")
    func numeric() throws {
        let input = Data(utf8: "10. Zehn\n2. Zwei\n1. Eins\n")
        let plain = try run(["-l", "de", "--format", "tsv"], stdin: input)
        #expect(plain.stdout.text == "#\t1. Eins\n#\t10. Zehn\n#\t2. Zwei\n")
        let numeric = try run(["-l", "de", "--numeric", "--format", "tsv"], stdin: input)
        #expect(numeric.stdout.text == "#\t1. Eins\n#\t2. Zwei\n#\t10. Zehn\n")
        let off = try run(["-l", "de-u-kn", "--no-numeric", "--format", "tsv"], stdin: input)
        #expect(off.stdout.text == plain.stdout.text)
        let document = try JSONDocument(try run(["-l", "de", "--numeric", "--format", "json"], stdin: input).stdout)
        #expect(document.locale == "de@colnumeric=yes")
    }

    @Test("locales --format json lists each locale's collations (ICU: de phonebk, zh_Hant stroke first, es trad)")
    func localesJSON() throws {
        let result = try run(["locales", "--format", "json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(array.map { $0["id"] as? String ?? "" } == IndexedCollation.availableLocales)
        func collations(_ id: String) -> [String] {
            array.first { $0["id"] as? String == id }?["collations"] as? [String] ?? []
        }
        #expect(Set(collations("de")) == ["standard", "phonebk", "search", "emoji", "eor"])
        #expect(collations("zh_Hant").first == "stroke")
        #expect(Set(["pinyin", "zhuyin", "unihan"]).isSubset(of: Set(collations("zh_Hant"))))
        #expect(collations("es").contains("trad"))
        #expect(array.first { $0["id"] as? String == "de" }?["name"] as? String == "German")
        let plain = try run(["locales", "--plain"]).stdout.text.split(separator: "\n").map(String.init)
        #expect(plain == IndexedCollation.availableLocales)
    }
}

@Suite("--native-first puts the locale's letters first")
struct NativeFirstTests {
    @Test("ru: iOS order by default (A–Z, А–Я, #); --native-first gives А–Я, A–Z, #")
    func russianOrder() throws {
        #expect(try labels(["-l", "ru"]) == latin + russian + ["#"])
        #expect(try labels(["-l", "ru", "--native-first"]) == russian + latin + ["#"])
    }

    @Test("--native-first puts a Russian list's own names before 'Smith John'")
    func rows() throws {
        let input = Data(utf8: "Smith John\nИванов Иван\n42\n")
        let iOS = try run(["-l", "ru", "--format", "tsv"], stdin: input)
        #expect(iOS.stdout.text == "S\tSmith John\nИ\tИванов Иван\n#\t42\n")
        let native = try run(["-l", "ru", "--native-first", "--format", "tsv"], stdin: input)
        #expect(native.stdout.text == "И\tИванов Иван\nS\tSmith John\n#\t42\n")
    }

    @Test("--native-first with --style icu is a usage error")
    func icuStyle() throws {
        let result = try run(["titles", "-l", "ru", "--style", "icu", "--native-first"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--native-first only applies to --style uikit"))
    }
}

@Suite("Completion scripts")
struct CompletionTests {
    @Test(
        "Completion scripts for bash, zsh and fish; --locale completes from `sectionize locales --plain`",
        arguments: ["bash", "zsh", "fish"])
    func completionScript(shell: String) throws {
        let result = try run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.text.contains("sectionize locales --plain"))
    }
}
