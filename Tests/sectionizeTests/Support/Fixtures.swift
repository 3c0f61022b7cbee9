import Foundation
import Testing

/// A fresh directory under `FileManager.default.temporaryDirectory` for one test's input files.
struct TemporaryDirectory {
    let url: URL

    /// Writes `bytes` to a file called `name` in the directory.
    ///
    /// - Returns: The file's path, as passed on the command line.
    @discardableResult
    func file(_ name: String, _ bytes: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try bytes.write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 (no BOM) to a file called `name`.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        try file(name, Data(utf8: text))
    }
}

/// Calls `body` with a new temporary directory, and removes the directory afterwards.
func withTemporaryDirectory<R>(_ body: (TemporaryDirectory) throws -> R) throws -> R {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sectionizeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(TemporaryDirectory(url: url))
}

/// One line of `--format tsv` output: the title (everything before the first TAB) and the row
/// (everything after it; a row may itself contain tabs).
struct TSVLine: Equatable, CustomStringConvertible {
    var title: String
    var row: Data

    /// Splits `--format tsv` output into lines; a line without a TAB is recorded as an issue.
    static func parse(_ output: Data, sourceLocation: SourceLocation = #_sourceLocation) -> [TSVLine] {
        output.lines.compactMap { line in
            guard let tab = line.firstIndex(of: 0x09) else {
                Issue.record("TSV line without a TAB: \(line.text)", sourceLocation: sourceLocation)
                return nil
            }
            return TSVLine(title: Data(line[..<tab]).text, row: Data(line[(tab + 1)...]))
        }
    }

    var description: String { "\(title)\t\(row.text)" }
}

extension Array where Element: Hashable {
    /// The multiset of the elements: each distinct element with how often it occurs.
    var counted: [Element: Int] { reduce(into: [:]) { $0[$1, default: 0] += 1 } }
}

/// A `--format json` document, parsed with `JSONSerialization`.
struct JSONDocument {
    let object: [String: Any]

    init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parsed = try JSONSerialization.jsonObject(with: data)
        object = try #require(parsed as? [String: Any], "not a JSON object", sourceLocation: sourceLocation)
    }

    var index: [String: Any] { object["index"] as? [String: Any] ?? [:] }
    var sections: [[String: Any]] { object["sections"] as? [[String: Any]] ?? [] }
    var titles: [String] { index["titles"] as? [String] ?? [] }
    var counts: [Int] { index["counts"] as? [Int] ?? [] }
    var sectionForTitle: [Int] { index["sectionForTitle"] as? [Int] ?? [] }
    var rowCount: Int { object["rowCount"] as? Int ?? -1 }
    var sectionTitles: [String] { sections.map { $0["title"] as? String ?? "?" } }
    var rows: [String] { sections.flatMap { ($0["rows"] as? [[String: Any]] ?? []).map { $0["display"] as? String ?? "?" } } }
    var visible: Bool? { index["visible"] as? Bool }
    var condensed: [String: Any]? { index["condensed"] as? [String: Any] }
    var locale: String? { object["locale"] as? String }
    var locales: [String] { object["locales"] as? [String] ?? [] }
    var localeSource: String? { object["localeSource"] as? String }

    /// The keys of the object at `indent` spaces, in the order the text has them (the text is
    /// pretty-printed, one key per line at each level).
    static func keysInTextOrder(_ data: Data, indent: Int) -> [String] {
        let prefix = String(repeating: " ", count: indent) + "\""
        return data.text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix), !line.dropFirst(prefix.count).hasPrefix(" ") else { return nil }
            let rest = line.dropFirst(prefix.count)
            guard let quote = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<quote])
        }
    }
}

/// `count` synthetic names, one per line (`Aname0`, `Bname1`, …, first letters cycling
/// through A–Z): about 14 bytes per row of TSV output.
func syntheticNames(count: Int) -> String {
    var text = ""
    text.reserveCapacity(count * 12)
    for i in 0..<count {
        text.unicodeScalars.append(UnicodeScalar(UInt8(65 + i % 26)))
        text += "name\(i)\n"
    }
    return text
}
