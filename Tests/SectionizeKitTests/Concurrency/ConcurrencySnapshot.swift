import SectionizeTestSupport
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Everything an index says about one list of rows, through each public entry point, as a
/// value that two runs can compare with `==`.
///
/// The concurrency tests take one snapshot serially and one in each concurrent task; any
/// difference means that shared state (the engine, the collator cache, ICU's collators) was
/// disturbed by another thread.
struct ConcurrencySnapshot: Equatable, Sendable {
    /// `sections(ofRows:)`: every row position, section by section.
    var orderedRowIndexes: [Int32]
    /// `sections(ofRows:)`: the section of each row.
    var sectionOfRow: [Int]
    /// `sections(ofRows:)`: the rows per section.
    var counts: [Int]
    /// `sections(of:by:)`: each section's title and its elements (row positions), in order.
    var sections: [ConcurrencySection]
    /// `section(for:)` of each row.
    var sectionFor: [Int]

    /// The three entry points whose results are recorded; each task calls them in its own
    /// order so that different calls overlap in time. (`sorted(_:)` takes the same path as
    /// `sections(of:by:)`.)
    enum Step: CaseIterable {
        case rows, elements, single
    }

    /// Runs every step on `index`, in the order given.
    ///
    /// - Parameters:
    ///   - index: The shared index.
    ///   - rows: The rows as a buffer (for the fast path).
    ///   - strings: The same rows as strings.
    ///   - steps: The order to run the steps in.
    init(index: IndexedCollation, rows: RowBuffer, strings: [String], steps: [Step] = Step.allCases) {
        var orderedRowIndexes: [Int32] = []
        var sectionOfRow: [Int] = []
        var counts: [Int] = []
        var sections: [ConcurrencySection] = []
        var sectionFor: [Int] = []
        for step in steps {
            switch step {
            case .rows:
                let sectioned = index.sections(ofRows: rows)
                orderedRowIndexes = sectioned.orderedRowIndexes.map(Int32.init)
                sectionOfRow = (0..<sectioned.rowCount).map { sectioned.section(ofRow: $0).rawValue }
                counts = sectioned.sectionCounts
            case .elements:
                sections = index.sections(of: Array(strings.indices)) { strings[$0] }.collationSections.map {
                    ConcurrencySection(title: $0.title, kind: $0.kind, items: $0.elements)
                }
            case .single:
                sectionFor = strings.map { index.section(for: $0).rawValue }
            }
        }
        self.orderedRowIndexes = orderedRowIndexes
        self.sectionOfRow = sectionOfRow
        self.counts = counts
        self.sections = sections
        self.sectionFor = sectionFor
    }

    /// The first field that differs from `other`, for a readable failure message.
    func firstDifference(from other: ConcurrencySnapshot) -> String? {
        if orderedRowIndexes != other.orderedRowIndexes { return "sections(ofRows:).orderedRowIndexes" }
        if sectionOfRow != other.sectionOfRow { return "sections(ofRows:).section(ofRow:)" }
        if counts != other.counts { return "sections(ofRows:).counts" }
        if sections != other.sections { return "sections(of:by:)" }
        if sectionFor != other.sectionFor { return "section(for:)" }
        return nil
    }
}

/// One section of `sections(of:by:)`, with the elements as row positions.
struct ConcurrencySection: Equatable, Sendable {
    var title: String
    var kind: SectionKind
    var items: [Int]
}

/// The rows the concurrency tests use.
enum ConcurrencyFixtures {
    /// Every row of `Data/corpus/*.txt`, then the same rows reversed: about 7,000 rows, so
    /// that the sectioner also splits the work into chunks on its own threads (it does from
    /// 4,096 rows), with every row duplicated so that tie-breaking is exercised too.
    static func rows() throws -> [String] {
        let corpus = try Corpus.allRows()
        return corpus + corpus.reversed()
    }

    /// The number of tasks run at once against one shared index.
    static let taskCount = 8
}
