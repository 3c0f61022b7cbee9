import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Issue 14 items 1, 3 and 6 in the library: ICU's label cap, the uikit style that never
/// drops a letter, custom labels from a UnicodeSet pattern, and `nativeScriptFirst`.
/// Expected values come from ICU's own AlphabeticIndex (`Oracle`) and CLDR's index letters.
@Suite("Label cap, uikit letters, UnicodeSet labels, native script first")
struct LabelCapTests {
    static let fourLocales = ["en", "ru", "el", "ar"]

    @Test("icu style keeps ICU's thinning exactly and counts the dropped labels (oracle with and without a cap)")
    func icuThinning() throws {
        let index = try IndexedCollation(locales: Self.fourLocales, style: .icu)
        let capped = try Oracle.buckets(Self.fourLocales)
        let uncapped = try Oracle.buckets(Self.fourLocales, maxTitleCount: 1000)
        #expect(index.icuBuckets == capped)
        let letters = { (buckets: [IndexBucket]) in buckets.filter { $0.kind == .normal }.count }
        #expect(index.droppedTitleCount == letters(uncapped) - letters(capped))
        #expect(index.droppedTitleCount > 0)
        #expect(try IndexedCollation(locale: "de", style: .icu).droppedTitleCount == 0)
    }

    @Test("zh-Hant with maxLabelCount 10 keeps 11 letters, as ICU does (its rule keeps up to n+1)")
    func nPlusOne() throws {
        let index = try IndexedCollation(locale: "zh-Hant", style: .icu, options: IndexOptions(maxTitleCount: 10))
        #expect(index.icuBuckets == (try Oracle.buckets(["zh_Hant"], maxTitleCount: 10)))
        #expect(index.icuBuckets.filter { $0.kind == .normal }.count == 11)
    }

    @Test("uikit style keeps every letter: the letters of ICU's uncapped index, Latin first, then #")
    func uikitNeverDrops() throws {
        let index = try IndexedCollation(locales: Self.fourLocales, style: .uikit)
        let uncapped = try Oracle.buckets(Self.fourLocales, maxTitleCount: 1000).filter { $0.kind == .normal }.map(\.label)
        #expect(index.sectionTitles == uncapped + ["#"])
        #expect(index.droppedTitleCount == 0)
        // Even a tiny cap does not thin the uikit style.
        let tiny = try IndexedCollation(locales: Self.fourLocales, style: .uikit, options: IndexOptions(maxTitleCount: 5))
        #expect(tiny.sectionTitles == index.sectionTitles)
    }

    @Test("uikit: a name of a script that sorts before its first letter is under that letter (root: أ before ا), ICU puts it in …")
    func scriptStart() throws {
        let index = try IndexedCollation(locales: ["en", "ar"], style: .uikit)
        #expect(index.title(of: index.section(for: "أحمد")) == "ا")
        #expect(index.title(of: index.section(for: "احمد")) == "ا")
        #expect(index.title(of: index.section(for: "שלום")) == "#", "Hebrew has no letters here: still #")
        let icu = try Oracle.buckets(["en", "ar"])
        #expect(icu[try Oracle.bucketIndexes(["en", "ar"], names: ["أحمد"])[0]].kind == .inflow)
    }

    @Test("UnicodeSet labels: [Æ{Sch*}{St*}] is Æ, Sch*, St* (ICU TestSchSt), and the index equals ICU's with them")
    func unicodeSetLabels() throws {
        let labels = try IndexOptions.titles(fromUnicodeSetPattern: "[Æ{Sch*}{St*}]")
        #expect(labels == ["Æ", "Sch*", "St*"])
        let index = try IndexedCollation(locale: "de", style: .icu, options: IndexOptions(additionalTitles: labels))
        #expect(index.icuBuckets == (try Oracle.buckets(["de"], extraLabels: labels)))
        #expect(try IndexOptions.titles(fromUnicodeSetPattern: "[a-c]") == ["a", "b", "c"])
        #expect(throws: SectionizeError.self) { try IndexOptions.titles(fromUnicodeSetPattern: "[a-") }
        #expect(throws: SectionizeError.self) { try IndexOptions.titles(fromUnicodeSetPattern: "[a]x") }
    }

    @Test("nativeScriptFirst: ru's Cyrillic block, then A–Z, then #; rows follow the sections")
    func nativeFirst() throws {
        let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let ios = try IndexedCollation(locale: "ru", style: .uikit)
        let native = try IndexedCollation(locale: "ru", style: .uikit, options: IndexOptions(nativeScriptFirst: true))
        #expect(Array(ios.sectionTitles.prefix(26)) == latin)
        #expect(Array(native.sectionTitles.dropLast().suffix(26)) == latin)
        #expect(native.sectionTitles.first == "А")
        #expect(native.sectionTitles.last == "#")
        #expect(Set(native.sectionTitles) == Set(ios.sectionTitles))
        #expect(native.sorted(["Smith John", "Иванов", "7"]) == ["Иванов", "Smith John", "7"])
        #expect(ios.sorted(["Smith John", "Иванов", "7"]) == ["Smith John", "Иванов", "7"])
    }
}

extension IndexedCollation {
    /// The sections as (title, kind) pairs, the shape of `Oracle.buckets`.
    var icuBuckets: [IndexBucket] { zip(sectionTitles, sectionKinds).map { IndexBucket(label: $0, kind: $1) } }
}
