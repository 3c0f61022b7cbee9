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
    /// ISO 8859-1 (Latin-1).
    case iso8859_1 = "iso-8859-1"
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
        case .iso8859_1: "ISO-8859-1"
        case .shiftJIS: "Shift_JIS"
        case .gb18030: "GB18030"
        case .big5: "Big5"
        }
    }
}
