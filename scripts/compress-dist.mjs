#!/usr/bin/env node
// Writes .br and .gz next to every text asset of the web build, so the server sends compressed files
// without compressing on each request (@fastify/static's preCompressed option picks them).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|xml|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  if (statSync(file).size < 1024) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += br.length;
}
console.log(
  `compressed ${(before / 1024).toFixed(0)} kB of assets to ${(after / 1024).toFixed(0)} kB (brotli)`,
);
