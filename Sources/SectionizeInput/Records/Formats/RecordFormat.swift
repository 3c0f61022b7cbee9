internal import SectionizeKit
/// The layout of an input: plain lines, or records of a structured format.
public enum RecordFormat: String, Sendable, CaseIterable, Codable {
    /// One row per line (not records: each line is shown and sorted as it is).
    case lines
    /// Comma-separated values (RFC 4180) with a header row.
    case csv
    /// Tab-separated values (IANA text/tab-separated-values) with a header row: no quoting,
    /// a field never contains a tab or a line end.
    case tsv
    /// JSON Lines: one JSON object per line.
    case jsonl
    /// vCard 2.1, 3.0 or 4.0: one record per `BEGIN:VCARD` … `END:VCARD`.
    case vcard

    /// The format a file name implies: `.csv`, `.tsv`, `.jsonl` (or `.ndjson`), `.vcf` (or
    /// `.vcard`), case-insensitively; ``lines`` for anything else and for standard input.
    ///
    /// - Parameter path: A file path, or `-` for standard input.
    public static func inferred(fromPath path: String) -> RecordFormat {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .lines }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "jsonl", "ndjson": return .jsonl
        case "vcf", "vcard": return .vcard
        default: return .lines
        }
    }
}

/// What reading a structured input gives: its records and what was reported on the way.
public struct RecordInput: Sendable {
    /// The records, in input order, numbered from `firstNumber`.
    public var records: [ContactRecord]
    /// Records skipped and bytes replaced.
    public var issues: [InputIssue]
    /// Notes for people (such as which column was taken as the name).
    public var notes: [String]
    /// The number the next input's first record gets: records skipped under
    /// ``InvalidInputPolicy/skip`` keep their numbers, so numbers are positions in the input.
    public var nextNumber: Int = 1
}
