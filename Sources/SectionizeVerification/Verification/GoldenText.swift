internal import SectionizeKit
internal import SectionizeInput
/// How rows and titles are written in a golden file so that every character can be seen and
/// every string comes back exactly: plain when that is unambiguous, else in double quotes
/// with `\"`, `\\` and `\u{HEX}` escapes.
enum GoldenText {
    /// Whether a scalar cannot be seen in an editor (controls, format characters, separators
    /// other than the space, private-use, surrogate and unassigned code points).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether `text` must be quoted to survive as one item: empty, white space at either
    /// end, a leading quote or combining mark, an invisible character, or (for list items) a
    /// space or `→`.
    static func needsQuoting(_ text: String, inList: Bool) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace || first == "\"" { return true }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true  // it would join the indent
        default: break
        }
        for scalar in scalars {
            if isInvisible(scalar) { return true }
            if inList && (scalar == " " || scalar == "→") { return true }
        }
        return false
    }

    /// `text` as it is written: plain, or quoted with escapes.
    static func written(_ text: String, inList: Bool = false) -> String {
        guard needsQuoting(text, inList: inList) else { return text }
        return quoted(text)
    }

    /// `text` always quoted, with the golden's escapes (for messages).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where isInvisible(scalar) || (scalar != " " && scalar.properties.isWhitespace):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Reads one quoted item starting at `start` (which must be `"`): the text and the index
    /// after the closing quote, or an explanation of what is wrong.
    static func readQuoted(_ scalars: [Unicode.Scalar], from start: Int) -> Result<(String, Int), QuoteError> {
        var out = String.UnicodeScalarView()
        var i = start + 1
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\"" { return .success((String(out), i + 1)) }
            if scalar == "\\" {
                guard i + 1 < scalars.count else { break }
                let next = scalars[i + 1]
                switch next {
                case "\"", "\\":
                    out.append(next)
                    i += 2
                case "u":
                    guard i + 2 < scalars.count, scalars[i + 2] == "{",
                        let close = scalars[(i + 3)...].firstIndex(of: "}"),
                        let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16),
                        let decoded = Unicode.Scalar(value)
                    else {
                        return .failure(QuoteError("bad escape: write \\u{HEX} with a valid code point"))
                    }
                    out.append(decoded)
                    i = close + 1
                default:
                    return .failure(QuoteError("unknown escape \\\(next): use \\\", \\\\ or \\u{HEX}"))
                }
                continue
            }
            out.append(scalar)
            i += 1
        }
        return .failure(QuoteError("missing closing quote"))
    }

    /// Reads a whole line's item: quoted (nothing may follow the closing quote) or plain.
    static func item(_ text: Substring) -> Result<String, QuoteError> {
        guard text.unicodeScalars.first == "\"" else { return .success(String(text)) }
        let scalars = Array(text.unicodeScalars)
        switch readQuoted(scalars, from: 0) {
        case .failure(let error): return .failure(error)
        case .success(let (value, end)):
            guard end == scalars.count else { return .failure(QuoteError("text after the closing quote")) }
            return .success(value)
        }
    }

    /// Splits a space-separated list; items may be quoted.
    static func list(_ text: Substring) -> Result<[String], QuoteError> {
        let scalars = Array(text.unicodeScalars)
        var items: [String] = []
        var i = 0
        while i < scalars.count {
            if scalars[i] == " " { i += 1; continue }
            if scalars[i] == "\"" {
                switch readQuoted(scalars, from: i) {
                case .failure(let error): return .failure(error)
                case .success(let (value, end)):
                    if end < scalars.count && scalars[end] != " " { return .failure(QuoteError("text after a closing quote")) }
                    items.append(value)
                    i = end
                }
                continue
            }
            var end = i
            while end < scalars.count && scalars[end] != " " { end += 1 }
            items.append(String(String.UnicodeScalarView(scalars[i..<end])))
            i = end
        }
        return .success(items)
    }

    /// What is wrong with a quoted item.
    struct QuoteError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
