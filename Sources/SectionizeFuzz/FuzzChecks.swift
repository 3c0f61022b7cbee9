@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
import SectionizeTestSupport

/// The invariants checked after each step: the shared ones of `SectionizeTestSupport`
/// (``DecodingInvariants``, ``SectioningInvariants``), turned into traps that libFuzzer
/// reports as crashes.
enum FuzzChecks {
    /// A decoding error is only possible under `fail`, and points into the input.
    static func decodingError(_ error: SectionizeError, bytes: [UInt8], policy: InvalidInputPolicy) {
        let found = DecodingInvariants.violations(of: error, bytes: bytes, source: "fuzz", policy: policy)
        invariant(found.isEmpty, found.joined(separator: "; "))
    }

    /// Decoded rows are non-empty, well-formed UTF-8 without LF, CR or NUL, on increasing
    /// lines; issues match the policy.
    static func decoded(_ decoded: DecodedInput, policy: InvalidInputPolicy) {
        let found = DecodingInvariants.violations(of: decoded, policy: policy, limit: 3)
        invariant(found.isEmpty, found.joined(separator: "; "))
    }

    /// Every row once, in exactly one section, in order (see ``SectioningInvariants``).
    static func sectioned(_ sectioned: SectionedRows, invariants: SectioningInvariants) {
        let found = invariants.violations(sectioned, limit: 3)
        invariant(found.isEmpty, found.joined(separator: "; "))
    }
}
