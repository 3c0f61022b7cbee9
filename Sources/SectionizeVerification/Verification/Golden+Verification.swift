public import SectionizeKit
internal import SectionizeInput
internal import SectionizeICU
extension Golden {
    /// Runs the golden's configuration on its rows and compares the result with every
    /// expectation: each row's section, the rows' order in each section, the list of
    /// sections, and the index-bar lines the golden has.
    ///
    /// - Parameter strictVersions: Whether a golden recorded with other ICU, CLDR or Unicode
    ///   versions fails for that alone. Either way, every failure carries a note saying
    ///   which versions differ.
    /// - Returns: The counts, the failures in file order, and the re-recorded golden.
    /// - Throws: `SectionizeError` with code `SectionizeError/Code/malformedGolden` when
    ///   the configuration cannot be run (an unknown locale), located at its header line.
    /// - Complexity: One sectioning of the golden's rows, plus O(*g* × *r*) for *g* expected
    ///   and *r* actual sections.
    public func verify(strictVersions: Bool = false) throws(SectionizeError) -> GoldenVerification {
        let collation: IndexedCollation
        do {
            collation = try configuration.makeCollation()
        } catch {
            let line = headerLines["locale"] ?? 1
            throw SectionizeError(
                .malformedGolden, "\(source):\(line): \(error.message)", suggestions: error.suggestions,
                source: source, line: line)
        }
        let running = GoldenVersions.running
        let (recordedDiffer, runningDiffer) = versions.differences(from: running)
        let note =
            recordedDiffer.isEmpty
            ? nil
            : "recorded with \(recordedDiffer.joined(separator: ", ")); running \(runningDiffer.joined(separator: ", "))"
        // Readings that cannot be computed (MeCab missing) are the environment's problem,
        // not the golden's: that error keeps its own code.
        let provider = try configuration.resolvedReadings(for: collation).provider
        var check: GoldenCheck
        var recordFailures: [GoldenFailure] = []
        var rerecorded: Golden? = nil
        if let input {
            let records = try readRecords(input, collation: collation, provider: provider, note: note)
            check = GoldenCheck(golden: records.golden, sectioned: records.sectioned, keys: records.keys, versionNote: note)
            recordFailures = records.failures
            if !recordFailures.isEmpty { rerecorded = records.rerecorded }
        } else {
            let sectioned = try collation.sections(ofRows: RowBuffer(rows.map(\.text)), readingProvider: provider)
            check = GoldenCheck(golden: self, sectioned: sectioned, keys: nil, versionNote: note)
        }
        check.failures += recordFailures
        check.compareRows()
        check.compareIndex()
        let differing = [
            ("icu", versions.icu, running.icu), ("cldr", versions.cldr, running.cldr),
            ("unicode", versions.unicode, running.unicode),
        ].filter { $0.1 != nil && $0.1 != $0.2 }
        let versionLine = differing.compactMap { headerLines[$0.0] }.min()
        if strictVersions {
            if let note {
                check.fail(
                    .versions, lines: versionLine ?? 1, expected: recordedDiffer,
                    actual: runningDiffer, "\(note) (--strict-versions)", noted: false)
            } else {
                check.passed += 1
            }
        }
        return GoldenVerification(
            source: source, passedCount: check.passed,
            failures: check.failures.sorted { $0.lines.lowerBound < $1.lines.lowerBound },
            recordedVersions: versions, runningVersions: running, versionNote: note,
            versionLine: note == nil ? nil : versionLine, updated: rerecorded ?? check.updated())
    }
}

/// The comparison of one golden with its result (see ``Golden/verify(strictVersions:)``).
struct GoldenCheck {
    let golden: Golden
    let sectioned: SectionedRows
    /// In a golden of records, each sectioned row's key.
    let keys: [String]?
    let bar: IndexBar
    let versionNote: String?
    /// For each golden row (file order), its golden section.
    let goldenSectionOfRow: [Int]
    /// For each golden row, its displayed section in the result.
    let resultSectionOfRow: [Int]
    /// For each golden section, the displayed result section it stands for, if any.
    let alignedResult: [Int?]
    /// For each displayed result section, the golden section it stands for, if any.
    let alignedGolden: [Int?]
    var passed = 0
    var failures: [GoldenFailure] = []

