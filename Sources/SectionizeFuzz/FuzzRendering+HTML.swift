import Foundation
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
@testable import SectionizeCLI
import SectionizeTestSupport

extension FuzzRendering {
    /// `--format html`: whatever the rows hold, the page has exactly its own two script
    /// elements, its data element holds no `<` and no raw U+2028/U+2029, and the data's
    /// sections decode to the printed sections' rows, byte for byte.
    static func checkHTML(_ html: [UInt8], sectioned: SectionedRows, printed: [Int]) {
        let lowered = html.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        let opens = occurrences(Array("<script".utf8), in: lowered)
        let closes = occurrences(Array("</script".utf8), in: lowered)
        invariant(opens.count == 2 && closes.count == 2, "HTML has \(opens.count) <script and \(closes.count) </script")
        guard opens.count == 2, closes.count == 2, let open = find(Array(">".utf8), in: html, from: opens[0]) else { return }
        let data = Array(html[(open + 1)..<closes[0]])
        invariant(!data.contains(UInt8(ascii: "<")), "a raw < inside the HTML data element")
        invariant(
            find([0xE2, 0x80, 0xA8], in: data, from: 0) == nil && find([0xE2, 0x80, 0xA9], in: data, from: 0) == nil,
            "a raw U+2028/U+2029 inside the HTML data element")
        do {
            let document = try JSONDecoder().decode(HTMLDocument.self, from: Data(data))
            invariant(document.sections.count == printed.count, "HTML has \(document.sections.count) sections, \(printed.count) printed")
            for (k, s) in printed.enumerated() where k < document.sections.count {
                let rows = document.sections[k].rows.map { Array($0.utf8) }
                let expected = sectioned.rowIndexes(in: CollationSection(rawValue: s)).map { row in sectioned.rows.withUTF8(Int(row)) { Array($0) } }
                invariant(rows == expected, "HTML section \(k) rows \(rows.map(hex)) differ from \(expected.map(hex))")
            }
        } catch {
            invariant(false, "HTML data does not parse (\(error))")
        }
    }

    /// Every position of `needle` in `haystack`.
    private static func occurrences(_ needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let at = find(needle, in: haystack, from: from) {
            found.append(at)
            from = at + 1
        }
        return found
    }
}

/// The part of the HTML page's data element checked here.
private struct HTMLDocument: Decodable {
    struct Section: Decodable {
        var rows: [String]
    }
    var sections: [Section]
}
