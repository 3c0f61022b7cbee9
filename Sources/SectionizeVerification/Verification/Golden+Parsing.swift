public import SectionizeKit
internal import SectionizeInput
extension Golden {
    /// The header keys a golden may have, in the order they are written.
    static let headerKeys = [
        "sectionize-golden", "locale", "style", "readings", "numeric", "native-first", "add-titles", "max-titles",
        "underflow-title", "inflow-title", "overflow-title", "search", "min-rows", "all-sections",
        "jump", "index-slots", "input", "fields", "sort-order", "display-order", "encoding",
        "icu", "cldr", "unicode",
    ]
    /// Header keys of goldens written before titles were called titles everywhere (0.3), read
    /// as the key they became.
    static let formerHeaderKeys = [
        "add-labels": "add-titles", "max-labels": "max-titles", "underflow-label": "underflow-title",
        "inflow-label": "inflow-title", "overflow-label": "overflow-title",
    ]
    /// The index-bar keys, in the order they are written.
    static let indexKeys = ["index", "index-jumps", "index-visible", "index-condensed"]
    /// The format version this library reads and writes.
    static let formatVersion = "1"

    /// Parses a golden file's text.
    ///
    /// Lines may end in LF, CRLF or CR. See ``Golden`` for the format.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - source: The name used in messages, usually the file's path.
    /// - Throws: `SectionizeError` with code `SectionizeError/Code/malformedGolden` and a
    ///   message `SOURCE:LINE: what is wrong` for the first line that cannot be read, or a
    ///   missing `sectionize-golden` or `locale` line.
    public init(parsing text: String, source: String) throws(SectionizeError) {
        var parser = GoldenParser(source: source)
        // Lines are split on LF bytes: "\r\n" is one Character, so splitting the String on
        // "\n" would not split CRLF lines.
        // LF, CRLF and a lone CR (old Mac files) all end a line; a byte order mark is not text.
        var lines: [Substring.UTF8View] = []
        let utf8 = text.hasPrefix("\u{FEFF}") ? text.dropFirst().utf8 : Substring(text).utf8
        var start = utf8.startIndex
        var i = start
        while i < utf8.endIndex {
            let byte = utf8[i]
            if byte == 0x0A || byte == 0x0D {
                lines.append(utf8[start..<i])
                var next = utf8.index(after: i)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                start = next
                i = next
            } else {
                i = utf8.index(after: i)
            }
        }
        lines.append(utf8[start..<utf8.endIndex])
        for (offset, line) in lines.enumerated() {
            try parser.read(Substring(line), number: offset + 1)
        }
        self = try parser.finish()
    }
}

/// Reads a golden line by line (see ``Golden`` for the format).
struct GoldenParser {
    let source: String
    var header: [String: (value: Substring, line: Int)] = [:]
    var sections: [GoldenSection] = []
    var rowCount = 0
    var index = GoldenIndexExpectations()
    var comments: [GoldenComment] = []
    var pendingComment: [String] = []
    var seenIndexLine = false

    init(source: String) { self.source = source }

    func error(_ line: Int, _ message: String) -> SectionizeError {
        SectionizeError(.malformedGolden, "\(source):\(line): \(message)", source: source, line: line)
    }

    mutating func attachComment(to anchor: GoldenComment.Anchor) {
        guard !pendingComment.isEmpty else { return }
        comments.append(GoldenComment(lines: pendingComment, anchor: anchor))
        pendingComment = []
    }

    mutating func read(_ line: Substring, number: Int) throws(SectionizeError) {
        // Prefixes are compared as bytes: a row may begin with a combining mark, which would
        // join the indent's space into one Character.
        let bytes = line.utf8
        if bytes.starts(with: "//".utf8) {
            pendingComment.append(String(Substring(bytes.dropFirst(2))))
            return
        }
        if line.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { return }
        if bytes.starts(with: "== ".utf8) || bytes.elementsEqual("==".utf8) {
            try readSection(Substring(bytes.dropFirst(2)), number: number)
        } else if bytes.starts(with: "  ".utf8) {
            try readRow(Substring(bytes.dropFirst(2)), number: number)
        } else if line.unicodeScalars.first?.properties.isWhitespace == true {
            throw error(number, "indent rows by exactly two spaces")
        } else {
            try readKey(line, number: number)
        }
    }

