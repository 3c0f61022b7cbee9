@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Random and adversarial rows for the sectioning properties, from a seeded xorshift
/// generator (``InputTestRNG``), so every run sees the same rows.
///
/// The rows come from three sources, concatenated into one ``RowBuffer``:
/// 1. strings handed to `RowBuffer(_:)` directly (these may also be empty, or hold NUL, LF or
///    CR, which no decoded row can);
/// 2. UTF-16 bytes (LE or BE, with BOM) holding lone surrogates and NULs, decoded with
///    ``InvalidInputPolicy/replace``;
/// 3. UTF-8 bytes (± BOM) holding ill-formed subsequences and NULs, decoded with
///    ``InvalidInputPolicy/replace``.
///
/// The rows each source should decode to come from the Swift standard library's own
/// decoders (`String(decoding:as:)`, which replaces maximal subparts with U+FFFD as Unicode
/// recommends), with NUL mapped to U+FFFD first (``InputDecoder`` treats NUL as invalid).
enum PropertyCorpus {
    /// Rows ready for sectioning, and the bytes each row must have.
    struct Input {
        /// The rows, sources 1, 2 and 3 in that order.
        var rows: RowBuffer
        /// The expected UTF-8 bytes of each row of ``rows``.
        var expected: [[UInt8]]
        /// How many U+FFFD the decoder should have reported for sources 2 and 3.
        var expectedIssues: Int
        /// How many issues it did report.
        var issues: Int
    }

    /// Makes about `count` rows from `seed`.
    ///
    /// - Parameter labels: Letters of the index under test (its normal buckets' titles); half
    ///   the words start with one of them, followed by code points near it, so that rows
    ///   fill the letter sections and land on both sides of their boundaries.
    static func input(seed: UInt64, count: Int, labels: [String] = []) throws -> Input {
        var rng = InputTestRNG(seed: seed)
        let context = Context(labels: labels.filter { !$0.isEmpty })
        let direct = count * 2 / 5
        let utf16 = count * 3 / 10
        let utf8 = count - direct - utf16

        // 1. Strings as they are.
        var strings: [String] = []
        for _ in 0..<direct {
            if !strings.isEmpty && rng.oneIn(20) {
                strings.append(strings.randomElement(using: &rng)!)
            } else if rng.oneIn(40) {
                strings.append(["", "\u{0}", "a\u{0}b", "x\ny", "\r", "\r\n", "A\u{0}"].randomElement(using: &rng)!)
            } else {
                strings.append(row(&rng, context))
            }
        }

        // 2. UTF-16 with lone surrogates and NULs.
        let (utf16Bytes, utf16Expected) = utf16Input(&rng, count: utf16, context)
        let utf16Decoded = try InputDecoder.decode(utf16Bytes, source: "utf16", policy: .replace)

        // 3. UTF-8 with ill-formed subsequences and NULs.
        let (utf8Bytes, utf8Expected) = utf8Input(&rng, count: utf8, context)
        let utf8Decoded = try InputDecoder.decode(utf8Bytes, source: "utf8", policy: .replace)

        let replacementCount = (utf16Expected + utf8Expected).reduce(0) { total, row in
            total + String(decoding: row, as: UTF8.self).unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        }
        return Input(
            rows: RowBuffer(concatenating: [RowBuffer(strings), utf16Decoded.rows, utf8Decoded.rows]),
            expected: strings.map { Array($0.utf8) } + utf16Expected + utf8Expected,
            expectedIssues: replacementCount,
            issues: utf16Decoded.issues.count + utf8Decoded.issues.count)
    }

    // MARK: - Rows

