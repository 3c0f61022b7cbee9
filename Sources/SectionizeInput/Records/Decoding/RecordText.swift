internal import SectionizeKit
internal import SectionizeICU
/// The text of a structured input, decoded to UTF-8, with the lines that held invalid bytes.
///
/// Lines are numbered from 1; LF, CRLF and a lone CR each end a line (as ``InputDecoder``
/// counts them), so the numbers in messages match what an editor shows.
struct RecordText {
    /// The decoded text as UTF-8, without a byte order mark.
    var utf8: [UInt8]
    /// Lines that held invalid bytes (replaced by U+FFFD), with the message for each.
    var invalidLines: [Int: String]
    /// The offset of the first invalid byte of each line in ``invalidLines`` (`-1` for a NUL
    /// character found after conversion).
    var invalidOffsets: [Int: Int] = [:]

    /// The replacement character U+FFFD in UTF-16.
    static let replacement: UInt16 = 0xFFFD

    /// Decodes `bytes` in `encoding` (or UTF-8/UTF-16 by byte order mark when `nil`).
    ///
    /// Invalid or unmappable bytes, and NUL characters, are replaced by U+FFFD and their line
    /// recorded; under ``InvalidInputPolicy/fail`` the first one throws instead.
    ///
    /// - Throws: `SectionizeError` (`SectionizeError/Code/invalidData`) `SOURCE:LINE: invalid
    ///   ENCODING at file offset N`, or for an encoding ICU cannot open.
    static func decode(
        _ bytes: [UInt8], encoding: TextEncoding?, source: String,
        policy: InvalidInputPolicy
    ) throws(SectionizeError) -> RecordText {
        var start = 0
        var converterName: String
        var label: String
        switch encoding {
        case nil, .utf8?:
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            if encoding == nil, bytes.starts(with: [0xFF, 0xFE]) {
                (converterName, label, start) = ("UTF-16LE", "UTF-16", 2)
            } else if encoding == nil, bytes.starts(with: [0xFE, 0xFF]) {
                (converterName, label, start) = ("UTF-16BE", "UTF-16", 2)
            } else {
                // Fast path: valid UTF-8 without NUL is taken as it is.
                let body = bytes[start...]
                if !body.contains(0), String(validating: body, as: UTF8.self) != nil {
                    return RecordText(utf8: Array(body), invalidLines: [:])
                }
                (converterName, label) = ("UTF-8", "UTF-8")
            }
        case let other?:
            (converterName, label) = (other.icuName, other.rawValue)
        }
        let converter: ICU.Converter
        do {
            converter = try ICU.Converter(name: converterName)
        } catch {
            throw SectionizeError(.invalidData, "\(source): ICU has no converter for \(label) (\(error))", source: source)
        }
        var invalidLines: [Int: String] = [:]
        var invalidOffsets: [Int: Int] = [:]
        var firstFailure: SectionizeError?
        var counter = LineCounter()
        let units: [UInt16]
        do {
            units = try bytes.withUnsafeBufferPointer { all throws(ICUError) in
                let body = UnsafeBufferPointer(rebasing: all[start...])
                return try converter.decode(body) { offset, length, decoded in
                    let line = counter.line(after: decoded)
                    let message = "\(source):\(line): invalid \(label) at file offset \(offset + start)"
                    if firstFailure == nil, policy == .fail {
                        firstFailure = SectionizeError(.invalidData, message, source: source, line: line, byteOffset: offset + start)
                    }
                    if invalidLines[line] == nil {
                        invalidLines[line] = message
                        invalidOffsets[line] = offset + start
                    }
                    decoded.append(replacement)
                }
            }
        } catch {
            throw SectionizeError(.invalidData, "\(source): \(label) conversion failed (\(error))", source: source)
        }
        if let firstFailure { throw firstFailure }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count + units.count / 2)
        var line = 1
        var previousCR = false
        for scalar in Unicode.UTF16.decode(units) {
            var value = scalar
            if value == "\0" {
                let message = "\(source):\(line): NUL character"
                if policy == .fail { throw SectionizeError(.invalidData, message, source: source, line: line) }
                if invalidLines[line] == nil {
                    invalidLines[line] = message
                    invalidOffsets[line] = -1
                }
                value = "\u{FFFD}"
            }
            if value == "\n" { if !previousCR { line += 1 } } else if value == "\r" { line += 1 }
            previousCR = value == "\r"
            utf8.append(contentsOf: UTF8.encode(value)!)
        }
        return RecordText(utf8: utf8, invalidLines: invalidLines, invalidOffsets: invalidOffsets)
    }

    /// Counts lines in growing UTF-16 text, continuing where the last call stopped.
    struct LineCounter {
        private var scanned = 0
        private var line = 1
        private var previousCR = false

        /// The 1-based line that the next character after `decoded` is on.
        mutating func line(after decoded: [UInt16]) -> Int {
            while scanned < decoded.count {
                let unit = decoded[scanned]
                if unit == 0x0A { if !previousCR { line += 1 } } else if unit == 0x0D { line += 1 }
                previousCR = unit == 0x0D
                scanned += 1
            }
            return line
        }
    }
}

extension Unicode.UTF16 {
    /// The scalars of well-formed UTF-16 (ICU's output always is); an unpaired surrogate
    /// becomes U+FFFD.
    static func decode(_ units: [UInt16]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = Unicode.UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.append(scalar)
            case .error: result.append("\u{FFFD}")
            case .emptyInput: break loop
            }
        }
        return result
    }
}
