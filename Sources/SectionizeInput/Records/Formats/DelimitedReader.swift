internal import SectionizeKit
/// Reads CSV (RFC 4180) and TSV from UTF-8 bytes, one record per data row.
///
/// CSV: fields are separated by commas; a field that starts with a double quote is quoted
/// and may hold commas, line ends and doubled quotes (`""` for `"`); text after a closing
/// quote (other than a comma or line end) makes the record bad, as does a quote that is
/// never closed. A quote inside an unquoted field is kept as text (as most readers do).
/// TSV: fields are separated by tabs, with no quoting. Both: LF, CRLF and CR end a row; the
/// first row is the header; a blank line is not a row; a row with more or fewer fields than
/// the header is bad. A last row without a line end is kept.
enum DelimitedReader {
    static let quote: UInt8 = 0x22
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D

    /// A field: its bytes, and whether doubled quotes in it must be undone.
    struct Field {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    /// One row as scanned.
    struct Row {
        var fields: [Field] = []
        var firstLine = 1
        var lastLine = 1
        var error: String?
        /// For an unterminated quote: where to go on (the start of the row's second line).
        var resume: Int?
    }

    /// Reads the rows of `bytes` and turns data rows into records in `collector`.
    static func read(
        _ bytes: [UInt8], delimiter: UInt8, quoting: Bool, source: String, fields: RecordFields,
        into collector: inout Collector
    ) throws(SectionizeError) {
        try bytes.withUnsafeBufferPointer { buffer throws(SectionizeError) in
            var scanner = Scanner(bytes: buffer, delimiter: delimiter, quoting: quoting)
            var row = Row()
            var columns: FieldColumns?
            var headerCount = 0
            var trailingEmpty = 0
            defer {
                if trailingEmpty > 0 {
                    collector.notes.append(
                        "\(source): \(trailingEmpty) row\(trailingEmpty == 1 ? " ends" : "s end") with an empty field beyond the header's \(headerCount) (ignored)"
                    )
                }
            }
            while !collector.stopped, scanner.next(&row) {
                guard let resolved = columns else {
                    if let error = row.error {
                        // Without a header no row can be read: an error whatever the policy.
                        collector.failure = SectionizeError(
                            .invalidData, "\(source):\(row.firstLine): header row: \(error)", source: source, line: row.firstLine)
                        return
                    }
                    let header = row.fields.map { scanner.string($0) }
                    headerCount = header.count
                    let made = try FieldColumns(header: header, fields: fields, source: source)
                    if let note = made.note { collector.notes.append(note) }
                    columns = made
                    continue
                }
                if let error = row.error {
                    collector.bad(line: row.firstLine, error)
                    if let resume = row.resume { scanner.restart(at: resume, line: row.firstLine + 1) }
                    continue
                }
                // One empty field too many (a trailing delimiter, as some exporters write) is
                // tolerated and counted in a note.
                if row.fields.count == headerCount + 1, let last = row.fields.last, last.start == last.end {
                    row.fields.removeLast()
                    trailingEmpty += 1
                }
                if row.fields.count != headerCount {
                    collector.bad(line: row.firstLine, "\(row.fields.count) field\(row.fields.count == 1 ? "" : "s"), the header has \(headerCount)")
                    continue
                }
                let record = resolved.record { i in scanner.string(row.fields[i]) }
                collector.add(record, lines: row.firstLine...row.lastLine)
            }
        }
    }

    /// Scans rows over a byte buffer.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let delimiter: UInt8
        let quoting: Bool
        var position = 0
        var line = 1

        init(bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, quoting: Bool) {
            self.bytes = bytes
            self.delimiter = delimiter
            self.quoting = quoting
        }

        /// Goes on at byte `offset`, which starts line `line`.
        mutating func restart(at offset: Int, line: Int) {
            position = offset
            self.line = line
        }

        /// The text of a field.
        func string(_ field: Field) -> String {
            let slice = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
            guard field.hasEscapes else { return String(decoding: slice, as: UTF8.self) }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(slice.count)
            var i = 0
            while i < slice.count {
                unescaped.append(slice[i])
                i += slice[i] == DelimitedReader.quote && i + 1 < slice.count && slice[i + 1] == DelimitedReader.quote ? 2 : 1
            }
            return String(decoding: unescaped, as: UTF8.self)
        }

