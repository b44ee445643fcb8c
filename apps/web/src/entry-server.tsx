/**
 * Server rendering of the web app (docs/ARCHITECTURE.md, "Server-rendered pages"). Built by
 * `vite build --ssr` into apps/web/dist-ssr and used twice:
 * - at build time (scripts/prerender.mjs) for the public pages without data, in every language;
 * - by the API for a public club's page (modules/web/pages.ts), with the club's data fetched in-process.
 * The browser hydrates the HTML (main.tsx) with the state embedded in it.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { DISCOVERY, PROTECTED_ROUTES, ROUTES, type RouteName, WIRE_LANGUAGES } from '@tifo/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { App } from './App';
import { wireLanguage } from './components/club/format';
import i18n, { CORE_NAMESPACES, isBundled, loadAllResources } from './i18n';
import { type ApiAnswer, apiPath } from './lib/api';
import { clubProfileKeys, nearbyClubsRequest, pickNearbyClubs, showsNearbyClubs } from './lib/clubApi';
import {
  type ApiCall,
  clubKeys,
  clubPageCall,
  clubQueryFromParams,
  nearbyAllCall,
  SPORT_TYPES_CALL,
} from './lib/clubsApi';
import type { ApiRoute } from './lib/endpoints';
import * as api from './lib/endpoints';
import { type SsrState, ssrStateScript, takeServerTitle } from './lib/ssrState';
import { SERVER_PAGES } from './pages/registry.server';
import { createRoutes, matchPage, type RouteHandle } from './router';

const routes = createRoutes(SERVER_PAGES);

// Every namespace of every language, once: a server render never waits for translations.
const all = await loadAllResources();
for (const language of WIRE_LANGUAGES) {
  for (const [namespace, texts] of Object.entries(all[language])) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

export const LANGUAGES: readonly string[] = WIRE_LANGUAGES;

/** Account screens read tokens from the URL and the browser's storage: rendered in the browser only. */
const BROWSER_ONLY: readonly RouteName[] = [
  'login',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'emailChange',
  ...PROTECTED_ROUTES,
];

/** The pages rendered at build time: public, without parameters, not account or payment screens. */
export function prerenderedPaths(): string[] {
  return (Object.entries(ROUTES) as [RouteName, string][])
    .filter(([name, path]) => !path.includes(':') && !BROWSER_ONLY.includes(name))
    .filter(([, path]) => !path.startsWith('/payment') && !path.startsWith('/donation'))
    .map(([, path]) => path);
}

/** The parts of Vite's build manifest (dist/.vite/manifest.json) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  /** The whole document. */
  html: string;
  /** The route's name (e.g. 'clubs', 'publicClub', 'notFound'). */
  route: string;
}

