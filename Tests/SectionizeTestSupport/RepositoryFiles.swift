public import Foundation

/// Files of the repository the tests read: the corpus under `Data/corpus` (provenance in
/// `Data/README.md`) and the fuzzer's inputs under `Fuzz/`.
///
/// The repository's root is found from this file's own path (`#filePath`), so the tests find
/// the data wherever the checkout is and whatever the scratch path of the build.
public enum RepositoryFiles {
    /// The repository's root folder (this file is `Tests/SectionizeTestSupport/RepositoryFiles.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder given relative to the repository's root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The user documentation as one text: `README.md`, then every page of `docs/` in name
    /// order (the README's details moved there; the documentation tests check them all).
    public static func documentation() throws -> String {
        var text = try String(contentsOf: url("README.md"), encoding: .utf8)
        for name in names(in: "docs", where: { $0.hasSuffix(".md") }) {
            text += "\n" + (try String(contentsOf: url("docs/\(name)"), encoding: .utf8))
        }
        return text
    }

    /// The names of the files directly in `folder` (relative to the root) that pass `include`,
    /// sorted; an empty list when the folder does not exist.
    public static func names(in folder: String, where include: (String) -> Bool = { _ in true }) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") && include($0) }.sorted()
    }
}

/// The multi-script corpus in `Data/corpus`: UTF-8 with LF line ends and no BOM
/// (`Data/corpus/edge-cases.md`), one name per line.
public enum Corpus {
    /// Every corpus file's name (`de.txt`, `edge-cases.txt` …), sorted.
    public static func files() -> [String] {
        RepositoryFiles.names(in: "Data/corpus") { $0.hasSuffix(".txt") }
    }

    /// The full path of every corpus file, sorted by name, as passed on a command line.
    public static var paths: [String] {
        files().map { RepositoryFiles.url("Data/corpus/\($0)").path }
    }

    /// The lines of one file under `Data/` as strings, split on LF only, blank lines left out
    /// (every other byte is kept; invalid UTF-8 would become U+FFFD).
    public static func lines(_ relativePath: String) throws -> [String] {
        try rawLines(RepositoryFiles.url("Data/\(relativePath)")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// All rows of all corpus files as strings, in file order.
    public static func allRows() throws -> [String] {
        try files().flatMap { try lines("corpus/\($0)") }
    }

    /// The non-blank lines of every corpus file, byte for byte, in file order: the rows the
    /// decoder sees (the files have LF line ends only).
    public static func allRawLines() throws -> [Data] {
        try files().flatMap { try rawLines(RepositoryFiles.url("Data/corpus/\($0)")) }
    }

    /// The lines of a file split on LF, without empty pieces.
    static func rawLines(_ url: URL) throws -> [Data] {
        try Data(contentsOf: url).split(separator: 0x0A, omittingEmptySubsequences: true).map { Data($0) }
    }
}

/// The inputs the fuzzer starts from (`Fuzz/seeds`) and any input it ever failed on
/// (`Fuzz/regressions`, committed with the fix), in the fuzz target's format: byte 0 is a
/// ``FuzzSelector``, the rest the input file.
public enum FuzzInputs {
    /// Every input file, relative to the repository's root, seeds first.
    public static func files() -> [String] {
        ["Fuzz/seeds", "Fuzz/regressions"].flatMap { folder in
            RepositoryFiles.names(in: folder) { !$0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
    }
}
