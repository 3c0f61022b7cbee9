#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU
@testable import SectionizeCLI
import SectionizeTestSupport

/// Renders with every renderer of SectionizeCLI into an unlinked temporary file, and checks
/// what comes out.
enum FuzzRendering {
    static func renderAll(index: IndexedCollation, sectioned: SectionedRows, selector: FuzzSelector, inputSize: Int) {
        let (options, slots) = selector.barOptions(inputSize: inputSize)
        var withSlots = options
        withSlots.slotCount = slots
        let bar = sectioned.indexBar(options: withSlots)
        if let slots, let condensed = bar.condensedToSlotCount {
            invariant(condensed.titles.count <= max(0, slots), "condensed bar has \(condensed.titles.count) entries for \(slots) slots")
        }
        invariant(bar.rowCount == sectioned.rowCount, "bar counts \(bar.rowCount) rows of \(sectioned.rowCount)")
        let document = SectionizeDocument(
            index: index, localeSource: "--locale", sectioned: sectioned,
            indexBar: bar)

        let tsv = capture { TSVRenderer(document: document).render(to: $0) }
        invariant(tsv == expectedTSV(sectioned), "TSV output differs from the rows in order")

        let text = capture { TextRenderer(document: document).render(to: $0) }
        checkText(text, sectioned: sectioned, printed: document.printedSections)

        let json = capture { JSONRenderer(document: document).render(to: $0) }
        checkJSON(json, sectioned: sectioned, printed: document.printedSections)

        if inputSize % 16 == 0 {  // one input in 16: a page of random characters costs ICU walks for each new one
            let html = capture { HTMLRenderer(document: document, inputNames: ["fuzz input"]).render(to: $0) }
            checkHTML(html, sectioned: sectioned, printed: document.printedSections)
        }

    }

    /// `sectionize titles --format json` for an index (it depends on nothing else, so it is
    /// checked once per index).
    static func checkTitles(index: IndexedCollation) {
        let titles = capture { TitlesJSONRenderer(index: index, style: index.style.rawValue).render(to: $0) }
        let parsed = try? JSONDecoder().decode(TitlesDocument.self, from: Data(titles))
        invariant(parsed?.titles.map(\.title) == index.sectionTitles, "titles JSON does not list every section")
    }

    /// `TITLE<TAB>ROW<LF>` for every row, in order.
    static func expectedTSV(_ sectioned: SectionedRows) -> [UInt8] {
        var out: [UInt8] = []
        for row in sectioned.orderedRowIndexes {
            out += Array(sectioned.title(of: sectioned.section(ofRow: row)).utf8)
            out.append(0x09)
            sectioned.rows.withUTF8(row) { out += $0 }
            out.append(0x0A)
        }
        return out
    }

    /// Every row of the printed sections appears as `  ROW` on a line of its own, in order.
    static func checkText(_ text: [UInt8], sectioned: SectionedRows, printed: [Int]) {
        invariant(text.last == 0x0A, "text output does not end with a line end")
        var cursor = 0
        for s in printed {
            for row in sectioned.rowIndexes(in: CollationSection(rawValue: s)) {
                let line: [UInt8] = [0x0A, 0x20, 0x20] + sectioned.rows.withUTF8(row) { Array($0) } + [0x0A]
                guard let found = find(line, in: text, from: cursor) else {
                    invariant(false, "text output lacks row \(row) after byte \(cursor)")
                    return
                }
                cursor = found + line.count - 1
            }
        }
    }

    /// The parts of `--format json` checked here.
    ///
    /// Decoded with `JSONDecoder`, not `JSONSerialization`: on Linux the latter drops a
    /// U+FEFF at the start of a string value (swift-corelibs-foundation, Swift 6.3.1).
    struct Document: Decodable {
        struct Row: Decodable {
            var display: String
        }
        struct Section: Decodable {
            var kind: String
            var rows: [Row]
            var title: String
        }
        var rowCount: Int
        var sections: [Section]
    }

