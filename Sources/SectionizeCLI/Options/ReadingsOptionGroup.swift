public import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--readings` and `--show-readings`: whether rows are sectioned by computed readings.
struct ReadingsOptionGroup: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Computed readings: auto (Japanese names in kanji read as kana with MeCab, Simplified Chinese names as pinyin with ICU's Han-Latin/Names; with both locales, each name by its language; no other locale) or off.",
            discussion: "Default: auto in uikit style, off in icu style (exactly ICU's AlphabeticIndex).", valueName: "mode"))
    var readings: ReadingMode?

    @Flag(name: .customLong("show-readings"), help: "Text output: show each row's reading after a tab.")
    var showReadings = false

    /// Refuses `--show-readings` where it would change nothing, as `--search` and the other
    /// index-bar flags are refused with `--format tsv`: a flag is honoured or rejected,
    /// never silently ignored.
    ///
    /// - Parameter reason: Why it changes nothing here, for the message.
    /// - Throws: `ValidationError` when the flag is given.
    func refuseShowReadings(because reason: String) throws {
        if showReadings {
            throw ValidationError(
                "--show-readings adds readings to text output (json and html always include them); \(reason)")
        }
    }
}

extension ReadingMode: ExpressibleByArgument {}
