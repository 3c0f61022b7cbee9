import Testing

@testable import SectionizeKit

/// A builder asks ICU once for each character outside the folding's dense table and keeps the
/// answer in its memo (BMP characters by page, others in a dictionary). Both search paths read
/// the same memo, so the differential tests cannot see a memo that answers for the wrong
/// character: here every answer is checked against `SearchMatcher`, which asks ICU's
/// collation elements (its own process-wide memo, not the builder's).
@Suite("Name lookup memo: characters outside the dense table fold as ICU folds them")
struct NameLookupMemoTests {
    /// Han (two on one page: U+738B 王, U+7389 玉, and U+730B on the page's other half),
    /// Arabic, Devanagari, Thai, Ethiopic, Georgian, and two outside the BMP (U+20B9F 𠮟,
    /// U+1D400 𝐀): none is in the dense table (`SearchFolding.denseRanges`).
    static let characters: [Unicode.Scalar] = [
        "\u{738B}", "\u{7389}", "\u{730B}", "\u{674E}", "\u{0628}", "\u{062A}", "\u{0915}", "\u{0E01}", "\u{1200}", "\u{10D0}",
        "\u{20B9F}", "\u{1D400}",
    ]

    @Test(
        "Asked first, again, and in the reverse order, in de, zh and ja: each fold is SearchMatcher's key of the character",
        arguments: ["de", "zh", "ja"])
    func rareCharacters(_ locale: String) throws {
        let folding = try SearchFolding.cached(locale: locale)
        let matcher = try SearchMatcher(locale: locale)
        var lookup = NameLookup(folding: folding)
        for c in Self.characters {
            var dense: [UInt32] = []
            #expect(!folding.appendDense(c.value, to: &dense), "U+\(String(c.value, radix: 16)) is outside the dense table")
            #expect(!matcher.key(of: c).isEmpty, "U+\(String(c.value, radix: 16)) has primary weights")
        }
        for round in 0..<3 {
            for c in round == 1 ? Self.characters.reversed() : Self.characters {
                var out: [UInt32] = [7]
                lookup.fold(c.value, into: &out)
                #expect(out == [7] + matcher.key(of: c), "round \(round), U+\(String(c.value, radix: 16))")
            }
        }
    }
}

/// The folding's word separators skip whole blocks of letters (`SearchFolding.letterBlocks`)
/// instead of asking each code point's general category: the table must still equal the
/// general-category rule (Unicode's categories as Swift's standard library gives them) for
/// every BMP code point.
@Suite("Search folding: the separator table skips only blocks with no separator")
struct SearchFoldingSeparatorTests {
    @Test("Every BMP code point: the table equals the general-category rule")
    func tableEqualsRule() {
        let table = SearchFolding.bmpSeparators()
        var differing: [UInt32] = []
        for v in UInt32(0)..<0x10000 where table[Int(v)] != SearchFolding.computeIsSeparator(v) { differing.append(v) }
        #expect(differing.isEmpty, "first differing code points: \(differing.prefix(5).map { String($0, radix: 16) })")
        // Hand-checked spot values: U+3000 IDEOGRAPHIC SPACE (Zs) and U+30FB KATAKANA MIDDLE
        // DOT (Po) separate; U+4E00 (Lo), U+AC00 (Lo), U+E000 (Co) do not; a surrogate does.
        #expect(table[0x3000] && table[0x30FB] && !table[0x4E00] && !table[0xAC00] && !table[0xE000] && table[0xD800])
    }
}
