import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// What `sectionize diff` prints: both lists and the change set between them.
struct DiffDocument {
    let index: IndexedCollation
    let localeSource: String
    let oldName: String
    let newName: String
    let before: DiffSide
    let after: DiffSide
    let changes: SectionedListChanges
    /// With `--index-slots`: whether the condensed bar changed.
    let condensedChanged: Bool?
    /// The ids of the records that changed, when the rows have ids of their own (records read
    /// with `--id`, a store's rows); `nil` for lines and records identified by their name.
    var ids: DiffIDs? = nil
    /// The records of both lists whose display name changed, as `(id, old, new)` in the order
    /// of ``DiffIDs/updated``: the JSON's `renamed`, with `ids` (records with ids of their own).
    var renamed: [(id: String, oldName: String, newName: String)]? = nil

    /// The document of two lists of one kind of row, and how a row is shown.
    init<Element, ID>(
        setup: SectioningSetup, oldName: String, newName: String,
        before: SectionedList<Element, ID>, after: SectionedList<Element, ID>,
        changes: SectionedListChanges, display: @escaping (Element) -> String, ids: DiffIDs? = nil
    ) {
        index = setup.collation
        localeSource = setup.localeSource
        self.oldName = oldName
        self.newName = newName
        self.before = DiffSide(before, display: display)
        self.after = DiffSide(after, display: display)
        self.changes = changes
        // With --index-slots: whether the condensed bar (its entries or their jumps) changed.
        condensedChanged = setup.configuration.indexBarOptions.slotCount.map { slots in
            let a = before.indexBar.condensed(toFit: slots), b = after.indexBar.condensed(toFit: slots)
            return a.titles != b.titles || a.entries.map(\.target) != b.entries.map(\.target)
        }
        self.ids = ids
    }
}

/// The ids of the records that changed, by what happened to the record (not to its place:
/// `rows` says that): a record of OLD only, of NEW only, or of both with other content. Each
/// list is sorted (as integers when every id is one), so a store's sync and `diff` of the
/// same exports print the same bytes.
struct DiffIDs {
    /// Records of OLD that NEW does not have.
    var deleted: [String]
    /// Records of NEW that OLD does not have.
    var inserted: [String]
    /// Records of both whose content changed (a rename, another reading or field).
    var updated: [String]

    init(deleted: [String], inserted: [String], updated: [String]) {
        self.deleted = Self.sorted(deleted)
        self.inserted = Self.sorted(inserted)
        self.updated = Self.sorted(updated)
    }

    /// Integers by value, then everything else by its UTF-8 bytes.
    static func sorted(_ ids: [String]) -> [String] {
        ids.sorted { a, b in
            switch (Int64(a), Int64(b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
            }
        }
    }
}

extension DiffDocument {
    /// The document of a diff of two row lists.
    init(setup: SectioningSetup, oldName: String, newName: String, diff: RowListDiff) {
        index = setup.collation
        localeSource = setup.localeSource
        self.oldName = oldName
        self.newName = newName
        before = DiffSide(count: diff.before.rowCount, bar: diff.beforeBar) { diff.beforeRow(at: $0).description }
        after = DiffSide(count: diff.after.rowCount, bar: diff.afterBar) { diff.afterRow(at: $0).description }
        changes = diff.changes
        condensedChanged = setup.configuration.indexBarOptions.slotCount.map { slots in
            let a = diff.beforeBar.condensed(toFit: slots), b = diff.afterBar.condensed(toFit: slots)
            return a.titles != b.titles || a.entries.map(\.target) != b.entries.map(\.target)
        }
    }
}

/// One list of a diff, as the renderers read it: its displayed sections and rows.
struct DiffSide {
    let count: Int
    let numberOfSections: Int
    let title: (Int) -> String
    let numberOfRows: (Int) -> Int
    let row: (ListIndexPath) -> String

