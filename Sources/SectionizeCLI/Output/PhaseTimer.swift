#if canImport(Glibc)
import Glibc
#endif

/// Phase timings on standard error when `SECTIONIZE_TRACE` is set (for profiling).
struct PhaseTimer {
    private let enabled = getenv("SECTIONIZE_TRACE") != nil
    private var last = PhaseTimer.now()
    private var parts: [String] = []

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Ends the current phase under `name`.
    mutating func mark(_ name: String) {
        guard enabled else { return }
        let t = PhaseTimer.now()
        parts.append("\(name)=\(Int((t - last) * 1000))ms")
        last = t
    }

    /// Prints the phases.
    func report() {
        guard enabled else { return }
        StandardError.write("sectionize: phases: \(parts.joined(separator: " "))\n")
    }
}
