import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension InputReader {
    /// File names exactly as the operating system gave them (bytes, not necessarily UTF-8).
    private static let rawPaths = Mutex<[String: [UInt8]]>([:])

    /// Remembers the process's arguments as bytes, so that a file name that is not valid
    /// UTF-8 (`caf\xe9.txt` from a Latin-1 system) still opens: a command-line `String`
    /// holds U+FFFD where the bytes were invalid, and ``read(path:)`` opens the original
    /// bytes of an argument that decodes to the path it is given.
    ///
    /// - Parameter arguments: The arguments' bytes (`CommandLine.unsafeArgv`).
    public static func rememberRawArguments(_ arguments: [[UInt8]]) {
        rawPaths.withLock { table in
            for bytes in arguments where String(validating: bytes, as: UTF8.self) == nil {
                table[String(decoding: bytes, as: UTF8.self)] = bytes
            }
        }
    }

    /// The bytes to open for `path`: the original argument's when `path` came from one that
    /// was not UTF-8, else the path's UTF-8, NUL-terminated.
    static func openableBytes(_ path: String) -> [CChar] {
        let raw = rawPaths.withLock { $0[path] } ?? Array(path.utf8)
        return raw.map { CChar(bitPattern: $0) } + [0]
    }
}
