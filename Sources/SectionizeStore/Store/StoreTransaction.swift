import SectionizeKit

/// One of the store's transactions as a value: whether it writes, and what it runs in the
/// transaction. The synchronous store runs it on its backend (``SectionStore/run(_:)``); the
/// pooled store runs the same value on a leased connection (``PostgresPool``), so both
/// answer every read and write with the same statements and the same code.
struct StoreTransaction<T>: Sendable {
    /// Whether the transaction writes (serialized with every other writer) or reads one
    /// snapshot.
    let writes: Bool
    /// What runs inside the transaction: every statement goes through its session.
    let body: @Sendable (any SQLSession) throws(SectionizeError) -> T

    /// A read transaction.
    static func read(_ body: @escaping @Sendable (any SQLSession) throws(SectionizeError) -> T) -> StoreTransaction {
        StoreTransaction(writes: false, body: body)
    }

    /// A write transaction.
    static func write(_ body: @escaping @Sendable (any SQLSession) throws(SectionizeError) -> T) -> StoreTransaction {
        StoreTransaction(writes: true, body: body)
    }
}

extension SectionStore {
    /// Runs a transaction on this store's backend.
    func run<T>(_ transaction: StoreTransaction<T>) throws(SectionizeError) -> T {
        transaction.writes ? try backend.write(transaction.body) : try backend.read(transaction.body)
    }
}
