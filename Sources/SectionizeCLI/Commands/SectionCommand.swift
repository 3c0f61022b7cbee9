import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

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

    @Option(
        help:
            "Output format: text (readable), json (one document, sorted keys), tsv (TITLE<TAB>ROW per row, TITLE<TAB>DISPLAY<TAB>RECORD# for structured input; no index bar), html (a self-contained page) or golden (for sectionize verify)."
    )
    var format: OutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "The page's heading and window title with --format html (default: the input file names, or 'Standard input').",
            valueName: "text"))
    var title: String?

    func validate() throws {
        if title != nil && format != .html {
            throw ValidationError("--title names the page of --format html; add --format html or leave --title out")
        }
        if format == .tsv || format == .golden { try readings.refuseShowReadings(because: "--format \(format.rawValue) prints none") }
        let given = bar.given
        if format == .tsv, !given.isEmpty {
            throw ValidationError(
                "\(given.joined(separator: ", ")) describe\(given.count == 1 ? "s" : "") the index bar, which --format tsv does not print; use --format text, json or html"
            )
        }
        let paths = input.files.isEmpty ? ["-"] : input.files
        let formats = record.formats(of: paths)
        let structured = formats.contains { $0 != .lines }
        if structured && formats.contains(.lines) {
            throw ValidationError(
                "cannot mix line input with structured input (\(zip(paths, formats).map { "\($0): \($1.rawValue)" }.joined(separator: ", "))); choose one with --input"
            )
        }
        if structured && format == .golden && (paths.count != 1 || paths[0] == "-") {
            throw ValidationError(
                "--format golden of structured records names the one input file it re-reads: give exactly one FILE (not standard input)")
        }
        if !structured && record.usesFieldOptions {
            throw ValidationError(
                "--name, --given, --family, --reading, --id, --sort-by and --display need structured input (--input csv|tsv|jsonl|vcard, or a .csv, .tsv, .jsonl or .vcf file)"
            )
        }
    }

    func run() throws {
        var timer = PhaseTimer()
        let setup: SectioningSetup
        let paths = input.files.isEmpty ? ["-"] : input.files
        let formats = record.formats(of: paths)
        var progress = Progress(inputBytes: 0)
        let list: SectionedInput
        do throws(CLIError) {
            setup = try SectioningSetup.make(index: index, bar: bar, readings: readings)
            timer.mark("index")
            list = try SectionedInput.read(
                paths: paths, formats: formats, record: record, invalid: input.invalid, setup: setup
            ) { read in
                timer.mark("input")
                if case .lines(let rows) = read {
                    progress = Progress(inputBytes: rows.utf8.count)
                    progress.show("sectioning \(rows.count) rows (\(rows.utf8.count >> 20) MiB)…")
                }
            }
        } catch {
            throw error.reported()
        }
        let sectioned = list.sectioned, records = list.records
        timer.mark("sections")
        progress.show("writing \(sectioned.rowCount) rows…")
        let indexBar = sectioned.indexBar(options: setup.configuration.indexBarOptions)
        let document = SectionizeDocument(
            index: setup.collation, localeSource: setup.localeSource, sectioned: sectioned,
            indexBar: indexBar,
            readingMode: setup.configuration.effectiveReadingMode, readingNote: setup.readingNote,
            showsReadings: readings.showReadings, records: records)
        let out = OutputWriter()
        switch format {
        case .text: TextRenderer(document: document).render(to: out)
        case .tsv:
            if setup.localeSource != "--locale" {
                StandardError.write("sectionize: using locale \(setup.collation.resolvedLocales[0]) (from \(setup.localeSource))\n")
            }
            TSVRenderer(document: document).render(to: out)
        case .json: JSONRenderer(document: document).render(to: out)
        case .html: HTMLRenderer(document: document, inputNames: input.files, title: title).render(to: out)
        case .golden:
            let input =
                records != nil
                ? GoldenInput(
                    format: formats[0], path: paths[0], fields: record.fields,
                    sortOrder: record.sortOrder, displayOrder: record.display, encoding: record.encoding) : nil
            GoldenRenderer(document: document, configuration: setup.effectiveConfiguration, input: input).render(to: out)
        }
        do { try out.finish() } catch { progress.finish(); throw error.reported() }
        progress.finish()
        timer.mark("output")
        timer.report()
    }
}
