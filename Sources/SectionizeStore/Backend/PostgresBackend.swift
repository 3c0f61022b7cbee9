public import SectionizeKit

/// PostgreSQL: not part of this build yet.
final class PostgresBackend: SQLBackend {
    let location: String

    init(url: String) throws(SectionizeError) {
        location = StoreDatabase.redacted(url)
        throw SectionizeError(.storeUnavailable, "\(location): PostgreSQL stores are not supported by this build")
    }

    func read<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        throw SectionizeError(.storeUnavailable, "\(location): PostgreSQL stores are not supported by this build")
    }

    func write<T>(_ body: (any SQLSession) throws(SectionizeError) -> T) throws(SectionizeError) -> T {
        throw SectionizeError(.storeUnavailable, "\(location): PostgreSQL stores are not supported by this build")
    }
}
