public import SectionizeKit
public import SectionizeInput
internal import SectionizeICU
/// A golden file: a configuration, the rows it is run on, and what the result must be —
/// each row's section, the rows' order inside each section, and optionally the index bar.
///
/// A tester records one with `sectionize names.txt --locale sv --format golden > sv.golden`,
/// reviews and edits it by hand, commits it, and checks it with `sectionize verify sv.golden`
/// or from a Swift test:
///
/// ```swift
/// import Foundation
/// import SectionizeKit
/// import Testing
///
/// @Suite("Contact list order") struct ContactListGoldenTests {
///     @Test("Swedish contacts are sectioned as recorded in sv.golden", arguments: ["sv.golden"])
///     func swedishContacts(file: String) throws {
///         let text = try String(contentsOfFile: "Tests/Goldens/\(file)", encoding: .utf8)
///         let golden = try Golden(parsing: text, source: file)
///         let verification = try golden.verify()
///         #expect(verification.failures.isEmpty, "\(verification.failures.map(\.description))")
///     }
/// }
/// ```
///
/// # The format
///
/// A golden is UTF-8 text, one item per line:
///
/// - `// text` — a comment (at the start of a line). Comments are kept by `--update`.
/// - `key: value` — a header line (before the first section): `sectionize-golden: 1` (the
///   format version, required), `locale: sv` (required; several IDs separated by spaces),
///   `style`, `readings` (`auto`, `off`), `numeric` (`default`, `yes`, `no`), `native-first`, `add-titles` (`none` or
///   titles), `max-titles`, `underflow-title`, `inflow-title`, `overflow-title`, `search`,
///   `min-rows`, `all-sections`, `jump`, `index-slots`, and the versions the golden was
///   recorded with, `icu`, `cldr`, `unicode`. Missing keys take the command's defaults; an
///   unknown key is an error, so an option this version does not know is never ignored.
///   Goldens of 0.3 wrote `add-labels`, `max-labels` and `…-label`; they are read as the
///   `…-titles`/`…-title` keys.
/// - `== TITLE` or `== TITLE KIND` — a section; KIND is `underflow`, `inflow` or
///   `overflow` (omitted for a letter section). `#` is never a comment marker, so `== #` is
///   uikit's last section.
/// - two spaces, then a row — one row of the section above, exactly as written. A row that
///   begins or ends with white space, begins with `"`, or holds invisible characters is
///   written in double quotes with `\"`, `\\` and `\u{HEX}` escapes.
/// - `index: …`, `index-jumps: …`, `index-visible: …`, `index-condensed: …` — optional
///   index-bar expectations, after the sections.
///
/// The golden's rows are the input: verification runs the configuration on exactly these
/// rows, in file order. A golden may therefore hold a whole list or only the rows a tester
/// cares about; either way each row's section and the rows' relative order are checked.
public struct Golden: Sendable, Hashable {
    /// The name used in messages, usually the file's path.
    public var source: String
    /// The options that decide the result.
    public var configuration: SectioningConfiguration
    /// For a golden of structured records, the input it re-reads and how (`nil` for a golden
    /// of plain rows, whose rows are the input).
    public var input: GoldenInput?
    /// The ICU, CLDR and Unicode versions the golden was recorded with.
    public var versions: GoldenVersions
    /// The expected sections, in order, with their rows.
    public var sections: [GoldenSection]
    /// The expected index bar, where the golden states it.
    public var index: GoldenIndexExpectations
    /// The golden's comments and what each one stands before (kept by `--update`).
    var comments: [GoldenComment] = []
    /// The line of each header key (`locale`, `cldr` …) in the file; empty for a golden
    /// that was not parsed.
    var headerLines: [String: Int] = [:]

    /// Creates a golden from its parts.
    ///
    /// - Parameters:
    ///   - source: The name used in messages.
    ///   - configuration: The options that decide the result.
    ///   - input: For a golden of records, the input it re-reads.
    ///   - versions: The versions the expectations were recorded with.
    ///   - sections: The expected sections and their rows.
    ///   - index: The expected index bar (empty for none).
    public init(
        source: String, configuration: SectioningConfiguration, input: GoldenInput? = nil, versions: GoldenVersions,
        sections: [GoldenSection], index: GoldenIndexExpectations = GoldenIndexExpectations()
    ) {
        self.init(
            source: source, configuration: configuration, input: input, versions: versions, sections: sections, index: index,
            comments: [], headerLines: [:])
    }

