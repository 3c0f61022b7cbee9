internal import SectionizeKit
/// A piece of invalid input that ``InputDecoder`` replaced or skipped instead of failing.
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

        /// The words used in messages: `invalid UTF-8`, `NUL byte` or `invalid UTF-16`.
        public var description: String {
            switch self {
            case .invalidUTF8: "invalid UTF-8"
            case .nulByte: "NUL byte"
            case .invalidUTF16: "invalid UTF-16"
            case .invalidEncoded: "bytes invalid in the input's encoding"
            }
        }
    }

    /// What the decoder did about it.
    public enum Action: String, Sendable, Hashable, Codable, CaseIterable {
        /// The invalid subpart became one U+FFFD in the row (policy ``InvalidInputPolicy/replace``).
        case replaced
        /// The whole line was dropped (policy ``InvalidInputPolicy/skip``).
        case skipped
    }

    /// The 1-based line of the input.
    public var line: Int
    /// The 0-based offset, from the start of the input (BOM included), of the first invalid byte.
    public var byteOffset: Int
    /// What was wrong.
    public var kind: Kind
    /// What the decoder did.
    public var action: Action

    /// Creates an issue.
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

    /// A one-line warning such as `names.txt:3: invalid UTF-8 at file offset 17 (replaced by U+FFFD)`.
    ///
    /// - Parameter source: The name of the input, as passed to ``InputDecoder/decode(_:source:policy:)``.
    /// - Returns: The warning, without a line end.
    public func message(source: String) -> String {
        let what = action == .replaced ? "replaced by U+FFFD" : "line skipped"
        return "\(source):\(line): \(kind) at file offset \(byteOffset) (\(what))"
    }
}
