public import SectionizeKit

extension InputDecoder {
    /// Decodes a plain list of lines in a declared encoding (a legacy name list in
    /// Windows-1252, Shift_JIS, GB 18030 …): converted to UTF-8 with ICU, then split into
    /// rows as ``decode(_:source:policy:)`` splits UTF-8.
    ///
    /// Bytes that are invalid or unmapped in the encoding follow the policy: an error naming
    /// the line and byte (``InvalidInputPolicy/fail``), U+FFFD with an issue
    /// (``InvalidInputPolicy/replace``), or the line dropped with an issue
    /// (``InvalidInputPolicy/skip``).
    ///
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - source: The input's name for messages.
    ///   - encoding: The encoding; `nil` or UTF-8 is ``decode(_:source:policy:)`` itself.
    ///   - policy: What to do with invalid bytes.
    /// - Returns: The rows and the issues.
    /// - Throws: `SectionizeError` (`SectionizeError/Code/invalidData`) under `fail`.
    public static func decode(
        _ bytes: [UInt8], source: String, encoding: TextEncoding?, policy: InvalidInputPolicy = .fail
    ) throws(SectionizeError) -> DecodedInput {
        guard let encoding, encoding != .utf8 else { return try decode(bytes, source: source, policy: policy) }
        let text = try RecordText.decode(bytes, encoding: encoding, source: source, policy: policy)
        // The converted text is well-formed UTF-8 without NUL: the line decoder only splits it.
        var decoded = try decode(text.utf8, source: source, policy: .fail)
        guard !text.invalidLines.isEmpty else { return decoded }
        let action: InputIssue.Action = policy == .skip ? .skipped : .replaced
        var tally = IssueTally()
        for line in text.invalidLines.keys.sorted() {
            let offset = text.invalidOffsets[line] ?? 0
            tally.add(InputIssue(line: line, byteOffset: max(0, offset), kind: offset < 0 ? .nulByte : .invalidEncoded, action: action))
        }
        decoded.issues = tally.listed
        decoded.replacedCount = tally.replaced
        decoded.skippedCount = tally.skipped
        if policy == .skip {
            let rows = decoded.rows
            let kept = (0..<rows.count).filter { text.invalidLines[rows.lineNumbers[$0]] == nil }
            var utf8: [UInt8] = []
            var offsets = [0]
            var lines: [Int] = []
            for i in kept {
                utf8.append(contentsOf: rows.utf8[rows.offsets[i]..<rows.offsets[i + 1]])
                offsets.append(utf8.count)
                lines.append(rows.lineNumbers[i])
            }
            decoded.rows = RowBuffer(utf8: utf8, offsets: offsets, lineNumbers: lines)
        }
        return decoded
    }
}
