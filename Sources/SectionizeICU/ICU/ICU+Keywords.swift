internal import CICU

extension ICU {
    /// The collation types ICU offers for a locale, as BCP 47 types (`phonebk`, `pinyin`,
    /// `standard`, `search`…), in ICU's order (the locale's own first).
    package static func collationTypes(forLocale id: String) -> [String] {
        var status: Int32 = 0
        guard let list = cicu_collation_values_for_locale(id, &status) else { return [] }
        defer { cicu_free(list) }
        return String(cString: list).split(separator: "\n").map { legacy in
            let legacy = String(legacy)
            return cicu_unicode_locale_type("collation", legacy).map { String(cString: $0) } ?? legacy
        }
    }

    /// ICU's replacement for a deprecated language code (`iw` → `he`, `sh` → `sr_Latn`),
    /// from its `metadata` resource; `nil` when the code is not deprecated.
    package static func languageAlias(_ language: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = cicu_language_alias(language, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The locale with its likely subtags added (`und_CN` → `zh_Hans_CN`).
    package static func addingLikelySubtags(_ id: String) -> String? {
        guard
            let bytes = try? fill(
                CChar.self,
                { out, capacity, status in
                    cicu_add_likely_subtags(id, out, capacity, &status)
                })
        else { return nil }
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The BCP 47 tag of an ICU locale ID (`de@collation=phonebook` → `de-u-co-phonebk`).
    package static func languageTag(forLocaleID id: String) -> String? {
        guard
            let bytes = try? fill(
                CChar.self,
                { out, capacity, status in
                    cicu_to_language_tag(id, out, capacity, &status)
                })
        else { return nil }
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether ICU knows `code` as a script (`Latn`, `Cyrl`, `Grek`…).
    package static func isKnownScriptCode(_ code: String) -> Bool {
        cicu_script_code_is_known(code) != 0
    }

    /// The items of a UnicodeSet pattern (`[Æ{Sch*}{St*}]` → `Æ`, `Sch*`, `St*`): its code
    /// points, then its strings.
    ///
    /// - Parameter errorOffset: Receives where ICU stopped reading an invalid pattern (in
    ///   UTF-16 code units), or -1.
    /// - Throws: `ICUError` when the pattern is not valid.
    package static func unicodeSetItems(_ pattern: String, errorOffset: inout Int) throws(ICUError) -> [[UInt16]] {
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        var length: Int32 = 0
        var offset: Int32 = -1
        let list = units.withUnsafeBufferPointer {
            cicu_unicode_set_items($0.baseAddress, Int32($0.count), &length, &offset, &status)
        }
        errorOffset = Int(offset)
        guard let list else { throw ICUError.failedOpen(status) }
        return decodeList(list, length: length)
    }
}
