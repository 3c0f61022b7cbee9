internal import SectionizeICU
extension LocaleIdentifier {
    /// The values UTS #35 allows for each collation key of a BCP 47 `-u-` extension
    /// (`kr` and `co` are checked separately: reorder codes, and the collations ICU offers
    /// for the locale). An empty value means `true` for the boolean keys.
    static let collationKeyValues: [String: [String]] = [
        "ka": ["noignore", "shifted"],
        "kb": ["true", "false"],
        "kc": ["true", "false"],
        "kf": ["upper", "lower", "false"],
        "kh": ["true", "false"],
        "kk": ["true", "false"],
        "kn": ["true", "false"],
        "ks": ["level1", "level2", "level3", "level4", "identic"],
        "kv": ["space", "punct", "symbol", "currency"],
    ]

    /// The keys whose value may be empty (meaning `true`).
    static let booleanKeys: Set<String> = ["kb", "kc", "kh", "kk", "kn"]

    /// The reorder codes of `kr` besides script codes (UTS #35: `space`, `punct`, `symbol`,
    /// `currency`, `digit`, `others`; and `zzzz`, the same as `others`).
    static let reorderGroups: Set<String> = ["space", "punct", "symbol", "currency", "digit", "others", "zzzz"]

    /// The collation keywords of a BCP 47 tag's `-u-` extension, in order: each key and its
    /// value (subtags joined by `-`, empty when the key has none).
    static func unicodeKeywords(ofTag tag: String) -> [(key: String, value: String)] {
        let subtags = tag.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let u = subtags.dropFirst().firstIndex(of: "u") else { return [] }
        var result: [(key: String, value: String)] = []
        var i = u + 1
        while i < subtags.count, subtags[i].count != 1 {
            if subtags[i].count == 2 {
                var values: [String] = []
                var j = i + 1
                while j < subtags.count, subtags[j].count > 2 { values.append(subtags[j]); j += 1 }
                result.append((subtags[i], values.joined(separator: "-")))
                i = j
            } else {
                i += 1  // an attribute
            }
        }
        return result
    }

    /// Checks the collation keywords of a locale (`-u-co-`, `-u-ka-`, …, or their ICU forms
    /// `@collation=`, `colAlternate=`…): each value must be one ICU accepts for the key, and
    /// a collation type one that ICU offers for the locale. ICU itself would silently ignore
    /// an unknown collation type and read most unknown values as the default.
    ///
    /// - Parameters:
    ///   - id: The resolved ICU locale ID.
    ///   - identifier: What the user wrote (for the message and the suggestions).
    ///   - tag: The BCP 47 form to check: `identifier` when it was a tag, else ICU's tag for `id`.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/invalidOption`` naming
    ///   the key, the value and the allowed values, with corrected identifiers as suggestions.
    static func checkCollationKeywords(id: String, identifier: String, tag: String) throws(SectionizeError) {
        for (key, value) in unicodeKeywords(ofTag: tag) {
            let allowed: [String]
            switch key {
            case "co":
                let base = String(id.prefix { $0 != "@" })
                allowed = ICU.collationTypes(forLocale: base.isEmpty ? "root" : base)
                if allowed.contains(value) { continue }
            case "kr":
                let codes = value.split(separator: "-").map(String.init)
                let bad = codes.filter { !(reorderGroups.contains($0) || ($0.count == 4 && ICU.isKnownScriptCode($0))) }
                if !codes.isEmpty && bad.isEmpty {
                    // `zzzz` is the same as `others`; ICU rejects a code given twice.
                    let normalized = codes.map { $0 == "zzzz" ? "others" : $0 }
                    if Set(normalized).count == normalized.count { continue }
                    throw SectionizeError(
                        .invalidOption, "a reorder code is repeated in -u-kr-\(value) in '\(identifier)': give each script or group once")
                }
                throw SectionizeError(
                    .invalidOption,
                    "invalid reorder code\(bad.count == 1 ? "" : "s") '\(bad.isEmpty ? value : bad.joined(separator: "-"))' for -u-kr- in '\(identifier)': use script codes (latn, cyrl, grek…) or space, punct, symbol, currency, digit, others"
                )
            default:
                guard let values = collationKeyValues[key] else { continue }
                if values.contains(value) || (value.isEmpty && booleanKeys.contains(key)) { continue }
                allowed = values
            }
            let wanted = value.isEmpty ? "(none)" : value
            let close = allowed.map { (value: $0, score: distance(value, $0)) }
                .filter { $0.score <= max(2, value.count / 2) }
                .sorted { ($0.score, $0.value) < ($1.score, $1.value) }
                .prefix(3)
                .map { replacingKeyword(key, value: $0.value, in: tag) }
            throw SectionizeError(
                .invalidOption,
                "unknown value '\(wanted)' for -u-\(key)- in '\(identifier)': ICU \(ICU.version) accepts \(allowed.joined(separator: ", "))",
                suggestions: Array(close))
        }
    }

    /// `tag` with the value of `-u-key-` replaced.
    static func replacingKeyword(_ key: String, value: String, in tag: String) -> String {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let u = subtags.dropFirst().firstIndex(where: { $0.lowercased() == "u" }),
            let k = subtags[(u + 1)...].firstIndex(where: { $0.lowercased() == key })
        else { return tag }
        var end = k + 1
        while end < subtags.count, subtags[end].count > 2 { end += 1 }
        subtags.replaceSubrange((k + 1)..<end, with: [value])
        return subtags.joined(separator: "-")
    }

    /// The collation types ICU offers for a locale, as BCP 47 types (`standard`, `phonebk`,
    /// `search`, `pinyin`, `stroke`, `zhuyin`, `unihan`, `trad`, `emoji`, `eor`…): the values
    /// `-u-co-` accepts.
    ///
    /// - Parameter identifier: A BCP 47 tag or an ICU ID.
    /// - Returns: The types, the locale's default first; empty for a locale that does not resolve.
    public static func collationTypes(for identifier: String) -> [String] {
        guard let id = try? resolve(identifier) else { return [] }
        let base = String(id.prefix { $0 != "@" })
        return ICU.collationTypes(forLocale: base.isEmpty ? "root" : base)
    }

    /// The resolved ICU ID with numeric ordering switched on or off (what
    /// ``CollationPreferences/numericOrdering`` does), replacing any numeric setting it had.
    static func icuID(_ identifier: String, numericOrdering numeric: Bool) throws(SectionizeError) -> String {
        let id = try resolve(identifier)
        let parts = id.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var keywords = parts.count > 1 ? parts[1].split(separator: ";").map(String.init) : []
        keywords.removeAll { $0.lowercased().hasPrefix("colnumeric=") }
        keywords.append("colnumeric=\(numeric ? "yes" : "no")")
        return ICU.canonicalize(String(parts[0]) + "@" + keywords.joined(separator: ";")) ?? id
    }
}
