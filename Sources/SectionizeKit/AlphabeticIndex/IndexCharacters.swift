internal import SectionizeICU
/// Gathers the candidate labels of an index the way ICU's `AlphabeticIndex` does.
///
/// The primary locale contributes its Chinese index characters (U+FDD0 contractions of
/// its collator, plus A–Z when they include pinyin letters) or, failing those, its index
/// exemplar characters; every further locale adds its index exemplar characters
/// (`AlphabeticIndex::addLabels(Locale)`).
enum IndexCharacters {
    /// The candidate labels for `locales` (ICU IDs), with `collators` opened for `locales[0]`.
    ///
    /// - Throws: `ICUError` when a locale has neither index nor standard exemplar characters.
    static func candidates(locales: [String], collators: IndexCollators) throws(ICUError) -> Set<[UInt16]> {
        var labels = Set<[UInt16]>()
        let chinese = collators.chineseIndexCharacters
        if !chinese.isEmpty {
            labels.formUnion(chinese)
            if chinese.contains(where: { ($0.last).map { (0x41...0x5A).contains($0) } ?? false }) {
                for c in UInt16(0x41)...0x5A { labels.insert([c]) }
            }
        } else if let first = locales.first {
            try addIndexExemplars(locale: first, to: &labels)
        }
        for locale in locales.dropFirst() {
            try addIndexExemplars(locale: locale, to: &labels)
        }
        return labels
    }

    /// Adds a locale's index exemplar characters; when the locale has none, synthesizes them
    /// from its standard exemplar characters as ICU does: add a–z if any Latin letter (or
    /// nothing) is there, cut Hangul syllables down to the 14 initial-consonant syllables,
    /// cut Ethiopic down to the first syllable of each consonant row, then upper-case each
    /// item for the locale.
    static func addIndexExemplars(locale: String, to labels: inout Set<[UInt16]>) throws(ICUError) {
        do {
            let index = try ICU.exemplarSet(locale: locale, kind: .index)
            labels.formUnion(index)
            return
        } catch  where error == .missingResource {
            // No index characters in the locale data: synthesize them below.
        }
        var exemplars = try ICU.exemplarSet(locale: locale, kind: .standard)

        func isCodePoint(_ item: [UInt16]) -> Bool { !UTF16Text.hasMoreThanOneCodePoint(item) && !item.isEmpty }
        func codePoint(_ item: [UInt16]) -> UInt32 { UTF16Text.codePoints(item)[0] }
        func containsSome(_ range: ClosedRange<UInt32>) -> Bool {
            exemplars.contains { isCodePoint($0) && range.contains(codePoint($0)) }
        }
        func remove(_ range: ClosedRange<UInt32>) {
            exemplars.removeAll { isCodePoint($0) && range.contains(codePoint($0)) }
        }
        func add(_ cps: [UInt32]) {
            for cp in cps {
                var units: [UInt16] = []
                UTF16Text.appendCodePoint(cp, to: &units)
                if !exemplars.contains(units) { exemplars.append(units) }
            }
        }

        if containsSome(0x61...0x7A) || exemplars.isEmpty {
            add(Array(0x61...0x7A))
        }
        if containsSome(0xAC00...0xD7A3) {
            remove(0xAC00...0xD7A3)
            add([
                0xAC00, 0xB098, 0xB2E4, 0xB77C, 0xB9C8, 0xBC14, 0xC0AC,
                0xC544, 0xC790, 0xCC28, 0xCE74, 0xD0C0, 0xD30C, 0xD558,
            ])
        }
        if containsSome(0x1200...0x137F) {
            let rowStarts = Set(ethiopicRowStarts)
            let kept = exemplars.filter { isCodePoint($0) && rowStarts.contains(codePoint($0)) }
            remove(0x1200...0x137F)
            for item in kept where !exemplars.contains(item) { exemplars.append(item) }
        }
        for item in exemplars {
            labels.insert(try ICU.uppercased(item, locale: locale))
        }
    }

    /// The first syllable of each Ethiopic consonant row that ICU keeps (ICU's fixed set).
    static let ethiopicRowStarts: [UInt32] = [
        0x1200, 0x1208, 0x1210, 0x1218, 0x1220, 0x1228, 0x1230, 0x1238, 0x1240, 0x1248, 0x1250,
        0x1258, 0x1260, 0x1268, 0x1270, 0x1278, 0x1280, 0x1288, 0x1290, 0x1298, 0x12A0, 0x12A8,
        0x12B0, 0x12B8, 0x12C0, 0x12C8, 0x12D0, 0x12D8, 0x12E0, 0x12E8, 0x12F0, 0x12F8, 0x1300,
        0x1308, 0x1310, 0x1318, 0x1320, 0x1328, 0x1330, 0x1338, 0x1340, 0x1348, 0x1350, 0x1358,
    ]
}
