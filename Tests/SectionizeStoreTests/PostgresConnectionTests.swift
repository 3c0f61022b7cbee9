// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeKit
@testable import SectionizeStore
import SectionizeTestSupport
import Testing

/// Connections as libpq makes them, against throwaway clusters with TLS (a CA, certificates
/// and `pg_hba.conf` lines the test makes; `PostgresCluster(tls:)`): every `sslmode`, roles
/// that may connect only over TLS, with a password or with a client certificate, and a
/// password that must never be shown. Expected behaviour from libpq's documentation ("SSL
/// Support": the `sslmode` table; "Connection Strings"; "Environment Variables").
@Suite("PostgreSQL connections: sslmode, roles, passwords")
struct PostgresConnectionTests {
    /// An environment with no `PG…` variable and a `HOME` without `.pgpass` or
    /// `.postgresql/` (unless the test writes them).
    static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
        environment["HOME"] = home.path
        return environment.merging(extra) { $1 }
    }

    /// Connects as the store does and asks the server one question.
    static func ask(_ url: String, _ sql: String, environment: [String: String]) throws(SectionizeError) -> String? {
        let backend = try PostgresBackend(url: url, busyTimeout: 5, environment: environment)
        return try backend.read { (session) throws(SectionizeError) -> String? in try session.scalar(sql)?.text }
    }

    /// The error a connection ends with, or `nil` when it connects.
    static func refusal(_ url: String, environment: [String: String]) -> SectionizeError? {
        do {
            _ = try ask(url, "SELECT 1", environment: environment)
            return nil
        } catch {
            return error
        }
    }

    /// Runs `body` with a throwaway cluster (with TLS when `tls` is given), a `HOME` of its own
    /// and ``environment(home:_:)`` with `extra`; then stops the cluster and removes the
    /// folder, whatever `body` does.
    static func withCluster(
        tls: PostgresCluster.ServerCertificate? = nil, environment extra: [String: String] = [:],
        _ body: (_ cluster: PostgresCluster, _ home: URL, _ environment: [String: String]) throws -> Void
    ) throws {
        let cluster = try PostgresCluster(tls: tls)
        defer { cluster.stop() }
        let home = try PostgresConnectionStringTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        try body(cluster, home, environment(home: home, extra))
    }

    static let overTLS = "SELECT ssl::text FROM pg_catalog.pg_stat_ssl WHERE pid = pg_catalog.pg_backend_pid()"

    /// Words a message must not be made of: driver types and enum names.
    static let driverWords = ["PSQLError", "connectionError", "NIOSSL", "BoringSSL", "sslUnsupported", "IOError", "errno"]

    @Test("prefer (the default), allow and require connect over TLS as a role the server accepts only over TLS; disable is refused in words")
    func sslModesAgainstTLSOnlyRole() throws {
        try Self.withCluster(tls: .localhost) { cluster, home, environment in
            for query in ["", "sslmode=prefer", "sslmode=allow", "sslmode=require"] {
                #expect(try Self.ask(cluster.url(as: "tls_only", query), Self.overTLS, environment: environment) == "true", "\(query)")
                #expect(try Self.ask(cluster.url(as: "tls_only", query), "SELECT current_user", environment: environment) == "tls_only")
            }
            // PGSSLMODE when the string gives none; the string wins over it.
            #expect(Self.refusal(cluster.url(as: "tls_only"), environment: environment.merging(["PGSSLMODE": "disable"]) { $1 }) != nil)
            #expect(
                Self.refusal(cluster.url(as: "tls_only", "sslmode=require"), environment: environment.merging(["PGSSLMODE": "disable"]) { $1 }) == nil
            )
            let refused = try #require(Self.refusal(cluster.url(as: "tls_only", "sslmode=disable"), environment: environment))
            #expect(refused.code == .storeUnavailable)
            // PostgreSQL's own words (auth.c): pg_hba.conf rejects connection for host …, no encryption.
            #expect(refused.message.contains("the server refused the connection: pg_hba.conf rejects connection for host"), "\(refused.message)")
            #expect(refused.message.contains("no encryption"))
            for word in Self.driverWords { #expect(!refused.message.contains(word), "\(refused.message)") }
            // A plain role still connects without TLS.
            #expect(try Self.ask(cluster.url(as: "store_test", "sslmode=disable"), Self.overTLS, environment: environment) == "false")
        }
    }

    @Test("verify-ca and verify-full with the right CA connect (by address and by name); a stranger CA, or none, is refused")
    func verification() throws {
        try Self.withCluster(tls: .localhost) { cluster, home, environment in
            let certificates = try #require(cluster.certificates)
            for host in ["127.0.0.1", "localhost"] {
                for mode in ["verify-ca", "verify-full"] {
                    let url = cluster.url(as: "tls_only", host: host, "sslmode=\(mode)&sslrootcert=\(certificates.ca)")
                    #expect(try Self.ask(url, Self.overTLS, environment: environment) == "true", "\(mode) \(host)")
                }
            }
            for mode in ["verify-ca", "verify-full", "require"] {
                let stranger = try #require(
                    Self.refusal(cluster.url(as: "tls_only", "sslmode=\(mode)&sslrootcert=\(certificates.strangerCA)"), environment: environment),
                    "\(mode)")
                #expect(stranger.code == .storeUnavailable)
                #expect(
                    stranger.message.contains("the server's certificate is not signed by a certificate of \(certificates.strangerCA)"),
                    "\(stranger.message)")
                for word in Self.driverWords { #expect(!stranger.message.contains(word), "\(stranger.message)") }
            }
            // No root certificate: verify-* cannot verify (libpq refuses to connect), exit 64.
            let none = try #require(Self.refusal(cluster.url(as: "tls_only", "sslmode=verify-full"), environment: environment))
            #expect(none.code == .invalidOption)
            #expect(none.message.contains(".postgresql/root.crt does not exist"), "\(none.message)")
            // ~/.postgresql/root.crt as libpq reads it: the stranger CA makes require fail (libpq:
            // require with a root certificate file behaves as verify-ca); the right one verifies.
            let root = home.appendingPathComponent(".postgresql/root.crt")
            try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: certificates.strangerCA, toPath: root.path)
            #expect(Self.refusal(cluster.url(as: "tls_only", "sslmode=require"), environment: environment)?.code == .storeUnavailable)
            try FileManager.default.removeItem(at: root)
            try FileManager.default.copyItem(atPath: certificates.ca, toPath: root.path)
            #expect(try Self.ask(cluster.url(as: "tls_only", "sslmode=verify-full"), Self.overTLS, environment: environment) == "true")
            #expect(
                try Self.ask(cluster.url(as: "tls_only"), Self.overTLS, environment: Self.environment(home: home, ["PGSSLMODE": "verify-full"]))
                    == "true"
            )
        }
    }

    @Test("verify-full against a certificate for db.example fails naming the host; verify-ca and require accept it")
    func certificateForAnotherName() throws {
        try Self.withCluster(tls: .otherName) { cluster, home, environment in
            let certificates = try #require(cluster.certificates)
            for host in ["127.0.0.1", "localhost"] {
                let url = cluster.url(as: "tls_only", host: host, "sslmode=verify-full&sslrootcert=\(certificates.ca)")
                let error = try #require(Self.refusal(url, environment: environment), "\(host)")
                #expect(error.code == .storeUnavailable)
                #expect(error.message.contains("the server's certificate is for db.example, not \(host)"), "\(error.message)")
                for word in Self.driverWords { #expect(!error.message.contains(word), "\(error.message)") }
                #expect(
                    try Self.ask(
                        cluster.url(as: "tls_only", host: host, "sslmode=verify-ca&sslrootcert=\(certificates.ca)"), Self.overTLS,
                        environment: environment) == "true")
            }
            #expect(try Self.ask(cluster.url(as: "tls_only", "sslmode=require"), Self.overTLS, environment: environment) == "true")
        }
    }

    @Test("A server without TLS: require and verify-full are refused in words, prefer connects without; a Unix socket folder as host")
    func serverWithoutTLS() throws {
        try Self.withCluster { cluster, home, environment in
            let error = try #require(Self.refusal(cluster.url(as: cluster.user, "sslmode=require"), environment: environment))
            #expect(error.code == .storeUnavailable)
            #expect(error.message.hasSuffix("the server does not accept TLS, and sslmode=require was given"), "\(error.message)")
            #expect(try Self.ask(cluster.url(as: cluster.user), Self.overTLS, environment: environment) == "false")
            // libpq: a host that starts with / is the folder of the server's Unix socket.
            let socket = "postgres:///\(cluster.databaseName)?host=\(cluster.folder.path)&port=\(cluster.port)&user=\(cluster.user)"
            #expect(try Self.ask(socket, "SELECT current_user", environment: environment) == cluster.user)
            let keywordValue = "host='\(cluster.folder.path)' port=\(cluster.port) user=\(cluster.user) dbname=\(cluster.databaseName)"
            #expect(try Self.ask(keywordValue, "SELECT current_database()", environment: environment) == cluster.databaseName)
        }
    }

    @Test("?user= connects as that user (current_user, the side tables' owner); application_name is sent; a client certificate logs in cert_user")
    func rolesAndClientCertificates() throws {
        try Self.withCluster(tls: .localhost, environment: ["PGPASSWORD": PostgresCluster.sentinelPassword]) { cluster, home, environment in
            let certificates = try #require(cluster.certificates)
            let url = cluster.url(as: cluster.user, "user=sentinel&application_name=sectionize%20test")
            #expect(try Self.ask(url, "SELECT current_user", environment: environment) == "sentinel")
            #expect(try Self.ask(url, "SELECT pg_catalog.current_setting('application_name')", environment: environment) == "sectionize test")
            _ = try PostgresContacts(cluster: cluster, rows: [(id: 1, name: "Anna Berg", yomi: nil), (id: 2, name: "Bo Ek", yomi: nil)])
            let build = try runStore(
                ["store", "build", url, "--table", "contacts", "--id", "id", "--name", "name", "--locale", "sv"], environment: environment)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try cluster.psql("SELECT tableowner FROM pg_tables WHERE tablename = 'contacts__sectionize_stamp'") == ["sentinel"])
            // Client certificates: cert_user logs in with one (pg_hba `cert`), not without.
            let certificate = cluster.url(as: "cert_user", "sslmode=verify-full&sslrootcert=\(certificates.ca)")
            let withCertificate = certificate + "&sslcert=\(certificates.client)&sslkey=\(certificates.clientKey)"
            #expect(try Self.ask(withCertificate, "SELECT current_user", environment: environment) == "cert_user")
            let without = try #require(Self.refusal(certificate, environment: environment))
            #expect(without.message.contains("the server refused the connection"), "\(without.message)")
            // A key others can read is refused before connecting, as libpq refuses it.
            let loose = home.appendingPathComponent("loose.key")
            try FileManager.default.copyItem(atPath: certificates.clientKey, toPath: loose.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: loose.path)
            let looseKey = try #require(Self.refusal(certificate + "&sslcert=\(certificates.client)&sslkey=\(loose.path)", environment: environment))
            #expect(looseKey.code == .invalidOption)
            #expect(looseKey.message.contains("can be read by others"))
        }
    }

    @Test("The sentinel password never appears: every failure path and the success paths, stdout, stderr and the stamp table")
    func sentinelNeverShown() throws {
        try Self.withCluster(tls: .localhost) { cluster, home, environment in
            let certificates = try #require(cluster.certificates)
            _ = try PostgresContacts(cluster: cluster, rows: (1...30).map { (id: $0, name: "Name \($0) Berg", yomi: nil) })
            let encoded = "S3ntinel-pw%40x%3Ay"
            let raw = PostgresCluster.sentinelPassword
            let port = cluster.port
            let db = cluster.databaseName
            let fields = ["--table", "contacts", "--id", "id", "--name", "name", "--locale", "de"]
            var outputs: [(String, String)] = []
            func run(_ arguments: [String], status expected: Int32, _ what: String, stderrContains: String? = nil) throws {
                let result = try runStore(arguments, environment: environment)
                #expect(result.status == expected, "\(what): \(result.stderr)")
                if let stderrContains { #expect(result.stderr.contains(stderrContains), "\(what): \(result.stderr)") }
                for word in Self.driverWords { #expect(!result.stderr.contains(word), "\(what): \(result.stderr)") }
                outputs.append((what, result.stdout + result.stderr))
            }
            let good = [
                "postgres://sentinel:\(encoded)@127.0.0.1:\(port)/\(db)", "POSTGRES://sentinel:\(encoded)@127.0.0.1:\(port)/\(db)",
                "postgres://sentinel:\(raw)@127.0.0.1:\(port)/\(db)", "postgresql://127.0.0.1:\(port)/\(db)?user=sentinel&password=\(encoded)",
                "host=127.0.0.1 port=\(port) dbname=\(db) user=sentinel password='\(raw)'",
            ]
            for (n, url) in good.enumerated() {
                try run(["store", "build", url] + fields, status: 0, "build \(n)")
                try run(["store", "index", url, "--table", "contacts", "--format", "json"], status: 0, "index \(n)")
                try run(["store", "dump", url, "--table", "contacts"], status: 0, "dump \(n)")
                try run(["store", "verify", url, "--table", "contacts"], status: 0, "verify \(n)")
                let warned = try runStore(["store", "index", url, "--table", "contacts"], environment: environment)
                #expect(warned.stderr.components(separatedBy: "visible to other users in `ps`").count == 2, "warned once: \(warned.stderr)")
            }
            let withoutPassword = try runStore(
                ["store", "index", "postgres://sentinel@127.0.0.1:\(port)/\(db)", "--table", "contacts"],
                environment: environment.merging(["PGPASSWORD": raw]) { $1 })
            #expect(withoutPassword.status == 0)
            #expect(!withoutPassword.stderr.contains("visible to other users"))
            let url = "postgres://sentinel:\(raw)@127.0.0.1:\(port)"
            try run(
                ["store", "index", "\(url)/nope", "--table", "contacts"], status: 69, "wrong database",
                stderrContains: "database \"nope\" does not exist"
            )
            try run(
                ["store", "index", "postgres://sentinel:\(raw)@127.0.0.1:\(try PostgresCluster.freePort())/\(db)", "--table", "contacts"], status: 69,
                "wrong port", stderrContains: "connection refused")
            try run(
                ["store", "index", "postgres://tls_only:\(raw)@127.0.0.1:\(port)/\(db)?sslmode=disable", "--table", "contacts"], status: 69,
                "refused TLS",
                stderrContains: "pg_hba.conf rejects connection")
            try run(
                ["store", "index", "\(url)/\(db)?sslmode=verify-full&sslrootcert=\(certificates.strangerCA)", "--table", "contacts"], status: 69,
                "bad cert",
                stderrContains: "not signed")
            try run(
                ["store", "index", "postgres://sentinel:\(raw)X@127.0.0.1:\(port)/\(db)", "--table", "contacts"], status: 69, "bad password",
                stderrContains: "password authentication failed for user \"sentinel\"")
            try run(["store", "index", "\(url)/\(db)", "--table", "nope"], status: 65, "missing table")
            try run(["store", "build", "\(url)/\(db)", "--table", "nope", "--id", "id", "--name", "name"], status: 64, "missing table (build)")
            try run(["store", "index", "POSTGRES://sentinel:\(raw)@127.0.0.1:\(port)/nope", "--table", "contacts"], status: 69, "upper-case scheme")
            try run(
                ["store", "index", "postgres://127.0.0.1:\(port)/nope?user=sentinel&password=\(encoded)", "--table", "contacts"], status: 69,
                "?password="
            )
            try run(["store", "index", "postgres://sentinel:\(raw)@127.0.0.1:119867/\(db)", "--table", "contacts"], status: 64, "port 119867")
            try run(["store", "index", "postgres://sentinel:\(raw)@127.0.0.1:0/\(db)", "--table", "contacts"], status: 64, "port 0")
            try run(
                ["store", "index", "postgres://sentinel:\(raw)@127.0.0.1:\(port)/\(db)?sslmode=sometimes", "--table", "contacts"], status: 64,
                "bad sslmode")
            try run(
                ["store", "index", "postgres://sentinel:\(raw)@127.0.0.1:\(port)/\(db)?colour=blue", "--table", "contacts"], status: 64,
                "unknown parameter")
            let stamp = try cluster.psql("SELECT name || '=' || value FROM contacts__sectionize_stamp").joined(separator: "\n")
            outputs.append(("the stamp table", stamp))
            #expect(stamp.contains("store_id="))
            for (what, text) in outputs {
                for piece in PostgresCluster.sentinelPieces { #expect(!text.contains(piece), "\(what) shows \(piece): \(text.prefix(600))") }
            }
        }
    }
}

/// Runs the built binary with `environment`, capturing its output.
func runStore(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try SectionizeBinary.url()
    process.arguments = arguments
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}
#endif
