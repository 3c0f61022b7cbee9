import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Slightly broken vCards as real exporters write them (issue 19): each broken line is
/// repaired at the smallest unit and reported with its line, the contact kept, as Android's
/// `VCardParserImpl_V21` and KDE's KContacts read them (skip the comment, join the
/// continuation); RFC 6350 §3.2 asks readers to repair a fold inside a UTF-8 character.
/// `strict` refuses the contact instead. Fixtures are written here.
@Suite("Records: vCard lines repaired")
struct VCardRepairTests {
    typealias F = RecordFixtures

    static func read(_ bytes: [UInt8], policy: InvalidInputPolicy = .fail, strict: Bool = false) throws -> RecordInput {
        try RecordReader.read(bytes, source: "in", format: .vcard, policy: policy, strict: strict)
    }

    /// One card per broken case, the broken line's number in the comment beside it.
    static let broken: [UInt8] =
        Array("BEGIN:VCARD\nVERSION:3.0\n# written by an exporter\nN:Weber;Anna;;;\nFN\n".utf8)  // comment 3, bare FN 5
        + Array("ADR;TYPE=home:;;Hauptstr. 1\nBerlin;;10115;Germany\nNOTE:first\rsecond\nEND:VCARD\n".utf8)  // ADR 7, bare CR 9
        + Array("BEGIN:VCARD\nVERSION:3.0\nFN:Jos".utf8) + [0xC3] + Array("\n ".utf8) + [0xA9] + Array(" Maria\nEND:VCARD\n".utf8)  // fold 14
        + Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Kowalski;Piotr=80\nEND:VCARD\n".utf8)  // =80 at 18
        + Array("BEGIN:VCARD\nVERSION:2.1\nN;ENCODING=QUOTED-PRINTABLE:Nowak;Ewa=8\nEND:VCARD\n".utf8)  // =8 at 22

    @Test("Comment, bare property, unfolded ADR continuation, bare CR, split UTF-8 fold, stray =80 and =8: every contact kept, each line warned")
    func repairedLines() throws {
        let input = try Self.read(Self.broken)
        let style = NameStyle(locale: "de")
        #expect(input.records.map { $0.displayName(style) } == ["Anna Weber", "José Maria", "Piotr Kowalski", "Ewa Nowak"])
        #expect(input.records.map(\.number) == [1, 2, 3, 4])
        #expect(input.issues.allSatisfy { $0.action == .repaired })
        #expect(input.issues.map(\.line) == [3, 5, 7, 9, 14, 18, 22])
        let messages = input.issues.map(\.message)
        #expect(messages[0] == "in:3: a comment line (skipped)")
        #expect(messages[1] == "in:5: property FN without ':' and value (ignored)")
        #expect(messages[2] == "in:7: ADR continued without a leading space (line joined to it)")
        #expect(messages[3] == "in:9: a bare CR inside the value of NOTE (line joined to it)")
        #expect(messages[4] == "in:14: FN: a fold inside a UTF-8 character (joined, RFC 6350 §3.2)")
        #expect(messages[5].hasPrefix("in:18: N: a stray =80 at the end of a quoted-printable value"))
        #expect(messages[6].hasPrefix("in:22: N: a stray =8 at the end of a quoted-printable value"))
    }

    @Test("A bare CR inside FN joins the rest of the value (Thunderbird), not a new property")
    func bareCRJoinsValue() throws {
        let input = try Self.read(Array("BEGIN:VCARD\r\nFN:Anna\rMaria Berg\r\nEND:VCARD\r\n".utf8))
        #expect(input.records.map(\.formattedName) == ["Anna Maria Berg"])
        #expect(input.issues.map(\.line) == [3])
    }

    @Test("--strict refuses a contact that needs a repair: exit-65 error under fail, skipped with its number kept under skip")
    func strictRefuses() throws {
        let error = try #require(F.inputError { try Self.read(Self.broken, strict: true) })
        #expect(error.message.hasPrefix("in:3: a comment line (skipped); refused (--strict)"))
        let skipped = try Self.read(Self.broken, policy: .skip, strict: true)
        #expect(skipped.records.isEmpty)
        #expect(skipped.issues.count == 4 && skipped.issues.allSatisfy { $0.action == .skipped })
        #expect(skipped.nextNumber == 5)
    }

    @Test("A quoted-printable line ending in = before END:VCARD does not swallow END")
    func softBreakBeforeEnd() throws {
        let input = try Self.read(
            Array("BEGIN:VCARD\nVERSION:2.1\nFN;ENCODING=QUOTED-PRINTABLE:Anna=\nEND:VCARD\nBEGIN:VCARD\nFN:Bo\nEND:VCARD\n".utf8))
        #expect(input.records.map(\.formattedName) == ["Anna", "Bo"])
        #expect(input.issues.map(\.line) == [3])
    }

