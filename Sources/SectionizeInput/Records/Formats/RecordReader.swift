public import SectionizeKit
/// Reads contact records from a structured input: CSV, TSV, JSON Lines or vCard, in any
/// ``TextEncoding``.
///
/// Every record of the input comes out exactly once: as a ``ContactRecord``, or as a thrown
/// error naming the input and line (``InvalidInputPolicy/fail``, the default), or as a
/// ``InputIssue`` saying it was skipped (``InvalidInputPolicy/skip``). Bad records are an
/// unterminated quoted field, a row with more or fewer fields than the header, a field with
/// text after its closing quote, a vCard without `END:VCARD` (or a line outside any vCard),
/// a JSON line that is not an object. Invalid bytes fail, are replaced by U+FFFD and
/// reported (``InvalidInputPolicy/replace``; bad records still fail), or drop the record
/// holding them (``InvalidInputPolicy/skip``).
///
/// # Performance
/// The CSV and TSV readers scan bytes and make a `String` only for the columns a record
/// uses; see the README for records per second against CSV.swift and SwiftCSV.
public enum RecordReader {
    /// Reads the records of one input.
    ///
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - source: Its name for messages (a path or `<stdin>`).
    ///   - format: The format; with ``RecordFormat/lines`` each non-blank line is a record
    ///   whose formatted name is the line.
    ///   - fields: Which columns or keys hold which parts (`nil` ones are recognised).
    ///   - encoding: The encoding, or `nil` for UTF-8 (or UTF-16 by byte order mark, or by
    ///   the NUL bytes of ASCII text in UTF-16 without one, noted). In a vCard, the charset
    ///   of values that declare no `CHARSET`.
    ///   - policy: What to do with bad records and invalid bytes.
    ///   - strict: Whether a record that needs a repair (``InputIssue/Action/repaired``) is
    ///   a bad record instead (lines outside any record are still only reported).
    ///   - firstNumber: The number of the first record (records are numbered across inputs;
    ///   pass the previous input's ``RecordInput/nextNumber``).
    /// - Returns: The records, issues and notes.
    /// - Throws: `SectionizeError`: `SectionizeError/Code/invalidData` for invalid bytes
    ///   or a bad record under ``InvalidInputPolicy/fail`` (`SOURCE:LINE: message`, with
    ///   `SectionizeError/source` and `SectionizeError/line`);
    ///   `SectionizeError/Code/invalidOption` for a named field that the input does not have.
    public static func read(
        _ bytes: [UInt8], source: String, format: RecordFormat, fields: RecordFields = RecordFields(),
        encoding: TextEncoding? = nil, policy: InvalidInputPolicy = .fail, strict: Bool = false,
        firstNumber: Int = 1
    ) throws(SectionizeError) -> RecordInput {
        var encoding = encoding
        var notes: [String] = []
        if encoding == nil, let detected = TextEncoding.utf16WithoutByteOrderMark(bytes) {
            encoding = detected
            notes.append("\(source): read as \(detected.rawValue) (UTF-16 without a byte order mark; name it with --encoding to be sure)")
        }
        let text: RecordText
        let propertyByProperty = format == .vcard && VCardReader.readsPropertyByProperty(bytes, encoding: encoding)
        if propertyByProperty {
            // Each vCard value is decoded in its own charset; the file's bytes are kept.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            text = RecordText(utf8: start == 0 ? bytes : Array(bytes[start...]), invalidLines: [:])
        } else {
            text = try RecordText.decode(bytes, encoding: encoding, source: source, policy: policy)
        }
        var output = RecordInput(records: [], issues: [], notes: [])
        var collector = Collector(
            source: source, policy: policy, invalidLines: text.invalidLines, firstNumber: firstNumber, strict: strict)
        collector.notes = notes
        switch format {
        case .lines:
            readLines(text.utf8, into: &collector)
        case .csv, .tsv:
            try DelimitedReader.read(
                text.utf8, delimiter: format == .tsv ? 0x09 : 0x2C, quoting: format != .tsv,
                source: source, fields: fields, into: &collector)
        case .jsonl:
            try JSONLinesReader.read(text.utf8, source: source, fields: fields, into: &collector)
        case .vcard:
            let options = VCardReader.Options(
                fallback: encoding, rawValues: propertyByProperty, idProperty: fields.id)
            VCardReader.read(text.utf8, source: source, options: options, into: &collector)
        }
        if let failure = collector.failure { throw failure }
        collector.reportUncoveredInvalidLines()
        output.records = collector.records
        output.issues = collector.issues
        output.notes = collector.notes
        output.nextNumber = collector.nextNumber
        return output
    }
}

extension RecordReader {
    /// Each non-blank line (LF, CRLF or CR ended) as a record named by the line.
    static func readLines(_ bytes: [UInt8], into collector: inout Collector) {
        var start = 0
        var line = 1
        var i = 0
        while start < bytes.count {
            i = start
            while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            if i > start {
                collector.add(ContactRecord(formattedName: String(decoding: bytes[start..<i], as: UTF8.self)), lines: line...line)
            }
            if i < bytes.count { i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1 }
            line += 1
            start = i
        }
    }
}

