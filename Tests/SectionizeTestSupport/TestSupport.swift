// SectionizeTestSupport: what the tests (SectionizeKitTests, sectionizeTests) and the fuzz
// target (Sources/SectionizeFuzz) share — the corpus and fuzz-input loaders, the locale
// tables, the fuzz selector, the invariants of decoded input and of sectioned rows, the
// locator of the built `sectionize` binary, the ICU data version the expectations were
// written for, and the `.slow` tag and `.cldr42` trait of the tests. It is a regular target
// (the fuzz target is an executable and cannot depend on a test target), used only by tests
// and the fuzz target.
//
// The invariant checks read the library's internals (`@testable import SectionizeKit` and the other library modules),
// which needs a build with testing enabled: every debug build, and `swift test` in any
// configuration. A plain `swift build -c release` builds every target of the package but
// without testing enabled, so those files compile only in debug builds (`DEBUG`); to run the
// tests in release, add the flag: `swift test -c release -Xswiftc -DSECTIONIZE_TESTABLE_RELEASE`.
