/// The inline style and script of `--format html` (``HTMLRenderer``).
enum HTMLPage {}

extension HTMLPage {
    /// The page's CSS: an iOS-like plain table view (44 px rows, sticky grey section headers,
    /// a tinted index bar on the trailing edge), light and dark, at most 40rem wide (a
    /// readable line, like a phone or a Contacts column; centred on a desktop, with the bar at
    /// the list's edge rather than the window's). Logical properties
    /// (`inset-inline-end`, `padding-inline-start`) put the bar on the left of a
    /// right-to-left page without a separate rule.
    ///
    /// The style sheet is `Resources/page.css`, embedded in the binary at build time as the
    /// script is (``script``), so that editors and linters see a plain CSS file.
    static let style: String = {
        var css = PackageResources.page_css[...]
        while css.last == 0x0A { css = css.dropLast() }  // the file's final line break
        return String(decoding: css, as: UTF8.self)
    }()
}
