internal import SectionizeKit
internal import SectionizeICU
/// A character encoding of a structured input (a CSV, TSV, JSON Lines or vCard file).
///
/// Without one, inputs are read as UTF-8, with a byte order mark removed, or as UTF-16 when
/// they start with a UTF-16 byte order mark. Legacy exports (Outlook's CSV in Windows-1252,
/// Japanese phones' vCards in Shift_JIS) name theirs explicitly. Every encoding is decoded with
/// ICU's converters, which report invalid and unmappable bytes instead of guessing.
public enum TextEncoding: String, Sendable, CaseIterable, Codable {
    /// UTF-8 (a leading byte order mark is removed).
    case utf8 = "utf-8"
    /// UTF-16: big-endian unless a byte order mark says otherwise (ICU's "UTF-16").
    case utf16 = "utf-16"
    /// UTF-16 little-endian without a byte order mark (Windows' "Unicode" text files).
    case utf16LE = "utf-16le"
    /// UTF-16 big-endian without a byte order mark.
    case utf16BE = "utf-16be"
    /// Windows code page 1252 (Western European; Outlook's CSV export on Western Windows).
    case windows1252 = "windows-1252"
    /// Windows code page 1250 (Central European: Polish, Czech, Hungarian exports).
    case windows1250 = "windows-1250"
    /// Windows code page 1251 (Cyrillic).
    case windows1251 = "windows-1251"
    /// ISO 8859-1 (Latin-1).
    case iso8859_1 = "iso-8859-1"
    /// ISO 8859-2 (Latin-2, Central European).
    case iso8859_2 = "iso-8859-2"
    /// ISO 8859-15 (Latin-9: Latin-1 with the euro sign).
    case iso8859_15 = "iso-8859-15"
    /// KOI8-R (Russian).
    case koi8R = "koi8-r"
    /// EUC-JP (Japanese, Unix exports).
    case eucJP = "euc-jp"
    /// EUC-KR (Korean).
    case eucKR = "euc-kr"
    /// Shift_JIS (Japanese; ICU's ibm-943, the Windows-compatible variant).
    case shiftJIS = "shift_jis"
    /// GB 18030 (Simplified Chinese; a superset of GBK and GB 2312).
    case gb18030 = "gb18030"
    /// Big5 (Traditional Chinese; ICU's windows-950 variant).
    case big5 = "big5"

    /// The ICU converter name.
    var icuName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16: "UTF-16"
        case .utf16LE: "UTF-16LE"
        case .utf16BE: "UTF-16BE"
        case .windows1252: "windows-1252"
        case .windows1250: "windows-1250"
        case .windows1251: "windows-1251"
        case .iso8859_1: "ISO-8859-1"
        case .iso8859_2: "ISO-8859-2"
        case .iso8859_15: "ISO-8859-15"
        case .koi8R: "KOI8-R"
        case .eucJP: "EUC-JP"
        case .eucKR: "EUC-KR"
        case .shiftJIS: "Shift_JIS"
        case .gb18030: "GB18030"
        case .big5: "Big5"
        }
    }
}

extension TextEncoding {
    /// UTF-16 without a byte order mark, recognised by the NUL bytes of Latin text: the first
    /// code units (up to 8) all characters U+0001…U+00FF, the first of them ASCII, with the
    /// zero byte after (little-endian, as Windows writes "Unicode" text) or before
    /// (big-endian) each.
    ///
    /// - Returns: ``utf16LE`` or ``utf16BE``, or `nil` when the bytes do not look so (a
    ///   byte order mark is read by the decoder itself).
    static func utf16WithoutByteOrderMark(_ bytes: [UInt8]) -> TextEncoding? {
        let units = min(bytes.count / 2, 8)
        guard units >= 2 else { return nil }
        func all(_ zeroAt: Int) -> Bool {
            (0..<units).allSatisfy { u in
                let zero = bytes[2 * u + zeroAt]
                let char = bytes[2 * u + 1 - zeroAt]
                return zero == 0 && char != 0 && (u > 0 || char < 0x80)
            }
        }
        if all(1) { return .utf16LE }
        if all(0) { return .utf16BE }
        return nil
    }
}
