#!/usr/bin/env node
// Prints the JavaScript and CSS a first visit downloads (gzip, as the budget in docs/PERFORMANCE.md counts
// it), from the web build's manifest: for a page rendered in the browser only (index.html), for the
// server-rendered pages (boot.ts, the app it loads, and the page's own chunks), for the dashboard's chart (what the
// overview tab loads for it beyond what is already there) and for the donate button, and checks the budget.
//   npm run build && npm run bundle-size -w @tifo/web [-- --json] [-- --chunks]
// Exits 1 when a budget is exceeded. A budget only grows with a reviewed change (docs/PERFORMANCE.md).
// scripts/bundle-size.test.mjs holds the check to its budgets on a made-up build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** KiB of gzip, measured 2026-11-22 plus about 5 % (docs/PERFORMANCE.md, "Budgets"). */
export const BUDGET = {
  shell: { js: 172, css: 38 },
  page: { js: 230, css: 41 },
  // The dashboard's chart (issue 50): what the overview tab loads for it, beyond the app and the dashboard.
  chart: { js: 60, css: 0 },
  // The donate button other websites load (issue 48): its styles are in its script.
  embed: { js: 25, css: 0 },
};

const PAGES = {
  '/': 'src/pages/HomePage.tsx',
  '/clubs': 'src/pages/routes/clubs.tsx',
  '/{shortName}': 'src/pages/routes/publicClub.tsx',
};
export const CHART = 'src/components/dashboard/DonationChart.tsx';
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The rows of the check for the build in `dist`: each with its gzip KiB, its budget and whether it is over. */
export function measureBundles(dist, budget = BUDGET) {
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
  rows.push({ name: 'app shell (index.html, rendered in the browser)', kind: 'shell', ...app });
  for (const [page, source] of Object.entries(PAGES)) {
    if (!manifest[source]) continue;
    const initial = files(['src/boot.ts', source], new Set(['src/main.tsx']));
    // The entry's CSS is linked by index.html itself.
    initial.css = [...new Set([...app.css, ...initial.css])];
    rows.push({ name: `server-rendered ${page}`, kind: 'page', ...initial });
  }
  if (manifest[CHART]) {
    // What is there when the overview tab asks for the chart: the app and every chunk that loads the chart.
    const importers = Object.keys(manifest).filter((key) => manifest[key].dynamicImports?.includes(CHART));
    const present = files(['src/main.tsx', ...importers]);
    const there = new Set([...app.js, ...app.css, ...present.js, ...present.css]);
    const chart = files([CHART]);
    rows.push({
      name: 'dashboard chart (loaded with the overview tab)',
      kind: 'chart',
      js: chart.js.filter((file) => !there.has(file)),
      css: chart.css.filter((file) => !there.has(file)),
    });
  }
  rows.push({
    name: 'donate button (embed/donate.js, on other websites)',
    kind: 'embed',
    js: ['embed/donate.js'],
    css: [],
  });

  return rows.map((row) => {
    const js = row.js.reduce((sum, file) => sum + gzipSize(file), 0);
    const css = row.css.reduce((sum, file) => sum + gzipSize(file), 0);
    const rowBudget = budget[row.kind];
    const measured = {
      name: row.name,
      jsGzipKiB: Number(kib(js)),
      cssGzipKiB: Number(kib(css)),
      chunks: row.js.length,
      budget: rowBudget,
    };
    return {
      ...measured,
      over: measured.jsGzipKiB > rowBudget.js || measured.cssGzipKiB > rowBudget.css,
      files: row,
      sizes: Object.fromEntries([...row.js, ...row.css].map((file) => [file, gzipSize(file)])),
    };
  });
}

function main() {
  const dist = path.resolve(
    process.argv.find((arg) => !arg.startsWith('-') && arg.endsWith('dist')) ?? 'dist',
  );
  const result = measureBundles(dist);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result.map(({ files: _files, sizes: _sizes, ...rest }) => rest)));
  } else {
    for (const row of result) {
      console.log(
        `${row.name.padEnd(50)} JS ${String(row.jsGzipKiB).padStart(6)} KiB (budget ${row.budget.js})  CSS ${String(row.cssGzipKiB).padStart(5)} KiB (budget ${row.budget.css})  gzip, ${row.chunks} JS files`,
      );
      if (process.argv.includes('--chunks')) {
        for (const [file, size] of Object.entries(row.sizes).sort((a, b) => b[1] - a[1]))
          console.log(`    ${kib(size).padStart(6)} KiB  ${file}`);
      }
    }
  }
  const over = result.filter((row) => row.over);
  for (const row of over) console.error(`OVER BUDGET: ${row.name}`);
  process.exitCode = over.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
