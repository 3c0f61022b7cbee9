internal import SectionizeKit
internal import SectionizeICU
/// Reads vCard 2.1, 3.0 and 4.0 (vCard 2.1 specification; RFC 2426; RFC 6350) into records,
/// one per `BEGIN:VCARD` … `END:VCARD`.
///
/// - Lines: LF, CRLF or CR end a physical line; a line starting with a space or tab
///   continues the previous one (the line end and that one character are removed: RFC 6350
///   §3.2, RFC 2425 §5.8.1); a quoted-printable value ending in `=` continues on the next
///   line (vCard 2.1 §2.1.3 soft line breaks, RFC 2045 §6.7), except onto a line that is
///   `BEGIN:VCARD` or `END:VCARD` (the `=` is then a stray one, dropped and reported, and the
///   card on that line is read, so no contact disappears into a value). Lines are joined as bytes,
///   before decoding, so a fold inside a UTF-8 character is repaired (RFC 6350 §3.2: readers
///   SHOULD) and reported.
/// - Properties: `[group.]NAME[;PARAM…]:VALUE`, names and parameter names without case; a
///   parameter may be bare (2.1: `;QUOTED-PRINTABLE`, `;X-IRMC-N`) or quoted (`SORT-AS="…"`).
/// - Values, property by property (``ValueDecoder``): quoted-printable undone, then the bytes
///   decoded in the property's `CHARSET` (any ICU converter name), else in `--encoding`'s,
///   else as UTF-8 — raw 8-bit values (`ENCODING=8BIT`, or none) and quoted-printable alike,
///   so a file may mix UTF-8 and Shift_JIS properties; then backslash escapes `\,` `\;`
///   `\:` `\\` `\n` `\N`; `N` and `ORG` components split at unescaped `;`, and 3.0/4.0
///   list values at unescaped `,`.
/// - Read: `N` (family; given; additional; prefixes; suffixes), `FN`, `NICKNAME`, `ORG`,
///   `TEL`, `EMAIL` (the first of each); readings from `X-PHONETIC-LAST-NAME`,
///   `X-PHONETIC-FIRST-NAME`, `X-PHONETIC-MIDDLE-NAME` (Android and iOS exports), else
///   `SOUND;X-IRMC-N` (Japanese phones: family; given; middle), else `N`'s `SORT-AS` (4.0:
///   family, given); `SORT-STRING` (3.0) as the reading of the whole name; `ORG`'s `SORT-AS`
///   and `X-PHONETIC-ORG` as the organisation's reading.
/// - Nested cards: a `BEGIN:VCARD` inside a card starts a contact of its own (as Android's
///   parser reads vCard 2.1 `AGENT` cards); the outer card goes on after the inner `END:VCARD`.
/// - Repaired lines (the contact is kept, each line reported as a ``InputIssue/Action/repaired``
///   warning; with `strict` the contact is a bad record instead), as Android's and KDE's
///   importers read them: a `#` comment line (skipped); a line after a bare CR inside a value,
///   or a line without a leading space after `ADR`, `LABEL` or `NOTE` (joined to that value
///   with a space); a property name without `:` (old Evolution's bare `FN`: ignored); any other
///   line that is not a property (ignored); a stray `=8` or `=80` at the end of a
///   quoted-printable value (dropped); text outside any card (ignored).
/// - Bad records: a card without `END:VCARD` at the end of the input (the card starting at
///   that `BEGIN` line is bad), a value whose bytes are invalid in its charset (under
///   ``InvalidInputPolicy/replace`` replaced and reported instead), a value naming a charset
///   ICU does not know. An input with text but no card at all is an error under every policy.
enum VCardReader {
    /// A logical (unfolded) line: its bytes and the physical lines it spans.
    struct LogicalLine {
        var bytes: [UInt8]
        var first: Int
        var last: Int
        /// Whether the physical line before it ended with a bare CR in an input whose lines
        /// otherwise end with LF (Thunderbird writes a line break inside a value so).
        var afterBareCR = false
        /// Lines at which a fold split a UTF-8 character (joined, and reported).
        var splitFolds: [Int] = []
    }

