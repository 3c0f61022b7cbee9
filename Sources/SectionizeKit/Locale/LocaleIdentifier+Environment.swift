#if canImport(Glibc)
import Glibc
#endif

extension LocaleIdentifier {
    /// The locale POSIX programs would use for collation, and which variable gave it.
    ///
    /// Looks at `LC_ALL`, then `LC_COLLATE`, then `LANG` (the POSIX precedence), takes the
    /// first that is set, non-empty and not `C` or `POSIX`, and strips its encoding and
    /// modifier (`de_DE.UTF-8@euro` → `de_DE`). When none qualifies, the answer is `en`.
    ///
    /// - Parameter environment: The variables to consult; the process environment by default.
    /// - Returns: The locale ID and its source: the variable's name, or `default`.
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> (id: String, source: String) {
        for name in ["LC_ALL", "LC_COLLATE", "LANG"] {
            let value: String?
            if let environment {
                value = environment[name]
            } else {
                value = getenv(name).map { String(cString: $0) }
            }
            guard let value, !value.isEmpty else { continue }
            let id = String(value.prefix { $0 != "." && $0 != "@" })
            if id.isEmpty || id == "C" || id == "POSIX" { continue }
            return (id, name)
        }
        return ("en", "default")
    }
}
