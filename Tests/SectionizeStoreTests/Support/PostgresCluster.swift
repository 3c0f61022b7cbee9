// The store's suites need both drivers: built with `--enable-all-traits` (DriversTraitTests
// says so when they are missing).
#if SQLite && PostgreSQL
import Foundation
import SectionizeStore

/// A throwaway PostgreSQL cluster for one test: `initdb` into a temporary folder, the server
/// on 127.0.0.1 at a free port with its socket in that folder, a test role and database;
/// stopped and removed by ``stop()``. When running as root (CI), `initdb` and `postgres`
/// run as the `postgres` system user (PostgreSQL refuses to run as root).
///
/// Starting fails (throws) when Debian's `postgresql` is missing or the server does not
/// come up: tests that need it fail, never skip.
///
/// With `tls`, the server runs with `ssl=on` and a certificate of ``TestCertificates`` (for
/// `localhost`/127.0.0.1, or for another name), and `pg_hba.conf` has, before initdb's trust
/// lines: role `tls_only` only over TLS (`hostssl` trust, `hostnossl` reject), role
/// `sentinel` with a SCRAM password (``sentinelPassword``), and role `cert_user` only with a
/// client certificate (`hostssl … cert`).
final class PostgresCluster: @unchecked Sendable {
    // `Sendable` notes: set up in `init`; `server` is only touched by `stop()`, which the
    // test calls once at its end.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let folder: URL
    let port: Int
    let user = "store_test"
    let databaseName = "store_test"
    let binaries: URL
    /// The certificates of a TLS cluster.
    let certificates: TestCertificates?
    private var server: Process?

    /// The password of role `sentinel` (a TLS cluster): an `@` and a `:` in it, so that a
    /// parser or a redaction that splits at the wrong place shows a piece of it.
    static let sentinelPassword = "S3ntinel-pw@x:y"
    /// Pieces of ``sentinelPassword`` that no output may contain.
    static let sentinelPieces = ["S3ntinel", "ntinel-pw", "pw@x", "@x:y", "x:y@", "S3ntinel-pw%40"]

    /// Which certificate a TLS cluster's server shows.
    enum ServerCertificate {
        /// For `localhost` and 127.0.0.1 (subject alternative names).
        case localhost
        /// For `db.example` only.
        case otherName
    }

    /// The store's URL of the test database.
    var url: String { "postgres://\(user)@127.0.0.1:\(port)/\(databaseName)" }

    /// A URL of the test database as `role`, with query parameters.
    func url(as role: String, host: String = "127.0.0.1", _ query: String = "") -> String {
        "postgres://\(role)@\(host):\(port)/\(databaseName)" + (query.isEmpty ? "" : "?\(query)")
    }

    /// Starts a cluster, with TLS when `tls` names the server's certificate.
    init(tls: ServerCertificate? = nil) throws {
        let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).sorted().reversed()
        guard let version = candidates.first(where: { FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb") }) else {
            throw Failure(description: "no /usr/lib/postgresql/*/bin/initdb: install Debian's postgresql (.ci/run does)")
        }
        binaries = URL(fileURLWithPath: "/usr/lib/postgresql/\(version)/bin")
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sectionize-pg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        let data = folder.appendingPathComponent("data").path
        let tlsFolder = folder.appendingPathComponent("tls")
        certificates = try tls.map { _ in try TestCertificates(folder: tlsFolder) }
        if getuid() == 0 {
            try Self.run("/bin/chown", ["-R", "postgres:postgres", folder.path])
        }
        try runAsOwner(binaries.appendingPathComponent("initdb").path, ["-D", data, "-U", user, "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"])
        var arguments = ["-D", data, "-h", "127.0.0.1", "-p", String(port), "-k", folder.path, "-c", "fsync=off"]
        if let tls, let certificates {
            let (certificate, key) = tls == .localhost ? (certificates.server, certificates.serverKey) : (certificates.other, certificates.otherKey)
            arguments += [
                "-c", "ssl=on", "-c", "ssl_cert_file=\(certificate)", "-c", "ssl_key_file=\(key)", "-c", "ssl_ca_file=\(certificates.ca)",
            ]
            // First match wins: these lines before initdb's `host all all … trust`.
            let hba = URL(fileURLWithPath: data).appendingPathComponent("pg_hba.conf")
            let lines = """
                hostnossl all tls_only 127.0.0.1/32 reject
                hostssl   all tls_only 127.0.0.1/32 trust
                hostnossl all cert_user 127.0.0.1/32 reject
                hostssl   all cert_user 127.0.0.1/32 cert
                host      all sentinel 127.0.0.1/32 scram-sha-256

                """
            let existing = try String(contentsOf: hba, encoding: .utf8)
            try (lines + existing).write(to: hba, atomically: false, encoding: .utf8)
            if getuid() == 0 { try Self.run("/bin/chown", ["-R", "postgres:postgres", folder.path]) }
        }
        try startServer(arguments)
        try psql("CREATE DATABASE \(databaseName)", database: "postgres")
        if tls != nil {
            // Readers of every table, with CREATE in public for the store's own tables.
            try psql(
                """
                CREATE ROLE tls_only LOGIN;
                CREATE ROLE cert_user LOGIN;
                CREATE ROLE sentinel LOGIN PASSWORD '\(Self.sentinelPassword)';
                GRANT pg_read_all_data TO tls_only, cert_user, sentinel;
                GRANT CREATE, USAGE ON SCHEMA public TO tls_only, cert_user, sentinel;
                """)
        }
    }

