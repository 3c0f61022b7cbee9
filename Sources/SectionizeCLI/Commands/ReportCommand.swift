import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize report --locale L...`: what the toolkit does for a locale, on one screen.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show what sectionize does for a locale: titles, collation variants, where names go, tricky rows."
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Locale (BCP 47 tag or ICU ID). Repeat to add another locale's letters.", valueName: "id"))
    var locale: [String] = []

    @Option(name: .customLong("rows"), help: ArgumentHelp("A file whose rows are the candidates for the tricky-rows sample (default: built-in names from the project's corpus).", valueName: "file"))
    var rowsFile: String?

    @Option(help: "Output format: text (one screen) or json.")
    var format: VerifyFormat = .text

    func run() throws {
        let locales = locale.isEmpty ? [LocaleIdentifier.fromEnvironment().id] : locale
        let report: LocaleReport
        do {
            var sample: [String]? = nil
            if let rowsFile {
                let decoded = try InputDecoder.decode(try InputReader.read(path: rowsFile), source: rowsFile)
                sample = decoded.rows.strings
            }
            report = try LocaleReport(locales: locales, sampleRows: sample)
        } catch {
            throw CLIError.library(error).reported()
        }
        let out = OutputWriter()
        switch format {
        case .text: ReportTextRenderer(report: report).render(to: out)
        case .json: ReportJSONRenderer(report: report).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
