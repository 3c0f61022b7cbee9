import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Character properties, case mapping and normalization through `ICU`. Expected values: the
/// Unicode Character Database (general categories, scripts, White_Space and Cf),
/// SpecialCasing.txt and the NFKD decompositions; ICU's `UCharCategory` numbering (uchar.h).
@Suite("ICU: text")
struct ICUTextTests {
    @Test("General categories: Lu is 1, Ll 2, Lo 5 (UCharCategory); an unassigned code point is Cn")
    func categories() {
        #expect(ICU.generalCategory(0x41) == 1)
        #expect(ICU.generalCategory(0x61) == 2)
        #expect(ICU.generalCategory(0x3042) == 5)
        #expect(ICU.generalCategory(0x0378) == ICU.unassignedCategory)
        #expect(!ICU.letterCategories.contains(ICU.generalCategory(0x31)))
    }

    @Test(
        "ISO 15924 script codes (Scripts.txt)",
        arguments: [
            (0x41, "Latn"), (0x0410, "Cyrl"), (0x3042, "Hira"), (0x30A2, "Kana"), (0x4E00, "Hani"),
            (0xAC00, "Hang"), (0x0E01, "Thai"), (0x30, "Zyyy"), (0x0301, "Zinh"),
        ] as [(UInt32, String)])
    func scripts(codePoint: UInt32, code: String) {
        #expect(ICU.scriptCode(codePoint) == code)
    }

    @Test("White space and format characters are blanks; letters, digits and NBSP-free symbols are not")
    func blanks() {
        for c: UInt32 in [0x20, 0x09, 0xA0, 0x3000, 0x200E, 0x200B, 0xFEFF, 0xAD, 0x2060] {
            #expect(ICU.isSpaceOrFormat(c), "U+\(String(c, radix: 16))")
        }
        for c: UInt32 in [0x41, 0x31, 0x40, 0x3042, 0x1F600] {
            #expect(!ICU.isSpaceOrFormat(c), "U+\(String(c, radix: 16))")
        }
    }

    @Test("Upper-casing is full and locale-sensitive: ß → SS; i → İ in Turkish, I elsewhere (SpecialCasing.txt)")
    func uppercase() throws {
        let u = { (s: String) in Array(s.utf16) }
        #expect(try ICU.uppercased(u("straße"), locale: "de") == u("STRASSE"))
        #expect(try ICU.uppercased(u("i"), locale: "tr") == u("\u{130}"))
        #expect(try ICU.uppercased(u("i"), locale: "en") == u("I"))
        #expect(try ICU.uppercased(u(String(repeating: "ß", count: 100)), locale: "de").count == 200)
    }

    @Test("NFKD: ligatures and compatibility characters decompose, Å becomes A + ring (UnicodeData.txt)")
    func nfkd() throws {
        let u = { (s: String) in Array(s.utf16) }
        #expect(try ICU.nfkd(u("ﬁ")) == u("fi"))
        #expect(try ICU.nfkd(u("Å")) == u("A\u{030A}"))
        #expect(try ICU.nfkd(u("½")) == u("1\u{2044}2"))
        #expect(try ICU.nfkd([]) == [])
    }
}
