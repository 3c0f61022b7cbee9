import ArgumentParser
import SectionizeInput
import SectionizeKit
import SectionizeStore

#if canImport(Glibc)
import Glibc
#endif

/// `sectionize store …`: lists that live in a database (docs/store.md).
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract:
            "Keep sort keys and sections of a database table's names beside it (SQLite file or postgres:// URL), and read the index and pages from it.",
        discussion: """
            The store attaches to your table (--table, its --id column and name columns as in \
            structured input: --name, or --given/--family …, readings with --reading …) and owns \
            only tables of its own beside it (TABLE__sectionize, TABLE__sectionize_sections, \
            TABLE__sectionize_stamp and a generation of TABLE__sectionize_N, \
            TABLE__sectionize_sections_N, TABLE__sectionize_lookup_N); your table is only read, and a table with one of these \
            names that the store did not create is refused, never written. With build --track-changes \
            the store also owns triggers on your table (TABLE__sectionize_track_ins, _upd, _del; on \
            PostgreSQL _trunc and the function TABLE__sectionize_track) and TABLE__sectionize_changes, \
            and sync reads only the rows they record; store untrack removes them. Read commands open a \
            SQLite file read-only. A PostgreSQL URL takes its password from PGPASSWORD. Exit codes: \
            0, 1 (verify: stale rows), 64 usage or a missing table or column, 65 bad data (a \
            repeated or empty id, an invalid name, a stale store on sync, a side table that is not \
            the store's), 66 no such database file or not a database, 69 server unavailable, 73 \
            build refused to take over a table it did not create, 74 database failure, 75 locked \
            past --busy-timeout or rebuilt meanwhile (run again).
            """,
        subcommands: [
            StoreBuildCommand.self, StoreIndexCommand.self, StoreRowsCommand.self, StoreDumpCommand.self,
            StoreSyncCommand.self, StoreVerifyCommand.self, StoreSearchCommand.self, StoreUntrackCommand.self,
        ]
    )

    /// The exit code of a store error (sysexits).
    static func exitCode(for error: SectionizeError, database: StoreDatabase, building: Bool = false) -> Int32 {
        switch error.code {
        case .storeNotOwned: return building ? CLIError.Status.cannotCreate : CLIError.Status.dataError
        case .storeBusy, .storeChanged: return CLIError.Status.tempFail
        case .storeUnavailable:
            if case .sqlite = database { return CLIError.Status.noInput }
            return CLIError.Status.unavailable
        case .storeDriverNotBuilt: return CLIError.Status.unavailable
        case .storeStale, .invalidData, .duplicateID, .unknownID: return CLIError.Status.dataError
        case .storeFailed: return CLIError.Status.ioError
        default: return CLIError.exitCode(for: error.code)
        }
    }

    /// Runs `body`, reporting a library error as `sectionize: store: …` with its exit code.
    static func reporting<T>(
        _ database: StoreDatabase, building: Bool = false, again: String = "the command", _ body: () throws(SectionizeError) -> T
    ) throws -> T {
        do {
            return try body()
        } catch {
            var message = error.description
            if error.code == .storeChanged { message += " (the store was rebuilt; run \(again) again)" }
            StandardError.write("sectionize: store: \(message)\n")
            throw ExitCode(exitCode(for: error, database: database, building: building))
        }
    }

    /// Opens a built store and reads from it: the stamp the store was opened with is checked
    /// again in the read's own transaction; when a rebuild with another configuration
    /// committed between the two, the store is opened again (a few times). Warns on standard
    /// error when the keys were made differently.
    static func read<T>(
        _ location: StoreLocationOptions, scope: StoreScopeOption? = nil, warn: Bool = true, _ body: (SectionStore) throws(SectionizeError) -> T
    ) throws -> (store: SectionStore, result: T) {
        let database = location.location
        let (store, result) = try reporting(database) { () throws(SectionizeError) -> (SectionStore, T) in
            var attempt = 0
            while true {
                let store = try SectionStore.open(
                    database, table: location.table, schema: location.schema, scope: scope?.scopeValue, options: location.options)
                do throws(SectionizeError) {
                    return (store, try body(store))
                } catch  where error.code == .storeChanged && attempt < 5 {
                    attempt += 1
                }
            }
        }
        if warn { warnIfStale(store, table: location.table) }
        return (store, result)
    }

    /// Warns on standard error when the store's keys were made differently.
    static func warnIfStale(_ store: SectionStore, table: String) {
        let differences = store.stampDifferences
        if !differences.isEmpty {
            StandardError.write(
                "sectionize: store: warning: the keys of \(table) were made differently (\(differences.joined(separator: "; "))); answers come from the stored keys: rebuild with sectionize store build\n"
            )
        }
    }

    /// Reports each name replaced or row skipped under `--invalid` on standard error.
    static func report(_ issues: [StoreIssue], table: String) {
        for issue in issues {
            let action = issue.action == .skipped ? "row skipped" : "replaced with U+FFFD"
            StandardError.write("sectionize: store: \(table), row id \(issue.id), column \(issue.column): \(issue.kind), \(action)\n")
        }
    }
}

