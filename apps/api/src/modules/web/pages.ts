import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isLanguage, languageFromHeader, toWireLanguage } from '@tifo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicDataListeners } from '../clubs/queries';
import { findClubOfPage, isGoneClubPage, renderClubHtml } from '../clubs/seo';
import type { AppDeps } from '../wiring/deps';
import { withTestModeBanner } from './test-mode';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The language cookie the web app sets (apps/web/src/i18n: stored codes du, en, fr, it). */
const LANGUAGE_COOKIE = 'language';

/** What apps/web/dist-ssr/entry-server.js exports (apps/web/src/entry-server.tsx), as far as used here. */
interface ServerRenderer {
  renderDocument(options: {
    template: string;
    manifest: unknown;
    url: string;
    language: string;
    queryClient?: unknown;
  }): { html: string; route: string };
  prefetchPage(
    url: string,
    language: string,
    fetchJson: (url: string, body: unknown, language: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<
    { kind: 'static' } | { kind: 'notFound' } | { kind: 'data'; queryClient: unknown; route: string }
  >;
}

/** Pages with data are rendered at most this often per address and language (anonymous data, shared). */
const DATA_PAGE_CACHE_MS = 10_000;
const DATA_PAGE_CACHE_SIZE = 200;

/** dist/pages/pages.json, written by scripts/prerender.mjs. */
interface PrerenderedPages {
  languages: string[];
  paths: Record<string, string>;
}

/**
 * The wire language (de, en, fr, it) of the page to send: the one this browser chose (the language cookie), or
 * on a visit before any choice the first of the browser's languages that Tifo speaks (`Accept-Language`: a
 * browser set to French in Lausanne gets French at once), or German. The web app starts in the same language
 * where it renders a page itself (i18n/index.ts browserLanguage).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage?: string | string[]): string {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isLanguage(value) ? toWireLanguage(value) : languageFromHeader(acceptLanguage);
}

/** A page depends on the encoding asked for, the language cookie and, without one, the browser's languages. */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/**
 * The web app's pages (docs/ARCHITECTURE.md, "Server-rendered pages"):
 * - the public pages without data come pre-rendered from the build (dist/pages/<language>/…), in the
 *   language of the cookie, pre-compressed;
 * - the pages that show data at once (home, directory, a public club) are rendered here, with their data
 *   fetched in-process through the API's own routes (app.inject, so it is exactly what the browser would
 *   get), at most every 10 s per address and language; a club's page gets its share preview (Open Graph);
 * - anything else, or when rendering fails, gets the plain index.html and renders in the browser.
 */
export function createWebPages(app: FastifyInstance, deps: AppDeps, webDist: string, ssrEntry: string) {
  const indexHtml = readFileSync(`${webDist}/index.html`, 'utf8');
  const manifestFile = `${webDist}/.vite/manifest.json`;
  const pagesFile = `${webDist}/pages/pages.json`;
  const prerendered: PrerenderedPages | undefined = existsSync(pagesFile)
    ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as PrerenderedPages)
    : undefined;
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  let renderer: Promise<ServerRenderer | undefined> | undefined;
  const loadRenderer = () => {
    renderer ??= existsSync(ssrEntry)
      ? (import(pathToFileURL(ssrEntry).href) as Promise<ServerRenderer>).catch((err: unknown) => {
          app.log.error({ err }, 'the web server renderer failed to load; club pages render in the browser');
          return undefined;
        })
      : Promise.resolve(undefined);
    return renderer;
  };
  // Loaded now rather than on the first club page, which would otherwise wait for it.
  void loadRenderer();

  const fetchJson = async (url: string, body: unknown, language: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': language,
      },
    });
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      parsed = undefined;
    }
    return { status: response.statusCode, body: parsed };
  };

  /** Rendered pages with data, and renders under way (requests for the same page share one render). */
  const dataPages = new Map<string, { html: Promise<string | null | undefined>; renderedAt: number }>();
  // A change to a public club, its products or events shows at once, like in the API's own answers.
  publicDataListeners.add(() => dataPages.clear());

  /**
   * A page that shows data at once (home, directory, a public club), rendered with it; null for a page
   * without data (pre-rendered), undefined for an address that is no page's or a club that does not exist or
   * is not public (the browser shows its "not found").
   */
  function dataPage(url: string, language: string): Promise<string | null | undefined> {
    const key = `${language} ${url}`;
    const cached = dataPages.get(key);
    if (cached && Date.now() - cached.renderedAt < DATA_PAGE_CACHE_MS) return cached.html;
    const html = renderDataPage(url, language);
    if (dataPages.size >= DATA_PAGE_CACHE_SIZE) dataPages.delete(dataPages.keys().next().value as string);
    dataPages.delete(key);
    dataPages.set(key, { html, renderedAt: Date.now() });
    // A failed render is not kept.
    html.catch(() => {
      if (dataPages.get(key)?.html === html) dataPages.delete(key);
    });
    return html;
  }

  async function renderDataPage(url: string, language: string): Promise<string | null | undefined> {
    const ssr = await loadRenderer();
    if (!ssr) return null;
    const page = await ssr.prefetchPage(url, language, fetchJson);
    if (page.kind === 'static') return null;
    if (page.kind === 'notFound') return undefined;
    let { html } = ssr.renderDocument({
      template: indexHtml,
      manifest,
      url,
      language,
      queryClient: page.queryClient,
    });
    if (page.route === 'publicClub') {
      // The club's share preview (Open Graph) in the head.
      const found = await findClubOfPage(deps, url);
      if (!found) return undefined;
      html = renderClubHtml(html, found.club, deps.config.publicUrl);
    }
    return html;
  }

  async function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    reply.header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY).type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepts)) {
      const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(html));
    return reply.send(html);
  }

  /** A file of the build as it is, or (a staging site) read and sent with the test-mode note. */
  const testMode = deps.config.testModeBanner;
  /** A staging site's built pages with the note, read once each (the build does not change while it runs). */
  const notedFiles = new Map<string, string>();
  function sendBuiltFile(req: FastifyRequest, reply: FastifyReply, file: string, language: string) {
    if (testMode) {
      const key = `${language} ${file}`;
      let html = notedFiles.get(key);
      if (html === undefined) {
        html = withTestModeBanner(readFileSync(`${webDist}/${file}`, 'utf8'), language);
        notedFiles.set(key, html);
      }
      return sendHtml(req, reply, html);
    }
    return reply.header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY).sendFile(file);
  }

  /** Sends the page for a GET of `req.url`. */
  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const language = pageLanguage(req.headers.cookie, req.headers['accept-language']);
    const html = await dataPage(req.url, language).catch((err: unknown) => {
      req.log.warn({ err }, 'rendering a page with its data failed');
      return null;
    });
    if (html) return sendHtml(req, reply, testMode ? withTestModeBanner(html, language) : html);
    if (html === undefined) {
      // No such page: 404, or for a taken-down or closed club 410 Gone (the app shows its not-found page, or a
      // neutral text from the API's 410). Never a 200, which search engines would keep as a page.
      const gone = await isGoneClubPage(deps, req.url).catch(() => false);
      reply.code(gone ? 410 : 404);
      return sendBuiltFile(req, reply, 'index.html', language);
    }
    // Pre-rendered pages only without a query: the directory's filters, for one, live in the query.
    const file = !req.url.includes('?') ? prerendered?.paths[req.url] : undefined;
    if (file && prerendered?.languages.includes(language)) {
      return sendBuiltFile(req, reply, `pages/${language}/${file}`, language);
    }
    return sendBuiltFile(req, reply, 'index.html', language);
  };
}