    /// How to read an input's values.
    struct Options {
        /// The charset of values that declare none (`--encoding`), or `nil` for UTF-8.
        var fallback: TextEncoding?
        /// Whether values are still the file's bytes (see ``ValueDecoder/rawValues``).
        var rawValues = true
        /// The property that identifies cards (`--id UID`).
        var idProperty: String?
    }

    /// The contact being read.
    struct Card {
        var line: Int
        /// The card's number: its position among the cards, counted at `BEGIN` (an outer
        /// card is numbered before the cards nested in it).
        var number = 0
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
        /// Lines repaired or left out, reported with the card (or making it bad when strict).
        var repairs: [(line: Int, message: String)] = []
        /// The property that identifies cards (`--id UID`), uppercased, and its first value.
        var idProperty: String?
        var id: String?
        /// `X-ABShowAs:COMPANY` (the iPhone's "Show as company").
        var showsOrganization = false
    }

    /// A property read but not applied yet: a continuation line may still join it.
    struct Pending {
        var head: Head
        var value: [UInt8]
        var line: Int
        var splitFolds: [Int]
        /// Whether the name and parameters hold bytes that are not UTF-8 (parameter values
        /// such as `SORT-AS` are read as UTF-8, RFC 6350 §3.1).
        var headInvalid = false
    }

    /// Properties whose values are free text that exporters continue on lines without a
    /// leading space.
    static let continuedProperties: Set<String> = ["ADR", "LABEL", "NOTE"]

    /// Reads every card of `bytes` into `collector`.
    static func read(_ bytes: [UInt8], source: String, options: Options, into collector: inout Collector) {
        var decoder = ValueDecoder(fallback: options.fallback, rawValues: options.rawValues, policy: collector.policy)
        var card: Card?
        var outer: [Card] = []  // cards a nested card is inside, innermost last
        var pending: Pending?
        var sawCard = false
        var outerSeen: [Int] = []  // lines of cards that had a card nested in them
        var firstText: Int?
        let idProperty = options.idProperty?.uppercased()

        func flush(_ card: inout Card?) {
            guard let property = pending else { return }
            pending = nil
            guard card != nil else { return }
            apply(property, decoder: &decoder, to: &card!)
        }
        func repair(_ line: Int, _ message: String, _ card: inout Card?, _ collector: inout Collector) {
            if card != nil {
                card!.repairs.append((line, message))
            } else {
                collector.repaired(line: line, message)
            }
        }

        for logical in logicalLines(bytes) where !collector.stopped {
            let text = logical.bytes
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if firstText == nil { firstText = logical.first }
            let colon = colonIndex(text)
            guard let colon, isPropertyName(text[..<colon]) else {
                // Not a property: repaired at the smallest unit, the contact kept.
                if card?.inBase64 == true && colon == nil { continue }  // a 2.1 BASE64 value's data lines
                guard card != nil else {
                    repair(logical.first, "text outside BEGIN:VCARD … END:VCARD (line ignored)", &card, &collector)
                    continue
                }
                if text.first == 0x23 {
                    repair(logical.first, "a comment line (skipped)", &card, &collector)
                } else if var open = pending, logical.afterBareCR || continuedProperties.contains(open.head.name) {
                    let why =
                        logical.afterBareCR
                        ? "a bare CR inside the value of \(open.head.name)" : "\(open.head.name) continued without a leading space"
                    repair(logical.first, "\(why) (line joined to it)", &card, &collector)
                    open.value.append(0x20)
                    open.value.append(contentsOf: text)
                    pending = open
                } else if colon == nil, isPropertyName(text[...]) {
                    repair(logical.first, "property \(asciiUpper(trimmed(text))) without ':' and value (ignored)", &card, &collector)
                } else {
                    repair(logical.first, "not a vCard property (line ignored)", &card, &collector)
                }
                continue
            }
            let head = parseHead(text[..<colon])
            let value = Array(text[(colon + 1)...])
            let name = head.name
            if name == "BEGIN", asciiUpper(trimmed(value)) == "VCARD" {
                // A card inside a card (vCard 2.1 AGENT, some exports) is a contact of its
                // own, as Android's parser reads it; the outer card goes on after its END.
                flush(&card)
                if let open = card {
                    outer.append(open)
                    outerSeen.append(open.line)
                }
                card = Card(line: logical.first, number: collector.nextNumber)
                collector.nextNumber += 1
                card?.idProperty = idProperty
                sawCard = true
                continue
            }
            guard card != nil else {
                repair(logical.first, "text outside BEGIN:VCARD … END:VCARD (line ignored)", &card, &collector)
                continue
            }
            flush(&card)
            if name == "END", asciiUpper(trimmed(value)) == "VCARD" {
                finish(card!, last: logical.last, into: &collector)
                card = outer.popLast()
                continue
            }
            card!.inBase64 = head.isBase64
            let headBytes = text[..<colon]
            let headInvalid = !headBytes.allSatisfy { $0 < 0x80 } && String(validating: headBytes, as: UTF8.self) == nil
            pending = Pending(head: head, value: value, line: logical.first, splitFolds: logical.splitFolds, headInvalid: headInvalid)
        }
        flush(&card)
        for open in outer + (card.map { [$0] } ?? []) where !collector.stopped {
            collector.bad(line: open.line, "BEGIN:VCARD without END:VCARD", isRecord: false)  // numbered at BEGIN
        }
        // Nested cards end before the cards around them: records in the order of their numbers.
        if !outerSeen.isEmpty { collector.records.sort { $0.number < $1.number } }
        if !sawCard, let firstText, !collector.stopped {
            // Not a vCard file at all: an error whatever the policy (as a CSV without a header).
            collector.failure = SectionizeError(
                .invalidData, "\(source):\(firstText): no vCard in the input (no BEGIN:VCARD line)", source: source, line: firstText)
        }
    }

