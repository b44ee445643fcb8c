#!/usr/bin/env node
// Renders the public pages of the web build to HTML in every language (docs/ARCHITECTURE.md,
// "Server-rendered pages"): dist/pages/<language>/<path>.html and dist/pages/pages.json, which the API
// serves by path and language cookie. Run after `vite build` and `vite build --ssr` (see apps/web's build).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(process.argv[2] ?? 'apps/web');
const dist = path.join(web, 'dist');
const started = performance.now();
const { LANGUAGES, prerenderedPaths, renderDocument } = await import(
  pathToFileURL(path.join(web, 'dist-ssr', 'entry-server.js')).href
);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** '/' → 'index.html', '/jobs/agent-werden' → 'jobs/agent-werden.html' */
const fileOf = (urlPath) => `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;

const paths = {};
let pages = 0;
for (const urlPath of prerenderedPaths()) {
  for (const language of LANGUAGES) {
    const { html, route } = renderDocument({ template, manifest, url: urlPath, language });
    if (route === 'notFound') throw new Error(`${urlPath} rendered as not found`);
    const file = path.join(dist, 'pages', language, fileOf(urlPath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    pages += 1;
  }
  paths[urlPath] = fileOf(urlPath);
}
writeFileSync(
  path.join(dist, 'pages', 'pages.json'),
  `${JSON.stringify({ languages: LANGUAGES, paths }, null, 2)}\n`,
);
console.log(`prerendered ${pages} pages in ${Math.round(performance.now() - started)} ms`);
