internal import SectionizeICU
/// Pinyin readings of Chinese names written in Han characters, from ICU's transliterators.
///
/// A name is read with ICU's `Han-Latin/Names`, which knows the readings of surnames (曾
/// zēng, 单 shàn, 解 xiè, 查 zhā, 区 ōu, 仇 qiú, 翟 zhái, 尉迟 yù chí, 万俟 mò qí), so a
/// pinyin index files 曾国藩 under Z where the collation alone puts it under C. The first
/// part of a name with a separator (the family name) and a name without one are read with
/// `Han-Latin/Names`; later parts with plain `Han-Latin`. Readings are lower-case pinyin with
/// tone marks, syllables separated by spaces; Latin letters and other text stay.
///
/// ```swift
/// let readings = try ChineseReadings()
/// readings.reading(of: "曾国藩")   // "zēng guó fān"
/// ```
///
/// # Performance
/// The transliterators are opened once per process; each thread works on its own clone
/// (ICU's transliteration call is not thread-safe on a shared transliterator).
public struct ChineseReadings: ReadingProvider {
    let names: ICU.Transliterator
    let plain: ICU.Transliterator

    /// Opens `Han-Latin/Names` and `Han-Latin` (from the process's ICU data).
    ///
    /// - Throws: ``SectionizeError`` (``SectionizeError/Code/readingsUnavailable``) when ICU
    ///   has no such transliterator (an ICU built without transliteration data).
    public init() throws(SectionizeError) {
        guard let shared = ChineseReadings.shared else {
            throw SectionizeError(
                .readingsUnavailable, "ICU \(ICU.version) has no Han-Latin/Names transliterator (its transliteration data is missing)")
        }
        (names, plain) = shared
    }

    private static let shared: (ICU.Transliterator, ICU.Transliterator)? = {
        guard let names = try? ICU.Transliterator(id: "Han-Latin/Names"),
            let plain = try? ICU.Transliterator(id: "Han-Latin")
        else { return nil }
        return (names, plain)
    }()

    /// What computes the readings.
    public var source: String { "ICU \(ICU.version) Han-Latin/Names" }

    /// A reader for the calling thread, with its own transliterator clones.
    public func makeReader() -> any NameReader {
        ChineseNameReader(names: (try? names.clone()) ?? names, plain: (try? plain.clone()) ?? plain)
    }
}

/// Reads name parts with a thread's own transliterators.
struct ChineseNameReader: NameReader {
    let names: ICU.Transliterator
    let plain: ICU.Transliterator

    func needsReading(_ part: ArraySlice<UInt16>) -> Bool { containsHan(part) }

    mutating func reading(ofPart part: String, role: NamePartRole) -> String? {
        let transliterator = role == .given ? plain : names
        guard let units = try? transliterator.transform(Array(part.utf16)) else { return nil }
        let reading = String(decoding: units, as: UTF16.self)
        return reading == part ? nil : reading
    }
}