    init(golden: Golden, sectioned: SectionedRows, keys: [String]?, versionNote: String?) {
        self.golden = golden
        self.keys = keys
        self.versionNote = versionNote
        let rows = golden.rows
        self.sectioned = sectioned
        bar = sectioned.indexBar(options: golden.configuration.indexBarOptions)
        goldenSectionOfRow = golden.sections.indices.flatMap { g in Array(repeating: g, count: golden.sections[g].rows.count) }
        var displayedPosition = [Int](repeating: -1, count: sectioned.sectionTitles.count)
        for (r, s) in bar.displayedCollationSections.enumerated() { displayedPosition[s.rawValue] = r }
        let sectioned = sectioned
        resultSectionOfRow = rows.indices.map { displayedPosition[sectioned.section(ofRow: $0).rawValue] }
        let displayed = bar.displayedCollationSections.map { (title: sectioned.title(of: $0), kind: sectioned.kind(of: $0)) }
        (alignedResult, alignedGolden) = GoldenCheck.align(golden.sections, displayed)
    }

    /// Matches golden sections with displayed result sections in order (a longest common
    /// subsequence of titles and kinds; a golden section without a kind matches any kind).
    static func align(_ expected: [GoldenSection], _ actual: [(title: String, kind: SectionKind)]) -> ([Int?], [Int?]) {
        func matches(_ g: Int, _ r: Int) -> Bool {
            expected[g].title == actual[r].title && (expected[g].kind == nil || expected[g].kind == actual[r].kind)
        }
        let n = expected.count, m = actual.count
        var length = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for g in stride(from: n - 1, through: 0, by: -1) {
            for r in stride(from: m - 1, through: 0, by: -1) {
                length[g][r] = matches(g, r) ? length[g + 1][r + 1] + 1 : max(length[g + 1][r], length[g][r + 1])
            }
        }
        var toResult = [Int?](repeating: nil, count: n)
        var toGolden = [Int?](repeating: nil, count: m)
        var g = 0, r = 0
        while g < n && r < m {
            if matches(g, r) && length[g][r] == length[g + 1][r + 1] + 1 {
                toResult[g] = r
                toGolden[r] = g
                g += 1
                r += 1
            } else if length[g + 1][r] >= length[g][r + 1] {
                g += 1
            } else {
                r += 1
            }
        }
        return (toResult, toGolden)
    }

    mutating func fail(
        _ kind: GoldenFailure.Kind, lines: Int, _ last: Int? = nil, rows: [String] = [], expected: [String],
        actual: [String], _ message: String, noted: Bool = true
    ) {
        failures.append(
            GoldenFailure(
                kind: kind, source: golden.source, lines: lines...max(lines, last ?? lines), rows: rows,
                expected: expected, actual: actual, message: message,
                versionNote: noted ? versionNote : nil))
    }

    /// A result section's title, with its kind and position when the title alone is
    /// ambiguous (ICU's several `…` buckets).
    func resultName(_ r: Int) -> String {
        let s = bar.displayedCollationSections[r]
        let title = sectioned.title(of: s)
        let same = bar.displayedCollationSections.filter { sectioned.title(of: $0) == title }.count
        return same > 1 ? "\(title) (\(sectioned.kind(of: s)), section \(r + 1))" : title
    }

    /// A golden section's title, described like ``resultName(_:)`` when it is ambiguous.
    func goldenName(_ g: Int) -> String {
        if let r = alignedResult[g] { return resultName(r) }
        let section = golden.sections[g]
        let same = golden.sections.filter { $0.title == section.title }.count
        return same > 1 ? "\(section.title) (the one at line \(section.line))" : section.title
    }

