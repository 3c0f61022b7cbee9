/// Readings for a list whose locales include both Japanese and Chinese with pinyin collation
/// (`-l de -l ja -l zh`): each name with Han characters is read whole by the language that
/// fits it, kana from MeCab or pinyin from ICU, so that 山田太郎 is filed under や and 曾国藩
/// under Z in one list.
///
/// The rule, for a name with a Han character (names without one need no reading), first
/// match wins:
/// 1. kana anywhere in the name (山田 さくら): Japanese, as only Japanese writes kana;
/// 2. the family part (the first part of a name with a separator, else the name) begins
///    with a surname of the Chinese surname table (``ChineseSurnames``: 曾, 单, 尉迟 …) and
///    MeCab reads no longer Japanese surname there (曾根 そね is longer than 曾): Chinese;
/// 3. MeCab reads the family part's start as a Japanese surname of two or more characters
///    (山田, 佐藤; Chinese surnames outside the table are nearly all one character): Japanese;
/// 4. MeCab leaves a Han character unread (张伟: 张 is no Japanese character): Chinese;
/// 5. its given name (the second part of a name with a separator, else the whole name) is
///    one Japanese given name of two or more characters (陽菜 from the given-name table, 一郎
///    or 達也 as MeCab reads them): Japanese (林 達也, 森 七菜);
/// 6. a name without a separator: Chinese (王芳, 李明: Chinese names are written without a
///    space; a Japanese one has passed rule 3 or 5);
/// 7. otherwise both languages read the name (林 修: はやし おさむ, lín xiū): the one of the
///    list's Japanese and Chinese locales that comes first.
///
/// `docs/readings.md` gives the rule with its sources.
struct MixedReadings: ReadingProvider {
    let japanese: JapaneseReadings
    let chinese: ChineseReadings
    /// Whether the list's Japanese locale comes before its Chinese one (rule 5).
    let japaneseFirst: Bool

    /// Both providers' sources, the first locale's first.
    var source: String {
        japaneseFirst ? "\(japanese.source); \(chinese.source)" : "\(chinese.source); \(japanese.source)"
    }

    /// A reader for the calling thread: a MeCab tagger and ICU transliterator clones.
    func makeReader() -> any NameReader {
        MixedNameReader(japanese: japanese.nameReader(), chinese: chinese.nameReader(), japaneseFirst: japaneseFirst)
    }
}

/// Reads each name by the language ``MixedReadings`` chooses for it.
struct MixedNameReader: NameReader {
    var japanese: JapaneseNameReader
    var chinese: ChineseNameReader
    let japaneseFirst: Bool
    /// The language of the name being read.
    private var choice = Choice.japanese
    /// Japanese readings computed while choosing, by role and part (a choice needs them all).
    private var japaneseReadings: [String: String?] = [:]
    /// Japanese surname lengths of family parts, by role and part.
    private var surnameLengths: [String: Int] = [:]
    /// Whether parts are Japanese given names, by part.
    private var givenNames: [String: Bool] = [:]

    /// The prepared choice; the raw value is the cache's choice number.
    enum Choice: UInt8 {
        case japanese = 0
        case chinese = 1
    }

    init(japanese: JapaneseNameReader, chinese: ChineseNameReader, japaneseFirst: Bool) {
        self.japanese = japanese
        self.chinese = chinese
        self.japaneseFirst = japaneseFirst
    }

    func needsReading(_ part: ArraySlice<UInt16>) -> Bool { containsHan(part) }

    mutating func prepare(toRead name: [UInt16], parts: [Range<Int>]) -> UInt8 {
        choice = choose(name, parts: parts)
        return choice.rawValue
    }

    mutating func reading(ofPart part: String, role: NamePartRole) -> String? {
        switch choice {
        case .chinese: return chinese.reading(ofPart: part, role: role)
        case .japanese: return japaneseReading(of: part, role: role)
        }
    }

    /// The rule of ``MixedReadings``.
    private mutating func choose(_ name: [UInt16], parts: [Range<Int>]) -> Choice {
        guard containsHan(name[...]) else { return japaneseFirst ? .japanese : .chinese }
        // 1. Kana: hiragana, katakana (with ー), half-width katakana.
        if name.contains(where: { ((0x3041...0x30FF).contains($0) && $0 != 0x30FB) || (0xFF66...0xFF9D).contains($0) }) {
            return .japanese
        }
        // Only the parts the cache reads are looked at (the same bound on a pathological row).
        let read = parts.prefix(ReadingCache.partsRead).filter { $0.count <= ReadingCache.longestPart }
        guard let first = read.first, first == parts[0] else { return japaneseFirst ? .japanese : .chinese }
        // 2 and 3. The family part (a name without a separator is its own family part).
        let role: NamePartRole = parts.count == 1 ? .whole : .family
        let family = String(decoding: name[first], as: UTF16.self)
        let tableSurname = ChineseSurnames.longestPrefix(of: family)?.length ?? 0
        let japaneseSurname = surnameLength(of: family, role: role)
        if tableSurname > 0 && japaneseSurname <= tableSurname { return .chinese }
        if japaneseSurname >= 2 { return .japanese }
        // 4. A Han character MeCab cannot read.
        for range in read where containsHan(name[range]) {
            let partRole: NamePartRole = parts.count == 1 ? .whole : (range == first ? .family : .given)
            let reading = japaneseReading(of: String(decoding: name[range], as: UTF16.self), role: partRole)
            guard let reading, !containsHan(Array(reading.utf16)[...]) else { return .chinese }
        }
        // 5. A Japanese given name.
        if parts.count == 1 {
            if isGivenName(family) { return .japanese }
        } else if read.count > 1, read[1] == parts[1], isGivenName(String(decoding: name[parts[1]], as: UTF16.self)) {
            return .japanese
        }
        // 6. Written solid: Chinese.
        if parts.count == 1 { return .chinese }
        // 7. Both read it: the list's first reading locale decides.
        return japaneseFirst ? .japanese : .chinese
    }

    private mutating func japaneseReading(of part: String, role: NamePartRole) -> String? {
        let key = "\(role.rawValue)\(part)"
        if let known = japaneseReadings[key] { return known }
        let reading = japanese.reading(ofPart: part, role: role)
        japaneseReadings[key] = reading
        return reading
    }

    private mutating func isGivenName(_ part: String) -> Bool {
        if let known = givenNames[part] { return known }
        let isGiven = japanese.isGivenName(part)
        givenNames[part] = isGiven
        return isGiven
    }

    private mutating func surnameLength(of part: String, role: NamePartRole) -> Int {
        let key = "\(role.rawValue)\(part)"
        if let known = surnameLengths[key] { return known }
        let length = japanese.surnameLength(of: part, role: role)
        surnameLengths[key] = length
        return length
    }
}
