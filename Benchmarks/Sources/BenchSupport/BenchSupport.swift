// What the store benchmarks (store-bench, store-search-bench, store-load-bench) share: their
// command-line options, a seeded generator, a monotonic clock and percentiles.

import Foundation

/// Command-line arguments read as `--name value` options and `--name` switches, each taken
/// out as it is read; what is left are the positional arguments.
public struct BenchArguments {
    /// The arguments not read yet.
    public private(set) var remaining: [String]

    /// The process's arguments (without its path).
    public init(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        remaining = arguments
    }

    /// The value after `name`, taken out with it, or `nil` when `name` is not there (or
    /// is last).
    public mutating func value(_ name: String) -> String? {
        guard let i = remaining.firstIndex(of: name), i + 1 < remaining.count else { return nil }
        let value = remaining[i + 1]
        remaining.removeSubrange(i...(i + 1))
        return value
    }

    /// The value after `name`, or `fallback`.
    public mutating func option(_ name: String, _ fallback: String) -> String { value(name) ?? fallback }

    /// Whether the switch `name` is there (taken out).
    public mutating func flag(_ name: String) -> Bool {
        guard let i = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: i)
        return true
    }
}

/// A seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same queries and edits
/// in every run.
public struct SplitMix: RandomNumberGenerator {
    /// The state; the seed.
    public var state: UInt64

    /// A generator from a seed.
    public init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Seconds on the monotonic clock.
public func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The nearest-rank percentile `p` (0…1) of `values` (sorted here): the smallest value with
/// at least `p` of the values at or below it.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[max(0, min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1))]
}
