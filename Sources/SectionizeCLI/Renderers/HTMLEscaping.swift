/// Escaping for `--format html`: every string from the input reaches the page through one of
/// these two functions.
enum HTMLEscaping {
    /// Text for HTML element content and double-quoted attribute values: `& < > " '` become
    /// character references, so markup in a row (`<img src=x onerror=…>`) is shown, not parsed.
    static func text(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A JSON string literal safe inside `<script type="application/json">`: JSON's own
    /// escapes, plus `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` (so no `</script>` or
    /// `<!--` can end or change the script element) and U+2028/U+2029 as `\u2028`/`\u2029`
    /// (line terminators in older JavaScript parsers).
    static func scriptJSON(_ text: String) -> String {
        let quoted = JSONText.quoted(text)
        guard quoted.unicodeScalars.contains(where: { "<>&\u{2028}\u{2029}".unicodeScalars.contains($0) }) else {
            return quoted
        }
        var out = ""
        for scalar in quoted.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A JSON array of strings for a script element.
    static func scriptJSONArray(_ strings: [String]) -> String {
        "[" + strings.map(scriptJSON).joined(separator: ",") + "]"
    }
}
