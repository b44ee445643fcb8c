import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const docs = path.join(root, 'docs');
const read = (file) => readFileSync(path.join(docs, file), 'utf8');

describe('the docs a newcomer navigates', () => {
  test('every PRODUCT.md section a comment cites is a section of docs/PRODUCT.md', () => {
    const sections = new Set([...read('PRODUCT.md').matchAll(/^## §([a-z-]+)$/gm)].map((match) => match[1]));
    const cited = execFileSync(
      'git',
      ['grep', '-h', '-o', '-E', 'PRODUCT\\.md §[a-z-]+', '--', 'apps', 'packages'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const missing = [...new Set(cited.split('\n').filter(Boolean))].filter(
      (citation) => !sections.has(citation.replace('PRODUCT.md §', '')),
    );
    expect(missing).toEqual([]);
  });

  test('no comment cites a section of the spec, which the repository does not hold', () => {
    const grep = spawnSync(
      'git',
      ['grep', '-n', '-i', '-E', 'spec 00[0-9]|spec §', '--', 'apps', 'packages', 'bench', 'e2e'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1);
  });

  test('each decision is a numbered file with a status, listed once in docs/decisions/README.md', () => {
    const files = readdirSync(path.join(docs, 'decisions')).filter((file) => /^\d{3}-.+\.md$/.test(file));
    const index = read('decisions/README.md');
    for (const file of files) {
      const text = read(`decisions/${file}`);
      expect(text, file).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\. `));
      expect(text, file).toMatch(/^- \*\*Status:\*\* (Accepted|Superseded by )/m);
      for (const section of ['## Context', '## Decision', '## Consequences'])
        expect(text, file).toContain(section);
      expect(index.split(`](${file})`).length - 1, file).toBe(1);
      for (const [, target] of text.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) {
        expect(existsSync(path.join(docs, 'decisions', target)), `${file} links ${target}`).toBe(true);
      }
    }
    expect(files.map((file) => Number(file.slice(0, 3)))).toEqual(files.map((_, index) => index + 1));
  });

  test('docs/PERFORMANCE.md is a reference of at most 300 lines; its history is in docs/performance-log/', () => {
    expect(read('PERFORMANCE.md').split('\n').length).toBeLessThanOrEqual(300);
    const months = readdirSync(path.join(docs, 'performance-log'));
    expect(months.every((file) => /^\d{4}-\d{2}\.md$/.test(file))).toBe(true);
    for (const month of months) expect(read('PERFORMANCE.md')).toContain(`performance-log/${month}`);
  });
});
