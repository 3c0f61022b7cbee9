/// The inline style and script of `--format html` (``HTMLRenderer``).
enum HTMLPage {}

extension HTMLPage {
    /// The page's CSS: an iOS-like plain table view (44 px rows, sticky grey section headers,
    /// a tinted index bar on the trailing edge), light and dark, at most 40rem wide (a
    /// readable line, like a phone or a Contacts column; centred on a desktop, with the bar at
    /// the list's edge rather than the window's). Logical properties
    /// (`inset-inline-end`, `padding-inline-start`) put the bar on the left of a
    /// right-to-left page without a separate rule.
    static let style = #"""
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #000000; --fg2: #8a8a8e; --sep: #c6c6c8;
          --header-bg: #f2f2f7; --header-fg: #3c3c43; --field: #e9e9eb; --tint: #007aff;
          --row-h: 44px; --search-h: 52px; --slot-h: 16px; --bar-w: 22px; --page-w: 40rem;
          --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial,
                  "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #000000; --fg: #ffffff; --fg2: #8d8d93; --sep: #38383a;
            --header-bg: #1c1c1e; --header-fg: #ebebf5; --field: #1c1c1e; --tint: #0a84ff;
          }
        }
        * { box-sizing: border-box; }
        html { background: var(--bg); color: var(--fg); font: 17px/1.3 var(--font); -webkit-text-size-adjust: 100%; }
        body { margin: 0 auto; max-width: var(--page-w); min-height: 100vh; }
        .masthead { padding: 20px 16px 4px; padding-inline-end: calc(var(--bar-w) + 16px); }
        .masthead h1 { margin: 0 0 6px; font-size: 30px; font-weight: 700; letter-spacing: .01em; overflow-wrap: anywhere; }
        .config { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 0; font-size: 13px; color: var(--fg2); }
        .config div { display: flex; gap: 4px; }
        .config dt::after { content: ":"; }
        .config dd { margin: 0; color: var(--header-fg); font-variant-numeric: tabular-nums; }
        .searchbar { position: sticky; top: 0; z-index: 3; height: var(--search-h); padding: 8px 16px;
          padding-inline-end: calc(var(--bar-w) + 8px); background: var(--bg); }
        .field { display: flex; align-items: center; gap: 6px; height: 36px; padding: 0 8px; border-radius: 10px;
          background: var(--field); color: var(--fg2); cursor: text; }
        .field:focus-within { outline: 2px solid var(--tint); outline-offset: 1px; }
        .glass { width: 15px; height: 15px; flex: none; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
        #search { flex: 1; min-width: 0; border: 0; outline: 0; background: transparent; color: var(--fg); font: inherit; }
        #search::placeholder { color: var(--fg2); }
        .status { margin: 0; padding: 0 16px; font-size: 13px; color: var(--fg2); }
        .status:empty { display: none; }
        .status.none { padding: 48px 16px; text-align: center; font-size: 20px; font-weight: 600; }
        main { padding-inline-end: var(--bar-w); padding-bottom: 24px; }
        .sec { scroll-margin-top: var(--search-h); }
        .hdr { position: sticky; top: var(--search-h); z-index: 2; margin: 0; height: 28px; padding: 0 16px;
          line-height: 28px; font-size: 15px; font-weight: 600; background: var(--header-bg); color: var(--header-fg);
          white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .hdr[data-kind="overflow"], .hdr[data-kind="underflow"], .hdr[data-kind="inflow"] { color: var(--fg2); }
        .chunk { display: block; }
        .row { height: var(--row-h); padding-inline-start: 16px; }
        .row > span { display: block; height: var(--row-h); line-height: var(--row-h); padding-inline-end: 16px;
          border-bottom: 0.5px solid var(--sep); white-space: pre; overflow: hidden; text-overflow: ellipsis; unicode-bidi: plaintext; }
        .sec .chunk:last-child .row:last-child > span { border-bottom-color: transparent; }
        #index { position: fixed; z-index: 4; top: var(--search-h); bottom: 0; width: var(--bar-w);
          inset-inline-end: max(0px, calc((100% - var(--page-w)) / 2));
          display: flex; align-items: center; justify-content: center; touch-action: none; user-select: none; }
        #index[hidden] { display: none; }
        #index ol { list-style: none; margin: 0; padding: 0; }
        #index li { display: block; }
        #index button { display: flex; align-items: center; justify-content: center; width: var(--bar-w); height: var(--slot-h);
          padding: 0; border: 0; background: none; color: var(--tint); font: 600 11px/1 var(--font); cursor: pointer; }
        #index button:focus-visible { outline: 2px solid var(--tint); outline-offset: -2px; border-radius: 4px; }
        #index button.current { background: color-mix(in srgb, var(--tint) 18%, transparent); border-radius: 4px; }
        #index button svg { width: 10px; height: 10px; fill: none; stroke: currentColor; stroke-width: 2.4; stroke-linecap: round; }
        @media (forced-colors: active) { #index button { color: LinkText; } }

        """#
}