    /// Whether an input's vCard values can be decoded one by one from the file's bytes: in
    /// UTF-8 or an encoding that keeps ASCII's line ends, `:` and `;` (every one
    /// ``TextEncoding`` names but UTF-16), not starting with a UTF-16 byte order mark.
    static func readsPropertyByProperty(_ bytes: [UInt8], encoding: TextEncoding?) -> Bool {
        switch encoding {
        case .utf16?, .utf16LE?, .utf16BE?: return false
        case nil: return !bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF])
        default: return true
        }
    }

    /// Reports a finished card: a record with its warnings, or a bad record.
    static func finish(_ card: Card, last: Int, into collector: inout Collector) {
        if let error = card.error {
            collector.bad(line: error.line, "\(error.message) (the contact at line \(card.line))", isRecord: false)
        } else if collector.strict, let repair = card.repairs.first {
            collector.bad(line: repair.line, "\(repair.message); refused (--strict) (the contact at line \(card.line))", isRecord: false)
        } else {
            for repair in card.repairs { collector.repaired(line: repair.line, repair.message) }
            for replacement in card.replacements { collector.replacedValue(line: replacement.line, replacement.message) }
            collector.add(record(of: card), lines: card.line...last, number: card.number)
        }
    }

    /// Whether `bytes` (before a `:`) can be a property's name and parameters: a name of
    /// letters, digits and `-` (with an optional `group.` before it), then parameters.
    static func isPropertyName(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let start = i
        while i < bytes.endIndex {
            let c = bytes[i]
            let isNameByte = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E || c == 0x5F
            if !isNameByte { break }
            i += 1
        }
        guard i > start else { return false }
        while i < bytes.endIndex, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i == bytes.endIndex || bytes[i] == 0x3B
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
    static func apply(_ property: Pending, decoder: inout ValueDecoder, to card: inout Card) {
        let head = property.head
        let line = property.line
        if head.isBase64 { return }
        if property.headInvalid {
            let message = "\(head.name): bytes invalid in UTF-8 in the property's parameters"
            guard decoder.policy == .replace else {
                if card.error == nil { card.error = (line, message) }
                return
            }
            card.replacements.append((line, message))
        }
        let value: String
        switch decoder.decode(property.value, head: head) {
        case .success(let decoded):
            value = decoded.text
            if let replaced = decoded.replaced { card.replacements.append((line, replaced)) }
            if let repaired = decoded.repaired { card.repairs.append((line, repaired)) }
        case .failure(let error):
            if card.error == nil { card.error = (line, error.message) }
            return
        }
        if !property.splitFolds.isEmpty, decoder.isUTF8(head) {
            for fold in property.splitFolds {
                card.repairs.append((fold, "\(head.name): a fold inside a UTF-8 character (joined, RFC 6350 §3.2)"))
            }
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
        var physical: [(start: Int, end: Int, line: Int, bareCR: Bool)] = []
        var start = 0
        var line = 1
        var i = 0
        var sawLF = false
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D {
                let crlf = c == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A
                if c == 0x0A || crlf { sawLF = true }
                physical.append((start, i, line, c == 0x0D && !crlf))
                i += crlf ? 2 : 1
                start = i
                line += 1
            } else {
                i += 1
            }
        }
        if start < bytes.count { physical.append((start, bytes.count, line, false)) }

        var result: [LogicalLine] = []
        var current: LogicalLine?
        var quotedPrintable = false
        var previousBareCR = false
        for (start, end, line, bareCR) in physical {
            let slice = bytes[start..<end]
            defer { previousBareCR = bareCR && sawLF }
            if var open = current {
                if quotedPrintable, open.bytes.last == 0x3D, !isEndLine(slice), !isBeginLine(slice) {
                    // A soft line break: the '=' and the line end are removed.
                    open.bytes.removeLast()
                    open.bytes.append(contentsOf: slice)
                    open.last = line
                    current = open
                    continue
                }
                if let first = slice.first, first == 0x20 || first == 0x09 {
                    let rest = slice.dropFirst()
                    if let next = rest.first, next & 0xC0 == 0x80, endsInsideUTF8Character(open.bytes) { open.splitFolds.append(line) }
                    open.bytes.append(contentsOf: rest)
                    open.last = line
                    current = open
                    continue
                }
                result.append(open)
            }
            current = LogicalLine(bytes: Array(slice), first: line, last: line, afterBareCR: previousBareCR)
            quotedPrintable = isQuotedPrintableStart(slice)
        }
        if let open = current { result.append(open) }
        return result
    }

    /// Whether a physical line is `END:VCARD` (a quoted-printable value never continues
    /// onto it).
    static func isEndLine(_ slice: ArraySlice<UInt8>) -> Bool {
        slice.count >= 9 && asciiUpper(trimmed(Array(slice))) == "END:VCARD"
    }

    /// Whether a physical line is `BEGIN:VCARD` (a quoted-printable value never continues
    /// onto it either: a card starts there, nested or not, as in Android's vCard 2.1 parser,
    /// which ends a quoted-printable value at such a line rather than swallow a contact).
    static func isBeginLine(_ slice: ArraySlice<UInt8>) -> Bool {
        slice.count >= 11 && asciiUpper(trimmed(Array(slice))) == "BEGIN:VCARD"
    }

    /// Whether `bytes` end with the lead of a UTF-8 sequence that is not complete.
    static func endsInsideUTF8Character(_ bytes: [UInt8]) -> Bool {
        var i = bytes.count - 1
        var continuation = 0
        while i >= 0, bytes[i] & 0xC0 == 0x80, continuation < 3 {
            continuation += 1
            i -= 1
        }
        guard i >= 0 else { return false }
        let lead = bytes[i]
        let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
        return length > 0 && continuation < length - 1
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
