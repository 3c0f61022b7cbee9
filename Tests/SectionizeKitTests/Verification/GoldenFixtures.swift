import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// A hand-written Swedish golden. Expected values are hand-checked facts: CLDR's Swedish
/// collation has Å, Ä and Ö as letters of their own after Z (its index characters end
/// "… X Y Z Å Ä Ö"), the uikit style adds `#` last for digits (README), and inside a
/// section names follow the alphabet (Anna < Axel, Berit < Bo, Åberg < Åsa, Öberg < Östen).
enum GoldenFixtures {
    /// The golden's text, recorded with the running versions (so only edits make it fail).
    static var swedish: String {
        """
        // Swedish contacts (hand-checked).
        sectionize-golden: 1
        locale: sv
        style: uikit
        icu: \(IndexedCollation.icuVersion)
        cldr: \(IndexedCollation.cldrVersion)
        unicode: \(IndexedCollation.unicodeVersion)

        == A
          Anna
          Axel
        // B is a letter like any other.
        == B
          Berit
          Bo
        == Z
          Zlatan
        == Å
          Åberg
          Åsa
        == Ä
          Ängel
        == Ö
          Öberg
          Östen
        == # overflow
          112

        index: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö #

        """
    }

    /// The 1-based line of the first line equal to `line` in `text`.
    static func line(of line: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == line } ?? -2) + 1
    }

    /// `text` with the first occurrence of `old` replaced by `new`.
    static func replacing(_ old: String, with new: String, in text: String) -> String {
        guard let range = text.range(of: old) else { return text }
        return text.replacingCharacters(in: range, with: new)
    }
}
