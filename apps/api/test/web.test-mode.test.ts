import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createWebPages } from '../src/modules/web/pages';
import type { AppDeps } from '../src/modules/wiring/deps';

/** A built web app of two files: the app's index.html and one pre-rendered page in German and French. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tifo-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body class="app"><div id="root"></div></body></html>',
  );
  for (const language of ['de', 'fr']) {
    mkdirSync(path.join(dist, 'pages', language), { recursive: true });
    writeFileSync(
      path.join(dist, 'pages', language, 'kosten.html'),
      `<html lang="${language}"><body><main>${language}</main></body></html>`,
    );
  }
  writeFileSync(
    path.join(dist, 'pages', 'pages.json'),
    JSON.stringify({ languages: ['de', 'fr'], paths: { '/kosten': 'kosten.html' } }),
  );
  return dist;
}

async function serve(testModeBanner: boolean) {
  const dist = builtApp();
  const app = Fastify();
  await app.register(fastifyStatic, { root: dist, serve: false });
  const deps = { config: { testModeBanner, publicUrl: 'http://tifo.test' } } as unknown as AppDeps;
  const sendPage = createWebPages(app, deps, dist, path.join(dist, 'no-ssr-entry.js'));
  app.setNotFoundHandler((req, reply) => sendPage(req, reply));
  await app.ready();
  return app;
}

describe('a staging site says on every page that payments are not real (issue 17)', () => {
  it('puts the note first in the body of the app and of pre-rendered pages, in the page language', async () => {
    const app = await serve(true);
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(
      /<body class="app"><div role="note" lang="de" data-test-mode[^>]*>Testbetrieb: Zahlungen sind simuliert/,
    );
    const french = await app.inject({ url: '/kosten', headers: { cookie: 'language=fr' } });
    expect(french.body).toContain('<main>fr</main>');
    expect(french.body).toMatch(/<div role="note" lang="fr"[^>]*>Mode test : les paiements sont simulés/);
    await app.close();
  });

  it('sends the files as they are on a real site', async () => {
    const app = await serve(false);
    for (const url of ['/', '/kosten']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('data-test-mode');
    }
    await app.close();
  });
});
