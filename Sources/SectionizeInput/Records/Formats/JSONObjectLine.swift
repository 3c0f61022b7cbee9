/// One line of JSON Lines read as a flat object (RFC 8259), keeping what a contact field
/// needs exactly: strings with their escapes decoded, numbers as their JSON text (verbatim:
/// `12345678901234567890123` and `1e400` stay as written), `true`/`false` as text, `null` and
/// nested arrays or objects as absent.
///
/// Escapes are held to the rules of raw bytes: an escaped NUL (`\u0000`) or a surrogate
/// without its pair (`\ud800`) decodes to no valid text, so it is an *invalid value*, which
/// the reader fails, replaces (U+FFFD, reported) or skips as the invalid-input policy says,
/// like an invalid byte. Anything else that is not JSON is a bad record.
struct JSONObjectLine {
    /// A value as far as a contact field cares.
    enum Value: Equatable {
        case text(String)
        case absent
    }

    /// Why a line cannot be read.
    struct Problem: Error, Equatable {
        /// What is wrong.
        var message: String
        /// Whether the line is JSON but holds a value with no valid text (an escaped NUL, a
        /// lone surrogate); otherwise it is not a JSON object at all.
        var isInvalidValue: Bool
    }

    /// The keys and values, in order (a repeated key keeps its last value).
    var pairs: [(key: String, value: Value)] = []
    /// The invalid values replaced by U+FFFD (when replacing), described for the report.
    var replaced: [String] = []

    private let bytes: ArraySlice<UInt8>
    private var i: Int
    private let replacing: Bool

    private init(_ bytes: ArraySlice<UInt8>, replacing: Bool) {
        self.bytes = bytes
        i = bytes.startIndex
        self.replacing = replacing
    }

    /// Parses one line's bytes (well-formed UTF-8).
    ///
    /// - Parameters:
    ///   - bytes: The line, without its line end.
    ///   - replacing: Whether invalid values are replaced by U+FFFD (and listed in
    ///     ``replaced``) rather than reported as a ``Problem``.
    static func parse(_ bytes: ArraySlice<UInt8>, replacing: Bool) -> Result<JSONObjectLine, Problem> {
        var parser = JSONObjectLine(bytes, replacing: replacing)
        do throws(Problem) {
            try parser.object()
            parser.skipSpace()
            guard parser.i == bytes.endIndex else { throw parser.notJSON("text after the object") }
            return .success(parser)
        } catch {
            return .failure(error)
        }
    }

    private func notJSON(_ message: String) -> Problem { Problem(message: message, isInvalidValue: false) }

    private mutating func skipSpace() {
        while i < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
        skipSpace()
        guard i < bytes.endIndex, bytes[i] == byte else { throw notJSON("expected \(what)") }
        i += 1
    }

    private mutating func object() throws(Problem) {
        try expect(0x7B, "{")
        skipSpace()
        if i < bytes.endIndex, bytes[i] == 0x7D {
            i += 1
            return
        }
        var index: [String: Int] = [:]
        while true {
            skipSpace()
            guard i < bytes.endIndex, bytes[i] == 0x22 else { throw notJSON("expected a key") }
            let key = try string(context: "a key")
            try expect(0x3A, ":")
            let value = try value(key: key)
            if let k = index[key] {
                pairs[k].value = value
            } else {
                index[key] = pairs.count
                pairs.append((key, value))
            }
            skipSpace()
            guard i < bytes.endIndex else { throw notJSON("unterminated object") }
            if bytes[i] == 0x2C {
                i += 1
                continue
            }
            guard bytes[i] == 0x7D else { throw notJSON("expected , or }") }
            i += 1
            return
        }
    }

    private mutating func value(key: String) throws(Problem) -> Value {
        skipSpace()
        guard i < bytes.endIndex else { throw notJSON("missing value") }
        switch bytes[i] {
        case 0x22: return .text(try string(context: "\"\(key)\""))
        case 0x7B, 0x5B:
            try skipNested()
            return .absent
        case 0x74: return try literal("true", .text("true"))
        case 0x66: return try literal("false", .text("false"))
        case 0x6E: return try literal("null", .absent)
        default: return .text(try number())
        }
    }