/// The arguments every store subcommand has.
struct StoreLocationOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp("A SQLite database file, or a postgres://user@host:port/database URL.", valueName: "database"),
        completion: .file())
    var database: String

    @Option(help: ArgumentHelp("The table whose rows the store keys.", valueName: "table"))
    var table: String

    @Option(
        help: ArgumentHelp(
            "Seconds to wait for a lock another connection holds before exiting 75 (SQLite's busy timeout; PostgreSQL's lock_timeout).",
            valueName: "seconds"))
    var busyTimeout: Double = 5

    @Option(help: ArgumentHelp("PostgreSQL: the schema of the store's own tables (default: the table's schema).", valueName: "schema"))
    var schema: String?

    func validate() throws {
        guard busyTimeout >= 0, busyTimeout <= 86_400 else { throw ValidationError("--busy-timeout must be 0…86400 seconds") }
        // Once per command (argument-parser validates each option group once).
        if location.carriesPassword {
            StandardError.write(
                "sectionize: store: warning: the password in the connection string is visible to other users in `ps`; use PGPASSWORD or ~/.pgpass\n"
            )
        }
    }

    var location: StoreDatabase { StoreDatabase(database) }
    var options: StoreOptions { StoreOptions(busyTimeout: busyTimeout) }
}

/// `--scope-value` of the commands that read or write one list of a store of many lists.
struct StoreScopeOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "For a store built with --scope COLUMN: the list to read or write, a value of that column (as text). A value no row has is an empty list.",
            valueName: "value"))
    var scopeValue: String?
}

/// `--format text|json` of the store commands (`store search` has the formats of `sectionize search`).
struct StoreFormatOption: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: StoreFormat = .text
}

/// `--format` of the store commands.
enum StoreFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `sectionize store build`.
struct StoreBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Key every row of the table (creates or re-keys the store, in one transaction).")

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var output: StoreFormatOption
    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var bar: IndexBarOptionGroup
    @OptionGroup var readings: ReadingsOptionGroup
    @OptionGroup(title: "Columns (as the fields of structured input)") var record: RecordFieldOptions

    @Option(
        help:
            "What to do with a name that is not valid UTF-8 or holds a NUL: fail (exit 65, naming the row id and column), replace (U+FFFD, reported), skip (the row, reported)."
    )
    var invalid: InvalidInputPolicy = .fail

    @Flag(
        help:
            "Install change tracking: triggers on the table record the ids of the rows written, and sync reads only those (a rebuild keeps it; store untrack removes it)."
    )
    var trackChanges = false

    @Option(
        help: ArgumentHelp(
            "Many lists in one table: each value of this column (an owner or account id) is a list of its own, read and written with --scope-value; a row whose scope is NULL or empty exits 65.",
            valueName: "column"))
    var scope: String?

    func validate() throws {
        guard let id = record.id, !id.isEmpty else { throw ValidationError("store build needs --id COLUMN (the table's unique id column)") }
        if record.fields.columnNamesGiven.isEmpty {
            throw ValidationError("store build needs the name columns: --name COLUMN, or --given/--family/… COLUMN")
        }
    }

    func run() throws {
        let timer = StoreTimer()
        let database = location.location
        let setup: SectioningSetup
        do { setup = try SectioningSetup.make(index: index, bar: bar, readings: readings) } catch { throw error.reported() }
        var fields = record.fields
        fields.id = nil
        let table = StoreTable(name: location.table, id: record.id ?? "id", fields: fields, schema: location.schema, scope: scope)
        let style = record.style(locale: setup.configuration.locales.first?.rawValue ?? setup.collation.resolvedLocales[0])
        var options = location.options
        options.invalid = invalid
        options.trackChanges = trackChanges
        let report = try StoreCommand.reporting(database, building: true) { () throws(SectionizeError) in
            try SectionStore.build(
                database, table: table, configuration: setup.configuration, nameStyle: style, localeSource: setup.localeSource,
                options: options
            ).report
        }
        StoreCommand.report(report.issues, table: table.name)
        let built = StoreBuildOutput(
            table: table.name, database: database, rowCount: report.rowCount, seconds: timer.seconds, locales: setup.collation.resolvedLocales,
            style: setup.collation.style)
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderBuild(built, to: $0) }, json: { StoreJSONRenderer.renderBuild(built, to: $0) })
    }
}

