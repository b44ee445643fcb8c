/**
 * The script of a server-rendered page (entry-server.tsx puts it in place of main.tsx). The page is
 * readable as it arrives; the app's JavaScript is only needed to make it interactive, so it is fetched after
 * the first paint and does not compete with the CSS the paint needs. The page's own chunks, listed by the
 * server in `data-preload`, are fetched alongside.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before a paint; the timeout after it, once that paint is done. A hidden
    // tab paints nothing, so it does not wait for one.
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

await afterFirstPaint();
const urls = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload?.split(' ');
for (const href of urls ?? []) {
  if (!href) continue;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
await import('./main');

export {};