    private mutating func literal(_ word: String, _ value: Value) throws(Problem) -> Value {
        let utf8 = Array(word.utf8)
        guard bytes.endIndex - i >= utf8.count, bytes[i..<(i + utf8.count)].elementsEqual(utf8) else {
            throw notJSON("not a JSON value")
        }
        i += utf8.count
        return value
    }

    /// A number's JSON text, checked against the grammar: `-? int frac? exp?`.
    private mutating func number() throws(Problem) -> String {
        let start = i
        func digits() -> Int {
            let from = i
            while i < bytes.endIndex, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
            return i - from
        }
        if i < bytes.endIndex, bytes[i] == 0x2D { i += 1 }
        guard i < bytes.endIndex, bytes[i] >= 0x30 && bytes[i] <= 0x39 else { throw notJSON("not a JSON value") }
        if bytes[i] == 0x30 { i += 1 } else { _ = digits() }
        if i < bytes.endIndex, bytes[i] == 0x2E {
            i += 1
            guard digits() > 0 else { throw notJSON("a number without digits after .") }
        }
        if i < bytes.endIndex, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            if i < bytes.endIndex, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { throw notJSON("a number without exponent digits") }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Skips a nested array or object (strings inside may hold brackets).
    private mutating func skipNested() throws(Problem) {
        var depth = 0
        while i < bytes.endIndex {
            switch bytes[i] {
            case 0x22:
                _ = try string(context: "a nested value")
                continue
            case 0x7B, 0x5B: depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if depth == 0 {
                    i += 1
                    return
                }
            default: break
            }
            i += 1
        }
        throw notJSON("unterminated array or object")
    }

    private mutating func hex4() throws(Problem) -> UInt32 {
        guard bytes.endIndex - i >= 4 else { throw notJSON("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw notJSON("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            i += 1
        }
        return value
    }

    /// A string starting at the opening quote, escapes decoded.
    private mutating func string(context: String) throws(Problem) -> String {
        i += 1  // the opening quote
        var out: [UInt8] = []
        func invalid(_ what: String) throws(Problem) {
            let message = "\(what) in \(context)"
            guard replacing else { throw Problem(message: message, isInvalidValue: true) }
            replaced.append(message)
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        }
        while i < bytes.endIndex {
            let b = bytes[i]
            switch b {
            case 0x22:
                i += 1
                return String(decoding: out, as: UTF8.self)
            case 0x5C:
                i += 1
                guard i < bytes.endIndex else { throw notJSON("unterminated string") }
                let e = bytes[i]
                i += 1
                switch e {
                case 0x22, 0x5C, 0x2F: out.append(e)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x6E: out.append(0x0A)
                case 0x72: out.append(0x0D)
                case 0x74: out.append(0x09)
                case 0x75:
                    var scalar = try hex4()
                    if scalar == 0 {
                        try invalid("an escaped NUL (\\u0000)")
                        continue
                    }
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate needs a low one right after it.
                        let save = i
                        if bytes.endIndex - i >= 6, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                            i += 2
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                i = save
                                try invalid("a lone surrogate (\\u\(String(scalar, radix: 16)))")
                                continue
                            }
                        } else {
                            try invalid("a lone surrogate (\\u\(String(scalar, radix: 16)))")
                            continue
                        }
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        try invalid("a lone surrogate (\\u\(String(scalar, radix: 16)))")
                        continue
                    }
                    out.append(contentsOf: String(Unicode.Scalar(scalar)!).utf8)
                default: throw notJSON("a bad escape \\\(Unicode.Scalar(e))")
                }
            case 0x00..<0x20: throw notJSON("a control character inside a string")
            default:
                out.append(b)
                i += 1
            }
        }
        throw notJSON("unterminated string")
    }
}
