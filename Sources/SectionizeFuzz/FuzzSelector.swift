@testable import SectionizeKit

/// What the first input byte selects.
///
/// - bits 0–3: one of ``FuzzIndexes/locales``;
/// - bit 4: style (0 icu, 1 uikit);
/// - bits 5–6: policy (0 fail, 1 replace, 2 skip, 3 replace);
/// - bit 7: index-bar options (0 the defaults; 1 search entry, empty sections kept, jumps
///   after, a row-count threshold and a condensed bar, the last two derived from the input's
///   length).
struct FuzzSelector {
    let localeIndex: Int
    let style: IndexStyle
    let policy: InvalidInputPolicy
    let variantBar: Bool

    init(_ byte: UInt8) {
        localeIndex = Int(byte & 0x0F)
        style = byte & 0x10 == 0 ? .icu : .uikit
        switch (byte >> 5) & 0x03 {
        case 0: policy = .fail
        case 2: policy = .skip
        default: policy = .replace
        }
        variantBar = byte & 0x80 != 0
    }

    /// The index-bar options and the condensed bar's slots, if any.
    func barOptions(inputSize: Int) -> (IndexBarOptions, Int?) {
        guard variantBar else { return (IndexBarOptions(), nil) }
        return (IndexBarOptions(includesSearch: true, keepsEmptySections: true, jumpPolicy: .after,
                                minimumDisplayRowCount: inputSize % 7),
                inputSize % 40 - 3)  // -3 ... 36 slots: none, one, two, three, and more
    }
}

/// The indexes the fuzzer uses, built once each (building one costs milliseconds; sectioning
/// a small input, microseconds).
enum FuzzIndexes {
    /// Sixteen locales: the root collation, Latin with and without tailorings and with
    /// collation variants, CJK (kana rows, pinyin, stroke counts, zhuyin, Hangul), right-to-left
    /// scripts, Cyrillic, Thai, and collators with case level on and alternate shifted.
    static let locales = [
        "root", "en", "de", "sv", "cs", "es-u-co-trad", "ja", "zh",
        "zh_Hant", "zh@collation=zhuyin", "ko", "ar", "ru", "th", "en-u-kc-true", "de-u-ka-shifted",
    ]

    /// An index, and a collator of its primary locale opened separately from the index's own
    /// (to check the order with keys the sectioner did not compute).
    struct Entry {
        let index: IndexedCollation
        let collator: ICU.Collator
    }

    /// Indexes built so far, by locale and style.
    ///
    /// `nonisolated(unsafe)`: libFuzzer calls the target from one thread only (each `-fork`
    /// or `-jobs` worker is a process of its own).
    nonisolated(unsafe) private static var cache: [Int: Entry] = [:]

    static func entry(_ locale: Int, _ style: IndexStyle) -> Entry {
        let key = locale * 2 + (style == .uikit ? 1 : 0)
        if let hit = cache[key] { return hit }
        do {
            let index = try IndexedCollation(locale: locales[locale], style: style)
            let made = Entry(index: index, collator: try ICU.Collator(locale: index.locales[0]))
            cache[key] = made
            FuzzRendering.checkLabels(index: index)
            return made
        } catch {
            fatalError("SectionizeFuzz: cannot build the \(locales[locale]) \(style) index: \(error)")
        }
    }
}
