import Synchronization

extension IndexCollators {
    /// Collators already opened, by ICU locale ID. Opening a collator and deriving its script
    /// boundaries costs milliseconds; an index built again for the same locale reuses them.
    private static let cache = Mutex<[String: IndexCollators]>([:])

    /// The collators for `locale`, opened once per process.
    static func cached(locale: String) throws(ICUError) -> IndexCollators {
        if let hit = cache.withLock({ $0[locale] }) { return hit }
        let made = try IndexCollators(locale: locale)
        return cache.withLock { cache in
            if let raced = cache[locale] { return raced }
            cache[locale] = made
            return made
        }
    }
}