/// Where the format readers put what they find; applies the invalid-input policy.
struct Collector {
    let source: String
    let policy: InvalidInputPolicy
    let invalidLines: [Int: String]
    var nextNumber: Int
    var records: [ContactRecord] = []
    var issues: [InputIssue] = []
    var notes: [String] = []
    /// The first error under ``InvalidInputPolicy/fail``; readers stop once it is set.
    var failure: SectionizeError?
    /// Invalid lines already reported with a record (replaced or skipped).
    private var reportedLines = Set<Int>()
    private let sortedInvalidLines: [Int]

    /// Whether repairs make their record bad (`--strict`).
    let strict: Bool

    init(source: String, policy: InvalidInputPolicy, invalidLines: [Int: String], firstNumber: Int, strict: Bool = false) {
        self.strict = strict
        self.source = source
        self.policy = policy
        self.invalidLines = invalidLines
        self.nextNumber = firstNumber
        sortedInvalidLines = invalidLines.keys.sorted()
    }

    /// Whether readers should stop.
    var stopped: Bool { failure != nil }

    /// Adds a record that spans `lines`, numbered `number` when the reader numbered it
    /// already (vCard cards at their `BEGIN`), else with the next number.
    mutating func add(_ record: ContactRecord, lines: ClosedRange<Int>, number: Int? = nil) {
        if let bad = firstInvalidLine(in: lines) {
            switch policy {
            case .skip:
                issues.append(
                    InputIssue(
                        action: .skipped, source: source, line: lines.lowerBound,
                        message: "\(invalidLines[bad]!); record at line \(lines.lowerBound) skipped"))
                for line in sortedInvalidLines where lines.contains(line) { reportedLines.insert(line) }
                if number == nil { nextNumber += 1 }  // numbers stay positions in the input
                return
            case .replace:
                for line in sortedInvalidLines where lines.contains(line) {
                    issues.append(
                        InputIssue(
                            action: .replaced, source: source, line: line,
                            message: "\(invalidLines[line]!) (replaced by U+FFFD)"))
                    reportedLines.insert(line)
                }
            case .fail:
                break  // decoding already threw
            }
        }
        var record = record
        record.source = source
        record.line = lines.lowerBound
        if let number {
            record.number = number
        } else {
            record.number = nextNumber
            nextNumber += 1
        }
        records.append(record)
    }

    /// Reports a bad record at `line`: an error, or a skipped record under
    /// ``InvalidInputPolicy/skip`` (whose number is not given to the next record, so numbers
    /// stay positions in the input; `isRecord` false for text that is no record at all).
    mutating func bad(line: Int, _ message: String, isRecord: Bool = true) {
        let text = "\(source):\(line): \(message)"
        if policy == .skip {
            issues.append(InputIssue(action: .skipped, source: source, line: line, message: "\(text); record skipped"))
            if isRecord { nextNumber += 1 }
        } else if failure == nil {
            failure = SectionizeError(.invalidData, text, source: source, line: line)
        }
    }

    /// Reports a value with no valid text (an escaped NUL, a lone surrogate) in the record
    /// at `line`, under a policy that does not replace it: an error (invalid data) under
    /// ``InvalidInputPolicy/fail``, a skipped record under ``InvalidInputPolicy/skip``.
    mutating func invalidValue(line: Int, _ message: String) {
        bad(line: line, "invalid value: \(message)")
    }

    /// Reports a line that was repaired or left out, its record kept. (Under `strict` a
    /// reader refuses the record that needed the repair instead; a line that belongs to no
    /// record, such as text between vCards, is reported here whatever `strict` says.)
    mutating func repaired(line: Int, _ message: String) {
        issues.append(InputIssue(action: .repaired, source: source, line: line, message: "\(source):\(line): \(message)"))
    }

    /// Reports a value with no valid text that was replaced by U+FFFD
    /// (``InvalidInputPolicy/replace``).
    mutating func replacedValue(line: Int, _ message: String) {
        issues.append(
            InputIssue(action: .replaced, source: source, line: line, message: "\(source):\(line): \(message) (replaced by U+FFFD)"))
    }

    /// Reports invalid bytes on lines that belong to no record (a header, a line between
    /// vCards, a bad record's lines): replaced by U+FFFD, whatever the policy (under
    /// ``InvalidInputPolicy/fail`` decoding has already thrown).
    mutating func reportUncoveredInvalidLines() {
        for line in sortedInvalidLines where !reportedLines.contains(line) {
            issues.append(
                InputIssue(
                    action: .replaced, source: source, line: line,
                    message: "\(invalidLines[line]!) (outside any record read; replaced by U+FFFD)"))
        }
    }

    private func firstInvalidLine(in lines: ClosedRange<Int>) -> Int? {
        guard !sortedInvalidLines.isEmpty else { return nil }
        var low = 0
        var high = sortedInvalidLines.count
        while low < high {
            let mid = (low + high) / 2
            if sortedInvalidLines[mid] < lines.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < sortedInvalidLines.count && sortedInvalidLines[low] <= lines.upperBound ? sortedInvalidLines[low] : nil
    }
}
