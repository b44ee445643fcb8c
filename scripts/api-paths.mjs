// Finds API paths written by hand in the web app's sources: every call goes through the client generated
// from the contract (apps/web/src/lib/endpoints/). Used by scripts/generate-client.test.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The heads a hand-written API path would start with: each endpoint's path, and the fixed part of a path
 * with parameters (`/admin/payouts/` of `/admin/payouts/:id/paid`). `pages` are the web app's own routes
 * (`/clubs` is a page and also the path of POST /clubs), which a link may name.
 */
export function apiPathHeads(endpoints, pages = []) {
  const heads = new Set();
  for (const { path: endpointPath } of Object.values(endpoints)) {
    const param = endpointPath.indexOf('/:');
    heads.add(param === -1 ? endpointPath : endpointPath.slice(0, param + 1));
  }
  for (const page of pages) heads.delete(page);
  return heads;
}

/** A string or template literal on one line (its text is the second group). */
const LITERAL = /(['"`])((?:(?!\1)[^\n\\]|\\.)*)\1/g;

/** The string literals in `source` that spell an API path: `/api/…`, or an endpoint's path or fixed head. */
export function handWrittenApiPaths(source, heads) {
  const found = [];
  for (const match of source.matchAll(LITERAL)) {
    const text = match[2];
    // Each fixed part of a template literal: `${API_BASE}/clubs/${name}/qr` has '/clubs/' and '/qr'.
    const parts = text.split(/\$\{[^}]*\}/).map((part) => part.split(/[?\s]/)[0] ?? '');
    if (parts.some((head) => head.startsWith('/api/') || head === '/api' || heads.has(head)))
      found.push(text);
  }
  return found;
}

/** `file: path` for each hand-written API path in the TypeScript files under `dir`, except the folder `except`. */
export function findHandWrittenApiPaths(dir, heads, except) {
  const hits = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (file !== except) walk(file);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const text of handWrittenApiPaths(readFileSync(file, 'utf8'), heads)) {
          hits.push(`${path.relative(dir, file)}: ${text}`);
        }
      }
    }
  };
  walk(dir);
  return hits;
}
