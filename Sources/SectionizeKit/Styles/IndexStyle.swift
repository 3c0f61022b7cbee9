internal import SectionizeICU
/// Which section titles an index shows.
public enum IndexStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Exactly ICU's `AlphabeticIndex`: `…` underflow, the letters, inflow buckets between
    /// scripts, `…` overflow.
    case icu
    /// The titles iOS users know: the letters of the locale — A–Z first, then the native
    /// letters for a non-Latin locale — and `#` last for everything else (digits, symbols,
    /// emoji, empty strings, scripts without letters of their own). Never `…`. A name's
    /// leading white space and invisible format characters do not count. It never drops a
    /// letter (no label cap, unlike ``icu``), a name of a script that sorts before that
    /// script's first letter is under that letter, and ``IndexOptions/nativeScriptFirst``
    /// puts the native block before A–Z. The letters are ICU's index characters, plus Đ for
    /// Serbian and Bosnian in Latin script, whose CLDR index characters leave it out although
    /// their alphabet and collation have it (so Đoković is under Đ, not DŽ).
    case uikit
}
