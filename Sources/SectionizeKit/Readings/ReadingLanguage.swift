internal import SectionizeICU
/// Which computed readings a locale gets.
enum ReadingLanguage: Sendable, Equatable {
    /// Japanese (primary collation ja): kana from MeCab.
    case japanese
    /// Chinese with pinyin collation (zh, zh-Hans, zh-CN, zh@collation=pinyin): pinyin from ICU.
    case chinesePinyin

    /// The readings of an ICU locale ID's collation, or `nil` (every other locale, and Chinese
    /// with stroke, zhuyin or other non-pinyin collations, such as zh-Hant, zh-TW, zh-HK).
    init?(locale id: String) {
        let language = ICU.part(.language, of: id)
        if language == "ja" {
            self = .japanese
            return
        }
        guard language == "zh" else { return nil }
        let keywords = id.lowercased().split(separator: "@").dropFirst().flatMap { $0.split(separator: ";") }
        for keyword in keywords where keyword.hasPrefix("collation=") {
            guard keyword.dropFirst("collation=".count) == "pinyin" else { return nil }
        }
        let script = ICU.part(.script, of: id)
        let country = ICU.part(.country, of: id)
        if script == "Hant" || (script.isEmpty && ["TW", "HK", "MO"].contains(country)) { return nil }
        self = .chinesePinyin
    }

    /// The provider for this language.
    func provider() throws(SectionizeError) -> any ReadingProvider {
        switch self {
        case .japanese: try JapaneseReadings()
        case .chinesePinyin: try ChineseReadings()
        }
    }
}
