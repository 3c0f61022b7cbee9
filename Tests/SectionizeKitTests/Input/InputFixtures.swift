import Glibc
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Inputs and helpers shared by the input tests.
enum InputFixtures {
    /// The source name used in messages.
    static let source = "names.txt"
    /// U+FFFD REPLACEMENT CHARACTER.
    static let replacement = "\u{FFFD}"

    /// The UTF-8 bytes of `text`.
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The UTF-16 bytes of `units`, with the BOM FF FE (little-endian) or FE FF (big-endian)
    /// first when `bom` is true (Unicode FAQ "UTF-8, UTF-16, UTF-32 & BOM", table of BOM bytes).
    static func utf16(units: [UInt16], bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for u in units {
            let high = UInt8(u >> 8)
            let low = UInt8(u & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    /// The UTF-16 bytes of `text`; see ``utf16(units:bigEndian:bom:)``.
    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        utf16(units: Array(text.utf16), bigEndian: bigEndian, bom: bom)
    }

    /// Decodes with source ``source``.
    static func decode(_ bytes: [UInt8], _ policy: InvalidInputPolicy = .fail) throws(SectionizeError) -> DecodedInput {
        try InputDecoder.decode(bytes, source: source, policy: policy)
    }

    /// The error decoding `bytes` under ``InvalidInputPolicy/fail`` throws, or nil.
    static func failure(_ bytes: [UInt8]) -> SectionizeError? {
        do {
            _ = try decode(bytes, .fail)
            return nil
        } catch {
            return error
        }
    }

    /// A random non-empty row of well-formed text with no LF, CR or NUL: ASCII, spaces, tabs,
    /// 2-, 3- and 4-byte UTF-8 (up to U+10FFFF), and scalars drawn from the whole code space.
    static func randomRow(_ rng: inout InputTestRNG, maxLength: Int = 12) -> String {
        let pool: [Unicode.Scalar] = [
            "a", "Z", " ", "\t", "é", "Å", "ß", "\u{0085}", "€", "漢", "한", "\u{2028}",
            "\u{FEFF}", "\u{E000}", "😀", "𝄞", "\u{10FFFF}", "\u{1F1F8}",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...maxLength, using: &rng) {
            if rng.oneIn(2) {
                scalars.append(pool.randomElement(using: &rng)!)
            } else {
                while true {
                    let value = UInt32.random(in: 1...0x10FFFF, using: &rng)
                    if value != 0x0A && value != 0x0D && value != 0xFFFD, let scalar = Unicode.Scalar(value) {
                        scalars.append(scalar)
                        break
                    }
                }
            }
        }
        return String(scalars)
    }

    /// A path under /tmp no other test uses.
    static func temporaryPath(_ name: String) -> String {
        "/tmp/sectionize-input-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(name)"
    }

    /// Writes `bytes` to a new file at `path` with `mode`.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
        precondition(fd >= 0, "cannot create \(path)")
        bytes.withUnsafeBufferPointer { buffer in
            var done = 0
            while done < buffer.count {
                let k = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                precondition(k > 0)
                done += k
            }
        }
        fchmod(fd, mode)
        close(fd)
    }
}
