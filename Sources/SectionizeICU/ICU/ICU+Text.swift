internal import CICU

extension ICU {
    /// ICU's general category value for unassigned code points (U_UNASSIGNED, Cn).
    package static let unassignedCategory: Int32 = 0
    /// ICU's general category values 1...5 are the letters (Lu, Ll, Lt, Lm, Lo).
    package static let letterCategories: ClosedRange<Int32> = 1...5

    /// ICU's general category (`UCharCategory`) of a code point.
    package static func generalCategory(_ codePoint: UInt32) -> Int32 {
        cicu_char_type(Int32(bitPattern: codePoint))
    }

    /// ICU's script code (`UScriptCode`) of a code point.
    package static func script(_ codePoint: UInt32) -> Int32 {
        cicu_script(Int32(bitPattern: codePoint))
    }

    /// The ISO 15924 script code of a code point ("Latn", "Cyrl", "Zyyy" for common).
    package static func scriptCode(_ codePoint: UInt32) -> String {
        cicu_script_short_name(script(codePoint)).map { String(cString: $0) } ?? "Zzzz"
    }

    /// Whether the code point is white space, default-ignorable or a format character.
    package static func isSpaceOrFormat(_ codePoint: UInt32) -> Bool {
        cicu_is_space_or_format(Int32(bitPattern: codePoint)) != 0
    }

    /// Full, locale-sensitive upper-casing of UTF-16 text.
    package static func uppercased(_ text: [UInt16], locale: String) throws(ICUError) -> [UInt16] {
        try text.withUnsafeBufferPointer { (source) throws(ICUError) -> [UInt16] in
            try ICU.fill(UInt16.self, capacity: source.count * 3 + 4) { out, capacity, status in
                cicu_to_upper(locale, source.baseAddress, Int32(source.count), out, capacity, &status)
            }
        }
    }

    /// The NFKD normalization of UTF-16 text.
    package static func nfkd(_ text: [UInt16]) throws(ICUError) -> [UInt16] {
        try text.withUnsafeBufferPointer { (source) throws(ICUError) -> [UInt16] in
            try ICU.fill(UInt16.self, capacity: source.count * 4 + 4) { out, capacity, status in
                cicu_nfkd(source.baseAddress, Int32(source.count), out, capacity, &status)
            }
        }
    }
}
