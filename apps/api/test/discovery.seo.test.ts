import { existsSync, readFileSync } from 'node:fs';
import { RESERVED_SHORT_NAMES, ROUTES } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/app';
import { clubs } from '../src/db/schema-clubs';
import { renderClubHtml, sitemapRoutes } from '../src/modules/clubs/seo';
import { isShortNameAvailable } from '../src/modules/clubs/service';
import { createClub } from '../src/seed/factories';
import { startTestApp, type TestApp } from './helpers';

const INDEX_FILE = `${WEB_DIST}/index.html`;
const HAS_WEB_BUILD = existsSync(INDEX_FILE);

let t: TestApp;
const base = {
  email: 'club@example.ch',
  address1: 'Weg 1',
  contactNumber: '+41441234567',
  postalCode: '8001',
  city: 'Zürich',
};

beforeAll(async () => {
  // Serving the web app needs a build; without one the page tests below rely on the pure renderer only.
  t = await startTestApp({ env: { SERVE_WEB: HAS_WEB_BUILD ? 'true' : 'false' } });
  await createClub(t.db, {
    ...base,
    name: 'FC "Blau" <Zürich> & Co',
    shortName: 'fc-blau',
    status: 'verified',
    description: { de: 'Der <b>beste</b> Club', en: 'The best club', fr: 'Le club', it: 'Il club' },
  });
  await createClub(t.db, { ...base, name: 'Beta HC', shortName: 'beta', status: 'approved' });
  await createClub(t.db, { ...base, name: 'Hidden SC', shortName: 'hidden', status: 'pending' });
  await t.db
    .update(clubs)
    .set({ updatedAt: new Date('2024-05-06T10:00:00Z') })
    .where(eq(clubs.shortName, 'beta'));
});
afterAll(async () => {
  await t.close();
});

describe('reserved short names', () => {
  it("holds the first segment of every route, and 'api' and 'dev'", () => {
    const segments = Object.values(ROUTES)
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':'));
    expect(segments.length).toBeGreaterThan(20);
    for (const segment of [...segments, 'api', 'dev'])
      expect(RESERVED_SHORT_NAMES.has(segment), segment).toBe(true);
  });

  it('isShortNameAvailable refuses reserved, malformed and taken names', async () => {
    expect(await isShortNameAvailable(t.db, 'new-club')).toBe(true);
    expect(await isShortNameAvailable(t.db, 'New-Club')).toBe(true);
    for (const name of [
      'clubs',
      'login',
      'api',
      'dev',
      'kosten',
      'profile',
      'fc-blau',
      'FC-Blau',
      'hidden',
      '',
      '-x',
      'a b',
      'ä',
      'x'.repeat(31),
    ]) {
      expect(await isShortNameAvailable(t.db, name), name).toBe(false);
    }
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  it('allows everything but the private paths and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dev/',
        'Disallow: /profile/',
        'Disallow: /edit/',
        'Disallow: /admin',
        'Disallow: /donation/',
        'Disallow: /payment',
        'Disallow: /give/',
        '',
        'Sitemap: http://tifo.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists the public marketing pages and every public club with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('http://tifo.test/');
    expect(locs).toContain('http://tifo.test/clubs');
    expect(locs).toContain('http://tifo.test/kosten');
    expect(locs).toContain('http://tifo.test/jobs/react-developer');
    expect(locs).toContain('http://tifo.test/fc-blau');
    expect(response.body).toContain(
      '<url><loc>http://tifo.test/beta</loc><lastmod>2024-05-06</lastmod></url>',
    );
    for (const path of [
      '/hidden',
      '/login',
      '/register/user',
      '/profile/user',
      '/admin',
      '/donation/checkout',
      '/payment/twint-success',
      '/reset-password',
    ]) {
      expect(locs, path).not.toContain(`http://tifo.test${path}`);
    }
    expect(locs.some((loc) => loc?.includes(':shortName') || loc?.includes(':productId'))).toBe(false);
    expect(sitemapRoutes()).toHaveLength(locs.length - 2);
  });
});

