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
        try read(path: path, stoppingAtNUL: false)
    }

    /// Reads the file at `path` (`-`: standard input) to its end, or, with `stoppingAtNUL`,
    /// only up to its first NUL byte when it has no UTF-16 byte order mark: line input
    /// refuses a NUL (``InvalidInputPolicy/fail``), so garbage (`/dev/zero`, gigabytes of
    /// NULs) fails after one block, in memory that does not grow with the rest of the input.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - stoppingAtNUL: Whether to stop after the first NUL byte (the bytes returned end
    ///     with it, so decoding reports it at its line).
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError`, as ``read(path:)``.
    public static func read(path: String, stoppingAtNUL: Bool) throws(SectionizeError) -> [UInt8] {
        if path == "-" { return try readAll(STDIN_FILENO, name: standardInputName, stoppingAtNUL: stoppingAtNUL) }
        var fd: Int32
        let name = openableBytes(path)
        repeat { fd = open(name, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw error(errno, name: path) }
        defer { close(fd) }
        return try readAll(fd, name: path, stoppingAtNUL: stoppingAtNUL)
    }

    /// Reads standard input to its end.
    ///
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError` as for ``read(path:)``, naming the input `<stdin>`.
    /// - Complexity: O(*n*), where *n* is the number of bytes read.
    public static func readStandardInput() throws(SectionizeError) -> [UInt8] {
        try readAll(STDIN_FILENO, name: standardInputName)
    }

    /// Reads `fd` to its end (or its first NUL, see ``read(path:stoppingAtNUL:)``).
    static func readAll(_ fd: Int32, name: String, stoppingAtNUL: Bool = false) throws(SectionizeError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(errno, name: name) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw error(EISDIR, name: name) }
        // Looking for a NUL, a regular file up to 1 GiB is still read straight into a buffer
        // of its size (in 4 MiB blocks, each checked); a bigger one is read in blocks into a
        // buffer that grows with what was read, so that a huge file of garbage never gets a
        // buffer of its size.
        let knownSize = type == S_IFREG ? Int(info.st_size) : 0
        let size = stoppingAtNUL && knownSize > 1 << 30 ? 0 : knownSize

        var failure: Int32 = 0
        var stopped = false
        /// Whether `bytes` (just read, after `before` bytes) hold the first NUL: then only
        /// the bytes up to it are kept. UTF-16 (by byte order mark) is full of NULs.
        func firstNUL(_ bytes: UnsafeBufferPointer<UInt8>, after before: Int, in all: UnsafeBufferPointer<UInt8>) -> Int? {
            guard stoppingAtNUL, bytes.count > 0 else { return nil }
            if all.count >= 2 && (all[0] == 0xFF && all[1] == 0xFE || all[0] == 0xFE && all[1] == 0xFF) { return nil }
            // memchr: vectorized, about ten times faster than a byte loop over a big input.
            guard let base = bytes.baseAddress, let hit = memchr(base, 0, bytes.count) else { return nil }
            let index: Int = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            return before + index + 1
        }
        // Known size: read straight into the result (in blocks when looking for a NUL).
        var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let want = stoppingAtNUL ? min(size - count, 4 << 20) : size - count
                let k = Glibc.read(fd, buffer.baseAddress! + count, want)
                if k > 0 {
                    let end = firstNUL(
                        UnsafeBufferPointer(start: buffer.baseAddress! + count, count: k), after: count,
                        in: UnsafeBufferPointer(start: buffer.baseAddress!, count: count + k))
                    count += k
                    if let end {
                        count = end
                        stopped = true
                        break
                    }
                } else if k == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        if failure != 0 { throw error(failure, name: name) }
        if stopped { return result }
        if stoppingAtNUL { result.reserveCapacity(min(knownSize, 64 << 20)) }
        // Unknown size, or a file that grew: read in blocks until end of file.
        let chunkSize = size > 0 ? 64 << 10 : stoppingAtNUL ? 4 << 20 : blockSize
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let k = Glibc.read(fd, chunk, chunkSize)
            if k > 0 {
                let before = result.count
                result.append(contentsOf: UnsafeBufferPointer(start: chunk, count: k))
                let end = result.withUnsafeBufferPointer { all in
                    firstNUL(UnsafeBufferPointer(rebasing: all[before...]), after: before, in: all)
                }
                if let end {
                    result.removeSubrange(end...)
                    return result
                }
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
