import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize diff OLD NEW`: the table-view batch update that turns OLD's sections into
/// NEW's, rows identified by their text and, for repeated texts, their occurrence.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the table-view batch update (deleted, inserted, moved rows and sections) that turns OLD's sections into NEW's.",
        discussion: """
        Both files are sectioned as `sectionize FILE` sections them, with the same options. Rows \
        are identified by their text and, for repeated texts, by their occurrence (the second \
        "Anna" in a file is "Anna #2"). Section and row numbers are positions in the displayed \
        sections of --format json's `sections`: deletions in OLD's numbering, insertions in NEW's, \
        as UITableView's performBatchUpdates takes them.
        """
    )

    @Argument(help: ArgumentHelp("The list before (one row per line; - for standard input).", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The list after.", valueName: "new"))
    var new: String

    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var bar: IndexBarOptionGroup

    @Option(help: ArgumentHelp("What to do with invalid UTF-8/UTF-16 or NUL bytes: fail (exit 65), replace (U+FFFD, reported), skip (drop the line, reported).", valueName: "policy"))
    var invalid: InvalidInputPolicy = .fail

    @Option(help: "Output format: text (a readable summary) or json (the change set, sorted keys).")
    var format: DiffFormat = .text

    func validate() throws {
        if old == "-" && new == "-" { throw ValidationError("OLD and NEW cannot both be standard input") }
    }

    func run() throws {
        let setup: SectioningSetup
        let before: SectionedList<TextRow, TextRow>
        let after: SectionedList<TextRow, TextRow>
        do throws(CLIError) {
            setup = try SectioningSetup.make(index: index, bar: bar)
            before = SectionedList(rows: try rows(of: old), collation: setup.collation, indexBarOptions: setup.configuration.indexBar)
            after = SectionedList(rows: try rows(of: new), collation: setup.collation, indexBarOptions: setup.configuration.indexBar)
        } catch {
            throw error.reported()
        }
        let changes = SectionedList.changes(from: before, to: after)
        // With --index-slots: whether the condensed bar (its entries or their jumps) changed.
        let condensedChanged = setup.configuration.indexBar.slotCount.map { slots in
            let a = before.indexBar.condensed(toFit: slots), b = after.indexBar.condensed(toFit: slots)
            return a.titles != b.titles || a.entries.map(\.target) != b.entries.map(\.target)
        }
        let document = DiffDocument(index: setup.collation, localeSource: setup.localeSource, oldName: old, newName: new,
                                    before: before, after: after, changes: changes, condensedChanged: condensedChanged)
        let out = OutputWriter()
        switch format {
        case .text: DiffTextRenderer(document: document).render(to: out)
        case .json: DiffJSONRenderer(document: document).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
    }

    /// The rows of one input, read and decoded as the main command reads its files.
    private func rows(of path: String) throws(CLIError) -> RowBuffer {
        let input: InputOptionGroup
        do {
            input = try InputOptionGroup.parse([path, "--invalid", invalid.rawValue])
        } catch {
            throw .usage("cannot read \(path): \(error)")
        }
        return try input.readRows()
    }
}

/// The formats of `sectionize diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
