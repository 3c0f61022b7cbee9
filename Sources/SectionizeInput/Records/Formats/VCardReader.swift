internal import SectionizeKit
internal import SectionizeICU
/// Reads vCard 2.1, 3.0 and 4.0 (vCard 2.1 specification; RFC 2426; RFC 6350) into records,
/// one per `BEGIN:VCARD` … `END:VCARD`.
///
/// - Lines: LF, CRLF or CR end a physical line; a line starting with a space or tab
///   continues the previous one (the line end and that one character are removed: RFC 6350
///   §3.2, RFC 2425 §5.8.1); a quoted-printable value ending in `=` continues on the next
///   line (vCard 2.1 §2.1.3 soft line breaks, RFC 2045 §6.7).
/// - Properties: `[group.]NAME[;PARAM…]:VALUE`, names and parameter names without case; a
///   parameter may be bare (2.1: `;QUOTED-PRINTABLE`, `;X-IRMC-N`) or quoted (`SORT-AS="…"`).
/// - Values: `ENCODING=QUOTED-PRINTABLE` (or bare) with `CHARSET=` (any ICU converter name,
///   UTF-8 when absent); backslash escapes `\,` `\;` `\:` `\\` `\n` `\N`; `N` and `ORG`
///   components split at unescaped `;`, and 3.0/4.0 list values at unescaped `,`.
/// - Read: `N` (family; given; additional; prefixes; suffixes), `FN`, `NICKNAME`, `ORG`,
///   `TEL`, `EMAIL` (the first of each); readings from `X-PHONETIC-LAST-NAME`,
///   `X-PHONETIC-FIRST-NAME`, `X-PHONETIC-MIDDLE-NAME` (Android and iOS exports), else
///   `SOUND;X-IRMC-N` (Japanese phones: family; given; middle), else `N`'s `SORT-AS` (4.0:
///   family, given); `SORT-STRING` (3.0) as the reading of the whole name; `ORG`'s `SORT-AS`
///   and `X-PHONETIC-ORG` as the organisation's reading.
/// - Nested cards: a `BEGIN:VCARD` inside a card starts a contact of its own (as Android's
///   parser reads vCard 2.1 `AGENT` cards); the outer card goes on after the inner `END:VCARD`.
/// - Bad records: a card without `END:VCARD` at the end of the input (the card starting at
///   that `BEGIN` line is bad), a non-blank line outside a
///   card, a line without `:` inside one (except the data lines of a BASE64 value), a
///   quoted-printable value whose bytes are invalid in its `CHARSET`.
enum VCardReader {
    /// A logical (unfolded) line: its bytes and the physical lines it spans.
    struct LogicalLine {
        var bytes: [UInt8]
        var first: Int
        var last: Int
    }

    /// The contact being read.
    struct Card {
        var line: Int
        var version = "2.1"
        var name: [String]?
        var nameSortAs: [String] = []
        var formatted: String?
        var nickname: String?
        var organization: String?
        var organizationReading = ""
        var phonetic: [String: String] = [:]
        var irmc: [String]?
        var sortString = ""
        var phone: String?
        var email: String?
        var error: (line: Int, message: String)?
        var inBase64 = false
        /// Values whose invalid bytes were replaced by U+FFFD (`--invalid replace`), with
        /// their lines, reported with the card.
        var replacements: [(line: Int, message: String)] = []
        /// The property that identifies cards (`--id UID`), uppercased, and its first value.
        var idProperty: String?
        var id: String?
        /// `X-ABShowAs:COMPANY` (the iPhone's "Show as company").
        var showsOrganization = false
    }

