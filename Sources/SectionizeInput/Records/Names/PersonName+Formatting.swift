internal import SectionizeKit
extension PersonName {
    /// The name as shown when nothing formatted it, in the style's display order: the prefix,
    /// the name parts, the suffix, joined by spaces, as Android's vCard importer composes a
    /// display name from `N` (`VCardUtils.constructNameFromElements`): given first "Mr John
    /// K. Doe Jr."; family first (Hungarian's custom) the family name, then the given and middle
    /// names: "Mr Doe John K. Jr.". Names written in Han, kana or Hangul
    /// are always shown family name first, as Android does whatever the setting
    /// (`NameSplitterTest.testJoinJapaneseName`), joined as the name's own script asks
    /// (no space in Korean and Chinese names, one in Japanese ones), not the list's locale: "김민준", "曾国藩", "山田 太郎"; a Western name in a Chinese, Japanese or
    /// Korean list is shown given name first unless the display order was set
    /// (``NameStyle/westernDisplayOrder``). A name with no personal part shows its organisation.
    ///
    /// - Parameter style: The display order and separators.
    /// - Returns: The display name; empty when the name has no part at all.
    public func displayName(_ style: NameStyle) -> String {
        guard hasPersonalName else { return organization.isEmpty ? joined([prefix, suffix], " ") : organization }
        if isWrittenInCJK {
            return joined([prefix, joined([family, middle, given], cjkSeparator), suffix], " ")
        }
        switch style.westernDisplayOrder {
        case .givenFirst: return joined([prefix, given, middle, family, suffix], " ")
        case .familyFirst: return joined([prefix, family, given, middle, suffix], " ")
        }
    }

    /// The text the name sorts by in the style's sort order: the display form without the
    /// prefix (Android's `SORT_KEY_PRIMARY` "John K. Doe, Jr." and `SORT_KEY_ALTERNATIVE`
    /// "Doe, John K., Jr."). A name with no personal part sorts by its organisation, and
    /// one with neither by the empty text (so it files under `#`, last, in uikit style).
    ///
    /// - Parameter style: The sort order and separators.
    /// - Returns: The sort text.
    public func sortText(_ style: NameStyle) -> String {
        guard hasPersonalName else { return organization }
        if isWrittenInCJK { return joined([family, middle, given], cjkSeparator) }
        return PersonName.western(
            prefix: "", given: given, middle: middle, family: family, suffix: suffix,
            order: style.sortOrder)
    }

    /// The reading the name sorts by, or `nil` when it has none.
    ///
    /// Each part's reading stands in for the part (a part without a reading keeps its own
    /// text), in the sort order, family first for names written in Han, kana or Hangul: 山田
    /// 太郎 with the family reading やまだ reads "やまだ 太郎". Without part readings,
    /// ``fullReading``; a contact filed by organisation reads ``organizationReading``.
    ///
    /// - Parameter style: The sort order.
    /// - Returns: The reading, or `nil`.
    public func reading(_ style: NameStyle) -> String? {
        guard hasPersonalName else {
            if !organizationReading.isEmpty { return organizationReading }
            return fullReading.isEmpty ? nil : fullReading
        }
        if givenReading.isEmpty && middleReading.isEmpty && familyReading.isEmpty {
            return fullReading.isEmpty ? nil : fullReading
        }
        let family = familyReading.isEmpty ? self.family : familyReading
        let middle = middleReading.isEmpty ? self.middle : middleReading
        let given = givenReading.isEmpty ? self.given : givenReading
        let familyFirst = isWrittenInCJK || style.sortOrder == .familyFirst
        return joined(familyFirst ? [family, middle, given] : [given, middle, family], " ")
    }

    /// What the name is sectioned and ordered by: its ``reading(_:)`` when it has one, else its
    /// ``sortText(_:)``.
    public func sectionKey(_ style: NameStyle) -> String {
        reading(style) ?? sortText(style)
    }

    /// Whether the family or given name holds Han, kana or Hangul.
    var isWrittenInCJK: Bool {
        PersonName.containsCJK(family) || PersonName.containsCJK(given)
    }

    /// What joins the family and given name of a name written in Han, kana or Hangul, by the
    /// name's own script, whatever the list's locale: nothing for Korean and Chinese names, a
    /// space for Japanese ones, as Android's contacts provider joins them
    /// (`NameSplitter.join`: `CHINESE`, `KOREAN` and `CJK` without a space, `JAPANESE` with
    /// one) and as the names are written ("김민준", "曾国藩", "山田 太郎").
    ///
    /// Hangul makes a name Korean and kana (in the name or its readings) Japanese, as
    /// Android's `guessFullNameStyle` decides. Android leaves a name of Han ideographs alone
    /// to the phone's language; here the name decides: a family name of two or more
    /// ideographs that is not a Chinese compound surname (欧阳, 司马, 诸葛 …) is Japanese
    /// (山田, 鈴木, 佐藤: Japanese family names are mostly two characters, Chinese ones one),
    /// any other is Chinese. A one-character Japanese family name written without kana
    /// (林 太郎) is therefore shown as a Chinese one (林太郎).
    var cjkSeparator: String {
        let parts = family + middle + given
        if parts.unicodeScalars.contains(where: PersonName.isHangul) { return "" }
        let readings = familyReading + middleReading + givenReading + fullReading
        if (parts + readings).unicodeScalars.contains(where: PersonName.isKana) { return " " }
        let familyLength = family.unicodeScalars.count
        if familyLength >= 2 && !PersonName.chineseCompoundSurnames.contains(family) { return " " }
        return ""
    }

    /// Chinese family names of two characters, simplified and traditional, common enough to
    /// meet in a contact list (the compound surnames of the Hundred Family Surnames).
    static let chineseCompoundSurnames: Set<String> = [
        "欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方", "皇甫", "尉迟", "尉遲", "公孙", "公孫",
        "令狐", "慕容", "夏侯", "司徒", "司空", "长孙", "長孫", "宇文", "轩辕", "軒轅", "端木", "独孤", "獨孤", "南宫",
        "南宮", "澹台", "万俟", "第五", "呼延", "闻人", "聞人", "申屠", "赫连", "赫連", "百里", "西门", "西門", "太史",
        "钟离", "鍾離", "公冶", "濮阳", "濮陽", "淳于", "单于", "單于", "闾丘", "閭丘", "东郭", "東郭", "拓跋",
    ]

    /// Whether a scalar is Hangul (jamo, compatibility jamo or a syllable).
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC: true
        default: false
        }
    }

    /// Whether a scalar is hiragana or katakana (the prolonged sound mark ー included).
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    /// Whether `text` holds a Han ideograph, kana or Hangul.
    static func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF,
                0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
                true
            default:
                false
            }
        }
    }

    /// A Western name in one order: "P G M F, S" or "P F, G M, S".
    static func western(
        prefix: String, given: String, middle: String, family: String, suffix: String,
        order: NameOrder
    ) -> String {
        var text: String
        switch order {
        case .givenFirst:
            text = joined([prefix, given, middle, family], " ")
        case .familyFirst:
            let first = joined([prefix, family], " ")
            text = joined([first, joined([given, middle], " ")], ", ")
        }
        if !suffix.isEmpty { text = text.isEmpty ? suffix : text + ", " + suffix }
        return text
    }
}

/// The non-empty parts joined by `separator`.
func joined(_ parts: [String], _ separator: String) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: separator)
}
