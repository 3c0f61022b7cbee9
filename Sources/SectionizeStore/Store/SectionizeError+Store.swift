public import SectionizeKit

/// The error codes of stores of sectioned rows, declared by the store module on the core's
/// extensible `SectionizeError.Code`.
extension SectionizeError.Code {
    /// A store's database cannot be opened or its server refuses the connection; the message
    /// names the file or the URL (never a password).
    public static let storeUnavailable = SectionizeError.Code("storeUnavailable")
    /// A store's keys were made by another ICU, CLDR, Unicode, configuration or readings
    /// dictionary than the running ones (or were never made): rebuild it.
    public static let storeStale = SectionizeError.Code("storeStale")
    /// The database failed while a store read or wrote (a full disk, a lost connection);
    /// nothing of the write that failed is kept.
    public static let storeFailed = SectionizeError.Code("storeFailed")
    /// The database's driver is not part of this build: the package was built without the
    /// trait (`SQLite` or `PostgreSQL`) that compiles it in; the message names the build flag.
    public static let storeDriverNotBuilt = SectionizeError.Code("storeDriverNotBuilt")
    /// A table with a name of the store's own is not the store's (another column set, no
    /// store id, another owner, or triggers, rules or policies the store did not create): the
    /// store refuses to read, write or clear it; the message names the table.
    public static let storeNotOwned = SectionizeError.Code("storeNotOwned")
    /// The database is locked by another connection for longer than the busy timeout.
    public static let storeBusy = SectionizeError.Code("storeBusy")
    /// The store was rebuilt with another configuration since it was opened: open it again
    /// (a sync refuses rather than write keys of the old configuration).
    public static let storeChanged = SectionizeError.Code("storeChanged")
    /// A table the store read a moment ago was dropped by a rebuild that committed since, or
    /// a table it checked was replaced before a statement read it (PostgreSQL): a read is
    /// run again on a fresh snapshot and never reports it; a write (serialized with every
    /// other writer, so only a table dropped or replaced by hand meets it) reports it.
    static let storeRetry = SectionizeError.Code("storeRetry")
    /// A SQLite file that a process left in the middle of a write (its rollback journal hot),
    /// met by a read-only connection: rolled back and read again (never reported to a caller).
    static let storeHotJournal = SectionizeError.Code("storeHotJournal")
}
