import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize labels`: the section labels of a locale's index, in order.
struct LabelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "labels",
        abstract: "Print the section labels of a locale's index, one per line (… included)."
    )

    @OptionGroup var index: IndexOptionGroup

    @Option(help: "Output format: text (one label per line) or json (labels with their kinds).")
    var format: LabelsFormat = .text

    func run() throws {
        let made: IndexedCollation
        do { made = try SectioningSetup.make(index: index).collation } catch { throw error.reported() }
        let out = OutputWriter()
        switch format {
        case .text:
            for title in made.sectionTitles { out.write(title + "\n") }
        case .json:
            LabelsJSONRenderer(index: made, style: index.style.rawValue).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}

/// The formats of `sectionize labels`.
enum LabelsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
