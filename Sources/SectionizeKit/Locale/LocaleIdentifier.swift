internal import SectionizeICU
/// Checks and normalizes locale identifiers before they reach ICU.
///
/// ICU silently falls back to its root data for any identifier it does not know, so that
/// `xx`, `english` or `de-` would quietly give an index for no language at all. sectionize
/// instead accepts:
/// - BCP 47 tags, fully well formed: `de`, `de-AT`, `zh-Hant`, `de-u-co-phonebk`, `sr-Latn-RS`;
/// - ICU locale IDs: `de_AT`, `zh_Hant_TW`, `zh@collation=zhuyin`, `de@collation=phonebook`;
/// - `root`, `und` and `und-…` (ICU's root locale, CLDR's default collation and no
///   exemplar characters);
/// - POSIX names as in `LANG`: `sr_RS.UTF-8@latin` (the modifier becomes the script);
/// - deprecated language codes that ICU's alias data replaces (`iw` → `he`, `in` → `id`,
///   `sh` → `sr_Latn`, `mo` → `ro`, `tl` → `fil`);
///
/// and requires the language to be one of ICU's available locales' languages, and every
/// collation keyword (`-u-co-`, `-u-kn-`, …) to have a value ICU accepts for that locale.
///
/// A value of this type is a locale as requested (``rawValue`` is the identifier as written);
/// ``resolved()`` checks it and gives ICU's ID. The static functions work on plain strings.
public struct LocaleIdentifier: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier as requested: a BCP 47 tag, an ICU ID or a POSIX name.
    public var rawValue: String

    /// Creates a locale from an identifier as written; nothing is checked until ``resolved()``.
    ///
    /// - Parameter rawValue: A BCP 47 tag, an ICU ID or a POSIX name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a locale from an identifier as written.
    ///
    /// - Parameter identifier: A BCP 47 tag, an ICU ID or a POSIX name.
    public init(_ identifier: String) { self.rawValue = identifier }

    /// Creates a locale from a string literal (`"de"`, `"zh-Hant"`).
    ///
    /// - Parameter value: A BCP 47 tag, an ICU ID or a POSIX name.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier as requested.
    public var description: String { rawValue }

    /// The ICU locale ID this locale resolves to (see ``resolve(_:)``).
    ///
    /// - Throws: ``SectionizeError`` for a malformed or unknown locale.
    public func resolved() throws(SectionizeError) -> String { try Self.resolve(rawValue) }

    /// Resolves an identifier to the ICU locale ID that sectionize passes to ICU.
    ///
    /// - Parameter identifier: A BCP 47 tag or an ICU locale ID.
    /// - Returns: The canonical ICU locale ID (`de-u-co-phonebk` → `de@collation=phonebook`).
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/malformedLocale`` or
    ///   ``SectionizeError/Code/unknownLocale`` (with suggestions).
    public static func resolve(_ identifier: String) throws(SectionizeError) -> String {
        if identifier == "root" { return "root" }
        // A POSIX name (`sr_RS.UTF-8@latin`) becomes an ICU ID first.
        let trimmed = posixLocaleID(identifier, knownModifiersOnly: true) ?? identifier
        let wellFormed = trimmed.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";")
        }
        if identifier.isEmpty {
            throw SectionizeError(.malformedLocale, "malformed locale identifier '': it is empty")
        }
        guard !trimmed.isEmpty, wellFormed, hasWellFormedShape(trimmed) else {
            throw SectionizeError(
                .malformedLocale, "malformed locale identifier '\(identifier)'",
                suggestions: suggestions(for: identifier))
        }
        let isTag = !(trimmed.contains("@") || trimmed.contains("_"))
        let converted = isTag ? ICU.localeID(forLanguageTag: trimmed) : ICU.canonicalize(trimmed)
        guard var id = converted else {
            throw SectionizeError(
                .malformedLocale, "malformed locale identifier '\(identifier)'",
                suggestions: suggestions(for: identifier))
        }
        var language = ICU.part(.language, of: id)
        let lowered = trimmed.lowercased()
        if language.isEmpty || language == "root" {
            // `und` (BCP 47's undetermined language) and `root` with keywords are ICU's root.
            guard
                lowered == "und" || lowered.hasPrefix("und-") || lowered.hasPrefix("und_")
                    || lowered.hasPrefix("root@") || lowered.hasPrefix("root_") || lowered.hasPrefix("root-")
            else {
                throw SectionizeError(
                    .malformedLocale, "malformed locale identifier '\(identifier)': no language",
                    suggestions: suggestions(for: identifier))
            }
            let keywords = id.firstIndex(of: "@").map { String(id[$0...]) } ?? ""
            id = "root" + keywords
        } else if !knownLanguages.contains(language), let replacement = ICU.languageAlias(language) {
            // A deprecated code ICU replaces (`iw` → `he`, `sh` → `sr_Latn`, `mo` → `ro`).
            let rest = id.dropFirst(language.count)
            let subtags = id.prefix { $0 != "@" }.split(separator: "_")
            let hasScript = subtags.count > 1 && subtags[1].count == 4
            let newLanguage = hasScript ? String(replacement.prefix { $0 != "_" }) : replacement
            id = newLanguage + rest
            language = ICU.part(.language, of: id)
        }
        guard language.isEmpty || language == "root" || knownLanguages.contains(language) else {
            throw SectionizeError(
                .unknownLocale, "unknown locale '\(identifier)': ICU \(ICU.version) has no data for language '\(language)'",
                suggestions: suggestions(for: identifier))
        }
        try checkCollationKeywords(
            id: id, identifier: identifier,
            tag: isTag ? trimmed : (ICU.languageTag(forLocaleID: id) ?? trimmed))
        return id
    }

    /// Whether an identifier has the shape of a BCP 47 tag or an ICU ID: subtags of letters
    /// and digits separated by single `-` or `_`, then at most one `@` followed by
    /// `key=value` pairs separated by `;`.
    static func hasWellFormedShape(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let subtags = parts[0].split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return false }
        guard parts.count == 2 else { return true }
        return parts[1].split(separator: ";", omittingEmptySubsequences: false).allSatisfy { pair in
            let kv = pair.split(separator: "=", omittingEmptySubsequences: false)
            return kv.count == 2 && kv.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        }
    }

    /// The languages of ICU's available locales.
    static let knownLanguages: Set<String> = Set(ICU.availableLocales.map { ICU.part(.language, of: $0) })

    /// Up to five available locale IDs close to `identifier`, best first: first the
    /// language ICU's likely-subtags data gives for a region code used as a language (`cn`
    /// → `zh`, `jp` → `ja`, `gr` → `el`; only for a region ICU names, so `xx` gets no `en`),
    /// then those that start with it, then those one edit away (`de_AU` → `de_AT`, `dee` →
    /// `de`). A two-letter code gets no edit-distance suggestions: nearly every pair of
    /// letters is one edit from dozens of languages, so `xx` would get a list of unrelated
    /// ones. An empty identifier gets none.
    static func suggestions(for identifier: String) -> [String] {
        let wanted = String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
        guard !wanted.isEmpty else { return [] }
        var result: [String] = []
        let first = String(wanted.prefix { $0 != "_" && $0 != "@" && $0 != "." })
        if first.count == 2, first.allSatisfy({ $0.isLetter && $0.isASCII }),
            // A region ICU names (an unknown one, `XX`, is shown as its code), whose likely
            // language is then the suggestion (ICU fills in `en` for any unknown region).
            !ICU.displayName(of: "und_" + first.uppercased()).hasSuffix("(\(first.uppercased()))"),
            let likely = ICU.addingLikelySubtags("und_" + first.uppercased())
        {
            let language = ICU.part(.language, of: likely)
            if !language.isEmpty, language != "und", knownLanguages.contains(language) { result.append(language) }
        }
        let candidates = ICU.availableLocales
        let maximum = wanted.count <= 2 ? 0 : max(1, wanted.count / 3)
        let scored = candidates.map { (id: $0, score: distance(wanted, $0.lowercased())) }
            .filter { $0.score <= maximum || $0.id.lowercased().hasPrefix(wanted) }
            .sorted { ($0.score, $0.id.count, $0.id) < ($1.score, $1.id.count, $1.id) }
        for candidate in scored.map(\.id) where !result.contains(candidate) { result.append(candidate) }
        return Array(result.prefix(5))
    }

    /// Levenshtein distance between two short strings.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
