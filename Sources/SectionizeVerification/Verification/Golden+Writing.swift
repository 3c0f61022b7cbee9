public import SectionizeKit
public import SectionizeInput
extension Golden {
    /// Records a golden from a result: the configuration, the running versions, every
    /// displayed section with its rows in order, and the index bar (titles, jumps,
    /// visibility, and the condensed bar when the configuration has index slots).
    ///
    /// This is what `sectionize … --format golden` prints (with a first comment saying how
    /// to check it).
    ///
    /// - Parameters:
    ///   - sectioned: The sectioned rows.
    ///   - configuration: The options the result was made with.
    ///   - source: The name used in messages.
    ///   - includesIndex: Whether to state the index bar.
    /// - Returns: A golden that holds for this result.
    public init(
        recording sectioned: SectionedRows, configuration: SectioningConfiguration, source: String = "-",
        includesIndex: Bool = true
    ) {
        self.init(
            recording: sectioned, keys: nil, input: nil, configuration: configuration, source: source,
            includesIndex: includesIndex)
    }

    /// Records a golden of structured records: each row is a record's display name with its
    /// key (its id with `--id`, else its record number), and the header names the input to
    /// re-read (see ``GoldenInput``).
    ///
    /// - Parameters:
    ///   - records: The sectioned records.
    ///   - input: The input and the flags it was read with (its path as `verify` should
    ///     find it: relative to the golden's folder, or absolute).
    ///   - configuration: The options the result was made with.
    ///   - source: The name used in messages.
    ///   - includesIndex: Whether to state the index bar.
    /// - Returns: A golden that holds for this result.
    public init(
        recording records: SectionedRecords, input: GoldenInput, configuration: SectioningConfiguration,
        source: String = "-", includesIndex: Bool = true
    ) {
        self.init(
            recording: records.sectioned, keys: records.records.map(\.goldenKey), input: input,
            configuration: configuration, source: source, includesIndex: includesIndex)
    }

    /// Records rows, with a key per row for a golden of records.
    init(
        recording sectioned: SectionedRows, keys: [String]?, input: GoldenInput?, configuration: SectioningConfiguration,
        source: String, includesIndex: Bool
    ) {
        let bar = sectioned.indexBar(options: configuration.indexBarOptions)
        let sections = bar.displayedCollationSections.map { s in
            GoldenSection(
                title: sectioned.title(of: s), kind: sectioned.kind(of: s),
                rows: sectioned.rowIndexes(in: s).map { GoldenRow(text: sectioned.rows[$0], key: keys?[$0]) })
        }
        var index = GoldenIndexExpectations()
        if includesIndex {
            index = GoldenIndexExpectations(
                titles: GoldenExpectation(bar.titles), jumps: GoldenExpectation(Golden.jumps(of: bar, sectioned: sectioned)),
                visible: GoldenExpectation(bar.isVisible),
                condensed: configuration.indexBarOptions.slotCount.map { GoldenExpectation(bar.condensed(toFit: $0).titles) })
        }
        self.init(
            source: source, configuration: configuration, input: input, versions: .running, sections: sections, index: index,
            comments: [GoldenComment(lines: Golden.recordedBanner, anchor: .header("sectionize-golden"))], headerLines: [:])
    }

    /// Each bar title with the title of the displayed section it scrolls to.
    static func jumps(of bar: IndexBar, sectioned: SectionedRows) -> [GoldenJump] {
        zip(bar.titles, bar.targets).map { title, target in
            let name =
                switch target {
                case .search?: IndexBar.searchTitle
                case .section(let s)?: sectioned.title(of: bar.displayedCollationSections[s])
                case nil: "-"
                }
            return GoldenJump(title: title, target: name)
        }
    }

    /// The first comment of a recorded golden: what it is and how to check it.
    static let recordedBanner = [
        " sectionize golden file: `sectionize verify FILE` checks it, `--update` re-records it.",
        " Header `key: value` lines, `== TITLE [KIND]` sections, rows indented by two spaces,",
        " `//` comments. Edit the expectations by hand; see docs/localization-testing.md.",
    ]