    /// The parts of `labels --format json` checked here.
    struct TitlesDocument: Decodable {
        struct Title: Decodable {
            var kind: String
            var title: String
        }
        var titles: [Title]
    }

    /// The JSON output parses, and its sections' rows are the printed sections' rows, in order.
    static func checkJSON(_ json: [UInt8], sectioned: SectionedRows, printed: [Int]) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(json))
        } catch {
            invariant(false, "JSON output does not parse (\(error)): \(String(decoding: json.prefix(300), as: UTF8.self))")
            return
        }
        invariant(document.rowCount == sectioned.rowCount, "JSON rowCount")
        let sections = document.sections
        invariant(sections.count == printed.count, "JSON has \(sections.count) sections, \(printed.count) printed")
        for (k, s) in printed.enumerated() where k < sections.count {
            let rows = sections[k].rows.map { Array($0.display.utf8) }
            let expected = sectioned.rowIndexes(in: CollationSection(rawValue: s)).map { row in sectioned.rows.withUTF8(row) { Array($0) } }
            invariant(rows == expected, "JSON section \(k) rows \(rows.map(hex)) differ from \(expected.map(hex))")
            invariant(Array(sections[k].title.utf8) == Array(sectioned.sectionTitles[s].utf8), "JSON section \(k) title")
            invariant(sections[k].kind == sectioned.sectionKinds[s].description, "JSON section \(k) kind")
        }
    }

    /// The first position of `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = start
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    // MARK: - Capturing output

    /// An unlinked temporary file that `OutputWriter` writes to.
    static let descriptor: Int32 = {
        var template = Array("/tmp/sectionize-fuzz-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        precondition(fd >= 0, "SectionizeFuzz: cannot create a temporary file")
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }()

    /// One writer for every render: its 1 MiB buffer is allocated once, not per input.
    ///
    /// `nonisolated(unsafe)`: libFuzzer runs inputs on one thread.
    nonisolated(unsafe) static let writer = OutputWriter(descriptor: descriptor)

    /// What `body` writes.
    static func capture(_ body: (OutputWriter) -> Void) -> [UInt8] {
        let fd = descriptor
        _ = ftruncate(fd, 0)
        _ = lseek(fd, 0, SEEK_SET)
        let out = writer
        body(out)
        do { try out.finish() } catch { invariant(false, "writing failed: \(error)") }
        let size = Int(lseek(fd, 0, SEEK_CUR))
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, size, 0) }
        invariant(read == size, "read back \(read) of \(size) bytes")
        return bytes
    }
}

/// The indexes the fuzzer uses, built once each (building one costs milliseconds; sectioning
/// a small input, microseconds).
enum FuzzIndexes {
    /// An index, and the invariants of its results (with a collator of its primary locale
    /// opened separately from the index's own, to check the order with keys the sectioner
    /// did not compute).
    struct Entry {
        let index: IndexedCollation
        let invariants: SectioningInvariants
    }

    /// Indexes built so far, by locale and style.
    ///
    /// `nonisolated(unsafe)`: libFuzzer calls the target from one thread only (each `-fork`
    /// or `-jobs` worker is a process of its own).
    nonisolated(unsafe) private static var cache: [Int: Entry] = [:]

    static func entry(_ locale: Int, _ style: IndexStyle) -> Entry {
        let key = locale * 2 + (style == .uikit ? 1 : 0)
        if let hit = cache[key] { return hit }
        let id = LocaleTables.fuzz[locale]
        do {
            let index = try IndexedCollation(locale: id, style: style)
            let made = Entry(index: index, invariants: try SectioningInvariants(index: index))
            cache[key] = made
            FuzzRendering.checkTitles(index: index)
            return made
        } catch {
            fatalError("SectionizeFuzz: cannot build the \(id) \(style) index: \(error)")
        }
    }
}
