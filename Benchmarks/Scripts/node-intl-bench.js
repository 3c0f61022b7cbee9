// node-intl-bench.js: an informational peer: node's Intl.Collator, first-letter buckets.
//
//   node node-intl-bench.js INPUT OUTPUT [LOCALE]
//
// Reads INPUT as lines (split on "\n", one trailing "\r" dropped, no empty last line),
// sorts them with new Intl.Collator(LOCALE).compare, and writes `LETTER\tNAME\n`, where
// LETTER is the first character without its accents, upper-cased, or "…" when it is not a
// letter. Node ships its own ICU and CLDR, and these buckets are not AlphabeticIndex's, so
// the output is not checked against the others: the timing is for orientation only.

'use strict';
const fs = require('fs');

const [input, output, locale = 'de'] = process.argv.slice(2);
if (!input || !output) {
  process.stderr.write('usage: node node-intl-bench.js INPUT OUTPUT [LOCALE]\n');
  process.exit(64);
}

const phases = [];
let last = process.hrtime.bigint();
function mark(name) {
  const t = process.hrtime.bigint();
  phases.push(`${name}=${(Number(t - last) / 1e9).toFixed(3)}`);
  last = t;
}

const text = fs.readFileSync(input, 'utf8');
const rows = text.split('\n');
if (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
for (let i = 0; i < rows.length; i++) {
  if (rows[i].endsWith('\r')) rows[i] = rows[i].slice(0, -1);
}
mark('read');

const collator = new Intl.Collator(locale);
rows.sort(collator.compare);
mark('sort');

const letter = /\p{L}/u;
const parts = [];
for (const row of rows) {
  const first = row.normalize('NFD').codePointAt(0);
  const c = first === undefined ? '' : String.fromCodePoint(first);
  const label = letter.test(c) ? c.toLocaleUpperCase(locale) : '…';
  parts.push(label, '\t', row, '\n');
}
fs.writeFileSync(output, parts.join(''));
mark('write');
process.stderr.write(`phases: ${phases.join(' ')} (node ${process.version}, ICU ${process.versions.icu})\n`);
