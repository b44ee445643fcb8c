import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGET, CHART, measureBundles } from './bundle-size.mjs';

/*
 * The bundle check (npm run bundle-size -w @tifo/web) on a made-up build: a manifest like Vite's, with files whose
 * gzip size is known (random bytes do not compress). The dashboard's chart is what the overview tab loads beyond
 * the app and the dashboard's own chunks, held to BUDGET.chart (issue 50: 60 KiB).
 */

/** A build whose chart chunk is `chartKiB` of gzip, plus a shared chunk the dashboard already loaded. */
function build({ chartKiB }) {
  const dist = mkdtempSync(path.join(tmpdir(), 'tifo-bundle-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'embed'));
  const file = (name, kib) => writeFileSync(path.join(dist, name), randomBytes(Math.round(kib * 1024)));
  file('assets/main.js', 100);
  file('assets/main.css', 10);
  file('assets/dashboard.js', 40);
  file('assets/shared.js', 30);
  file('assets/chart.js', chartKiB);
  file('embed/donate.js', 5);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" src="/assets/main.js"></script><link rel="stylesheet" href="/assets/main.css">',
  );
  const manifest = {
    'src/main.tsx': {
      file: 'assets/main.js',
      css: ['assets/main.css'],
      dynamicImports: ['src/dashboard.tsx'],
    },
    'src/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_shared.js'], dynamicImports: [CHART] },
    '_shared.js': { file: 'assets/shared.js' },
    [CHART]: { file: 'assets/chart.js', imports: ['_shared.js', 'src/main.tsx'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const chartRow = (rows) => rows.find((row) => row.name.startsWith('dashboard chart'));

describe('the bundle check', () => {
  test('counts for the chart only what the overview tab loads beyond the app and the dashboard', () => {
    const row = chartRow(measureBundles(build({ chartKiB: 20 })));
    expect(row.files.js).toEqual(['assets/chart.js']);
    expect(row.jsGzipKiB).toBeGreaterThanOrEqual(20);
    expect(row.jsGzipKiB).toBeLessThan(20.5);
    expect(row.budget).toEqual({ js: 60, css: 0 });
    expect(row.over).toBe(false);
  });

  test('fails above the chart budget of 60 KiB', () => {
    expect(BUDGET.chart.js).toBe(60);
    const rows = measureBundles(build({ chartKiB: 61 }));
    expect(chartRow(rows).over).toBe(true);
    expect(rows.filter((row) => row.over).map((row) => row.name)).toEqual([
      'dashboard chart (loaded with the overview tab)',
    ]);
  });
});
