// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation

/// Certificates for a TLS test cluster, made with `openssl` in a folder: a test CA, a server
/// certificate it signs for `localhost` and 127.0.0.1 (subject alternative names), a second
/// one for `db.example` only, a client certificate for role `cert_user` (the name PostgreSQL's
/// `cert` authentication compares with the role), and a stranger CA that signed none of them.
/// Keys are P-256 (fast to make) and mode 0600, as PostgreSQL and libpq want them.
struct TestCertificates: Sendable {
    let folder: URL
    var ca: String { path("ca.crt") }
    var strangerCA: String { path("stranger-ca.crt") }
    var server: String { path("server.crt") }
    var serverKey: String { path("server.key") }
    var other: String { path("other.crt") }
    var otherKey: String { path("other.key") }
    var client: String { path("client.crt") }
    var clientKey: String { path("client.key") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    init(folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        for ca in ["ca", "stranger-ca"] {
            try openssl(
                ["req", "-x509", "-new"] + key + [
                    "-keyout", path("\(ca).key"), "-out", path("\(ca).crt"), "-days", "2", "-subj", "/CN=sectionize test \(ca)",
                ])
        }
        for (name, subject, names) in [
            ("server", "/CN=localhost", "subjectAltName=DNS:localhost,IP:127.0.0.1"), ("other", "/CN=db.example", "subjectAltName=DNS:db.example"),
            ("client", "/CN=cert_user", "extendedKeyUsage=clientAuth"),
        ] {
            try openssl(["req", "-new"] + key + ["-keyout", path("\(name).key"), "-out", path("\(name).csr"), "-subj", subject])
            try names.write(toFile: path("\(name).ext"), atomically: true, encoding: .utf8)
            try openssl([
                "x509", "-req", "-in", path("\(name).csr"), "-CA", ca, "-CAkey", path("ca.key"), "-CAcreateserial", "-out", path("\(name).crt"),
                "-days", "2", "-extfile", path("\(name).ext"),
            ])
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".key") {
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path(file))
        }
    }

    private func openssl(_ arguments: [String]) throws {
        try PostgresCluster.run("/usr/bin/openssl", arguments)
    }
}
#endif
