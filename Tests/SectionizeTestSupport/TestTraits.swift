public import Testing

extension Tag {
    /// Suites that take seconds to minutes: every ICU locale, every corpus row in many
    /// locales, thousands of random rows, many concurrent tasks, the binary over the whole
    /// corpus. Each test target nests them in an enum `Slow`, which carries this tag, so that
    /// `swift test --skip Slow` runs the rest (README › Testing).
    @Tag public static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only on the CLDR release its hand-written expectations come from (see
    /// ``ICUData``); on another ICU it is skipped with the reason rather than failing for
    /// data reasons.
    public static var cldr42: Self { .enabled(if: ICUData.isCLDR42, Comment(rawValue: ICUData.cldr42Reason)) }
}