    /// Creates a golden from its parts, with the comments and header lines of a parsed file.
    init(
        source: String, configuration: SectioningConfiguration, input: GoldenInput?, versions: GoldenVersions,
        sections: [GoldenSection], index: GoldenIndexExpectations, comments: [GoldenComment], headerLines: [String: Int]
    ) {
        self.source = source
        self.configuration = configuration
        self.input = input
        self.versions = versions
        self.sections = sections
        self.index = index
        self.comments = comments
        self.headerLines = headerLines
    }

    /// Every row of the golden in file order: the input verification runs on.
    public var rows: [GoldenRow] { sections.flatMap(\.rows) }
}

/// One expected section of a ``Golden``: its title, kind and rows in order.
public struct GoldenSection: Sendable, Hashable {
    /// The section's title (`A`, `CH`, `あ`, `5劃`, `#`, `…`).
    public var title: String
    /// The section's kind; `nil` when a hand-written golden leaves it out (any kind matches).
    public var kind: SectionKind?
    /// The line of the `== TITLE` line (0 when not parsed from a file).
    public var line: Int
    /// The expected rows, in the expected order.
    public var rows: [GoldenRow]

    /// Creates an expected section.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - kind: The kind, or `nil` for any.
    ///   - line: The line of its header.
    ///   - rows: The rows in order.
    public init(title: String, kind: SectionKind?, line: Int = 0, rows: [GoldenRow]) {
        self.title = title
        self.kind = kind
        self.line = line
        self.rows = rows
    }
}

/// One row of a ``Golden``: its text and its line.
public struct GoldenRow: Sendable, Hashable {
    /// The row, exactly as it is given to the index; in a golden of records, the record's
    /// display name.
    public var text: String
    /// In a golden of records, the record's key after `@`: its id (with `--id`) or its
    /// record number; `nil` in a golden of plain rows.
    public var key: String?
    /// The line it is on (0 when not parsed from a file).
    public var line: Int

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - text: The row's text (a record's display name).
    ///   - key: A record's key, in a golden of records.
    ///   - line: Its line in the golden file.
    public init(text: String, key: String? = nil, line: Int = 0) {
        self.text = text
        self.key = key
        self.line = line
    }
}

/// The structured input a golden of records re-reads, with the flags it was read with:
/// `verify` reads it again and checks that each record is still shown and filed as the
/// golden says.
///
/// In the file: `input: FORMAT PATH` (the path relative to the golden's folder unless
/// absolute), `fields: KEY=FIELD …` (`id`, `name`, `given`, `family`, `middle`, `prefix`,
/// `suffix`, `org`, `reading`, `given-reading`, `family-reading`), `sort-order:` and
/// `display-order:` (`default`, `family-first` or `given-first`) and `encoding:` (`default`
/// or an encoding name).
public struct GoldenInput: Sendable, Hashable {
    /// The input's format.
    public var format: RecordFormat
    /// The input's path as written in the golden.
    public var path: String
    /// Which columns, keys or properties hold which parts, and the id.
    public var fields: RecordFields
    /// The order names are sorted in (`--sort-by`), or `nil` for the locale's custom.
    public var sortOrder: NameOrder?
    /// The order names are shown in (`--display`), or `nil` for the locale's custom.
    public var displayOrder: NameOrder?
    /// The input's encoding (`--encoding`), or `nil` for UTF-8 (UTF-16 by byte order mark).
    public var encoding: TextEncoding?

    /// Creates the description of a golden's input.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - path: The path, relative to the golden's folder unless absolute.
    ///   - fields: The field map (and id).
    ///   - sortOrder: `--sort-by`, or `nil`.
    ///   - displayOrder: `--display`, or `nil`.
    ///   - encoding: `--encoding`, or `nil`.
    public init(
        format: RecordFormat, path: String, fields: RecordFields = RecordFields(), sortOrder: NameOrder? = nil,
        displayOrder: NameOrder? = nil, encoding: TextEncoding? = nil
    ) {
        self.format = format
        self.path = path
        self.fields = fields
        self.sortOrder = sortOrder
        self.displayOrder = displayOrder
        self.encoding = encoding
    }

    /// The name style of records for a locale.
    public func nameStyle(locale: String) -> NameStyle {
        NameStyle(locale: locale, sortOrder: sortOrder, displayOrder: displayOrder)
    }

    /// The fields by their golden keys, in the order they are written.
    var namedFields: [(key: String, path: WritableKeyPath<RecordFields, String?>)] {
        [
            ("id", \.id), ("name", \.name), ("given", \.given), ("family", \.family), ("middle", \.middle),
            ("prefix", \.prefix), ("suffix", \.suffix), ("org", \.organization), ("reading", \.reading),
            ("given-reading", \.givenReading), ("family-reading", \.familyReading),
        ]
    }
}

