@testable import SectionizeKit

/// Cheap invariants of each step. Each is linear in the input.
enum FuzzChecks {
    /// A decoding error is only possible under `fail`, and points into the input.
    static func decodingError(_ error: SectionizeError, bytes: [UInt8], policy: InvalidInputPolicy) {
        invariant(policy == .fail, "decoding threw under \(policy): \(error.message)")
        invariant(error.code == .invalidData, "unexpected error code \(error.code)")
        invariant((error.line ?? 0) >= 1, "error without a line: \(error.message)")
        let offset = error.byteOffset ?? -1
        invariant(offset >= 0 && offset < bytes.count, "error offset \(offset) outside 0..<\(bytes.count)")
        invariant(error.message.hasPrefix("fuzz:\(error.line ?? 0): "), "message \(error.message)")
    }

    /// Decoded rows are non-empty, well-formed UTF-8 without LF, CR or NUL, on increasing
    /// lines; issues match the policy.
    static func decoded(_ decoded: DecodedInput, policy: InvalidInputPolicy) {
        let rows = decoded.rows
        invariant(rows.offsets.count == rows.count + 1 && rows.offsets.first == 0 && rows.offsets.last == rows.utf8.count,
                  "row offsets do not span the bytes")
        var previousLine = 0
        for i in 0..<rows.count {
            invariant(rows.offsets[i] < rows.offsets[i + 1], "row \(i) is empty")
            invariant(rows.lineNumbers[i] > previousLine, "row \(i) is on line \(rows.lineNumbers[i]) after line \(previousLine)")
            previousLine = rows.lineNumbers[i]
            rows.withUTF8(i) { row in
                invariant(!row.contains(0x0A) && !row.contains(0x0D) && !row.contains(0x00), "row \(i) holds LF, CR or NUL")
                invariant(String(validating: row, as: UTF8.self) != nil, "row \(i) is not well-formed UTF-8")
            }
        }
        switch policy {
        case .fail: invariant(decoded.issues.isEmpty, "issues under fail")
        case .replace: invariant(decoded.issues.allSatisfy { $0.action == .replaced }, "a non-replacement under replace")
        case .skip: invariant(decoded.issues.allSatisfy { $0.action == .skipped }, "a non-skip under skip")
        }
        invariant(zip(decoded.issues, decoded.issues.dropFirst()).allSatisfy { $0.byteOffset < $1.byteOffset },
                  "issues out of order")
    }

    /// Every row once, in exactly one section; the sections are the index's; `section(for:)`
    /// agrees with the fast path.
    static func sectioned(_ sectioned: SectionedRows, index: IndexedCollation) {
        let n = sectioned.rowCount
        let order = Array(sectioned.orderedRowIndexes)
        invariant(order.count == n, "\(order.count) rows out, \(n) in")
        invariant(sectioned.sectionTitles == index.sectionTitles && sectioned.sectionKinds == index.sectionKinds, "sections are not the index's sections")
        let counts = sectioned.counts
        invariant(counts.count == index.sectionTitles.count && counts.reduce(0, +) == n, "counts \(counts) for \(n) rows")
        var seen = [Bool](repeating: false, count: n)
        var position = 0
        for s in 0..<counts.count {
            let members = sectioned.rowIndexes(inSection: s)
            invariant(members.count == counts[s], "section \(s): \(members.count) rows, counts says \(counts[s])")
            for row in members {
                invariant(row >= 0 && Int(row) < n, "row index \(row) out of range")
                invariant(!seen[Int(row)], "row \(row) appears twice")
                seen[Int(row)] = true
                invariant(sectioned.section(ofRow: Int(row)) == s, "row \(row) listed in section \(s), section(ofRow:) \(sectioned.section(ofRow: Int(row)))")
                invariant(order[position] == row, "orderedRowIndexes differs from the sections at \(position)")
                position += 1
            }
        }
        for i in 0..<n {
            let single = index.section(for: sectioned.rows[i])
            invariant(single == sectioned.section(ofRow: i),
                      "row \(i): sections(ofRows:) says \(sectioned.section(ofRow: i)), section(for:) says \(single)")
        }
    }

    /// Adjacent rows are ordered by section, then by sort key (of the text after leading
    /// blanks, in uikit style), then by input position.
    static func order(_ sectioned: SectionedRows, index: IndexedCollation, collator: ICU.Collator) {
        var previous: (row: Int, section: Int, key: [UInt8])? = nil
        var units: [UInt16] = []
        for row32 in sectioned.orderedRowIndexes {
            let row = Int(row32)
            units.removeAll(keepingCapacity: true)
            units.append(contentsOf: sectioned.rows[row].utf16)
            if index.style == .uikit { LeadingBlanks.trim(&units) }
            let current = (row: row, section: sectioned.section(ofRow: row), key: collator.sortKey(units))
            if let p = previous, p.section == current.section {
                invariant(!current.key.lexicographicallyPrecedes(p.key),
                          "in section \(p.section), row \(p.row) comes before row \(row) but collates after it")
                invariant(current.key != p.key || p.row < row, "rows \(p.row) and \(row) collate equal but are out of input order")
            } else if let p = previous {
                invariant(p.section < current.section, "section \(p.section) comes before section \(current.section)")
            }
            previous = current
        }
    }
}