    mutating func compareRows() {
        let rows = golden.rows
        // Each row's section.
        for (k, row) in rows.enumerated() {
            let g = goldenSectionOfRow[k], r = resultSectionOfRow[k]
            if alignedResult[g] == r {
                passed += 1
            } else {
                fail(
                    .rowSection, lines: row.line, rows: [row.text], expected: [goldenName(g)], actual: [resultName(r)],
                    "\(quoted(row.text)): expected in \(goldenName(g)), got \(resultName(r))")
            }
        }
        // The list of sections.
        for (g, section) in golden.sections.enumerated() {
            if alignedResult[g] != nil {
                passed += 1
            } else {
                let exists = sectioned.sectionTitles.contains(section.title)
                let why = exists ? "no row of the golden is in it" : "the index has no section titled \(section.title)"
                fail(
                    .missingSection, lines: section.line, expected: [goldenName(g)], actual: [],
                    "section \(goldenName(g)) is missing from the result (\(why))")
            }
        }
        for r in bar.displayedCollationSections.indices where alignedGolden[r] == nil {
            let members = rows.indices.filter { resultSectionOfRow[$0] == r }
            let line = members.map { rows[$0].line }.min() ?? nextGoldenLine(afterResultSection: r)
            let sample = members.prefix(3).map { quoted(rows[$0].text) }.joined(separator: ", ") + (members.count > 3 ? ", …" : "")
            fail(
                .extraSection, lines: line, rows: members.map { rows[$0].text }, expected: [], actual: [resultName(r)],
                "section \(resultName(r)) is in the result but not in the golden" + (members.isEmpty ? " (empty)" : " (rows \(sample))"))
        }
        // The order inside each section.
        for (g, section) in golden.sections.enumerated() {
            guard let r = alignedResult[g] else { continue }
            let first = rows.count - golden.sections[g...].reduce(0) { $0 + $1.rows.count }
            let expected = section.rows.indices.map { first + $0 }.filter { resultSectionOfRow[$0] == r }
            let actual = sectioned.rowIndexes(in: bar.displayedCollationSections[r]).filter { goldenSectionOfRow[$0] == g }
            guard expected.count > 1 else { continue }
            guard let from = expected.indices.first(where: { expected[$0] != actual[$0] }),
                let to = expected.indices.last(where: { expected[$0] != actual[$0] })
            else {
                passed += 1
                continue
            }
            let want = expected[from...to].map { rows[$0].text }, got = actual[from...to].map { rows[$0].text }
            let lines = expected[from...to].map { rows[$0].line }
            fail(
                .rowOrder, lines: lines.min()!, lines.max()!, rows: want, expected: want,
                actual: got,
                "rows out of order in \(goldenName(g)): expected \(listed(want)); got \(listed(got))")
        }
    }

    /// The line where a golden would list result section `r`: the header of the next
    /// golden section that is matched, else the last line of the golden.
    func nextGoldenLine(afterResultSection r: Int) -> Int {
        for later in (r + 1)..<max(r + 1, alignedGolden.count) {
            if let g = alignedGolden[later] { return golden.sections[g].line }
        }
        return max(1, golden.sections.last.map { $0.rows.last?.line ?? $0.line } ?? 1)
    }

    mutating func compareIndex() {
        let expectations = golden.index
        if let titles = expectations.titles {
            compareLists(titles, bar.titles, kind: .indexTitles, what: "index title")
        }
        if let jumps = expectations.jumps {
            let actual = Golden.jumps(of: bar, sectioned: sectioned)
            if jumps.value.count != actual.count {
                fail(
                    .indexJumps, lines: jumps.line, expected: jumps.value.map { "\($0.title)→\($0.target)" },
                    actual: actual.map { "\($0.title)→\($0.target)" },
                    "index-jumps lists \(jumps.value.count) titles, the index bar has \(actual.count)")
            } else {
                var differing: [String] = []
                for (want, got) in zip(jumps.value, actual) {
                    if want == got {
                        passed += 1
                    } else if want.title == got.title {
                        differing.append("\(want.title) jumps to \(got.target), expected \(want.target)")
                    } else {
                        differing.append("expected \(want.title)→\(want.target), got \(got.title)→\(got.target)")
                    }
                }
                if !differing.isEmpty {
                    let shown = differing.prefix(6).joined(separator: "; ") + (differing.count > 6 ? "; … (\(differing.count) in all)" : "")
                    fail(
                        .indexJumps, lines: jumps.line, expected: jumps.value.map { "\($0.title)→\($0.target)" },
                        actual: actual.map { "\($0.title)→\($0.target)" }, "index title \(shown)")
                }
            }
        }
        if let visible = expectations.visible {
            if visible.value == bar.isVisible {
                passed += 1
            } else {
                func word(_ shown: Bool) -> String { shown ? "visible" : "hidden" }
                fail(
                    .indexVisibility, lines: visible.line, expected: [word(visible.value)], actual: [word(bar.isVisible)],
                    "index bar expected \(word(visible.value)), got \(word(bar.isVisible)) (\(bar.rowCount) rows, min-rows \(bar.options.minimumDisplayRowCount))"
                )
            }
        }
        if let condensed = expectations.condensed, let slots = golden.configuration.indexBarOptions.slotCount {
            let actual = bar.condensed(toFit: slots).titles
            if condensed.value == actual {
                passed += 1
            } else {
                fail(
                    .indexCondensed, lines: condensed.line, expected: condensed.value,
                    actual: actual,
                    "condensed index (\(slots) slots): expected \(condensed.value.joined(separator: " ")); got \(actual.joined(separator: " "))")
            }
        }
    }

