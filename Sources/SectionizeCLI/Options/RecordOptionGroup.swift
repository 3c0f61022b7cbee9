public import ArgumentParser
import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The options of structured input: format, fields, name order and encoding.
struct RecordOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("input"),
        help: ArgumentHelp(
            "Input format: lines, csv, tsv, jsonl or vcard.",
            discussion: "Default: by file extension (.csv .tsv .jsonl .vcf), else lines.", valueName: "format"))
    var format: RecordFormat?

    /// The fields, the id and the name order (all that `store build` takes for its columns).
    @OptionGroup var columns: RecordFieldOptions

    @Option(
        help: ArgumentHelp(
            "Encoding of the input, plain lists and structured input alike: \(TextEncoding.allCases.map(\.rawValue).joined(separator: ", ")).",
            discussion:
                "Default: UTF-8, or UTF-16 with a byte order mark. In a vCard, the charset of values that declare no CHARSET.",
            valueName: "name"))
    var encoding: TextEncoding?

    @Flag(
        help: ArgumentHelp(
            "Refuse structured records that need a repair (a vCard comment line, a continuation without a leading space, a fold inside a character …) instead of keeping them with a warning."
        ))
    var strict = false

    /// The field map the options name.
    var fields: RecordFields { columns.fields }
    /// `--id`.
    var id: String? { columns.id }
    /// `--sort-by`.
    var sortBy: RecordFieldOptions.NamePart? { columns.sortBy }
    /// `--display`.
    var display: NameOrder? { columns.display }

    /// Whether any option of structured input was given (they need a structured format).
    var usesRecordOptions: Bool {
        usesFieldOptions || encoding != nil
    }

    /// Whether an option that only structured input has was given (`--encoding` also reads
    /// plain lists).
    var usesFieldOptions: Bool {
        !fields.isEmpty || sortBy != nil || display != nil || strict
    }

    /// The sort order `--sort-by` asks for, or `nil` for the locale's custom.
    var sortOrder: NameOrder? { columns.sortOrder }

    /// The name style for the index's primary locale.
    func style(locale: String) -> NameStyle { columns.style(locale: locale) }

    /// The format of each input path.
    func formats(of paths: [String]) -> [RecordFormat] {
        paths.map { format ?? RecordFormat.inferred(fromPath: $0) }
    }
}

/// The fields of a record (columns, JSON keys or vCard properties), its id and the name order:
/// the part of ``RecordOptionGroup`` that a database table has too (`store build`).
struct RecordFieldOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Column or key holding the full name (shown as written, sorted by its parts).", valueName: "field"))
    var name: String?
    @Option(help: ArgumentHelp("Column or key holding the given name.", valueName: "field"))
    var given: String?
    @Option(help: ArgumentHelp("Column or key holding the family name.", valueName: "field"))
    var family: String?
    @Option(help: ArgumentHelp("Column or key holding the middle name.", valueName: "field"))
    var middle: String?
    @Option(help: ArgumentHelp("Column or key holding the name prefix (Dr., Prof.; never sorted by).", valueName: "field"))
    var prefix: String?
    @Option(help: ArgumentHelp("Column or key holding the name suffix (Jr.).", valueName: "field"))
    var suffix: String?
    @Option(help: ArgumentHelp("Column or key holding the organisation (files records without a name).", valueName: "field"))
    var org: String?
    @Option(help: ArgumentHelp("Column or key holding the reading of the whole name (decides section and order).", valueName: "field"))
    var reading: String?
    @Option(name: .customLong("given-reading"), help: ArgumentHelp("Column or key holding the given name's reading.", valueName: "field"))
    var givenReading: String?
    @Option(name: .customLong("family-reading"), help: ArgumentHelp("Column or key holding the family name's reading.", valueName: "field"))
    var familyReading: String?

    @Option(
        help: ArgumentHelp(
            "Column, JSON key or vCard property (UID) that identifies records: every record needs one, and no two may share it (diff: a renamed record is a move, other changes a reload).",
            valueName: "field"))
    var id: String?

    @Option(
        name: .customLong("sort-by"),
        help: ArgumentHelp("Sort and section structured records by the family (default) or the given name.", valueName: "part"))
    var sortBy: NamePart?
    @Option(
        help: ArgumentHelp(
            "Show names family-first or given-first.",
            discussion: "Default: family-first for ja, zh, ko, hu, vi; given-first elsewhere.", valueName: "order"))
    var display: NameOrder?

    /// The part names are sorted by.
    enum NamePart: String, ExpressibleByArgument, CaseIterable {
        case family, given
    }

    /// The field map the options name.
    var fields: RecordFields {
        RecordFields(
            name: name, given: given, family: family, middle: middle, prefix: prefix, suffix: suffix,
            organization: org, reading: reading, givenReading: givenReading, familyReading: familyReading,
            id: id)
    }

    /// The sort order `--sort-by` asks for, or `nil` for the locale's custom.
    var sortOrder: NameOrder? { sortBy.map { $0 == .family ? .familyFirst : .givenFirst } }

    /// The name style for the index's primary locale.
    func style(locale: String) -> NameStyle {
        NameStyle(locale: locale, sortOrder: sortOrder, displayOrder: display)
    }
}

