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

    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var readings: ReadingsOptionGroup

    @Option(
        name: .customLong("rows"),
        help: ArgumentHelp(
            "A file whose rows are the candidates for the tricky-rows sample (default: built-in names from the project's corpus).", valueName: "file"),
        completion: .file()
    )
    var rowsFile: String?

    @Option(help: "Output format: text (one screen) or json.")
    var format: VerifyFormat = .text

    func validate() throws {
        try readings.refuseShowReadings(because: "report lists the readings that decide sections by itself")
    }

    func run() throws {
        let report: LocaleReport
        do throws(CLIError) {
            let setup = try SectioningSetup.make(index: index, readings: readings)
            var sample: [String]? = nil
            if let rowsFile { sample = try InputOptionGroup.readRows(paths: [rowsFile], invalid: .fail).strings }
            do {
                report = try LocaleReport(
                    configuration: setup.configuration, sampleRows: sample,
                    trickyRowLimit: rowsFile == nil ? 12 : 200)
            } catch {
                throw .library(error)
            }
        } catch {
            throw error.reported()
        }
        let out = OutputWriter()
        switch format {
        case .text: ReportTextRenderer(report: report).render(to: out)
        case .json: ReportJSONRenderer(report: report).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
