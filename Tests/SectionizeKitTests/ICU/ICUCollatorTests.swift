import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `ICU.Collator`, the owner of one `UCollator`: opening, sort keys, comparisons, clones and
/// the collator facts the AlphabeticIndex engine reads. Expected values come from ICU's
/// documentation (ucol.h, the User Guide's "Sort Key Features"), UCA/CLDR collation facts and
/// ICU itself through another call (sort keys against `ucol_strcoll`).
@Suite("ICU: collator")
struct ICUCollatorTests {
    @Test(
        "Invalid collation keywords fail to open with U_ILLEGAL_ARGUMENT_ERROR (ucol_open), a typed ICUError",
        arguments: ["de@colStrength=bogus", "de@colAlternate=bogus", "de@colReorder=Zzzz123"])
    func openFailure(locale: String) {
        let error = #expect(throws: ICUError.self) { try ICU.Collator(locale: locale) }
        #expect(error == .illegalArgument)
        #expect(error?.name == "U_ILLEGAL_ARGUMENT_ERROR", "u_errorName")
    }

    @Test("An unknown locale opens the root collator (U_USING_DEFAULT_WARNING is a warning, not an error)")
    func unknownLocaleFallsBackToRoot() throws {
        let unknown = try ICU.Collator(locale: "xx")
        let root = try ICU.Collator(locale: "root")
        for text in ["a", "Ä", "ch", "日本"] {
            #expect(unknown.sortKey(Array(text.utf16)) == root.sortKey(Array(text.utf16)), "\(text)")
        }
    }

    @Test("The empty string's key is the two level separators (01 01; ICU's NUL terminator removed)")
    func emptyKey() throws {
        #expect(try ICU.Collator(locale: "root").sortKey([]) == [0x01, 0x01])
    }

    /// Strings around the tailorings of de, sv and cs, with case, accents, digits, symbols,
    /// other scripts and combining marks.
    static let samples = [
        "", "a", "A", "ä", "Ä", "ae", "b", "c", "ch", "CH", "Ch", "h", "i", "z", "å", "ö", "o",
        "résumé", "resume", "Resume", "1", "10", "2", "-", " ", "@", "ж", "日", "a\u{0301}", "á",
    ]

    @Test(
        "Comparing sort keys bytewise gives ucol_strcoll's order (ucol.h: keys compare like strcoll)",
        arguments: ["root", "de", "sv", "cs", "de@colStrength=primary", "en@colCaseLevel=yes", "de@colAlternate=shifted"])
    func keysOrderLikeCompare(locale: String) throws {
        let collator = try ICU.Collator(locale: locale)
        let texts = Self.samples.map { Array($0.utf16) }
        let keys = texts.map { collator.sortKey($0) }
        for i in texts.indices {
            #expect(!keys[i].contains(0), "a key holds a NUL byte (ICU keys have none but the terminator)")
            for j in texts.indices {
                let byKey: Int32 = keys[i] == keys[j] ? 0 : keys[i].lexicographicallyPrecedes(keys[j]) ? -1 : 1
                #expect(byKey == collator.compare(texts[i], texts[j]), "\(locale): \(Self.samples[i]) vs \(Self.samples[j])")
            }
        }
    }

    @Test("writeSortKey returns the key's length without ICU's NUL, writes the NUL after it, and nil when the buffer is short")
    func writeSortKey() throws {
        let collator = try ICU.Collator(locale: "de")
        let text = Array("Müller-Lüdenscheidt".utf16)
        let key = collator.sortKey(text)
        var big = [UInt8](repeating: 0xFF, count: 256)
        let written = text.withUnsafeBufferPointer { t in big.withUnsafeMutableBufferPointer { collator.writeSortKey(t, into: $0) } }
        #expect(written == key.count)
        #expect(Array(big.prefix(key.count)) == key && big[key.count] == 0)
        var exact = [UInt8](repeating: 0xFF, count: key.count + 1)
        let fits = text.withUnsafeBufferPointer { t in exact.withUnsafeMutableBufferPointer { collator.writeSortKey(t, into: $0) } }
        #expect(fits == key.count, "the key and its NUL fit exactly")
        var small = [UInt8](repeating: 0, count: key.count)
        let short = text.withUnsafeBufferPointer { t in small.withUnsafeMutableBufferPointer { collator.writeSortKey(t, into: $0) } }
        #expect(short == nil, "no room for the NUL")
    }

