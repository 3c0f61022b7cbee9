internal import SectionizeICU
import Synchronization

extension IndexCollators {
    /// Collators already opened, by ICU locale ID. Opening a collator and deriving its script
    /// boundaries costs milliseconds; an index built again for the same locale reuses them.
    private static let cache = Mutex<[String: IndexCollators]>([:])

    /// The collators for `locale`, opened once per process.
    ///
    /// - Parameter caselessBuckets: Whether buckets must ignore the case level (uikit style;
    ///   see ``init(locale:caselessBuckets:)``). Only a collator with the case level on needs
    ///   a second, caseless set; for every other locale both styles share one.
    static func cached(locale: String, caselessBuckets: Bool = false) throws(ICUError) -> IndexCollators {
        let plain = try cached(key: locale) { () throws(ICUError) in try IndexCollators(locale: locale) }
        guard caselessBuckets, !plain.primaryPrefixIsExact else { return plain }
        return try cached(key: locale + "\u{0}caseless") { () throws(ICUError) in
            try IndexCollators(locale: locale, caselessBuckets: true)
        }
    }

    private static func cached(key: String, _ make: () throws(ICUError) -> IndexCollators) throws(ICUError) -> IndexCollators {
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = try make()
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }
}
