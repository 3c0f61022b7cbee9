import SectionizeTestSupport
import Testing

/// The slow suites of this target (the binary over the whole corpus in several locales, and
/// on inputs of megabytes), nested here so that their test IDs start with `Slow/`:
/// `swift test --skip Slow`.
@Suite(.tags(.slow))
enum Slow {}