extension StoreCommand {
    /// Every store command's last step: its result rendered in the format asked for, then the
    /// output finished (a write error is reported and exits 74).
    static func render(_ format: StoreFormat, text: (OutputWriter) -> Void, json: (OutputWriter) -> Void) throws {
        let out = OutputWriter()
        switch format {
        case .text: text(out)
        case .json: json(out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}

/// `sectionize store index`.
struct StoreIndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index", abstract: "Print the index bar, the section titles and rows per section (one query).")

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption
    @OptionGroup var output: StoreFormatOption

    func run() throws {
        let (store, index) = try StoreCommand.read(location, scope: scope) { (store) throws(SectionizeError) in try store.index() }
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderIndex(index, to: $0) },
            json: { StoreJSONRenderer(store: store).renderIndex(index, to: $0) })
    }
}

/// `sectionize store rows`.
struct StoreRowsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rows",
        abstract:
            "Print a page of one section's rows, in collation order (one indexed query): each row's id, a tab and its display name; then the cursor of the next page.",
        discussion: """
            Ask for a section's first page with --section (and --offset, for a table view that             asks by index path), then for each next page with --after and the cursor the page             before printed ("next" in JSON, a '# next: CURSOR' line in text; null, or no such             line, at the section's end). Rows inserted or deleted before a cursor do not move             it, and a page deep in a section costs what the first costs.
            """)

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption
    @OptionGroup var output: StoreFormatOption

    @Option(help: ArgumentHelp("The section: its number among the displayed sections (from 0) or its title.", valueName: "section"))
    var section: String?

    @Option(help: "Rows to skip (with --section).")
    var offset: Int = 0

    @Option(help: ArgumentHelp("The rows after this cursor: a page's \"next\" (instead of --section and --offset).", valueName: "cursor"))
    var after: String?

    @Option(help: "Rows at most.")
    var limit: Int = 50

    func validate() throws {
        if offset < 0 { throw ValidationError("--offset must be 0 or more") }
        if limit < 0 { throw ValidationError("--limit must be 0 or more") }
        switch (section, after) {
        case (nil, nil): throw ValidationError("give --section (a section's first page) or --after CURSOR (the page after a cursor)")
        case (.some, .some): throw ValidationError("--after continues the cursor's own section: give --section or --after, not both")
        case (nil, .some) where offset != 0: throw ValidationError("--offset goes with --section; a cursor already says where the page starts")
        default: break
        }
    }

    func run() throws {
        // The cursor is checked before anything is opened: a string that is not one exits 64.
        let cursor = try after.map { text in try StoreCommand.reporting(location.location) { () throws(SectionizeError) in try StoreCursor(text) } }
        let (store, page) = try StoreCommand.read(location, scope: scope) { (store) throws(SectionizeError) -> StorePage in
            if let cursor { return try store.rows(after: cursor, limit: limit) }
            let section = self.section ?? ""
            let number: Int
            if let n = Int(section) {
                number = n
            } else {
                // Titles and the page from one snapshot: a page names its title; a rebuild in
                // between is caught by the page's own stamp check.
                let titles = try store.index().displayedTitles
                guard let found = titles.firstIndex(of: section) else {
                    throw SectionizeError(
                        .invalidOption, "--section \(section): no displayed section has this title (titles: \(titles.joined(separator: " ")))")
                }
                number = found
            }
            return try store.rows(inSection: number, offset: offset, limit: limit)
        }
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderPage(page, offset: cursor == nil ? offset : nil, to: $0) },
            json: { StoreJSONRenderer(store: store).renderPage(page, to: $0) })
    }
}

