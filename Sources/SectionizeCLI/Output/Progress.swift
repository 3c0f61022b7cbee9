#if canImport(Glibc)
import Glibc
#endif

/// Progress lines on standard error for large inputs, only when a person is watching.
///
/// Shown when standard error is a terminal, `CI` is not set, and the input is large
/// (`threshold` bytes); each phase overwrites the previous line, and the line is cleared at
/// the end. Never written into pipes, files or CI logs.
struct Progress {
    /// Inputs from this size on get progress lines.
    static let threshold = 16 << 20

    private let enabled: Bool

    init(inputBytes: Int) {
        enabled = inputBytes >= Progress.threshold && StandardError.isTerminal && getenv("CI") == nil
    }

    /// Replaces the progress line.
    func show(_ text: String) {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[Ksectionize: \(text)")
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}
