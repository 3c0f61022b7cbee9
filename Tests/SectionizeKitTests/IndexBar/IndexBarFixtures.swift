import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Alphabets and row counts shared by the index-bar tests.
///
/// The alphabets are the shapes of real index styles (ICU/CLDR index characters plus the
/// trailing `#` that iOS and Android contacts use); the counts are made up.
enum IndexBarFixtures {
    /// `A`…`Z` then `#`: 27 titles (UIKit's English contacts index).
    static let latin: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]
    /// `A`…`Z`, `Å`, `Ä`, `Ö`, `#`: 30 titles (CLDR sv index characters add Å Ä Ö after Z).
    static let swedish: [String] = Array(latin.dropLast()) + ["Å", "Ä", "Ö", "#"]
    /// The ten kana rows `あ か さ た な は ま や ら わ` (CLDR ja index), then `A`…`Z`, then `#`: 37 titles.
    static let japanese: [String] = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"] + latin

    /// Counts with data only in the sections titled `filled`, 1, 2, 3, … rows each.
    static func counts(for titles: [String], filled: [String]) -> [Int] {
        titles.map { title in filled.firstIndex(of: title).map { $0 + 1 } ?? 0 }
    }

    /// A deterministic mix of empty and non-empty sections (about one in three empty).
    static func mixedCounts(for titles: [String]) -> [Int] {
        titles.indices.map { ($0 * 7 + 3) % 3 == 0 ? 0 : ($0 * 5) % 4 + 1 }
    }
}

/// One bar to condense, named for the test log.
struct CondensingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var titles: [String]
    var counts: [Int]
    var options: IndexBarOptions

    var bar: IndexBar { IndexBar(sectionTitles: titles, sectionCounts: counts, options: options) }
    var testDescription: String { name }

    /// Three alphabets × with and without search × three count patterns × both jump policies.
    static let all: [CondensingCase] = {
        var cases: [CondensingCase] = []
        let alphabets = [
            ("A–Z #", IndexBarFixtures.latin), ("sv A–Z Å Ä Ö #", IndexBarFixtures.swedish),
            ("ja kana + A–Z #", IndexBarFixtures.japanese),
        ]
        for (alphabetName, titles) in alphabets {
            let patterns = [
                ("all filled", titles.map { _ in 1 }),
                ("mixed", IndexBarFixtures.mixedCounts(for: titles)),
                ("B D Z only", IndexBarFixtures.counts(for: titles, filled: ["B", "D", "Z"])),
                ("no rows", titles.map { _ in 0 }),
            ]
            for (patternName, counts) in patterns {
                for search in [false, true] {
                    for policy in IndexBarJumpPolicy.allCases {
                        cases.append(
                            CondensingCase(
                                name: "\(alphabetName), \(patternName), search \(search), \(policy)",
                                titles: titles, counts: counts,
                                options: IndexBarOptions(includesSearch: search, jumpPolicy: policy)))
                    }
                }
            }
        }
        return cases
    }()
}