/// `sectionize store dump`.
struct StoreDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print every section and row as 'sectionize --format json' prints the same rows (for comparing a store with the in-memory result).")

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption
    @OptionGroup var output: StoreFormatOption

    func run() throws {
        let (store, dump) = try StoreCommand.read(location, scope: scope) { (store) throws(SectionizeError) in try store.dump() }
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderDump(dump, to: $0) }, json: { StoreJSONRenderer(store: store).renderDump(dump, to: $0) })
    }
}

/// `sectionize store sync`.
struct StoreSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Re-key the rows of the table that changed since they were keyed, and print the change set (the JSON of 'sectionize diff').")

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption
    @OptionGroup var output: StoreFormatOption

    @Option(
        help:
            "What to do with a name that is not valid UTF-8 or holds a NUL: fail (exit 65, naming the row id and column), replace (U+FFFD, reported), skip (the row, reported)."
    )
    var invalid: InvalidInputPolicy = .fail

    @Flag(help: "Read the whole table even when the store tracks changes (and clear the changes recorded).")
    var fullRead = false

    func run() throws {
        let database = location.location
        var options = location.options
        options.invalid = invalid
        let store = try StoreCommand.reporting(database) { () throws(SectionizeError) in
            try SectionStore.open(database, table: location.table, schema: location.schema, scope: scope.scopeValue, options: options)
        }
        StoreCommand.warnIfStale(store, table: location.table)
        // The stamp is read again inside sync's write transaction: a rebuild with another
        // configuration since the open is refused (storeChanged, exit 75), never re-keyed with
        // the old one.
        let result = try StoreCommand.reporting(database, again: "sync") { () throws(SectionizeError) in try store.sync(fullRead: fullRead) }
        if store.tracksChanges, !fullRead, result.trackedChanges == nil {
            StandardError.write(
                "sectionize: store: note: read the whole table of \(location.table) (a TRUNCATE was recorded, or more than 10000 rows changed)\n")
        }
        StoreCommand.report(result.issues, table: location.table)
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderSync(result, to: $0) },
            json: { StoreJSONRenderer(store: store).renderSync(result, to: $0) })
    }
}

/// `sectionize store verify`.
struct StoreVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract:
            "Recompute every key and section and compare them with the store: exit 0 when current, 1 with each stale row by id (of a store of many lists: the --scope-value list, else every list)."
    )

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption
    @OptionGroup var output: StoreFormatOption

    func run() throws {
        let database = location.location
        let (store, result) = try StoreCommand.read(location, scope: scope, warn: false) { (store) throws(SectionizeError) in try store.verify() }
        try StoreCommand.render(
            output.format, text: { StoreTextRenderer.renderVerification(result, table: location.table, database: database, to: $0) },
            json: { StoreJSONRenderer(store: store).renderVerification(result, to: $0) })
        if !result.isCurrent { throw ExitCode(1) }
    }
}

/// `sectionize store untrack`.
struct StoreUntrackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "untrack",
        abstract:
            "Remove change tracking: the store's triggers on the table, its function (PostgreSQL) and its change table; sync reads the whole table again."
    )

    @OptionGroup var location: StoreLocationOptions

    func run() throws {
        let database = location.location
        let was = try StoreCommand.reporting(database) { () throws(SectionizeError) -> Bool in
            try SectionStore.untrackChanges(database, table: location.table, schema: location.schema, options: location.options)
        }
        let out = OutputWriter()
        out.write(was ? "change tracking of \(location.table) removed\n" : "change tracking of \(location.table) was not on\n")
        do { try out.finish() } catch { throw error.reported() }
    }
}

extension RecordFields {
    /// The name columns given (the id aside).
    var columnNamesGiven: [String] {
        [name, given, family, middle, prefix, suffix, organization, reading, givenReading, familyReading].compactMap { $0 }
    }
}

/// Wall-clock time since creation (CLOCK_MONOTONIC).
struct StoreTimer {
    private let start = StoreTimer.now()
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    var seconds: Double { StoreTimer.now() - start }
}

/// A number with three decimals, without Foundation.
func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
