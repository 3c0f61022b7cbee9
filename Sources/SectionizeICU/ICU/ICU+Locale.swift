internal import CICU

extension ICU {
    /// The kinds of exemplar sets used here, with their `ULocaleDataExemplarSetType` values
    /// (`ULOCDATA_ES_STANDARD` 0, `ULOCDATA_ES_INDEX` 2).
    package enum ExemplarKind: Int32 {
        case standard = 0
        case index = 2
    }

    /// The exemplar set of a locale, as its items (each code point, then each string).
    ///
    /// - Throws: `ICUError` with ``ICUError/missingResource`` when the locale has no such set.
    package static func exemplarSet(locale: String, kind: ExemplarKind) throws(ICUError) -> [[UInt16]] {
        var status: Int32 = 0
        var length: Int32 = 0
        let list = cicu_exemplar_set(locale, kind.rawValue, &length, &status)
        try ICUError.check(status)
        return decodeList(list, length: length)
    }

    /// Every locale ICU reports as available, as ICU IDs (`de`, `de_AT`, `zh_Hant_TW`…).
    package static let availableLocales: [String] = {
        (0..<cicu_locale_count_available()).compactMap { cicu_locale_available($0).map { String(cString: $0) } }
    }()

    /// Converts a BCP 47 tag to an ICU ID; `nil` when the tag is not well formed in full.
    package static func localeID(forLanguageTag tag: String) -> String? {
        var parsed: Int32 = 0
        let bytes = try? fill(CChar.self) { out, capacity, status in
            cicu_locale_for_language_tag(tag, out, capacity, &parsed, &status)
        }
        guard let bytes, Int(parsed) == tag.utf8.count else { return nil }
        return string(bytes)
    }

    /// Canonicalizes an ICU locale ID (`uloc_canonicalize`).
    package static func canonicalize(_ id: String) -> String? {
        guard
            let bytes = try? fill(
                CChar.self,
                { out, capacity, status in
                    cicu_locale_canonicalize(id, out, capacity, &status)
                })
        else { return nil }
        return string(bytes)
    }

    /// The parts of an ICU locale ID used here, with the shim's part numbers (0 language,
    /// 1 script, 2 country, 3 variant; see `cicu_locale_part`).
    package enum LocalePart: Int32 {
        case language = 0
        case script = 1
        case country = 2
    }

    /// A part of an ICU locale ID.
    package static func part(_ part: LocalePart, of id: String) -> String {
        let bytes = try? fill(CChar.self) { out, capacity, status in
            cicu_locale_part(id, part.rawValue, out, capacity, &status)
        }
        return bytes.map(string) ?? ""
    }

    /// The display name of a locale in another locale ("German (Austria)").
    package static func displayName(of id: String, in displayLocale: String = "en") -> String {
        let units = try? fill(UInt16.self) { out, capacity, status in
            cicu_locale_display_name(id, displayLocale, out, capacity, &status)
        }
        return units.map { String(decoding: $0, as: UTF16.self) } ?? id
    }

    private static func string(_ bytes: [CChar]) -> String {
        String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
