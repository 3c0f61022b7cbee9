#if canImport(Glibc)
import Glibc
#endif

/// Buffered output to a file descriptor (standard output by default).
///
/// Writes go to a 1 MiB buffer; a failed write (full disk, I/O error) is remembered and
/// reported by ``finish()`` as an error (exit 74). A reader that went away (`| head -1`,
/// EPIPE) is not an error: the process ends quietly the way coreutils do, killed by SIGPIPE
/// (``endBecauseReaderWentAway()``), so a shell's `pipefail` still sees status 141.
/// SIGPIPE is ignored while writing so that the closed pipe shows up as EPIPE here, whatever
/// disposition the parent left.
final class OutputWriter {
    private static let capacity = 1 << 20
    private let storage: UnsafeMutablePointer<UInt8>
    private var used = 0
    private let descriptor: Int32
    private(set) var failure: String?

    init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        storage = .allocate(capacity: OutputWriter.capacity)
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { storage.deallocate() }

    /// Appends a string's UTF-8 bytes.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends raw bytes.
    @inline(__always)
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        if used + n > OutputWriter.capacity {
            flush()
            if n > OutputWriter.capacity {
                writeAll(bytes.baseAddress, n)
                return
            }
        }
        if n > 0 { (storage + used).update(from: bytes.baseAddress!, count: n) }
        used += n
    }

    /// Appends one byte.
    @inline(__always)
    func write(byte: UInt8) {
        if used == OutputWriter.capacity { flush() }
        storage[used] = byte
        used += 1
    }

    /// Writes out what is buffered.
    func flush() {
        writeAll(storage, used)
        used = 0
    }

    /// Flushes and throws the first write failure, if any.
    func finish() throws(CLIError) {
        flush()
        if let failure { throw .write(failure) }
    }

    /// Ends the process the way `cat` or `sort` end when their reader closes the pipe:
    /// quietly, killed by SIGPIPE (the shell reports status 141), with no message.
    static func endBecauseReaderWentAway() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)  // only if SIGPIPE is blocked
    }

    private func writeAll(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        guard failure == nil, var base = start else { return }
        var remaining = count
        while remaining > 0 {
            let n = Glibc.write(descriptor, base, remaining)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { OutputWriter.endBecauseReaderWentAway() }
                failure = String(cString: strerror(errno))
                return
            }
            base += n
            remaining -= n
        }
    }
}
