internal import SectionizeKit
extension PersonName {
    /// Honorifics recognised before a full name, compared without case and trailing dot:
    /// Android's English list ("Mr, Ms, Mrs") and common academic and German ones.
    static let knownPrefixes: Set<String> = [
        "mr", "ms", "mrs", "miss", "mx", "dr", "prof", "sir", "rev", "hon",
        "herr", "frau", "hr", "fr", "dipl.-ing", "ing", "mag", "univ.-prof", "prof. dr",
    ]
    /// Suffixes recognised after a full name, compared without case: Android's list
    /// ("Jr., M.D., MD, D.D.S.") and generation numbers.
    static let knownSuffixes: Set<String> = [
        "jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v", "md", "m.d.", "phd", "ph.d.", "dds", "d.d.s.", "esq", "esq.",
    ]
    /// Family-name particles kept with the family name ("von Smith", "St. Smith", "van der
    /// Berg"): Android's list ("d', st, st., von") and common Dutch, German, French and
    /// Italian ones.
    static let familyParticles: Set<String> = [
        "d'", "st", "st.", "von", "van", "der", "den", "de", "del", "della", "di", "da", "du", "la", "le", "zu", "ten", "ter",
    ]

    /// Splits a full name into parts, the way Android's contacts provider does for a contact
    /// that has only a display name (`NameSplitter`; expectations from its
    /// `NameSplitterTest`).
    ///
    /// - Western (`writtenOrder` given first): prefixes, then given, middle and family
    ///   names, then suffixes: "Mr. John Kevin Smith Jr." → Mr. / John / Kevin / Smith / Jr.;
    ///   "Smith, John K." → family Smith, given John, middle K.; "John von Smith" → family
    ///   "von Smith"; one word is a given name; with four words or more the first ones are
    ///   the given names.
    /// - Family first (Japanese, Chinese, Korean, Hungarian, Vietnamese, and any name
    ///   written in Han, kana or Hangul): the first word is the family name, the last the
    ///   given name, any between the middle name. A Han, kana or Hangul name without spaces
    ///   is kept whole as the given name (Android: "lump them all in the given name").
    ///
    /// - Parameters:
    ///   - fullName: The name as written.
    ///   - writtenOrder: The locale's customary order (``NameOrder/customary(forLocale:)``).
    public init(splitting fullName: String, writtenOrder: NameOrder) {
        self.init()
        var words = PersonName.words(fullName)
        guard !words.isEmpty else { return }
        if PersonName.containsCJK(fullName) || writtenOrder == .familyFirst {
            if words.count == 1 { given = words[0]; return }
            family = words.removeFirst()
            given = words.removeLast()
            middle = words.joined(separator: " ")
            return
        }
        // "Family, Given Middle, Suffix" and "Given Family, Suffix". Without a comma the name
        // is one piece, whose words are the ones above.
        let hasComma = fullName.utf8.contains(UInt8(ascii: ","))
        var pieces = hasComma ? fullName.split(separator: ",").map { $0.trimmingBlanks }.filter { !$0.isEmpty } : [fullName]
        if pieces.count >= 2, PersonName.isSuffix(pieces[pieces.count - 1]) {
            suffix = pieces.removeLast()
        }
        if pieces.count >= 2 {
            family = pieces[0]
            let rest = PersonName.words(pieces[1...].joined(separator: " "))
            if let first = rest.first { given = first }
            middle = rest.dropFirst().joined(separator: " ")
            return
        }
        if hasComma { words = PersonName.words(pieces.first ?? "") }
        var prefixes: [String] = []
        while words.count > 0, PersonName.knownPrefixes.contains(PersonName.folded(words[0])) {
            prefixes.append(words.removeFirst())
        }
        prefix = prefixes.joined(separator: " ")
        var suffixes: [String] = []
        while words.count > 1, PersonName.knownSuffixes.contains(words[words.count - 1].lowercased()) {
            suffixes.insert(words.removeLast(), at: 0)
        }
        if suffix.isEmpty { suffix = suffixes.joined(separator: " ") }
        guard !words.isEmpty else { return }
        if words.count == 1 { given = words[0]; return }
        var familyWords = [words.removeLast()]
        while words.count > 1, PersonName.familyParticles.contains(words[words.count - 1].lowercased()) {
            familyWords.insert(words.removeLast(), at: 0)
        }
        if words.count == 1, familyWords.count == 1, PersonName.familyParticles.contains(words[0].lowercased()) {
            familyWords.insert(words.removeLast(), at: 0)
        }
        family = familyWords.joined(separator: " ")
        guard !words.isEmpty else { return }
        if words.count >= 2 { middle = words.removeLast() }
        given = words.joined(separator: " ")
    }

    /// The words of a name: split at white space, and after a dot that ends a word of two
    /// letters or more and is directly followed by a letter ("Mr.John" → "Mr.", "John", as
    /// Android's tokenizer does; "M.D." stays one word).
    ///
    /// An ASCII name is split by its bytes (each is one character, and "\r\n", one
    /// character, is white space either way); others by ``wordsByCharacter(_:)``, which
    /// gives the same words for ASCII (`PersonNameTests`).
    static func words(_ text: String) -> [String] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var result: [String] = []
            var start = -1  // where the current word starts, or -1 between words
            var previous: UInt8 = 0
            func word(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            for (i, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                // Unicode's White_Space in ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    if start >= 0 { result.append(word(start..<i)) }
                    start = -1
                } else {
                    let isLetter = (0x61...0x7A).contains(byte | 0x20)
                    if previous == UInt8(ascii: "."), isLetter, start >= 0, i - start >= 3 {
                        result.append(word(start..<i))
                        start = i
                    }
                    if start < 0 { start = i }
                }
                previous = byte
            }
            if start >= 0 { result.append(word(start..<bytes.count)) }
            return result
        }
        if let ascii, let words = ascii { return words }
        return wordsByCharacter(text)
    }

    /// ``words(_:)`` by characters, for any text.
    static func wordsByCharacter(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            // An ASCII first byte decides white space without Unicode's property tables (a
            // character's white space is its first scalar's; "\r\n" starts with 0x0D).
            let first = character.utf8.first!
            if first < 0x80 ? first == 0x20 || (0x09...0x0D).contains(first) : character.isWhitespace {
                if !current.isEmpty { result.append(current); current = "" }
            } else {
                if previous == ".", character.isLetter, current.count >= 3 {
                    result.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// A word for prefix comparison: lowercased, without a trailing dot.
    static func folded(_ word: String) -> String {
        let lower = word.lowercased()
        return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
    }

    /// Whether every word of `text` is a known suffix ("Jr.", "M.D.").
    static func isSuffix(_ text: String) -> Bool {
        let words = self.words(text)
        return !words.isEmpty && words.allSatisfy { knownSuffixes.contains($0.lowercased()) || knownSuffixes.contains(folded($0)) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    var trimmingBlanks: String {
        // Fast path: empty, or starting and ending with a visible ASCII character.
        let string = String(self)
        let utf8 = string.utf8
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return "" }
        if firstByte > 0x20 && firstByte < 0x7F && lastByte > 0x20 && lastByte < 0x7F { return string }
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