    init<Element, ID>(_ list: SectionedList<Element, ID>, display: @escaping (Element) -> String) {
        count = list.count
        numberOfSections = list.numberOfSections
        title = { list.title(ofSection: $0) }
        numberOfRows = { list.numberOfRows(inSection: $0) }
        row = { display(list.element(at: $0)) }
    }

    init(count: Int, bar: IndexBar, row: @escaping (ListIndexPath) -> String) {
        self.count = count
        numberOfSections = bar.displayedCollationSections.count
        title = { bar.title(of: bar.displayedCollationSections[$0]) }
        numberOfRows = { bar.sectionCounts[bar.displayedCollationSections[$0].rawValue] }
        self.row = row
    }

    func title(ofSection s: Int) -> String { title(s) }
    func numberOfRows(inSection s: Int) -> Int { numberOfRows(s) }
    func element(at p: ListIndexPath) -> String { row(p) }
}

/// `sectionize diff --format json`: the change set with sorted keys (schema in the README).
struct DiffJSONRenderer {
    let document: DiffDocument

    func render(to out: OutputWriter) {
        let c = document.changes
        let before = document.before, after = document.after
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"counts\": {\"after\": \(ints(c.countsAfter)), \"before\": \(ints(c.countsBefore))},\n")
        out.write("  \"fullReload\": \(c.isFullReload),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        if let ids = document.ids {
            out.write(
                "  \"ids\": {\"deleted\": \(JSONText.array(ids.deleted)), \"inserted\": \(JSONText.array(ids.inserted)), \"updated\": \(JSONText.array(ids.updated))},\n"
            )
        }
        out.write("  \"index\": {")
        if let condensed = document.condensedChanged { out.write("\"condensedChanged\": \(condensed), ") }
        out.write("\"mappingChanged\": \(c.indexBar.mappingChanged), \"titlesChanged\": \(c.indexBar.titlesChanged), ")
        out.write("\"visibleAfter\": \(c.indexBar.visibleAfter), \"visibleBefore\": \(c.indexBar.visibleBefore)},\n")
        out.write("  \"locale\": \(JSONText.quoted(document.index.resolvedLocales[0])),\n")
        if let renamed = document.renamed {
            let items = renamed.map {
                "{\"id\": \(JSONText.quoted($0.id)), \"new\": \(JSONText.quoted($0.newName)), \"old\": \(JSONText.quoted($0.oldName))}"
            }
            out.write("  \"renamed\": [\(items.joined(separator: ", "))],\n")
        }
        out.write("  \"rows\": {\n")
        out.write("    \"deleted\": \(paths(c.deletedRows)),\n")
        out.write("    \"inserted\": \(paths(c.insertedRows)),\n")
        out.write("    \"moved\": [" + c.movedRows.map { "{\"from\": \(path($0.from)), \"to\": \(path($0.to))}" }.joined(separator: ", ") + "],\n")
        out.write("    \"reloaded\": \(paths(c.reloadedRows))\n")
        out.write("  },\n")
        out.write("  \"sections\": {\"deleted\": \(ints(c.deletedSections)), \"inserted\": \(ints(c.insertedSections))},\n")
        out.write("  \"style\": \(JSONText.quoted(document.index.style.rawValue)),\n")
        out.write("  \"titles\": {\"after\": \(JSONText.array((0..<after.numberOfSections).map(after.title(ofSection:)))), ")
        out.write("\"before\": \(JSONText.array((0..<before.numberOfSections).map(before.title(ofSection:))))}\n")
        out.write("}\n")
    }

    private func ints(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ", ") + "]" }
    private func path(_ p: ListIndexPath) -> String { "[\(p.section), \(p.row)]" }
    private func paths(_ ps: [ListIndexPath]) -> String { "[" + ps.map(path).joined(separator: ", ") + "]" }
}

/// `sectionize diff --format text`: a header, then one line per change:
/// `- section A (1 row)` and `+ section Ö (2 rows)` with their rows indented, `- Berg (B 3)`,
/// `+ Dora (D 0)`, `→ Bergmann: B 4 → C 0` (`→ Bergmann (was Berg): …` for a renamed record),
/// `~ Clara (C 0)` for a reload, and the index bar.
struct DiffTextRenderer {
    let document: DiffDocument

