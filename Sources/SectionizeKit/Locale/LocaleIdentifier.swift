/// Checks and normalizes locale identifiers before they reach ICU.
///
/// ICU silently falls back to its root data for any identifier it does not know, so that
/// `xx`, `english` or `de-` would quietly give an index for no language at all. sectionize
/// instead accepts:
/// - BCP 47 tags, fully well formed: `de`, `de-AT`, `zh-Hant`, `de-u-co-phonebk`, `sr-Latn-RS`;
/// - ICU locale IDs: `de_AT`, `zh_Hant_TW`, `zh@collation=zhuyin`, `de@collation=phonebook`;
/// - `root` (ICU's root locale, CLDR's default collation and no exemplar characters);
///
/// and requires the language to be one of ICU's available locales' languages.
public enum LocaleIdentifier {
    /// Resolves an identifier to the ICU locale ID that sectionize passes to ICU.
    ///
    /// - Parameter identifier: A BCP 47 tag or an ICU locale ID.
    /// - Returns: The canonical ICU locale ID (`de-u-co-phonebk` → `de@collation=phonebook`).
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/malformedLocale`` or
    ///   ``SectionizeError/Code/unknownLocale`` (with suggestions).
    public static func resolve(_ identifier: String) throws(SectionizeError) -> String {
        let trimmed = identifier
        if trimmed == "root" { return "root" }
        let wellFormed = trimmed.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";")
        }
        guard !trimmed.isEmpty, wellFormed, hasWellFormedShape(trimmed) else {
            throw SectionizeError(.malformedLocale, "malformed locale identifier '\(identifier)'",
                                  suggestions: suggestions(for: identifier))
        }
        let id: String?
        if trimmed.contains("@") || trimmed.contains("_") {
            id = ICU.canonicalize(trimmed)
        } else {
            id = ICU.localeID(forLanguageTag: trimmed)
        }
        guard let id, !id.isEmpty else {
            throw SectionizeError(.malformedLocale, "malformed locale identifier '\(identifier)'",
                                  suggestions: suggestions(for: identifier))
        }
        let language = ICU.part(.language, of: id)
        guard knownLanguages.contains(language) else {
            throw SectionizeError(.unknownLocale, "unknown locale '\(identifier)': ICU \(ICU.version) has no data for language '\(language)'",
                                  suggestions: suggestions(for: identifier))
        }
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

    /// Up to five available locale IDs close to `identifier` (same language prefix, or a
    /// small edit distance), best first.
    static func suggestions(for identifier: String) -> [String] {
        let wanted = String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
        let candidates = ICU.availableLocales
        let scored = candidates.map { (id: $0, score: distance(wanted, $0.lowercased())) }
            .filter { $0.score <= max(2, wanted.count / 3) || $0.id.lowercased().hasPrefix(wanted) }
            .sorted { ($0.score, $0.id.count, $0.id) < ($1.score, $1.id.count, $1.id) }
        return Array(scored.prefix(5).map(\.id))
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
