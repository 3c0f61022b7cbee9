/// Why an input could not be read or decoded.
///
/// ``message`` is one line for people, already prefixed with the source (and line, for
/// decoding errors): `names.txt:3: invalid UTF-8 at byte 17`. ``exitCode`` is the
/// `sysexits.h` status a command-line tool should exit with.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The bytes are not valid text under the policy in force (ill-formed UTF-8 or UTF-16, NUL).
        public static let invalidData = Code("invalidData")
        /// The path does not exist (`ENOENT`, or `ENOTDIR` for a path through a non-directory).
        public static let fileNotFound = Code("fileNotFound")
        /// The path is a directory.
        public static let isDirectory = Code("isDirectory")
        /// The file exists but may not be read (`EACCES`, `EPERM`).
        public static let unreadable = Code("unreadable")
        /// Opening or reading failed for another reason (an I/O error, for example).
        public static let readFailed = Code("readFailed")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public var code: Code
    /// The input's name: a path, `<stdin>`, or the `source` given to the decoder.
    public var source: String
    /// The 1-based line, for decoding errors.
    public var line: Int?
    /// The 0-based offset of the first bad byte from the start of the input, for decoding errors.
    public var byteOffset: Int?
    /// A one-line explanation, starting with the source.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - source: The input's name.
    ///   - line: The 1-based line, if the failure is at one.
    ///   - byteOffset: The 0-based byte offset, if the failure is at one.
    ///   - message: A one-line explanation.
    public init(_ code: Code, source: String, line: Int? = nil, byteOffset: Int? = nil, message: String) {
        self.code = code
        self.source = source
        self.line = line
        self.byteOffset = byteOffset
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The `sysexits.h` status for this failure: 65 (`EX_DATAERR`) for ``Code/invalidData``;
    /// 66 (`EX_NOINPUT`) for ``Code/fileNotFound``, ``Code/isDirectory`` and ``Code/unreadable``;
    /// 74 (`EX_IOERR`) for ``Code/readFailed`` and any other code.
    public var exitCode: Int32 {
        switch code {
        case .invalidData: 65
        case .fileNotFound, .isDirectory, .unreadable: 66
        default: 74
        }
    }

    /// The error for invalid input under ``InvalidInputPolicy/fail``:
    /// `SOURCE:LINE: invalid UTF-8 at byte N` (or `NUL byte`, `invalid UTF-16`).
    static func invalidInput(_ kind: InputIssue.Kind, source: String, line: Int, byteOffset: Int) -> InputError {
        InputError(.invalidData, source: source, line: line, byteOffset: byteOffset,
                   message: "\(source):\(line): \(kind) at byte \(byteOffset)")
    }
}
