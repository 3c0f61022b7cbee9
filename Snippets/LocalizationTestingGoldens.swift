// snippet.hide
// The Swift example of docs/localization-testing.md and of SectionizeVerification.docc/TestingLocalization.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
import Foundation
import SectionizeKit
import SectionizeVerification
import Testing

@Suite("Contact list order") struct ContactListGoldenTests {
    @Test("Swedish contacts are sectioned as recorded", arguments: ["sv.golden"])
    func swedishContacts(file: String) throws {
        let text = try String(contentsOfFile: "Tests/Goldens/\(file)", encoding: .utf8)
        let verification = try Golden(parsing: text, source: file).verify()
        #expect(verification.failures.isEmpty, "\(verification.failures.map(\.description))")
    }
}
