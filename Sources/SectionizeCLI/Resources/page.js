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

  const all = data.sections.map((s, i) => ({ index: i, title: s.title, kind: s.kind, rows: s.rows, readings: s.readings, spellings: s.spellings }));

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
  const table = new Map();
  if (data.fold) {
    data.fold.codePoints.forEach((cp, i) => {
      table.set(cp, data.fold.keys[i].map((rank) => String.fromCodePoint(0x10000 + rank)).join(''));
    });
  } else {
    input.disabled = true;
  }
  const NO_MATCH = '\uFFFF';
  function foldCharacter(ch) {
    const known = table.get(ch.codePointAt(0));
    if (known !== undefined) return known;
    // A character the tool did not see (it saw every row's, and the locale's letters):
    // its decomposition or lower case when the tool knows all of that, else nothing matches.
    for (const alt of [ch.normalize('NFD'), ch.toLowerCase(), ch.normalize('NFKD')]) {
      const parts = Array.from(alt);
      if (alt !== ch && parts.every((c) => table.has(c.codePointAt(0)))) {
        return parts.map((c) => table.get(c.codePointAt(0))).join('');
      }
    }
    return NO_MATCH;
  }
  function fold(text) {
    let out = '';
    for (const ch of text) out += foldCharacter(ch);
    return out;
  }
  let folded = null;
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
    // A row matches by its text or by the reading that placed it (やまだ finds 山田).
    // and by its Latin spelling (yamada finds 山田).
    if (!folded) {
      const key = (list, j) => (list && list[j] ? fold(list[j]) : '');
      folded = all.map((s) => s.rows.map((row, j) => [fold(row), key(s.readings, j), key(s.spellings, j)]));
    }
    const needle = fold(query);
    const shown = [];
    let matched = 0;
    all.forEach((s, i) => {
      const rows = [];
      const keys = folded[i];
      for (let j = 0; j < s.rows.length; j++) if (keys[j].some((k) => k !== '' && k.includes(needle))) rows.push(s.rows[j]);
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
