#!/usr/bin/env node
// Prints the JavaScript and CSS a first visit downloads (gzip, as the budget in docs/PERFORMANCE.md counts
// it), from the web build's manifest: for a page rendered in the browser only (index.html) and for the
// server-rendered pages (boot.ts, the app it loads, and the page's own chunks), and checks the budget.
//   npm run build && npm run bundle-size -w @tifo/web [-- --json] [-- --chunks]
// Exits 1 when a budget is exceeded. A budget only grows with a reviewed change (docs/PERFORMANCE.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv.find((arg) => !arg.startsWith('-') && arg.endsWith('dist')) ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Files (JS and CSS) of a chunk and its static imports; dynamic imports followed only for `follow`. */
function files(keys, follow = new Set()) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (follow.has(imported)) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

const PAGES = {
  '/': 'src/pages/HomePage.tsx',
  '/clubs': 'src/pages/routes/clubs.tsx',
  '/{shortName}': 'src/pages/routes/publicClub.tsx',
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** KiB of gzip, measured 2026-11-22 plus about 5 % (docs/PERFORMANCE.md, "Budgets"). */
const BUDGET = {
  shell: { js: 172, css: 38 },
  page: { js: 230, css: 41 },
  // The donate button other websites load (issue 48): its styles are in its script.
  embed: { js: 25, css: 0 },
};
const rows = [];
// index.html's own scripts and styles (the manifest does not always list the page as an entry).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const linked = [...indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+)"/g)].map(
  (m) => m[1],
);
const app = {
  js: linked.filter((file) => file.endsWith('.js')),
  css: linked.filter((file) => file.endsWith('.css')),
};
rows.push({ name: 'app shell (index.html, rendered in the browser)', ...app });
for (const [page, source] of Object.entries(PAGES)) {
  const initial = files(['src/boot.ts', source], new Set(['src/main.tsx']));
  // The entry's CSS is linked by index.html itself.
  initial.css = [...new Set([...app.css, ...initial.css])];
  rows.push({ name: `server-rendered ${page}`, ...initial });
}

rows.push({ name: 'donate button (embed/donate.js, on other websites)', js: ['embed/donate.js'], css: [] });

const result = rows.map((row) => {
  const js = row.js.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = row.css.reduce((sum, file) => sum + gzipSize(file), 0);
  return {
    name: row.name,
    jsGzipKiB: Number(kib(js)),
    cssGzipKiB: Number(kib(css)),
    chunks: row.js.length,
    files: row,
  };
});
const overBudget = result.filter((row) => {
  const budget = row.name.startsWith('app shell')
    ? BUDGET.shell
    : row.name.startsWith('donate button')
      ? BUDGET.embed
      : BUDGET.page;
  row.budget = budget;
  return row.jsGzipKiB > budget.js || row.cssGzipKiB > budget.css;
});
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result.map(({ files: _files, ...rest }) => rest)));
} else {
  for (const row of result) {
    console.log(
      `${row.name.padEnd(50)} JS ${String(row.jsGzipKiB).padStart(6)} KiB (budget ${row.budget.js})  CSS ${String(row.cssGzipKiB).padStart(5)} KiB (budget ${row.budget.css})  gzip, ${row.chunks} JS files`,
    );
    if (process.argv.includes('--chunks')) {
      for (const file of [...row.files.js, ...row.files.css].sort((a, b) => gzipSize(b) - gzipSize(a)))
        console.log(`    ${kib(gzipSize(file)).padStart(6)} KiB  ${file}`);
    }
  }
}
for (const row of overBudget) console.error(`OVER BUDGET: ${row.name}`);
process.exitCode = overBudget.length > 0 ? 1 : 0;
