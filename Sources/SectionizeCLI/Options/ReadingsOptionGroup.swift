import ArgumentParser
import SectionizeKit

/// `--readings` and `--show-readings`: whether rows are sectioned by computed readings.
struct ReadingsOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Computed readings: auto (Japanese names in kanji read as kana with MeCab, Simplified Chinese names as pinyin with ICU's Han-Latin/Names; no other locale) or off.",
        discussion: "Default: auto in uikit style, off in icu style (exactly ICU's AlphabeticIndex).", valueName: "mode"))
    var readings: ReadingMode?

    @Flag(name: .customLong("show-readings"), help: "Text output: show each row's reading after a tab.")
    var showReadings = false

    /// The mode in effect for a style.
    func mode(for style: IndexStyle) -> ReadingMode { readings ?? (style == .uikit ? .auto : .off) }

    /// The reading provider for an index. A provider that cannot be opened is an error
    /// (exit 69) when `--readings auto` was given, and a warning on stderr (and no readings)
    /// when auto is only the default.
    func provider(for index: IndexedCollation) throws(CLIError) -> (provider: (any ReadingProvider)?, note: String?) {
        do {
            return (try index.readingProvider(for: mode(for: index.style)), nil)
        } catch {
            guard readings == nil else { throw CLIError.library(error) }
            StandardError.write("sectionize: warning: no readings: \(error.message) (--readings off silences this)\n")
            return (nil, "unavailable")
        }
    }
}

extension ReadingMode: ExpressibleByArgument {}
