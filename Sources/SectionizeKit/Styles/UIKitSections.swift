internal import SectionizeICU
/// How the uikit style regroups ICU's buckets.
///
/// The label locales are the requested locales, plus English when none of them has Latin
/// letters of its own, so every uikit index has a Latin block. Each ICU letter bucket
/// becomes one section; the Latin-script ones come first (in collation order), then all
/// the others (the native block, in collation order), then `#`, which takes the underflow,
/// inflow and overflow buckets. With `nativeScriptFirst` the native block comes first.
///
/// The uikit style never drops a letter: its ICU index is built without ICU's label cap
/// (``engineOptions(_:locales:)``), so several locales' alphabets (en + ru + el + ar: 26 + 30 +
/// 24 + 28 letters) all stay. Android's contact list raises the cap for the same reason.
package struct UIKitSections: Sendable {
    /// The title of the catch-all section.
    package static let otherTitle = "#"

    /// The uikit sections, in display order.
    let buckets: [IndexBucket]
    /// For each visible ICU bucket, its uikit section.
    let sectionOfICUBucket: [Int32]

    /// The options of the ICU index under a uikit index for resolved locale IDs: the caller's,
    /// without a label cap, with the ``addedLetters(for:)`` of the primary locale.
    static func engineOptions(_ options: IndexOptions, locales: [String]) -> IndexOptions {
        var options = options
        options.maxTitleCount = Int.max
        for letter in addedLetters(for: locales) where !options.additionalTitles.contains(letter) {
            options.additionalTitles.append(letter)
        }
        return options
    }

    /// Letters of a locale's alphabet that the uikit style shows although CLDR's index
    /// characters leave them out: the uikit style promises the locale's letters, and ICU's
    /// index (the icu style, unchanged) shows only the index characters.
    ///
    /// Only Đ, for Serbian and Bosnian in Latin script (`sr_Latn`, `sr_Latn_RS`, `bs`,
    /// `bs_Latn_BA`; not `sr`, `sr_ME` or `bs_Cyrl`, which ICU collates as Cyrillic). The
    /// evidence, from ICU 72.1's data (CLDR 42):
    /// - the locales' standard exemplar characters hold đ, and their collation (that of
    ///   Croatian) sorts Đ as a letter of its own after DŽ (`&D<dž…<đ<<<Đ`), so that without a
    ///   title of its own Đoković is filed under DŽ;
    /// - their index characters are A–Z Ć Č Š Ž DŽ LJ NJ, without Đ, whereas Croatian's, with
    ///   the same alphabet and collation, have Đ, and Serbian Cyrillic's have Ђ, the letter
    ///   Đ transliterates;
    /// - Đ begins words and names (đak, Đoković, Đurđević), unlike the letters other
    ///   locales leave out of their index for that reason (Turkish Ğ, Polish Ą Ę Ń).
    ///
    /// Only the first locale counts: its collation decides whether Đ is a letter of its own.
    static func addedLetters(for locales: [String]) -> [String] {
        guard let first = locales.first else { return [] }
        let subtags = first.prefix { $0 != "@" }.split(separator: "_")
        guard let language = subtags.first else { return [] }
        let script = subtags.dropFirst().first { $0.count == 4 && $0.first!.isUppercase }
        switch (language, script) {
        case ("sr", "Latn"?), ("bs", "Latn"?), ("bs", nil): return ["Đ"]
        default: return []
        }
    }

    /// Groups the visible buckets of an ICU-style index.
    init(icuBuckets: [IndexBucket], nativeScriptFirst: Bool = false) {
        var latin: [Int] = []
        var native: [Int] = []
        for (i, bucket) in icuBuckets.enumerated() where bucket.kind == .normal {
            if UIKitSections.isLatin(bucket.label) { latin.append(i) } else { native.append(i) }
        }
        var map = [Int32](repeating: Int32(latin.count + native.count), count: icuBuckets.count)
        var buckets: [IndexBucket] = []
        for i in nativeScriptFirst ? native + latin : latin + native {
            map[i] = Int32(buckets.count)
            buckets.append(icuBuckets[i])
        }
        buckets.append(IndexBucket(label: UIKitSections.otherTitle, kind: .overflow))
        self.buckets = buckets
        sectionOfICUBucket = map
    }

    /// Whether a label's first letter is in the Latin script.
    static func isLatin(_ label: String) -> Bool {
        guard let first = label.unicodeScalars.first else { return false }
        return ICU.scriptCode(first.value) == "Latn"
    }

    /// The locales whose letters label a uikit index for `locales` (resolved ICU IDs):
    /// those locales, plus English when the first locale's own index has no Latin letter.
    static func labelLocales(for locales: [String], icuBuckets: [IndexBucket]) -> [String] {
        let hasLatin = icuBuckets.contains { $0.kind == .normal && isLatin($0.label) }
        return hasLatin || locales.contains("en") ? locales : locales + ["en"]
    }
}
