internal import SectionizeICU
/// The one error every throwing API of SectionizeKit reports.
///
/// The ``code`` says what went wrong in a way a program can switch on; ``message`` is a
/// one-line explanation for people, already prefixed with the input's name and line where
/// the failure is in an input (`names.txt:3: invalid UTF-8 at file offset 17`). Where they apply,
/// ``suggestions`` carries close alternatives (similar locale IDs), ``source``, ``line`` and
/// ``byteOffset`` locate the failure in an input, and ``icuErrorName`` names ICU's own error
/// (`U_ILLEGAL_ARGUMENT_ERROR`) when ICU failed.
///
/// The shape follows swift-subprocess's `SubprocessError`: one type with an extensible
/// ``Code`` rather than one enum per layer. Mapping codes to process exit statuses is the
/// caller's business (the `sectionize` tool uses `sysexits.h`).
///
/// ```swift
/// do {
///     let collation = try IndexedCollation(locale: "xx")
/// } catch {
///     if error.code == .unknownLocale { print(error.suggestions) }
/// }
/// ```
public struct SectionizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure an error is. New codes may be added in later versions, so a
    /// `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// A code named `name`: the extension point through which the other modules of the
        /// package (and a caller's own code) declare their codes, as
        /// `extension SectionizeError.Code { static let storeStale = Code("storeStale") }`.
        /// Two codes are equal when their names are.
        public init(_ name: String) { self.name = name }

        /// The locale identifier is not well formed (neither a BCP 47 tag nor an ICU ID).
        public static let malformedLocale = Code("malformedLocale")
        /// The locale identifier is well formed but ICU has no data for its language.
        public static let unknownLocale = Code("unknownLocale")
        /// An option is out of range (for example a maximum title count below 1).
        public static let invalidOption = Code("invalidOption")
        /// ICU failed where it should not have: a bug or a broken ICU installation, never
        /// the caller's input. ``SectionizeError/icuErrorName`` names ICU's error.
        public static let icuFailure = Code("icuFailure")
        /// Computed readings were asked for but what computes them is missing (for Japanese:
        /// the MeCab library or a MeCab dictionary); the message names the packages to install.
        public static let readingsUnavailable = Code("readingsUnavailable")

        /// The code's name, such as `unknownLocale`.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A one-line explanation, starting with the input's name (and line) where the failure
    /// is in an input.
    public var message: String
    /// Close alternatives, such as similar locale IDs; may be empty.
    public var suggestions: [String]
    /// The input's name (a path, `<stdin>`, or the source given to the decoder) for
    /// failures of an input; otherwise `nil`.
    public var source: String?
    /// The 1-based line of an input where decoding failed; otherwise `nil`.
    public var line: Int?
    /// The 0-based offset from the start of an input of the first bad byte; otherwise `nil`.
    public var byteOffset: Int?
    /// ICU's name for its error (`u_errorName`, such as `U_MISSING_RESOURCE_ERROR`) when ICU
    /// reported the failure; otherwise `nil`.
    public var icuErrorName: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: A one-line explanation.
    ///   - suggestions: Close alternatives.
    ///   - source: The input's name, for a failure of an input.
    ///   - line: The 1-based line, if the failure is at one.
    ///   - byteOffset: The 0-based byte offset, if the failure is at one.
    ///   - icuErrorName: ICU's error name, if ICU reported the failure.
    public init(
        _ code: Code, _ message: String, suggestions: [String] = [], source: String? = nil,
        line: Int? = nil, byteOffset: Int? = nil, icuErrorName: String? = nil
    ) {
        self.code = code
        self.message = message
        self.suggestions = suggestions
        self.source = source
        self.line = line
        self.byteOffset = byteOffset
        self.icuErrorName = icuErrorName
    }

    /// The message, followed by the suggestions when there are any.
    public var description: String {
        suggestions.isEmpty ? message : "\(message) (did you mean: \(suggestions.joined(separator: ", "))?)"
    }
}

extension SectionizeError {
    /// An ICU failure while doing `context`: code ``Code/icuFailure``, with ICU's error name
    /// in the message and in ``icuErrorName``.
    static func icu(_ error: ICUError, _ context: String) -> SectionizeError {
        SectionizeError(.icuFailure, "\(context): \(error.name)", icuErrorName: error.name)
    }
}
