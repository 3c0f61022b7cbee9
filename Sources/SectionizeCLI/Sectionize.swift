public import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize`: sort a list the way a language expects, group it into alphabetical
/// sections, and show the index bar beside it.
public struct Sectionize: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sectionize",
        abstract: "Sort lines the way a language expects and group them into alphabetical sections.",
        discussion: """
            Reads one row per line from FILEs (or standard input), sorts them with ICU's collation \
            for the locale, and prints them grouped under the locale's alphabetical section titles: \
            the letters iOS users know and # (--style uikit, the default), or exactly the buckets \
            of ICU's AlphabeticIndex (--style icu). Empty lines are not rows; every other line, \
            even one of spaces only, is a row and comes out exactly once, bytes unchanged.

            Exit codes (sysexits): 0 success, 64 bad usage or unknown locale, 65 invalid input data, \
            66 missing or unreadable input, 69 readings asked for but unavailable (MeCab missing), \
            70 internal (ICU) failure, 73 a golden refused (read-only), 74 read or write error \
            (full disk). When the reader of the output goes away (| head -1) sectionize ends \
            quietly, killed by SIGPIPE, like coreutils.
            """,
        version: Sectionize.versionText,
        subcommands: [
            SectionCommand.self,
            TitlesCommand.self,
            LocalesCommand.self,
            VerifyCommand.self,
            ReportCommand.self,
            DiffCommand.self,
            SearchCommand.self,
            StoreCommand.self,
        ],
        defaultSubcommand: SectionCommand.self
    )

    /// `--version`: the tool's version and the ICU and CLDR versions it runs on.
    static let versionText =
        "sectionize \(toolVersion) (ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion), Unicode \(IndexedCollation.unicodeVersion))"

    /// The tool's own version.
    static let toolVersion = "0.7.0"

    /// Remembers the process's arguments as bytes, so that input files whose names are not
    /// UTF-8 open (ArgumentParser sees them with U+FFFD).
    public static func rememberRawArguments() {
        let count = Int(CommandLine.argc)
        let arguments = (0..<count).compactMap { i in
            CommandLine.unsafeArgv[i].map {
                Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
            }
        }
        InputReader.rememberRawArguments(arguments)
    }

    /// Every error starts with `sectionize: `, ArgumentParser's usage and validation errors
    /// (`Error: ` by default) like the tool's own (``CLIError``) and its warnings, as
    /// coreutils' do.
    public static var _errorPrefix: String { "sectionize: " }

    /// Creates the root command (ArgumentParser needs this).
    public init() {}

    /// Runs the command line. `sectionize --help` (also `-h` and `help` alone) prints
    /// ``rootHelp(columns:)``: the default command's flags with the subcommands, so that a
    /// new user sees how to section a file. `--generate-manual` prints the manual page
    /// (``ManualPage``), and `--generate-completion-script bash` ArgumentParser's script with
    /// the default command completed (``BashCompletion``); everything else is ArgumentParser's.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            print(rootHelp(columns: nil))
            Glibc.exit(0)
        }
        // The manual page, with its text as written (``ManualPage``).
        if arguments == ["--generate-manual"] {
            print(ManualPage.text, terminator: "")
            Glibc.exit(0)
        }
        // Bash completes the default command too (``BashCompletion``).
        if arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"]
            || arguments == ["--generate-completion-script"] && CompletionShell.autodetected() == .bash
        {
            print(BashCompletion.script)
            Glibc.exit(0)
        }
        main(arguments)
    }

    /// The root help: the overview, then the usage and options of `section` (the default
    /// command) as `sectionize [<file> ...]`, then the subcommands.
    ///
    /// - Parameter columns: The width to wrap to; the terminal's by default.
    static func rootHelp(columns: Int?) -> String {
        let root = helpMessage(columns: columns)
        let section = helpMessage(for: SectionCommand.self, columns: columns)
        guard let rootUsage = root.firstRange(of: "USAGE:"), let subcommands = root.firstRange(of: "SUBCOMMANDS:"),
            let sectionUsage = section.firstRange(of: "USAGE:")
        else { return root }
        var options = String(section[sectionUsage.lowerBound...])
        if let end = options.firstRange(of: "\n  See '") { options = String(options[..<end.lowerBound]) + "\n" }
        options = options.replacingFirst("sectionize section ", with: "sectionize [section] ")
        options = options.replacingFirst("\n\n", with: "\n       sectionize <subcommand> [<options>]\n\n")
        return String(root[..<rootUsage.lowerBound]) + options + "\n" + String(root[subcommands.lowerBound...])
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
