import ArgumentParser
import SectionizeKit

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
        of ICU's AlphabeticIndex (--style icu).

        Exit codes (sysexits): 0 success, 64 bad usage or unknown locale, 65 invalid input data, \
        66 missing or unreadable input, 70 internal (ICU) failure, 74 read or write error.
        """,
        version: Sectionize.versionText,
        subcommands: [SectionCommand.self, LabelsCommand.self, LocalesCommand.self, DiffCommand.self],
        defaultSubcommand: SectionCommand.self
    )

    /// `--version`: the tool's version and the ICU and CLDR versions it runs on.
    static let versionText = "sectionize \(toolVersion) (ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion), Unicode \(IndexedCollation.unicodeVersion))"

    /// The tool's own version.
    static let toolVersion = "0.1.0"

    /// Creates the root command (ArgumentParser needs this).
    public init() {}
}
