internal import SectionizeICU
/// The role of a part of a name, which decides how it is read.
///
/// Names are cut at spaces (U+0020) and ideographic spaces (U+3000): the first part of a name
/// with a separator is read as a family name (surname readings preferred), the others as
/// given names; a name without a separator is read whole.
public enum NamePartRole: Int, Sendable, Hashable, CaseIterable {
    /// A name with no separator, read as one text.
    case whole = 0
    /// The first part of a name that has a separator.
    case family = 1
    /// A later part of a name that has a separator.
    case given = 2
}

/// Computes readings of name parts on one thread.
///
/// Readers keep per-thread state (a MeCab tagger, an ICU transliterator) and must not be
/// shared between threads; make one per thread with ``ReadingProvider/makeReader()``.
public protocol NameReader {
    /// Whether a part needs a reading at all (for Japanese and Chinese: it has a Han
    /// character). Parts that need none keep their own text.
    ///
    /// - Parameter part: The part's UTF-16 code units.
    func needsReading(_ part: ArraySlice<UInt16>) -> Bool

    /// The reading of one part, or `nil` when none was found (the part then keeps its text).
    ///
    /// - Parameters:
    ///   - part: One part of a name (no separators in it).
    ///   - role: Where the part stands in the name.
    mutating func reading(ofPart part: String, role: NamePartRole) -> String?

    /// Chooses how the parts of one name are read, before any of them is read, and returns
    /// a number for the choice: readings of one part made under different choices are kept
    /// apart (a list of Japanese and Chinese locales reads 李明 by kana or by pinyin, as the
    /// whole name says; see `docs/readings.md`). Readers that read every name alike return
    /// 0, the default.
    ///
    /// - Parameters:
    ///   - name: The whole name's UTF-16 code units.
    ///   - parts: The ranges of its parts in `name` (the runs between separators), in order.
    /// - Returns: The choice, the same for equal names.
    mutating func prepare(toRead name: [UInt16], parts: [Range<Int>]) -> UInt8
}

extension NameReader {
    /// Reads every name alike: the choice is always 0.
    ///
    /// - Parameters:
    ///   - name: The whole name's UTF-16 code units.
    ///   - parts: The ranges of its parts in `name`.
    /// - Returns: 0.
    public mutating func prepare(toRead name: [UInt16], parts: [Range<Int>]) -> UInt8 { 0 }
}

/// A source of computed readings for names, such as ``JapaneseReadings`` (MeCab) or
/// ``ChineseReadings`` (ICU's `Han-Latin/Names`).
///
/// Providers are `Sendable` and shared; the work is done by per-thread ``NameReader``s.
/// ``reading(of:)`` reads one name and may be called from any thread.
public protocol ReadingProvider: Sendable {
    /// What computes the readings, for reports, such as
    /// `MeCab 0.996, dictionary unidic (/var/lib/mecab/dic/unidic)`.
    var source: String { get }

    /// A reader for the calling thread.
    func makeReader() -> any NameReader
}

extension ReadingProvider {
    /// The reading of a whole name, or `nil` when no part of it got one.
    ///
    /// The name is cut into parts (see ``NamePartRole``); each part that needs a reading gets
    /// one, the others keep their text, and the parts are joined by one space. This call
    /// makes a fresh reader; for many names use ``SectioningConfiguration/sections(ofRows:)``
    /// or keep a reader.
    ///
    /// - Parameter name: A name such as `山田 太郎` or `曾国藩`.
    /// - Returns: The reading (`やまだ たろう`, `zēng guó fān`), or `nil`.
    public func reading(of name: String) -> String? {
        var reader = makeReader()
        var cache = ReadingCache()
        var out: [UInt16] = []
        guard cache.reading(of: Array(name.utf16), reader: &reader, into: &out) else { return nil }
        return String(decoding: out, as: UTF16.self)
    }
}
