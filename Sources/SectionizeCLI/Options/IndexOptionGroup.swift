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

    // The spellings of 0.3 (ICU's word, "label"), still read; hidden from the help.
    @Option(name: .customLong("add-labels"), help: .hidden) var addLabels: String?
    @Option(name: .customLong("max-labels"), parsing: .unconditional, help: .hidden) var maxLabels: Int?
    @Option(name: .customLong("underflow-label"), help: .hidden) var underflowLabel: String?
    @Option(name: .customLong("inflow-label"), help: .hidden) var inflowLabel: String?
    @Option(name: .customLong("overflow-label"), help: .hidden) var overflowLabel: String?

    /// Each title option with the value given under its name or its former name, and the name used.
    private var titleOptions: (add: String?, max: (Int, String)?, underflow: String?, inflow: String?, overflow: String?, given: [String]) {
        var given: [String] = []
        func pick<T>(_ new: T?, _ newName: String, _ old: T?, _ oldName: String) -> T? {
            if new != nil { given.append(newName) } else if old != nil { given.append(oldName) }
            return new ?? old
        }
        let add = pick(addTitles, "--add-titles", addLabels, "--add-labels")
        let max = pick(maxTitles, "--max-titles", maxLabels, "--max-labels")
        let underflow = pick(underflowTitle, "--underflow-title", underflowLabel, "--underflow-label")
        let inflow = pick(inflowTitle, "--inflow-title", inflowLabel, "--inflow-label")
        let overflow = pick(overflowTitle, "--overflow-title", overflowLabel, "--overflow-label")
        return (add, max.map { ($0, maxTitles != nil ? "--max-titles" : "--max-labels") }, underflow, inflow, overflow, given)
    }

    func validate() throws {
        let titles = titleOptions
        for (new, old) in [
            (addTitles != nil, addLabels != nil), (maxTitles != nil, maxLabels != nil), (underflowTitle != nil, underflowLabel != nil),
            (inflowTitle != nil, inflowLabel != nil), (overflowTitle != nil, overflowLabel != nil),
        ] where new && old {
            throw ValidationError(
                "give each title option once: \(titles.given.joined(separator: ", ")) and their 0.3 spellings (…-labels/…-label) name the same options"
            )
        }
        if let (count, name) = titles.max, count < 1 { throw ValidationError("\(name) must be at least 1, not \(count)") }
        if style == .uikit {
            let icuOnly = titles.given.filter { $0 != "--add-titles" && $0 != "--add-labels" }
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
        let titles = titleOptions
        if let (count, _) = titles.max { options.maxTitleCount = count }
        if let underflow = titles.underflow { options.underflowTitle = underflow }
        if let inflow = titles.inflow { options.inflowTitle = inflow }
        if let overflow = titles.overflow { options.overflowTitle = overflow }
        if let add = titles.add { options.additionalTitles = try IndexOptions.titles(fromUnicodeSetPattern: add) }
        return options
    }
}

extension IndexStyle: ExpressibleByArgument {}
