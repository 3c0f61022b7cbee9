extension HTMLPage {
    /// The page's script. It reads the JSON data element, puts every string into the document
    /// with `textContent` only, and takes every decision from the data the tool computed:
    /// - the list: sections in order, rows filled in blocks of 64 when they come within
    ///   1200 px of the viewport (all at once up to 2000 rows), so 100k rows cost a few
    ///   thousand empty blocks of known height instead of 100k elements;
    /// - the index bar: the number of 16 px slots that fit the window picks the full bar or the
    ///   tool's condensed bar for exactly that many slots; a touch or drag picks the entry
    ///   under the pointer with the library's rule (entry *k* of *n* covers [k/n, (k+1)/n),
    ///   `IndexBarGeometry.entry(atFraction:count:)`) and scrolls to the entry's
    ///   `sectionForTitle`; arrow keys, Home and End move along it;
    /// - search: each row's lookup keys and the folding of the query characters that can
    ///   match them, written by the tool (`PageSearchKeys`); a row stays when every query word
    ///   begins a key of a different group of the row (docs/search.md, "The page").
    ///
    /// The script is `Resources/page.js`, embedded in the binary at build time (SwiftPM's
    /// `embedInCode`, no bundle to install), so that `node --check` and editors see a plain
    /// JavaScript file.
    static let script = String(decoding: PackageResources.page_js, as: UTF8.self)
}
