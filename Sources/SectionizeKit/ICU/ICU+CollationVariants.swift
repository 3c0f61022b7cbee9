internal import CICU

extension ICU {
    /// One value of the `collation` keyword: ICU's name and the BCP 47 `-u-co-` type.
    struct CollationVariant: Sendable, Hashable {
        /// ICU's keyword value, as in `de@collation=phonebook`.
        var icuValue: String
        /// The BCP 47 collation type, as in `de-u-co-phonebk`.
        var bcp47Type: String
    }

    /// The collation variants ICU offers for a locale
    /// (`ucol_getKeywordValuesForLocale("collation", …)`), in ICU's order.
    ///
    /// - Parameters:
    ///   - locale: An ICU locale ID.
    ///   - commonlyUsed: Only the values relevant to the locale (ICU's `commonlyUsed`).
    /// - Throws: `ICUError` when ICU fails.
    static func collationVariants(locale: String, commonlyUsed: Bool) throws(ICUError) -> [CollationVariant] {
        var status: Int32 = 0
        let text = cicu_report_collation_variants(locale, commonlyUsed ? 1 : 0, &status)
        try ICUError.check(status)
        guard let text else { return [] }
        defer { cicu_free(text) }
        return String(cString: text).split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return CollationVariant(icuValue: String(parts[0]), bcp47Type: String(parts.count > 1 ? parts[1] : parts[0]))
        }
    }
}
