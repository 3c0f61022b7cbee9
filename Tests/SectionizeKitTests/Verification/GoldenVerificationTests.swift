import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `Golden.verify`: an untouched golden holds, and each kind of edit a tester can make —
/// moving a row to another section, swapping two rows, dropping a section line, changing an
/// index title — fails with a message naming the file, the line, the row and both sections.
/// Expected values: the hand-checked Swedish golden of ``GoldenFixtures``.
@Suite("Golden verification")
struct GoldenVerificationTests {
    let text = GoldenFixtures.swedish

    func verify(_ text: String, strictVersions: Bool = false) throws -> GoldenVerification {
        try Golden(parsing: text, source: "sv.golden").verify(strictVersions: strictVersions)
    }

    @Test("An untouched golden holds: 11 rows, 7 sections, 4 section orders and 30 index titles pass")
    func untouchedGoldenHolds() throws {
        let verification = try verify(text)
        #expect(verification.failures.map(\.description) == [])
        #expect(verification.holds)
        #expect(verification.passedCount == 11 + 7 + 4 + 30)
        #expect(verification.versionNote == nil)
    }

    @Test("A row moved to another section fails at its line: \"Åberg\": expected in A, got Å")
    func movedRowFails() throws {
        var edited = GoldenFixtures.replacing("  Åberg\n", with: "", in: text)
        edited = GoldenFixtures.replacing("  Axel\n", with: "  Axel\n  Åberg\n", in: edited)
        let verification = try verify(edited)
        let line = GoldenFixtures.line(of: "  Åberg", in: edited)
        let rowFailures = verification.failures.filter { $0.kind == .rowSection }
        #expect(rowFailures.map(\.description) == ["sv.golden:\(line): \"Åberg\": expected in A, got Å"])
        #expect(rowFailures.first?.rows == ["Åberg"])
        #expect(rowFailures.first?.expected == ["A"])
        #expect(rowFailures.first?.actual == ["Å"])
        #expect(!verification.holds)
    }

    @Test("Two swapped rows fail with the lines of both: rows out of order in Ö")
    func swappedRowsFail() throws {
        let edited = GoldenFixtures.replacing("  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n", in: text)
        let verification = try verify(edited)
        let first = GoldenFixtures.line(of: "  Östen", in: edited)
        #expect(
            verification.failures.map(\.description)
                == ["sv.golden:\(first)-\(first + 1): rows out of order in Ö: expected \"Östen\", \"Öberg\"; got \"Öberg\", \"Östen\""])
        #expect(verification.failures.first?.kind == .rowOrder)
    }

    @Test("A dropped section line fails for each of its rows and names the section the result has")
    func droppedSectionFails() throws {
        let edited = GoldenFixtures.replacing("== B\n", with: "", in: text)
        let verification = try verify(edited)
        let berit = GoldenFixtures.line(of: "  Berit", in: edited)
        let descriptions = verification.failures.map(\.description)
        #expect(descriptions.contains("sv.golden:\(berit): \"Berit\": expected in A, got B"))
        #expect(descriptions.contains("sv.golden:\(berit + 1): \"Bo\": expected in A, got B"))
        #expect(verification.failures.contains { $0.kind == .extraSection && $0.actual == ["B"] && $0.lines.lowerBound == berit })
    }

    @Test("A changed index title fails at the index line with both titles")
    func changedIndexTitleFails() throws {
        let edited = GoldenFixtures.replacing(" Y Z Å", with: " Y X Å", in: text)
        let verification = try verify(edited)
        let line = GoldenFixtures.line(of: "index: A B C D E F G H I J K L M N O P Q R S T U V W X Y X Å Ä Ö #", in: edited)
        #expect(verification.failures.map(\.description) == ["sv.golden:\(line): index title 26: expected X, got Z"])
        #expect(verification.failures.first?.kind == .indexTitles)
    }

    @Test("A section title the index does not have fails as a missing section and for its rows")
    func unknownSectionTitleFails() throws {
        let edited = GoldenFixtures.replacing("== Ä\n", with: "== AE\n", in: text)
        let verification = try verify(edited)
        let line = GoldenFixtures.line(of: "== AE", in: edited)
        #expect(
            verification.failures.contains {
                $0.kind == .missingSection
                    && $0.description == "sv.golden:\(line): section AE is missing from the result (the index has no section titled AE)"
            })
        #expect(verification.failures.contains { $0.description == "sv.golden:\(line + 1): \"Ängel\": expected in AE, got Ä" })
    }

    @Test("A golden recorded with another CLDR version warns in every failure, and fails only with strictVersions")
    func otherCLDRVersionWarns() throws {
        let old = GoldenFixtures.replacing("cldr: \(IndexedCollation.cldrVersion)", with: "cldr: 41.0", in: text)
        let verification = try verify(old)
        #expect(verification.holds)
        #expect(verification.versionNote == "recorded with CLDR 41.0; running CLDR \(IndexedCollation.cldrVersion)")
        #expect(verification.versionLine == GoldenFixtures.line(of: "cldr: 41.0", in: old))

        let broken = GoldenFixtures.replacing("  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n", in: old)
        let failing = try verify(broken)
        #expect(failing.failures.allSatisfy { $0.versionNote == verification.versionNote })
        #expect(failing.failures.first?.description.hasSuffix("[recorded with CLDR 41.0; running CLDR \(IndexedCollation.cldrVersion)]") == true)

        let strict = try verify(old, strictVersions: true)
        #expect(strict.failures.map(\.kind) == [.versions])
    }

    @Test("A partial golden (some rows only) checks those rows' sections and relative order")
    func partialGoldenHolds() throws {
        let partial = """
            sectionize-golden: 1
            locale: sv
            == A
              Axel
            == Ö
              Östen

            """
        #expect(try verify(partial).holds)
        let wrong = GoldenFixtures.replacing("== Ö\n", with: "== O\n", in: partial)
        #expect(try verify(wrong).failures.map(\.description).contains("sv.golden:6: \"Östen\": expected in O, got Ö"))
    }

    @Test("The re-recorded golden of a failing one holds, keeps every comment and the same rows")
    func updateKeepsCommentsAndRows() throws {
        var edited = GoldenFixtures.replacing("  Öberg\n  Östen\n", with: "  Östen\n  Öberg\n", in: text)
        edited = GoldenFixtures.replacing("== B\n", with: "", in: edited)
        edited = GoldenFixtures.replacing("  Zlatan\n", with: "// the only Z\n  Zlatan\n", in: edited)
        let verification = try verify(edited)
        #expect(!verification.holds)
        let updated = verification.updated.text
        let reparsed = try Golden(parsing: updated, source: "sv.golden")
        #expect(try reparsed.verify().holds)
        #expect(reparsed.rows.map(\.text).sorted() == (try Golden(parsing: edited, source: "x")).rows.map(\.text).sorted())
        for comment in ["// Swedish contacts (hand-checked).", "// B is a letter like any other.", "// the only Z"] {
            #expect(updated.contains(comment + "\n"), "lost \(comment)")
        }
        // The comment stays right before the row it was written before.
        #expect(updated.contains("// the only Z\n  Zlatan\n"))
        #expect(reparsed.index.titles?.value.count == 30)
    }
}
