#if canImport(Glibc)
import Glibc
#endif

extension LocaleIdentifier {
    /// The locale POSIX programs would use for collation, and which variable gave it.
    ///
    /// Looks at `LC_ALL`, then `LC_COLLATE`, then `LANG` (the POSIX precedence): the first
    /// that is set and non-empty decides. Its value is a POSIX locale name, converted by
    /// ``posixLocaleID(_:knownModifiersOnly:)`` (`de_DE.UTF-8@euro` → `de_DE`, `sr_RS@latin` → `sr_Latn_RS`).
    /// `C` and `POSIX` (with or without a codeset, `C.UTF-8`) mean `en`, and the variable
    /// that said so is still the origin; only when no variable is set is the origin
    /// ``EnvironmentLocale/Origin/default``.
    ///
    /// - Parameter environment: The variables to consult; the process environment by default.
    /// - Returns: The locale, the variable it came from and that variable's raw value.
    public static func environment(_ environment: [String: String]? = nil) -> EnvironmentLocale {
        for name in ["LC_ALL", "LC_COLLATE", "LANG"] {
            let value: String?
            if let environment {
                value = environment[name]
            } else {
                value = getenv(name).map { String(cString: $0) }
            }
            guard let value, !value.isEmpty else { continue }
            let id = posixLocaleID(value) ?? value
            if id.isEmpty || id == "C" || id == "POSIX" { return EnvironmentLocale("en", origin: .variable(name), value: value) }
            return EnvironmentLocale(LocaleIdentifier(id), origin: .variable(name), value: value)
        }
        return EnvironmentLocale("en", origin: .default, value: nil)
    }

}

/// The locale the environment asks for (``LocaleIdentifier/environment(_:)``), where it came
/// from, and the variable's raw value for messages that quote it.
public struct EnvironmentLocale: Sendable, Hashable {
    /// Where an environment locale came from.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// The named variable (`LC_ALL`, `LC_COLLATE` or `LANG`) was set.
        case variable(String)
        /// No variable was set: the default, `en`.
        case `default`

        /// The variable's name, or `default`.
        public var description: String {
            switch self {
            case .variable(let name): name
            case .default: "default"
            }
        }
    }

    /// The locale (`en` for `C`, `POSIX` and when nothing is set).
    public var identifier: LocaleIdentifier
    /// The variable it came from, or ``Origin/default``.
    public var origin: Origin
    /// The variable's raw value (`de_DE.UTF-8`), `nil` for ``Origin/default``.
    public var value: String?

    /// Creates an environment locale.
    ///
    /// - Parameters:
    ///   - identifier: The locale.
    ///   - origin: Where it came from.
    ///   - value: The variable's raw value.
    public init(_ identifier: LocaleIdentifier, origin: Origin, value: String?) {
        self.identifier = identifier
        self.origin = origin
        self.value = value
    }
}
