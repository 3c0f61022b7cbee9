internal import SectionizeKit
/// Something reported about an input that did not stop reading it: invalid bytes replaced, a
/// line or a record skipped, or a broken line of a record repaired. One type for line input
/// (``InputDecoder``) and structured records (``RecordReader``).
public struct InputIssue: Sendable, Hashable, Codable {
    /// What was wrong with the input.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// An ill-formed UTF-8 subsequence (an overlong form, an encoded surrogate, a value
        /// above U+10FFFF, a truncated sequence, a lone continuation byte, or a byte that never
        /// occurs in UTF-8).
        case invalidUTF8
        /// A NUL (U+0000): a 0x00 byte in UTF-8 input, a 0x0000 code unit in UTF-16 input.
        case nulByte
        /// An unpaired surrogate code unit, or a final odd byte, in UTF-16 input.
        case invalidUTF16
        /// Bytes that are invalid or unmapped in the legacy encoding the input was read in
        /// (`--encoding windows-1252`, Shift_JIS …).
        case invalidEncoded
        /// A record that could not be read (an unterminated quote, a card without its end) or
        /// that held invalid data; see ``InputIssue/explanation``.
        case badRecord
        /// A broken line of a record that was read as contacts apps read it (a vCard comment
        /// line, a continuation without a leading space, a fold inside a character).
        case brokenLine

        /// The words used in messages: `invalid UTF-8`, `NUL byte`, `invalid UTF-16` ….
        public var description: String {
            switch self {
            case .invalidUTF8: "invalid UTF-8"
            case .nulByte: "NUL byte"
            case .invalidUTF16: "invalid UTF-16"
            case .invalidEncoded: "bytes invalid in the input's encoding"
            case .badRecord: "bad record"
            case .brokenLine: "broken line"
            }
        }
    }

    /// What the reader did about it.
    public enum Action: String, Sendable, Hashable, Codable, CaseIterable {
        /// The invalid subpart became one U+FFFD (policy ``InvalidInputPolicy/replace``).
        case replaced
        /// The line or record was left out (policy ``InvalidInputPolicy/skip``).
        case skipped
        /// A broken line was repaired or left out and its record kept, as contacts apps read
        /// it; nothing of the record is lost. Refused instead when reading strictly.
        case repaired
    }

    /// The 1-based line of the input.
    public var line: Int
    /// The 0-based offset, from the start of the input (BOM included), of the first invalid
    /// byte, where the reader knows it (line input); `nil` for record issues.
    public var byteOffset: Int?
    /// What was wrong.
    public var kind: Kind
    /// What the reader did.
    public var action: Action
    /// The input's name, where the reader was given it (records).
    public var source: String?
    /// The reader's own one-line explanation, starting with `SOURCE:LINE:` (records).
    public var explanation: String?

    /// Creates an issue of line input.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - byteOffset: The 0-based offset of the first invalid byte from the start of the input.
    ///   - kind: What was wrong.
    ///   - action: What the decoder did.
    public init(line: Int, byteOffset: Int, kind: Kind, action: Action) {
        self.line = line
        self.byteOffset = byteOffset
        self.kind = kind
        self.action = action
    }

    /// Creates an issue of a record reader, with its explanation.
    ///
    /// - Parameters:
    ///   - action: What the reader did: a record ``Action/skipped``, bytes ``Action/replaced``,
    ///     a line ``Action/repaired``.
    ///   - source: The input's name.
    ///   - line: The 1-based line.
    ///   - message: A one-line explanation starting with `SOURCE:LINE:`.
    public init(action: Action, source: String, line: Int, message: String) {
        self.line = line
        self.kind = action == .repaired ? .brokenLine : action == .replaced ? .invalidEncoded : .badRecord
        self.action = action
        self.source = source
        self.explanation = message
    }

    /// A one-line warning such as `names.txt:3: invalid UTF-8 at file offset 17 (replaced by
    /// U+FFFD)`, or a record reader's explanation.
    ///
    /// - Parameter source: The name of the input, as passed to ``InputDecoder/decode(_:source:policy:)``.
    /// - Returns: The warning, without a line end.
    public func message(source: String) -> String {
        if let explanation { return explanation }
        let what = action == .replaced ? "replaced by U+FFFD" : action == .skipped ? "line skipped" : "repaired"
        let offset = byteOffset.map { " at file offset \($0)" } ?? ""
        return "\(source):\(line): \(kind)\(offset) (\(what))"
    }

    /// The one-line warning, with the input's name the reader was given.
    public var message: String { message(source: source ?? "<input>") }
}
