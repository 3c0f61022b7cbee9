import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// Display names, sort texts and splitting. Expected values are Android's contacts provider
/// tests (aosp-mirror/platform_packages_providers_contactsprovider,
/// tests/src/com/android/providers/contacts/ContactsProvider2Test.java and NameSplitterTest.java).
@Suite("Records: person names")
struct PersonNameTests {
    static let english = NameStyle(locale: "en", sortOrder: .givenFirst, displayOrder: .givenFirst)
    static let englishAlternative = NameStyle(locale: "en", sortOrder: .familyFirst, displayOrder: .familyFirst)
    static let doe = PersonName(prefix: "Mr", given: "John", middle: "K.", family: "Doe", suffix: "Jr.")

    @Test("Mr John K. Doe Jr.: shown as Android's vCard importer composes N, sorted by ContactsProvider2Test's sort keys")
    func androidDisplayAndSortKeys() {
        // Display: VCardUtils.constructNameFromElements (prefix, the parts, suffix, joined by
        // spaces), what VCardEntry.constructDisplayName shows for a contact without FN.
        #expect(Self.doe.displayName(Self.english) == "Mr John K. Doe Jr.")
        #expect(Self.doe.displayName(Self.englishAlternative) == "Mr Doe John K. Jr.")
        // Sort keys: ContactsProvider2Test.testContactWithoutPhoneticName.
        #expect(Self.doe.sortText(Self.english) == "John K. Doe, Jr.")  // SORT_KEY_PRIMARY
        #expect(Self.doe.sortText(Self.englishAlternative) == "Doe, John K., Jr.")  // SORT_KEY_ALTERNATIVE
    }

    @Test("Sorting family-first files John K. Doe, Jr. under D, given-first under J")
    func doeSectionByOrder() throws {
        let collation = try IndexedCollation(locale: "en", style: .uikit)
        #expect(collation.title(of: collation.section(for: Self.doe.sectionKey(Self.englishAlternative))) == "D")
        #expect(collation.title(of: collation.section(for: Self.doe.sectionKey(Self.english))) == "J")
    }

    @Test("A prefix is never part of the sort text (Dr., Prof.)")
    func prefixNotSorted() {
        let name = PersonName(prefix: "Prof. Dr.", given: "Elke", family: "Ärmel")
        #expect(name.sortText(NameStyle(locale: "de")) == "Ärmel, Elke")
        #expect(name.sortText(NameStyle(locale: "de", sortOrder: .givenFirst)) == "Elke Ärmel")
        #expect(name.displayName(NameStyle(locale: "de")) == "Prof. Dr. Elke Ärmel")
    }

    @Test(
        "Locale defaults: family-first display for ja, zh, ko, hu, vi; given-first for de, en, fr",
        arguments: [
            ("ja", NameOrder.familyFirst), ("zh-Hant", .familyFirst), ("ko_KR", .familyFirst), ("hu", .familyFirst),
            ("vi", .familyFirst), ("de", .givenFirst), ("en_US", .givenFirst), ("fr", .givenFirst),
        ])
    func localeDefaults(locale: String, order: NameOrder) {
        #expect(NameStyle(locale: locale).displayOrder == order)
        #expect(NameStyle(locale: locale).sortOrder == .familyFirst)
    }

    @Test("Han and kana names are shown family first whatever the setting (NameSplitterTest.testJoinJapaneseName, testJoinChineseName)")
    func cjkAlwaysFamilyFirst() {
        let japanese = PersonName(given: "とおる", family: "やまざき")
        #expect(japanese.displayName(NameStyle(locale: "ja", displayOrder: .givenFirst)) == "やまざき とおる")
        let chinese = PersonName(given: "涛", middle: "小", family: "段")
        #expect(chinese.displayName(NameStyle(locale: "zh", displayOrder: .givenFirst)) == "段小涛")
    }

    @Test("Readings: a part's reading stands in for it; a given reading alone decides (ContactsProvider2Test.testContactWithJapaneseName: 空海 → かいくう)")
    func readings() {
        let style = NameStyle(locale: "ja")
        #expect(PersonName(given: "空海", givenReading: "かいくう").reading(style) == "かいくう")
        #expect(PersonName(given: "太郎", family: "山田", familyReading: "やまだ").reading(style) == "やまだ 太郎")
        #expect(PersonName(given: "太郎", family: "山田").reading(style) == nil)
        // testDisplayNameFromOrganizationWithJapanesePhoneticName
        #expect(PersonName(organization: "DoCoMo", organizationReading: "ドコモ").sectionKey(style) == "ドコモ")
    }

    @Test(
        "Splitting a full name (NameSplitterTest)",
        arguments: [
            ("Smith", "", "Smith", "", "", ""),  // testFamilyName: one word is a given name
            ("John Smith", "", "John", "", "Smith", ""),  // testGivenFamilyName
            ("John Edward Smith", "", "John", "Edward", "Smith", ""),  // testGivenMiddleFamilyName
            ("John Edward Kevin Smith", "", "John Edward", "Kevin", "Smith", ""),  // testThreeNamesAndFamilyName
            ("Mr. John Smith", "Mr.", "John", "", "Smith", ""),  // testPrefixFivenFamilyName
            ("Mr.John Smith", "Mr.", "John", "", "Smith", ""),
            ("John Smith Jr", "", "John", "", "Smith", "Jr"),  // testFivenFamilyNameSuffix
            ("John Smith M.D.", "", "John", "", "Smith", "M.D."),  // testGivenFamilyNameSuffixWithDot
            ("John von Smith", "", "John", "", "von Smith", ""),  // testGivenSuffixFamilyName
            ("Mr. John Kevin Smith Jr.", "Mr.", "John", "Kevin", "Smith", "Jr."),  // testPrefixGivenMiddleFamilySuffix
            ("von Smith Jr.", "", "", "", "von Smith", "Jr."),  // testPrefixFamilySuffix
            ("Smith, John", "", "John", "", "Smith", ""),  // testFamilyNameGiven
            ("Smith, John Kimble", "", "John", "Kimble", "Smith", ""),
            ("Smith, John, Jr.", "", "John", "", "Smith", "Jr."),
            ("von Braun, John Kimble, Jr.", "", "John", "Kimble", "von Braun", "Jr."),
            ("John E. Smith", "", "John", "E.", "Smith", ""),  // testWithMiddleInitialAndNoDot
            ("Mr.John Kevin von Smith, Jr.", "Mr.", "John", "Kevin", "von Smith", "Jr."),  // testDisplayNameParsingWhenPartsUnspecified
        ])
    func splitting(full: String, prefix: String, given: String, middle: String, family: String, suffix: String) {
        let name = PersonName(splitting: full, writtenOrder: .givenFirst)
        #expect(name == PersonName(prefix: prefix, given: given, middle: middle, family: family, suffix: suffix))
    }

