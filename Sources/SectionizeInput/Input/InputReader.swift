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
        try read(path: path, stoppingAtInvalidUTF8: false)
    }

    /// Reads the file at `path` (`-`: standard input) to its end, or, with
    /// `stoppingAtInvalidUTF8`, only up to the first byte that is not well-formed, NUL-free
    /// UTF-8 when the input has no UTF-16 byte order mark.
    ///
    /// Line input under ``InvalidInputPolicy/fail`` refuses the first NUL, the first byte that
    /// never occurs in UTF-8 (C0, C1, F5–FF), and the first ill-formed sequence, so each block
    /// is validated as it is read and reading stops at the first block holding one: garbage
    /// (`/dev/zero`, gigabytes of 0xFF) fails after one block, in memory that does not grow
    /// with the rest of the input. The bytes returned end with that first invalid byte, so
    /// ``InputDecoder`` reports it at the same line and offset as it would in the whole input.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - stoppingAtInvalidUTF8: Whether to stop after the first invalid byte.
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError`, as ``read(path:)``.
    /// - Complexity: O(*n*), where *n* is the number of bytes read.
    public static func read(path: String, stoppingAtInvalidUTF8: Bool) throws(SectionizeError) -> [UInt8] {
        try read(path: path, stoppingAtInvalidUTF8: stoppingAtInvalidUTF8, maximumLineLength: nil)
    }

    /// Reads as ``read(path:stoppingAtInvalidUTF8:)`` does, and also stops once the input
    /// has more than `maximumLineLength` bytes after its last LF or CR byte: an input
    /// without line ends (`/dev/zero`, an endless stream) is read only that far, in memory
    /// that does not grow with the rest of it.
    ///
    /// The bytes returned then end a few bytes past the limit, so that ``InputDecoder``
    /// (given the same limit, ``InputDecoder/maximumLineLength``) reports that line, at the
    /// same line and offset as it would in the whole input. Regular files are read whole as
    /// before (their size bounds the memory); the limit only stops reading at the end of what
    /// has been read, so a long line inside a file is left for the decoder to report.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - stoppingAtInvalidUTF8: Whether to stop after the first invalid byte.
    ///   - maximumLineLength: The most bytes a line may hold, or `nil` for no limit.
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError`, as ``read(path:)``.
    /// - Complexity: O(*n*), where *n* is the number of bytes read.
    public static func read(
        path: String, stoppingAtInvalidUTF8: Bool, maximumLineLength: Int?
    ) throws(SectionizeError) -> [UInt8] {
        if path == "-" {
            return try readAll(
                STDIN_FILENO, name: standardInputName, stoppingAtInvalid: stoppingAtInvalidUTF8, maximumLineLength: maximumLineLength)
        }
        var fd: Int32
        let name = try openableBytes(path)
        repeat { fd = open(name, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw error(errno, name: path) }
        defer { close(fd) }
        return try readAll(fd, name: path, stoppingAtInvalid: stoppingAtInvalidUTF8, maximumLineLength: maximumLineLength)
    }

    /// Reads standard input to its end.
    ///
    /// - Returns: The bytes read.
    /// - Throws: An `SectionizeError` as for ``read(path:)``, naming the input `<stdin>`.
    /// - Complexity: O(*n*), where *n* is the number of bytes read.
    public static func readStandardInput() throws(SectionizeError) -> [UInt8] {
        try readAll(STDIN_FILENO, name: standardInputName)
    }

    /// Reads `fd` to its end (or its first invalid byte, see ``read(path:stoppingAtInvalidUTF8:)``).
    static func readAll(
        _ fd: Int32, name: String, stoppingAtInvalid: Bool = false, maximumLineLength: Int? = nil
    ) throws(SectionizeError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(errno, name: name) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw error(EISDIR, name: name) }
        // Validating, a regular file up to 1 GiB is still read straight into a buffer of its
        // size (in 4 MiB blocks, each validated while it is in the cache); a bigger one is read
        // in blocks into a buffer that grows with what was read, so that a huge file of
        // garbage never gets a buffer of its size.
        let knownSize = type == S_IFREG ? Int(info.st_size) : 0
        let size = stoppingAtInvalid && knownSize > 1 << 30 ? 0 : knownSize

        var failure: Int32 = 0
        var stopped = false
        // How far `all` is known to be valid: a sequence cut by the end of a block is
        // validated with the next one.
        var validated = 0
        /// Whether `all` (the bytes read so far) holds the first invalid byte: then only the
        /// bytes up to and including it are kept. UTF-16 (by byte order mark) is not UTF-8.
        // Where the bytes read so far have their last line end (after the last LF or CR byte),
        // and up to where they were searched for one.
        var lineStart = 0
        var searched = 0
        /// Whether `all` (the bytes read so far) holds the first invalid byte, or a line longer
        /// than `maximumLineLength`: then only the bytes up to and including the invalid byte
        /// (or a few past the limit) are kept. UTF-16 (by byte order mark) is not UTF-8.
        func invalidEnd(in all: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = all.baseAddress, all.count > 0 else { return nil }
            var stop: Int?
            if stoppingAtInvalid && all.count > validated
                && !(all.count >= 2 && (all[0] == 0xFF && all[1] == 0xFE || all[0] == 0xFE && all[1] == 0xFF))
            {
                let (invalid, resume) = UTF8Validation.firstInvalid(base, from: validated, to: all.count)
                validated = resume
                stop = invalid.map { $0 + 1 }
            }
            if let limit = maximumLineLength, all.count > searched {
                // The last line end among the new bytes, searched from the end (text has one
                // within a few bytes; a run without any is searched once).
                var i = all.count
                while i > searched {
                    i -= 1
                    if base[i] == 0x0A || base[i] == 0x0D {
                        lineStart = i + 1
                        break
                    }
                }
                searched = all.count
                // 8 bytes past the limit: the decoder sees the line past it whole code units
                // or sequences beyond (UTF-16 pairs included).
                if all.count - lineStart > limit + 8 { stop = min(stop ?? .max, lineStart + limit + 8) }
            }
            return stop
        }
        // Known size: read straight into the result (in blocks when validating).
        // (Nothing to read ahead: an empty array, never `Array(unsafeUninitializedCapacity: 0)`,
        // which writes into the shared empty-array storage, a race under ThreadSanitizer.)
        var result: [UInt8] = []
        if size > 0 {
            result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                while count < size {
                    let want = stoppingAtInvalid ? min(size - count, 4 << 20) : size - count
                    let k = Glibc.read(fd, buffer.baseAddress! + count, want)
                    if k > 0 {
                        count += k
                        if let end = invalidEnd(in: UnsafeBufferPointer(start: buffer.baseAddress!, count: count)) {
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
        }
        if failure != 0 { throw error(failure, name: name) }
        if stopped { return result }
        if stoppingAtInvalid { result.reserveCapacity(min(knownSize, 64 << 20)) }
        // Unknown size, or a file that grew: read in blocks until end of file.
        let chunkSize = size > 0 ? 64 << 10 : stoppingAtInvalid ? 4 << 20 : blockSize
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let k = Glibc.read(fd, chunk, chunkSize)
            if k > 0 {
                result.append(contentsOf: UnsafeBufferPointer(start: chunk, count: k))
                if let end = result.withUnsafeBufferPointer({ invalidEnd(in: $0) }) {
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
