import SectionizeTestSupport
import Testing

extension Tag {
    /// Suites that take seconds to minutes: every ICU locale, every corpus row in many
    /// locales, thousands of random rows, many concurrent tasks. Skip them for a fast inner
    /// loop with `swift test --skip tag:slow` (README › Testing).
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only on the CLDR release its hand-written expectations come from (see
    /// ``ICUData``); on another ICU it is skipped with the reason rather than failing for
    /// data reasons.
    static var cldr42: Self { .enabled(if: ICUData.isCLDR42, Comment(rawValue: ICUData.cldr42Reason)) }
}