    @Test("Splitting family-first names: あむろ なみえ is family あむろ (testSplitJapaneseName); Nagy Péter is family Nagy in Hungarian")
    func splittingFamilyFirst() {
        #expect(PersonName(splitting: "あむろ なみえ", writtenOrder: .givenFirst) == PersonName(given: "なみえ", family: "あむろ"))
        #expect(PersonName(splitting: "段小涛", writtenOrder: .familyFirst) == PersonName(given: "段小涛"))  // lumped as given
        #expect(PersonName(splitting: "Nagy Péter", writtenOrder: .familyFirst) == PersonName(given: "Péter", family: "Nagy"))
    }

    @Test("A record's display falls back name → formatted name → nickname → organisation → phone → e-mail (testDisplayNameFromData)")
    func displayFallbacks() {
        let style = NameStyle(locale: "en")
        #expect(ContactRecord(email: "mike@monstersinc.com").displayName(style) == "mike@monstersinc.com")
        #expect(ContactRecord(phone: "1-800-466-4411", email: "mike@monstersinc.com").displayName(style) == "1-800-466-4411")
        #expect(ContactRecord(name: PersonName(organization: "Monsters Inc"), phone: "1-800-466-4411").displayName(style) == "Monsters Inc")
        #expect(ContactRecord(name: PersonName(organization: "Monsters Inc"), nickname: "Sully").displayName(style) == "Sully")
        let full = ContactRecord(name: PersonName(given: "James", middle: "P.", family: "Sullivan", organization: "Monsters Inc"), nickname: "Sully")
        #expect(full.displayName(NameStyle(locale: "en")) == "James P. Sullivan")
    }

    @Test("Words: an ASCII name split by its bytes gives the words splitting by characters gives, for every ASCII character")
    func asciiWordsEqualCharacterWords() {
        // Android's tokenizer rules, by hand: a dot after two letters or more splits before a letter.
        #expect(PersonName.words("Mr.John  Smith") == ["Mr.", "John", "Smith"])
        #expect(PersonName.words("M.D.\tJr.") == ["M.D.", "Jr."])
        #expect(PersonName.words(" \r\n ") == [])
        // U+001C…U+001F are not Unicode White_Space (Python's isspace says they are).
        #expect(PersonName.words("A\u{1C}B C") == ["A\u{1C}B", "C"])
        var rng = SplitMix(state: 0x5EED)
        let common = Array(" .\t\r\nAaZzMr.,-'".utf8)
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 14)
            let bytes = (0..<length).map { _ in rng.next() % 3 == 0 ? UInt8(rng.next() % 128) : common[Int(rng.next() % UInt64(common.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(PersonName.words(text) == PersonName.wordsByCharacter(text), "\(Array(text.utf8))")
        }
        // Non-ASCII text takes the character path: a combining mark after a space stays with
        // the space's character (white space), as splitting by characters gives.
        #expect(PersonName.words("Jos\u{E9} \u{301}M\u{FC}ller") == ["Jos\u{E9}", "M\u{FC}ller"])
    }

    @Test("Sort text: organisation for a nameless record, empty (so #) for a phone-only one; a formatted name is split for family order")
    func sortFallbacks() {
        let style = NameStyle(locale: "en")
        #expect(ContactRecord(name: PersonName(organization: "Monsters Inc")).sortText(style) == "Monsters Inc")
        #expect(ContactRecord(phone: "1-800-466-4411").sortText(style) == "")
        #expect(ContactRecord(formattedName: "John K. Doe, Jr.").sortText(style) == "Doe, John K., Jr.")
        #expect(ContactRecord(formattedName: "John K. Doe, Jr.").displayName(style) == "John K. Doe, Jr.")
    }
}

/// Western names in Chinese, Japanese and Korean lists (issue 22): shown given name first,
/// as a phone shows "John Smith" among 山田 太郎, unless the display order is set.
@Suite("Names: Western names in CJK lists")
struct WesternNamesInCJKListsTests {
    @Test("ja, zh, ko: John Smith given first; an explicit family-first order wins; hu keeps its family-first custom")
    func westernDisplayOrder() {
        let john = PersonName(given: "John", family: "Smith")
        for locale in ["ja", "zh", "ko"] {
            #expect(john.displayName(NameStyle(locale: locale)) == "John Smith", "\(locale)")
            #expect(john.displayName(NameStyle(locale: locale, displayOrder: .familyFirst)) == "Smith John", "\(locale)")
        }
        #expect(PersonName(given: "太郎", family: "山田").displayName(NameStyle(locale: "ja")) == "山田 太郎")
        #expect(NameStyle(locale: "hu").westernDisplayOrder == .familyFirst)
    }
}
