#if canImport(Glibc)
import Glibc
#endif

/// Writes a file the tool owns the contents of (a golden with `verify --update`, or
/// `GOLDEN.new` with `--update=new`) so that nothing else is ever overwritten and a failed
/// write never leaves half a file. Every file the tool writes goes through here.
///
/// - Paths are bytes, as the file system has them: a name that is not UTF-8 is written
///   under that name, never under a decoding of it with U+FFFD.
/// - The text goes to a new temporary file created exclusively (`mkstemp`: `O_CREAT|O_EXCL`,
///   a random name) in the destination's own folder, so a file or symbolic link planted at a
///   predictable name (`GOLDEN.tmp`) is never opened; it is synced, then renamed over the
///   destination, and the folder is synced. `rename` replaces the name itself: it never
///   writes through a link that appears there after the checks below.
/// - The destination's permission bits are kept (a new file gets 0666 less the umask).
/// - A read-only destination (no write permission bit, or not writable by this user) is
///   refused, never replaced; so is one with several hard links (renaming over it would
///   split it from its other names).
/// - A ``Destination/named`` file (the golden the user named) that is a symbolic link is
///   updated at its target, and the link stays a link: the user chose that name.
/// - A ``Destination/derived`` file (`GOLDEN.new`, a name the tool made up) follows no
///   link and replaces only what an earlier run wrote: an existing entry there is replaced
///   only when it is a regular file, owned by this user, with one link, that holds a golden
///   (a line starting `sectionize-golden:`, which every golden the tool writes has). A link
///   (even a dangling one), a folder, someone else's file or any other text is refused with
///   exit 73 and left as it was: the user did not name that file, so the tool may not
///   decide it is disposable. A re-run of `--update=new` still replaces its own `.new`.
enum SafeFileWriter {
    /// Why a write was refused or failed, with the exit code (73: cannot create; 74: I/O).
    struct Failure: Error, Equatable {
        var message: String
        var exitCode: Int32
    }

    /// Whose name the destination is, which decides what may already be there.
    enum Destination: Equatable {
        /// A file the user named: a link is followed to its target.
        case named
        /// A file named by the tool beside a named one: nothing is followed, and only a file
        /// whose text has a line starting with `marker` is replaced.
        case derived(marker: String)
    }

    /// Writes `text` to `path` (the file system's bytes, without NUL) as described above.
    static func write(_ text: String, to path: [UInt8], as destination: Destination) -> Failure? {
        let shown = String(decoding: path, as: UTF8.self)
        guard !path.isEmpty, !path.contains(0) else {
            return Failure(message: "\(shown): not a file name", exitCode: CLIError.Status.cannotCreate)
        }
        var target = path
        var info = stat()
        let exists = lstat(cString(path), &info) == 0
        if exists && (info.st_mode & S_IFMT) == S_IFLNK {
            guard destination == .named else {
                return Failure(
                    message: "\(shown) is a symbolic link; not followed or replaced (remove it to let the tool write there)",
                    exitCode: CLIError.Status.cannotCreate)
            }
            // A link the user named is followed to the file it names (repeatedly, as the kernel would).
            guard let resolved = realpath(cString(path), nil) else {
                return Failure(
                    message: "\(shown) is a symbolic link to a missing file: \(String(cString: strerror(errno)))",
                    exitCode: CLIError.Status.cannotCreate)
            }
            target = Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
            free(resolved)
        }
        let targetShown = String(decoding: target, as: UTF8.self)
        var mode: mode_t
        if stat(cString(target), &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                return Failure(message: "\(targetShown) is not a regular file", exitCode: CLIError.Status.cannotCreate)
            }
            if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(cString(target), W_OK) != 0 {
                return Failure(
                    message: "\(targetShown) is read-only; not replaced (make it writable to update it)", exitCode: CLIError.Status.cannotCreate)
            }
            if info.st_nlink > 1 {
                return Failure(
                    message: "\(targetShown) has \(info.st_nlink) hard links; not replaced, which would split it from them (update a copy)",
                    exitCode: CLIError.Status.cannotCreate)
            }
            if case .derived(let marker) = destination {
                if info.st_uid != geteuid() {
                    return Failure(
                        message: "\(targetShown) belongs to another user; not replaced (remove it to let the tool write there)",
                        exitCode: CLIError.Status.cannotCreate)
                }
                if !holdsLine(startingWith: marker, at: target) {
                    return Failure(
                        message: "\(targetShown) exists and is not a golden this tool wrote; not replaced (remove or rename it)",
                        exitCode: CLIError.Status.cannotCreate)
                }
            }
            mode = info.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        let slash = target.lastIndex(of: 0x2F)
        let folder = slash.map { Array(target[...$0]) } ?? Array("./".utf8)
        let base = slash.map { Array(target[($0 + 1)...]) } ?? target
        let folderShown = String(decoding: folder, as: UTF8.self)
        var template = (folder + [0x2E] + base + Array(".XXXXXX".utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            return Failure(
                message: "cannot create a temporary file in \(folderShown): \(String(cString: strerror(errno)))",
                exitCode: CLIError.Status.cannotCreate)
        }
        let temporary = Array(template.dropLast())
        let temporaryShown = String(decoding: temporary.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ what: String) -> Failure {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary + [0])
            return Failure(message: "\(what): \(reason)", exitCode: CLIError.Status.ioError)
        }
        var failure: Failure?
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = fail("cannot write \(temporaryShown)")
                    return
                }
                offset += n
            }
        }
        if let failure { return failure }
        if fchmod(descriptor, mode) != 0 { return fail("cannot set the permissions of \(temporaryShown)") }
        if fsync(descriptor) != 0 { return fail("cannot sync \(temporaryShown)") }
        if close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary + [0])
            return Failure(message: "cannot close \(temporaryShown): \(reason)", exitCode: CLIError.Status.ioError)
        }
        if rename(temporary + [0], cString(target)) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary + [0])
            return Failure(message: "cannot replace \(targetShown): \(reason)", exitCode: CLIError.Status.ioError)
        }
        let directory = open(cString(folder), O_RDONLY | O_DIRECTORY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        return nil
    }

    /// `bytes` NUL-terminated, for the C calls.
    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// Whether the regular file at `path` has a line starting with `marker` in its first
    /// 64 KiB (a golden's header is at its top). Opened without following a link and without
    /// blocking (a FIFO swapped in after the checks does not hang the tool).
    private static func holdsLine(startingWith marker: String, at path: [UInt8]) -> Bool {
        let fd = open(cString(path), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        var bytes = [UInt8](repeating: 0, count: 64 << 10)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        let wanted = Array(marker.utf8)
        var lineStart = 0
        while lineStart < count {
            if bytes[lineStart..<count].starts(with: wanted) { return true }
            guard let end = bytes[lineStart..<count].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { break }
            lineStart = end + 1
        }
        return false
    }
}