    /// Compares two title lists: position by position when they have the same length, else
    /// by which titles are missing and which are extra.
    mutating func compareLists(_ expected: GoldenExpectation<[String]>, _ actual: [String], kind: GoldenFailure.Kind, what: String) {
        if expected.value.count == actual.count {
            for (i, (want, got)) in zip(expected.value, actual).enumerated() {
                if want == got {
                    passed += 1
                } else {
                    fail(kind, lines: expected.line, expected: [want], actual: [got], "\(what) \(i + 1): expected \(want), got \(got)")
                }
            }
            return
        }
        var remaining = actual.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        var missing: [String] = []
        for title in expected.value {
            if let n = remaining[title], n > 0 { remaining[title] = n - 1 } else { missing.append(title) }
        }
        let extra = actual.filter { (remaining[$0] ?? 0) > 0 }
        fail(
            kind, lines: expected.line, expected: expected.value, actual: actual,
            "\(what)s differ: expected \(expected.value.count), got \(actual.count)"
                + (missing.isEmpty ? "" : "; missing \(missing.joined(separator: " "))")
                + (extra.isEmpty ? "" : "; extra \(extra.joined(separator: " "))"))
    }

    /// A row in a message: in quotes, with escapes where it has invisible characters.
    func quoted(_ text: String) -> String {
        GoldenText.needsQuoting(text, inList: false) ? GoldenText.written(text) : "\"\(text)\""
    }

    /// Rows in a message, as a golden writes them, at most six.
    func listed(_ rows: [String]) -> String {
        // Every row quoted ("Ødegaard, Ola" holds a comma), with the golden's escapes.
        let shown = rows.prefix(6).map { GoldenText.quoted($0) }.joined(separator: ", ")
        return rows.count > 6 ? "\(shown), … (\(rows.count) rows)" : shown
    }

    /// The golden re-recorded from this result, with the golden's comments, rows and
    /// index-bar lines kept.
    func updated() -> Golden {
        var updated = Golden(
            recording: sectioned, keys: keys, input: golden.input, configuration: golden.configuration,
            source: golden.source, includesIndex: true)
        if golden.index.titles == nil { updated.index.titles = nil }
        if golden.index.jumps == nil { updated.index.jumps = nil }
        if golden.index.visible == nil { updated.index.visible = nil }
        if golden.index.condensed == nil { updated.index.condensed = nil }
        // The recorded rows are in result order; map each back to its golden ordinal.
        let order = bar.displayedCollationSections.flatMap { Array(sectioned.rowIndexes(in: $0)) }
        var newPosition = [Int](repeating: 0, count: order.count)
        for (position, k) in order.enumerated() { newPosition[k] = position }
        let firstRowOfSection = golden.sections.indices.map { g in golden.sections[..<g].reduce(0) { $0 + $1.rows.count } }
        updated.comments = golden.comments.map { comment in
            var moved = comment
            switch comment.anchor {
            case .row(let k): moved.anchor = .row(newPosition[k])
            case .section(let g):
                if let r = alignedResult[g] {
                    moved.anchor = .section(r)
                } else if !golden.sections[g].rows.isEmpty {
                    moved.anchor = .row(newPosition[firstRowOfSection[g]])
                } else {
                    moved.anchor = .end
                }
            case .index(let key):
                let present =
                    switch key {
                    case "index": updated.index.titles != nil
                    case "index-jumps": updated.index.jumps != nil
                    case "index-visible": updated.index.visible != nil
                    default: updated.index.condensed != nil
                    }
                if !present { moved.anchor = .end }
            case .header, .end: break
            }
            return moved
        }
        return updated
    }
}

