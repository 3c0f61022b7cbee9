internal import SectionizeICU
import Synchronization

extension SearchMatcher {
    /// What a matcher of one locale keeps between calls: the collator, the key of every
    /// character already asked for, and the characters a user of the locale is likely to type.
    /// One per locale and process, so that a second page or matcher costs no ICU walk for
    /// characters seen before.
    ///
    /// `Sendable` notes: the collator is only read; the memo and the typing characters are
    /// behind a `Mutex`.
    final class Keys: Sendable {
        let weights: ICU.PrimaryWeights
        private let memo = Mutex<[UInt32: [UInt32]]>([:])
        private let typing = Mutex<[UInt32]?>(nil)
        let locale: String

        init(locale: String) throws(ICUError) {
            self.locale = locale
            weights = try ICU.PrimaryWeights(locale: locale)
        }

        /// The key of one character, from the memo or from one ICU walk.
        func key(of scalar: Unicode.Scalar) -> [UInt32] {
            if let known = memo.withLock({ $0[scalar.value] }) { return known }
            let units = Array(UTF16.encode(scalar)!)
            let key = (try? weights.primaries(units)) ?? [scalar.value | 0xFF00_0000]
            memo.withLock { $0[scalar.value] = key }
            return key
        }

        /// Printable ASCII, Latin-1, Latin Extended-A, the combining diacritical marks, and the
        /// locale's exemplar characters (standard, auxiliary, index, punctuation) with their
        /// upper case; found once.
        var typingCodePoints: [UInt32] {
            if let known = typing.withLock({ $0 }) { return known }
            var values = Array(UInt32(0x20)...0x7E) + Array(UInt32(0xA0)...0x17F) + Array(UInt32(0x300)...0x36F)
            for item in ICU.typingExemplars(locale: locale) {
                for scalar in String(decoding: item, as: UTF16.self).unicodeScalars {
                    values.append(scalar.value)
                    values += scalar.properties.uppercaseMapping.unicodeScalars.map { $0.value }
                }
            }
            typing.withLock { $0 = values }
            return values
        }

        /// The keys of one locale, made once per process.
        static func cached(locale: String) throws(ICUError) -> Keys {
            if let hit = cache.withLock({ $0[locale] }) { return hit }
            let made = try Keys(locale: locale)
            return cache.withLock { cache in
                if let raced = cache[locale] { return raced }
                cache[locale] = made
                return made
            }
        }

        private static let cache = Mutex<[String: Keys]>([:])
    }
}
