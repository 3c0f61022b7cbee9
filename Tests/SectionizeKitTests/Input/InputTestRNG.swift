/// Marsaglia's xorshift64 (shifts 13, 7, 17): a small deterministic generator, so every
/// property test sees the same cases on every run and machine.
struct InputTestRNG: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    /// True with probability 1 / `n`.
    mutating func oneIn(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &self) == 0 }
}
