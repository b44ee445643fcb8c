import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * The first paint loads no schema library (docs/PERFORMANCE.md, budgets): zod is the largest library the page
 * would otherwise wait for, so the contract's schemas load with the first answer that needs checking
 * (lib/answerSchemas.ts), and the contract keeps what the shell needs (messages, the status table, limits) in
 * modules without zod. A module of the shell that imports one with schemas pulls zod in (as a status table in
 * http.ts once did, +25 KiB gzip).
 */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

test('the app shell and the server-rendered pages load no zod before the page is interactive', () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shell = [...indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  // The server-rendered pages start with boot.ts and its static imports.
  const boot: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || boot.includes(chunk.file)) return;
    boot.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/boot.ts');
  expect(shell.length).toBeGreaterThan(0);
  expect(boot.length).toBeGreaterThan(0);
  const withZod = [...new Set([...shell, ...boot])].filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes('$ZodType'),
  );
  expect(withZod).toEqual([]);
});
