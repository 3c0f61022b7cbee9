public import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The options that choose the index: locales, style, collation settings and ICU's
/// AlphabeticIndex options.
struct IndexOptionGroup: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Locale (BCP 47 tag or ICU ID, e.g. de, sv, zh-Hant, de-u-co-phonebk, sr_RS@latin, und). Repeat to add another locale's letters; the first decides the order.",
            discussion: "Default: from LC_ALL, LC_COLLATE or LANG, else en. 'sectionize locales' lists the IDs and their collations.",
            valueName: "id"), completion: .shellCommand("sectionize locales --plain"))
    var locale: [String] = []

    @Option(
        help: ArgumentHelp(
            "Section titles: uikit (the locale's letters, A–Z first for non-Latin locales, then #; never drops a letter) or icu (exactly ICU AlphabeticIndex's buckets, with …).",
            valueName: "style"))
    var style: IndexStyle = .uikit

    @Flag(
        inversion: .prefixedNo,
        help: "Compare digits by numeric value, 2 before 10 (-u-kn-true); --no-numeric compares them digit by digit (the default).")
    var numeric: Bool?

    @Flag(name: .customLong("native-first"), help: "uikit style: put the locale's own letters first, then A–Z, then # (iOS puts A–Z first).")
    var nativeFirst = false

    @Option(
        name: .customLong("add-titles"),
        help: ArgumentHelp(
            "Extra titles as a UnicodeSet pattern, e.g. '[Æ{Sch*}{St*}]' (ICU's addLabels; a trailing * forces a multi-letter title in).",
            valueName: "set"))
    var addTitles: String?

    @Option(
        name: .customLong("max-titles"), parsing: .unconditional,
        help: ArgumentHelp(
            "icu style: ICU's title cap (default 99). ICU thins more letters evenly and keeps up to n+1 of them (zh-Hant with 10 keeps 11); a warning says when letters were dropped.",
            valueName: "n"))
    var maxTitles: Int?

    @Option(
        name: .customLong("underflow-title"),
        help: ArgumentHelp("icu style: the title of the bucket before the first letter (default …).", valueName: "text"))
    var underflowTitle: String?

    @Option(
        name: .customLong("inflow-title"), help: ArgumentHelp("icu style: the title of a bucket between two scripts (default …).", valueName: "text"))
    var inflowTitle: String?

    @Option(
        name: .customLong("overflow-title"),
        help: ArgumentHelp("icu style: the title of the bucket after the last letter (default …).", valueName: "text"))
    var overflowTitle: String?

    /// Each title option that was given, by name.
    private var givenTitleOptions: [String] {
        [
            ("--add-titles", addTitles != nil), ("--max-titles", maxTitles != nil), ("--underflow-title", underflowTitle != nil),
            ("--inflow-title", inflowTitle != nil), ("--overflow-title", overflowTitle != nil),
        ].filter(\.1).map(\.0)
    }

    func validate() throws {
        if let count = maxTitles, count < 1 { throw ValidationError("--max-titles must be at least 1, not \(count)") }
        if style == .uikit {
            let icuOnly = givenTitleOptions.filter { $0 != "--add-titles" }
            if !icuOnly.isEmpty {
                throw ValidationError(
                    "\(icuOnly.joined(separator: ", ")) only appl\(icuOnly.count == 1 ? "ies" : "y") to --style icu (the uikit style keeps every letter and puts the rest under #)"
                )
            }
        } else if nativeFirst {
            throw ValidationError("--native-first only applies to --style uikit (ICU's buckets follow the collation order)")
        }
    }

    /// The locales to use, where they came from, and the raw environment value if any.
    func resolvedLocales() -> (ids: [String], source: String, value: String?) {
        if !locale.isEmpty { return (locale, "--locale", nil) }
        let fromEnvironment = LocaleIdentifier.environment()
        return ([fromEnvironment.identifier.rawValue], fromEnvironment.origin.description, fromEnvironment.value)
    }

    /// The library's options for these flags.
    func indexOptions() throws(SectionizeError) -> IndexOptions {
        var options = IndexOptions(nativeScriptFirst: nativeFirst)
        if let count = maxTitles { options.maxTitleCount = count }
        if let underflow = underflowTitle { options.underflowTitle = underflow }
        if let inflow = inflowTitle { options.inflowTitle = inflow }
        if let overflow = overflowTitle { options.overflowTitle = overflow }
        if let add = addTitles { options.additionalTitles = try IndexOptions.titles(fromUnicodeSetPattern: add) }
        return options
    }
}

extension IndexStyle: ExpressibleByArgument {}