/** Translations the browser needs for this render and does not have in its bundle. */
function resourcesFor(language: string): SsrState['resources'] {
  const used = new Set<string>([...CORE_NAMESPACES, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const resources: SsrState['resources'] = {};
  for (const namespace of used) {
    if (isBundled(language, namespace)) continue;
    const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
    if (bundle) resources[namespace] = bundle;
  }
  return resources;
}

/** The page's own chunk and the chunks it imports (URLs), and their CSS. */
function pageAssets(manifest: Manifest, source: string | undefined): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (source) visit(source);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The template's scripts replaced by boot.ts, which loads the app after the first paint and preloads the
 * page's chunks with it; the page's CSS linked in the head (it is needed for the first paint).
 */
function withPageAssets(template: string, manifest: Manifest, source: string | undefined): string {
  const boot = manifest['src/boot.ts'];
  if (!boot) throw new Error('the build manifest has no src/boot.ts');
  const { styles } = pageAssets(manifest, source);
  // Everything the app and the page run, fetched together after the first paint (boot.ts).
  const scripts = [
    ...new Set([...pageAssets(manifest, 'src/main.tsx').scripts, ...pageAssets(manifest, source).scripts]),
  ];
  const entryScripts = new Set(
    [
      ...template.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g),
    ].map((match) => match[1]),
  );
  const head = [
    ...styles
      .filter((href) => !template.includes(`"${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script type="module" crossorigin src="/${boot.file}" data-preload="${scripts
      .filter((href) => !entryScripts.has(href))
      .join(' ')}"></script>`,
  ];
  return template
    .replace(/[ \t]*<script type="module"[^>]*><\/script>\r?\n?/g, '')
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\r?\n?/g, '')
    .replace('</head>', `${head.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders `url` in `language` into the index.html template: <html lang>, the page's <title>, its chunk and
 * CSS, the markup inside #root and the state the browser hydrates with. Rendering is synchronous, so the
 * language switch of the one i18next instance cannot mix with another render.
 */
export function renderDocument(options: {
  template: string;
  manifest: Manifest;
  url: string;
  language: string;
  queryClient?: QueryClient;
}): RenderedPage {
  const { template, manifest, url, language } = options;
  if (!LANGUAGES.includes(language)) throw new Error(`unknown language ${language}`);
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next did not switch to ${language} synchronously`);
  // react-i18next collects the namespaces components use; start each render with none.
  const report = i18n.reportNamespaces as { usedNamespaces?: Record<string, boolean> } | undefined;
  if (report) report.usedNamespaces = {};
  takeServerTitle();

  const queryClient = options.queryClient ?? new QueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const handle = matchPage(routes, router.state.location.pathname);
  const appHtml = renderToString(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  const title = takeServerTitle();
  const queries = dehydrate(queryClient);
  const { pathname, search } = router.state.location;
  const state: SsrState = {
    url: `${pathname}${search}`,
    language,
    resources: resourcesFor(language),
    ...(queries.queries.length > 0 ? { queries } : {}),
  };

  let html = withPageAssets(template, manifest, handle?.page.source);
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`);
  // The state in the head: it is data, not page text (and stays out of the body's text).
  html = html.replace('</head>', () => `  ${ssrStateScript(state)}\n  </head>`);
  html = html.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
  return { html, route: handle?.name ?? 'notFound' };
}

/** One API call made in-process by the server: status and parsed JSON body. */
export type FetchJson = (
  /** The call's URL (/api/…). */
  url: string,
  body: unknown,
  language: string,
) => Promise<{ status: number; body: unknown }>;

/**
 * What the server fetched for a page: nothing to fetch, no such page (an address that is no route's, or a club
 * that does not exist or is not public), or its data.
 */
export type PrefetchedPage =
  | { kind: 'static' }
  | { kind: 'notFound' }
  | { kind: 'data'; queryClient: QueryClient; route: string };

/**
 * The data a page shows at once, fetched as the browser would fetch it anonymously, in a query cache for
 * renderDocument: the home page's clubs, the directory's first page and a public club's profile. The
 * browser then hydrates with it instead of fetching and rendering it again after load.
 */
export async function prefetchPage(
  url: string,
  language: string,
  fetchJson: FetchJson,
): Promise<PrefetchedPage> {
  const location = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const match = matches.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  // The answer of the declared call, as callApi gives it in the browser.
  const call = async <R extends ApiRoute>(request: ApiCall<R>): Promise<ApiAnswer<R> | undefined> => {
    const answer = await fetchJson(apiPath(request.route), request.body, language);
    return answer.status === 200 ? (answer.body as ApiAnswer<R>) : undefined;
  };
  // An address that is no page's: the not-found page, answered 404 (never a soft 404 that search engines keep).
  if (!handle || handle.name === 'notFound') return { kind: 'notFound' };
  const queryClient = new QueryClient();
  switch (handle.name) {
    case 'home': {
      const pageSize = DISCOVERY.homeClubsPageSize;
      const clubs = await call(nearbyAllCall(null, pageSize));
      if (clubs) queryClient.setQueryData(clubKeys.nearbyAll(undefined, undefined, pageSize), clubs);
      return { kind: 'data', queryClient, route: handle.name };
    }
    case 'clubs': {
      const query = clubQueryFromParams(location.searchParams);
      const [first, types] = await Promise.all([call(clubPageCall(query, 0)), call(SPORT_TYPES_CALL)]);
      if (first) queryClient.setQueryData(clubKeys.list(query), { pages: [first], pageParams: [0] });
      if (types) queryClient.setQueryData(clubKeys.sportTypes, types.content);
      return { kind: 'data', queryClient, route: handle.name };
    }
    case 'publicClub': {
      const shortName = match?.params.shortName ?? '';
      const club = await call({ route: api.postClubsDetails, body: { shortName } });
      if (!club) return { kind: 'notFound' };
      const list = <T,>(answer: T[] | T | undefined): T[] => (Array.isArray(answer) ? answer : []);
      const [products, events, nearby] = await Promise.all([
        call({ route: api.postProductsFilter, body: { clubId: club.id } }).then(list),
        call({ route: api.postEventsClub, body: { clubId: club.id } }).then(list),
        showsNearbyClubs(club)
          ? call({ route: api.postClubsNearbyAll, body: nearbyClubsRequest(club) })
          : undefined,
      ]);
      queryClient.setQueryData(clubProfileKeys.details(shortName, null), club);
      queryClient.setQueryData(clubProfileKeys.products(club.id, wireLanguage(language)), products);
      queryClient.setQueryData(clubProfileKeys.events(club.id, wireLanguage(language)), events);
      if (showsNearbyClubs(club)) {
        queryClient.setQueryData(clubProfileKeys.nearby(club), nearby ? pickNearbyClubs(nearby, club) : []);
      }
      return { kind: 'data', queryClient, route: handle.name };
    }
    default:
      return { kind: 'static' };
  }
}
