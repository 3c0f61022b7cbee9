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
            The same rules and the same output as 'sectionize search' on the table's rows (the ids \
            of an integer id column as JSON numbers, as 'store rows' prints them); every query is answered from one snapshot of the store. docs/search.md \
            has the rules, docs/store.md the lookup table.
            """
    )

    @OptionGroup var location: StoreLocationOptions
    @OptionGroup var scope: StoreScopeOption

    @Argument(help: ArgumentHelp("Queries (after them, each line of --queries).", valueName: "query"))
    var query: [String] = []

    @OptionGroup var search: SearchQueryOptions

    func validate() throws {
        if query.isEmpty && search.queries == nil { throw ValidationError("give at least one QUERY after DATABASE, or --queries FILE") }
    }

    func run() throws {
        let queryList: [String]
        do { queryList = try search.queries(after: query) } catch { throw error.reported() }
        let (store, results) = try StoreCommand.read(location, scope: scope) { (store) throws(SectionizeError) in
            try store.searchRows(queryList, limit: search.limit)
        }
        let out = OutputWriter()
        for answer in results {
            SearchRenderer.render(
                answer.result, format: search.format, display: { answer.rows[$0].display }, id: { answer.rows[$0].id },
                idsAreIntegers: store.idsAreIntegers, to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
