import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The uikit style's titles and placements (issue: UIKit-style sections).
///
/// Expected titles: the Latin block is the locale's letters as listed by ICU's own test
/// suite (alphaindextst.cpp, TestIndexCharactersList, which reflects CLDR's index
/// characters), for non-Latin locales A–Z (CLDR en index characters) followed by the native
/// letters from the same list; `#` last, as in iOS's contact list
/// (UILocalizedIndexedCollation's titles end in "#").
@Suite("uikit style")
struct UIKitStyleTests {
    static let az = "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"

    static let expectations: [(String, String)] = [
        ("de", az),
        ("en", az),
        ("fr", az),
        ("sv", az + " Å Ä Ö"),
        ("fi", az + " Å Ä Ö"),
        ("da", az + " Æ Ø Å"),
        ("nb", az + " Æ Ø Å"),
        ("cs", "A B C Č D E F G H CH I J K L M N O P Q R Ř S Š T U V W X Y Z Ž"),
        ("es", "A B C D E F G H I J K L M N Ñ O P Q R S T U V W X Y Z"),
        ("pl", "A B C Ć D E F G H I J K L Ł M N O Ó P Q R S Ś T U V W X Y Z Ź Ż"),
        ("tr", "A B C Ç D E F G H I İ J K L M N O Ö P Q R S Ş T U Ü V W X Y Z"),
        ("ru", az + " А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я"),
        ("uk", az + " А Б В Г Ґ Д Е Є Ж З И І Ї Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ю Я"),
        ("el", az + " Α Β Γ Δ Ε Ζ Η Θ Ι Κ Λ Μ Ν Ξ Ο Π Ρ Σ Τ Υ Φ Χ Ψ Ω"),
        ("he", az + " א ב ג ד ה ו ז ח ט י כ ל מ נ ס ע פ צ ק ר ש ת"),
        ("ar", az + " ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي"),
        ("ja", az + " あ か さ た な は ま や ら わ"),
        ("ko", az + " ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ"),
        ("zh", az),
        (
            "zh_Hant",
            az
                + " 1劃 2劃 3劃 4劃 5劃 6劃 7劃 8劃 9劃 10劃 11劃 12劃 13劃 14劃 15劃 16劃 17劃 18劃 19劃 20劃 21劃 22劃 23劃 24劃 25劃 26劃 27劃 28劃 29劃 30劃 31劃 32劃 33劃 35劃 36劃 39劃 48劃"
        ),
    ]

    @Test("Titles: the Latin block, the native block, then #", .cldr42, arguments: expectations)
    func titles(locale: String, letters: String) throws {
        let index = try IndexedCollation(locale: locale, style: .uikit)
        #expect(index.sectionTitles == letters.split(separator: " ").map(String.init) + ["#"])
        #expect(!index.sectionTitles.contains("…"))
    }

    @Test("Ärger is under A in German and under Ä in Swedish (CLDR: ä is a letter of its own in sv)", .cldr42)
    func umlautPerLocale() throws {
        let de = try IndexedCollation(locale: "de", style: .uikit)
        let sv = try IndexedCollation(locale: "sv", style: .uikit)
        #expect(de.title(of: de.section(for: "Ärger")) == "A")
        #expect(sv.title(of: sv.section(for: "Ärger")) == "Ä")
    }

    @Test("Digits, symbols, emoji, empty strings and unlabelled scripts go to #")
    func otherSection() throws {
        let de = try IndexedCollation(locale: "de", style: .uikit)
        for text in ["112 Notruf", "@home", "😀", "", "Ωmega", "東京", "Москва"] {
            #expect(de.title(of: de.section(for: text)) == "#", "\(text)")
        }
    }

    @Test("Leading spaces and invisible format characters do not push a name into #")
    func leadingBlanks() throws {
        let de = try IndexedCollation(locale: "de", style: .uikit)
        for text in [" Anna", "\tAnna", "\u{200E}Anna", "\u{200B}Anna", "\u{FEFF}Anna", "\u{00AD}Anna", "\u{3000}Anna"] {
            #expect(de.title(of: de.section(for: text)) == "A", "\(text.unicodeScalars.map { $0.value })")
        }
        #expect(de.title(of: de.section(for: "   ")) == "#")
    }

    @Test("Russian lists Latin names under Latin letters although Cyrillic sorts first", .cldr42)
    func russianLatinFirst() throws {
        let ru = try IndexedCollation(locale: "ru", style: .uikit)
        let sections = ru.sections(of: ["Борис", "Anna", "Zoe", "Алла", "42"], by: { $0 }).collationSections
        let nonEmpty = sections.filter { !$0.elements.isEmpty }.map { "\($0.title):\($0.elements.joined(separator: ","))" }
        #expect(nonEmpty == ["A:Anna", "Z:Zoe", "А:Алла", "Б:Борис", "#:42"])
    }

    @Test("Chinese names and Latin names share the pinyin letters in zh", .cldr42)
    func chinesePinyin() throws {
        let zh = try IndexedCollation(locale: "zh", style: .uikit)
        #expect(zh.title(of: zh.section(for: "王")) == "W")  // wáng
        #expect(zh.title(of: zh.section(for: "Wang")) == "W")
        #expect(zh.title(of: zh.section(for: "李")) == "L")  // lǐ
        #expect(zh.title(of: zh.section(for: "张")) == "Z")  // zhāng
    }
}
