/// The locale lists the tests and the fuzz target run in, in one place so that a list shared
/// by two of them (the fuzz target and the replay of its inputs) cannot drift apart.
public enum LocaleTables {
    /// The fuzz target's sixteen locales, selected by the low four bits of an input's first
    /// byte (``FuzzSelector``): the root collation, Latin with and without tailorings and with
    /// collation variants, CJK (kana rows, pinyin, stroke counts, zhuyin, Hangul),
    /// right-to-left scripts, Cyrillic, Thai, and collators with case level on and alternate
    /// shifted. Append only: the committed seeds and regressions select by position.
    public static let fuzz = [
        "root", "en", "de", "sv", "cs", "es-u-co-trad", "ja", "zh",
        "zh_Hant", "zh@collation=zhuyin", "ko", "ar", "ru", "th", "en-u-kc-true", "de-u-ka-shifted",
    ]

    /// The sectioning property tests: Latin with tailorings (de, sv, cs), scripts with their
    /// own letters (ru, ar, th, ko), kana rows (ja), pinyin and stroke-count Han (zh, zh_Hant),
    /// the root collation, and collators with non-default settings: case level on (buckets
    /// from a separate primary key), alternate shifted (punctuation ignorable), upper case first.
    public static let properties = [
        "de", "sv", "cs", "ru", "ar", "th", "ko", "ja", "zh", "zh_Hant", "root",
        "en-u-kc-true", "de-u-ka-shifted", "da-u-kf-upper",
    ]

    /// Single locales whose buckets and order are compared with ICU's `AlphabeticIndex` for
    /// every corpus row: each corpus language and the collation variants that change buckets.
    public static let differentialSingles = [
        "en", "de", "de@collation=phonebook", "sv", "da", "nb", "fi", "is", "cs", "sk", "pl", "hu", "hr",
        "lt", "lv", "et", "ro", "tr", "es", "es@collation=traditional", "fr", "fr_CA", "it", "pt", "nl", "vi",
        "ru", "uk", "bg", "sr", "sr_Latn", "mk", "el", "he", "ar", "fa", "ur", "hi", "bn", "ta", "te", "th",
        "ka", "hy", "am", "ja", "ja@collation=unihan", "zh", "zh_Hant", "zh@collation=zhuyin",
        "zh@collation=stroke", "zh@collation=unihan", "zh_Hant@collation=pinyin", "ko", "ko@collation=searchjl",
        "mn", "km", "my", "si", "lo", "kk", "az", "sq", "ca", "cy", "ga", "fil", "haw", "root",
    ]

    /// Several label locales at once (the first decides the order), compared the same way.
    public static let differentialMultis: [[String]] = [
        ["en", "ru"], ["en", "ru", "ja"], ["de", "sv"], ["sv", "de"], ["en", "el"], ["ja", "en"],
        ["zh", "en"], ["en", "zh_Hant"], ["ru", "en"], ["ko", "en"], ["he", "en"], ["ar", "en"],
        ["th", "en"], ["hi", "en"], ["el", "en"], ["en", "ja", "ko", "zh"],
    ]

    /// The uikit style compared with ICU's `AlphabeticIndex` over the corpus.
    public static let uikitDifferential = [
        "de", "en", "fr", "sv", "da", "nb", "fi", "is", "cs", "sk", "pl", "hu", "hr", "lt", "lv", "et", "ro",
        "tr", "es", "it", "pt", "nl", "vi", "ru", "uk", "bg", "sr", "el", "he", "ar", "fa", "hi", "bn", "ta",
        "th", "ka", "hy", "am", "ja", "zh", "zh_Hant", "ko", "mn", "km", "my", "si", "de-u-co-phonebk",
    ]

    /// The fast path compared with the straightforward path over the corpus.
    public static let fastPath = ["de", "sv", "cs", "ja", "zh_Hant", "zh", "ru", "ar", "ko", "hu", "th"]

    /// The end-to-end corpus runs of the binary: Latin with umlauts (de), Latin with letters
    /// after Z (sv), kana (ja), Han by stroke count (zh_Hant) and Cyrillic (ru).
    public static let endToEndCorpus = ["de", "sv", "ja", "zh_Hant", "ru"]
}
