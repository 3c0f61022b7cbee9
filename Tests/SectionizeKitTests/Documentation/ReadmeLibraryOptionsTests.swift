import SectionizeTestSupport
import Testing
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The README's library lines for issue 14's options, kept compiling and true.
@Suite("README examples: label cap, UnicodeSet labels, native-first, numeric")
struct ReadmeLibraryOptionsTests {
    @Test("droppedTitleCount, titles(fromUnicodeSetPattern:), nativeScriptFirst, numericOrdering (README › Library)")
    func options() throws {
        let icu = try IndexedCollation(
            locales: ["en", "ru"], style: .icu,
            options: IndexOptions(maxTitleCount: 99, additionalTitles: ["Sch*"]))
        #expect(icu.droppedTitleCount == 0)
        let extra = try IndexOptions.titles(fromUnicodeSetPattern: "[Æ{Sch*}{St*}]")
        #expect(extra == ["Æ", "Sch*", "St*"])
        let ru = try IndexedCollation(locale: "ru", style: .uikit, options: IndexOptions(nativeScriptFirst: true))
        #expect(ru.sectionTitles.first == "А")
        let numbered = try SectioningConfiguration(locales: ["de"], collationPreferences: CollationPreferences(numericOrdering: true)).makeCollation()
        #expect(numbered.sorted(["10. Zehn", "2. Zwei"]) == ["2. Zwei", "10. Zehn"])
    }

    @Test("collationTypes(for: \"de\") lists CLDR 42's German collations (README › Library)", .cldr42)
    func germanCollationTypes() {
        #expect(LocaleIdentifier.collationTypes(for: "de") == ["standard", "phonebk", "search", "emoji", "eor"])
    }
}
