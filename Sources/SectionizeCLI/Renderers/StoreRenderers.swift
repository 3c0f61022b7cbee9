import SectionizeInput
import SectionizeKit
import SectionizeStore

/// `--format json` of the store commands: the shapes of `sectionize --format json` and
/// `sectionize diff --format json`, sorted keys.
struct StoreJSONRenderer {
    let store: SectionStore

    /// `store build`: what was keyed, with the versions and the time taken.
    static func renderBuild(_ built: StoreBuildOutput, to out: OutputWriter) {
        out.write(
            "{\"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)), \"locale\": \(JSONText.quoted(built.locales[0])), \"rows\": \(built.rowCount), \"seconds\": \(format3(built.seconds)), \"style\": \(JSONText.quoted(built.style.rawValue)), \"table\": \(JSONText.quoted(built.table))}\n"
        )
    }

    /// `store index`: the `index` object of `sectionize --format json`, plus the displayed
    /// sections' titles and counts.
    func renderIndex(_ index: StoreIndex, to out: OutputWriter) {
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(store.storedStamp.cldrVersion)),\n")
        out.write("  \"counts\": [\(index.rowCounts.map(String.init).joined(separator: ", "))],\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(store.storedStamp.icuVersion)),\n")
        out.write("  \"index\": \(JSONText.encoded(IndexBarDocument(index.indexBar))),\n")
        out.write("  \"locale\": \(JSONText.quoted(store.collation.resolvedLocales[0])),\n")
        out.write("  \"rowCount\": \(index.rowCount),\n")
        out.write("  \"sections\": \(JSONText.array(index.displayedTitles)),\n")
        out.write("  \"style\": \(JSONText.quoted(store.collation.style.rawValue))\n")
        out.write("}\n")
    }

    /// `store rows`: `{"next": CURSOR or null, "rows": [...], "section": {"count", "title"}}`.
    func renderPage(_ page: StorePage, to out: OutputWriter) {
        out.write("{\n  \"next\": \(page.next.map { JSONText.quoted($0.description) } ?? "null"),\n  \"rows\": [")
        for (k, row) in page.rows.enumerated() {
            out.write(k == 0 ? "\n    " : ",\n    ")
            out.write(self.row(row))
        }
        out.write(page.rows.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"section\": {\"count\": \(page.count), \"title\": \(JSONText.quoted(page.title))}\n")
        out.write("}\n")
    }

    /// A row: an id of an integer column as a JSON number, as the column holds it.
    func row(_ row: StoreRow) -> String {
        let id = store.idsAreIntegers && Int64(row.id).map(String.init) == row.id ? row.id : JSONText.quoted(row.id)
        var text = "{\"display\": \(JSONText.quoted(row.display)), \"id\": \(id)"
        if let reading = row.reading { text += ", \"reading\": \(JSONText.quoted(reading))" }
        return text + "}"
    }

    /// `store dump`: the document `sectionize --format json` prints for the same rows read as
    /// structured input (rows without the input's record numbers).
    func renderDump(_ dump: StoreDump, to out: OutputWriter) {
        let stamp = store.storedStamp
        let collation = store.collation
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(stamp.cldrVersion)),\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(stamp.icuVersion)),\n")
        out.write("  \"index\": \(JSONText.encoded(IndexBarDocument(dump.index.indexBar))),\n")
        out.write("  \"locale\": \(JSONText.quoted(collation.resolvedLocales[0])),\n")
        out.write("  \"localeSource\": \(JSONText.quoted(stamp.localeSource ?? "store")),\n")
        out.write("  \"locales\": \(JSONText.array(collation.resolvedLocales)),\n")
        if let source = stamp.readingSource {
            let count = dump.sections.reduce(0) { $0 + $1.rows.count { $0.reading != nil } }
            out.write(
                "  \"readings\": {\"count\": \(count), \"mode\": \(JSONText.quoted(stamp.configuration.effectiveReadingMode.rawValue)), \"source\": \(JSONText.quoted(source))},\n"
            )
        }
        out.write("  \"rowCount\": \(dump.index.rowCount),\n")
        out.write("  \"sections\": [")
        for (k, section) in dump.sections.enumerated() {
            out.write(k == 0 ? "\n" : ",\n")
            out.write("    {\"kind\": \(JSONText.quoted(collation.kind(of: section.collationSection).description)), \"rows\": [")
            out.write(section.rows.map(self.row).joined(separator: ", "))
            out.write("], \"title\": \(JSONText.quoted(section.title))}")
        }
        out.write(dump.sections.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"style\": \(JSONText.quoted(collation.style.rawValue))\n")
        out.write("}\n")
    }

    /// `store sync`: the JSON of `sectionize diff` (with `ids`: the rows removed, inserted and
    /// re-keyed; and `renamed`: the updated rows whose display name changed, with both names).
    func renderSync(_ result: StoreChanges, to out: OutputWriter) {
        DiffJSONRenderer(document: DiffDocument(store: store, result: result)).render(to: out)
    }

    /// `store verify`.
    func renderVerification(_ result: StoreVerification, to out: OutputWriter) {
        out.write("{\n")
        out.write("  \"current\": \(result.isCurrent),\n")
        out.write("  \"pendingChanges\": \(result.pendingChanges),\n")
        out.write("  \"rowCount\": \(result.rowCount),\n")
        out.write("  \"stale\": \(JSONText.array(result.staleRows)),\n")
        out.write("  \"stamp\": \(JSONText.array(result.stampDifferences)),\n")
        out.write("  \"tracksChanges\": \(result.tracksChanges)\n")
        out.write("}\n")
    }
}

