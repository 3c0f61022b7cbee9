internal import FoundationEssentials

/// Writing JSON values: strings by hand (deterministic and fast for millions of rows), and
/// library values through their `Encodable` form.
enum JSONText {
    /// A value's `Encodable` form on one line, keys sorted.
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding the library's own value types cannot fail (no floats, no custom throws).
        guard let data = try? encoder.encode(value) else { preconditionFailure("JSON encoding failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON string literal for `text` (quotes, backslashes and control characters escaped).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON array of strings on one line.
    static func array(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ", ") + "]"
    }
}