    /// The golden's text, in the format ``init(parsing:source:)`` reads: the header, the
    /// sections and rows, and the index-bar lines, each after its comments.
    public var text: String {
        var before: [GoldenComment.Anchor: [[String]]] = [:]
        for comment in comments { before[comment.anchor, default: []].append(comment.lines) }
        var out = ""
        func emit(_ anchor: GoldenComment.Anchor) {
            for block in before[anchor] ?? [] {
                for line in block { out += "//\(line)\n" }
            }
        }
        func bool(_ value: Bool) -> String { value ? "yes" : "no" }
        let c = configuration
        let icu = c.style == .icu, options = c.indexOptions
        let added =
            options.additionalTitles == ["none"]
            ? "\"none\""
            : options.additionalTitles.isEmpty ? "none" : options.additionalTitles.map { GoldenText.written($0, inList: true) }.joined(separator: " ")
        let values: [String: String?] = [
            "sectionize-golden": Golden.formatVersion,
            "locale": c.locales.map(\.rawValue).joined(separator: " "),
            "style": c.style.rawValue,
            "readings": c.effectiveReadingMode.rawValue,
            "numeric": c.collationPreferences.numericOrdering.map(bool) ?? "default",
            "native-first": icu ? nil : bool(options.nativeScriptFirst),
            "add-titles": added,
            "max-titles": icu ? String(options.maxTitleCount) : nil,
            "underflow-title": icu ? GoldenText.written(options.underflowTitle) : nil,
            "inflow-title": icu ? GoldenText.written(options.inflowTitle) : nil,
            "overflow-title": icu ? GoldenText.written(options.overflowTitle) : nil,
            "search": bool(c.indexBarOptions.includesSearch),
            "min-rows": String(c.indexBarOptions.minimumDisplayRowCount),
            "all-sections": bool(c.indexBarOptions.keepsEmptySections),
            "jump": c.indexBarOptions.jumpPolicy.rawValue,
            "index-slots": c.indexBarOptions.slotCount.map(String.init) ?? "none",
            "input": input.map { "\($0.format.rawValue) \(GoldenText.written($0.path))" },
            "fields": input.map { input in
                let items = input.namedFields.compactMap { entry in
                    input.fields[keyPath: entry.path].map { GoldenText.written("\(entry.key)=\($0)", inList: true) }
                }
                return items.isEmpty ? "none" : items.joined(separator: " ")
            },
            "sort-order": input.map { $0.sortOrder?.rawValue ?? "default" },
            "display-order": input.map { $0.displayOrder?.rawValue ?? "default" },
            "encoding": input.map { $0.encoding?.rawValue ?? "default" },
            "icu": versions.icu, "cldr": versions.cldr, "unicode": versions.unicode,
        ]
        for key in Golden.headerKeys {
            guard let value = values[key] ?? nil else { continue }
            emit(.header(key))
            out += "\(key): \(value)\n"
        }
        var ordinal = 0
        for (s, section) in sections.enumerated() {
            out += "\n"
            emit(.section(s))
            let kind = section.kind.flatMap { $0 == .normal ? nil : " \($0.description)" } ?? ""
            out += "== \(GoldenText.written(section.title, inList: true))\(kind)\n"
            for row in section.rows {
                emit(.row(ordinal))
                out += "  \(GoldenText.written(row.text))"
                if let key = row.key { out += "  @\(GoldenText.written(key, inList: true))" }
                out += "\n"
                ordinal += 1
            }
        }
        if !index.isEmpty { out += "\n" }
        func list(_ items: [String]) -> String { items.map { GoldenText.written($0, inList: true) }.joined(separator: " ") }
        if let titles = index.titles {
            emit(.index("index"))
            out += "index: \(list(titles.value))\n"
        }
        if let jumps = index.jumps {
            emit(.index("index-jumps"))
            let items = jumps.value.map { jump in
                let item = "\(jump.title)→\(jump.target)"
                return GoldenText.needsQuoting(jump.title, inList: true) || GoldenText.needsQuoting(jump.target, inList: true)
                    ? GoldenText.written(item, inList: true) : item
            }
            out += "index-jumps: \(items.joined(separator: " "))\n"
        }
        if let visible = index.visible {
            emit(.index("index-visible"))
            out += "index-visible: \(bool(visible.value))\n"
        }
        if let condensed = index.condensed {
            emit(.index("index-condensed"))
            out += "index-condensed: \(list(condensed.value))\n"
        }
        emit(.end)
        return out
    }
}

extension ContactRecord {
    /// The record's key in a golden of records: its id, or its record number without one.
    var goldenKey: String { id ?? String(number) }
}
