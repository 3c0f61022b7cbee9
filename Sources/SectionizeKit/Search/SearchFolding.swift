internal import SectionizeICU
import Synchronization

/// What a character is at the list locale's primary collation strength: the primary weights
/// of its collation elements (``SearchMatcher/key(of:)-(Unicode.Scalar)``), with a dense
/// table for the scripts names are most often typed in, so that building the keys of a
/// million names costs array reads, not ICU walks.
///
/// The table covers Latin, Greek, Cyrillic, Armenian, Hebrew, Latin Extended Additional,
/// Greek Extended, conjoining Hangul jamo, CJK punctuation, kana, compatibility jamo and
/// the half- and full-width forms; every other character is asked of ICU once per process
/// (``SearchMatcher``'s memo) or once per builder.
///
/// `Sendable` notes: immutable after `init`.
final class SearchFolding: Sendable {
    /// The per-locale matcher whose memo answers characters outside the table.
    let matcher: SearchMatcher
    /// For each BMP code point: `start << 4 | count` into ``pool``, or `UInt32.max` when the
    /// character is outside the table.
    private let table: [UInt32]
    private let pool: [UInt32]
    /// For each BMP code point, whether it separates words (``isSeparator(_:)``).
    private let separators: [Bool]
    /// For each BMP code point, what the word loop of ``NameLookup`` needs in one read:
    /// ``separatorEntry`` for a character that ends a word, else its ``table`` entry
    /// (``outsideEntry`` for a character outside the table); then the pool. Raw memory the
    /// folding owns (freed in `deinit`), so that builders on several threads read it without
    /// touching a shared reference count per name.
    ///
    /// `nonisolated(unsafe)`: written in `init` only.
    nonisolated(unsafe) let wordTable: UnsafeMutablePointer<UInt32>
    nonisolated(unsafe) let wordPool: UnsafeMutablePointer<UInt32>

    /// A ``withWordTable(_:)`` entry: the character separates words.
    static let separatorEntry = UInt32.max - 1
    /// A ``withWordTable(_:)`` entry: the character is outside the dense table.
    static let outsideEntry = UInt32.max

    static let denseRanges: [ClosedRange<UInt32>] = [
        0x0000...0x058F, 0x05D0...0x05EA, 0x1100...0x11FF, 0x1E00...0x1FFF, 0x3000...0x30FF, 0x3130...0x318F, 0xFF00...0xFFEF,
    ]

    private init(locale: String) throws(SectionizeError) {
        matcher = try SearchMatcher(locale: locale)
        var table = [UInt32](repeating: UInt32.max, count: 0x10000)
        var pool: [UInt32] = []
        for range in Self.denseRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let key = matcher.key(of: scalar)
                guard key.count < 16 else { continue }
                table[Int(value)] = UInt32(pool.count) << 4 | UInt32(key.count)
                pool += key
            }
        }
        self.table = table
        self.pool = pool
        let separators = Self.bmpSeparators()
        self.separators = separators
        wordTable = .allocate(capacity: 0x10000)
        for v in 0..<0x10000 { (wordTable + v).initialize(to: separators[v] ? Self.separatorEntry : table[v]) }
        wordPool = .allocate(capacity: max(1, pool.count))
        for (i, w) in pool.enumerated() { (wordPool + i).initialize(to: w) }
    }

    deinit {
        wordTable.deallocate()
        wordPool.deallocate()
    }

    /// Whether a character ends a word: white space, punctuation, control and format
    /// characters; in ASCII, everything but letters and digits.
    @inline(__always)
    func isSeparator(_ value: UInt32) -> Bool {
        value < 0x10000 ? separators[Int(value)] : Self.computeIsSeparator(value)
    }

    /// Blocks of the BMP none of whose code points separates words: CJK ideographs (and
    /// Extension A), Yi syllables, Hangul syllables (letters) and the private use area.
    /// Their general category is not asked, which makes a folding (a store's `apply`
    /// builds one) several milliseconds cheaper; a test checks the table against
    /// ``computeIsSeparator(_:)`` over the whole BMP.
    static let letterBlocks: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA48C, 0xAC00...0xD7A3, 0xE000...0xF8FF]

    /// ``computeIsSeparator(_:)`` of every BMP code point, skipping ``letterBlocks``.
    static func bmpSeparators() -> [Bool] {
        var result = [Bool](repeating: false, count: 0x10000)
        var v: UInt32 = 0
        var blocks = letterBlocks[...]
        while v < 0x10000 {
            if let block = blocks.first, block.contains(v) {
                v = block.upperBound + 1
                blocks = blocks.dropFirst()
                continue
            }
            result[Int(v)] = computeIsSeparator(v)
            v += 1
        }
        return result
    }

    static func computeIsSeparator(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return !((v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A))
        }
        guard let scalar = Unicode.Scalar(v) else { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Appends the weights of a character in the table; `false` (and nothing appended) for
    /// one outside it.
    @inline(__always)
    func appendDense(_ value: UInt32, to out: inout [UInt32]) -> Bool {
        guard value < 0x10000 else { return false }
        let entry = table[Int(value)]
        guard entry != UInt32.max else { return false }
        let start = Int(entry >> 4)
        let count = Int(entry & 15)
        if count == 1 {
            out.append(pool[start])
        } else if count > 1 {
            out.append(contentsOf: pool[start..<(start + count)])
        }
        return true
    }

    /// The weights of any character (ICU, through the process-wide memo).
    func key(of scalar: Unicode.Scalar) -> [UInt32] { matcher.key(of: scalar) }

    /// The folding of an ICU locale ID, made once per process.
    static func cached(locale: String) throws(SectionizeError) -> SearchFolding {
        if let hit = cache.withLock({ $0[locale] }) { return hit }
        let made = try SearchFolding(locale: locale)
        return cache.withLock { cache in
            if let raced = cache[locale] { return raced }
            cache[locale] = made
            return made
        }
    }

    private static let cache = Mutex<[String: SearchFolding]>([:])
}
