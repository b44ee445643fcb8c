import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const { LAYERS } = require('./module-layers.cjs');

const root = path.resolve(import.meta.dirname, '..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

/** The module check's violations over `dirs` of `cwd`, as `rule: from → to`. */
function check(cwd, dirs) {
  const run = spawnSync(depcruise, [...dirs, '--config', config, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`depcruise gave no report: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  return summary.violations.map((v) =>
    v.cycle
      ? `${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
}

let planted;
/** A tree of its own with the given files (path → source), checked with the project's rules. */
function plant(files) {
  planted = mkdtempSync(path.join(tmpdir(), 'module-check-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), source);
  }
  return check(planted, ['apps/api/src']);
}

afterEach(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
  planted = undefined;
});

describe('the module check (npm run check:modules)', () => {
  test('the repository has no wrong arrow', () => {
    expect(check(root, ['apps/api/src', 'apps/web/src', 'packages/contract/src'])).toEqual([]);
  }, 60_000);

  test('an import of a higher layer fails it: the audit log reading payouts', () => {
    expect(
      plant({
        'apps/api/src/modules/audit/queries.ts':
          "import { payoutOf } from '../payouts/service';\nexport const a = payoutOf;\n",
        'apps/api/src/modules/payouts/service.ts': 'export const payoutOf = 1;\n',
      }),
    ).toEqual([
      'layer-identity: apps/api/src/modules/audit/queries.ts → apps/api/src/modules/payouts/service.ts',
    ]);
  });

  test('two module folders of one layer that import each other fail it', () => {
    const violations = plant({
      'apps/api/src/modules/clubs/queries.ts':
        "import { b } from '../organisations/access';\nexport const a = b;\n",
      'apps/api/src/modules/organisations/access.ts':
        "import { c } from '../clubs/cards';\nexport const b = c;\n",
      'apps/api/src/modules/clubs/cards.ts': 'export const c = 1;\n',
    });
    expect(violations).toContain(
      'module-folder-cycle: apps/api/src/modules/clubs → apps/api/src/modules/organisations → apps/api/src/modules/clubs',
    );
    expect(violations.filter((v) => v.startsWith('layer-'))).toEqual([]);
  });

  test('a module in no layer fails it', () => {
    expect(
      plant({
        'apps/api/src/modules/newcomer/service.ts':
          "import { AppError } from '../../errors';\nexport const e = AppError;\n",
        'apps/api/src/errors.ts': 'export class AppError {}\n',
      }),
    ).toEqual(['no-layer: apps/api/src/modules/newcomer/service.ts → apps/api/src/errors.ts']);
  });

  test('a lower layer may be imported', () => {
    expect(
      plant({
        'apps/api/src/modules/payouts/service.ts':
          "import { insertAudit } from '../audit/queries';\nexport const p = insertAudit;\n",
        'apps/api/src/modules/audit/queries.ts': 'export const insertAudit = 1;\n',
      }),
    ).toEqual([]);
  });

  test('docs/ARCHITECTURE.md lists the layers as the check has them', () => {
    const doc = readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Layers'), doc.indexOf('\n## ', doc.indexOf('## Layers') + 1));
    const rows = section
      .split('\n')
      .filter((line) => /^\| \d/.test(line))
      .map((line) => {
        const [, , name, holds] = line.split('|').map((cell) => cell.trim());
        return { name, holds: [...holds.matchAll(/`([^`]+)`/g)].map((match) => match[1]) };
      });
    expect(rows).toEqual(LAYERS.map((layer) => ({ name: layer.name, holds: layer.holds })));
  });

  test("subscriptions and memberships move money only through payments' Charging", () => {
    const grep = spawnSync(
      'git',
      [
        'grep',
        '-n',
        '-E',
        String.raw`\.payments\.|PaymentsDeps|payments/(book-donation|card|twint|queries)'`,
        '--',
        'apps/api/src/modules/subscriptions',
        'apps/api/src/modules/memberships',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
  });
});