    @Test("Interior invalid bytes in quoted-printable are not a repair: they follow --invalid")
    func interiorInvalidIsNotRepaired() throws {
        let text = Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:A=80b;C\nEND:VCARD\n".utf8)
        #expect(F.inputError { try Self.read(text) }?.line == 3)
    }
}

/// Display names as contacts apps show them (issue 19): `FN` when present (Android's
/// `VCardEntry.constructDisplayName`: "FullName (created via "FN" or "NAME" field) is
/// prefered"; RFC 6350 §6.2.1), else `N` composed as `VCardUtils.constructNameFromElements`
/// does (prefix, parts, suffix, joined by spaces); the section from the sort name.
@Suite("Records: display names")
struct RecordDisplayNameTests {
    typealias F = RecordFixtures

    /// RFC 6350 §5.9's SORT-AS examples, and §6.2.2's N examples with an FN written for them.
    static let rfc6350 = """
        BEGIN:VCARD
        VERSION:4.0
        FN:Rene van der Harten
        N;SORT-AS="Harten,Rene":van der Harten;Rene,J.;Sir;R.D.O.N.
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Robert Pau Shou Chang
        N;SORT-AS="Pau Shou Chang,Robert":Shou Chang;Robert,Pau;;
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Osamu Koura
        N;SORT-AS="Koura,Osamu":Koura;Osamu;;
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Oscar del Pozo
        N;SORT-AS="Pozo,Oscar":del Pozo Triscon;Oscar;;
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Chistine d'Aboville
        N;SORT-AS="Aboville,Christine":d'Aboville;Christine;;
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:H. James de Mann
        N;SORT-AS="Mann,James":de Mann;Henry,James;;
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Rev. Martin Luther King Jr.
        N:King;Martin;Luther;Rev.;Jr.
        END:VCARD

        """

    @Test("RFC 6350's contacts are shown by their FN and filed by SORT-AS (else the family name)")
    func rfc6350Examples() throws {
        let records = try F.read(Self.rfc6350, .vcard).records
        let collation = try IndexedCollation(locale: "en", style: .uikit)
        let sectioned = try collation.sections(ofRecords: records, nameStyle: NameStyle(locale: "en"))
        // Expected sections: the first letter of each SORT-AS family part (RFC 6350 §5.9), King by its family name.
        #expect(
            F.titled(sectioned) == [
                "A: Chistine d'Aboville", "H: Rene van der Harten", "K: Rev. Martin Luther King Jr. | Osamu Koura",
                "M: H. James de Mann", "P: Robert Pau Shou Chang | Oscar del Pozo",
            ])
    }

    @Test("Without FN, N is composed: prefix, given, middle, family, suffix, list values joined by spaces")
    func composedFromN() throws {
        // RFC 6350 §6.2.2's second example, without its FN.
        let records = try F.read("BEGIN:VCARD\nVERSION:4.0\nN:Stevenson;John;Philip,Paul;Dr.;Jr.,M.D.,A.C.P.\nEND:VCARD\n", .vcard).records
        #expect(records[0].displayName(NameStyle(locale: "en")) == "Dr. John Philip Paul Stevenson Jr. M.D. A.C.P.")
        #expect(records[0].displayName(NameStyle(locale: "hu")) == "Dr. Stevenson John Philip Paul Jr. M.D. A.C.P.")
    }

    @Test("CSV: a Display Name column is shown; e-mail-only rows in any common e-mail column are nameless, under #")
    func csvColumns() throws {
        let collation = try IndexedCollation(locale: "en", style: .uikit)
        for column in ["Primary Email", "E-mail Address", "E-mail 1 - Value", "Email"] {
            let records = try F.read("\(column)\nanna@example.com\nzed@example.com\n", .csv).records
            let sectioned = try collation.sections(ofRecords: records, nameStyle: NameStyle(locale: "en"))
            #expect(F.titled(sectioned) == ["#: anna@example.com | zed@example.com"], "\(column)")
        }
        let named = try F.read("Display Name,First Name,Last Name,Primary Email\nDr. Zoe Adams,Zoe,Adams,z@example.com\n", .csv).records
        #expect(named[0].displayName(NameStyle(locale: "en")) == "Dr. Zoe Adams")
        #expect(named[0].sortText(NameStyle(locale: "en")).hasPrefix("Adams"))
    }
}