extension DiffDocument {
    /// The document of a store's sync: the bars before and after, the change set, and the
    /// names of the rows it touched (the only rows it names).
    init(store: SectionStore, result: StoreChanges) {
        index = store.collation
        localeSource = store.storedStamp.localeSource ?? "store"
        oldName = "\(store.table.name) (stored)"
        newName = store.table.name
        before = DiffSide(result: result, after: false)
        after = DiffSide(result: result, after: true)
        changes = result.changes
        ids = DiffIDs(deleted: result.removed, inserted: result.inserted, updated: result.updated)
        let order = Dictionary(uniqueKeysWithValues: DiffIDs.sorted(result.renamed.map(\.id)).enumerated().map { ($1, $0) })
        renamed = result.renamed.sorted { order[$0.id]! < order[$1.id]! }.map { (id: $0.id, oldName: $0.oldName, newName: $0.newName) }
        condensedChanged = store.storedStamp.configuration.indexBarOptions.slotCount.map { slots in
            let a = result.before.condensed(toFit: slots), b = result.after.condensed(toFit: slots)
            return a.titles != b.titles || a.entries.map(\.target) != b.entries.map(\.target)
        }
    }
}

/// The readable forms of the store commands.
enum StoreTextRenderer {
    /// `store build`: one line saying what was keyed.
    static func renderBuild(_ built: StoreBuildOutput, to out: OutputWriter) {
        out.write(
            "keyed \(built.rowCount) rows of \(built.table) in \(built.database) in \(format3(built.seconds)) s (locale \(built.locales.joined(separator: "+")), style \(built.style.rawValue), ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion))\n"
        )
    }

    /// `store rows`: a heading with the section's title, count and the rows shown (by
    /// offset, or how many follow the cursor), one row per line, then the next page's cursor
    /// unless the page reached the section's end.
    static func renderPage(_ page: StorePage, offset: Int?, to out: OutputWriter) {
        if let offset {
            out.write("# \(page.title) (\(page.count) rows), rows \(offset)…\(offset + page.rows.count - 1)\n")
        } else {
            out.write("# \(page.title) (\(page.count) rows), \(page.rows.count) rows after the cursor\n")
        }
        // ID, a tab, the display name: what an app needs to fetch the row.
        for row in page.rows { out.write("\(row.id)\t\(row.display)\n") }
        if let next = page.next { out.write("# next: \(next)\n") }
    }

    static func renderIndex(_ index: StoreIndex, to out: OutputWriter) {
        for (title, count) in zip(index.displayedTitles, index.rowCounts) { out.write("\(title)\t\(count)\n") }
        out.write("# \(index.rowCount) rows in \(index.numberOfSections) sections; index bar: \(index.indexBar.titles.joined(separator: " "))\n")
    }

    static func renderDump(_ dump: StoreDump, to out: OutputWriter) {
        for section in dump.sections {
            out.write("\(section.title)\n")
            for row in section.rows { out.write("  \(row.display)\n") }
        }
    }

    /// `store sync`: a summary line, then the lines of `sectionize diff`'s text with the same
    /// marks (`- Berg (B 3)`, `+ Dora (D 0)`, `→ Bergmann (was Berg): B 4 → C 0`, `~ Clara
    /// (C 0)`, deleted and inserted sections with their rows) and its `Index:` line (the
    /// condensed bar is in the JSON only).
    static func renderSync(_ result: StoreChanges, to out: OutputWriter) {
        let c = result.changes
        out.write(
            "synced: \(result.inserted.count) inserted, \(result.updated.count) updated, \(result.removed.count) removed; sections \(c.deletedSections.count) deleted, \(c.insertedSections.count) inserted; rows \(c.deletedRows.count) deleted, \(c.insertedRows.count) inserted, \(c.movedRows.count) moved, \(c.reloadedRows.count) reloaded\n"
        )
        let before = DiffSide(result: result, after: false), after = DiffSide(result: result, after: true)
        DiffTextRenderer.renderRows(c, before: before, after: after, to: out)
        DiffTextRenderer.renderIndex(c, condensedChanged: nil, to: out)
    }

    static func renderVerification(_ result: StoreVerification, table: String, database: StoreDatabase, to out: OutputWriter) {
        for line in result.stampDifferences { out.write("stamp: \(line)\n") }
        for line in result.staleRows { out.write("stale: \(line)\n") }
        if result.tracksChanges { out.write("change tracking: on, \(result.pendingChanges) changes recorded and not yet synced\n") }
        out.write(
            result.isCurrent
                ? "the store of \(table) in \(database) is current (\(result.rowCount) rows)\n"
                : "the store of \(table) in \(database) is stale: \(result.staleRows.count) rows, \(result.stampDifferences.count) stamp differences\n"
        )
    }
}

/// What `store build` reports, for its renderers.
struct StoreBuildOutput {
    var table: String
    var database: StoreDatabase
    var rowCount: Int
    var seconds: Double
    var locales: [String]
    var style: IndexStyle
}

extension DiffSide {
    /// One side of a store's sync: its bar, and the names of the rows the sync touched (a
    /// sync names no other row).
    init(result: StoreChanges, after: Bool) {
        let bar = after ? result.after : result.before
        let names = after ? result.namesAfter : result.namesBefore
        self.init(count: bar.rowCount, bar: bar) { names[$0] ?? "" }
    }
}