/// An expected value with the line that states it.
public struct GoldenExpectation<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The expected value.
    public var value: Value
    /// The line stating it (0 when not parsed from a file).
    public var line: Int

    /// Creates an expectation.
    ///
    /// - Parameters:
    ///   - value: The expected value.
    ///   - line: Its line.
    public init(_ value: Value, line: Int = 0) {
        self.value = value
        self.line = line
    }
}

/// Where touching an index-bar title goes, as a golden writes it: `B→A`.
public struct GoldenJump: Sendable, Hashable {
    /// The index-bar title.
    public var title: String
    /// The title of the displayed section it scrolls to, `{search}` for the search entry,
    /// or `-` when there is no section to go to.
    public var target: String

    /// Creates a jump.
    ///
    /// - Parameters:
    ///   - title: The index-bar title.
    ///   - target: The title of the section it scrolls to.
    public init(title: String, target: String) {
        self.title = title
        self.target = target
    }
}

/// The index-bar expectations of a ``Golden``; each is optional.
public struct GoldenIndexExpectations: Sendable, Hashable {
    /// `index:` — the bar's titles (`{search}` first with `search: yes`).
    public var titles: GoldenExpectation<[String]>?
    /// `index-jumps:` — the section each title scrolls to.
    public var jumps: GoldenExpectation<[GoldenJump]>?
    /// `index-visible:` — whether the bar is shown (`min-rows`).
    public var visible: GoldenExpectation<Bool>?
    /// `index-condensed:` — the bar condensed to `index-slots` entries.
    public var condensed: GoldenExpectation<[String]>?

    /// Creates index-bar expectations; by default none.
    ///
    /// - Parameters:
    ///   - titles: The expected titles.
    ///   - jumps: The expected jumps.
    ///   - visible: The expected visibility.
    ///   - condensed: The expected condensed titles.
    public init(
        titles: GoldenExpectation<[String]>? = nil, jumps: GoldenExpectation<[GoldenJump]>? = nil,
        visible: GoldenExpectation<Bool>? = nil, condensed: GoldenExpectation<[String]>? = nil
    ) {
        self.titles = titles
        self.jumps = jumps
        self.visible = visible
        self.condensed = condensed
    }

    /// Whether the golden states nothing about the index bar.
    public var isEmpty: Bool { titles == nil && jumps == nil && visible == nil && condensed == nil }
}

/// A block of comment lines in a ``Golden`` and the item it stands before.
struct GoldenComment: Sendable, Hashable {
    /// What a comment stands before.
    enum Anchor: Sendable, Hashable {
        /// The header line with this key.
        case header(String)
        /// The section at this position of ``Golden/sections``.
        case section(Int)
        /// The row at this position of ``Golden/rows``.
        case row(Int)
        /// The index-bar line with this key (`index`, `index-jumps` …).
        case index(String)
        /// The end of the file.
        case end
    }

    /// The comment lines, each without its leading `//`.
    var lines: [String]
    /// The item the comment stands before.
    var anchor: Anchor

    /// Creates a comment.
    ///
    /// - Parameters:
    ///   - lines: The lines, without `//`.
    ///   - anchor: What it stands before.
    init(lines: [String], anchor: Anchor) {
        self.lines = lines
        self.anchor = anchor
    }
}

/// The ICU, CLDR and Unicode versions of a result; `nil` where a golden does not say.
public struct GoldenVersions: Sendable, Hashable {
    /// ICU's version, such as "72.1".
    public var icu: String?
    /// CLDR's version, such as "42.0".
    public var cldr: String?
    /// Unicode's version, such as "15.0".
    public var unicode: String?

    /// Creates versions.
    ///
    /// - Parameters:
    ///   - icu: ICU's version.
    ///   - cldr: CLDR's version.
    ///   - unicode: Unicode's version.
    public init(icu: String?, cldr: String?, unicode: String?) {
        self.icu = icu
        self.cldr = cldr
        self.unicode = unicode
    }

    /// The versions this process runs on.
    public static var running: GoldenVersions {
        GoldenVersions(
            icu: IndexedCollation.icuVersion, cldr: IndexedCollation.cldrVersion,
            unicode: IndexedCollation.unicodeVersion)
    }

    /// The recorded versions that differ from `other`'s, as `ICU 71.1, CLDR 41.0`; empty
    /// when every stated version matches.
    func differences(from other: GoldenVersions) -> (recorded: [String], running: [String]) {
        var recorded: [String] = []
        var running: [String] = []
        for (name, mine, theirs) in [("ICU", icu, other.icu), ("CLDR", cldr, other.cldr), ("Unicode", unicode, other.unicode)] {
            if let mine, let theirs, mine != theirs {
                recorded.append("\(name) \(mine)")
                running.append("\(name) \(theirs)")
            }
        }
        return (recorded, running)
    }
}
