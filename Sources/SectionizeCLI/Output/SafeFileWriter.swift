#if canImport(Glibc)
import Glibc
#endif

/// Writes a file the tool owns the contents of (a golden with `verify --update`, or
/// `FILE.new`) so that nothing else is ever overwritten and a failed write never leaves half
/// a file:
///
/// - The text goes to a new temporary file created exclusively (`mkstemp`: `O_CREAT|O_EXCL`,
///   a random name) in the destination's own folder, so a file or symbolic link planted at a
///   predictable name (`GOLDEN.tmp`) is never opened; it is synced, then renamed over the
///   destination, and the folder is synced.
/// - A destination that is a symbolic link is updated at its target (the link stays a link).
/// - The destination's permission bits are kept (a new file gets 0644 less the umask).
/// - A read-only destination (no write permission bit, or not writable by this user) is
///   refused, never replaced; so is one with several hard links (renaming over it would
///   split it from its other names).
enum SafeFileWriter {
    /// Why a write was refused or failed, with the exit code (73: cannot create; 74: I/O).
    struct Failure: Error, Equatable {
        var message: String
        var exitCode: Int32
    }

    /// Writes `text` to `path` as described above.
    static func write(_ text: String, to path: String) -> Failure? {
        // A link is followed to the file it names (repeatedly, as the kernel would).
        var target = path
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                return Failure(
                    message: "\(path) is a symbolic link to a missing file: \(String(cString: strerror(errno)))",
                    exitCode: CLIError.Status.cannotCreate)
            }
            target = String(cString: resolved)
            free(resolved)
        }
        var mode: mode_t
        if stat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                return Failure(message: "\(target) is not a regular file", exitCode: CLIError.Status.cannotCreate)
            }
            if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(target, W_OK) != 0 {
                return Failure(
                    message: "\(target) is read-only; not replaced (make it writable to update it)", exitCode: CLIError.Status.cannotCreate)
            }
            if info.st_nlink > 1 {
                return Failure(
                    message: "\(target) has \(info.st_nlink) hard links; not replaced, which would split it from them (update a copy)",
                    exitCode: CLIError.Status.cannotCreate)
            }
            mode = info.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        let folder = target.contains("/") ? String(target[...target.lastIndex(of: "/")!]) : "./"
        let base = target.split(separator: "/").last.map(String.init) ?? target
        var template = Array("\(folder).\(base).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            return Failure(
                message: "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))", exitCode: CLIError.Status.cannotCreate)
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ what: String) -> Failure {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary)
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
                    failure = fail("cannot write \(temporary)")
                    return
                }
                offset += n
            }
        }
        if let failure { return failure }
        if fchmod(descriptor, mode) != 0 { return fail("cannot set the permissions of \(temporary)") }
        if fsync(descriptor) != 0 { return fail("cannot sync \(temporary)") }
        if close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return Failure(message: "cannot close \(temporary): \(reason)", exitCode: CLIError.Status.ioError)
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return Failure(message: "cannot replace \(target): \(reason)", exitCode: CLIError.Status.ioError)
        }
        let directory = open(folder, O_RDONLY | O_DIRECTORY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        return nil
    }
}
