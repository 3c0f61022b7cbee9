import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `condensed(toFit:)`, which mimics the bullets iOS puts in a section index too tall for its
/// table. iOS does not document its exact sampling, so the expected values come from the rules
/// documented on `condensed(toFit:)`; the invariants are checked for every slot count.
@Suite("Index bar: condensing")
struct IndexBarCondensingTests {
    @Test("Invariants hold for every slot count from -1 to the full length + 3", arguments: CondensingCase.all)
    func invariantsForEverySlotCount(testCase: CondensingCase) {
        let bar = testCase.bar
        for slots in -1...(bar.titles.count + 3) {
            let problems = Self.problems(bar.condensed(toFit: slots), of: bar, slots: slots)
            #expect(problems.isEmpty, "slots \(slots): \(problems.joined(separator: "; "))")
        }
    }

    @Test("A–Z # in 13 slots: # pinned, 12 slots → 11 used, A • F • K • P • U • Z (positions 5i)")
    func latinThirteen() {
        let bar = IndexBar(sectionTitles: IndexBarFixtures.latin, sectionCounts: IndexBarFixtures.latin.map { _ in 1 })
        let condensed = bar.condensed(toFit: 13)
        #expect(condensed.titles == ["A", "•", "F", "•", "K", "•", "P", "•", "U", "•", "Z", "#"])
        // The bullet between A (0) and F (5) hides B…E (1..<5); its middle is C (the earlier of C, D).
        #expect(condensed.entries[1].coveredRange == 1..<5)
        #expect(condensed.entries[1].sourceIndex == 2)
    }