    /// Reads every card of `bytes` into `collector`.
    static func read(
        _ bytes: [UInt8], source: String, fallback: TextEncoding?, idProperty: String? = nil,
        into collector: inout Collector
    ) {
        var card: Card?
        var outer: [Card] = []  // cards a nested card is inside, innermost last
        for logical in logicalLines(bytes) where !collector.stopped {
            let text = logical.bytes
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard let colon = colonIndex(text) else {
                if card?.inBase64 == true { continue }
                if card != nil {
                    if card!.error == nil { card!.error = (logical.first, "not a vCard property (no ':')") }
                } else {
                    collector.bad(line: logical.first, "text outside BEGIN:VCARD … END:VCARD")
                }
                continue
            }
            let head = parseHead(text[..<colon])
            let value = Array(text[(colon + 1)...])
            let name = head.name
            if name == "BEGIN", asciiUpper(trimmed(value)) == "VCARD" {
                // A card inside a card (vCard 2.1 AGENT, some exports) is a contact of its
                // own, as Android's parser reads it; the outer card goes on after its END.
                if let open = card { outer.append(open) }
                card = Card(line: logical.first)
                card?.idProperty = idProperty?.uppercased()
                continue
            }
            guard var current = card else {
                collector.bad(line: logical.first, "text outside BEGIN:VCARD … END:VCARD")
                continue
            }
            if name == "END", asciiUpper(trimmed(value)) == "VCARD" {
                if let error = current.error {
                    collector.bad(line: current.line, "\(error.message) (line \(error.line))")
                } else {
                    for replacement in current.replacements { collector.replacedValue(line: replacement.line, replacement.message) }
                    collector.add(record(of: current), lines: current.line...logical.last)
                }
                card = outer.popLast()
                continue
            }
            current.inBase64 = false
            apply(head, value, line: logical.first, fallback: fallback, policy: collector.policy, to: &current)
            card = current
        }
        for open in outer + (card.map { [$0] } ?? []) where !collector.stopped {
            collector.bad(line: open.line, "BEGIN:VCARD without END:VCARD")
        }
    }

    /// A property's name (upper-cased, without group) and parameters (names upper-cased;
    /// a bare parameter has an empty name).
    struct Head {
        var name: String
        var parameters: [(name: String, value: String)]

        func parameter(_ key: String) -> String? {
            parameters.first { $0.name == key }?.value
        }

        /// Whether a parameter (named or bare) has this value, without case.
        func has(_ value: String) -> Bool {
            parameters.contains {
                $0.value.uppercased() == value || ($0.name == "TYPE" && $0.value.uppercased().split(separator: ",").contains { $0 == value })
            }
        }

        var isQuotedPrintable: Bool {
            parameter("ENCODING")?.uppercased() == "QUOTED-PRINTABLE"
                || parameters.contains { $0.name.isEmpty && $0.value.uppercased() == "QUOTED-PRINTABLE" }
        }
        var isBase64: Bool {
            let encoding = parameter("ENCODING")?.uppercased()
            return encoding == "BASE64" || encoding == "B" || parameters.contains { $0.name.isEmpty && $0.value.uppercased() == "BASE64" }
        }
    }

