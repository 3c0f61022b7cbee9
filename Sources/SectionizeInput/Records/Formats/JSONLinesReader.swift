internal import SectionizeKit

/// Reads JSON Lines: each non-blank line is one JSON object, one record.
///
/// Keys are matched to contact fields as CSV headers are (``RecordFields``); strings are
/// taken as they are, numbers and booleans as their JSON text (verbatim), `null` and nested
/// arrays or objects as absent (``JSONObjectLine``). A line that is not a JSON object is a bad
/// record; a value with no valid text (an escaped NUL, a lone surrogate) is invalid data,
/// failed, replaced or skipped as the policy says.
enum JSONLinesReader {
    /// Reads every line of `bytes` into `collector`.
    static func read(
        _ bytes: [UInt8], source: String, fields: RecordFields,
        into collector: inout Collector
    ) throws(SectionizeError) {
        var resolved: [[String]: FieldColumns] = [:]
        var seenKeys = Set<String>()
        var start = 0
        var line = 1
        var i = 0
        lines: while start < bytes.count || i < bytes.count {
            if collector.stopped { return }
            // Find the end of this line.
            i = start
            while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            let lineBytes = bytes[start..<i]
            let thisLine = line
            if i < bytes.count {
                i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            }
            line += 1
            start = i
            if lineBytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if start >= bytes.count { break }
                continue
            }
            var object: [String: JSONObjectLine.Value] = [:]
            switch JSONObjectLine.parse(lineBytes, replacing: collector.policy == .replace) {
            case .success(let parsed):
                for (key, value) in parsed.pairs { object[key] = value }
                for what in parsed.replaced { collector.replacedValue(line: thisLine, what) }
            case .failure(let problem):
                if problem.isInvalidValue {
                    collector.invalidValue(line: thisLine, problem.message)
                } else {
                    collector.bad(line: thisLine, "not a JSON object (\(problem.message))")
                }
                if start >= bytes.count { break lines }
                continue
            }
            let keys = object.keys.sorted()
            seenKeys.formUnion(keys)
            let columns: FieldColumns
            if let known = resolved[keys] {
                columns = known
            } else {
                columns = try FieldColumns(header: keys, fields: fields, source: source, missingNamedFieldsAreEmpty: true)
                if let note = columns.note, !collector.notes.contains(note) { collector.notes.append(note) }
                resolved[keys] = columns
            }
            let record = columns.record { index in
                if case .text(let text)? = object[keys[index]] { return text }
                return ""
            }
            collector.add(record, lines: thisLine...thisLine)
            if start >= bytes.count { break }
        }
        // A named key that no object has is a mistake (a typo), not an empty field.
        for (option, key) in fields.named where !seenKeys.contains(key) && !seenKeys.contains(where: { $0.lowercased() == key.lowercased() }) {
            if collector.records.isEmpty && seenKeys.isEmpty { break }
            throw SectionizeError(.invalidOption, "\(option) \(key): no object in \(source) has this key")
        }
    }
}
