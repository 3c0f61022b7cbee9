#if DEBUG || SECTIONIZE_TESTABLE_RELEASE  // see TestSupport.swift
@testable public import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// The invariants every ``SectionedRows`` must satisfy — the one place that states them, in
/// the spirit of swift-collections' `_checkInvariants()` — checked independently of the
/// sectioner's own code:
///
/// 1. bytes unchanged: the buffer holds exactly the expected rows, in input order;
/// 2. nothing lost: the output order is a permutation of the input positions (and, as bytes,
///    the same multiset of rows);
/// 3. the sections are the index's, every row is in exactly one of them, `counts`,
///    `rowIndexes(inSection:)`, `section(ofRow:)`, `nonEmptySections` and
///    `orderedRowIndexes` agree with each other;
/// 4. the fast path (one full sort key per row) puts each row where `section(for:)` does;
/// 5. the order is by section, then by the locale's collation (of the text after leading
///    blanks, in uikit style), then by input position.
///
/// The collation keys come from a collator opened here (`ICU.Collator`), not from the
/// index's cached one, and from text transcoded by the standard library, not by
/// `RowBuffer.appendUTF16`. Used by the property tests, the replay of fuzz inputs and the
/// fuzz target (`Sources/SectionizeFuzz`), which traps on the first violation.
public struct SectioningInvariants: Sendable {
    /// The index the rows were sectioned with.
    public let index: IndexedCollation
    /// A fresh collator for the index's primary locale.
    let collator: ICU.Collator

    /// Opens a collator of the index's primary locale.
    public init(index: IndexedCollation) throws {
        self.index = index
        collator = try ICU.Collator(locale: index.resolvedLocales[0])
    }