    @Test("ICU.SortKey: compare orders like the bytes, prefix like the first 8 bytes, primaryLength stops at the first 01")
    func sortKeyFormat() throws {
        let collator = try ICU.Collator(locale: "de")
        let keys = Self.samples.map { collator.sortKey(Array($0.utf16)) }
        for a in keys {
            for b in keys {
                let c = a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { ICU.SortKey.compare(pa, $0) } }
                let expected = a == b ? 0 : a.lexicographicallyPrecedes(b) ? -1 : 1
                #expect(c.signum() == expected)
                let pa = a.withUnsafeBufferPointer { ICU.SortKey.prefix($0) }, pb = b.withUnsafeBufferPointer { ICU.SortKey.prefix($0) }
                let padded = { (key: [UInt8]) in Array(key.prefix(8)) + Array(repeating: 0, count: max(0, 8 - key.count)) }
                #expect((pa < pb) == padded(a).lexicographicallyPrecedes(padded(b)))
                #expect((pa == pb) == (padded(a) == padded(b)))
            }
            let primary = a.withUnsafeBufferPointer { ICU.SortKey.primaryLength($0) }
            #expect(primary == (a.firstIndex(of: 0x01) ?? a.count))
        }
    }

    @Test("Locale tailorings: ä after z in Swedish, with a in German; CH after H in Czech (CLDR collation)")
    func tailorings() throws {
        let de = try ICU.Collator(locale: "de"), sv = try ICU.Collator(locale: "sv"), cs = try ICU.Collator(locale: "cs")
        let u = { (s: String) in Array(s.utf16) }
        #expect(de.compare(u("ä"), u("b")) == -1)
        #expect(sv.compare(u("ä"), u("z")) == 1)
        #expect(cs.compare(u("ch"), u("h")) == 1 && cs.compare(u("ch"), u("i")) == -1)
        #expect(de.compare(u("ch"), u("d")) == -1)
    }

    @Test("The primary clone ignores case and accents; the collator itself does not (strength, UCA levels)")
    func primaryClone() throws {
        let de = try ICU.Collator(locale: "de")
        let primary = try de.primaryClone()
        let u = { (s: String) in Array(s.utf16) }
        #expect(primary.sortKey(u("a")) == primary.sortKey(u("Ä")))
        #expect(primary.sortKey(u("Muller")) == primary.sortKey(u("Müller")))
        #expect(de.sortKey(u("a")) != de.sortKey(u("Ä")))
        #expect(!primary.sortKey(u("a")).contains(0x01), "a primary key has no level separator")
    }

    @Test("Case level and shifted alternate handling are read back as set (colCaseLevel, colAlternate keywords)")
    func attributes() throws {
        #expect(try ICU.Collator(locale: "en@colCaseLevel=yes").caseLevel)
        #expect(try !ICU.Collator(locale: "en").caseLevel)
        #expect(try ICU.Collator(locale: "de@colAlternate=shifted").variableTopIfShifted > 0)
        #expect(try ICU.Collator(locale: "de").variableTopIfShifted == 0)
    }

    @Test("The case-counter clone counts primary collation elements: one per letter, none for an empty string")
    func caseCounter() throws {
        let counter = try ICU.Collator(locale: "en").primaryClone().caseCounterClone()
        #expect(counter.primaryElementCount([]) == 0)
        #expect(counter.primaryElementCount(Array("abc".utf16)) == 3)
        #expect(counter.primaryElementCount(Array("ABC".utf16)) == 3)
        #expect(counter.primaryElementCount(Array("a\u{0301}".utf16)) == 1, "a combining mark has no primary")
        #expect(counter.primaryElementCount(Array(String(repeating: "x", count: 40).utf16)) == 40)
    }

    @Test("Contractions and tailored strings: Czech has ch; root has none starting with c, but the U+FDD1 script starts")
    func contractions() throws {
        let cs = try ICU.Collator(locale: "cs"), root = try ICU.Collator(locale: "root")
        let ch = Array("ch".utf16)
        #expect(try cs.contractions(startingWith: 0x63).contains(ch))
        #expect(try cs.tailoredStrings(startingWith: 0x63).contains(ch))
        #expect(try root.contractions(startingWith: 0x63).isEmpty)
        let scriptStarts = try root.contractions(startingWith: 0xFDD1)
        #expect(scriptStarts.count > 20 && scriptStarts.allSatisfy { $0.first == 0xFDD1 && $0.count >= 2 })
        #expect(ICU.Rules.mention(cs.rules, 0x63) && root.rules.isEmpty)
    }

    /// ucol.h, ucol_getUnsafeSet: "a character is unsafe if you could append any character and
    /// cause the ordering to alter significantly": combining marks (normalization reorders
    /// them), and the c of Czech ch.
    @Test("The unsafe set holds combining marks and, in Czech, the c of ch (ucol_getUnsafeSet)")
    func unsafeSet() throws {
        func has(_ bitmap: [UInt8], _ c: UInt16) -> Bool { bitmap[Int(c >> 3)] & (1 << (c & 7)) != 0 }
        let root = try ICU.Collator(locale: "root").unsafeBMPBitmap()
        let cs = try ICU.Collator(locale: "cs").unsafeBMPBitmap()
        #expect(root.count == 8192)
        #expect(has(root, 0x0301) && has(cs, 0x0301))
        #expect(!has(root, 0x41) && !has(root, 0x63))
        #expect(has(cs, 0x63) && has(cs, 0x43))
    }
}
