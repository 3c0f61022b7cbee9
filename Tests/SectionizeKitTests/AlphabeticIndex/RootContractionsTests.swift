import Testing
@testable import SectionizeKit
@testable import SectionizeICU

/// The table of the root collation's script boundaries (`RootContractions`) that spares each
/// process ICU's enumeration of every contraction is ICU's own enumeration, for the ICU it
/// names; for another ICU the index enumerates.
@Suite("The root collation's contractions")
struct RootContractionsTests {
    @Test("The table equals the running ICU's enumeration (ICU 72.1, CLDR 42: 165 script boundaries, no U+FDD0 ones)")
    func tableEqualsEnumeration() throws {
        let enumerated = try IndexCollators.enumeratedRootContractions()
        if ICU.version == RootContractions.icuVersion {
            let table = try #require(RootContractions.table(forICU: ICU.version))
            #expect(table == enumerated)
            // Counted by enumerating the set with `ucol_getContractionsAndExpansions` of root
            // in a stand-alone C program against Debian's libicu 72.1.
            #expect(table[0xFDD1]?.count == 165)
            #expect(table[0xFDD0]?.isEmpty == true)
            // The first script boundaries in the set's (code point) order: U+FDD1 then a
            // digit 4 (the digits' group), L (Latin), NBSP (spaces), Ω (Greek).
            #expect(table[0xFDD1]?.prefix(4).map { $0 } == [[0xFDD1, 0x34], [0xFDD1, 0x4C], [0xFDD1, 0xA0], [0xFDD1, 0x3A9]])
        } else {
            #expect(RootContractions.table(forICU: ICU.version) == nil)
        }
        #expect(RootContractions.table(forICU: "0.0") == nil)
        // Every enumerated script boundary starts with U+FDD1 and has one character after it.
        #expect(enumerated[0xFDD1]?.allSatisfy { $0.first == 0xFDD1 && $0.count >= 2 } == true)
    }
}
