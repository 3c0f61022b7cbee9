internal import SectionizeICU
extension LocaleIdentifier {
    /// POSIX locale modifiers that name a script, and the ISO 15924 code ICU uses for it
    /// (glibc's `sr_RS@latin`, `uz_UZ@cyrillic`, `ks_IN@devanagari`, `tt_RU@iqtelif`).
    static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
        "iqtelif": "Latn",
    ]

    /// POSIX locale modifiers that name an ICU variant (`ca_ES@valencia` → `ca_ES_VALENCIA`).
    static let variantModifiers: Set<String> = ["valencia"]

    /// Converts a POSIX locale name (`language[_TERRITORY][.codeset][@modifier]`, as in
    /// `LANG`) to an ICU locale ID: the codeset is dropped, a script modifier becomes the
    /// script subtag (`sr_RS.UTF-8@latin` → `sr_Latn_RS`), `@valencia` a variant, and any
    /// other modifier (`@euro`) is dropped.
    ///
    /// - Parameters:
    ///   - name: A locale name, as in `LANG`.
    ///   - knownModifiersOnly: Accept only the modifiers named above and `@euro` (for
    ///     `--locale`, where `de@collation` is a typo, not a modifier); the environment
    ///     accepts any modifier of letters and digits.
    /// - Returns: The ICU ID, or `nil` when `name` is not a POSIX name with a codeset or a
    ///   modifier (an ICU ID such as `de@collation=phonebook` is left alone).
    public static func posixLocaleID(_ name: String, knownModifiersOnly: Bool = false) -> String? {
        let at = name.firstIndex(of: "@")
        guard name.contains(".") || at != nil else { return nil }
        let modifier = at.map { String(name[name.index(after: $0)...]).lowercased() }
        if let modifier {
            guard !modifier.isEmpty, modifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if knownModifiersOnly, scriptModifiers[modifier] == nil, !variantModifiers.contains(modifier), modifier != "euro" {
                return nil
            }
        }
        let base = String((at.map { name[..<$0] } ?? name[...]).prefix { $0 != "." })
        guard let modifier else { return base }
        var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        if let script = scriptModifiers[modifier], let language = parts.first {
            let hasScript = parts.count > 1 && parts[1].count == 4
            if !hasScript { parts = [language, script] + parts.dropFirst() }
        } else if variantModifiers.contains(modifier) {
            if parts.count == 1 { parts.append("") }
            parts.append(modifier.uppercased())
        }
        return parts.joined(separator: "_")
    }
}
