import Foundation
package import SectionizeKit

/// Everything a PostgreSQL connection needs, resolved as libpq resolves it: a value from the
/// connection string, else from the environment (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`,
/// `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`, `PGSSLCERT`, `PGSSLKEY`, `PGCONNECT_TIMEOUT`,
/// `PGAPPNAME`), else the password file (`PGPASSFILE` or `~/.pgpass`, for the password), else
/// the default.
///
/// Defaults that differ from libpq's (kept from earlier versions of the store): the host is
/// `localhost` (libpq: its Unix socket folder) and the user is `postgres` (libpq: the name of
/// the user running the program).
package struct PostgresConnectionSettings: Sendable, Hashable {
    /// libpq's `sslmode`.
    package enum SSLMode: String, Sendable, CaseIterable {
        /// No TLS.
        case disable
        /// libpq: without TLS, then with TLS if the server insists; here the same as `prefer`.
        case allow
        /// TLS when the server offers it (libpq's default); the certificate is verified only
        /// when a root certificate file exists.
        case prefer
        /// TLS or no connection; the certificate is verified only when a root certificate
        /// file exists (then as `verify-ca`).
        case require
        /// TLS with a certificate signed by the root certificate; any host name.
        case verifyCA = "verify-ca"
        /// TLS with a certificate signed by the root certificate and naming the host.
        case verifyFull = "verify-full"
    }

    /// Where the certificates that verify the server's come from.
    package enum RootCertificates: Sendable, Hashable {
        /// The server's certificate is not verified.
        case none
        /// A PEM file (`sslrootcert`, else `~/.postgresql/root.crt`).
        case file(String)
        /// The system's trusted roots (`sslrootcert=system`).
        case system
    }

    /// The host name or address, or a Unix socket's folder (starting with `/`).
    package var host: String
    /// The TCP port (also names the Unix socket file).
    package var port: Int
    /// The role.
    package var user: String
    /// The password, or `nil`.
    package var password: String?
    /// The database.
    package var database: String
    /// The TLS mode.
    package var sslMode: SSLMode
    /// The roots that verify the server's certificate.
    package var rootCertificates: RootCertificates
    /// The client certificate (a PEM file), if its file exists.
    package var clientCertificate: String?
    /// The client certificate's private key (a PEM file).
    package var clientKey: String?
    /// Seconds to wait for the connection (`nil`: the driver's default, 10 s).
    package var connectTimeout: Int?
    /// `application_name`, sent in the startup message as libpq sends it.
    package var applicationName: String?
    /// Why a password file was not read, for the message when the server asks for a password.
    package var passwordFileNote: String?

    /// The Unix socket when the host is a folder (`host=/var/run/postgresql`), as libpq names it.
    package var unixSocketPath: String? { host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : nil }

    /// Resolves a connection string's values with the environment's and the defaults.
    ///
    /// - Parameters:
    ///   - string: The connection string.
    ///   - environment: The process's environment (`PGHOST` …, `HOME` for `~/.pgpass` and
    ///     `~/.postgresql/`).
    /// - Throws: `invalidOption` for a value that is not valid (a port outside 1…65535, an
    ///   unknown `sslmode`, a root certificate file that `verify-ca` or `verify-full` needs and
    ///   that does not exist, a client key that others can read).
    package init(_ string: PostgresConnectionString, environment: [String: String]) throws(SectionizeError) {
        func value(_ keyword: String, _ variable: String) -> String? {
            if let given = string.values[keyword] { return given }
            if let value = environment[variable], !value.isEmpty { return value }
            return nil
        }
        host = value("host", "PGHOST") ?? "localhost"
        if let text = string.values["port"] {
            port = try PostgresConnectionString.port(text, from: "the connection string")
        } else if let text = environment["PGPORT"], !text.isEmpty {
            port = try PostgresConnectionString.port(text, from: "PGPORT")
        } else {
            port = 5432
        }
        user = value("user", "PGUSER") ?? "postgres"
        database = value("dbname", "PGDATABASE") ?? user
        applicationName = value("application_name", "PGAPPNAME")
        if let text = value("connect_timeout", "PGCONNECT_TIMEOUT") {
            // libpq: an integer; 0 or less waits for ever; 1 is taken as 2.
            guard let seconds = Int(text) else {
                throw SectionizeError(.invalidOption, "connect_timeout must be a whole number of seconds")
            }
            connectTimeout = seconds <= 0 ? 365 * 86_400 : max(2, seconds)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let rootGiven = value("sslrootcert", "PGSSLROOTCERT")
        if let text = value("sslmode", "PGSSLMODE") {
            guard let mode = SSLMode(rawValue: text) else {
                throw SectionizeError(
                    .invalidOption,
                    "sslmode \(text) is not one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sslMode = mode
        } else {
            // libpq 16: sslrootcert=system makes verify-full the default.
            sslMode = rootGiven == "system" ? .verifyFull : .prefer
        }
        // Root certificates (libpq's initialize_SSL): a file that exists turns verification on
        // in every mode that uses TLS; verify-ca and verify-full need one.
        let rootFile = rootGiven ?? "\(home)/.postgresql/root.crt"
        if sslMode == .disable {
            rootCertificates = .none
        } else if rootGiven == "system" {
            guard sslMode == .verifyFull else {
                throw SectionizeError(
                    .invalidOption, "sslrootcert=system needs sslmode=verify-full (libpq refuses sslmode=\(sslMode.rawValue) with it)")
            }
            rootCertificates = .system
        } else if FileManager.default.fileExists(atPath: rootFile) {
            rootCertificates = .file(rootFile)
        } else if sslMode == .verifyCA || sslMode == .verifyFull {
            throw SectionizeError(
                .invalidOption,
                "sslmode=\(sslMode.rawValue) needs the root certificate that signed the server's, and \(rootFile) does not exist: give sslrootcert=FILE (or sslrootcert=system), or sslmode=require to connect without verifying the server"
            )
        } else {
            rootCertificates = .none
        }
        // A client certificate when its file exists (libpq: sslcert, else ~/.postgresql/postgresql.crt).
        let certificate = value("sslcert", "PGSSLCERT") ?? "\(home)/.postgresql/postgresql.crt"
        if sslMode != .disable, FileManager.default.fileExists(atPath: certificate) {
            let key = value("sslkey", "PGSSLKEY") ?? "\(home)/.postgresql/postgresql.key"
            try Self.checkKeyFile(key, certificate: certificate)
            clientCertificate = certificate
            clientKey = key
        }
        password = string.values["password"] ?? environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        if password == nil {
            let file = environment["PGPASSFILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.pgpass"
            (password, passwordFileNote) = Self.passwordFromFile(file, host: host, port: port, database: database, user: user)
        }
    }

    /// libpq's checks of a client key (`initialize_SSL`): it exists, is a plain file, and, when
    /// owned by the user running the program, is readable by no one else (0600 or less); when
    /// owned by root, writable by no one else and readable at most by its group (0640).
    private static func checkKeyFile(_ key: String, certificate: String) throws(SectionizeError) {
        var info = stat()
        guard stat(key, &info) == 0 else {
            throw SectionizeError(.invalidOption, "the client certificate \(certificate) has no private key file \(key) (sslkey=FILE)")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw SectionizeError(.invalidOption, "the private key \(key) is not a plain file")
        }
        if info.st_uid == geteuid() && info.st_mode & 0o077 != 0 {
            throw SectionizeError(.invalidOption, "the private key \(key) can be read by others: chmod 600 it (libpq refuses it too)")
        }
        if info.st_uid == 0 && info.st_mode & 0o037 != 0 {
            throw SectionizeError(.invalidOption, "the private key \(key) can be read by others: chmod 640 it (libpq refuses it too)")
        }
    }

    /// The password of the first line of a password file that matches (libpq's
    /// `passwordFromFile`: `host:port:database:user:password`, `*` matching anything, `\:`
    /// and `\\` escapes, `#` comments), and why the file was not read, if it was not.
    static func passwordFromFile(
        _ path: String, host: String, port: Int, database: String, user: String
    ) -> (password: String?, note: String?) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (nil, nil) }
        guard info.st_mode & S_IFMT == S_IFREG else { return (nil, "the password file \(path) is not a plain file") }
        if info.st_mode & 0o077 != 0 {
            return (nil, "the password file \(path) was ignored: others can read it (chmod 600 it)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        // libpq matches the default Unix socket folder as "localhost".
        let hostName = host == "/var/run/postgresql" ? "localhost" : host
        let wanted = [hostName, String(port), database, user]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            let line = line.hasSuffix("\r") ? line.dropLast() : line[...]
            if line.first == "#" { continue }
            // Each field: its text unescaped, and whether it was a bare `*` (a wildcard).
            var fields: [(text: String, wildcard: Bool)] = []
            var current = ""
            var escapedInField = false
            var escaped = false
            for c in line {
                if escaped {
                    current.append(c)
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                    escapedInField = true
                } else if c == ":" && fields.count < 4 {
                    fields.append((current, current == "*" && !escapedInField))
                    current = ""
                    escapedInField = false
                } else {
                    current.append(c)
                }
            }
            guard fields.count == 4 else { continue }
            if (0..<4).allSatisfy({ fields[$0].wildcard || fields[$0].text == wanted[$0] }) {
                return (current.isEmpty ? nil : current, nil)
            }
        }
        return (nil, nil)
    }
}
