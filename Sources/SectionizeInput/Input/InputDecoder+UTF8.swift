internal import SectionizeKit
import Glibc

extension InputDecoder {
    /// Decodes UTF-8 `bytes[start...]`, compacting valid rows in place in `bytes`.
    ///
    /// Rows are moved down over the line ends, blank lines and BOM before them (the write
    /// position never passes the read position). A U+FFFD (3 bytes) can be longer than the
    /// subpart it replaces; it is written in place while the room freed so far allows, and
    /// otherwise the output moves to a separate array ("spill") while the rest of the input is
    /// still read from `bytes`.
    static func decodeUTF8(
        _ bytes: inout [UInt8], from start: Int, source: String,
        policy: InvalidInputPolicy
    ) throws(SectionizeError) -> DecodedInput {
        let end = bytes.count
        guard start < end else { return DecodedInput(rows: RowBuffer([])) }
        var offsets: [Int] = [0]
        var lineNumbers: [Int] = []
        var issues = IssueTally()
        var spill: [UInt8]? = nil
        var written = 0
        var failure: SectionizeError? = nil

        bytes.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            var line = 1
            var r = start
            let limit = maximumLineLength
            while r < end {
                let lineStart = r
                var (stop, bad) = scanValid(p, from: r, to: end)
                // A line past the limit fails under every policy, at its first byte past it
                // (before any invalid byte beyond that point).
                if stop &- lineStart > limit {
                    failure = .lineTooLong(source: source, line: line, byteOffset: lineStart &+ limit)
                    return
                }
                if bad == 0 {
                    let length = stop &- lineStart
                    if length > 0 {
                        if spill == nil {
                            if written != lineStart { memmove(p + written, p + lineStart, length) }
                            written &+= length
                            offsets.append(written)
                        } else {
                            spill!.append(contentsOf: UnsafeBufferPointer(start: p + lineStart, count: length))
                            offsets.append(spill!.count)
                        }
                        lineNumbers.append(line)
                    }
                } else {
                    var kind: InputIssue.Kind = p[stop] == 0 ? .nulByte : .invalidUTF8
                    switch policy {
                    case .fail:
                        failure = .invalidInput(kind, source: source, line: line, byteOffset: stop)
                        return
                    case .skip:
                        issues.add(InputIssue(line: line, byteOffset: stop, kind: kind, action: .skipped))
                        stop = lineEnd(p, from: stop, to: end)
                        if stop &- lineStart > limit {
                            failure = .lineTooLong(source: source, line: line, byteOffset: lineStart &+ limit)
                            return
                        }
                    case .replace:
                        var runStart = lineStart
                        while true {
                            let length = stop &- runStart
                            if spill == nil {
                                if written != runStart && length > 0 { memmove(p + written, p + runStart, length) }
                                written &+= length
                            } else {
                                spill!.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: length))
                            }
                            if bad == 0 { break }
                            // U+FFFD goes in place while it ends at or before the next unread byte.
                            if spill == nil && written &+ 3 > stop &+ bad {
                                var out: [UInt8] = []
                                out.reserveCapacity(written &+ (end &- stop) &+ (end &- stop) / 8 &+ 16)
                                out.append(contentsOf: UnsafeBufferPointer(start: p, count: written))
                                spill = out
                            }
                            if spill == nil {
                                p[written] = 0xEF
                                p[written &+ 1] = 0xBF
                                p[written &+ 2] = 0xBD
                                written &+= 3
                            } else {
                                spill!.append(0xEF)
                                spill!.append(0xBF)
                                spill!.append(0xBD)
                            }
                            issues.add(InputIssue(line: line, byteOffset: stop, kind: kind, action: .replaced))
                            runStart = stop &+ bad
                            (stop, bad) = scanValid(p, from: runStart, to: end)
                            if stop &- lineStart > limit {
                                failure = .lineTooLong(source: source, line: line, byteOffset: lineStart &+ limit)
                                return
                            }
                            if bad != 0 { kind = p[stop] == 0 ? .nulByte : .invalidUTF8 }
                        }
                        offsets.append(spill?.count ?? written)
                        lineNumbers.append(line)
                    }
                }
                // `stop` is at the line end (LF, CR or CRLF), or at the end of the input.
                if stop == end { break }
                r = p[stop] == 0x0D && stop &+ 1 < end && p[stop &+ 1] == 0x0A ? stop &+ 2 : stop &+ 1
                line &+= 1
            }
        }
        if let failure { throw failure }
        let utf8: [UInt8]
        if let spill {
            utf8 = spill
        } else {
            bytes.removeLast(end - written)
            utf8 = bytes
        }
        return issues.decoded(RowBuffer(utf8: utf8, offsets: offsets, lineNumbers: lineNumbers))
    }

    /// Scans well-formed, NUL-free UTF-8 from `start` up to a line end, the end of the input, or
    /// the first invalid subpart.
    ///
    /// - Returns: `stop`, where the scan ended, and `bad`: 0 if `stop` is a line end (LF or CR)
    ///   or `end`; otherwise the length of the maximal invalid subpart at `stop` (1 for a NUL).
    @inline(__always)
    static func scanValid(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (stop: Int, bad: Int) {
        var i = start
        while true {
            // ASCII fast path: eight bytes at a time while none is >= 0x80 or < 0x0E (the
            // second test is "hasless(x, n)" from Bit Twiddling Hacks, exact once no high bit is set).
            while i &+ 8 <= end {
                let w = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                if (w | ((w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w)) & 0x8080_8080_8080_8080 != 0 { break }
                i &+= 8
            }
            if i >= end { return (end, 0) }
            let b = p[i]
            if b >= 0x80 {
                let length = sequenceLength(p, at: i, end: end)
                if length > 0 {
                    i &+= length
                    continue
                }
                return (i, -length)
            }
            if b > 0x0D || (b != 0x0A && b != 0x0D && b != 0) {
                i &+= 1
                continue
            }
            return (i, b == 0 ? 1 : 0)
        }
    }

    /// The UTF-8 sequence starting with the non-ASCII byte `p[i]`.
    ///
    /// - Returns: Its length (2–4) if it is well formed per Unicode Table 3-7; otherwise minus
    ///   the length (1–3) of its maximal subpart: the longest prefix of a well-formed sequence.
    @inline(__always)
    static func sequenceLength(_ p: UnsafePointer<UInt8>, at i: Int, end: Int) -> Int {
        let b0 = p[i]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let trailing: Int
        switch b0 {
        case 0xC2...0xDF: trailing = 1
        case 0xE0: trailing = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: trailing = 2
        case 0xED: trailing = 2; high = 0x9F
        case 0xF0: trailing = 3; low = 0x90
        case 0xF1...0xF3: trailing = 3
        case 0xF4: trailing = 3; high = 0x8F
        default: return -1  // 80–C1, F5–FF: never the first byte of a well-formed sequence
        }
        guard i &+ 1 < end, p[i &+ 1] >= low, p[i &+ 1] <= high else { return -1 }
        if trailing == 1 { return 2 }
        guard i &+ 2 < end, p[i &+ 2] & 0xC0 == 0x80 else { return -2 }
        if trailing == 2 { return 3 }
        guard i &+ 3 < end, p[i &+ 3] & 0xC0 == 0x80 else { return -3 }
        return 4
    }

    /// The position of the next LF or CR at or after `start`, or `end`.
    static func lineEnd(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end && p[i] != 0x0A && p[i] != 0x0D { i &+= 1 }
        return i
    }
}
