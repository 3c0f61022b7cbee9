import ArgumentParser

/// How results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Readable: a title line, then the section's rows indented.
    case text
    /// One JSON document with sorted keys.
    case json
    /// One line per row: `TITLE<TAB>ROW`.
    case tsv
    /// One self-contained web page: the list with sticky headers, search and a working index bar.
    case html
    /// A golden file for `sectionize verify` (see docs/localization-testing.md).
    case golden
}
