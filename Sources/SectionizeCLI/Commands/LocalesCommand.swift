import ArgumentParser
import SectionizeKit

/// `sectionize locales`: every locale ICU has data for, with its English name.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List every available locale ID with its display name (tab-separated)."
    )

    func run() throws {
        let out = OutputWriter()
        for id in IndexedCollation.availableLocales {
            out.write("\(id)\t\(IndexedCollation.displayName(ofLocale: id))\n")
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