describe('Open Graph for a club page', () => {
  const INDEX = `<!doctype html>
<html lang="de">
  <head>
    <title>Tifo – Spenden</title>
    <meta
      name="description"
      content="Allgemein"
    />
    <meta property="og:title" content="Tifo" />
    <meta property="og:type" content="website" />
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>`;
  const club = {
    name: 'FC "Blau" <Zürich> & Co',
    shortName: 'fc-blau',
    city: 'Zürich',
    logo: null,
    descriptionDe: 'Der <b>beste</b> Club',
    descriptionEn: 'The best club',
  };

  it('replaces title, description and share tags, escaping the club text', () => {
    const html = renderClubHtml(INDEX, club, 'https://tifo.ch');
    expect(html).toContain('<title>FC &quot;Blau&quot; &lt;Zürich&gt; &amp; Co | Tifo</title>');
    expect(html).toContain('<meta name="description" content="Der &lt;b&gt;beste&lt;/b&gt; Club" />');
    expect(html).toContain(
      '<meta property="og:title" content="FC &quot;Blau&quot; &lt;Zürich&gt; &amp; Co | Tifo" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://tifo.ch/fc-blau" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:image" content="https://tifo.ch/favicon.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('Allgemein');
    expect(html).not.toContain('website');
    expect(html).not.toContain('<b>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/og:type/g)).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses the logo as an absolute image URL, and a fallback description', () => {
    const withLogo = renderClubHtml(
      INDEX,
      { ...club, logo: '/api/files/logo.png', descriptionDe: '', descriptionEn: '' },
      'https://tifo.ch',
    );
    expect(withLogo).toContain('<meta property="og:image" content="https://tifo.ch/api/files/logo.png" />');
    expect(withLogo).toMatch(
      /<meta name="description" content="FC &quot;Blau&quot; &lt;Zürich&gt; &amp; Co, Zürich: [^"]+" \/>/,
    );
    const external = renderClubHtml(
      INDEX,
      { ...club, logo: 'https://cdn.example.ch/x.png' },
      'https://tifo.ch',
    );
    expect(external).toContain('content="https://cdn.example.ch/x.png"');
  });

  it('serves a public club, home and the directory rendered with their data, the other public pages pre-rendered, in the language of the cookie or else the browser’s, the app for the rest, and 404 for no such page (needs a web build)', async () => {
    if (!HAS_WEB_BUILD) {
      // No build: the pure renderer above is the whole check; the page route serves nothing without a build.
      expect((await t.app.inject({ method: 'GET', url: '/fc-blau' })).statusCode).toBe(404);
      return;
    }
    const indexHtml = readFileSync(INDEX_FILE, 'utf8');
    const page = await t.app.inject({ method: 'GET', url: '/fc-blau?ref=qr' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The head is the preview of the club, exactly as renderClubHtml makes it from index.html.
    const head = (html: string) => html.slice(0, html.indexOf('<body>'));
    const preview = head(renderClubHtml(indexHtml, { ...club, logo: null }, 'http://tifo.test'));
    for (const tag of preview.match(/<(?:title|meta)[^>]*>(?:[^<]*<\/title>)?/g) ?? []) {
      expect(head(page.body)).toContain(tag);
    }
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    // The body is the club's page, rendered on the server: its name, its description, escaped.
    expect(page.body).toMatch(/<h1[^>]*>FC &quot;Blau&quot; &lt;Zürich&gt; &amp; Co<\/h1>/);
    expect(page.body).toContain('Der &lt;b&gt;beste&lt;/b&gt; Club');
    expect(page.body).not.toContain('<b>');
    expect(page.body).toContain('<script id="ssr-state" type="application/json">');
    // The data the browser hydrates with cannot end its script early.
    const state =
      /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state).queries.queries[0].state.data.name).toBe(club.name);

    const french = await t.app.inject({ method: 'GET', url: '/fc-blau', headers: { cookie: 'language=fr' } });
    expect(french.body).toContain('<html lang="fr"');

    // Home and directory are rendered with their data (the public clubs), in the cookie's language.
    for (const [url, cookie, language] of [
      ['/clubs', undefined, 'de'],
      ['/clubs?q=blau', 'language=fr', 'fr'],
      ['/', 'language=en', 'en'],
    ] as const) {
      const rendered = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(rendered.statusCode, url).toBe(200);
      expect(rendered.body, url).toContain(`<html lang="${language}"`);
      expect(rendered.body, url).toMatch(/>FC &quot;Blau&quot; &lt;Zürich&gt; &amp; Co</);
      expect(rendered.body, url).not.toContain('Hidden SC');
    }
    // Before any choice (no cookie), the first of the browser's languages that Tifo speaks.
    const lausanne = await t.app.inject({
      method: 'GET',
      url: '/fc-blau',
      headers: { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' },
    });
    expect(lausanne.body).toContain('<html lang="fr"');
    expect(lausanne.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    // The other public pages come pre-rendered from the build, in the cookie's language, else the browser's
    // (German when it has none of the four).
    for (const [url, cookie, browser, file] of [
      ['/kosten', undefined, undefined, 'pages/de/kosten.html'],
      ['/kosten', 'language=du', undefined, 'pages/de/kosten.html'],
      ['/kosten', 'theme=dark; language=it', undefined, 'pages/it/kosten.html'],
      ['/ueber-uns', 'language=en', undefined, 'pages/en/ueber-uns.html'],
      ['/jobs/react-developer', 'language=xx', undefined, 'pages/de/jobs/react-developer.html'],
      ['/kosten', undefined, 'it-CH,it;q=0.9,de;q=0.8', 'pages/it/kosten.html'],
      ['/kosten', 'language=du', 'fr-CH,fr;q=0.9', 'pages/de/kosten.html'],
      ['/ueber-uns', undefined, 'es-ES,es;q=0.9', 'pages/de/ueber-uns.html'],
    ] as const) {
      const headers = { ...(cookie ? { cookie } : {}), ...(browser ? { 'accept-language': browser } : {}) };
      const prerendered = await t.app.inject({ method: 'GET', url, headers });
      expect(prerendered.statusCode, url).toBe(200);
      expect(prerendered.body, `${url} ${cookie} ${browser}`).toBe(
        readFileSync(`${WEB_DIST}/${file}`, 'utf8'),
      );
      expect(prerendered.headers.vary, url).toContain('Accept-Language');
    }
    for (const url of ['/kosten?x=1', '/login', '/profile/user']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(indexHtml);
    }
    // No such page, or a club that is not public: the app (which shows its not-found page) with 404.
    for (const url of ['/hidden', '/no-such-club', '/fc-blau/extra', '/kosten/extra', '/a/b/c?x=1']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toBe(indexHtml);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the discovery calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/clubs/all',
      '/api/clubs/nearby',
      '/api/types/all',
      '/api/favourites',
      '/api/geo/localities',
      '/api/clubs/{shortName}/qr',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
