/// The error every throwing API of SectionizeKit reports.
///
/// The ``code`` says what went wrong in a way a program can switch on; ``message`` is a
/// one-line explanation for people; ``suggestions`` carries close alternatives where they
/// help (for an unknown locale, similar available locale IDs).
public struct SectionizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        init(_ name: String) { self.name = name }

        /// The locale identifier is not well formed (neither a BCP 47 tag nor an ICU ID).
        public static let malformedLocale = Code("malformedLocale")
        /// The locale identifier is well formed but ICU has no data for its language.
        public static let unknownLocale = Code("unknownLocale")
        /// An option is out of range (for example a maximum label count below 1).
        public static let invalidOption = Code("invalidOption")
        /// ICU reported an error.
        public static let icuFailure = Code("icuFailure")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A one-line explanation.
    public var message: String
    /// Close alternatives, such as similar locale IDs; may be empty.
    public var suggestions: [String]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: A one-line explanation.
    ///   - suggestions: Close alternatives.
    public init(_ code: Code, _ message: String, suggestions: [String] = []) {
        self.code = code
        self.message = message
        self.suggestions = suggestions
    }

    /// The message, followed by the suggestions when there are any.
    public var description: String {
        suggestions.isEmpty ? message : "\(message) (did you mean: \(suggestions.joined(separator: ", "))?)"
    }

    static func icu(_ error: ICUError, _ context: String) -> SectionizeError {
        SectionizeError(.icuFailure, "\(context): ICU error \(error.code)")
    }
}
