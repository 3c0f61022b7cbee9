#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard error (messages only; results go to standard output).
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    /// Whether standard error is a terminal.
    static var isTerminal: Bool { isatty(2) != 0 }
}