    @Test("A–Z # with search in 20 slots: {search} A • D • G • J • N • Q • T • W • Z # (the documented example)")
    func latinWithSearchTwenty() {
        let bar = IndexBar(
            sectionTitles: IndexBarFixtures.latin, sectionCounts: IndexBarFixtures.latin.map { _ in 1 },
            options: IndexBarOptions(includesSearch: true))
        #expect(
            bar.condensed(toFit: 20).titles.joined(separator: " ")
                == "{search} A • D • G • J • N • Q • T • W • Z #")
    }

    @Test("Tiny slot counts: the run keeps one title (the last real one), then {search}, then #")
    func tinySlotCounts() {
        let bar = IndexBar(
            sectionTitles: IndexBarFixtures.latin, sectionCounts: IndexBarFixtures.latin.map { _ in 1 },
            options: IndexBarOptions(includesSearch: true))
        #expect(bar.condensed(toFit: 0).titles.isEmpty)
        #expect(bar.condensed(toFit: -5).titles.isEmpty)
        #expect(bar.condensed(toFit: 1).titles == ["Z"])
        #expect(bar.condensed(toFit: 2).titles == ["{search}", "Z"])
        #expect(bar.condensed(toFit: 3).titles == ["{search}", "Z", "#"])
        #expect(bar.condensed(toFit: 4).titles == ["{search}", "Z", "#"])  // the run's 2 slots → 1 (odd)
        #expect(bar.condensed(toFit: 5).titles == ["{search}", "A", "•", "Z", "#"])
    }

    @Test("Bars without real titles: {search} and # alone")
    func onlyPinnedEntries() {
        let bar = IndexBar(sectionTitles: ["#"], sectionCounts: [2], options: IndexBarOptions(includesSearch: true))
        #expect(bar.condensed(toFit: 1).titles == ["{search}"])
        #expect(bar.condensed(toFit: 2).titles == ["{search}", "#"])
        #expect(IndexBar(sectionTitles: [], sectionCounts: []).condensed(toFit: 3).titles.isEmpty)
    }

    @Test("A bar without a trailing # pins nothing at the end; halves round up (25 / 2 → 13: N)")
    func noTrailingHash() {
        let titles = Array(IndexBarFixtures.latin.dropLast())
        let bar = IndexBar(sectionTitles: titles, sectionCounts: titles.map { _ in 1 })
        #expect(bar.condensed(toFit: 5).titles == ["A", "•", "N", "•", "Z"])
        #expect(bar.condensed(toFit: 1).titles == ["Z"])
    }

    /// Every documented rule, as a list of violations (empty when all hold).
    static func problems(_ condensed: CondensedIndexBar, of bar: IndexBar, slots: Int) -> [String] {
        var problems: [String] = []
        let entries = condensed.titles
        let count = entries.count
        let full = bar.titles
        if count > max(slots, 0) { problems.append("\(count) entries for \(slots) slots") }
        if slots <= 0 { return count == 0 ? problems : problems + ["not empty for slots \(slots)"] }

        // Every entry goes where the full bar's title would.
        for i in entries.indices {
            let source = condensed.entries[i].sourceIndex
            if condensed.entries[i].target != bar.targets[source] { problems.append("entry \(i) target differs from full bar") }
            if entries[i] != IndexBar.bullet, entries[i] != full[source] { problems.append("entry \(i) is not its source title") }
        }

        if full.count <= slots {
            if entries != full { problems.append("changed although it fits") }
            if condensed.entries.map(\.sourceIndex) != Array(full.indices) { problems.append("sources not identity") }
            return problems
        }

        let hasSearch = bar.options.includesSearch
        let hasHash = bar.sectionTitles.last == "#"
        let runRange = (hasSearch ? 1 : 0)..<(full.count - (hasHash ? 1 : 0))
        // Pinned entries: {search} only first, # only last, each kept when the slots allow it.
        let realSlotsNeeded = runRange.isEmpty ? 0 : 1
        let searchKept = entries.first == IndexBar.searchTitle
        if entries.dropFirst().contains(IndexBar.searchTitle) { problems.append("{search} not first") }
        if hasSearch, slots >= realSlotsNeeded + 1, !searchKept { problems.append("{search} dropped") }
        let hashKept = hasHash && entries.last == "#" && condensed.entries.map(\.sourceIndex).last == full.count - 1
        if hasHash, slots >= realSlotsNeeded + (hasSearch ? 2 : 1), !hashKept { problems.append("# dropped") }

        // The run: alternating real titles and bullets, odd length, real at both ends.
        let run = Array(condensed.entries.map(\.sourceIndex).indices.dropFirst(searchKept ? 1 : 0).dropLast(hashKept ? 1 : 0))
        if runRange.isEmpty { return run.isEmpty ? problems : problems + ["run without real titles"] }
        if run.isEmpty { problems.append("no real title kept"); return problems }
        if run.count.isMultiple(of: 2) { problems.append("run length \(run.count) is even") }
        let usable = slots - (searchKept ? 1 : 0) - (hashKept ? 1 : 0)
        if run.count != usable, run.count != usable - 1 { problems.append("run uses \(run.count) of \(usable) slots") }
        for (offset, i) in run.enumerated() {
            let isBullet = entries[i] == IndexBar.bullet
            if isBullet != !offset.isMultiple(of: 2) { problems.append("run entry \(offset) breaks the alternation") }
        }
        let kept = run.filter { entries[$0] != IndexBar.bullet }.map { condensed.entries.map(\.sourceIndex)[$0] }
        if kept != kept.sorted() || Set(kept).count != kept.count { problems.append("real titles out of order") }
        if kept.last != runRange.upperBound - 1 { problems.append("last real title \(full[runRange.upperBound - 1]) missing") }
        if kept.count > 1, kept.first != runRange.lowerBound { problems.append("first real title missing") }
        if !kept.allSatisfy(runRange.contains) { problems.append("a pinned title inside the run") }

        // Each bullet hides exactly the titles between its neighbours and stands for the middle one.
        for (offset, i) in run.enumerated() where entries[i] == IndexBar.bullet {
            let hidden = condensed.entries[i].coveredRange
            let before = condensed.entries.map(\.sourceIndex)[run[offset - 1]], after = condensed.entries.map(\.sourceIndex)[run[offset + 1]]
            if hidden != (before + 1)..<after || hidden.isEmpty { problems.append("bullet \(offset) hides \(hidden)") }
            let middle = hidden.lowerBound + (hidden.count - 1) / 2
            if condensed.entries[i].sourceIndex != middle { problems.append("bullet \(offset) is not the middle of \(hidden)") }
            if condensed.entries[i].target != bar.targets[middle] { problems.append("bullet \(offset) target is not its middle title's") }
        }
        return problems
    }
}
