import SectionizeTestSupport
import Testing

extension Tag {
    /// Runs of the binary over the whole corpus in several locales (seconds each). Skip them
    /// for a fast inner loop with `swift test --skip Slow` (see ``Slow``).
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only on the CLDR release its expected output comes from (see ``ICUData``).
    static var cldr42: Self { .enabled(if: ICUData.isCLDR42, Comment(rawValue: ICUData.cldr42Reason)) }
}

/// The slow suites (runs of the binary over the whole corpus in several locales), nested here
/// so that their test IDs start with `Slow`: `swift test --skip Slow` runs the rest
/// (README › Testing). They carry the `.slow` tag too.
@Suite(.tags(.slow))
enum Slow {}
