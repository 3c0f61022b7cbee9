import ArgumentParser
import SectionizeKit

/// The options that choose the index: locales, style and label count.
struct IndexOptionGroup: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Locale (BCP 47 tag or ICU ID, e.g. de, sv, zh-Hant, de-u-co-phonebk). Repeat to add another locale's letters; the first decides the order.",
        discussion: "Default: from LC_ALL, LC_COLLATE or LANG, else en.", valueName: "id"))
    var locale: [String] = []

    @Option(help: ArgumentHelp("Section titles: uikit (the locale's letters, A–Z first for non-Latin locales, then #) or icu (exactly ICU AlphabeticIndex's buckets, with …).", valueName: "style"))
    var style: IndexStyle = .uikit

    @Option(name: .customLong("max-labels"), help: ArgumentHelp("Most letter labels to keep (ICU's rule thins the rest).", valueName: "n"))
    var maxLabels: Int = 99

    func validate() throws {
        guard maxLabels >= 1 else { throw ValidationError("--max-labels must be at least 1") }
    }

    /// The locales to use, and where they came from.
    func resolvedLocales() -> (ids: [String], source: String) {
        if !locale.isEmpty { return (locale, "--locale") }
        let fromEnvironment = LocaleIdentifier.fromEnvironment()
        return ([fromEnvironment.id], fromEnvironment.source)
    }

    /// Builds the index; a library error keeps its code (a bad locale is exit 64, an ICU
    /// failure 70).
    func makeIndex() throws(CLIError) -> (index: IndexedCollation, source: String) {
        let (ids, source) = resolvedLocales()
        do {
            let index = try IndexedCollation(locales: ids, style: style, options: IndexOptions(maxTitleCount: maxLabels))
            return (index, source)
        } catch {
            throw .library(error)
        }
    }
}

extension IndexStyle: ExpressibleByArgument {}
