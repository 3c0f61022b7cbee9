import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize locales`: every locale ICU has data for, with its English name and the
/// collations ICU offers for it.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List every available locale ID with its display name (and, in JSON, its collations).",
        discussion:
            "text: ID<TAB>NAME per line. json: an array of {collations, id, name}, collations being the -u-co- values ICU offers for the locale, its default first. --plain: the IDs only (for shell completion)."
    )

    @Option(help: "Output format: text (tab-separated) or json.")
    var format: TitlesFormat = .text

    @Flag(help: "Print only the locale IDs, one per line.")
    var plain = false

    func validate() throws {
        if plain && format != .text { throw ValidationError("--plain prints IDs only; it does not combine with --format json") }
    }

    func run() throws {
        let out = OutputWriter()
        let ids = IndexedCollation.availableLocales
        if plain {
            for id in ids { out.write(id + "\n") }
        } else {
            var first = true
            if format == .json { out.write("[\n") }
            for id in ids {
                let name = IndexedCollation.displayName(ofLocale: id)
                switch format {
                case .text:
                    out.write("\(id)\t\(name)\n")
                case .json:
                    let collations = LocaleIdentifier.collationTypes(for: id)
                    out.write(
                        (first ? "  " : ",\n  ")
                            + "{\"collations\": \(JSONText.array(collations)), \"id\": \(JSONText.quoted(id)), \"name\": \(JSONText.quoted(name))}")
                }
                first = false
            }
            if format == .json { out.write("\n]\n") }
        }
        do { try out.finish() } catch { throw error.reported() }
    }
}
