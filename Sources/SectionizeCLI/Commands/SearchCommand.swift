import ArgumentParser
import SectionizeKit
import SectionizeInput

/// `sectionize search FILE [QUERY...]`: section FILE as the main command does, then answer
/// each query as a contacts app's search field would (docs/search.md).
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Section FILE as 'sectionize FILE' does, then search it: each QUERY (or each line of --queries) as contacts apps search names.",
        discussion: """
            The first <file> is the list; the rest are queries. Every word of a query must begin a \
            different word of a name, in any order, at the locale's primary collation strength; \
            Japanese names also match by their reading (kana, romaji), Chinese names by pinyin and \
            initials from any syllable on, Korean names by initial consonants. Matches come in list \
            order with their section and row. docs/search.md has the rules.
            """
    )

    @OptionGroup var input: InputOptionGroup
    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var bar: IndexBarOptionGroup
    @OptionGroup var readings: ReadingsOptionGroup
    @OptionGroup(title: "Structured input (CSV, TSV, JSON Lines, vCard)") var record: RecordOptionGroup

    @OptionGroup var search: SearchQueryOptions

    func validate() throws {
        guard !input.files.isEmpty else {
            throw ValidationError("search needs the FILE to search (then QUERY arguments or --queries FILE)")
        }
        if input.files[0] == "-" && search.queries == "-" {
            throw ValidationError("the list and --queries cannot both be standard input")
        }
        if input.files.count < 2 && search.queries == nil {
            throw ValidationError("give at least one QUERY after FILE, or --queries FILE")
        }
        try readings.refuseShowReadings(because: "search prints no readings")
        let formats = record.formats(of: [input.files[0]])
        if formats[0] == .lines && record.usesFieldOptions {
            throw ValidationError(
                "--name, --given, --family, --reading, --id, --sort-by and --display need structured input (--input csv|tsv|jsonl|vcard, or a .csv, .tsv, .jsonl or .vcf file)"
            )
        }
    }

    func run() throws {
        let path = input.files[0]
        let listInput: SectionedInput
        let setup: SectioningSetup
        let queryList: [String]
        do throws(CLIError) {
            setup = try SectioningSetup.make(index: index, bar: bar, readings: readings)
            queryList = try search.queries(after: Array(input.files.dropFirst()))
            listInput = try SectionedInput.read(
                paths: [path], formats: record.formats(of: [path]), record: record, invalid: input.invalid, setup: setup)
        } catch {
            throw error.reported()
        }
        let sectioned = listInput.sectioned, records = listInput.records
        let rowsSearch: SectionedRowsSearch
        do {
            rowsSearch = try SectionedRowsSearch(sectioned: sectioned, collation: setup.collation, options: setup.configuration.indexBarOptions)
        } catch {
            throw CLIError.library(error).reported()
        }
        let out = OutputWriter()
        let renderer = SearchRenderer(format: search.format, sectioned: sectioned, records: records, search: rowsSearch)
        for result in rowsSearch.search(queryList, limit: search.limit) {
            renderer.render(result, to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}

/// The options `sectionize search` and `sectionize store search` share: where the queries come
/// from after the QUERY arguments, how many matches to print, and the output format.
struct SearchQueryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A file of queries, one per line (after the QUERY arguments).", valueName: "file"))
    var queries: String?

    @Option(help: "The most matches printed per query (the count is always the total).")
    var limit: Int?

    @Option(
        help:
            "Output format: text (readable), tsv (QUERY<TAB>SECTION<TAB>ROW<TAB>DISPLAY per match, then <TAB>ID where the rows have ids: records with --id, a store's rows) or json (one object per query per line)."
    )
    var format: SearchFormat = .text

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more (got \(limit))") }
    }

    /// The queries: `arguments`, then each line of `--queries`.
    func queries(after arguments: [String]) throws(CLIError) -> [String] {
        guard let queries else { return arguments }
        return arguments + (try InputOptionGroup.readRows(paths: [queries], invalid: .fail).strings)
    }
}

/// The output formats of `sectionize search`.
enum SearchFormat: String, ExpressibleByArgument, CaseIterable {
    /// A readable block per query.
    case text
    /// One line per match: query, section title, row, display (and the record's ID).
    case tsv
    /// One JSON object per query per line.
    case json
}
