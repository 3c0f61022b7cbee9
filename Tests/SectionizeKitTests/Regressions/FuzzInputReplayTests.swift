import Foundation
import Testing
@testable import SectionizeKit

/// The fuzzer's seed inputs (`Fuzz/seeds`) and any input it ever crashed on
/// (`Fuzz/regressions`, committed with the fix) go through the same pipeline in every
/// `swift test` run, without libFuzzer: decode with the selected policy, section with the
/// selected locale and style, check ``SectioningInvariants``.
///
/// The first byte of each file selects the locale, style and policy exactly as
/// `Sources/SectionizeFuzz/FuzzSelector.swift` does (the table below must match it).
@Suite("Regressions: fuzz inputs replayed")
struct FuzzInputReplayTests {
    /// `FuzzIndexes.locales`, in the same order.
    static let locales = [
        "root", "en", "de", "sv", "cs", "es-u-co-trad", "ja", "zh",
        "zh_Hant", "zh@collation=zhuyin", "ko", "ar", "ru", "th", "en-u-kc-true", "de-u-ka-shifted",
    ]

    /// Every replayed file, relative to the repository root.
    static func inputs() -> [String] {
        ["Fuzz/seeds", "Fuzz/regressions"].flatMap { folder -> [String] in
            let path = Corpus.root.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test("The seed corpus is there (about 20 files)")
    func seedsExist() {
        #expect(Self.inputs().filter { $0.hasPrefix("Fuzz/seeds/") }.count >= 20)
    }

    @Test("Each fuzz input sections with every invariant intact", arguments: inputs())
    func replay(_ file: String) throws {
        let data = try [UInt8](Data(contentsOf: Corpus.root.appendingPathComponent(file)))
        try #require(!data.isEmpty)
        let violations = try Self.run(selector: data[0], bytes: Array(data.dropFirst()))
        #expect(violations.isEmpty, "\(file):\n\(violations.joined(separator: "\n"))")
    }

    /// Runs one input the way the fuzz target does; returns the broken invariants.
    static func run(selector: UInt8, bytes: [UInt8]) throws -> [String] {
        let locale = locales[Int(selector & 0x0F)]
        let style: IndexStyle = selector & 0x10 == 0 ? .icu : .uikit
        let policy: InvalidInputPolicy = switch (selector >> 5) & 0x03 {
        case 0: .fail
        case 2: .skip
        default: .replace
        }
        let decoded: DecodedInput
        do {
            decoded = try InputDecoder.decode(bytes, source: "fuzz", policy: policy)
        } catch {
            return policy == .fail && error.code == .invalidData ? [] : ["decoding failed under \(policy): \(error)"]
        }
        let index = try IndexedCollation(locale: locale, style: style)
        return try SectioningInvariants(index: index).violations(index.sections(ofRows: decoded.rows))
    }
}
