internal import SectionizeKit
extension PersonName {
    /// The name as shown when nothing formatted it, in the style's display order: the prefix,
    /// the name parts, the suffix, joined by spaces, as Android's vCard importer composes a
    /// display name from `N` (`VCardUtils.constructNameFromElements`): given first "Mr John
    /// K. Doe Jr."; family first (Hungarian's custom) the family name, then the given and middle
    /// names: "Mr Doe John K. Jr.". Names written in Han, kana or Hangul
    /// are always shown family name first, their parts joined by ``NameStyle/cjkSeparator``
    /// ("山田 太郎"), as Android does whatever the setting
    /// (`NameSplitterTest.testJoinJapaneseName`); a Western name in a Chinese, Japanese or
    /// Korean list is shown given name first unless the display order was set
    /// (``NameStyle/westernDisplayOrder``). A name with no personal part shows its organisation.
    ///
    /// - Parameter style: The display order and separators.
    /// - Returns: The display name; empty when the name has no part at all.
    public func displayName(_ style: NameStyle) -> String {
        guard hasPersonalName else { return organization.isEmpty ? joined([prefix, suffix], " ") : organization }
        if isWrittenInCJK {
            return joined([prefix, joined([family, middle, given], style.cjkSeparator), suffix], " ")
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
        if isWrittenInCJK { return joined([family, middle, given], style.cjkSeparator) }
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
