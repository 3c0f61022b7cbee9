import ArgumentParser
import SectionizeInput
import SectionizeKit
import SectionizeStore

/// `sectionize store search DATABASE --table T [QUERY…] [--queries FILE]`: the answers of
/// `sectionize search` from a store's lookup table, all queries from one snapshot.
struct StoreSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract:
            "Search the store as 'sectionize search' searches a file: each QUERY (or each line of --queries), from the store's lookup keys.",
        discussion: """
            The same rules and the same output as 'sectionize search' on the table's rows (ids as \
            JSON strings); every query is answered from one snapshot of the store. docs/search.md \
            has the rules, docs/store.md the lookup table.
            """
    )

    @Argument(
        help: ArgumentHelp("A SQLite database file, or a postgres://user@host:port/database URL.", valueName: "database"),
        completion: .file())
    var database: String

    @Argument(help: ArgumentHelp("Queries (after them, each line of --queries).", valueName: "query"))
    var query: [String] = []

    @Option(help: ArgumentHelp("The table whose rows the store keys.", valueName: "table"))
    var table: String

    @Option(help: ArgumentHelp("A file of queries, one per line (after the QUERY arguments).", valueName: "file"))
    var queries: String?

    @Option(help: "The most matches printed per query (the count is always the total).")
    var limit: Int?

    @Option(
        help:
            "Output format: text (readable), tsv (QUERY<TAB>SECTION<TAB>ROW<TAB>DISPLAY<TAB>ID per match) or json (one object per query per line)."
    )
    var format: SearchFormat = .text

    @Option(
        help: ArgumentHelp(
            "Seconds to wait for a lock another connection holds before exiting 75 (SQLite's busy timeout; PostgreSQL's lock_timeout).",
            valueName: "seconds"))
    var busyTimeout: Double = 5

    @Option(help: ArgumentHelp("PostgreSQL: the schema of the store's own tables (default: the table's schema).", valueName: "schema"))
    var schema: String?

    func validate() throws {
        if query.isEmpty && queries == nil { throw ValidationError("give at least one QUERY after DATABASE, or --queries FILE") }
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more (got \(limit))") }
        guard busyTimeout >= 0, busyTimeout <= 86_400 else { throw ValidationError("--busy-timeout must be 0…86400 seconds") }
        if StoreDatabase(database).carriesPassword {
            StandardError.write(
                "sectionize: store: warning: the password in the connection string is visible to other users in `ps`; use PGPASSWORD or ~/.pgpass\n"
            )
        }
    }

    func run() throws {
        var queryList = query
        if let queries {
            do { queryList += try InputOptionGroup.readRows(paths: [queries], invalid: .fail).strings } catch let error as CLIError {
                throw error.reported()
            }
        }
        let location = StoreDatabase(database)
        let options = StoreOptions(busyTimeout: busyTimeout)
        let (store, results) = try StoreCommand.reporting(location) { () throws(SectionizeError) -> (SectionStore, [StoreSearchResult]) in
            var attempt = 0
            while true {
                let store = try SectionStore.open(location, table: table, schema: schema, options: options)
                do throws(SectionizeError) {
                    return (store, try store.searchRows(queryList, limit: limit))
                } catch  where error.code == .storeChanged && attempt < 5 {
                    attempt += 1
                }
            }
        }
        StoreCommand.warnIfStale(store, table: table)
        let out = OutputWriter()
        for answer in results {
            SearchRenderer.render(
                answer.result, format: format, display: { answer.rows[$0].display }, id: { answer.rows[$0].id }, to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
