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
            Both files are read and sectioned as `sectionize FILE` reads and sections them, with the \
            same options (formats, fields, readings). Lines are identified by their text and, for \
            repeated texts, by their occurrence (the second "Anna" in a file is "Anna #2"); records by \
            --id (a renamed record is a move, a record whose other fields changed a reload), or \
            without it by their display name and occurrence. Section and row numbers are positions in the displayed \
            sections of --format json's `sections`: deletions in OLD's numbering, insertions in NEW's, \
            as UITableView's performBatchUpdates takes them.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The list before (one row per line, or CSV, TSV, JSON Lines or vCard by extension or --input; - for standard input).", valueName: "old"),
        completion: .file())
    var old: String

    @Argument(help: ArgumentHelp("The list after, in the same format.", valueName: "new"), completion: .file())
    var new: String

    @OptionGroup var index: IndexOptionGroup
    @OptionGroup var bar: IndexBarOptionGroup
    @OptionGroup var readings: ReadingsOptionGroup
    @OptionGroup(title: "Structured input (CSV, TSV, JSON Lines, vCard)") var record: RecordOptionGroup

    @Option(
        help: ArgumentHelp(
            "What to do with invalid UTF-8/UTF-16 or NUL bytes: fail (exit 65), replace (U+FFFD, reported), skip (drop the line, reported).",
            valueName: "policy"))
    var invalid: InvalidInputPolicy = .fail

    @Option(help: "Output format: text (a readable summary) or json (the change set, sorted keys).")
    var format: DiffFormat = .text

    @Flag(
        help: "Exit 1 when the lists differ (any section or row deleted, inserted, moved or reloaded), 0 when they do not, as git diff --exit-code.")
    var exitCode = false

    func validate() throws {
        try readings.refuseShowReadings(because: "diff prints none")
        if old == "-" && new == "-" { throw ValidationError("OLD and NEW cannot both be standard input") }
        let formats = record.formats(of: [old, new])
        if formats[0] != formats[1] {
            throw ValidationError(
                "OLD is \(formats[0].rawValue) and NEW is \(formats[1].rawValue): diff compares two lists of one format (choose it with --input)")
        }
        if formats[0] == .lines && record.usesFieldOptions {
            throw ValidationError(
                "--name, --given, --family, --reading, --id, --sort-by and --display need structured input (--input csv|tsv|jsonl|vcard, or a .csv, .tsv, .jsonl or .vcf file)"
            )
        }
    }

    func run() throws {
        let formats = record.formats(of: [old, new])
        let document: DiffDocument
        do throws(CLIError) {
            let setup = try SectioningSetup.make(index: index, bar: bar, readings: readings)
            let before = try ListInput.read(paths: [old], formats: [formats[0]], record: record, invalid: invalid)
            let after = try ListInput.read(paths: [new], formats: [formats[1]], record: record, invalid: invalid)
            switch (before, after) {
            case (.lines(let before), .lines(let after)): document = lineDiff(setup, before, after)
            case (.records(let before), .records(let after)): document = try recordDiff(setup, before, after)
            default: preconditionFailure("validate() refuses OLD and NEW of different formats")
            }
        } catch {
            throw error.reported()
        }
        let out = OutputWriter()
        switch self.format {
        case .text: DiffTextRenderer(document: document).render(to: out)
        case .json: DiffJSONRenderer(document: document).render(to: out)
        }
        do { try out.finish() } catch { throw error.reported() }
        if exitCode && !document.changes.isEmpty { throw ExitCode(1) }
    }

    /// Lines, identified by their text and occurrence: the library's diff of two row lists,
    /// which equals SectionedList's without building the lists.
    private func lineDiff(_ setup: SectioningSetup, _ before: RowBuffer, _ after: RowBuffer) -> DiffDocument {
        let diff = RowListDiff(
            from: before, to: after, collation: setup.collation, readingProvider: setup.readings.provider,
            indexBarOptions: setup.configuration.indexBarOptions)
        return DiffDocument(setup: setup, oldName: old, newName: new, diff: diff)
    }

    /// Structured records, identified by --id, or by display name and occurrence without it.
    private func recordDiff(_ setup: SectioningSetup, _ oldRecords: [ContactRecord], _ newRecords: [ContactRecord]) throws(CLIError) -> DiffDocument {
        let style = record.style(for: setup)
        func list(_ records: [ContactRecord]) throws(CLIError) -> (SectionedList<ContactRecord, String>, [String]) {
            var seen: [String: Int] = [:]
            let ids: [String] = records.map { r in
                if let id = r.id { return id }
                let display = r.displayName(style)
                let occurrence = (seen[display] ?? 0) + 1
                seen[display] = occurrence
                return occurrence == 1 ? display : "\(display) #\(occurrence)"
            }
            let idOfNumber = Dictionary(uniqueKeysWithValues: zip(records.map(\.number), ids))
            do {
                return (
                    try SectionedList(
                        records, id: { idOfNumber[$0.number]! }, text: { $0.sortText(style) },
                        reading: { $0.reading(style) }, collation: setup.collation,
                        readingProvider: setup.readings.provider, indexBarOptions: setup.configuration.indexBarOptions), ids
                )
            } catch {
                throw .library(error)
            }
        }
        let (before, beforeOrder) = try list(oldRecords), (after, afterOrder) = try list(newRecords)
        let changes = SectionedList.changes(from: before, to: after) { $0.hasSameContent(as: $1) }
        // With --id the records have ids of their own: say which were deleted, inserted, updated.
        var ids: DiffIDs? = nil
        if record.id != nil {
            let beforeIDs = Set(beforeOrder), afterIDs = Set(afterOrder)
            ids = DiffIDs(
                deleted: beforeOrder.filter { !afterIDs.contains($0) }, inserted: afterOrder.filter { !beforeIDs.contains($0) },
                updated: afterOrder.filter { id in
                    guard beforeIDs.contains(id), let a = before.element(withID: id), let b = after.element(withID: id) else { return false }
                    return !a.hasSameContent(as: b)
                })
        }
        var document = DiffDocument(
            setup: setup, oldName: old, newName: new, before: before, after: after, changes: changes,
            display: { $0.displayName(style) }, ids: ids)
        // Updated records whose display name changed, with both names.
        document.renamed = ids?.updated.compactMap { id in
            guard let a = before.element(withID: id)?.displayName(style), let b = after.element(withID: id)?.displayName(style), a != b
            else { return nil }
            return (id: id, oldName: a, newName: b)
        }
        return document
    }
}

/// The formats of `sectionize diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