extension Golden {
    /// A golden of records, matched with its input read again.
    struct RecordCheck {
        /// The golden restricted to the rows whose record was found.
        var golden: Golden
        /// Those records sectioned, row *i* being the golden's row *i*.
        var sectioned: SectionedRows
        /// Each row's key.
        var keys: [String]
        /// Records missing from the input or the golden, and renamed ones.
        var failures: [GoldenFailure]
        /// The golden recorded anew from every record of the input (for `--update`).
        var rerecorded: Golden
    }

    /// Reads a golden's input again, matches its records with the golden's rows by key, and
    /// sections the matched ones in the golden's row order.
    func readRecords(
        _ input: GoldenInput, collation: IndexedCollation, provider: (any ReadingProvider)?,
        note: String?
    ) throws(SectionizeError) -> RecordCheck {
        let inputLine = headerLines["input"] ?? 1
        // A relative path is looked up next to the golden first, then from the current folder
        // (a golden recorded with `sectionize Data/x.vcf --format golden > Data/golden/x.golden`).
        var path = input.path
        if !input.path.hasPrefix("/"), source != "-", let slash = source.lastIndex(of: "/") {
            let besideGolden = String(source[...slash]) + input.path
            if InputReader.fileExists(besideGolden) || !InputReader.fileExists(input.path) { path = besideGolden }
        }
        let records: [ContactRecord]
        do {
            records = try RecordReader.read(
                try InputReader.read(path: path), source: path, format: input.format,
                fields: input.fields, encoding: input.encoding
            ).records
            if let id = input.fields.id { try ContactRecord.checkIDs(records, field: id) }
        } catch {
            var located = error
            located.message = "\(source):\(inputLine): input: \(error.message)"
            throw located
        }
        let style = input.nameStyle(locale: configuration.locales.first?.rawValue ?? collation.resolvedLocales[0])
        var byKey: [String: Int] = [:]
        for (i, record) in records.enumerated() { byKey[record.goldenKey] = i }
        var failures: [GoldenFailure] = []
        func fail(_ line: Int, _ rows: [String], expected: [String], actual: [String], _ message: String) {
            failures.append(
                GoldenFailure(
                    kind: .record, source: source, lines: line...line, rows: rows, expected: expected,
                    actual: actual, message: message, versionNote: note))
        }
        var matched = Set<Int>()
        var ordered: [ContactRecord] = []
        var kept = self
        for g in kept.sections.indices {
            kept.sections[g].rows = kept.sections[g].rows.filter { row in
                guard let key = row.key, let i = byKey[key] else {
                    fail(
                        row.line, [row.text], expected: ["@\(row.key ?? "?")"], actual: [],
                        "\"\(row.text)\" @\(row.key ?? "?"): no such record in \(path)")
                    return false
                }
                matched.insert(i)
                ordered.append(records[i])
                let shown = records[i].displayName(style)
                if shown != row.text {
                    fail(
                        row.line, [row.text], expected: [row.text], actual: [shown],
                        "@\(key): the record is shown as \"\(shown)\" now (\(path):\(records[i].line)), the golden says \"\(row.text)\"")
                }
                return true
            }
        }
        let endLine = (rows.last?.line ?? inputLine)
        for (i, record) in records.enumerated() where !matched.contains(i) {
            let shown = record.displayName(style)
            fail(
                endLine, [shown], expected: [], actual: ["@\(record.goldenKey)"],
                "\(path):\(record.line): record @\(record.goldenKey) (\"\(shown)\") is not in the golden")
        }
        let sectioned = try collation.sections(ofRecords: ordered, nameStyle: style, readingProvider: provider).sectioned
        let all = try collation.sections(ofRecords: records, nameStyle: style, readingProvider: provider)
        var rerecorded = Golden(
            recording: all, input: input, configuration: configuration, source: source,
            includesIndex: true)
        rerecorded.comments = comments.filter { if case .header = $0.anchor { true } else { false } }
        return RecordCheck(
            golden: kept, sectioned: sectioned, keys: ordered.map(\.goldenKey), failures: failures,
            rerecorded: rerecorded)
    }
}
