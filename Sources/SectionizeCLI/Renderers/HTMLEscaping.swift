/// Escaping for `--format html`: every string from the input reaches the page through one of
/// these functions.
enum HTMLEscaping {
    /// Text for HTML element content and double-quoted attribute values: `& < > " '` become
    /// character references, so markup in a row (`<img src=x onerror=…>`) is shown, not parsed.
    static func text(_ text: String) -> String {
        replacing(text) {
            switch $0 {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// A JSON string literal safe inside `<script type="application/json">`: JSON's own
    /// escapes, plus `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` (so no `</script>` or
    /// `<!--` can end or change the script element) and U+2028/U+2029 as `\u2028`/`\u2029`
    /// (line terminators in older JavaScript parsers).
    static func scriptJSON(_ text: String) -> String {
        scriptJSON(encoded: JSONText.quoted(text))
    }

    /// A JSON text made safe inside `<script type="application/json">` the same way: these
    /// characters can only occur inside its strings, where the `\u` escapes mean the same.
    static func scriptJSON(encoded json: String) -> String {
        replacing(json) {
            switch $0 {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    /// `text` with each scalar for which `replacement` gives a string replaced by it.
    private static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
