import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize titles`: the section titles of a locale's index, in order.
struct TitlesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "titles",
        abstract: "Print the section titles of a locale's index, one per line (… included)."
    )

    @OptionGroup var index: IndexOptionGroup

    @Option(help: "Output format: text (one title per line) or json (titles with their kinds).")
    var format: TitlesFormat = .text

    func run() throws {
        let made: IndexedCollation
        do { made = try SectioningSetup.make(index: index).collation } catch { throw error.reported() }
        let out = OutputWriter()
        switch format {
        case .text:
            for title in made.sectionTitles { out.write(title + "\n") }
        case .json:
            TitlesJSONRenderer(index: made, style: index.style.rawValue).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}

/// The formats of `sectionize titles` and `sectionize locales`: text or JSON.
enum TitlesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
