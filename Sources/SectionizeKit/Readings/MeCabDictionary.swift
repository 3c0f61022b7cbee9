internal import SectionizeICU
#if canImport(Glibc)
import Glibc
#endif

/// A MeCab system dictionary on disk: a folder holding `sys.dic` and `dicrc`.
///
/// Debian ships no `mecab.pc`, and `mecab-config --dicdir` names a folder
/// (`/usr/lib/x86_64-linux-gnu/mecab/dic`) that Debian's dictionary packages do not use, so
/// dictionaries are looked for explicitly; see ``candidates(environment:)``.
public struct MeCabDictionary: Sendable, Hashable, CustomStringConvertible {
    /// The folder.
    public var path: String
    /// How it was found: the environment variable ``environmentVariable``, `known path`
    /// (one of ``searchPaths``) or `/etc/mecabrc`.
    public var foundBy: String

    /// Creates a dictionary reference (nothing is opened yet).
    ///
    /// - Parameters:
    ///   - path: A folder holding `sys.dic` and `dicrc`.
    ///   - foundBy: How the folder was chosen, for reports.
    public init(path: String, foundBy: String) {
        self.path = path
        self.foundBy = foundBy
    }

    /// The folder's last path component, which names the dictionary (`unidic`, `ipadic-utf8`,
    /// `naist-jdic`).
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `name (path)`.
    public var description: String { "\(name) (\(path))" }

    /// The environment variable that names a dictionary folder explicitly. When it is set the
    /// folder must hold a UTF-8 MeCab dictionary; nothing else is tried.
    public static let environmentVariable = "SECTIONIZE_MECAB_DICDIR"

    /// The Debian packages that provide what Japanese readings need, for messages.
    static let debianPackages = "libmecab2 mecab-ipadic-utf8"

    /// Folders tried in order, best first: the IPA dictionary (UTF-8 build) put every family
    /// name of this project's corpus (`Data/readings/ja-names.tsv`; figures in the README) in
    /// the right kana row, as NAIST-jdic did, and is a fifth of UniDic's size; then NAIST-jdic,
    /// then UniDic (99.6%). EUC-JP builds are skipped.
    public static let searchPaths: [String] = {
        let names = ["ipadic-utf8", "naist-jdic", "unidic"]
        let roots = [
            "/var/lib/mecab/dic", "/usr/lib/x86_64-linux-gnu/mecab/dic", "/usr/lib/aarch64-linux-gnu/mecab/dic",
            "/usr/lib/mecab/dic", "/usr/local/lib/mecab/dic",
        ]
        return names.flatMap { name in roots.map { "\($0)/\(name)" } }
    }()

    /// Whether a folder looks like a compiled MeCab dictionary (has `sys.dic` and `dicrc`).
    public static func isDictionary(_ path: String) -> Bool {
        access(path + "/sys.dic", R_OK) == 0 && access(path + "/dicrc", R_OK) == 0
    }

    /// Candidate dictionaries in the order they are tried: the folder of
    /// ``environmentVariable`` alone when it is set; else every existing folder of
    /// ``searchPaths``, then the `dicdir` of `/etc/mecabrc`.
    ///
    /// - Parameter environment: The process environment (a parameter so tests can pass
    ///   their own).
    public static func candidates(environment: [String: String]) -> [MeCabDictionary] {
        if let explicit = environment[environmentVariable] {
            return [MeCabDictionary(path: explicit, foundBy: environmentVariable)]
        }
        var found = searchPaths.filter(isDictionary).map { MeCabDictionary(path: $0, foundBy: "known path") }
        if let rc = mecabrcDicdir(), isDictionary(rc), !found.contains(where: { $0.path == rc }) {
            found.append(MeCabDictionary(path: rc, foundBy: "/etc/mecabrc"))
        }
        return found
    }

    /// The `dicdir` named in `/etc/mecabrc`, if any.
    static func mecabrcDicdir() -> String? {
        guard let file = fopen("/etc/mecabrc", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 1024)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).trimmingBlanks
            guard text.hasPrefix("dicdir"), let eq = text.firstIndex(of: "=") else { continue }
            return String(text[text.index(after: eq)...]).trimmingBlanks
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    fileprivate var trimmingBlanks: String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        var s = Substring(self)
        while let c = s.first, blanks.contains(c) { s.removeFirst() }
        while let c = s.last, blanks.contains(c) { s.removeLast() }
        return String(s)
    }
}