    mutating func readSection(_ rest: Substring, number: Int) throws(SectionizeError) {
        if seenIndexLine { throw error(number, "a section after the index lines; sections come first") }
        guard case .success(let items) = GoldenText.list(rest), (1...2).contains(items.count) else {
            throw error(number, "a section line is `== TITLE` or `== TITLE KIND` (KIND: underflow, inflow, overflow)")
        }
        var kind: SectionKind? = nil
        if items.count == 2 {
            guard let parsed = SectionKind.allCases.first(where: { $0.description == items[1] }) else {
                throw error(number, "unknown section kind \"\(items[1])\" (normal, underflow, inflow, overflow)")
            }
            kind = parsed
        }
        attachComment(to: .section(sections.count))
        sections.append(GoldenSection(title: items[0], kind: kind, line: number, rows: []))
    }

    mutating func readRow(_ rest: Substring, number: Int) throws(SectionizeError) {
        guard !sections.isEmpty else { throw error(number, "a row before the first `== TITLE` line") }
        if seenIndexLine { throw error(number, "a row after the index lines; rows go under a `== TITLE` line") }
        if rest.unicodeScalars.first?.properties.isWhitespace == true {
            throw error(number, "a row starting with white space must be quoted (\"  x\"), or indent rows by exactly two spaces")
        }
        // A golden of records ends each row with `  @KEY` (the record's id or number).
        var item = rest
        var key: String? = nil
        if header["input"] != nil {
            guard let at = rest.ranges(of: "  @").last else {
                throw error(number, "a row of a golden of records ends with `  @KEY` (the record's id or number)")
            }
            item = rest[..<at.lowerBound]
            switch GoldenText.item(rest[at.upperBound...]) {
            case .success(let value) where !value.isEmpty: key = value
            case .success: throw error(number, "row: an empty record key after `@`")
            case .failure(let problem): throw error(number, "row key: \(problem.message)")
            }
        }
        let text: String
        switch GoldenText.item(item) {
        case .success(let value): text = value
        case .failure(let problem): throw error(number, "row: \(problem.message)")
        }
        attachComment(to: .row(rowCount))
        sections[sections.count - 1].rows.append(GoldenRow(text: text, key: key, line: number))
        rowCount += 1
    }

