import { readFileSync } from 'node:fs';
import { PROTECTED_ROUTES, RESERVED_SHORT_NAMES, ROUTES, type RouteName, shortName } from '@tifo/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AppDeps } from '../wiring/deps';
import { type ClubRow, findClubByShortName, findPublicClubByShortName, findPublicClubPaths } from './queries';

/** Paths search engines should leave alone: the API, developer tools, private and payment pages. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dev/',
  '/profile/',
  '/edit/',
  '/admin',
  '/donation/',
  '/payment',
  '/give/',
];

/** Pages with no public content of their own (forms of the account flows). */
const ACCOUNT_ROUTES: readonly RouteName[] = [
  'login',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'claimGift',
];

/** The web app's public marketing pages: no parameter, not protected, not an account or payment page. */
export function sitemapRoutes(): string[] {
  return (Object.entries(ROUTES) as [RouteName, string][])
    .filter(
      ([name, path]) =>
        !path.includes(':') && !PROTECTED_ROUTES.includes(name) && !ACCOUNT_ROUTES.includes(name),
    )
    .filter(([, path]) => !DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix)))
    .map(([, path]) => path);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

export function sitemapXml(
  publicUrl: string,
  clubs: { shortName: string; updatedAt: Date }[],
  pages: string[] = sitemapRoutes(),
): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${publicUrl}${path === '/' ? '/' : path}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((path) => url(path)),
    ...clubs.map((club) => url(`/${encodeURIComponent(club.shortName)}`, club.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and GET /sitemap.xml at the site's root. */
export const seoRoutes = (deps: AppDeps): FastifyPluginAsync =>
  async function routes(app) {
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(deps.config.publicUrl)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(sitemapXml(deps.config.publicUrl, await findPublicClubPaths(deps.db))),
    );
  };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export type OgClub = Pick<
  ClubRow,
  'name' | 'shortName' | 'city' | 'logo' | 'descriptionDe' | 'descriptionEn'
>;

const MAX_DESCRIPTION = 200;

function shareDescription(club: OgClub): string {
  const text = (club.descriptionDe || club.descriptionEn).replace(/\s+/g, ' ').trim();
  if (!text) return `${club.name}, ${club.city}: unterstütze uns auf Tifo.`;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The tags a club page replaces: title, description, Open Graph and Twitter meta tags (even over lines). */
const REPLACED_TAGS = [
  /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+name="description"[\s\S]*?>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+property="og:[^"]*"[\s\S]*?>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+name="twitter:[^"]*"[\s\S]*?>[ \t]*\r?\n?/gi,
];

/**
 * The web app's index.html with the club's title, description and share preview (Open Graph, Twitter), so
 * links to /{shortName} show the club in messengers and search results. Every value is HTML-escaped.
 */
export function renderClubHtml(indexHtml: string, club: OgClub, publicUrl: string): string {
  const title = `${club.name} | Tifo`;
  const description = shareDescription(club);
  const image = club.logo ? absoluteUrl(publicUrl, club.logo) : `${publicUrl}/favicon.svg`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(`${publicUrl}/${club.shortName}`)}" />`,
    '<meta property="og:type" content="profile" />',
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary" />',
  ];
  let html = indexHtml;
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  const block = tags.map((tag) => `    ${tag}\n`).join('');
  const head = /([ \t]*)<\/head>/i;
  return head.test(html) ? html.replace(head, (closing) => `${block}${closing}`) : `${block}${html}`;
}

/** The club short name a page's address names (`/fc-seefeld-zurich`), or undefined. */
function shortNameOfPage(url: string): { name: string; segment: string } | undefined {
  const match = /^\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  if (!match) return undefined;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  const parsed = shortName.safeParse(segment);
  if (!parsed.success || RESERVED_SHORT_NAMES.has(parsed.data)) return undefined;
  return { name: parsed.data, segment };
}

/**
 * For the page fallback: the public club a page path (`/{shortName}`, optionally with a query) shows, with
 * the path segment as the browser's router sees it, or undefined for any other path.
 */
export async function findClubOfPage(
  deps: { db: Db },
  url: string,
): Promise<{ club: ClubRow; segment: string } | undefined> {
  const page = shortNameOfPage(url);
  if (!page) return undefined;
  const club = await findPublicClubByShortName(deps.db, page.name);
  return club ? { club, segment: page.segment } : undefined;
}

/**
 * Whether a page's address is a club that is taken down or closed (issue 45): the page answers 410 Gone, whose
 * text says nothing about why; search engines drop it.
 */
export async function isGoneClubPage(deps: { db: Db }, url: string): Promise<boolean> {
  const page = shortNameOfPage(url);
  if (!page) return false;
  const club = await findClubByShortName(deps.db, page.name);
  return club?.status === 'taken_down' || club?.status === 'closed';
}

const indexCache = new Map<string, string>();

/**
 * The index.html of a public club's page (`/{shortName}`, optionally with a query) with its share preview,
 * or undefined for any other path. index.html is read once. (Used when the server-rendered page is not
 * available; modules/web/pages.ts.)
 */
export async function renderClubPage(
  deps: { db: Db; config: { publicUrl: string } },
  indexFile: string,
  url: string,
): Promise<string | undefined> {
  const found = await findClubOfPage(deps, url);
  if (!found) return undefined;
  let indexHtml = indexCache.get(indexFile);
  if (indexHtml === undefined) {
    indexHtml = readFileSync(indexFile, 'utf8');
    indexCache.set(indexFile, indexHtml);
  }
  return renderClubHtml(indexHtml, found.club, deps.config.publicUrl);
}
