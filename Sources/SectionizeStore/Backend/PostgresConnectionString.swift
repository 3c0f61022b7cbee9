package import SectionizeKit

/// A PostgreSQL connection string read as libpq reads it (PostgreSQL's documentation, libpq,
/// "Connection Strings"): the URI form
/// `postgresql://[user[:password]@][host][:port][/dbname][?param=value&…]` (or `postgres://`)
/// and the keyword/value form `host=localhost port=5432 dbname=mydb`.
///
/// Every part of a URI is percent-decoded; a bracketed host is an IPv6 address; query
/// parameters and keywords are the ones the store supports (``keywords``), any other is
/// refused by name. Values left out come from the environment (`PGHOST`, `PGPORT` …) when the
/// string is resolved (``resolved(environment:)``).
///
/// Where this reader differs from libpq, on purpose:
/// - The scheme is matched in any case (`POSTGRES://`), as RFC 3986 says schemes are; libpq
///   matches it in lower case only.
/// - The user information ends at the **last** `@` before the first `/`, so a password may
///   hold a raw `@` (`postgres://u:p@ss@host/db`); libpq ends it at the first `@` and would
///   take `ss@host` for the host. Every URI libpq reads (an `@` in a host is never valid) means
///   the same here.
/// - An `@` after the first `/` (before the query) is refused: it is a user name or password
///   holding a raw `/`, which libpq would read as a database name and send to the server.
/// - One host only (libpq takes a comma-separated list).
///
/// No error message quotes a value that could be part of a password: ports, words without
/// `=` and malformed percent-escapes are described, not shown.
package struct PostgresConnectionString: Sendable, Hashable {
    /// The keywords (and URI query parameters) the store reads, as libpq names them.
    package static let keywords: Set<String> = [
        "host", "port", "dbname", "user", "password", "sslmode", "sslrootcert", "sslcert", "sslkey", "connect_timeout",
        "application_name",
    ]

    /// Every other keyword libpq knows (PostgreSQL 17): a string starting with one of these is a
    /// connection string (not a file name), and the keyword is refused by name.
    static let otherLibpqKeywords: Set<String> = [
        "hostaddr", "passfile", "channel_binding", "client_encoding", "options", "fallback_application_name", "keepalives",
        "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout", "replication", "gssencmode",
        "sslnegotiation", "sslcompression", "sslpassword", "sslcertmode", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
        "require_auth", "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib", "gssdelegation",
        "service", "target_session_attrs", "load_balance_hosts",
    ]

    /// Keywords whose values are secrets: never shown.
    static let secretKeywords: Set<String> = ["password", "sslpassword"]

    /// The values the string gives, by keyword (decoded; empty values left out, as libpq does).
    package var values: [String: String]

    /// Reads a connection string.
    ///
    /// - Parameter string: A `postgresql://` or `postgres://` URI (any case), or keyword/value
    ///   pairs.
    /// - Throws: ``SectionizeError`` with code `invalidOption`, naming what is wrong (never a
    ///   password).
    package init(_ string: String) throws(SectionizeError) {
        let bytes = Array(string.utf8)
        if let prefix = Self.uriPrefixLength(bytes) {
            values = try Self.parseURI(bytes, from: prefix)
        } else {
            values = try Self.parseKeywordValue(bytes)
        }
        if let port = values["port"] { _ = try Self.port(port, from: "the connection string") }
    }

    /// Whether `string` is a PostgreSQL connection string rather than a file path: a
    /// `postgresql://` or `postgres://` URI in any case, or keyword/value pairs starting with
    /// one of libpq's keywords (`host=…`, `dbname=…`).
    ///
    /// - Parameter string: A path or a connection string.
    /// - Returns: Whether it is a connection string.
    package static func isConnectionString(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        if uriPrefixLength(bytes) != nil { return true }
        var i = 0
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        let start = i
        while i < bytes.count, bytes[i] == UInt8(ascii: "_") || (bytes[i] >= 0x61 && bytes[i] <= 0x7A) { i += 1 }
        let word = String(decoding: bytes[start..<i], as: UTF8.self)
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "=") && (keywords.contains(word) || otherLibpqKeywords.contains(word))
    }

    /// The length of the URI designator `postgresql://` or `postgres://` (any case) at the start.
    static func uriPrefixLength(_ bytes: [UInt8]) -> Int? {
        for designator in ["postgresql://", "postgres://"] {
            let d = Array(designator.utf8)
            if bytes.count >= d.count, zip(bytes, d).allSatisfy({ lowercased($0) == $1 }) { return d.count }
        }
        return nil
    }

    // MARK: - The URI form

    /// `postgresql://[user[:password]@][host][:port][/dbname][?param=value&…]`.
    private static func parseURI(_ b: [UInt8], from start: Int) throws(SectionizeError) -> [String: String] {
        var values: [String: String] = [:]
        func store(_ keyword: String, _ raw: ArraySlice<UInt8>, what: String) throws(SectionizeError) {
            let value = try decode(raw, what: what)
            if !value.isEmpty { values[keyword] = value }
        }
        let slash = b[start...].firstIndex(of: UInt8(ascii: "/")) ?? b.count
        var p = start
        if let at = b[start..<slash].lastIndex(of: UInt8(ascii: "@")) {
            let colon = b[start..<at].firstIndex(of: UInt8(ascii: ":"))
            try store("user", b[start..<(colon ?? at)], what: "the user name")
            if let colon { try store("password", b[(colon + 1)..<at], what: "the password") }
            p = at + 1
        } else {
            let query = b[slash...].firstIndex(of: UInt8(ascii: "?")) ?? b.count
            if b[slash..<query].contains(UInt8(ascii: "@")) {
                throw SectionizeError(
                    .invalidOption,
                    "the connection URI has an @ after its first /: write / and @ in a user name or password as %2F and %40")
            }
        }
        // The host: a bracketed IPv6 address, or up to `:`, `/`, `?` or `,`.
        if p < b.count, b[p] == UInt8(ascii: "[") {
            guard let close = b[p...].firstIndex(of: UInt8(ascii: "]")) else {
                throw SectionizeError(.invalidOption, "the connection URI has a [ without ] around an IPv6 host address")
            }
            if close == p + 1 { throw SectionizeError(.invalidOption, "the connection URI has an empty IPv6 host address ([])") }
            try store("host", b[(p + 1)..<close], what: "the host")
            p = close + 1
            if p < b.count, ![":", "/", "?", ","].map({ UInt8(ascii: $0) }).contains(b[p]) {
                throw SectionizeError(.invalidOption, "the connection URI has a character after ] that is not :, / or ?")
            }
        } else {
            let end = b[p...].firstIndex { [":", "/", "?", ","].map { UInt8(ascii: $0) }.contains($0) } ?? b.count
            try store("host", b[p..<end], what: "the host")
            p = end
        }
        if p < b.count, b[p] == UInt8(ascii: ":") {
            let end = b[(p + 1)...].firstIndex { ["/", "?", ","].map { UInt8(ascii: $0) }.contains($0) } ?? b.count
            try store("port", b[(p + 1)..<end], what: "the port")
            p = end
        }
        if p < b.count, b[p] == UInt8(ascii: ",") {
            throw SectionizeError(.invalidOption, "the connection URI names several hosts (host1,host2): the store connects to one")
        }
        if p < b.count, b[p] == UInt8(ascii: "/") {
            let end = b[(p + 1)...].firstIndex(of: UInt8(ascii: "?")) ?? b.count
            try store("dbname", b[(p + 1)..<end], what: "the database name")
            p = end
        }
        if p < b.count, b[p] == UInt8(ascii: "?") {
            for pair in b[(p + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
                let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 2 else {
                    throw SectionizeError(
                        .invalidOption,
                        parts.count < 2
                            ? "the connection URI has a query parameter without = (write & and = in values as %26 and %3D)"
                            : "the connection URI has a query parameter with two = (write = in values as %3D)")
                }
                let keyword = try decode(parts[0], what: "a query parameter's name")
                try checkKeyword(keyword, form: "query parameter")
                try store(keyword, parts[1], what: "the value of \(keyword)")
            }
        }
        return values
    }

    /// Percent-decodes a part of a URI (`%` and two hexadecimal digits; `%00` refused, and the
    /// result must be UTF-8), as libpq's `conninfo_uri_decode`. `+` stays `+`.
    private static func decode(_ raw: ArraySlice<UInt8>, what: String) throws(SectionizeError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = raw.startIndex
        while i < raw.endIndex {
            if raw[i] == UInt8(ascii: "%") {
                guard i + 2 < raw.endIndex, let high = hexValue(raw[i + 1]), let low = hexValue(raw[i + 2])
                else {
                    throw SectionizeError(.invalidOption, "the connection URI has a % that is not followed by two hexadecimal digits in \(what)")
                }
                let byte = high << 4 | low
                if byte == 0 { throw SectionizeError(.invalidOption, "the connection URI has %00 in \(what)") }
                out.append(byte)
                i += 3
            } else {
                out.append(raw[i])
                i += 1
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw SectionizeError(.invalidOption, "the connection URI has bytes that are not UTF-8 in \(what)")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - The keyword/value form

    /// `keyword = value …`, values in single quotes when they hold spaces (`\'` and `\\` inside),
    /// as libpq's `conninfo_parse`.
    private static func parseKeywordValue(_ b: [UInt8]) throws(SectionizeError) -> [String: String] {
        var values: [String: String] = [:]
        for pair in try keywordValuePairs(b) {
            guard let value = pair.value else {
                // The word may be part of a value with a space that was not quoted: not shown
                // unless it is a keyword.
                let word = String(decoding: b[pair.keyword], as: UTF8.self)
                throw SectionizeError(
                    .invalidOption,
                    keywords.contains(word) || otherLibpqKeywords.contains(word)
                        ? "the connection string has no = after \(word)"
                        : "the connection string has a word without = (quote values with spaces: password='a b')")
            }
            let keyword = String(decoding: b[pair.keyword], as: UTF8.self)
            try checkKeyword(keyword, form: "keyword")
            guard let text = String(validating: value, as: UTF8.self) else {
                throw SectionizeError(.invalidOption, "the connection string has bytes that are not UTF-8 in the value of \(keyword)")
            }
            if !text.isEmpty { values[keyword] = text } else { values[keyword] = nil }
        }
        return values
    }

    /// One `keyword=value` of the keyword/value form: where its keyword and the whole pair are,
    /// and its value unquoted (`nil` for a word without `=`).
    struct Pair {
        var keyword: Range<Int>
        var whole: Range<Int>
        var value: [UInt8]?
    }

    /// The pairs of a keyword/value string.
    ///
    /// - Parameters:
    ///   - b: The string's bytes.
    ///   - lenient: Whether an unterminated quoted value ends the pairs (else it throws).
    /// - Throws: `invalidOption` for an unterminated quoted value.
    static func keywordValuePairs(_ b: [UInt8], lenient: Bool = false) throws(SectionizeError) -> [Pair] {
        var pairs: [Pair] = []
        var i = 0
        while true {
            while i < b.count, isSpace(b[i]) { i += 1 }
            if i == b.count { break }
            let start = i
            while i < b.count, b[i] != UInt8(ascii: "="), !isSpace(b[i]) { i += 1 }
            let keyword = start..<i
            while i < b.count, isSpace(b[i]) { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "=") else {
                pairs.append(Pair(keyword: keyword, whole: start..<i, value: nil))
                continue
            }
            i += 1
            while i < b.count, isSpace(b[i]) { i += 1 }
            var value: [UInt8] = []
            if i < b.count, b[i] == UInt8(ascii: "'") {
                i += 1
                var closed = false
                while i < b.count {
                    if b[i] == UInt8(ascii: "\\"), i + 1 < b.count {
                        value.append(b[i + 1])
                        i += 2
                    } else if b[i] == UInt8(ascii: "'") {
                        i += 1
                        closed = true
                        break
                    } else {
                        value.append(b[i])
                        i += 1
                    }
                }
                if !closed {
                    if lenient { break }
                    throw SectionizeError(
                        .invalidOption,
                        "the connection string has a quoted value without its closing ' (after \(String(decoding: b[keyword], as: UTF8.self))=)")
                }
            } else {
                while i < b.count, !isSpace(b[i]) {
                    if b[i] == UInt8(ascii: "\\"), i + 1 < b.count { i += 1 }
                    value.append(b[i])
                    i += 1
                }
            }
            pairs.append(Pair(keyword: keyword, whole: start..<i, value: value))
        }
        return pairs
    }

    /// Refuses a keyword the store does not read, naming it.
    private static func checkKeyword(_ keyword: String, form: String) throws(SectionizeError) {
        guard !keywords.contains(keyword) else { return }
        if otherLibpqKeywords.contains(keyword) {
            throw SectionizeError(
                .invalidOption,
                "the connection string's \(form) \(keyword) is not supported by the store (it reads \(keywords.sorted().joined(separator: ", ")))")
        }
        throw SectionizeError(
            .invalidOption, "the connection string has an unknown \(form) \(keyword) (the store reads \(keywords.sorted().joined(separator: ", ")))")
    }

    // MARK: - Values

    /// A port: an integer 1…65535 (libpq's `parse_int_param` and its range check); the value is
    /// not shown in the error (it may be part of a password written without `%40`).
    ///
    /// - Parameters:
    ///   - text: The port's text.
    ///   - source: Where it came from, for the message (`the connection string`, `PGPORT`).
    /// - Returns: The port.
    /// - Throws: `invalidOption` when it is not an integer 1…65535.
    package static func port(_ text: String, from source: String) throws(SectionizeError) -> Int {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        guard let port = Int(String(trimmed)), (1...65535).contains(port) else {
            throw SectionizeError(.invalidOption, "the port in \(source) is not a number from 1 to 65535")
        }
        return port
    }

    // MARK: - Redaction

    /// `string` without any password: the user information's `:password` and the `password`
    /// (and `sslpassword`) parameters or keywords removed. Never fails: a string that is not a
    /// valid connection string loses whatever could hold a password (everything between the
    /// user name and the `@`, words without `=`, an unterminated quoted value).
    ///
    /// - Parameter string: A connection string.
    /// - Returns: The string to show.
    package static func redacted(_ string: String) -> String {
        let b = Array(string.utf8)
        if let prefix = uriPrefixLength(b) { return redactedURI(b, prefix: prefix) }
        var kept: [String] = []
        // An unterminated quoted value is left out with everything after it.
        for pair in (try? keywordValuePairs(b, lenient: true)) ?? [] where pair.value != nil {
            let keyword = String(decoding: b[pair.keyword], as: UTF8.self)
            if !secretKeywords.contains(keyword) { kept.append(String(decoding: b[pair.whole], as: UTF8.self)) }
        }
        return kept.joined(separator: " ")
    }

    private static func redactedURI(_ b: [UInt8], prefix: Int) -> String {
        let slash = b[prefix...].firstIndex(of: UInt8(ascii: "/")) ?? b.count
        let query = b[slash...].firstIndex(of: UInt8(ascii: "?")) ?? b.count
        // The user information ends at the last @ before the first / (as the parser reads it),
        // or, in a URI the parser refuses, at the last @ before the query.
        var out = Array(b[..<prefix])
        var rest = prefix
        if let at = b[prefix..<slash].lastIndex(of: UInt8(ascii: "@")) ?? b[prefix..<query].lastIndex(of: UInt8(ascii: "@")) {
            let colon = b[prefix..<at].firstIndex(of: UInt8(ascii: ":")) ?? at
            out += b[prefix..<colon]
            out.append(UInt8(ascii: "@"))
            rest = at + 1
        }
        out += b[rest...]
        // Parameters: from the first `?` of what is left (a `?password=` written before a raw
        // `@` may have been taken for user information), every `password` pair is dropped, and
        // every piece without `=` (the rest of a value with a raw `&`).
        guard let mark = out.firstIndex(of: UInt8(ascii: "?")) else { return String(decoding: out, as: UTF8.self) }
        var kept: [ArraySlice<UInt8>] = []
        for pair in out[(mark + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = (try? decode(pair[..<equals], what: "")) ?? String(decoding: pair[..<equals], as: UTF8.self)
            if !secretKeywords.contains(key) { kept.append(pair) }
        }
        let parameters = Array(kept.joined(separator: [UInt8(ascii: "&")]))
        return String(decoding: out[..<mark] + (parameters.isEmpty ? [] : [UInt8(ascii: "?")] + parameters), as: UTF8.self)
    }

    /// Whether the string gives a password (in the user information, a `password` parameter or
    /// keyword): it is then visible to other users of the machine in `ps`.
    package var hasPassword: Bool { values["password"] != nil }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
