import SectionizeTestSupport
import Testing

extension Tag {
    /// Runs of the binary over the whole corpus in several locales (seconds each). Skip them
    /// for a fast inner loop with `swift test --skip tag:slow` (README › Testing).
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only on the CLDR release its expected output comes from (see ``ICUData``).
    static var cldr42: Self { .enabled(if: ICUData.isCLDR42, Comment(rawValue: ICUData.cldr42Reason)) }
}