    /// Every violation found, at most `limit` of them, as readable lines; empty when all hold.
    ///
    /// - Parameters:
    ///   - sectioned: The result of `index.sections(ofRows:)`.
    ///   - expected: The bytes each input row must have (nil: take `sectioned.rows` as given).
    public func violations(_ sectioned: SectionedRows, expected: [[UInt8]]? = nil, limit: Int = 10) -> [String] {
        var found: [String] = []
        func fail(_ message: @autoclosure () -> String) { if found.count < limit { found.append(message()) } }

        let rows = sectioned.rows
        let n = rows.count
        let bytes: [[UInt8]] = (0..<n).map { i in rows.withUTF8(i) { Array($0) } }

        // Bytes unchanged: the buffer holds exactly the expected rows, in input order.
        if let expected {
            if expected.count != n { fail("row count \(n), expected \(expected.count)") }
            for i in 0..<min(n, expected.count) where bytes[i] != expected[i] {
                fail("row \(i) is \(hex(bytes[i])), expected \(hex(expected[i]))")
            }
        }

        // Nothing lost: the output is a permutation of the input positions, so the output rows
        // are the input rows with duplicates kept, and (mapped to bytes) the same multiset.
        let order = sectioned.orderedRowIndexes.map(Int32.init)
        if order.count != n { fail("\(order.count) rows out, \(n) in") }
        var seen = [Int](repeating: 0, count: n)
        for row in order {
            guard row >= 0 && Int(row) < n else { fail("row index \(row) out of range"); continue }
            seen[Int(row)] += 1
        }
        for (i, times) in seen.enumerated() where times != 1 { fail("row \(i) appears \(times) times in the output") }
        let outBytes = order.compactMap { $0 >= 0 && Int($0) < n ? bytes[Int($0)] : nil }
        if outBytes.sorted(by: lexicographic) != bytes.sorted(by: lexicographic) {
            fail("the output rows are not the input rows (as a multiset of byte strings)")
        }

        // Every row in exactly one section, and the sections concatenated are the output.
        let sectionCount = sectioned.sectionTitles.count
        let counts = sectioned.sectionCounts  // computed on each call: read once
        if sectioned.sectionTitles != index.sectionTitles || sectioned.sectionKinds != index.sectionKinds {
            fail("the sections are not the index's sections")
        }
        if counts.count != sectionCount { fail("\(counts.count) counts for \(sectionCount) sections") }
        var concatenated: [Int32] = []
        var inSections = [Int](repeating: 0, count: n)
        for s in 0..<sectionCount {
            let members = sectioned.rowIndexes(in: CollationSection(rawValue: s))
            if s < counts.count && members.count != counts[s] {
                fail("section \(s) has \(members.count) rows but counts says \(counts[s])")
            }
            for row in members where row >= 0 && Int(row) < n {
                inSections[Int(row)] += 1
                if sectioned.section(ofRow: Int(row)).rawValue != s {
                    fail("row \(row) is listed in section \(s) but section(ofRow:) says \(sectioned.section(ofRow: Int(row)))")
                }
            }
            concatenated += members.map(Int32.init)
        }
        for (i, times) in inSections.enumerated() where times != 1 { fail("row \(i) is in \(times) sections") }
        if concatenated != order { fail("the sections' rows concatenated are not orderedRowIndexes") }
        let nonEmpty = sectioned.nonEmptySections
        if nonEmpty.map(\.rawValue) != (0..<sectionCount).filter({ !sectioned.rowIndexes(in: CollationSection(rawValue: $0)).isEmpty }) {
            fail("nonEmptySections does not list exactly the non-empty sections")
        }

        // The fast path (one full key per row) puts each row where section(for:) does.
        let strings = bytes.map { String(decoding: $0, as: UTF8.self) }
        for i in 0..<n {
            let s = sectioned.section(ofRow: i).rawValue
            if s < 0 || s >= sectionCount { fail("row \(i) is in section \(s), outside 0..<\(sectionCount)"); continue }
            let single = index.section(for: strings[i]).rawValue
            if single != s { fail("row \(i) \(hex(bytes[i])): sections(ofRows:) says \(s), section(for:) says \(single)") }
        }

        // Order: by section, then by collation key (of the text after leading blanks, in uikit
        // style), then by input position.
        let keys = strings.map { string -> [UInt8] in
            var units = Array(string.utf16)
            if index.style == .uikit { LeadingBlanks.trim(&units) }
            return collator.sortKey(units)
        }
        var previous: Int32? = nil
        for row in order where row >= 0 && Int(row) < n {
            defer { previous = row }
            guard let a = previous else { continue }
            let sa = sectioned.section(ofRow: Int(a)), sb = sectioned.section(ofRow: Int(row))
            if sa > sb { fail("row \(a) (section \(sa)) comes before row \(row) (section \(sb))"); continue }
            if sa < sb { continue }
            let ka = keys[Int(a)], kb = keys[Int(row)]
            if kb.lexicographicallyPrecedes(ka) {
                fail("in section \(sa), row \(a) \(hex(bytes[Int(a)])) comes before row \(row) \(hex(bytes[Int(row)])) but collates after it")
            } else if ka == kb && a > row {
                fail("in section \(sa), rows \(a) and \(row) collate equal but are not in input order")
            }
        }
        return found
    }

    private func lexicographic(_ a: [UInt8], _ b: [UInt8]) -> Bool { a.lexicographicallyPrecedes(b) }
}

/// A string without its leading white space and invisible format characters: the text the
/// uikit style sections and orders a row by (the library's `LeadingBlanks`).
public func withoutLeadingBlanks(_ string: String) -> String {
    var units = Array(string.utf16)
    LeadingBlanks.trim(&units)
    return String(decoding: units, as: UTF16.self)
}

/// Bytes as hex, for messages (`41 C3 84`), shortened past 24 bytes.
public func hex(_ bytes: [UInt8]) -> String {
    let shown = bytes.prefix(24).map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
    return "[" + shown.joined(separator: " ") + (bytes.count > 24 ? " … (\(bytes.count) bytes)" : "") + "]"
}
#endif
