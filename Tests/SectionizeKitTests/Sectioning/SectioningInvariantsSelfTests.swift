import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The invariant checker itself catches what it is meant to catch, so that the property
/// tests and fuzz regressions passing means something. The broken results are made by hand
/// from a correct one.
@Suite("Properties: the invariant checker finds broken results")
struct SectioningInvariantsSelfTests {
    static let names = ["Zoe", "anna", "Ärger", "Bert", "bert", "Øre", "42", "😀", "", "Anna", "ärger"]

    func sectioned() throws -> (IndexedCollation, SectionedRows) {
        let index = try IndexedCollation(locale: "de", style: .icu)
        return (index, index.sections(ofRows: RowBuffer(Self.names)))
    }

    /// A copy of `sectioned` with another order and bucket assignment.
    func broken(_ sectioned: SectionedRows, order: [Int32], bucketOfRow: [Int32]? = nil) -> SectionedRows {
        var o = sectioned.order
        o.order = order
        if let bucketOfRow { o.bucketOfRow = bucketOfRow }
        return SectionedRows(rows: sectioned.rows, sectionTitles: sectioned.sectionTitles, sectionKinds: sectioned.sectionKinds, order: o)
    }

    @Test("A correct result has no violations")
    func correct() throws {
        let (index, sectioned) = try sectioned()
        #expect(try SectioningInvariants(index: index).violations(sectioned, expected: Self.names.map { Array($0.utf8) }).isEmpty)
    }

    @Test("Swapping two rows of one section breaks the collation order")
    func swapped() throws {
        let (index, sectioned) = try sectioned()
        var order = sectioned.orderedRowIndexes.map(Int32.init)
        let a = sectioned.section(ofRow: 0)  // "Zoe" and "Ärger"/"anna" are not alone in A…Z
        let members = sectioned.rowIndexes(in: sectioned.section(ofRow: 1)).map(Int32.init)
        #expect(members.count >= 2, "section of anna: \(a)")
        let i = order.firstIndex(of: members[0])!, j = order.firstIndex(of: members[1])!
        order.swapAt(i, j)
        let found = try SectioningInvariants(index: index).violations(broken(sectioned, order: order))
        #expect(found.contains { $0.contains("collates after it") || $0.contains("not in input order") })
    }

    @Test("A dropped row and a duplicated row are both found")
    func droppedAndDuplicated() throws {
        let (index, sectioned) = try sectioned()
        var order = sectioned.orderedRowIndexes.map(Int32.init)
        order[order.count - 1] = order[0]
        let found = try SectioningInvariants(index: index).violations(broken(sectioned, order: order))
        #expect(found.contains { $0.contains("appears 0 times") })
        #expect(found.contains { $0.contains("appears 2 times") })
    }

    @Test("A row assigned to the wrong section is found")
    func wrongSection() throws {
        let (index, sectioned) = try sectioned()
        var buckets = sectioned.order.bucketOfRow
        buckets[0] = buckets[0] == 0 ? 1 : 0
        let found = try SectioningInvariants(index: index).violations(
            broken(sectioned, order: sectioned.orderedRowIndexes.map(Int32.init), bucketOfRow: buckets))
        #expect(!found.isEmpty)
    }

    @Test("Changed row bytes are found")
    func changedBytes() throws {
        let (index, sectioned) = try sectioned()
        var expected = Self.names.map { Array($0.utf8) }
        expected[2] = Array("A\u{308}rger".utf8)
        let found = try SectioningInvariants(index: index).violations(sectioned, expected: expected)
        #expect(found.contains { $0.hasPrefix("row 2 is") })
    }
}
