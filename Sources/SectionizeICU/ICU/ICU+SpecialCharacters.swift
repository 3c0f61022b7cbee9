extension ICU {
    /// Code points with a special meaning in ICU's collation data, named once here.
    package enum SpecialCharacter {
        /// U+FDD0, a noncharacter that starts the contractions with which a tailoring lists
        /// its index characters (Chinese pinyin letters, stroke counts `U+FDD0 U+2801…`,
        /// zhuyin, radicals); ICU's `AlphabeticIndex` reads labels from them.
        package static let indexCharacterPrefix: UInt16 = 0xFDD0
        /// U+FDD1, a noncharacter that starts the root collation's contractions marking the
        /// first character of each script in collation order (`U+FDD1` + a sample letter).
        package static let scriptBoundaryPrefix: UInt16 = 0xFDD1
        /// U+FFFF, which the root collation sorts after every other character (its weight is
        /// the highest), so `label + U+FFFF` is a boundary just after everything starting
        /// with `label`.
        package static let sortsLast: UInt16 = 0xFFFF
    }
}
