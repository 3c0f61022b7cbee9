#if PostgreSQL
import Foundation
import Logging
import NIOCore
import PostgresNIO
import SectionizeKit

/// Bulk writes and reads on PostgreSQL.
///
/// Writes: `INSERT … SELECT … FROM unnest($1, $2, …)` with one array per column, 10,000 rows a
/// statement, each array encoded here in PostgreSQL's binary array format (a header, then
/// each element's length and bytes; NULL as length -1): no `String`, `ByteBuffer` or Swift
/// array per value, and NULLs inside the arrays. The next chunk is encoded while the server
/// inserts the one before (postgres-nio queues the statements on the connection).
///
/// Not `COPY … FROM STDIN`: postgres-nio 1.33 offers COPY in its text format only
/// (`PostgresCopyFromFormat.text`, no binary), and through it a build over a TLS connection
/// never finished (the server idle, the client waiting for its copy writer; seen in
/// PostgresConnectionTests). One statement of binary column arrays sends each value once,
/// typed and unescaped, and costs a round trip per 10,000 rows.
///
/// Reads (``rawRows(_:_:)``): each row's cells are copied as they arrive, on the connection's
/// event loop, into one buffer; no row, cell or value is kept.
extension PostgresSession {
    /// Rows per statement: 10,000 rows of the keys table are about 1 MB of arrays.
    static let bulkChunk = 10_000

    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError) {
        var values: [SQLValue] = []
        values.reserveCapacity(rows.columns.count)
        var pending: EventLoopFuture<PostgresQueryResult>? = nil
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + Self.bulkChunk)
            var columns = [BulkArray](repeating: BulkArray(), count: rows.columns.count)
            for c in columns.indices { columns[c].elements.reserveCapacity((end - start) * 12) }
            for i in start..<end {
                values.removeAll(keepingCapacity: true)
                rows.row(i, &values)
                for (c, value) in values.enumerated() { columns[c].append(value) }
            }
            var binds = PostgresBindings(capacity: columns.count)
            var parameters: [String] = []
            for (c, column) in columns.enumerated() {
                binds.append(column)
                parameters.append("$\(c + 1)::\(column.kind.arrayName)")
            }
            let names = columns.indices.map { "c\($0)" }.joined(separator: ", ")
            let sql = """
                INSERT INTO \(SQLIdentifier.qualified(rows.schema, rows.table)) (\(rows.columns.map(SQLIdentifier.quoted).joined(separator: ", ")))
                SELECT \(names) FROM unnest(\(parameters.joined(separator: ", "))) AS u(\(names))
                """
            // Sent now; the chunk before is waited for only after this one is encoded.
            let sent = connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
            if let pending { try wait(pending) }
            pending = sent
            start = end
        }
        if let pending { try wait(pending) }
    }

    /// Waits for a statement sent earlier, its errors as ``run(_:)`` reports them.
    private func wait(_ future: EventLoopFuture<PostgresQueryResult>) throws(SectionizeError) {
        do { _ = try future.wait() } catch { throw failure(error) }
    }

    func rawRows(_ sql: String, _ values: [SQLValue]) throws(SectionizeError) -> SQLRawRows {
        let collector = RawRowCollector()
        try settleAhead()
        do {
            _ = try connection.query(PostgresQuery(unsafeSQL: Self.numbered(sql), binds: Self.bindings(values)), logger: logger) { row in
                collector.append(row)
            }.wait()
        } catch {
            throw failure(error)
        }
        return collector.rows ?? SQLRawRows(columns: 0)
    }

    func forEachRow(
        _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws(SectionizeError) -> Void
    ) throws(SectionizeError) {
        for row in try rows(sql, values) { try body(row) }
    }

    func withBulkSettings<T>(_ body: () throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        // For the index builds after the rows (reset at the transaction's end).
        try execute("SET LOCAL maintenance_work_mem = '256MB'")
        return try body()
    }
}

/// The rows of a query as they arrive, copied into one buffer.
///
/// `Sendable` notes: written only on the connection's event loop while the query runs (one
/// row after another), read only after the query's future completed, which orders the reads
/// after every write.
private final class RawRowCollector: @unchecked Sendable {
    var rows: SQLRawRows?

    func append(_ row: PostgresRow) {
        if rows == nil { rows = SQLRawRows(columns: row.count) }
        for cell in row {
            if let bytes = cell.bytes {
                bytes.withUnsafeReadableBytes { rows!.append($0) }
            } else {
                rows!.appendNull()
            }
        }
    }
}

/// One column of a chunk of bulk rows, encoded as PostgreSQL's binary array of its values.
struct BulkArray: PostgresDynamicTypeEncodable {
    /// What the column's values are (decided by its first value that is not NULL).
    enum Kind {
        case null, integer, text, blob

        /// The array type the parameter is cast to.
        var arrayName: String {
            switch self {
            case .integer: "bigint[]"
            case .blob: "bytea[]"
            case .text, .null: "text[]"
            }
        }
    }

    var kind = Kind.null
    /// The elements: each its length (Int32, -1 for NULL) and bytes, big-endian.
    var elements = ByteBuffer()
    var count = 0
    var hasNull = false

    var psqlType: PostgresDataType {
        switch kind {
        case .integer: .int8Array
        case .blob: .byteaArray
        case .text, .null: .textArray
        }
    }
    var psqlFormat: PostgresFormat { .binary }

    /// Appends a value; a column's values are all of one kind or NULL (a value of another
    /// kind is written as its kind's: an integer's digits as text, 0 or an empty blob else).
    mutating func append(_ value: SQLValue) {
        count += 1
        if kind == .null {
            switch value {
            case .null: break
            case .integer: kind = .integer
            case .real, .text: kind = .text
            case .blob: kind = .blob
            }
        }
        switch (kind, value) {
        case (_, .null):
            hasNull = true
            elements.writeInteger(-1, as: Int32.self)
        case (.integer, .integer(let v)):
            elements.writeInteger(8, as: Int32.self)
            elements.writeInteger(v, as: Int64.self)
        case (.integer, _):
            elements.writeInteger(8, as: Int32.self)
            elements.writeInteger(0, as: Int64.self)
        case (.blob, .blob(let bytes)):
            elements.writeInteger(Int32(bytes.count), as: Int32.self)
            elements.writeBytes(bytes)
        case (.blob, _):
            elements.writeInteger(0, as: Int32.self)
        case (.text, _), (.null, _):
            var text = value.text ?? ""
            text.withUTF8 { utf8 in
                elements.writeInteger(Int32(utf8.count), as: Int32.self)
                elements.writeBytes(UnsafeRawBufferPointer(utf8))
            }
        }
    }

    func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        // PostgreSQL's array_recv: dimensions, whether any element is NULL, the element type,
        // then per dimension its length and lower bound; then the elements.
        let element: PostgresDataType =
            switch kind {
            case .integer: .int8
            case .blob: .bytea
            case .text, .null: .text
            }
        buffer.writeInteger(count == 0 ? 0 : 1, as: Int32.self)
        buffer.writeInteger(hasNull ? 1 : 0, as: Int32.self)
        buffer.writeInteger(element.rawValue)
        guard count > 0 else { return }
        buffer.writeInteger(Int32(count), as: Int32.self)
        buffer.writeInteger(1, as: Int32.self)
        buffer.writeImmutableBuffer(elements)
    }
}

#endif
