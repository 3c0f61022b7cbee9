(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('data').textContent);
  const root = document.documentElement;
  const list = document.getElementById('list');
  const nav = document.getElementById('index');
  const ol = nav.querySelector('ol');
  const input = document.getElementById('search');
  const status = document.getElementById('status');
  const CHUNK = 64, EAGER_ROWS = 2000;
  const cssPixels = (name) => parseFloat(getComputedStyle(root).getPropertyValue(name));
  const ROW_H = cssPixels('--row-h'), SLOT_H = cssPixels('--slot-h'), SEARCH_H = cssPixels('--search-h');
  // The words around the list in the list's language, and its digit grouping
  // (HTMLChrome's table; Intl.NumberFormat: 1,000,000 in en and ja, 1.000.000 in de).
  const chrome = data.chrome;
  let numbers;
  try { numbers = new Intl.NumberFormat(chrome.lang); } catch (e) { numbers = new Intl.NumberFormat(); }
  const count = (n) => numbers.format(n);
  const fillIn = (pattern, values) => pattern.replace(/\{([a-z])\}/g, (whole, key) => (key in values ? values[key] : whole));
  const GLASS = '<svg viewBox="0 0 16 16" aria-hidden="true"><circle cx="6.5" cy="6.5" r="5"/><line x1="10.2" y1="10.2" x2="14.5" y2="14.5"/></svg>';

  // ---- The list
  const pending = new Map();
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((seen) => { for (const e of seen) if (e.isIntersecting) fill(e.target); },
                               { rootMargin: '1200px 0px' })
    : null;

  function fill(chunk) {
    const job = pending.get(chunk);
    if (!job) return;
    pending.delete(chunk);
    if (observer) observer.unobserve(chunk);
    const [rows, start, end] = job;
    const frag = document.createDocumentFragment();
    for (let i = start; i < end; i++) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'listitem');
      const text = document.createElement('span');
      text.textContent = rows[i];
      row.appendChild(text);
      frag.appendChild(row);
    }
    chunk.style.height = '';
    chunk.appendChild(frag);
  }

  function renderList(shown) {
    if (observer) observer.disconnect();
    pending.clear();
    const total = shown.reduce((n, s) => n + s.rows.length, 0);
    const eager = total <= EAGER_ROWS || !observer;
    const frag = document.createDocumentFragment();
    for (const s of shown) {
      const section = document.createElement('section');
      section.className = 'sec';
      section.id = 'section-' + s.index;
      section.dataset.section = String(s.index);
      const header = document.createElement('h2');
      header.className = 'hdr';
      header.id = 'title-' + s.index;
      header.dataset.kind = s.kind;
      header.textContent = s.title;
      section.setAttribute('aria-labelledby', header.id);
      const body = document.createElement('div');
      body.setAttribute('role', 'list');
      body.setAttribute('aria-labelledby', header.id);
      for (let start = 0; start < s.rows.length; start += CHUNK) {
        const end = Math.min(start + CHUNK, s.rows.length);
        const chunk = document.createElement('div');
        chunk.className = 'chunk';
        chunk.setAttribute('role', 'none');
        chunk.style.height = ((end - start) * ROW_H) + 'px';
        pending.set(chunk, [s.rows, start, end]);
        body.appendChild(chunk);
      }
      section.append(header, body);
      frag.appendChild(section);
    }
    list.replaceChildren(frag);
    for (const chunk of Array.from(pending.keys())) {
      if (eager) fill(chunk); else observer.observe(chunk);
    }
  }

  const all = data.sections.map((s, i) => ({ index: i, title: s.title, kind: s.kind, rows: s.rows, keys: s.keys }));

  // ---- The index bar
  const bar = data.bar;
  let entries = [];
  let searching = false;

  function entriesFor(slots) {
    const full = bar.titles;
    if (slots >= full.length) {
      return full.map((title, k) => ({ title, target: bar.sectionForTitle[k], from: k, to: k + 1 }));
    }
    const c = data.condensed[slots - 1], covered = data.covered[slots - 1];
    return c.titles.map((title, k) => ({ title, target: c.sectionForTitle[k], from: covered[k][0], to: covered[k][1] }));
  }

  function layoutBar() {
    const slots = Math.floor((window.innerHeight - SEARCH_H - 8) / SLOT_H);
    if (!bar.visible || searching || bar.titles.length === 0 || slots < 1) {
      nav.hidden = true;
      return;
    }
    const n = Math.min(slots, bar.titles.length);
    nav.hidden = false;
    if (nav.dataset.slots === String(n)) return;
    nav.dataset.slots = String(n);
    nav.dataset.condensed = String(n < bar.titles.length);
    entries = entriesFor(n);
    ol.replaceChildren(...entries.map((e, k) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.title = e.title;
      button.dataset.entry = String(k);
      button.tabIndex = k === 0 ? 0 : -1;
      if (e.title === '{search}') {
        button.innerHTML = GLASS;
        button.setAttribute('aria-label', chrome.search);
      } else {
        button.textContent = e.title;
        if (e.to - e.from > 1) {
          button.setAttribute('aria-label', fillIn(chrome.range, { a: bar.titles[e.from], b: bar.titles[e.to - 1] }));
        }
      }
      item.appendChild(button);
      return item;
    }));
  }

  // The library's hit test: entry k of count covers [k / count, (k + 1) / count).
  function entryAt(fraction, count) {
    if (!(count > 1) || !(fraction > 0)) return 0;
    if (fraction >= 1) return count - 1;
    let e = Math.min(Math.floor(fraction * count), count - 1);
    while (e > 0 && fraction < e / count) e--;
    while (e < count - 1 && fraction >= (e + 1) / count) e++;
    return e;
  }

  function activate(k) {
    const e = entries[k];
    if (!e) return;
    for (const b of ol.querySelectorAll('button.current')) b.classList.remove('current');
    if (e.title === '{search}') {
      window.scrollTo(0, 0);
      input.focus();
      return;
    }
    ol.querySelectorAll('button')[k].classList.add('current');
    if (e.target < 0) return;
    const section = document.getElementById('section-' + e.target);
    if (section) section.scrollIntoView({ block: 'start', behavior: 'instant' });
  }

  let dragging = false, lastEntry = -1;
  function track(ev) {
    const r = ol.getBoundingClientRect();
    const k = entryAt((ev.clientY - r.top) / r.height, entries.length);
    if (k !== lastEntry) { lastEntry = k; activate(k); }
  }
  nav.addEventListener('pointerdown', (ev) => {
    if (ev.button !== 0) return;
    dragging = true;
    lastEntry = -1;
    nav.setPointerCapture(ev.pointerId);
    track(ev);
  });
  nav.addEventListener('pointermove', (ev) => { if (dragging) track(ev); });
  const release = () => {
    dragging = false;
    for (const b of ol.querySelectorAll('button.current')) b.classList.remove('current');
  };
  nav.addEventListener('pointerup', release);
  nav.addEventListener('pointercancel', release);
  nav.addEventListener('mousedown', (ev) => ev.preventDefault());   // a touch does not move focus
  ol.addEventListener('click', (ev) => {                            // keyboard and assistive clicks
    const b = ev.target.closest('button');
    if (b && ev.detail === 0) activate(Number(b.dataset.entry));
  });
  ol.addEventListener('keydown', (ev) => {
    const b = ev.target.closest('button');
    if (!b) return;
    const last = entries.length - 1;
    let k = Number(b.dataset.entry);
    if (ev.key === 'ArrowDown') k = Math.min(k + 1, last);
    else if (ev.key === 'ArrowUp') k = Math.max(k - 1, 0);
    else if (ev.key === 'Home') k = 0;
    else if (ev.key === 'End') k = last;
    else return;
    ev.preventDefault();
    const buttons = ol.querySelectorAll('button');
    buttons.forEach((x, i) => { x.tabIndex = i === k ? 0 : -1; });
    buttons[k].focus();
    if (entries[k].title !== '{search}') activate(k);
  });

  // ---- Search
  // The tool wrote each row's lookup keys (the keys `sectionize search` builds: words,
  // readings in kana and romaji, pinyin and initials, chosung), one character per collation
  // weight: groups separated by '|', keys by ' '. And the folding of every query character
  // whose weights occur in those keys. The page applies only the matching rule: every query
  // word begins a key of a different group of the row.
  const table = new Map();
  if (data.fold) {
    for (const [key, chars] of data.fold) for (const ch of chars) table.set(ch, key);
  } else {
    input.disabled = true;
  }
  // Word boundaries as the tool's: in ASCII everything but letters and digits; elsewhere
  // white space, punctuation, control and format characters.
  const SEPARATOR = /[\p{Z}\p{P}\p{Cc}\p{Cf}]/u;
  const isSeparator = (ch) => (ch.codePointAt(0) < 0x80 ? !/[0-9A-Za-z]/.test(ch) : SEPARATOR.test(ch));
  // A character's key; null when it holds a weight no row's key holds (it matches nothing).
  // A Hangul syllable folds as its canonical decomposition into jamo, as the tool folds it.
  function foldCharacter(ch) {
    const known = table.get(ch);
    if (known !== undefined) return known;
    const cp = ch.codePointAt(0);
    if (cp >= 0xAC00 && cp <= 0xD7A3) {
      let out = '';
      for (const jamo of ch.normalize('NFD')) {
        const key = table.get(jamo);
        if (key === undefined) return null;
        out += key;
      }
      return out;
    }
    return null;
  }
  // The query's words, folded; words that fold to nothing are left out. null: no row matches.
  function queryWords(query) {
    const words = [];
    let word = '', dead = false, open = false;
    const end = () => {
      if (open && !dead && word !== '') words.push(word);
      if (open && dead) words.dead = true;
      word = ''; dead = false; open = false;
    };
    for (const ch of query) {
      if (isSeparator(ch)) { end(); continue; }
      open = true;
      const key = foldCharacter(ch);
      if (key === null) dead = true; else word += key;
    }
    end();
    return words.dead ? null : words;
  }
  // Whether each word can take a different group (a system of distinct representatives).
  function distinct(options, i, used) {
    if (i === options.length) return true;
    for (const g of options[i]) {
      if (used.has(g)) continue;
      used.add(g);
      if (distinct(options, i + 1, used)) return true;
      used.delete(g);
    }
    return false;
  }
  function rowMatches(groups, words) {
    const options = [];
    for (const w of words) {
      const gs = [];
      for (let g = 0; g < groups.length; g++) if (groups[g].some((k) => k.startsWith(w))) gs.push(g);
      if (gs.length === 0) return false;
      options.push(gs);
    }
    if (options.length === 1) return true;
    options.sort((a, b) => a.length - b.length);
    return distinct(options, 0, new Set());
  }
  let parsed = null;
  const rowCount = all.reduce((n, s) => n + s.rows.length, 0);
  const rowsFact = document.querySelector('#config dd[data-key="rows"]');
  if (rowsFact) rowsFact.textContent = count(rowCount);
  function applySearch() {
    const query = input.value;
    if (query === '') {
      searching = false;
      status.textContent = rowCount === 0 ? chrome.noRows : '';
      status.className = rowCount === 0 ? 'status none' : 'status';
      renderList(all);
      layoutBar();
      return;
    }
    searching = true;
    nav.hidden = true;
    if (!parsed) parsed = all.map((s) => s.rows.map((row, j) => (s.keys ? s.keys[j].split('|').map((g) => g.split(' ')) : [])));
    const words = queryWords(query);
    const shown = [];
    let matched = 0;
    all.forEach((s, i) => {
      const rows = [];
      if (words !== null) {
        const keys = parsed[i];
        for (let j = 0; j < s.rows.length; j++) if (words.length === 0 || rowMatches(keys[j], words)) rows.push(s.rows[j]);
      }
      if (rows.length) {
        shown.push({ index: s.index, title: s.title, kind: s.kind, rows });
        matched += rows.length;
      }
    });
    renderList(shown);
    status.textContent = matched === 0 ? chrome.noResults
      : matched === 1 && chrome.oneMatch ? chrome.oneMatch : fillIn(chrome.matches, { n: count(matched) });
    status.className = matched === 0 ? 'status none' : 'status';
  }
  input.addEventListener('input', applySearch);
  input.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && input.value !== '') { input.value = ''; applySearch(); }
  });

  applySearch();
  window.addEventListener('resize', layoutBar);
  performance.mark('sectionize-ready');
  root.dataset.ready = 'true';
})();