    /// Applies one property to the card.
    static func apply(
        _ head: Head, _ raw: [UInt8], line: Int, fallback: TextEncoding?, policy: InvalidInputPolicy,
        to card: inout Card
    ) {
        if head.isBase64 { card.inBase64 = true; return }
        var value: String
        if head.isQuotedPrintable {
            let charset = head.parameter("CHARSET") ?? "UTF-8"
            switch decodeQuotedPrintable(raw, charset: charset, policy: policy) {
            case .success(let (text, replaced)):
                value = text
                if let replaced { card.replacements.append((line, "\(head.name): \(replaced)")) }
            case .failure(let error):
                if card.error == nil { card.error = (line, error.message) }
                return
            }
        } else {
            value = String(decoding: raw, as: UTF8.self)
        }
        let lists = card.version != "2.1"
        if head.name == card.idProperty, card.id == nil { card.id = unescape(value).trimmingBlanks }
        switch head.name {
        case "VERSION":
            card.version = value.trimmingBlanks
        case "N":
            guard card.name == nil else { return }
            card.name = components(value, lists: lists)
            if let sortAs = head.parameter("SORT-AS") {
                card.nameSortAs = sortAs.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
            }
        case "FN":
            if card.formatted == nil { card.formatted = unescape(value).trimmingBlanks }
        case "NICKNAME":
            if card.nickname == nil { card.nickname = splitUnescaped(value, at: ",").first.map { unescape($0).trimmingBlanks } }
        case "ORG":
            guard card.organization == nil else { return }
            card.organization = components(value, lists: false).first ?? ""
            if let sortAs = head.parameter("SORT-AS") { card.organizationReading = sortAs.trimmingBlanks }
        case "X-PHONETIC-ORG":
            card.organizationReading = unescape(value).trimmingBlanks
        case "X-PHONETIC-FIRST-NAME", "X-PHONETIC-LAST-NAME", "X-PHONETIC-MIDDLE-NAME":
            if card.phonetic[head.name] == nil { card.phonetic[head.name] = unescape(value).trimmingBlanks }
        case "SOUND":
            if head.has("X-IRMC-N"), card.irmc == nil { card.irmc = components(value, lists: lists) }
        case "X-ABSHOWAS":
            card.showsOrganization = asciiUpper(trimmed(Array(value.utf8))) == "COMPANY"
        case "SORT-STRING":
            card.sortString = unescape(value).trimmingBlanks
        case "TEL":
            // 4.0 writes TEL as a URI (VALUE=uri: "tel:+1-555-555-5555", RFC 6350 §6.4.1).
            var number = unescape(value).trimmingBlanks
            if number.lowercased().hasPrefix("tel:") { number = String(number.dropFirst(4)) }
            if card.phone == nil { card.phone = number }
        case "EMAIL":
            if card.email == nil { card.email = unescape(value).trimmingBlanks }
        default:
            break
        }
    }

    /// The record a finished card describes.
    static func record(of card: Card) -> ContactRecord {
        let n = card.name ?? []
        func part(_ i: Int) -> String { i < n.count ? n[i] : "" }
        var name = PersonName(
            prefix: part(3), given: part(1), middle: part(2), family: part(0), suffix: part(4),
            organization: card.organization ?? "")
        let sortAs = card.nameSortAs
        let irmc = card.irmc ?? []
        func reading(_ phonetic: String, irmcIndex: Int, sortAsIndex: Int?) -> String {
            if let value = card.phonetic[phonetic], !value.isEmpty { return value }
            if irmcIndex < irmc.count, !irmc[irmcIndex].isEmpty { return irmc[irmcIndex] }
            if let sortAsIndex, sortAsIndex < sortAs.count { return sortAs[sortAsIndex] }
            return ""
        }
        name.familyReading = reading("X-PHONETIC-LAST-NAME", irmcIndex: 0, sortAsIndex: 0)
        name.givenReading = reading("X-PHONETIC-FIRST-NAME", irmcIndex: 1, sortAsIndex: 1)
        name.middleReading = reading("X-PHONETIC-MIDDLE-NAME", irmcIndex: 2, sortAsIndex: nil)
        name.fullReading = card.sortString
        name.organizationReading = card.organizationReading
        var record = ContactRecord(
            name: name, formattedName: card.formatted ?? "", nickname: card.nickname ?? "",
            phone: card.phone ?? "", email: card.email ?? "")
        if card.idProperty != nil { record.id = card.id ?? "" }
        record.showsOrganization = card.showsOrganization
        return record
    }

    // MARK: - Lines

    /// The logical lines of the input: physical lines unfolded.
    static func logicalLines(_ bytes: [UInt8]) -> [LogicalLine] {
        var physical: [(start: Int, end: Int, line: Int)] = []
        var start = 0
        var line = 1
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D {
                physical.append((start, i, line))
                i += c == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                start = i
                line += 1
            } else {
                i += 1
            }
        }
        if start < bytes.count { physical.append((start, bytes.count, line)) }

