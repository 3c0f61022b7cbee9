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
    /// that said so is still the source; only when no variable is set is the source
    /// `default`.
    ///
    /// - Parameter environment: The variables to consult; the process environment by default.
    /// - Returns: The locale ID, its source (the variable's name, or `default`) and the
    ///   variable's raw value (`nil` for `default`), for messages that name it.
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> (id: String, source: String) {
        let found = environmentValue(environment)
        return (found.id, found.source)
    }

    /// Like ``fromEnvironment(_:)``, and also the variable's raw value (`nil` for `default`).
    public static func environmentValue(_ environment: [String: String]? = nil) -> (id: String, source: String, value: String?) {
        for name in ["LC_ALL", "LC_COLLATE", "LANG"] {
            let value: String?
            if let environment {
                value = environment[name]
            } else {
                value = getenv(name).map { String(cString: $0) }
            }
            guard let value, !value.isEmpty else { continue }
            let id = posixLocaleID(value) ?? value
            if id.isEmpty || id == "C" || id == "POSIX" { return ("en", name, value) }
            return (id, name, value)
        }
        return ("en", "default", nil)
    }
}
