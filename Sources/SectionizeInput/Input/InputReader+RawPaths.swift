package import SectionizeKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension InputReader {
    /// File names exactly as the operating system gave them (bytes, not necessarily UTF-8),
    /// by the `String` a command line decodes them to; `nil` where two different names
    /// decode to the same `String` (then neither can be told from the other by it).
    private static let rawPaths = Mutex<[String: [UInt8]?]>([:])

    /// Remembers the process's arguments as bytes, so that a file name that is not valid
    /// UTF-8 (`caf\xe9.txt` from a Latin-1 system) still opens and is still written under
    /// its own name: a command-line `String` holds U+FFFD where the bytes were invalid, and
    /// ``read(path:)`` (and the tool's writer) use the
    /// original bytes of an argument that decodes to the path it is given. The value of a
    /// `--name=value` argument is remembered too.
    ///
    /// Two arguments with different bytes that decode to the same text (`g\xff` and
    /// `g\xfe`, or `g\xff` and `g` U+FFFD) make that text ambiguous: reading it fails rather
    /// than opening one of them for both.
    ///
    /// - Parameter arguments: The arguments' bytes (`CommandLine.unsafeArgv`).
    public static func rememberRawArguments(_ arguments: [[UInt8]]) {
        var spellings: [String: Set<[UInt8]>] = [:]
        for bytes in arguments {
            var candidates = [bytes]
            if bytes.starts(with: [0x2D, 0x2D]), let equals = bytes.firstIndex(of: 0x3D) {
                candidates.append(Array(bytes[(equals + 1)...]))
            }
            for candidate in candidates {
                spellings[String(decoding: candidate, as: UTF8.self), default: []].insert(candidate)
            }
        }
        rawPaths.withLock { table in
            for (text, raws) in spellings where raws.count > 1 || raws.first != Array(text.utf8) {
                table[text] = raws.count == 1 ? raws.first! : .some(nil)
            }
        }
    }

    /// The bytes the file system knows `path` by: the original argument's when `path` came
    /// from one that was not UTF-8, else the path's UTF-8; `nil` when two arguments with
    /// different bytes decode to `path` (see ``rememberRawArguments(_:)``).
    ///
    /// - Parameter path: A path as the command line decoded it.
    /// - Returns: The path's bytes, without a terminating NUL.
    package static func fileSystemPath(_ path: String) -> [UInt8]? {
        switch rawPaths.withLock({ $0[path] }) {
        case .none: Array(path.utf8)
        case .some(let raw): raw
        }
    }

    /// The bytes to open for `path`, NUL-terminated (see ``fileSystemPath(_:)``).
    ///
    /// - Throws: `SectionizeError/Code/invalidOption` when `path` is ambiguous.
    static func openableBytes(_ path: String) throws(SectionizeError) -> [CChar] {
        guard let raw = fileSystemPath(path) else { throw ambiguousPath(path) }
        return raw.map { CChar(bitPattern: $0) } + [0]
    }

    /// The error for a path that two different file names decode to (exit 64 in the tool).
    ///
    /// - Parameter path: The path as the command line decoded it.
    /// - Returns: An `SectionizeError/Code/invalidOption` error naming it.
    package static func ambiguousPath(_ path: String) -> SectionizeError {
        SectionizeError(
            .invalidOption,
            "\(path): two arguments name different files that read the same as text (their names are not UTF-8); rename one",
            source: path)
    }
}
