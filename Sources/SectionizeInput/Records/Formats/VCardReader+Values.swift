internal import SectionizeKit
internal import SectionizeICU

extension VCardReader {
    /// Turns a property's value bytes into text in the charset the property declares.
    ///
    /// vCard 2.1 lets every property name its own `CHARSET` (§2.1.4), with the value written
    /// as raw 8-bit bytes (`ENCODING=8BIT`, or no encoding) or quoted-printable; Japanese
    /// phones write `N;CHARSET=SHIFT_JIS:` with Shift_JIS bytes on the line, and one file
    /// may mix them with UTF-8 properties. So a value is decoded on its own: its bytes
    /// (quoted-printable undone first) in its `CHARSET`, else in `--encoding`'s, else as
    /// UTF-8 — what Android's `VCardEntry` does with each property's charset. Converters
    /// are opened once per charset and input.
    struct ValueDecoder {
        /// The charset of values that declare none (`--encoding`), or `nil` for UTF-8.
        let fallback: TextEncoding?
        /// Whether values are still the file's bytes; `false` when the whole input was
        /// decoded first (UTF-16), where only quoted-printable bytes need a charset.
        let rawValues: Bool
        let policy: InvalidInputPolicy
        private var converters: [String: ICU.Converter?] = [:]

        init(fallback: TextEncoding?, rawValues: Bool, policy: InvalidInputPolicy) {
            self.fallback = fallback == .utf8 ? nil : fallback
            self.rawValues = rawValues
            self.policy = policy
        }

        /// Whether the value of the property `head` is decoded as UTF-8.
        func isUTF8(_ head: Head) -> Bool {
            let charset = (rawValues || head.isQuotedPrintable ? head.parameter("CHARSET") : nil) ?? (rawValues ? fallback?.icuName : nil) ?? "UTF-8"
            let upper = charset.uppercased()
            return upper == "UTF-8" || upper == "UTF8"
        }

        /// A decoded value: its text, what was replaced (`--invalid replace`), and what was
        /// repaired (a stray byte dropped at the end of a quoted-printable value).
        struct Decoded {
            var text: String
            var replaced: String?
            var repaired: String?
        }

        /// Decodes the value `raw` of the property `head`.
        ///
        /// - Returns: The text, or why it has none (invalid bytes under a policy that does
        ///   not replace them, an unknown charset).
        mutating func decode(_ raw: [UInt8], head: Head) -> Result<Decoded, ValueError> {
            let declared = head.parameter("CHARSET")
            var bytes = raw
            var repaired: String?
            if head.isQuotedPrintable {
                let undone = VCardReader.undoQuotedPrintable(raw)
                bytes = undone.bytes
                if let stray = undone.strayEnd { repaired = "\(head.name): a stray \(stray) at the end of a quoted-printable value (dropped)" }
            } else if !rawValues || declared == nil && fallback == nil {
                // Fast path: UTF-8 text without NUL, the common case.
                if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) { return .success(Decoded(text: text)) }
            }
            // Which charset, and how to name it in messages.
            let charset: String
            let label: String
            if let declared, rawValues || head.isQuotedPrintable {
                charset = declared
                label = "CHARSET=\(declared)"
            } else if rawValues, let fallback {
                charset = fallback.icuName
                label = "\(fallback.rawValue) (--encoding; the property declares no CHARSET)"
            } else {
                charset = "UTF-8"
                label = "UTF-8 (the property declares no CHARSET)"
            }
            var result = convert(bytes, charset: charset)
            guard case .success(var converted) = result else { return result.map { $0.decoded } }
            // A quoted-printable value that ends in bytes that start a character but do not
            // finish it (a phone's "=80" after the name): the name is whole without them.
            if head.isQuotedPrintable, let first = converted.invalid.first, converted.invalidAtEnd {
                let dropped = bytes[first...].map { "=" + hex($0) }.joined()
                bytes.removeSubrange(first...)
                result = convert(bytes, charset: charset)
                if case .success(let again) = result, again.invalid.isEmpty {
                    converted = again
                    let note = "\(head.name): a stray \(dropped) at the end of a quoted-printable value in \(label) (dropped)"
                    repaired = repaired.map { $0 + "; " + note } ?? note
                }
            }
            var text = converted.text
            var replaced: [String] = []
            if !converted.invalid.isEmpty {
                let shown = converted.invalidBytes.prefix(8).map { "0x" + hex($0) }.joined(separator: " ")
                let what = "\(head.name): bytes invalid in \(label): \(shown)\(converted.invalidBytes.count > 8 ? " …" : "")"
                guard policy == .replace else {
                    var message = what
                    if declared == nil && fallback == nil {
                        message += "; not UTF-8? name the file's encoding: --encoding windows-1252, shift_jis, gb18030, big5 …"
                    }
                    return .failure(ValueError(message: message))
                }
                replaced.append("\(converted.invalid.count) invalid sequence\(converted.invalid.count == 1 ? "" : "s") in \(what)")
            }
            // A NUL (raw, or an encoded =00) is held to the rule of a raw one: invalid data.
            if text.utf8.contains(0) {
                let what = head.isQuotedPrintable ? "a NUL (=00) in a quoted-printable value" : "a NUL byte in the value"
                guard policy == .replace else { return .failure(ValueError(message: "\(head.name): \(what)")) }
                text = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
                replaced.append("\(head.name): \(what)")
            }
            return .success(Decoded(text: text, replaced: replaced.isEmpty ? nil : replaced.joined(separator: "; "), repaired: repaired))
        }

