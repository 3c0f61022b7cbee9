import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

/// Runs the built `sectionize` binary (the test target depends on it, so it is built first,
/// into the products folder of the running test bundle: see ``SectionizeBinary``).
enum Binary {
    /// The binary built with this test bundle; throws, naming the folder, when it is missing.
    static var url: URL {
        get throws { try SectionizeBinary.url() }
    }
}

@Suite("sectionize binary")
struct BinaryTests {
    @Test("--version names the tool, ICU and CLDR")
    func version() throws {
        let process = Process()
        process.executableURL = try Binary.url
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("sectionize "))
        #expect(text.contains("ICU \(IndexedCollation.icuVersion)"), "the library's ICU")
        #expect(text.contains("CLDR \(IndexedCollation.cldrVersion)"), "the library's CLDR")
    }
}
