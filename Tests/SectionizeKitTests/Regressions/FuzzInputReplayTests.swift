import Foundation
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The fuzzer's seed inputs (`Fuzz/seeds`) and any input it ever crashed on
/// (`Fuzz/regressions`, committed with the fix) go through the same pipeline in every
/// `swift test` run, without libFuzzer: decode with the selected policy, section with the
/// selected locale and style, check ``DecodingInvariants`` and ``SectioningInvariants``.
///
/// The first byte of each file is decoded by the fuzz target's own ``FuzzSelector`` (both
/// use `SectionizeTestSupport`), so the replay selects exactly what the fuzzer did.
@Suite("Regressions: fuzz inputs replayed")
struct FuzzInputReplayTests {
    @Test("The seed corpus is there (about 20 files)")
    func seedsExist() {
        #expect(FuzzInputs.files().filter { $0.hasPrefix("Fuzz/seeds/") }.count >= 20)
    }

    @Test("Each fuzz input sections with every invariant intact", arguments: FuzzInputs.files())
    func replay(_ file: String) throws {
        let data = try [UInt8](Data(contentsOf: RepositoryFiles.url(file)))
        try #require(!data.isEmpty)
        let violations = try Self.run(selector: FuzzSelector(data[0]), bytes: Array(data.dropFirst()))
        #expect(violations.isEmpty, "\(file):\n\(violations.joined(separator: "\n"))")
    }

    @Test("Each fuzz input read as records is accounted for: numbers are positions, out + skipped = in", arguments: FuzzInputs.files())
    func replayRecords(_ file: String) throws {
        let data = try [UInt8](Data(contentsOf: RepositoryFiles.url(file)))
        try #require(!data.isEmpty)
        let selector = FuzzSelector(data[0])
        let bytes = Array(data.dropFirst())
        let (format, encoding) = RecordAccounting.fuzzReading(of: bytes)
        guard let input = try? RecordReader.read(bytes, source: "fuzz", format: format, encoding: encoding, policy: selector.policy) else {
            return  // a located error: the bad record or invalid byte under fail
        }
        let violations = RecordAccounting.violations(of: input, bytes: bytes, format: format, encoding: encoding, policy: selector.policy)
        #expect(violations.isEmpty, "\(file):\n\(violations.joined(separator: "\n"))")
    }

    /// Runs one input the way the fuzz target does; returns the broken invariants.
    static func run(selector: FuzzSelector, bytes: [UInt8]) throws -> [String] {
        let decoded: DecodedInput
        do {
            decoded = try InputDecoder.decode(bytes, source: "fuzz", policy: selector.policy)
        } catch {
            return DecodingInvariants.violations(of: error, bytes: bytes, source: "fuzz", policy: selector.policy)
        }
        let decodingViolations = DecodingInvariants.violations(of: decoded, policy: selector.policy)
        let index = try IndexedCollation(locale: selector.locale, style: selector.style)
        return try decodingViolations + SectioningInvariants(index: index).violations(index.sections(ofRows: decoded.rows))
    }
}
