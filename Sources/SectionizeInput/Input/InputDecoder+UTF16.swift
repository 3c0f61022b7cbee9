internal import SectionizeKit
extension InputDecoder {
    /// Decodes UTF-16 `bytes[start...]` (after its BOM) into UTF-8 rows.
    ///
    /// U+000A and U+000D end lines as in UTF-8 input. Each unpaired surrogate, and a final odd
    /// byte, is one invalid subpart (kind ``InputIssue/Kind/invalidUTF16``); U+0000 is a NUL
    /// (kind ``InputIssue/Kind/nulByte``).
    ///
    /// The output is written through a pointer into an array of the worst-case size (3 UTF-8
    /// bytes per 2 input bytes); pages past what is written are never touched.
    static func decodeUTF16(
        _ bytes: [UInt8], from start: Int, bigEndian: Bool, source: String,
        policy: InvalidInputPolicy
    ) throws(SectionizeError) -> DecodedInput {
        let end = bytes.count
        guard start < end else { return DecodedInput(rows: RowBuffer([])) }
        var offsets: [Int] = [0]
        var lineNumbers: [Int] = []
        var issues = IssueTally()
        var failure: SectionizeError? = nil

        let utf8 = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: (end &- start) / 2 &* 3 &+ 3) { output, written in
                let p = input.baseAddress!
                let o = output.baseAddress!
                var w = 0
                var line = 1
                var rowStart = 0
                var skipping = false
                var i = start
                var lineStart = start
                let limit = maximumLineLength
                scan: while i < end {
                    if i &- lineStart > limit {
                        failure = .lineTooLong(source: source, line: line, byteOffset: lineStart &+ limit)
                        break scan
                    }
                    var kind = InputIssue.Kind.invalidUTF16
                    var length = 2
                    if i &+ 1 == end {
                        length = 1
                    } else {
                        let u = unit(p, i, bigEndian)
                        if u == 0x0A || u == 0x0D {
                            if !skipping && w > rowStart {
                                offsets.append(w)
                                lineNumbers.append(line)
                            }
                            i &+= 2
                            if u == 0x0D && i &+ 1 < end && unit(p, i, bigEndian) == 0x0A { i &+= 2 }
                            line &+= 1
                            lineStart = i
                            rowStart = w
                            skipping = false
                            continue
                        }
                        if skipping {
                            i &+= 2
                            continue
                        }
                        if u < 0x80 && u != 0 {
                            o[w] = UInt8(truncatingIfNeeded: u)
                            w &+= 1
                            i &+= 2
                            continue
                        } else if u == 0 {
                            kind = .nulByte
                        } else if u < 0x800 {
                            o[w] = UInt8(truncatingIfNeeded: 0xC0 | u >> 6)
                            o[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
                            w &+= 2
                            i &+= 2
                            continue
                        } else if u & 0xF800 != 0xD800 {
                            o[w] = UInt8(truncatingIfNeeded: 0xE0 | u >> 12)
                            o[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (u >> 6) & 0x3F)
                            o[w &+ 2] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
                            w &+= 3
                            i &+= 2
                            continue
                        } else if u < 0xDC00 && i &+ 3 < end && unit(p, i &+ 2, bigEndian) & 0xFC00 == 0xDC00 {
                            let scalar = 0x10000 &+ ((u &- 0xD800) << 10) &+ (unit(p, i &+ 2, bigEndian) &- 0xDC00)
                            o[w] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                            o[w &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                            o[w &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                            o[w &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                            w &+= 4
                            i &+= 4
                            continue
                        }
                    }
                    // Invalid: an unpaired surrogate, a NUL, or a final odd byte (length 1).
                    if !skipping {
                        switch policy {
                        case .fail:
                            failure = .invalidInput(kind, source: source, line: line, byteOffset: i)
                            break scan
                        case .skip:
                            issues.add(InputIssue(line: line, byteOffset: i, kind: kind, action: .skipped))
                            w = rowStart
                            skipping = true
                        case .replace:
                            issues.add(InputIssue(line: line, byteOffset: i, kind: kind, action: .replaced))
                            o[w] = 0xEF
                            o[w &+ 1] = 0xBF
                            o[w &+ 2] = 0xBD
                            w &+= 3
                        }
                    }
                    i &+= length
                }
                if failure == nil && end &- lineStart > limit {
                    failure = .lineTooLong(source: source, line: line, byteOffset: lineStart &+ limit)
                }
                if failure == nil && !skipping && w > rowStart {
                    offsets.append(w)
                    lineNumbers.append(line)
                }
                written = w
            }
        }
        if let failure { throw failure }
        return issues.decoded(RowBuffer(utf8: utf8, offsets: offsets, lineNumbers: lineNumbers))
    }

    /// The UTF-16 code unit at byte `i`.
    @inline(__always)
    private static func unit(_ p: UnsafePointer<UInt8>, _ i: Int, _ bigEndian: Bool) -> UInt32 {
        bigEndian ? UInt32(p[i]) << 8 | UInt32(p[i &+ 1]) : UInt32(p[i &+ 1]) << 8 | UInt32(p[i])
    }
}
