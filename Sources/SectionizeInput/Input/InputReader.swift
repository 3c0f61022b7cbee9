public import SectionizeKit
import Glibc

/// Reads a whole input into memory with POSIX calls (`open`, `fstat`, `read`, `close`).
///
/// Regular files are read straight into an array of their size; pipes, terminals and files
/// whose size `fstat` does not know (such as `/proc` files) are read in 1 MiB blocks until
/// end of file. Interrupted calls (`EINTR`) are retried.
public enum InputReader {
    /// The size of one read for inputs of unknown size.
    static let blockSize = 1 << 20
    /// The name used for standard input in messages.
    public static let standardInputName = "<stdin>"

    /// Reads the whole file at `path`; `-` means standard input.
    ///
    /// - Parameter path: A file path, or `-`.
    /// - Returns: The file's bytes.
    /// - Throws: An `SectionizeError`: `SectionizeError/Code/fileNotFound` (`PATH: no such file`),
    ///   `SectionizeError/Code/isDirectory` (`PATH: is a directory`),
    ///   `SectionizeError/Code/unreadable` (`PATH: permission denied`), or
    ///   `SectionizeError/Code/readFailed` (`PATH: ` and the system's `strerror` text).
    /// - Complexity: O(*n*), where *n* is the file's size.
    public static func read(path: String) throws(SectionizeError) -> [UInt8] {
        if path == "-" { return try readStandardInput() }
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw error(errno, name: path) }
        defer { close(fd) }
        return try readAll(fd, name: path)
    }

    /// Reads standard input to its end.
    ///
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError` as for ``read(path:)``, naming the input `<stdin>`.
    /// - Complexity: O(*n*), where *n* is the number of bytes read.
    public static func readStandardInput() throws(SectionizeError) -> [UInt8] {
        try readAll(STDIN_FILENO, name: standardInputName)
    }

    /// Reads `fd` to its end.
    static func readAll(_ fd: Int32, name: String) throws(SectionizeError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(errno, name: name) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw error(EISDIR, name: name) }
        let size = type == S_IFREG ? Int(info.st_size) : 0

        var failure: Int32 = 0
        // Known size: read straight into the result.
        var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let k = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                if k > 0 {
                    count += k
                } else if k == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        if failure != 0 { throw error(failure, name: name) }
        // Unknown size, or a file that grew: read in blocks until end of file.
        let chunkSize = size > 0 ? 64 << 10 : blockSize
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let k = Glibc.read(fd, chunk, chunkSize)
            if k > 0 {
                result.append(contentsOf: UnsafeBufferPointer(start: chunk, count: k))
            } else if k == 0 {
                return result
            } else if errno != EINTR {
                throw error(errno, name: name)
            }
        }
    }

    /// The error for `errno` value `code` while opening or reading `name`.
    static func error(_ code: Int32, name: String) -> SectionizeError {
        switch code {
        case ENOENT, ENOTDIR:
            SectionizeError(.fileNotFound, "\(name): no such file", source: name)
        case EISDIR:
            SectionizeError(.isDirectory, "\(name): is a directory", source: name)
        case EACCES, EPERM:
            SectionizeError(.unreadable, "\(name): permission denied", source: name)
        default:
            SectionizeError(.readFailed, "\(name): \(String(cString: strerror(code)))", source: name)
        }
    }
}