extension RecordFields {
    /// Whether no field is named.
    var isEmpty: Bool { self == RecordFields() }
}

extension RecordFormat: ExpressibleByArgument {}
extension NameOrder: ExpressibleByArgument {}
extension TextEncoding: ExpressibleByArgument {}

extension RecordOptionGroup {
    /// The error with what to do next: invalid bytes without `--encoding` get the hint plain
    /// lists get (`--encoding windows-1252, …`), a card cut short (no `END:VCARD`) under
    /// `--invalid fail` suggests `--invalid skip`.
    static func withHint(_ error: SectionizeError, encoding: TextEncoding?, policy: InvalidInputPolicy) -> SectionizeError {
        var error = error
        guard error.code == .invalidData, !error.message.contains("--") else { return error }
        if encoding == nil, error.message.contains("invalid UTF-8") {
            error.message += "; not UTF-8? name the encoding: --encoding windows-1252, shift_jis, gb18030, big5 …"
        } else if policy == .fail, error.message.contains("without END:VCARD") {
            error.message += "; the file may be cut short: --invalid skip reads the cards before it and reports this one"
        }
        return error
    }

    /// Reads the records of every input; notes, replacements and skipped records go to
    /// standard error.
    ///
    /// - Throws: ``CLIError/library(_:)``: unreadable inputs (exit 66), invalid bytes and bad
    ///   records (65), a named field the input lacks (64).
    func readRecords(paths: [String], formats: [RecordFormat], policy: InvalidInputPolicy) throws(CLIError) -> [ContactRecord] {
        var records: [ContactRecord] = []
        var skipped = 0
        var replaced = 0
        var repaired = 0
        var nextNumber = 1
        for (path, format) in zip(paths, formats) {
            let source = path == "-" ? InputReader.standardInputName : path
            do {
                let bytes = path == "-" ? try InputReader.readStandardInput() : try InputReader.read(path: path)
                let input = try RecordReader.read(
                    bytes, source: source, format: format, fields: fields, encoding: encoding,
                    policy: policy, strict: strict, firstNumber: nextNumber)
                for note in input.notes { StandardError.write("sectionize: note: \(note)\n") }
                for issue in input.issues {
                    StandardError.write("sectionize: warning: \(issue.message)\n")
                    switch issue.action {
                    case .skipped: skipped += 1
                    case .replaced: replaced += 1
                    case .repaired: repaired += 1
                    }
                }
                records.append(contentsOf: input.records)
                nextNumber = input.nextNumber
            } catch {
                throw .library(Self.withHint(error, encoding: encoding, policy: policy))
            }
        }
        if skipped + replaced > 0 {
            StandardError.write("sectionize: \(skipped) record(s) skipped, \(replaced) invalid sequence(s) replaced\n")
        }
        if repaired > 0 {
            StandardError.write("sectionize: \(repaired) line\(repaired == 1 ? "" : "s") repaired, the records kept (--strict refuses them)\n")
        }
        if let id {
            do { try ContactRecord.checkIDs(records, field: id) } catch { throw .library(error) }
        }
        return records
    }
}
