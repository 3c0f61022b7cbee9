#if PostgreSQL
import Foundation
import Logging
import NIOCore
import PostgresNIO
import SectionizeKit

/// Bulk writes on PostgreSQL: `COPY … FROM STDIN` through postgres-nio's `copyFrom`.
///
/// postgres-nio 1.33 offers COPY in its text format only (`PostgresCopyFromFormat.text`), not
/// the binary one: each value is written as COPY's text form (`\N` for NULL, `\\x…` hex for a
/// `bytea`, backslash escapes for tab, newline, carriage return and backslash in text). Rows
/// are encoded on the calling thread while the connection sends the chunks already made.
extension PostgresSession {
    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError) {
        // copyFrom names the table unqualified (`COPY "table"`); the search path names its
        // schema after pg_catalog for this statement only, and is pinned again right after.
        // The table was created by this transaction, so nothing else can stand in for it.
        try execute("SET LOCAL search_path = pg_catalog, \(SQLIdentifier.quoted(rows.schema)), pg_temp")
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream()
        let connection = self.connection
        let logger = self.logger
        let table = rows.table
        let columns = rows.columns
        let copy = BlockingTask.start {
            try await connection.copyFrom(table: table, columns: columns, format: .text(.init()), logger: logger) { writer in
                for await chunk in stream { try await writer.write(chunk) }
            }
        }
        var buffer = ByteBuffer()
        buffer.reserveCapacity(1 << 18)
        var values: [SQLValue] = []
        values.reserveCapacity(rows.columns.count)
        for i in 0..<rows.count {
            values.removeAll(keepingCapacity: true)
            rows.row(i, &values)
            Self.appendCopyRow(values, to: &buffer)
            if buffer.readableBytes >= 1 << 18 {
                if case .terminated = continuation.yield(buffer) { break }  // the COPY failed: its error follows
                buffer = ByteBuffer()
                buffer.reserveCapacity(1 << 18)
            }
        }
        if buffer.readableBytes > 0 { continuation.yield(buffer) }
        continuation.finish()
        do {
            try copy.wait()
        } catch {
            throw SectionizeError(.storeFailed, "\(location): \(PostgresBackend.message(of: error))")
        }
        try execute("SET LOCAL search_path = pg_catalog, pg_temp")
    }

    /// One row in COPY's text format: values separated by tabs, ended by a newline.
    static func appendCopyRow(_ values: [SQLValue], to buffer: inout ByteBuffer) {
        for (k, value) in values.enumerated() {
            if k > 0 { buffer.writeInteger(UInt8(ascii: "\t")) }
            switch value {
            case .null: buffer.writeStaticString("\\N")
            case .integer(let v): buffer.writeString(String(v))
            case .real(let v): buffer.writeString(String(v))
            case .text(let v): appendCopyText(v, to: &buffer)
            case .blob(let bytes):
                // bytea's hex input (`\x0a1b…`) with its backslash escaped for COPY.
                buffer.writeStaticString("\\\\x")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                buffer.reserveCapacity(minimumWritableBytes: bytes.count * 2)
                for byte in bytes {
                    buffer.writeInteger(hex[Int(byte >> 4)])
                    buffer.writeInteger(hex[Int(byte & 0x0F)])
                }
            }
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    /// Text as COPY's text format reads it: backslash, tab, newline and carriage return
    /// escaped (https://www.postgresql.org/docs/current/sql-copy.html, "Text Format").
    static func appendCopyText(_ text: String, to buffer: inout ByteBuffer) {
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                buffer.writeBytes(bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case 0x5C: buffer.writeStaticString("\\\\")
                case 0x09: buffer.writeStaticString("\\t")
                case 0x0A: buffer.writeStaticString("\\n")
                case 0x0D: buffer.writeStaticString("\\r")
                default: buffer.writeInteger(byte)
                }
            }
        }
    }

    func forEachRow(
        _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws(SectionizeError) -> Void
    ) throws(SectionizeError) {
        for row in try rows(sql, values) { try body(row) }
    }

    func withBulkSettings<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // For the index builds after the COPY (reset at the transaction's end).
        try execute("SET LOCAL maintenance_work_mem = '256MB'")
        return try body()
    }
}

/// An async operation run on a thread of its own (as its task executor), for a synchronous
/// caller that waits for it: the store's API is synchronous, and a caller that is itself a
/// task on Swift's cooperative pool (a test, a server's handler) must not wait for a pool
/// thread that every other waiter may hold too.
final class BlockingTask: TaskExecutor, @unchecked Sendable {
    // `Sendable` notes: `jobs`, `outcome` and `done` are read and written under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var outcome: (any Error)??
    private var done = false

    /// Starts `operation` on a new thread.
    static func start(_ operation: @escaping @Sendable () async throws -> Void) -> BlockingTask {
        let task = BlockingTask()
        let thread = Thread { task.runJobs() }
        thread.name = "sectionize-store-copy"
        thread.start()
        Task(executorPreference: task) {
            do {
                try await operation()
                task.finish(nil)
            } catch {
                task.finish(error)
            }
        }
        return task
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func finish(_ error: (any Error)?) {
        condition.lock()
        outcome = .some(error)
        condition.broadcast()
        condition.unlock()
    }

    /// The thread's loop: runs the task's jobs until it finished and no job is left.
    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && outcome == nil { condition.wait() }
            if jobs.isEmpty {
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Waits until the operation finished; rethrows its error.
    func wait() throws {
        condition.lock()
        while !done { condition.wait() }
        let error = outcome ?? nil
        condition.unlock()
        if let error { throw error }
    }
}
#endif
