import SectionizeTestSupport
import Testing

/// The slow suites of this target (every ICU locale, every corpus row in many locales,
/// thousands of random rows, many concurrent tasks, the fast path against the simple one),
/// nested here so that their test IDs start with `Slow/`: `swift test --skip Slow`.
@Suite(.tags(.slow))
enum Slow {}
