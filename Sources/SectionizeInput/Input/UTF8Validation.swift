/// Finds the first byte of ill-formed UTF-8 or a NUL in a buffer that arrives in blocks
/// (``InputReader/read(path:stoppingAtInvalidUTF8:)``).
///
/// The rules are ``InputDecoder``'s (Unicode Table 3-7, NUL invalid), so the reader stops
/// exactly where the decoder's first error is.
///
/// # Performance
/// Lists are often half non-ASCII (names in several scripts), where a branch per sequence
/// mispredicts on almost every character. So valid text is run through a branch-free
/// deterministic automaton, a "shift DFA": each byte's row packs, for every state, the next
/// state (times 6) in 6 bits of a `UInt64`, and a step is one load and one shift
/// (`state = rows[byte] >> state & 63`). Only when a block turns out to hold an invalid byte
/// is it scanned again, sequence by sequence, to find where.
enum UTF8Validation {
    /// The automaton's states, each stored as its index times 6 (its bit offset in a row):
    /// 0 between sequences; 1, 2, 3 continuation bytes to go (any 80–BF); E0 (next A0–BF,
    /// then 1); ED (next 80–9F, then 1); F0 (next 90–BF, then 2); F4 (next 80–8F, then 2);
    /// and reject, which no byte leaves.
    private static let accept: UInt64 = 0
    private static let reject: UInt64 = 8 * 6

    /// The rows: for each byte value, every state's next state.
    private static let rows: [UInt64] = (0..<256).map { byte in
        // States by index: 0 accept, 1 one to go, 2 two to go, 3 three to go, 4 after E0,
        // 5 after ED, 6 after F0, 7 after F4, 8 reject.
        func next(_ state: Int) -> Int {
            let continuation = (0x80...0xBF).contains(byte)
            switch state {
            case 0:
                switch byte {
                case 0x01...0x7F: return 0
                case 0xC2...0xDF: return 1
                case 0xE0: return 4
                case 0xE1...0xEC, 0xEE...0xEF: return 2
                case 0xED: return 5
                case 0xF0: return 6
                case 0xF1...0xF3: return 3
                case 0xF4: return 7
                default: return 8  // NUL, 80–C1, F5–FF
                }
            case 1, 2, 3: return continuation ? state - 1 : 8
            case 4: return (0xA0...0xBF).contains(byte) ? 1 : 8
            case 5: return (0x80...0x9F).contains(byte) ? 1 : 8
            case 6: return (0x90...0xBF).contains(byte) ? 2 : 8
            case 7: return (0x80...0x8F).contains(byte) ? 2 : 8
            default: return 8
            }
        }
        var row: UInt64 = 0
        for state in 0...8 { row |= UInt64(next(state) * 6) << UInt64(state * 6) }
        return row
    }

    /// Scans `p[start..<end]`.
    ///
    /// - Returns: `invalid`, the offset of the first byte of the first invalid subpart (or
    ///   NUL), or `nil`; and `resume`, where the next scan starts once more bytes have
    ///   arrived: `end`, or the start of a sequence that the end of the bytes cuts (it may
    ///   still be completed).
    /// - Complexity: O(*n*); eight bytes at a time while they are ASCII and not NUL.
    static func firstInvalid(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (invalid: Int?, resume: Int) {
        let state = rows.withUnsafeBufferPointer { rows in
            var state = accept
            var i = start
            while i < end {
                // Eight bytes at a time between sequences while none has its high bit set or
                // is zero ("haszero" from Bit Twiddling Hacks; a false alarm only where a
                // high bit is set anyway).
                if state == accept {
                    while i &+ 8 <= end {
                        let w = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                        if (w | ((w &- 0x0101_0101_0101_0101) & ~w)) & 0x8080_8080_8080_8080 != 0 { break }
                        i &+= 8
                    }
                }
                // Then 64 bytes (or what is left) through the automaton; reject is final.
                let stop = Swift.min(end, i &+ 64)
                while i < stop {
                    state = (rows[Int(p[i])] &>> state) & 63
                    i &+= 1
                }
                if state == reject { break }
            }
            return state
        }
        if state == accept { return (nil, end) }
        if state != reject {
            // A sequence cut by the end: it starts at the last lead byte (at most 3 back).
            var lead = end &- 1
            while lead > start && p[lead] & 0xC0 == 0x80 { lead &-= 1 }
            return (nil, lead)
        }
        return scan(p, from: start, to: end)
    }

    /// ``firstInvalid(_:from:to:)`` sequence by sequence, with ``InputDecoder``'s own test of
    /// a sequence: for the block that holds an invalid byte.
    static func scan(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (invalid: Int?, resume: Int) {
        var i = start
        while i < end {
            let b = p[i]
            if b == 0 { return (i, i) }
            if b < 0x80 {
                i &+= 1
                continue
            }
            // A lead byte whose sequence would run past the bytes read so far: wait for more
            // (80–C1 and F5–FF lead nothing: they are invalid at once).
            let needed = b >= 0xF5 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 1
            if i &+ needed > end { return (nil, i) }
            let length = InputDecoder.sequenceLength(p, at: i, end: end)
            if length <= 0 { return (i, i) }
            i &+= length
        }
        return (nil, end)
    }
}
