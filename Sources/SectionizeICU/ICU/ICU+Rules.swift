extension ICU {
    /// Facts about a collator's tailoring rules (ICU's rule syntax), read in Swift rather
    /// than in the shim so that they can be tested.
    package enum Rules {
        /// Whether tailoring `rules` may mention the code point `scalar`: as the character
        /// itself, or through any escape ICU's rule parser unescapes (`u_unescapeAt`):
        /// `\uhhhh`, `\Uhhhhhhhh`, `\xhh`, `\x{h…}` and octal `\ooo`. Rules that import other
        /// rules (`[import de-u-co-phonebk]`) count as mentioning everything, since what they
        /// import is not visible here. Over-approximates: a mention inside a comment counts.
        ///
        /// - Complexity: O(*n*) for *n* code units of rules.
        package static func mention(_ rules: [UInt16], _ scalar: UInt32) -> Bool {
            let importKeyword = Array("[import".utf16)
            var i = 0
            while i < rules.count {
                let unit = rules[i]
                if UInt32(unit) == scalar { return true }
                if unit == 0x5B /* [ */, rules[i...].starts(with: importKeyword) { return true }
                if unit == 0x5C /* \ */, let (value, next) = unescape(rules, at: i + 1) {
                    if value == scalar { return true }
                    i = next
                    continue
                }
                // A supplementary code point written as itself: a surrogate pair.
                if scalar > 0xFFFF, UTF16.isLeadSurrogate(unit), i + 1 < rules.count,
                    UTF16.isTrailSurrogate(rules[i + 1]),
                    UTF16.decode(UTF16.EncodedScalar([unit, rules[i + 1]])).value == scalar
                {
                    return true
                }
                i += 1
            }
            return false
        }

        /// Decodes the escape after a backslash at `start` (the character after the `\`):
        /// its code point and the position after it, or `nil` if it is not a numeric escape.
        package static func unescape(_ rules: [UInt16], at start: Int) -> (UInt32, Int)? {
            guard start < rules.count else { return nil }
            func hexDigits(from: Int, min: Int, max: Int) -> (UInt32, Int)? {
                var value: UInt32 = 0
                var i = from
                while i < rules.count, i - from < max, let digit = hexValue(rules[i]) {
                    value = value << 4 | digit
                    i += 1
                }
                return i - from >= min ? (value, i) : nil
            }
            switch rules[start] {
            case 0x75: return hexDigits(from: start + 1, min: 4, max: 4)  // \uhhhh
            case 0x55: return hexDigits(from: start + 1, min: 8, max: 8)  // \Uhhhhhhhh
            case 0x78:  // \xhh or \x{h…}
                if start + 1 < rules.count, rules[start + 1] == 0x7B {
                    guard let (value, end) = hexDigits(from: start + 2, min: 1, max: 8),
                        end < rules.count, rules[end] == 0x7D
                    else { return nil }
                    return (value, end + 1)
                }
                return hexDigits(from: start + 1, min: 1, max: 2)
            case 0x30...0x37:  // \ooo
                var value: UInt32 = 0
                var i = start
                while i < rules.count, i - start < 3, (0x30...0x37).contains(rules[i]) {
                    value = value << 3 | UInt32(rules[i] - 0x30)
                    i += 1
                }
                return (value, i)
            default: return nil
            }
        }

        private static func hexValue(_ unit: UInt16) -> UInt32? {
            switch unit {
            case 0x30...0x39: UInt32(unit - 0x30)
            case 0x41...0x46: UInt32(unit - 0x41 + 10)
            case 0x61...0x66: UInt32(unit - 0x61 + 10)
            default: nil
            }
        }
    }
}