    mutating func readKey(_ line: Substring, number: Int) throws(SectionizeError) {
        guard let colon = line.firstIndex(of: ":"),
            line[..<colon].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }),
            colon != line.startIndex
        else {
            throw error(number, "cannot read this line: expected `key: value`, `== TITLE`, a row indented by two spaces, or a `//` comment")
        }
        let written = String(line[..<colon])
        let key = Golden.formerHeaderKeys[written] ?? written
        let value = line[line.index(after: colon)...].drop { $0 == " " }.reversed().drop { $0.isWhitespace }.reversed()
        let trimmed = Substring(String(value))
        if Golden.headerKeys.contains(key) {
            if !sections.isEmpty || seenIndexLine { throw error(number, "header line `\(key):` after the sections; header lines come first") }
            if header[key] != nil { throw error(number, "`\(key):` given twice") }
            attachComment(to: .header(key))
            header[key] = (trimmed, number)
        } else if Golden.indexKeys.contains(key) {
            seenIndexLine = true
            attachComment(to: .index(key))
            try readIndex(key, trimmed, number: number)
        } else {
            throw error(number, "unknown key `\(key)` (known: \((Golden.headerKeys + Golden.indexKeys).joined(separator: ", ")))")
        }
    }

    mutating func readIndex(_ key: String, _ value: Substring, number: Int) throws(SectionizeError) {
        func list() throws(SectionizeError) -> [String] {
            switch GoldenText.list(value) {
            case .success(let items): return items
            case .failure(let problem): throw error(number, "`\(key):` \(problem.message)")
            }
        }
        switch key {
        case "index":
            if index.titles != nil { throw error(number, "`index:` given twice") }
            index.titles = GoldenExpectation(try list(), line: number)
        case "index-jumps":
            if index.jumps != nil { throw error(number, "`index-jumps:` given twice") }
            var jumps: [GoldenJump] = []
            for item in try list() {
                let parts = item.split(separator: "→", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw error(number, "`index-jumps:` item \"\(item)\" is not TITLE→SECTION")
                }
                jumps.append(GoldenJump(title: parts[0], target: parts[1]))
            }
            index.jumps = GoldenExpectation(jumps, line: number)
        case "index-visible":
            if index.visible != nil { throw error(number, "`index-visible:` given twice") }
            guard let flag = GoldenParser.bool(value) else { throw error(number, "`index-visible:` is yes or no") }
            index.visible = GoldenExpectation(flag, line: number)
        default:
            if index.condensed != nil { throw error(number, "`index-condensed:` given twice") }
            index.condensed = GoldenExpectation(try list(), line: number)
        }
    }

    static func bool(_ value: Substring) -> Bool? {
        switch value {
        case "yes", "true": true
        case "no", "false": false
        default: nil
        }
    }

    mutating func finish() throws(SectionizeError) -> Golden {
        attachComment(to: .end)
        guard let format = header["sectionize-golden"] else {
            throw error(1, "not a sectionize golden: the line `sectionize-golden: \(Golden.formatVersion)` is missing")
        }
        guard format.value == Substring(Golden.formatVersion) else {
            throw error(format.line, "golden format \(format.value) is not supported (this sectionize reads format \(Golden.formatVersion))")
        }
        guard let locale = header["locale"] else { throw error(1, "the line `locale: ID` is missing") }
        let locales = locale.value.split(separator: " ").map(String.init)
        guard !locales.isEmpty else { throw error(locale.line, "`locale:` needs at least one locale ID") }
        var configuration = SectioningConfiguration(locales: locales.map(LocaleIdentifier.init(rawValue:)))
        if let (value, line) = header["style"] {
            guard let style = IndexStyle(rawValue: String(value)) else { throw error(line, "`style:` is uikit or icu") }
            configuration.style = style
        }
        // Missing: the command's default, auto in uikit style and off in icu style.
        configuration.readingMode = configuration.effectiveReadingMode
        if let (value, line) = header["readings"] {
            guard let mode = ReadingMode(rawValue: String(value)) else { throw error(line, "`readings:` is auto or off") }
            configuration.readingMode = mode
        }
        if let (value, line) = header["numeric"], value != "default" {
            guard let flag = GoldenParser.bool(value) else { throw error(line, "`numeric:` is default, yes or no") }
            configuration.collationPreferences.numericOrdering = flag
        }
        configuration.indexOptions.nativeScriptFirst = try flag("native-first") ?? false
        if let (value, line) = header["add-titles"], value != "none" {
            guard case .success(let titles) = GoldenText.list(value) else { throw error(line, "`add-titles:` is none or titles separated by spaces") }
            configuration.indexOptions.additionalTitles = titles
        }
        configuration.indexOptions.maxTitleCount = try integer("max-titles", minimum: 1) ?? configuration.indexOptions.maxTitleCount
        for (key, path) in [
            ("underflow-title", \IndexOptions.underflowTitle), ("inflow-title", \IndexOptions.inflowTitle),
            ("overflow-title", \IndexOptions.overflowTitle),
        ] {
            guard let (value, line) = header[key] else { continue }
            guard case .success(let title) = GoldenText.item(value) else { throw error(line, "`\(key):` has a bad quoted title") }
            configuration.indexOptions[keyPath: path] = title
        }
        configuration.indexBarOptions.includesSearch = try flag("search") ?? false
        configuration.indexBarOptions.minimumDisplayRowCount = try integer("min-rows", minimum: 0) ?? 0
        configuration.indexBarOptions.keepsEmptySections = try flag("all-sections") ?? false
        if let (value, line) = header["jump"] {
            guard let jump = IndexBarJumpPolicy(rawValue: String(value)) else { throw error(line, "`jump:` is before or after") }
            configuration.indexBarOptions.jumpPolicy = jump
        }
        if header["index-slots"]?.value != "none" {
            configuration.indexBarOptions.slotCount = try integer("index-slots", minimum: 1)
        }
        if let condensed = index.condensed, configuration.indexBarOptions.slotCount == nil {
            throw error(condensed.line, "`index-condensed:` needs `index-slots: N` in the header")
        }
        let input = try recordInput()
        let versions = GoldenVersions(
            icu: header["icu"].map { String($0.value) }, cldr: header["cldr"].map { String($0.value) },
            unicode: header["unicode"].map { String($0.value) })
        return Golden(
            source: source, configuration: configuration, input: input, versions: versions, sections: sections,
            index: index, comments: comments, headerLines: header.mapValues(\.line))
    }

    /// The `input:`, `fields:`, `sort-order:`, `display-order:` and `encoding:` lines of a
    /// golden of records, or `nil` when there is no `input:` line (and then none of the others).
    func recordInput() throws(SectionizeError) -> GoldenInput? {
        guard let (value, line) = header["input"] else {
            for key in ["fields", "sort-order", "display-order", "encoding"] {
                if let other = header[key] { throw error(other.line, "`\(key):` needs an `input: FORMAT PATH` line") }
            }
            return nil
        }
        guard let space = value.firstIndex(of: " "), let format = RecordFormat(rawValue: String(value[..<space])), format != .lines,
            case .success(let path) = GoldenText.item(value[value.index(after: space)...].drop { $0 == " " }), !path.isEmpty
        else {
            throw error(line, "`input:` is FORMAT PATH, with FORMAT csv, tsv, jsonl or vcard")
        }
        var input = GoldenInput(format: format, path: path)
        if let (value, line) = header["fields"], value != "none" {
            guard case .success(let items) = GoldenText.list(value) else { throw error(line, "`fields:` is none or KEY=FIELD items") }
            for item in items {
                guard let equals = item.firstIndex(of: "="), let entry = input.namedFields.first(where: { $0.key == item[..<equals] }) else {
                    throw error(
                        line, "`fields:` item \(item): expected KEY=FIELD with KEY one of \(input.namedFields.map(\.key).joined(separator: ", "))")
                }
                input.fields[keyPath: entry.path] = String(item[item.index(after: equals)...])
            }
        }
        for (key, path) in [("sort-order", \GoldenInput.sortOrder), ("display-order", \GoldenInput.displayOrder)] {
            guard let (value, line) = header[key], value != "default" else { continue }
            guard let order = NameOrder(rawValue: String(value)) else { throw error(line, "`\(key):` is default, family-first or given-first") }
            input[keyPath: path] = order
        }
        if let (value, line) = header["encoding"], value != "default" {
            guard let encoding = TextEncoding(rawValue: String(value)) else {
                throw error(line, "`encoding:` is default or an encoding name (utf-8, windows-1252 …)")
            }
            input.encoding = encoding
        }
        return input
    }

    func integer(_ key: String, minimum: Int) throws(SectionizeError) -> Int? {
        guard let (value, line) = header[key] else { return nil }
        guard let number = Int(value), number >= minimum else { throw error(line, "`\(key):` is a whole number, at least \(minimum)") }
        return number
    }

    func flag(_ key: String) throws(SectionizeError) -> Bool? {
        guard let (value, line) = header[key] else { return nil }
        guard let flag = GoldenParser.bool(value) else { throw error(line, "`\(key):` is yes or no") }
        return flag
    }
}
