import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `ICU.Rules.mention`: whether tailoring rules may mention a code point, through every escape
/// ICU's rule parser unescapes. The escape forms are those of ICU's `u_unescape` (ustring.h:
/// `\uhhhh`, `\Uhhhhhhhh`, `\xhh`, `\x{h…}`, `\ooo`); the shim's old C scan knew only
/// `\uhhhh`, so a tailoring writing `\U0000FDD0` or `\x{FDD0}` was wrongly taken to have only
/// the root's U+FDD0 contractions.
@Suite("ICU tailoring rules")
struct ICURulesTests {
    private func mentions(_ rules: String, _ scalar: UInt32) -> Bool {
        ICU.Rules.mention(Array(rules.utf16), scalar)
    }

    @Test("The character itself, and each escape form of it, count as a mention")
    func escapes() {
        // U+FDD0 is a noncharacter, which a Swift string literal may not hold: build the units.
        #expect(ICU.Rules.mention(Array("&a < ".utf16) + [0xFDD0, 0x41], 0xFDD0))
        #expect(mentions(#"&a < \uFDD0A"#, 0xFDD0))
        #expect(mentions(#"&a < \ufdd0A"#, 0xFDD0))
        #expect(mentions(#"&a < \U0000FDD0A"#, 0xFDD0))
        #expect(mentions(#"&a < \x{FDD0}A"#, 0xFDD0))
        #expect(mentions(#"&a < \x{fdd1}"#, 0xFDD1))
        #expect(mentions(#"&\xFD"#, 0xFD))
        #expect(mentions(#"&\101 < b"#, 0x41))  // octal 101 = 'A'
        #expect(mentions("&a < \u{1F600}", 0x1F600))  // a supplementary character as itself
    }

    @Test("Near misses are not mentions: other values, wrong digit counts, no backslash")
    func nearMisses() {
        #expect(!mentions(#"&a < \uFDD1"#, 0xFDD0))
        #expect(!mentions(#"&a < uFDD0"#, 0xFDD0))  // no backslash: the letter u
        #expect(!mentions(#"&a < \UFDD0"#, 0xFDD0))  // \U needs eight digits
        #expect(!mentions(#"&a < \xFDD0"#, 0xFDD0))  // \xhh takes at most two digits
        #expect(!mentions(#"&a < \x{FDD0"#, 0xFDD0))  // unterminated braces
        #expect(!mentions("&a < b <<< B", 0xFDD0))
        #expect(!mentions("", 0xFDD0))
    }

    @Test("Rules that import other rules count as mentioning everything")
    func imports() {
        #expect(mentions("[import de-u-co-phonebk]", 0xFDD0))
        #expect(mentions("&z < å [import ja-u-co-private-kana]", 0xFDD1))
        #expect(mentions("[importe]", 0xFDD0))  // over-approximates: the prefix is enough
    }

    @Test("Real tailorings: root and German have no rules; Chinese pinyin lists U+FDD0 index characters")
    func realRules() throws {
        #expect(try ICU.Collator(locale: "root").rules.isEmpty)
        #expect(try !ICU.Rules.mention(ICU.Collator(locale: "de").rules, 0xFDD0))
        // CLDR's zh pinyin tailoring imports other rules and writes its index characters with
        // U+FDD0 (collation/zh.xml); either way it must count as mentioning U+FDD0.
        #expect(try ICU.Rules.mention(ICU.Collator(locale: "zh").rules, 0xFDD0))
    }
}
