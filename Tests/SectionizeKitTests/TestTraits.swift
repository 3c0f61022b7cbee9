import SectionizeTestSupport
import Testing

extension Tag {
    /// Suites that take seconds to minutes: every ICU locale, every corpus row in many
    /// locales, thousands of random rows, many concurrent tasks. Skip them for a fast inner
    /// loop with `swift test --skip Slow` (see ``Slow``).
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only on the CLDR release its hand-written expectations come from (see
    /// ``ICUData``); on another ICU it is skipped with the reason rather than failing for
    /// data reasons.
    static var cldr42: Self { .enabled(if: ICUData.isCLDR42, Comment(rawValue: ICUData.cldr42Reason)) }
}

/// The slow suites (every ICU locale, every corpus row in many locales, thousands of random
/// rows, many concurrent tasks, the fast path against the simple one), nested here so that
/// their test IDs start with `Slow`: `swift test --skip Slow` runs the rest in seconds
/// (README › Testing). They carry the `.slow` tag too.
@Suite(.tags(.slow))
enum Slow {}
