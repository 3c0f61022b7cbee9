/// How many records an input holds, counted without the readers: small separate scanners of
/// the formats' documented rules, so that the fuzz target and the tests can check the
/// readers' accounting (issue 21: records out + records skipped = records in).
///
/// Each works on UTF-8 (or ASCII-compatible) bytes; a leading UTF-8 byte order mark is
/// ignored.
public enum InputCounts {
    /// The bytes without a leading UTF-8 byte order mark.
    static func body(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    }

    /// The physical lines: LF, CRLF and a lone CR end a line; a last line without a line
    /// end counts.
    static func physicalLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var i = start
        while i < bytes.endIndex {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                lines.append(bytes[start..<i])
                if bytes[i] == 0x0D, i + 1 < bytes.endIndex, bytes[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    /// Lines with at least one byte (plain lists: a blank line is not a row, a line of
    /// spaces is).
    public static func nonEmptyLines(_ bytes: [UInt8]) -> Int {
        physicalLines(body(bytes)).filter { !$0.isEmpty }.count
    }

    /// Lines with something besides spaces and tabs (JSON Lines, TSV rows).
    public static func nonBlankLines(_ bytes: [UInt8]) -> Int {
        physicalLines(body(bytes)).filter { $0.contains { $0 != 0x20 && $0 != 0x09 } }.count
    }

    /// Data rows of a CSV (RFC 4180 with the reader's documented recovery) or TSV input: the
    /// rows after the header; `nil` when there is no header row.
    ///
    /// Rules: a row ends at a line end outside quotes; blank lines are not rows; a field that
    /// starts with `"` runs to the next `"` not doubled. A quote never closed, or a closing
    /// quote followed by text when the quoted field spanned lines, makes the row's first line
    /// the (bad) row and the next row starts on the line after it.
    public static func delimitedRecords(_ bytes: [UInt8], delimiter: UInt8, quoting: Bool) -> Int? {
        let b = Array(body(bytes))
        var rows = 0
        var i = 0
        func isEnd(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
        func afterLine(_ from: Int) -> Int {
            var k = from
            while k < b.count, !isEnd(b[k]) { k += 1 }
            if k < b.count { k += b[k] == 0x0D && k + 1 < b.count && b[k + 1] == 0x0A ? 2 : 1 }
            return k
        }
        while true {
            while i < b.count, isEnd(b[i]) { i += 1 }
            guard i < b.count else { break }
            rows += 1
            let rowStart = i
            var lineEnds = 0
            row: while true {
                if quoting, i < b.count, b[i] == 0x22 {
                    i += 1
                    var closed = false
                    while i < b.count {
                        if b[i] == 0x22 {
                            if i + 1 < b.count, b[i + 1] == 0x22 { i += 2; continue }
                            closed = true
                            break
                        }
                        if b[i] == 0x0A || (b[i] == 0x0D && !(i + 1 < b.count && b[i + 1] == 0x0A)) { lineEnds += 1 }
                        i += 1
                    }
                    if !closed { i = afterLine(rowStart); break row }
                    i += 1
                    if i < b.count, b[i] != delimiter, !isEnd(b[i]) {
                        if lineEnds > 0 { i = afterLine(rowStart); break row }
                        while i < b.count, b[i] != delimiter, !isEnd(b[i]) { i += 1 }
                    }
                } else {
                    while i < b.count, b[i] != delimiter, !isEnd(b[i]) { i += 1 }
                }
                if i < b.count, b[i] == delimiter { i += 1; if i >= b.count || isEnd(b[i]) { break row }; continue }
                break row
            }
            if i < b.count, isEnd(b[i]) { i += b[i] == 0x0D && i + 1 < b.count && b[i + 1] == 0x0A ? 2 : 1 }
        }
        return rows == 0 ? nil : rows - 1
    }

    /// Cards of a vCard input: the logical lines (unfolded at a leading space or tab, and at a
    /// quoted-printable value's soft line break unless the next line is `END:VCARD` or
    /// `BEGIN:VCARD`) that are
    /// `[group.]BEGIN[;params]:VCARD`, nested ones included.
    public static func vCards(_ bytes: [UInt8]) -> Int {
        var logical: [[UInt8]] = []
        var quotedPrintable = false
        for line in physicalLines(body(bytes)) {
            let upper = line.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
            // A line that is END:VCARD or BEGIN:VCARD is never a continuation, not even of a
            // quoted-printable soft line break (vCard 2.1 §2.1.3; Android's VCardParserImpl_V21).
            let bare = String(decoding: upper, as: UTF8.self).trimmingCharacters(in: " \t")
            let neverContinues = bare == "END:VCARD" || bare == "BEGIN:VCARD"
            if var last = logical.last {
                if quotedPrintable, last.last == 0x3D, !neverContinues {
                    last.removeLast()
                    last.append(contentsOf: line)
                    logical[logical.count - 1] = last
                    continue
                }
                if let first = line.first, first == 0x20 || first == 0x09 {
                    last.append(contentsOf: line.dropFirst())
                    logical[logical.count - 1] = last
                    continue
                }
            }
            logical.append(Array(line))
            let head = upper.firstIndex(of: 0x3A).map { upper[..<$0] } ?? []
            quotedPrintable = String(decoding: head, as: UTF8.self).contains("QUOTED-PRINTABLE")
        }
        return logical.filter(isBegin).count
    }

    /// Whether a logical line is `[group.]BEGIN[;params]:VCARD` (blanks around the name and
    /// the value allowed; the colon is the first one outside double quotes).
    static func isBegin(_ line: [UInt8]) -> Bool {
        var quoted = false
        var colon: Int?
        for (k, c) in line.enumerated() {
            if c == 0x22 { quoted.toggle() } else if c == 0x3A, !quoted { colon = k; break }
        }
        guard let colon else { return false }
        let text = String(decoding: line[..<colon], as: UTF8.self)
        let name = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let bare = String(name).trimmingCharacters(in: " \t")
        let allowed = bare.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-._".unicodeScalars.contains($0)
        }
        guard !bare.isEmpty, allowed else { return false }
        let last = bare.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? bare
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: " \t")
        return last.uppercased() == "BEGIN" && value.uppercased() == "VCARD"
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        var view = Substring(self)
        while let first = view.unicodeScalars.first, scalars.contains(first) { view = view.dropFirst() }
        while let last = view.unicodeScalars.last, scalars.contains(last) { view = view.dropLast() }
        return String(view)
    }
}
