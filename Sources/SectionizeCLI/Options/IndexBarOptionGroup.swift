public import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The index-bar options (UITableView's section index). They describe the bar, which only
/// `--format text` and `--format json` print.
struct IndexBarOptionGroup: ParsableArguments {
    @Flag(help: "Put the search entry {search} (UITableViewIndexSearch) first in the index bar.")
    var search = false

    @Option(
        name: .customLong("min-rows"), parsing: .unconditional,
        help: ArgumentHelp("Show the index bar only with at least this many rows (sectionIndexMinimumDisplayRowCount; default 0).", valueName: "n"))
    var minRows: Int?

    @Flag(name: .customLong("all-sections"), help: "Keep empty sections in the output (titles and sections then correspond one to one).")
    var allSections = false

    @Option(
        help: ArgumentHelp(
            "Where a title of an empty section jumps: before (nearest non-empty at or before it; the default) or after.", valueName: "side"))
    var jump: IndexBarJumpPolicy?

    @Option(
        name: .customLong("index-slots"), parsing: .unconditional,
        help: ArgumentHelp("Also condense the bar to fit this many entries, with • for hidden titles (as iOS does).", valueName: "n"))
    var indexSlots: Int?

    func validate() throws {
        if let minRows, minRows < 0 { throw ValidationError("--min-rows must be 0 or more, not \(minRows)") }
        if let indexSlots, indexSlots < 1 { throw ValidationError("--index-slots must be at least 1, not \(indexSlots)") }
    }

    /// The flags given, by name (those that change the index bar).
    var given: [String] {
        [
            (search, "--search"), (minRows != nil, "--min-rows"), (allSections, "--all-sections"),
            (jump != nil, "--jump"), (indexSlots != nil, "--index-slots"),
        ].filter(\.0).map(\.1)
    }

    var options: IndexBarOptions {
        IndexBarOptions(
            includesSearch: search, keepsEmptySections: allSections, jumpPolicy: jump ?? .before,
            minimumDisplayRowCount: minRows ?? 0, slotCount: indexSlots)
    }
}

extension IndexBarJumpPolicy: ExpressibleByArgument {}
