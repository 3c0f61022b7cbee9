#if canImport(Glibc)
import Glibc
#endif

/// Buffered output to a file descriptor (standard output by default).
///
/// Writes go to a 1 MiB buffer; a failed write (closed pipe, full disk) is remembered and
/// reported by ``finish()`` as an error, never as a crash: SIGPIPE is ignored so that a closed
/// pipe shows up as EPIPE.
final class OutputWriter {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private(set) var failure: String?
    private static let capacity = 1 << 20

    init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
        buffer.reserveCapacity(OutputWriter.capacity)
    }

    /// Appends a string's UTF-8 bytes.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends raw bytes.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.count + bytes.count > OutputWriter.capacity { flush() }
        if bytes.count > OutputWriter.capacity {
            writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Appends one byte.
    func write(byte: UInt8) {
        if buffer.count >= OutputWriter.capacity { flush() }
        buffer.append(byte)
    }

    /// Writes out what is buffered.
    func flush() {
        buffer.withUnsafeBufferPointer { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and throws the first write failure, if any.
    func finish() throws(CLIError) {
        flush()
        if let failure { throw .write(failure) }
    }

    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, var base = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let n = Glibc.write(descriptor, base, remaining)
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            base += n
            remaining -= n
        }
    }
}