        /// Consumes a line end at `position`, if any; returns whether there was one.
        @inline(__always)
        mutating func consumeLineEnd() -> Bool {
            guard position < bytes.count else { return false }
            let c = bytes[position]
            if c == DelimitedReader.lf { position += 1; line += 1; return true }
            if c == DelimitedReader.cr {
                position += 1
                if position < bytes.count && bytes[position] == DelimitedReader.lf { position += 1 }
                line += 1
                return true
            }
            return false
        }

        /// Scans the next non-blank row into `row`; returns `false` at the end of the input.
        mutating func next(_ row: inout Row) -> Bool {
            // Blank lines are not rows.
            while position < bytes.count, consumeLineEnd() {}
            guard position < bytes.count else { return false }
            row.fields.removeAll(keepingCapacity: true)
            row.error = nil
            row.resume = nil
            row.firstLine = line
            let rowStart = position
            let count = bytes.count
            while true {
                if quoting && position < count && bytes[position] == DelimitedReader.quote {
                    let quoteLine = line
                    position += 1
                    let start = position
                    var hasEscapes = false
                    var closed = false
                    var previousCR = false
                    while position < count {
                        let c = bytes[position]
                        if c == DelimitedReader.quote {
                            if position + 1 < count && bytes[position + 1] == DelimitedReader.quote {
                                hasEscapes = true
                                position += 2
                                previousCR = false
                                continue
                            }
                            closed = true
                            break
                        }
                        if c == DelimitedReader.lf { if !previousCR { line += 1 } } else if c == DelimitedReader.cr { line += 1 }
                        previousCR = c == DelimitedReader.cr
                        position += 1
                    }
                    guard closed else {
                        row.error =
                            "unterminated quoted field (the quote opens on line \(quoteLine); only line \(quoteLine) is the bad record)"
                        row.lastLine = line
                        row.resume = resumeOffset(after: rowStart)
                        position = count
                        return true
                    }
                    row.fields.append(Field(start: start, end: position, hasEscapes: hasEscapes))
                    position += 1  // the closing quote
                    if position < count {
                        let c = bytes[position]
                        if c != delimiter && c != DelimitedReader.lf && c != DelimitedReader.cr {
                            if row.error == nil {
                                row.error = "text after the closing quote of field \(row.fields.count)"
                                // A quote that opened a field over several lines was most
                                // likely a stray one: only its first line is dropped, and
                                // reading goes on at the next line (nothing swallowed).
                                if line > row.firstLine {
                                    row.error! +=
                                        " (its quote on line \(row.firstLine) would swallow lines \(row.firstLine + 1)–\(line); only line \(row.firstLine) is the bad record)"
                                    row.resume = resumeOffset(after: rowStart)
                                }
                            }
                            while position < count {
                                let c = bytes[position]
                                if c == delimiter || c == DelimitedReader.lf || c == DelimitedReader.cr { break }
                                position += 1
                            }
                        }
                    }
                } else {
                    let start = position
                    while position < count {
                        let c = bytes[position]
                        if c == delimiter || c == DelimitedReader.lf || c == DelimitedReader.cr { break }
                        position += 1
                    }
                    row.fields.append(Field(start: start, end: position, hasEscapes: false))
                }
                if position < count && bytes[position] == delimiter {
                    position += 1
                    if position >= count || bytes[position] == DelimitedReader.lf || bytes[position] == DelimitedReader.cr {
                        row.fields.append(Field(start: position, end: position, hasEscapes: false))
                        row.lastLine = line
                        _ = consumeLineEnd()
                        return true
                    }
                    continue
                }
                row.lastLine = line
                _ = consumeLineEnd()
                return true
            }
        }

        /// The offset of the line after the one starting at `offset` (the end if none).
        func resumeOffset(after offset: Int) -> Int {
            var i = offset
            while i < bytes.count {
                let c = bytes[i]
                if c == DelimitedReader.lf { return i + 1 }
                if c == DelimitedReader.cr { return i + 1 < bytes.count && bytes[i + 1] == DelimitedReader.lf ? i + 2 : i + 1 }
                i += 1
            }
            return bytes.count
        }
    }
}