    /// Starts a hot standby of `primary`: `pg_basebackup -R -X stream` of the primary's data
    /// into a new folder (its `standby.signal` and `primary_conninfo` made by `-R`), then the
    /// server on its own port, streaming from the primary. Reads work on it; writes fail
    /// (PostgreSQL: "cannot execute … in a read-only transaction").
    init(standbyOf primary: PostgresCluster) throws {
        binaries = primary.binaries
        certificates = nil
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sectionize-pg-standby-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        let data = folder.appendingPathComponent("data").path
        if getuid() == 0 { try Self.run("/bin/chown", ["-R", "postgres:postgres", folder.path]) }
        // initdb's pg_hba.conf trusts replication connections from 127.0.0.1; the test role
        // is the cluster's superuser, so it may stream.
        try runAsOwner(
            binaries.appendingPathComponent("pg_basebackup").path,
            ["-h", "127.0.0.1", "-p", String(primary.port), "-U", user, "-D", data, "-R", "-X", "stream", "-c", "fast"])
        try startServer(["-D", data, "-h", "127.0.0.1", "-p", String(port), "-k", folder.path, "-c", "hot_standby=on"])
    }

    /// Waits (at most 30 s) until this standby has replayed everything `primary` has written.
    func waitForReplay(of primary: PostgresCluster) throws {
        let target = try primary.psql("SELECT pg_current_wal_lsn()", database: "postgres").first ?? ""
        for _ in 0..<300 {
            let caughtUp = try psql("SELECT pg_last_wal_replay_lsn() >= '\(target)'::pg_lsn", database: "postgres").first
            if caughtUp == "t" { return }
            usleep(100_000)
        }
        throw Failure(description: "the standby did not replay the primary's WAL up to \(target) in 30 s")
    }

    /// Starts `postgres` with `arguments` and waits until it accepts connections.
    private func startServer(_ arguments: [String]) throws {
        let process = Process()
        let postgres = binaries.appendingPathComponent("postgres").path
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/sbin/runuser")
            process.arguments = ["-u", "postgres", "--", postgres] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: postgres)
            process.arguments = arguments
        }
        let log = logFile
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        if getuid() == 0 { try Self.run("/bin/chown", ["postgres:postgres", log.path]) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        server = process
        // Ready when pg_isready says so (at most 30 s).
        var ready = false
        for _ in 0..<300 {
            if (try? Self.run(binaries.appendingPathComponent("pg_isready").path, ["-h", "127.0.0.1", "-p", String(port), "-q"])) != nil {
                ready = true
                break
            }
            if !process.isRunning { break }
            usleep(100_000)
        }
        guard ready else {
            let text = serverLog
            stop()
            throw Failure(description: "the PostgreSQL server did not start: \(text.suffix(2000))")
        }
    }

    /// The file the server writes its log to.
    private var logFile: URL { folder.appendingPathComponent("server.log") }

    /// What the server wrote to its log so far.
    var serverLog: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    deinit { stop() }

    /// Stops the server (fast shutdown) and removes the folder.
    func stop() {
        if let server, server.isRunning {
            // pg_ctl signals the server itself (runuser, its parent when root, passes no signal on).
            let data = folder.appendingPathComponent("data").path
            try? runAsOwner(binaries.appendingPathComponent("pg_ctl").path, ["stop", "-D", data, "-m", "fast", "-w"])
            if server.isRunning { kill(server.processIdentifier, SIGKILL) }
            server.waitUntilExit()
        }
        server = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs SQL with psql (ON_ERROR_STOP), returning its unaligned output lines.
    @discardableResult
    func psql(_ sql: String, database: String? = nil) throws -> [String] {
        let psql =
            FileManager.default.isExecutableFile(atPath: binaries.appendingPathComponent("psql").path)
            ? binaries.appendingPathComponent("psql").path : "/usr/bin/psql"
        let output = try Self.run(
            psql,
            ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", user, "-d", database ?? databaseName],
            input: sql)
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    private func runAsOwner(_ executable: String, _ arguments: [String]) throws {
        if getuid() == 0 {
            try Self.run("/sbin/runuser", ["-u", "postgres", "--", executable] + arguments)
        } else {
            try Self.run(executable, arguments)
        }
    }

    /// Runs a program to its end; throws when it fails.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "\(executable) \(arguments.joined(separator: " ")): exit \(process.terminationStatus): \(String(decoding: error, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A TCP port on 127.0.0.1 that nothing listens on (bound once to port 0, then released).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw Failure(description: "bind() failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
#endif
