/**
 * The script of a server-rendered page (entry-server.tsx puts it in place of main.tsx). The page is
 * readable as it arrives; the app's JavaScript is only needed to make it interactive, so it is fetched after
 * the first paint and does not compete with the CSS the paint needs. The server lists the app's and the
 * page's chunks in `data-preload`: they are all fetched at once, then run in a few steps, each in a task of
 * its own, so that the page keeps responding while the app starts.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before a paint; the timeout after it, once that paint is done. A hidden
    // tab paints nothing, so it does not wait for one.
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

import { recordEarlyEvents } from './lib/earlyEvents';

/** Lets the browser handle input and paint before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Until React listens, clicks on buttons and a language choice are kept (lib/earlyEvents.ts).
recordEarlyEvents();
await afterFirstPaint();
// One insertion for all links (one by one, each costs a style and request bookkeeping step).
const urls = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload;
document.head.insertAdjacentHTML(
  'beforeend',
  (urls ?? '')
    .split(' ')
    .filter(Boolean)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join(''),
);
// React first, then the app (which hydrates the page).
await import('react-dom/client');
await nextTask();
await import('./main');
