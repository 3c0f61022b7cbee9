import Foundation
import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The ICU, CLDR and Unicode versions the library reports.
@Suite("ICU: versions")
struct ICUVersionTests {
    @Test("ICU's version is the one of the ICU development files the package was built with (pkg-config icu-i18n)")
    func matchesPkgConfig() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--modversion", "icu-i18n"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pkg-config is required to build (README › Quick start)")
        let version = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ICU.version == version)
    }

    @Test("Versions are dotted numbers, and the public accessors return them")
    func shapes() {
        for version in [ICU.version, ICU.cldrVersion, ICU.unicodeVersion] {
            #expect(version.contains(/^[0-9]+(\.[0-9]+)+$/), "\(version)")
        }
        #expect(IndexedCollation.icuVersion == ICU.version)
        #expect(IndexedCollation.cldrVersion == ICU.cldrVersion)
    }

    @Test("Debian 12's ICU 72.1 carries CLDR 42.0 and Unicode 15.0 (ICU 72 release notes)", .cldr42)
    func debianBookworm() {
        #expect(ICU.version.hasPrefix("72."))
        #expect(ICU.cldrVersion == "42.0")
        #expect(ICU.unicodeVersion == "15.0")
    }

    @Test("The CLDR 42 gate reads the running versions (so gated tests run where they should)")
    func gateReadsVersions() {
        #expect(ICUData.icuMajor == Int(ICU.version.split(separator: ".")[0]))
        #expect(ICUData.cldrMajor == Int(ICU.cldrVersion.split(separator: ".")[0]))
        #expect(ICUData.isCLDR42 == ICU.cldrVersion.hasPrefix("42."))
    }
}
