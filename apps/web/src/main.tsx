import './lib/zodConfig';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { toWireLanguage } from '@tifo/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { coreNamespacesLoaded, setLanguage, storedLanguageChoice } from './i18n';
import { beginHydration } from './lib/hydration';
import { readSsrState, SSR_STATE_ID } from './lib/ssrState';
import { matchPage, routes } from './router';

/** Data the server rendered with counts as fresh this long, so hydration does not fetch it again at once. */
const SERVER_DATA_FRESH_MS = 60_000;

async function start(root: HTMLElement) {
  const ssrState = readSsrState();
  // A server-rendered page is already readable: let the browser breathe after running the app's code.
  if (ssrState) await new Promise((resolve) => setTimeout(resolve, 0));
  // Query hash → when the server fetched it; such data stays fresh until it is refetched.
  const serverData = new Map<string, number>();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        staleTime: (query) =>
          serverData.get(query.queryHash) === query.state.dataUpdatedAt ? SERVER_DATA_FRESH_MS : 0,
      },
    },
  });
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );

  if (!ssrState) {
    await coreNamespacesLoaded();
    createRoot(root).render(app);
    return;
  }

  // Server-rendered (docs/ARCHITECTURE.md): hydrate with the data and translations the server used, once the
  // page's chunk is here (the page preloads it), so that the first render equals the server's HTML.
  if (ssrState.queries) {
    hydrate(queryClient, ssrState.queries);
    for (const query of queryClient.getQueryCache().getAll())
      serverData.set(query.queryHash, query.state.dataUpdatedAt);
  }
  await matchPage(routes, window.location.pathname)?.page.preload();
  const chosen = storedLanguageChoice();
  const languageChanged = chosen !== null && toWireLanguage(chosen) !== ssrState.language;
  const addressChanged = `${window.location.pathname}${window.location.search}` !== ssrState.url;
  if (languageChanged || addressChanged) {
    // The page came in another language than this browser chose (its language cookie was missing, or the
    // visitor chose before the app ran), or the address changed since (a script moved the history): render
    // it afresh rather than hydrate HTML that no longer matches.
    if (languageChanged && chosen) void setLanguage(chosen);
    await coreNamespacesLoaded();
    createRoot(root).render(app);
  } else {
    // As a transition, React hydrates in slices and lets the browser respond in between (no long task).
    beginHydration();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  }
  // Read once (lib/ssrState.ts keeps it): the data block is no longer needed in the document.
  document.getElementById(SSR_STATE_ID)?.remove();
}

const root = document.getElementById('root');
if (root) void start(root);
