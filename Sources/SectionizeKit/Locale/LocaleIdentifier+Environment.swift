#if canImport(Glibc)
import Glibc
#endif

extension LocaleIdentifier {
    /// The locale POSIX programs would use for collation, and which variable gave it.
    ///
    /// Looks at `LC_ALL`, then `LC_COLLATE`, then `LANG` (the POSIX precedence): the first
    /// that is set and non-empty decides, with its encoding and modifier stripped
    /// (`de_DE.UTF-8@euro` → `de_DE`). `C` and `POSIX` (and no variable at all) mean `en`,
    /// reported as `default`.
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
            if id.isEmpty || id == "C" || id == "POSIX" { return ("en", "default") }
            return (id, name)
        }
        return ("en", "default")
    }
}
