#if PostgreSQL
import Foundation
import Logging
import NIOCore
import PostgresNIO
import SectionizeKit

/// Bulk writes on PostgreSQL: `INSERT … SELECT … FROM unnest($1, $2, …)` with one array per
/// column, 10,000 rows a statement, in the binary protocol.
///
/// Not `COPY … FROM STDIN`: postgres-nio 1.33 offers COPY in its text format only
/// (`PostgresCopyFromFormat.text`, no binary), and through it a build over a TLS connection
/// never finished (the server idle, the client waiting for its copy writer; seen in
/// PostgresConnectionTests). One statement of column arrays sends each value once, typed and
/// unescaped, and costs a round trip per 10,000 rows.
extension PostgresSession {
    /// Rows per statement: 10,000 rows of the keys table are about 1 MB of arrays.
    static let bulkChunk = 10_000

    func bulkInsert(_ rows: SQLBulkRows) throws(SectionizeError) {
        var values: [SQLValue] = []
        values.reserveCapacity(rows.columns.count)
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + Self.bulkChunk)
            var columns = [BulkColumn](repeating: BulkColumn(), count: rows.columns.count)
            for c in columns.indices { columns[c].reserve(end - start) }
            for i in start..<end {
                values.removeAll(keepingCapacity: true)
                rows.row(i, &values)
                for (c, value) in values.enumerated() { columns[c].append(value) }
            }
            var binds = PostgresBindings(capacity: columns.count * 2)
            var selected: [String] = []
            var aliases: [String] = []
            var types: [String] = []
            for (c, column) in columns.enumerated() {
                let name = "c\(c)"
                switch column.kind {
                case .integer:
                    binds.append(column.integers)
                    types.append("bigint[]")
                case .text, .null:
                    binds.append(column.texts)
                    types.append("text[]")
                case .blob:
                    binds.append(column.blobs)
                    types.append("bytea[]")
                }
                aliases.append(name)
                if column.hasNull {
                    binds.append(column.present)
                    types.append("boolean[]")
                    aliases.append("p\(c)")
                    selected.append("CASE WHEN p\(c) THEN \(name) END")
                } else {
                    selected.append(name)
                }
            }
            let parameters = types.enumerated().map { "$\($0.offset + 1)::\($0.element)" }.joined(separator: ", ")
            let sql = """
                INSERT INTO \(SQLIdentifier.qualified(rows.schema, rows.table)) (\(rows.columns.map(SQLIdentifier.quoted).joined(separator: ", ")))
                SELECT \(selected.joined(separator: ", ")) FROM unnest(\(parameters)) AS u(\(aliases.joined(separator: ", ")))
                """
            try run(PostgresQuery(unsafeSQL: sql, binds: binds))
            start = end
        }
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

/// One column of a chunk of bulk rows, as the array it is bound as.
struct BulkColumn {
    enum Kind { case null, integer, text, blob }
    var kind = Kind.null
    var integers: [Int64] = []
    var texts: [String] = []
    var blobs: [ByteBuffer] = []
    /// Whether each value is not NULL (bound only when one is).
    var present: [Bool] = []
    var hasNull = false

    mutating func reserve(_ count: Int) { present.reserveCapacity(count) }

    /// Appends a value; a column's values are all of one kind or NULL (a NULL stands as 0, ""
    /// or an empty buffer in its array, masked by `present`).
    mutating func append(_ value: SQLValue) {
        if kind == .null {
            switch value {
            case .null: break
            case .integer: kind = .integer
            case .real, .text: kind = .text
            case .blob: kind = .blob
            }
            if kind != .null {
                // The NULLs before the first value, in this kind's array.
                let before = present.count
                integers = kind == .integer ? Array(repeating: 0, count: before) : []
                texts = kind == .text ? Array(repeating: "", count: before) : []
                blobs = kind == .blob ? Array(repeating: ByteBuffer(), count: before) : []
            }
        }
        present.append(value != .null)
        if value == .null { hasNull = true }
        switch (kind, value) {
        case (.integer, .integer(let v)): integers.append(v)
        case (.integer, _): integers.append(0)
        case (.blob, .blob(let v)): blobs.append(ByteBuffer(bytes: v))
        case (.blob, _): blobs.append(ByteBuffer())
        case (.text, _), (.null, _): texts.append(value.text ?? "")
        }
    }
}

#endif
