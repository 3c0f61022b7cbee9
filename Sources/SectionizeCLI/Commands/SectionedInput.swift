import SectionizeKit
import SectionizeInput

/// The rows or records of input files, read as `sectionize FILE` reads them; `sectionize`,
/// `search` and both sides of `diff` read their lists with ``read(paths:formats:record:invalid:)``.
enum ListInput {
    /// One row per line.
    case lines(RowBuffer)
    /// Structured records (CSV, TSV, JSON Lines, vCard).
    case records([ContactRecord])

    /// Reads `paths` (`-` is standard input): records when a format is structured, else lines
    /// (the commands' `validate()` refuses a mix).
    ///
    /// - Parameters:
    ///   - paths: The files.
    ///   - formats: Each file's format (`RecordOptionGroup.formats(of:)`).
    ///   - record: The structured-input flags (fields, encoding).
    ///   - invalid: What to do with invalid bytes.
    /// - Throws: `CLIError` for unreadable or invalid input.
    static func read(
        paths: [String], formats: [RecordFormat], record: RecordOptionGroup, invalid: InvalidInputPolicy
    ) throws(CLIError) -> ListInput {
        if formats.contains(where: { $0 != .lines }) {
            return .records(try record.readRecords(paths: paths, formats: formats, policy: invalid))
        }
        return .lines(try InputOptionGroup.readRows(paths: paths, invalid: invalid, encoding: record.encoding))
    }
}

/// A list read and sectioned as `sectionize FILE` sections it: its rows' sections and order,
/// and its records when the input was structured. `sectionize` and `sectionize search` make
/// theirs with ``read(paths:formats:record:invalid:setup:beforeSectioning:)``.
struct SectionedInput {
    /// The rows (a record's row is its display name) in sections.
    var sectioned: SectionedRows
    /// The records, when the input was structured.
    var records: SectionedRecords?

    /// Reads `paths` (``ListInput/read(paths:formats:record:invalid:)``) and sections the list
    /// with `setup`'s collation and readings; records by the name style of `record`'s fields
    /// and the first locale.
    ///
    /// - Parameters:
    ///   - paths: The files.
    ///   - formats: Each file's format.
    ///   - record: The structured-input flags.
    ///   - invalid: What to do with invalid bytes.
    ///   - setup: The index and readings.
    ///   - beforeSectioning: Called with the list read, before it is sectioned (timing and
    ///     progress of the main command).
    /// - Throws: `CLIError` for unreadable or invalid input or a library error.
    static func read(
        paths: [String], formats: [RecordFormat], record: RecordOptionGroup, invalid: InvalidInputPolicy,
        setup: SectioningSetup, beforeSectioning: (ListInput) -> Void = { _ in }
    ) throws(CLIError) -> SectionedInput {
        let input = try ListInput.read(paths: paths, formats: formats, record: record, invalid: invalid)
        beforeSectioning(input)
        do throws(SectionizeError) {
            switch input {
            case .lines(let rows):
                return SectionedInput(
                    sectioned: try setup.collation.sections(ofRows: rows, readingProvider: setup.readings.provider), records: nil)
            case .records(let contacts):
                // Records are filed by the readings their file gives, else by computed ones.
                let records = try setup.collation.sections(
                    ofRecords: contacts, nameStyle: record.style(for: setup), readingProvider: setup.readings.provider)
                return SectionedInput(sectioned: records.sectioned, records: records)
            }
        } catch {
            throw .library(error)
        }
    }
}

extension RecordOptionGroup {
    /// The name style of records sectioned with `setup`: these fields' style for its first
    /// locale as given (else the index's first).
    func style(for setup: SectioningSetup) -> NameStyle {
        style(locale: setup.configuration.locales.first?.rawValue ?? setup.collation.resolvedLocales[0])
    }
}
