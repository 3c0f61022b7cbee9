#if SQLite
import Foundation
import GRDB
import SectionizeKit

/// SQLite through GRDB: a pool of connections on one file in WAL mode, so that readers keep
/// reading a consistent snapshot while one writer writes, in this process or in others.
final class SQLiteBackend: SQLBackend {
    // `Sendable` notes: GRDB's `DatabasePool` is `Sendable` (it serializes writes and
    // hands each read its own connection); `location` is immutable.
    let location: String
    private let pool: DatabasePool

    /// Opens an existing database file.
    ///
    /// - Throws: `SectionizeError` with code `fileNotFound` when there is no such file,
    ///   `storeUnavailable` when it is not a database SQLite can open.
    init(path: String) throws(SectionizeError) {
        location = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SectionizeError(.fileNotFound, "\(path): no such database file")
        }
        guard !isDirectory.boolValue else { throw SectionizeError(.isDirectory, "\(path): is a directory, not a database file") }
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        configuration.label = "sectionize-store"
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            // Opening is lazy: read the schema once so that a file that is not a database
            // fails here, with its name.
            _ = try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        } catch {
            throw SectionizeError(.storeUnavailable, "\(path): cannot open the SQLite database: \(Self.message(of: error))")
        }
    }

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        try run { () throws(SectionizeError) -> T in
            do {
                return try pool.read { db in try Self.bridge { () throws(SectionizeError) in try body(SQLiteSession(db: db)) } }
            } catch let error as SectionizeError {
                throw error
            } catch {
                throw SectionizeError(.storeFailed, "\(location): \(Self.message(of: error))")
            }
        }
    }

    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        try run { () throws(SectionizeError) -> T in
            do {
                return try pool.write { db in try Self.bridge { () throws(SectionizeError) in try body(SQLiteSession(db: db)) } }
            } catch let error as SectionizeError {
                throw error
            } catch {
                throw SectionizeError(.storeFailed, "\(location): \(Self.message(of: error))")
            }
        }
    }

    private func run<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T { try body() }

    private static func bridge<T>(_ body: () throws(SectionizeError) -> T) throws -> T { try body() }

    /// SQLite's message without GRDB's decoration.
    static func message(of error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}

/// One GRDB connection inside a transaction.
struct SQLiteSession: SQLSession {
    let db: Database
    var dialect: SQLDialect { .sqlite }

    func execute(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) {
        do {
            let statement = try db.cachedStatement(sql: sql)
            try statement.execute(arguments: StatementArguments(values.map(Self.databaseValue)))
        } catch {
            throw SectionizeError(.storeFailed, "SQLite: \(SQLiteBackend.message(of: error))")
        }
    }

    func rows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> [[SQLValue]] {
        do {
            let statement = try db.cachedStatement(sql: sql)
            let rows = try Row.fetchAll(statement, arguments: StatementArguments(values.map(Self.databaseValue)))
            return rows.map { row in row.databaseValues.map(Self.value) }
        } catch {
            throw SectionizeError(.storeFailed, "SQLite: \(SQLiteBackend.message(of: error))")
        }
    }

    func columns(ofTable table: String) throws(SectionizeError) -> [String]? {
        do {
            guard try db.tableExists(table) else { return nil }
            return try db.columns(in: table).map(\.name)
        } catch {
            throw SectionizeError(.storeFailed, "SQLite: \(SQLiteBackend.message(of: error))")
        }
    }

    func columnType(ofTable table: String, column: String) throws(SectionizeError) -> String? { nil }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let v): v.databaseValue
        case .real(let v): v.databaseValue
        case .text(let v): v.databaseValue
        case .blob(let v): Data(v).databaseValue
        }
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: .null
        case .int64(let v): .integer(v)
        case .double(let v): .real(v)
        case .string(let v): .text(v)
        case .blob(let v): .blob([UInt8](v))
        }
    }
}
#endif