        var result: [LogicalLine] = []
        var current: LogicalLine?
        var quotedPrintable = false
        for (start, end, line) in physical {
            let slice = bytes[start..<end]
            if var open = current {
                if quotedPrintable, open.bytes.last == 0x3D {
                    // A soft line break: the '=' and the line end are removed.
                    open.bytes.removeLast()
                    open.bytes.append(contentsOf: slice)
                    open.last = line
                    current = open
                    continue
                }
                if let first = slice.first, first == 0x20 || first == 0x09 {
                    open.bytes.append(contentsOf: slice.dropFirst())
                    open.last = line
                    current = open
                    continue
                }
                result.append(open)
            }
            current = LogicalLine(bytes: Array(slice), first: line, last: line)
            quotedPrintable = isQuotedPrintableStart(slice)
        }
        if let open = current { result.append(open) }
        return result
    }

    /// Whether a property's parameters (before the first ':') mention QUOTED-PRINTABLE.
    static func isQuotedPrintableStart(_ slice: ArraySlice<UInt8>) -> Bool {
        guard let colon = slice.firstIndex(of: 0x3A) else { return false }
        let pattern = Array("QUOTED-PRINTABLE".utf8)
        let head = slice[slice.startIndex..<colon]
        guard head.count >= pattern.count else { return false }
        var i = head.startIndex
        while i + pattern.count <= head.endIndex {
            var k = 0
            while k < pattern.count {
                let c = head[i + k]
                if (c >= 0x61 && c <= 0x7A ? c - 0x20 : c) != pattern[k] { break }
                k += 1
            }
            if k == pattern.count { return true }
            i += 1
        }
        return false
    }

    /// The index of the ':' that ends the name and parameters (outside double quotes).
    static func colonIndex(_ text: [UInt8]) -> Int? {
        // Common case: a colon with no double quote before it.
        if let colon = text.firstIndex(where: { $0 == 0x3A || $0 == 0x22 }), text[colon] == 0x3A { return colon }
        var quoted = false
        for (i, c) in text.enumerated() {
            if c == 0x22 { quoted.toggle() } else if c == 0x3A && !quoted { return i }
        }
        return nil
    }

    /// Parses `[group.]NAME;PARAM=VALUE;BARE`.
    static func parseHead(_ bytes: ArraySlice<UInt8>) -> Head {
        // Common case: no parameters and no group ("FN", "TEL").
        if !bytes.contains(where: { $0 == 0x3B || $0 == 0x2E || $0 == 0x22 || $0 == 0x20 || $0 == 0x09 }) {
            return Head(name: asciiUpper(Array(bytes)), parameters: [])
        }
        var pieces: [String] = []
        var current: [UInt8] = []
        var quoted = false
        for c in bytes {
            if c == 0x22 { quoted.toggle(); continue }
            if c == 0x3B && !quoted { pieces.append(String(decoding: current, as: UTF8.self)); current = []; continue }
            current.append(c)
        }
        pieces.append(String(decoding: current, as: UTF8.self))
        var name = pieces.removeFirst().trimmingBlanks.uppercased()
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        let parameters = pieces.map { piece -> (name: String, value: String) in
            if let equals = piece.firstIndex(of: "=") {
                return (piece[..<equals].trimmingBlanks.uppercased(), piece[piece.index(after: equals)...].trimmingBlanks)
            }
            return ("", piece.trimmingBlanks)
        }
        return Head(name: name, parameters: parameters)
    }

    // MARK: - Values

    /// Decodes a quoted-printable value and converts its bytes from `charset`.
    static func decodeQuotedPrintable(
        _ raw: [UInt8], charset: String, policy: InvalidInputPolicy
    ) -> Result<(text: String, replaced: String?), QuotedPrintableError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            if raw[i] == 0x3D, let high = hexValue(raw, i + 1), let low = hexValue(raw, i + 2) {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(raw[i])
                i += 1
            }
        }
        // An encoded NUL (=00) is held to the rule of a raw one: invalid data.
        var replacedNUL = false
        if bytes.contains(0) {
            guard policy == .replace else {
                return .failure(QuotedPrintableError(message: "quoted-printable value holds a NUL (=00)"))
            }
            replacedNUL = true
        }
        func withoutNUL(_ text: String) -> String {
            replacedNUL ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 })) : text
        }
        let nulNote: String? = replacedNUL ? "a NUL (=00) in a quoted-printable value" : nil
        let upper = charset.uppercased()
        if upper == "UTF-8" || upper == "UTF8" {
            if let text = String(validating: bytes, as: UTF8.self) { return .success((withoutNUL(text), nulNote)) }
            if policy == .replace {
                return .success((withoutNUL(String(decoding: bytes, as: UTF8.self)), "quoted-printable bytes invalid in UTF-8"))
            }
            return .failure(QuotedPrintableError(message: "quoted-printable value is not valid UTF-8"))
        }
        let converter: ICU.Converter
        do { converter = try ICU.Converter(name: charset) } catch {
            return .failure(QuotedPrintableError(message: "unknown CHARSET \(charset)"))
        }
        var invalid = false
        let units: [UInt16]
        do {
            units = try bytes.withUnsafeBufferPointer { buffer throws(ICUError) in
                try converter.decode(buffer) { _, _, decoded in
                    invalid = true
                    decoded.append(0xFFFD)
                }
            }
        } catch {
            return .failure(QuotedPrintableError(message: "CHARSET \(charset) conversion failed"))
        }
        if invalid && policy != .replace {
            return .failure(QuotedPrintableError(message: "quoted-printable value has bytes that are invalid in CHARSET=\(charset)"))
        }
        let text = withoutNUL(String(decoding: units, as: UTF16.self))
        return .success((text, invalid ? "quoted-printable bytes invalid in CHARSET=\(charset)" : nulNote))
    }

    /// Why a quoted-printable value could not be decoded.
    struct QuotedPrintableError: Error {
        var message: String
    }

    /// The value of the hex digit at `raw[i]`, if it is one.
    static func hexValue(_ raw: [UInt8], _ i: Int) -> UInt8? {
        guard i < raw.count else { return nil }
        switch raw[i] {
        case 0x30...0x39: return raw[i] - 0x30
        case 0x41...0x46: return raw[i] - 0x41 + 10
        case 0x61...0x66: return raw[i] - 0x61 + 10
        default: return nil
        }
    }

    /// Structured components split at unescaped ';', each unescaped; with `lists`, the
    /// values of a component (split at unescaped ',') joined by spaces.
    static func components(_ value: String, lists: Bool) -> [String] {
        splitUnescaped(value, at: ";").map { component in
            let values = lists ? splitUnescaped(component, at: ",") : [component]
            return joined(values.map { unescape($0).trimmingBlanks }, " ")
        }
    }

    /// Splits at `separator` where it is not escaped by a backslash (escapes are kept).
    static func splitUnescaped(_ value: String, at separator: Unicode.Scalar) -> [String] {
        guard value.unicodeScalars.contains(separator) else { return [value] }
        var result: [String] = []
        var current = String.UnicodeScalarView()
        var escaped = false
        for scalar in value.unicodeScalars {
            if escaped { current.append(scalar); escaped = false; continue }
            if scalar == "\\" { current.append(scalar); escaped = true; continue }
            if scalar == separator { result.append(String(current)); current = String.UnicodeScalarView(); continue }
            current.append(scalar)
        }
        result.append(String(current))
        return result
    }

    /// Undoes backslash escapes: `\\` `\,` `\;` `\:` and `\n`/`\N` (a line end); any other
    /// backslash is kept.
    static func unescape(_ value: String) -> String {
        guard value.utf8.contains(0x5C) else { return value }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in value.unicodeScalars {
            if escaped {
                switch scalar {
                case "n", "N": result.append("\n")
                case "\\", ",", ";", ":": result.append(scalar)
                default: result.append("\\"); result.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.append(scalar)
            }
        }
        if escaped { result.append("\\") }
        return String(result)
    }

    static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed())
    }

    static func asciiUpper(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