        /// Text converted from `charset`, with the offsets of invalid sequences (each
        /// replaced by U+FFFD in the text).
        struct Converted {
            var text: String
            var invalid: [Int] = []
            var invalidBytes: [UInt8] = []
            /// Whether the invalid sequences run to the end of the bytes, with nothing valid
            /// after the first of them.
            var invalidAtEnd = false
            var decoded: Decoded { Decoded(text: text) }
        }

        private mutating func convert(_ bytes: [UInt8], charset: String) -> Result<Converted, ValueError> {
            let upper = charset.uppercased()
            if upper == "UTF-8" || upper == "UTF8", let text = String(validating: bytes, as: UTF8.self) {
                return .success(Converted(text: text))
            }
            let converter: ICU.Converter
            if let cached = converters[upper] {
                guard let cached else { return .failure(ValueError(message: "unknown CHARSET \(charset)")) }
                converter = cached
            } else {
                let opened = try? ICU.Converter(name: charset)
                converters[upper] = .some(opened)
                guard let opened else { return .failure(ValueError(message: "unknown CHARSET \(charset) (ICU has no converter by that name)")) }
                converter = opened
            }
            var invalid: [Int] = []
            var invalidBytes: [UInt8] = []
            var lastEnd = 0
            let units: [UInt16]
            do {
                units = try bytes.withUnsafeBufferPointer { buffer throws(ICUError) in
                    try converter.decode(buffer) { offset, length, decoded in
                        invalid.append(offset)
                        invalidBytes.append(contentsOf: buffer[offset..<min(offset + max(length, 1), buffer.count)])
                        lastEnd = offset + max(length, 1)
                        decoded.append(0xFFFD)
                    }
                }
            } catch {
                return .failure(ValueError(message: "CHARSET \(charset) conversion failed (\(error))"))
            }
            var converted = Converted(text: String(decoding: units, as: UTF16.self), invalid: invalid, invalidBytes: invalidBytes)
            if let first = invalid.first, lastEnd >= bytes.count {
                // Nothing but invalid sequences from the first one on.
                converted.invalidAtEnd = invalidBytes.count == bytes.count - first
            }
            return .success(converted)
        }
    }

    /// Why a value has no text.
    struct ValueError: Error {
        var message: String
    }

    /// Quoted-printable undone (RFC 2045 §6.7): `=XX` is the byte XX, anything else stands
    /// for itself. An `=` with fewer than two hex digits at the very end of the value (a
    /// phone's stray `=8`) is dropped and named in `strayEnd`.
    static func undoQuotedPrintable(_ raw: [UInt8]) -> (bytes: [UInt8], strayEnd: String?) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            if raw[i] == 0x3D {
                if let high = hexValue(raw, i + 1), let low = hexValue(raw, i + 2) {
                    bytes.append(high << 4 | low)
                    i += 3
                    continue
                }
                if i + 2 >= raw.count, i + 1 == raw.count || hexValue(raw, i + 1) != nil {
                    return (bytes, String(decoding: raw[i...], as: UTF8.self))
                }
            }
            bytes.append(raw[i])
            i += 1
        }
        return (bytes, nil)
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
}

/// Two upper-case hex digits.
func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
