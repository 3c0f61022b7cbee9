internal import SectionizeICU
/// Search-as-you-type matching at primary strength: a query matches a row when the row
/// contains the query's letters, ignoring case and accents the way the locale's collation
/// does (iOS's "diacritic- and case-insensitive" search, but by the locale's own rules).
///
/// Each character is given a *search key*: the primary weights of its collation elements
/// in the locale's collator (`ucol_openElements`). Case and accents are secondary and
/// tertiary differences, so `A`, `a` and `Á` get the same key in German; an accent on its own
/// (U+0301) gets an empty key; `ß` gets the key of `ss` (an expansion). Where the locale
/// makes a letter of its own, keys differ: Swedish `Å` is not `A`, so `ang` does not find
/// `Ångström` in `sv` but does in `de`. A text's key is its characters' keys concatenated,
/// and a row matches when the query's key occurs in it as a contiguous run.
///
/// Keys are per character, not per string, so the one thing this gives up against ICU's
/// `StringSearch` is context: a contraction (Czech `ch`, a Japanese length mark after a
/// kana) is matched as its separate characters. Name search (``NameLookup``) folds each
/// character with these keys; the web page's search uses them through ``PageSearchKeys``.
/// Not public (issue 27): raw weight arrays are no API.
///
/// ```swift
/// let search = try SearchMatcher(locale: "de")
/// search.matches("Ärger, Bernd", query: "arg")    // true
/// search.matches("Straße", query: "STRASSE")      // true
/// ```
///
/// # Performance
///
/// A character's key costs one walk of ICU's collation elements the first time any matcher of
/// the locale asks for it; matchers of one locale share a per-process memo, so later keys are
/// dictionary lookups.
///
/// `Sendable`: immutable; the shared memo is behind a lock and the collator is only read.
package struct SearchMatcher: Sendable {
    /// The ICU locale ID whose collator decides the keys.
    package let locale: String
    let keys: Keys

    /// Creates the matcher of a locale.
    ///
    /// - Parameters:
    ///   - locale: An ICU locale ID, as ``IndexedCollation/resolvedLocales`` holds them.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/icuFailure`` when ICU
    ///   cannot open the locale's collator.
    package init(locale: String) throws(SectionizeError) {
        self.locale = locale
        do {
            keys = try Keys.cached(locale: locale)
        } catch {
            throw .icu(error, "opening the search collator of \(locale)")
        }
    }

    /// Creates the matcher of an index: the collator of its first locale, the one that
    /// orders its rows.
    ///
    /// - Parameters:
    ///   - collation: The index whose rows will be searched.
    /// - Throws: ``SectionizeError`` when ICU cannot open the collator.
    package init(collation: IndexedCollation) throws(SectionizeError) {
        try self.init(locale: collation.resolvedLocales[0])
    }

    /// The search key of one character: its primary weights, empty when the locale ignores
    /// it at primary strength (combining accents, most format characters).
    ///
    /// - Parameters:
    ///   - scalar: The character.
    /// - Returns: The primary weights, in order.
    /// - Complexity: One walk of ICU's collation elements the first time a character is
    ///   asked for in the process, a lookup after that.
    package func key(of scalar: Unicode.Scalar) -> [UInt32] {
        keys.key(of: scalar)
    }

    /// The search key of a text: its characters' keys, concatenated.
    ///
    /// - Parameters:
    ///   - text: The text.
    /// - Returns: The primary weights of its characters, in order.
    /// - Complexity: O(*n*) ICU walks for *n* characters.
    package func key(of text: String) -> [UInt32] {
        text.unicodeScalars.flatMap { key(of: $0) }
    }

    /// Whether `row` matches `query`: the query's key occurs in the row's key as a
    /// contiguous run. A query whose key is empty (nothing but ignorable characters) matches
    /// every row.
    ///
    /// - Parameters:
    ///   - row: The text searched in.
    ///   - query: What the user typed.
    /// - Returns: Whether the row is kept by the filter.
    /// - Complexity: O(*n* × *m*) for keys of length *n* and *m*.
    package func matches(_ row: String, query: String) -> Bool {
        Self.contains(key(of: row), key(of: query))
    }

    /// The rows of `rows` that match `query`, as indices in ascending order.
    ///
    /// - Parameters:
    ///   - rows: The rows.
    ///   - query: What the user typed.
    /// - Returns: The indices of the matching rows.
    /// - Complexity: O(total length of the rows × query length).
    package func matchingRows(_ rows: [String], query: String) -> [Int] {
        let needle = key(of: query)
        return rows.indices.filter { Self.contains(key(of: rows[$0]), needle) }
    }

    /// Whether `needle` occurs in `haystack` as a contiguous run (an empty needle always does).
    static func contains(_ haystack: [UInt32], _ needle: [UInt32]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
