import Testing
@testable import SectionizeKit
@testable import SectionizeInput

/// The reader's block-by-block validation (``UTF8Validation``, a shift automaton) stops
/// exactly where the decoder (``InputDecoder``, sequence by sequence per Unicode Table 3-7)
/// reports its first error, wherever the blocks end.
@Suite("Input reading: validation while reading")
struct UTF8ValidationTests {
    /// Where `bytes` arriving in blocks that end at `cuts` are first found invalid, and the
    /// bytes the reader would keep (through that byte).
    static func stop(_ bytes: [UInt8], cuts: [Int]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var validated = 0
            for end in cuts + [bytes.count] where end > validated {
                let (invalid, resume) = UTF8Validation.firstInvalid(buffer.baseAddress!, from: validated, to: end)
                if let invalid { return invalid }
                validated = resume
            }
            return nil
        }
    }

    /// The decoder's first error offset (`nil`: valid), the independent reference.
    static func decoderError(_ bytes: [UInt8]) -> Int? {
        do {
            _ = try InputDecoder.decode(bytes, source: "t", policy: .fail)
            return nil
        } catch {
            return error.byteOffset
        }
    }

    @Test(
        "Table 3-7's boundaries: the first byte of the first ill-formed subpart, NUL included",
        arguments: [
            ([0x41, 0xC0, 0x80], 1), ([0x41, 0xC1, 0xBF], 1), ([0xF5, 0x80, 0x80, 0x80], 0), ([0x41, 0xFF], 1),
            ([0xE0, 0x80, 0x80], 0), ([0xE0, 0x9F, 0xBF], 0), ([0xED, 0xA0, 0x80], 0), ([0xF0, 0x8F, 0xBF, 0xBF], 0),
            ([0xF4, 0x90, 0x80, 0x80], 0), ([0x41, 0x80], 1), ([0xC3, 0xA9, 0x00], 2), ([0xE2, 0x82, 0x41], 0),
        ] as [([UInt8], Int)])
    func boundaries(bytes: [UInt8], expected: Int) {
        #expect(Self.stop(bytes, cuts: []) == expected)
        for cut in 0...bytes.count { #expect(Self.stop(bytes, cuts: [cut]) == expected, "cut at \(cut)") }
    }

    @Test("Valid text in every script size (1–4 bytes) passes across every cut; a truncated last sequence is left to the decoder")
    func valid() {
        let text = Array("Anna Ødegaard Αλέξης 山田 𝒜 😀 Zoë\n".utf8)
        for cut in 0...text.count { #expect(Self.stop(text, cuts: [cut]) == nil, "cut at \(cut)") }
        #expect(Self.stop([0x41, 0xE2, 0x82], cuts: []) == nil, "E2 82 may be completed by the next block")
    }

    @Test("2,000 random inputs (mostly valid text with invalid bytes sprinkled in), cut at random: the same offset as the decoder")
    func random() {
        var rng = InputTestRNG(seed: 22)
        let pieces: [[UInt8]] =
            ["a", "Z", " ", "\n", "é", "Ж", "山", "😀", "\u{10FFFF}"].map { Array($0.utf8) }
            + [
                [0x00], [0x80], [0xC0], [0xC1, 0x80], [0xE0, 0x80], [0xED, 0xA0], [0xF4, 0x90], [0xF5], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            ]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                let piece = rng.oneIn(12) ? pieces[Int.random(in: 9..<pieces.count, using: &rng)] : pieces[Int.random(in: 0..<9, using: &rng)]
                bytes += piece
            }
            let cuts = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...bytes.count, using: &rng) }.sorted()
            let expected = Self.decoderError(bytes)
            let found = Self.stop(bytes, cuts: cuts)
            // The reader may leave a truncated last sequence to the decoder; everything else
            // it finds itself, at the decoder's offset.
            if let found {
                #expect(found == expected, "\(bytes) cut at \(cuts)")
            } else if let expected {
                // Only a sequence cut by the end of the input (at most 3 bytes) is left over.
                #expect(bytes.count - expected <= 3, "missed \(expected) in \(bytes) cut at \(cuts)")
                #expect(Self.decoderError(Array(bytes[..<expected])) == nil)
            }
        }
    }
}