    /// Blocks of letters (and a few of digits, symbols and emoji) of many scripts; code points
    /// the block leaves unassigned are drawn too.
    static let scriptRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF,  // Latin
        0x370...0x3FF, 0x400...0x4FF, 0x531...0x587, 0x5D0...0x5EA,  // Greek, Cyrillic, Armenian, Hebrew
        0x620...0x64A, 0x6A9...0x6D3, 0x900...0x97F, 0x980...0x9FF,  // Arabic, Persian, Devanagari, Bengali
        0xB80...0xBFF, 0xD80...0xDFF, 0xE01...0xE5B, 0xE80...0xEFF,  // Tamil, Sinhala, Thai, Lao
        0x1000...0x109F, 0x10A0...0x10FF, 0x1100...0x11FF, 0x1200...0x137F,  // Myanmar, Georgian, Jamo, Ethiopic
        0x1780...0x17FF, 0x1800...0x18AF, 0x3041...0x3096, 0x30A1...0x30FA,  // Khmer, Mongolian, kana
        0x3105...0x312F, 0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3,  // Bopomofo, compat jamo, Han, Hangul
        0xF900...0xFAFF, 0xFF01...0xFFEE, 0x20000...0x2A6DF, 0x1D400...0x1D7FF,  // compat Han, fullwidth, Ext B, math
        0x30...0x39, 0x21...0x2F, 0x660...0x669, 0x2000...0x206F,  // digits, ASCII symbols, Arabic digits, punctuation
        0x1F300...0x1FAFF, 0x2600...0x27BF,  // emoji, dingbats
    ]

    /// Combining marks: generic diacritics, extended, for symbols, Thai, Devanagari, Hebrew points.
    static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1AB0...0x1ACE, 0x20D0...0x20F0, 0xE31...0xE31, 0xE34...0xE3A, 0x93C...0x94D, 0x5B0...0x5BD,
        0x3099...0x309A, 0xFE20...0xFE2F,
    ]

    /// Canonically equivalent spellings, precomposed (NFC) and decomposed (NFD), including a
    /// non-canonical mark order and the compatibility-composite Angstrom sign.
    static let nfcNFD: [(String, String)] = [
        ("\u{C4}rger", "A\u{308}rger"), ("\u{C5}sa", "A\u{30A}sa"), ("\u{212B}sa", "\u{C5}sa"),
        ("\u{D1}u\u{F1}ez", "N\u{303}un\u{303}ez"), ("M\u{FC}ller", "Mu\u{308}ller"),
        ("Nguy\u{1EC5}n", "Nguye\u{302}\u{303}n"), ("\u{1EC7}", "e\u{323}\u{302}"), ("\u{1EC7}", "e\u{302}\u{323}"),
        ("\u{130}stanbul", "I\u{307}stanbul"), ("\u{C7}elik", "C\u{327}elik"), ("\u{160}koda", "S\u{30C}koda"),
        ("\u{3C9}\u{301}", "\u{3CE}"), ("\u{419}", "\u{418}\u{306}"), ("\u{304C}", "\u{304B}\u{3099}"),
        ("\u{1E69}", "s\u{323}\u{307}"), ("\u{F900}", "\u{8C48}"),
    ]

    /// Emoji sequences: ZWJ families and professions, skin tones, flags, keycaps, tags.
    static let emoji: [String] = [
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
        "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F1F8}\u{1F1EA}", "\u{1F1E9}\u{1F1EA}", "\u{2764}\u{FE0F}",
        "\u{2764}", "\u{1F44D}\u{1F3FF}", "1\u{FE0F}\u{20E3}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "\u{200D}", "\u{1F9D1}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}", "\u{1F600}",
    ]

    /// Controls (C0 without NUL, LF, CR; DEL; C1), format characters and white space.
    static let controls: [UInt32] =
        Array(0x01...0x09) + [0x0B, 0x0C] + Array(0x0E...0x1F) + [0x7F] + Array(0x80...0x9F)
        + [
            0x20, 0xA0, 0xAD, 0x34F, 0x61C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029,
            0x202A, 0x202E, 0x2060, 0x2066, 0x3000, 0xFEFF, 0xFFF9, 0xFFFB, 0x1D173, 0xE0001, 0xE0020,
        ]

    /// Private use (BMP and planes 15, 16), unassigned and noncharacters — including U+FDD0 and
    /// U+FDD1, which ICU's root collation uses in contractions for index characters and
    /// script boundaries.
    static let privateAndUnassigned: [ClosedRange<UInt32>] = [
        0xE000...0xF8FF, 0xF0000...0xF00FF, 0x10FF00...0x10FFFD,
        0x378...0x379, 0x380...0x383, 0x2FE0...0x2FEF, 0x40000...0x400FF, 0xE0080...0xE00FF,
        0xFDD0...0xFDEF, 0xFFFE...0xFFFF, 0x1FFFE...0x1FFFF, 0x10FFFE...0x10FFFF,
    ]

    /// What the rows are generated for.
    struct Context {
        /// Letters of the index under test.
        var labels: [String]
    }

    /// One row: a mix of segments, never empty, never holding NUL, LF, CR or U+FFFD (so that
    /// every U+FFFD in a decoded row is a replacement).
    static func row(_ rng: inout InputTestRNG, _ context: Context) -> String {
        var text = String.UnicodeScalarView()
        if rng.oneIn(200) {
            // A long row: sort keys longer than the sectioner's first buffer.
            for _ in 0..<Int.random(in: 200...3000, using: &rng) { text.append(scalar(in: scriptRanges, &rng)) }
            return String(text)
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            if !text.isEmpty && rng.oneIn(3) { text.append(" ") }
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<25 where !context.labels.isEmpty:  // a word starting with one of the index's letters
                // Stroke-count labels ("5劃") lead with digits: start at their letter instead.
                let label = context.labels.randomElement(using: &rng)!.unicodeScalars.drop { ("0"..."9").contains($0) }
                guard let first = label.first else { continue }
                text.append(contentsOf: label.filter { $0 != "\u{FFFD}" })
                let near = first.value
                let range = near.saturatingSubtraction(64)...min(0x10FFFF, near + 64)
                for _ in 0..<Int.random(in: 0...6, using: &rng) { text.append(scalar(in: [range], &rng)) }
            case 0..<45:  // a word in one script
                let range = scriptRanges.randomElement(using: &rng)!
                for _ in 0..<Int.random(in: 1...8, using: &rng) { text.append(scalar(in: [range], &rng)) }
            case 45..<55:  // a letter with a stack of combining marks, or marks alone
                if !rng.oneIn(4) { text.append(scalar(in: scriptRanges, &rng)) }
                for _ in 0..<Int.random(in: 1...5, using: &rng) { text.append(scalar(in: combiningRanges, &rng)) }
            case 55..<65:  // one spelling of a canonically equivalent pair
                let pair = nfcNFD.randomElement(using: &rng)!
                text.append(contentsOf: (rng.oneIn(2) ? pair.0 : pair.1).unicodeScalars)
            case 65..<70:  // a Hangul syllable as a syllable or as conjoining jamo
                let syllable = UInt32.random(in: 0xAC00...0xD7A3, using: &rng)
                text.append(contentsOf: rng.oneIn(2) ? [Unicode.Scalar(syllable)!] : jamo(syllable))
            case 70..<77:
                text.append(contentsOf: emoji.randomElement(using: &rng)!.unicodeScalars)
            case 77..<85:  // controls, format characters and spaces, often leading
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    text.append(Unicode.Scalar(controls.randomElement(using: &rng)!)!)
                }
            case 85..<92:
                let value = scalar(in: privateAndUnassigned, &rng)
                text.append(value)
                if value.value == 0xFDD0 || value.value == 0xFDD1 { text.append(scalar(in: scriptRanges, &rng)) }
            default:  // anything at all
                text.append(scalar(in: [0x01...0x10FFFF], &rng))
            }
        }
        return String(text)
    }

    /// A random scalar from `ranges` (surrogates, NUL, LF, CR and U+FFFD redrawn).
    static func scalar(in ranges: [ClosedRange<UInt32>], _ rng: inout InputTestRNG) -> Unicode.Scalar {
        while true {
            let value = UInt32.random(in: ranges.randomElement(using: &rng)!, using: &rng)
            if value != 0 && value != 0x0A && value != 0x0D && value != 0xFFFD, let scalar = Unicode.Scalar(value) {
                return scalar
            }
        }
    }

    /// A Hangul syllable's conjoining jamo (Unicode ch. 3.12, "Hangul Syllable Decomposition").
    static func jamo(_ syllable: UInt32) -> [Unicode.Scalar] {
        let index = syllable - 0xAC00
        let l = 0x1100 + index / 588, v = 0x1161 + (index % 588) / 28, t = index % 28
        return [l, v].compactMap(Unicode.Scalar.init) + (t == 0 ? [] : [Unicode.Scalar(0x11A7 + t)!])
    }

    // MARK: - Encoded sources

    /// Line ends between rows: LF, CRLF or CR, and now and then a blank line.
    static func lineEnd(_ rng: inout InputTestRNG) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5: [0x0A]
        case 5..<8: [0x0D, 0x0A]
        case 8: [0x0D]
        default: [0x0A, 0x0A]
        }
    }

    /// UTF-16 (LE or BE, with BOM) whose rows hold lone surrogates and NULs, and the rows it
    /// should decode to.
    static func utf16Input(_ rng: inout InputTestRNG, count: Int, _ context: Context) -> (bytes: [UInt8], rows: [[UInt8]]) {
        let bigEndian = rng.oneIn(2)
        var units: [UInt16] = [0xFEFF]
        var rows: [[UInt8]] = []
        for k in 0..<count {
            var row = Array(row(&rng, context).utf16)
            if rng.oneIn(3) {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let bad: UInt16 = rng.oneIn(5) ? 0 : UInt16.random(in: 0xD800...0xDFFF, using: &rng)
                    row.insert(bad, at: Int.random(in: 0...row.count, using: &rng))
                }
            }
            units += row
            if k + 1 < count || rng.oneIn(2) { units += lineEnd(&rng).map(UInt16.init) }
            rows.append(Array(String(decoding: row.map { $0 == 0 ? 0xFFFD : $0 }, as: UTF16.self).utf8))
        }
        var bytes: [UInt8] = []
        for u in units { bytes += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)] }
        if units.last == 0x0A || units.last == 0x0D, rng.oneIn(2) {
            // A final odd byte is one more invalid subpart: a row of its own.
            bytes.append(0x41)
            rows.append(Array("\u{FFFD}".utf8))
        }
        return (bytes, rows)
    }

    /// Ill-formed UTF-8 subsequences: a byte that never occurs, overlong forms, encoded
    /// surrogates, values above U+10FFFF, truncated sequences, lone continuation bytes, NUL.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xBF, 0xBF], [0x00],
    ]

    /// UTF-8 (± BOM) whose rows hold ill-formed subsequences and NULs, and the rows it should
    /// decode to.
    static func utf8Input(_ rng: inout InputTestRNG, count: Int, _ context: Context) -> (bytes: [UInt8], rows: [[UInt8]]) {
        var bytes: [UInt8] = []
        var rows: [[UInt8]] = []
        for k in 0..<count {
            let text = row(&rng, context)
            var row: [UInt8] = []
            // Insert at most one subsequence per scalar boundary, so two never run together
            // into something well formed.
            let inserts = rng.oneIn(3) ? Int.random(in: 1...2, using: &rng) : 0
            var positions = Set<Int>()
            for _ in 0..<inserts { positions.insert(Int.random(in: 0...text.unicodeScalars.count, using: &rng)) }
            for (i, scalar) in text.unicodeScalars.enumerated() {
                if positions.contains(i) { row += invalidUTF8.randomElement(using: &rng)! }
                row += Array(String(scalar).utf8)
            }
            if positions.contains(text.unicodeScalars.count) { row += invalidUTF8.randomElement(using: &rng)! }
            bytes += row
            if k + 1 < count || rng.oneIn(2) { bytes += lineEnd(&rng) }
            rows.append(Array(String(decoding: row.map { $0 == 0 ? 0xFF : $0 }, as: UTF8.self).utf8))
        }
        // A row starting with U+FEFF needs a BOM before it, or the decoder takes it for one.
        if rng.oneIn(2) || bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return (bytes, rows)
    }
}

private extension UInt32 {
    func saturatingSubtraction(_ other: UInt32) -> UInt32 { self > other ? self - other : 0 }
}
