import Foundation

/// The multi-script corpus in `Data/corpus` (see `Data/README.md` for provenance).
enum Corpus {
    /// The repository's root folder, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of one file under `Data/`, split on LF only (every other byte is kept).
    static func lines(_ relativePath: String) throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("Data").appendingPathComponent(relativePath))
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Every corpus file's name (`de.txt`, `edge-cases.txt` …), sorted.
    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Data/corpus").path)
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// All rows of all corpus files, in file order.
    static func allRows() throws -> [String] {
        try files().flatMap { try lines("corpus/\($0)") }
    }
}
