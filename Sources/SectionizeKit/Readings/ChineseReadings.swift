internal import SectionizeICU
/// Pinyin readings of Chinese names written in Han characters: surnames from the project's
/// surname table, the rest from ICU's transliterators.
///
/// A name's family name is read by its surname reading, so a pinyin index files 曾国藩 under Z
/// (zēng) where the collation alone puts it under C (céng). The family name is the longest
/// surname of the project's table (`Data/readings/zh-surnames.tsv`: polyphones such as 曾
/// zēng, 单 shàn, 区 ōu, 便 pián, 祭 zhài, 句 gōu, 宓 fú, and compounds such as 尉迟 yù chí,
/// 万俟 mò qí, 长孙 zhǎng sūn, in simplified and traditional characters) that the first part
/// of a name with a separator, or a name without one, begins with (a compound before a single
/// surname); the rest of that part is read with ICU's `Han-Latin` as a given name. A part that
/// begins with no surname of the table is read with ICU's `Han-Latin/Names` (which knows the
/// readings of many surnames itself); later parts with plain `Han-Latin`. Readings are
/// lower-case pinyin with tone marks, syllables separated by spaces; Latin letters and other
/// text stay.
///
/// ```swift
/// let readings = try ChineseReadings()
/// readings.reading(of: "曾国藩")   // "zēng guó fān"
/// readings.reading(of: "萬俟卨")   // "mò qí xiè" (ICU alone: "wàn qí xiè")
/// ```
///
/// # Performance
/// The transliterators are opened once per process; each thread works on its own clone
/// (ICU's transliteration call is not thread-safe on a shared transliterator). The surname
/// table costs at most two dictionary lookups per part, and sectioning caches readings per
/// distinct part.
public struct ChineseReadings: ReadingProvider {
    let names: ICU.Transliterator
    let plain: ICU.Transliterator
    /// Whether family names are looked up in ``ChineseSurnames`` first (`false` only to
    /// measure ICU alone).
    let usesSurnameTable: Bool

    /// Opens `Han-Latin/Names` and `Han-Latin` (from the process's ICU data).
    ///
    /// - Throws: ``SectionizeError`` (``SectionizeError/Code/readingsUnavailable``) when ICU
    ///   has no such transliterator (an ICU built without transliteration data).
    public init() throws(SectionizeError) {
        try self.init(surnameTable: true)
    }

    /// Readings with or without the surname table (without it: ICU's `Han-Latin/Names` alone,
    /// for comparison).
    init(surnameTable: Bool) throws(SectionizeError) {
        guard let shared = ChineseReadings.shared else {
            throw SectionizeError(
                .readingsUnavailable, "ICU \(ICU.version) has no Han-Latin/Names transliterator (its transliteration data is missing)")
        }
        (names, plain) = shared
        usesSurnameTable = surnameTable
    }

    private static let shared: (ICU.Transliterator, ICU.Transliterator)? = {
        guard let names = try? ICU.Transliterator(id: "Han-Latin/Names"),
            let plain = try? ICU.Transliterator(id: "Han-Latin")
        else { return nil }
        return (names, plain)
    }()

    /// What computes the readings.
    public var source: String {
        let icu = "ICU \(ICU.version) Han-Latin/Names"
        return usesSurnameTable ? "\(icu), surname table (\(ChineseSurnames.rows.count) surnames)" : icu
    }

    /// A reader for the calling thread, with its own transliterator clones.
    public func makeReader() -> any NameReader { nameReader() }

    /// A reader for the calling thread, as its own type (for ``MixedReadings``).
    func nameReader() -> ChineseNameReader {
        ChineseNameReader(
            names: (try? names.clone()) ?? names, plain: (try? plain.clone()) ?? plain, usesSurnameTable: usesSurnameTable)
    }
}

/// Reads name parts with a thread's own transliterators.
struct ChineseNameReader: NameReader {
    let names: ICU.Transliterator
    let plain: ICU.Transliterator
    let usesSurnameTable: Bool

    func needsReading(_ part: ArraySlice<UInt16>) -> Bool { containsHan(part) }

    mutating func reading(ofPart part: String, role: NamePartRole) -> String? {
        if role != .given, usesSurnameTable, let surname = ChineseSurnames.longestPrefix(of: part) {
            // The surname's own reading, then the rest of the part as a given name.
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: part.unicodeScalars.dropFirst(surname.length))
            guard !rest.isEmpty else { return surname.reading }
            let given = transform(String(rest), with: plain) ?? String(rest)
            return surname.reading + " " + given
        }
        let reading = transform(part, with: role == .given ? plain : names)
        return reading == part ? nil : reading
    }

    /// `text` transliterated, or `nil` when ICU fails.
    private func transform(_ text: String, with transliterator: ICU.Transliterator) -> String? {
        guard let units = try? transliterator.transform(Array(text.utf16)) else { return nil }
        return String(decoding: units, as: UTF16.self)
    }
}
