import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The ICU and CLDR data the running library uses, for gating expectations that are facts of
/// one CLDR release (index characters, collation tailorings, bucket counts) rather than of
/// the code: on another ICU such a test is skipped with its reason instead of failing.
///
/// The differential tests (against ICU's own `AlphabeticIndex` from the same libicu) hold on
/// every version and are never gated.
///
/// ```swift
/// @Test("…", .enabled(if: ICUData.isCLDR42, ICUData.cldr42Reason))
/// ```
public enum ICUData {
    /// ICU's major version (72 for "72.1").
    public static let icuMajor: Int = major(IndexedCollation.icuVersion)
    /// CLDR's major version (42 for "42.0").
    public static let cldrMajor: Int = major(IndexedCollation.cldrVersion)

    /// Whether the data is CLDR 42 (ICU 72, Debian 12's libicu72), which the hand-written
    /// expectations were checked against.
    public static var isCLDR42: Bool { cldrMajor == 42 }

    /// The reason given when a CLDR 42 expectation is skipped.
    public static let cldr42Reason: String =
        "CLDR 42 data (ICU 72): the expected letters, counts and placements are those of that release; this ICU has CLDR \(IndexedCollation.cldrVersion)"

    private static func major(_ version: String) -> Int {
        Int(version.prefix { $0.isNumber }) ?? 0
    }
}
