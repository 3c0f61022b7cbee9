import ArgumentParser
import SectionizeKit

/// `sectionize [FILE...]`: the main job — read rows, section them, print the result.
struct SectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "section",
        abstract: "Sort and section the rows of FILEs (the default command: 'sectionize FILE' is 'sectionize section FILE')."
    )

    @OptionGroup var input: InputOptionGroup
    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var bar: IndexBarOptionGroup
    @OptionGroup var readings: ReadingsOptionGroup
    @OptionGroup(title: "Structured input (CSV, TSV, JSON Lines, vCard)") var record: RecordOptionGroup

    @Option(help: "Output format: text (readable), json (one document, sorted keys), tsv (TITLE<TAB>ROW per row, TITLE<TAB>DISPLAY<TAB>RECORD# for structured input; no index bar) or html (a self-contained page).")
    var format: OutputFormat = .text

    func validate() throws {
        let given = bar.given
        if format == .tsv, !given.isEmpty {
            throw ValidationError("\(given.joined(separator: ", ")) describe\(given.count == 1 ? "s" : "") the index bar, which --format tsv does not print; use --format text, json or html")
        }
    }

    func run() throws {
        var timer = PhaseTimer()
        let made: (index: IndexedCollation, source: String)
        let paths = input.files.isEmpty ? ["-"] : input.files
        let formats = record.formats(of: paths)
        let structured = formats.contains { $0 != .lines }
        var records: SectionedRecords?
        let sectioned: SectionedRows
        let progress: Progress
        let reader: (provider: (any ReadingProvider)?, note: String?)
        do {
            if structured && formats.contains(.lines) {
                throw CLIError.usage("cannot mix line input with structured input (\(zip(paths, formats).map { "\($0): \($1.rawValue)" }.joined(separator: ", "))); choose one with --input")
            }
            if !structured && record.usesRecordOptions {
                throw CLIError.usage("--name, --given, --family, --reading, --sort-by, --display and --encoding need structured input (--input csv|tsv|jsonl|vcard, or a .csv, .tsv, .jsonl or .vcf file)")
            }
            made = try index.makeIndex()
            // Structured records are filed by their own (given) readings; computed readings
            // apply to plain lines.
            reader = structured ? (nil, nil) : try readings.provider(for: made.index)
            timer.mark("index")
            if structured {
                let contacts = try record.readRecords(paths: paths, formats: formats, policy: input.invalid)
                timer.mark("input")
                progress = Progress(inputBytes: 0)
                let style = record.style(locale: index.resolvedLocales().ids.first ?? made.index.locales[0])
                let sectionedRecords = made.index.sections(ofRecords: contacts, style: style)
                records = sectionedRecords
                sectioned = sectionedRecords.sectioned
            } else {
                let rows = try input.readRows()
                timer.mark("input")
                progress = Progress(inputBytes: rows.utf8.count)
                progress.show("sectioning \(rows.count) rows (\(rows.utf8.count >> 20) MiB)…")
                if let provider = reader.provider {
                    do {
                        sectioned = try made.index.sections(ofRows: rows, readingProvider: provider)
                    } catch {
                        throw CLIError.library(error)
                    }
                } else {
                    sectioned = made.index.sections(ofRows: rows)
                }
            }
        } catch let error as CLIError {
            throw error.reported()
        }
        timer.mark("sections")
        progress.show("writing \(sectioned.rowCount) rows…")
        let indexBar = sectioned.indexBar(options: bar.options)
        let document = SectionizeDocument(index: made.index, localeSource: made.source, sectioned: sectioned,
                                          indexBar: indexBar,
                                          readingMode: readings.mode(for: made.index.style), readingNote: reader.note,
                                          showsReadings: readings.showReadings, records: records)
        let out = OutputWriter()
        switch format {
        case .text: TextRenderer(document: document).render(to: out)
        case .tsv:
            if made.source != "--locale" {
                StandardError.write("sectionize: using locale \(made.index.locales[0]) (from \(made.source))\n")
            }
            TSVRenderer(document: document).render(to: out)
        case .json: JSONRenderer(document: document).render(to: out)
        case .html: HTMLRenderer(document: document, inputNames: input.files).render(to: out)
        }
        do { try out.finish() } catch { progress.finish(); throw error.reported() }
        progress.finish()
        timer.mark("output")
        timer.report()
    }
}
