#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InputReader {
    /// Whether something exists at `path` (a file, a folder, or what a symbolic link points
    /// to), for choosing between places an input may be; reading it still reports why it
    /// cannot be read.
    package static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}
