import ArgumentParser
import SectionizeKit

/// The index-bar options (UITableView's section index).
struct IndexBarOptionGroup: ParsableArguments {
    @Flag(help: "Put the search entry {search} (UITableViewIndexSearch) first in the index bar.")
    var search = false

    @Option(name: .customLong("min-rows"), help: ArgumentHelp("Show the index bar only with at least this many rows (sectionIndexMinimumDisplayRowCount).", valueName: "n"))
    var minRows: Int = 0

    @Flag(name: .customLong("all-sections"), help: "Keep empty sections in the output (titles and sections then correspond one to one).")
    var allSections = false

    @Option(help: ArgumentHelp("Where a title of an empty section jumps: before (nearest non-empty at or before it) or after.", valueName: "side"))
    var jump: IndexBarJumpPolicy = .before

    @Option(name: .customLong("index-slots"), help: ArgumentHelp("Also condense the bar to fit this many entries, with • for hidden titles (as iOS does).", valueName: "n"))
    var indexSlots: Int?

    func validate() throws {
        guard minRows >= 0 else { throw ValidationError("--min-rows must be 0 or more") }
        if let indexSlots, indexSlots < 1 { throw ValidationError("--index-slots must be at least 1") }
    }

    var options: IndexBarOptions {
        IndexBarOptions(includesSearch: search, keepsEmptySections: allSections, jumpPolicy: jump,
                        minimumDisplayRowCount: minRows, slotCount: indexSlots)
    }
}

extension IndexBarJumpPolicy: ExpressibleByArgument {}
