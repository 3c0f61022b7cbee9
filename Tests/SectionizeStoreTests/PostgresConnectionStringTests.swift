// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeKit
import SectionizeStore
import Testing

/// Connection strings read as libpq reads them. Expected values come from PostgreSQL's libpq
/// documentation ("Connection Strings": the keyword/value and URI examples, "Environment
/// Variables", "The Password File", "SSL Support") and libpq's parser
/// (`conninfo_uri_parse_options`, `conninfo_parse` in fe-connect.c); where the store differs
/// on purpose, the test says so.
@Suite("PostgreSQL connection strings, as libpq reads them")
struct PostgresConnectionStringTests {
    static func values(_ string: String) throws -> [String: String] {
        try PostgresConnectionString(string).values
    }

    static func refusal(_ string: String) -> SectionizeError? {
        do {
            _ = try PostgresConnectionString(string)
            return nil
        } catch {
            return error
        }
    }

    @Test("The URI examples of libpq's documentation give the documented parts")
    func documentedURIs() throws {
        #expect(try Self.values("postgresql://") == [:])
        #expect(try Self.values("postgresql://localhost") == ["host": "localhost"])
        #expect(try Self.values("postgresql://localhost:5433") == ["host": "localhost", "port": "5433"])
        #expect(try Self.values("postgresql://localhost/mydb") == ["host": "localhost", "dbname": "mydb"])
        #expect(try Self.values("postgresql://user@localhost") == ["user": "user", "host": "localhost"])
        #expect(try Self.values("postgresql://user:secret@localhost") == ["user": "user", "password": "secret", "host": "localhost"])
        #expect(
            try Self.values("postgresql://other@localhost/otherdb?connect_timeout=10&application_name=myapp")
                == ["user": "other", "host": "localhost", "dbname": "otherdb", "connect_timeout": "10", "application_name": "myapp"])
        // "Components of the hierarchical part of the URI can also be given as parameters."
        #expect(try Self.values("postgresql:///mydb?host=localhost&port=5433") == ["dbname": "mydb", "host": "localhost", "port": "5433"])
        // "The host part may be either a host name or an IP address. To specify an IPv6
        // address, enclose it in square brackets."
        #expect(try Self.values("postgresql://[2001:db8::1234]/database") == ["host": "2001:db8::1234", "dbname": "database"])
        #expect(try Self.values("postgresql://[::1]:5433/db") == ["host": "::1", "port": "5433", "dbname": "db"])
        // A Unix socket's folder, as a parameter or percent-encoded in the host part.
        #expect(try Self.values("postgresql:///dbname?host=/var/lib/postgresql") == ["dbname": "dbname", "host": "/var/lib/postgresql"])
        #expect(try Self.values("postgresql://%2Fvar%2Flib%2Fpostgresql/dbname") == ["host": "/var/lib/postgresql", "dbname": "dbname"])
        // Parameters override the hierarchical part (libpq stores them after it).
        #expect(try Self.values("postgres://a@h1/db1?user=b&host=h2&dbname=db2") == ["user": "b", "host": "h2", "dbname": "db2"])
    }

    @Test("Every part is percent-decoded (%40 is @, + stays +); a bad escape or %00 is refused without showing it")
    func percentDecoding() throws {
        #expect(
            try Self.values("postgres://us%65r:p%40ss%3A%2Fw%2B+@h%6Fst:5432/my%20db?application_name=a%26b%3Dc")
                == ["user": "user", "password": "p@ss:/w++", "host": "host", "port": "5432", "dbname": "my db", "application_name": "a&b=c"])
        for bad in ["postgres://u:se%zzcret@h/db", "postgres://u:secret%4@h/db", "postgres://u:sec%00ret@h/db", "postgres://u:%ff%fe@h/db"] {
            let error = try #require(Self.refusal(bad), "\(bad)")
            #expect(error.code == .invalidOption)
            #expect(!error.message.contains("se%zz") && !error.message.contains("secret") && !error.message.contains("sec%00"), "\(error.message)")
        }
    }

    @Test("postgres:// and postgresql:// in any case are connection strings, never SQLite paths (RFC 3986: schemes are case-insensitive)")
    func schemeInAnyCase() throws {
        for string in ["POSTGRES://u:S3ntinel-pw@127.0.0.1/db", "PostgreSQL://u:S3ntinel-pw@127.0.0.1/db", "postgresql://u:S3ntinel-pw@127.0.0.1/db"]
        {
            let database = StoreDatabase(string)
            guard case .postgres = database else {
                Issue.record("\(string) was taken for \(database)")
                continue
            }
            #expect(try Self.values(string)["password"] == "S3ntinel-pw")
            #expect(!"\(database)".contains("S3ntinel"))
            #expect(!String(reflecting: database).contains("S3ntinel"))
        }
        // A path that merely contains the letters stays a path.
        #expect(StoreDatabase("data/postgres.sqlite") == .sqlite(path: "data/postgres.sqlite"))
        #expect(StoreDatabase("my=file.sqlite") == .sqlite(path: "my=file.sqlite"))
    }

    @Test("A raw @ in a password: the user information ends at the last @ before the host (libpq would end it at the first)")
    func rawAtInPassword() throws {
        // libpq's conninfo_uri_parse_options stops the password at the first @ and would
        // connect to host "x" at port "y@127.0.0.1" (refused); no valid libpq URI has an @ in
        // its host, so reading up to the last @ changes the meaning of none.
        #expect(
            try Self.values("postgres://sentinel:S3ntinel-pw@x:y@127.0.0.1:5432/store_test")
                == ["user": "sentinel", "password": "S3ntinel-pw@x:y", "host": "127.0.0.1", "port": "5432", "dbname": "store_test"])
        // A user name with an @ (cloud providers' user@server) before the password's.
        #expect(
            try Self.values("postgres://me@server:pw@host/db") == ["user": "me@server", "password": "pw", "host": "host", "dbname": "db"])
        // An @ after the first / is a user name or password with a raw /: refused, not sent
        // to the server as a database name.
        let error = try #require(Self.refusal("postgres://u:12/34@host/db"))
        #expect(error.code == .invalidOption)
        #expect(error.message.contains("%2F"))
        #expect(!error.message.contains("12/34"))
    }

    @Test("Ports: 1…65535 only (libpq: \"invalid port number\"), the value not shown; PGPORT too")
    func ports() throws {
        for port in ["0", "119867", "65536", "-1", "54x", "99999999999999999999"] {
            let error = try #require(Self.refusal("postgres://u@127.0.0.1:\(port)/db"), "port \(port)")
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("1 to 65535"))
            #expect(!error.message.contains(port), "\(error.message)")
            #expect(throws: SectionizeError.self) { try PostgresConnectionString("host=127.0.0.1 port=\(port)") }
            #expect(throws: SectionizeError.self) {
                try PostgresConnectionSettings(PostgresConnectionString("postgres://u@h/db"), environment: ["PGPORT": port, "HOME": "/nonexistent"])
            }
        }
        #expect(try Self.values("postgres://h:1/db")["port"] == "1")
        #expect(try Self.values("postgres://h:65535/db")["port"] == "65535")
        let settings = try PostgresConnectionSettings(PostgresConnectionString("postgres://h:65535/db"), environment: ["HOME": "/nonexistent"])
        #expect(settings.port == 65535)
    }

    @Test("Query parameters and keywords the store does not read are refused by name; a parameter without = is not shown")
    func unknownParameters() throws {
        for (string, name) in [
            ("postgres://h/db?foo=1", "foo"), ("postgres://h/db?options=-c%20a%3Db", "options"), ("postgres://h/db?hostaddr=127.0.0.1", "hostaddr"),
            ("host=h fallback_application_name=x", "fallback_application_name"), ("host=h colour=blue", "colour"),
        ] {
            let error = try #require(Self.refusal(string), "\(string)")
            #expect(error.code == .invalidOption)
            #expect(error.message.contains(name), "\(error.message)")
        }
        // `?password=se&cret`: "cret" may be the rest of a password with a raw &.
        let error = try #require(Self.refusal("postgres://h/db?password=se&cret"))
        #expect(!error.message.contains("cret"))
        #expect(Self.refusal("postgres://h1,h2/db")?.code == .invalidOption)
    }

    @Test("The keyword/value form: spaces around =, single quotes with \\' and \\\\ inside (libpq's documented example)")
    func keywordValue() throws {
        // libpq: "host=localhost port=5432 dbname=mydb connect_timeout=10"
        #expect(
            try Self.values("host=localhost port=5432 dbname=mydb connect_timeout=10")
                == ["host": "localhost", "port": "5432", "dbname": "mydb", "connect_timeout": "10"])
        #expect(
            try Self.values("  host = localhost   user=me password='it\\'s a \\\\secret' dbname='' ")
                == ["host": "localhost", "user": "me", "password": "it's a \\secret"])
        #expect(StoreDatabase("host=localhost dbname=mydb") == .postgres(url: "host=localhost dbname=mydb"))
        #expect(Self.refusal("host=localhost password='unterminated")?.code == .invalidOption)
        // A value with a space that was not quoted: the second word is not shown.
        let error = try #require(Self.refusal("host=localhost password=my secret"))
        #expect(!error.message.contains("secret"))
    }

    @Test("Redaction: no piece of the password survives, in the URI, in parameters, in keyword/value strings, or in strings that do not parse")
    func redaction() {
        let sentinel = "S3ntinel-pw@x:y"
        let encoded = "S3ntinel-pw%40x%3Ay"
        let strings = [
            "postgres://sentinel:\(sentinel)@127.0.0.1:5432/db", "postgres://sentinel:\(encoded)@127.0.0.1/db",
            "POSTGRES://sentinel:\(sentinel)@127.0.0.1/db?sslmode=require",
            "postgres://127.0.0.1/db?user=sentinel&password=\(encoded)&sslmode=disable",
            "postgres://127.0.0.1/db?password=\(sentinel)", "postgres://h?password=\(sentinel)", "postgres://sentinel:S3ntinel/pw@h/db",
            "postgres://sentinel:\(sentinel)@127.0.0.1:119867/db", "postgres://sentinel:\(sentinel)@[::1/db",
            "host=127.0.0.1 password=\(sentinel) dbname=db", "host=127.0.0.1 password='\(sentinel) with spaces' dbname=db",
            "host=127.0.0.1 password=S3ntinel-pw @x:y dbname=db", "host=127.0.0.1 password='\(sentinel)", "host=h sslpassword=\(sentinel)",
        ]
        for string in strings {
            let shown = StoreDatabase(string).description
            for piece in ["S3ntinel", "ntinel-pw", "pw@x", "@x:y", "x:y", "/pw@"] {
                #expect(!shown.contains(piece), "\(string) → \(shown)")
            }
        }
        // What is not secret stays.
        #expect(
            StoreDatabase("postgres://sentinel:pw@127.0.0.1:5432/db?sslmode=require").description
                == "postgres://sentinel@127.0.0.1:5432/db?sslmode=require")
        #expect(StoreDatabase("postgres://127.0.0.1/db?password=pw&sslmode=require").description == "postgres://127.0.0.1/db?sslmode=require")
        #expect(StoreDatabase("host=h password='a b' dbname=db").description == "host=h dbname=db")
        #expect(StoreDatabase("postgres://u@h/db").carriesPassword == false)
        #expect(StoreDatabase("postgres://u:pw@h/db").carriesPassword)
        #expect(StoreDatabase("postgres://h/db?password=pw").carriesPassword)
        #expect(StoreDatabase("host=h password=pw").carriesPassword)
    }

    @Test("Left-out values come from PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE; the string wins; defaults")
    func environment() throws {
        let environment = [
            "PGHOST": "envhost", "PGPORT": "6543", "PGUSER": "envuser", "PGPASSWORD": "envpw", "PGDATABASE": "envdb", "PGSSLMODE": "disable",
            "PGAPPNAME": "envapp", "HOME": "/nonexistent",
        ]
        let fromEnvironment = try PostgresConnectionSettings(PostgresConnectionString("postgres://"), environment: environment)
        #expect(fromEnvironment.host == "envhost")
        #expect(fromEnvironment.port == 6543)
        #expect(fromEnvironment.user == "envuser")
        #expect(fromEnvironment.password == "envpw")
        #expect(fromEnvironment.database == "envdb")
        #expect(fromEnvironment.sslMode == .disable)
        #expect(fromEnvironment.applicationName == "envapp")
        let given = try PostgresConnectionSettings(
            PostgresConnectionString("postgres://u:pw@h:7000/db?sslmode=require&application_name=app"), environment: environment)
        #expect([given.host, "\(given.port)", given.user, given.password, given.database] == ["h", "7000", "u", "pw", "db"])
        #expect(given.sslMode == .require)
        #expect(given.applicationName == "app")
        // Defaults: libpq's port 5432, database = user, sslmode prefer; host localhost and
        // user postgres are the store's earlier defaults (libpq: its socket folder, the OS user).
        let defaults = try PostgresConnectionSettings(PostgresConnectionString("postgres://"), environment: ["HOME": "/nonexistent"])
        #expect([defaults.host, "\(defaults.port)", defaults.user, defaults.database] == ["localhost", "5432", "postgres", "postgres"])
        #expect(defaults.sslMode == .prefer)
        #expect(defaults.rootCertificates == .none)
        #expect(defaults.password == nil)
        let named = try PostgresConnectionSettings(PostgresConnectionString("postgres://ann@h"), environment: ["HOME": "/nonexistent"])
        #expect(named.database == "ann")
        // A host that is a folder is a Unix socket, named as libpq names it.
        let socket = try PostgresConnectionSettings(PostgresConnectionString("postgres://%2Ftmp%2Fpg:6000/db"), environment: ["HOME": "/nonexistent"])
        #expect(socket.unixSocketPath == "/tmp/pg/.s.PGSQL.6000")
    }

    @Test("sslmode: the six of libpq; verify-ca and verify-full need root certificates; sslrootcert=system needs verify-full")
    func sslModes() throws {
        let home = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]
        func settings(_ query: String, _ extra: [String: String] = [:]) throws -> PostgresConnectionSettings {
            try PostgresConnectionSettings(PostgresConnectionString("postgres://u@h/db?\(query)"), environment: environment.merging(extra) { $1 })
        }
        for mode in ["disable", "allow", "prefer", "require"] { #expect(try settings("sslmode=\(mode)").rootCertificates == .none) }
        #expect(throws: SectionizeError.self) { try settings("sslmode=verify") }
        #expect(throws: SectionizeError.self) { try settings("sslmode=verify-ca") }
        #expect(throws: SectionizeError.self) { try settings("sslmode=verify-full") }
        #expect(throws: SectionizeError.self) { try settings("sslmode=require&sslrootcert=system") }
        #expect(try settings("sslrootcert=system").sslMode == .verifyFull)
        // ~/.postgresql/root.crt turns verification on (libpq: require then behaves as verify-ca).
        let root = home.appendingPathComponent(".postgresql/root.crt")
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "not read here".write(to: root, atomically: true, encoding: .utf8)
        #expect(try settings("sslmode=require").rootCertificates == .file(root.path))
        #expect(try settings("sslmode=verify-full").rootCertificates == .file(root.path))
        #expect(try settings("sslmode=disable").rootCertificates == .none)
        // PGSSLROOTCERT names the file when the string does not; one that does not exist is refused.
        #expect(throws: SectionizeError.self) { try settings("sslmode=verify-ca", ["PGSSLROOTCERT": "/nonexistent/ca.crt"]) }
        let moved = home.appendingPathComponent("ca.crt")
        try FileManager.default.moveItem(at: root, to: moved)
        #expect(try settings("sslmode=verify-ca", ["PGSSLROOTCERT": moved.path]).rootCertificates == .file(moved.path))
        #expect(try settings("sslmode=verify-ca&sslrootcert=\(moved.path)", ["PGSSLROOTCERT": "/nonexistent/ca.crt"]).sslMode == .verifyCA)
    }

    @Test("~/.pgpass: host:port:database:user:password, * and \\: as libpq, ignored unless 0600; PGPASSWORD wins")
    func passwordFile() throws {
        let home = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent(".pgpass")
        try """
        # a comment
        otherhost:5432:db:u:wrong
        h:*:db:u:pass\\:word\\\\x
        *:*:*:*:fallback

        """.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        func password(_ url: String, _ extra: [String: String] = [:]) throws -> PostgresConnectionSettings {
            try PostgresConnectionSettings(PostgresConnectionString(url), environment: ["HOME": home.path].merging(extra) { $1 })
        }
        #expect(try password("postgres://u@h:6000/db").password == "pass:word\\x")
        #expect(try password("postgres://v@h/db").password == "fallback")
        #expect(try password("postgres://u@h/db", ["PGPASSWORD": "env"]).password == "env")
        #expect(try password("postgres://u:url@h/db", ["PGPASSWORD": "env"]).password == "url")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let ignored = try password("postgres://u@h/db")
        #expect(ignored.password == nil)
        #expect(ignored.passwordFileNote?.contains("chmod 600") == true)
    }

    static func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sectionize-pgconn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
#endif
