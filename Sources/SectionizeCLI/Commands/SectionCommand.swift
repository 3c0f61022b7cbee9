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

    @Option(help: "Output format: text (readable), json (one document, sorted keys), tsv (TITLE<TAB>ROW per row; no index bar) or html (a self-contained page).")
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
        let rows: RowBuffer
        let reader: (provider: (any ReadingProvider)?, note: String?)
        do {
            made = try index.makeIndex()
            reader = try readings.provider(for: made.index)
            timer.mark("index")
            rows = try input.readRows()
            timer.mark("input")
        } catch {
            throw error.reported()
        }
        let progress = Progress(inputBytes: rows.utf8.count)
        progress.show("sectioning \(rows.count) rows (\(rows.utf8.count >> 20) MiB)…")
        let sectioned: SectionedRows
        if let provider = reader.provider {
            do {
                sectioned = try made.index.sections(ofRows: rows, readingProvider: provider)
            } catch {
                throw CLIError.library(error).reported()
            }
        } else {
            sectioned = made.index.sections(ofRows: rows)
        }
        timer.mark("sections")
        progress.show("writing \(rows.count) rows…")
        let indexBar = sectioned.indexBar(options: bar.options)
        let document = SectionizeDocument(index: made.index, localeSource: made.source, sectioned: sectioned,
                                          indexBar: indexBar,
                                          readingMode: readings.mode(for: made.index.style), readingNote: reader.note,
                                          showsReadings: readings.showReadings)
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