    func render(to out: OutputWriter) {
        let c = document.changes
        let before = document.before, after = document.after
        let locales = document.index.resolvedLocales.joined(separator: "+")
        out.write(
            "# diff \(document.oldName) (\(before.count) rows) → \(document.newName) (\(after.count) rows): locale \(locales) (from \(document.localeSource)), style \(document.index.style.rawValue), ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)\n"
        )
        if c.isFullReload {
            out.write("full reload: the lists are not comparable\n")
            return
        }
        Self.renderRows(c, before: before, after: after, to: out)
        Self.renderIndex(c, condensedChanged: document.condensedChanged, to: out)
        out.write(
            "Summary: \(c.deletedSections.count) section\(c.deletedSections.count == 1 ? "" : "s") deleted, \(c.insertedSections.count) inserted; rows \(c.deletedRows.count) deleted, \(c.insertedRows.count) inserted, \(c.movedRows.count) moved, \(c.reloadedRows.count) reloaded\n"
        )
    }

    /// The section and row lines of a change set: `- section A (1 row)` with its rows,
    /// `+ section Ö (2 rows)`, `- Berg (B 3)`, `+ Dora (D 0)`, `→ Bergmann (was Berg): B 4 → C 0`,
    /// `~ Clara (C 0)`; rows are named by `before` (deletions, moves' old names, reloads) and
    /// `after` (insertions, moves).
    static func renderRows(_ c: SectionedListChanges, before: DiffSide, after: DiffSide, to out: OutputWriter) {
        func at(_ list: DiffSide, _ p: ListIndexPath) -> String {
            "\(list.element(at: p)) (\(list.title(ofSection: p.section)) \(p.row))"
        }
        func rows(_ n: Int) -> String { n == 1 ? "1 row" : "\(n) rows" }
        for s in c.deletedSections {
            out.write("- section \(before.title(ofSection: s)) (\(rows(before.numberOfRows(inSection: s))))\n")
            for r in 0..<before.numberOfRows(inSection: s) { out.write("    - \(before.element(at: ListIndexPath(section: s, row: r)))\n") }
        }
        for s in c.insertedSections {
            out.write("+ section \(after.title(ofSection: s)) (\(rows(after.numberOfRows(inSection: s))))\n")
            for r in 0..<after.numberOfRows(inSection: s) { out.write("    + \(after.element(at: ListIndexPath(section: s, row: r)))\n") }
        }
        for p in c.deletedRows { out.write("- \(at(before, p))\n") }
        for p in c.insertedRows { out.write("+ \(at(after, p))\n") }
        for m in c.movedRows {
            let name = after.element(at: m.to), old = before.element(at: m.from)
            out.write(
                "→ \(name)\(old == name ? "" : " (was \(old))"): \(before.title(ofSection: m.from.section)) \(m.from.row) → \(after.title(ofSection: m.to.section)) \(m.to.row)\n"
            )
        }
        for p in c.reloadedRows { out.write("~ \(at(before, p))\n") }
    }

    /// The `Index:` line: what changed in the index bar, or `unchanged`.
    static func renderIndex(_ c: SectionedListChanges, condensedChanged: Bool?, to out: OutputWriter) {
        var bar: [String] = []
        if c.indexBar.titlesChanged { bar.append("titles changed") }
        if c.indexBar.mappingChanged { bar.append("title → section mapping changed") }
        if condensedChanged == true { bar.append("condensed bar changed") }
        if c.indexBar.visibleBefore != c.indexBar.visibleAfter { bar.append(c.indexBar.visibleAfter ? "shown (was hidden)" : "hidden (was shown)") }
        out.write("Index: \(bar.isEmpty ? "unchanged" : bar.joined(separator: ", "))\n")
    }
}
