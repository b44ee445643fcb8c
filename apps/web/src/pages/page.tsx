import { type ComponentType, lazy, useEffect } from 'react';
import { endHydration } from '../lib/hydration';

export interface PageModule<Props> {
  default: ComponentType<Props>;
}

/**
 * A page that can be loaded ahead of rendering. In the browser it is lazy (its own chunk); `preload()` fetches
 * the chunk, after which the page renders at once instead of suspending. A server-rendered page is hydrated
 * only after its chunk is preloaded, so the browser's first render is the server's (same tree, no fallback).
 * On the server (and at build time) pages are created already loaded.
 */
export interface Page<Props extends object = object> {
  (props: Props): React.ReactNode;
  preload: () => Promise<void>;
  /** The page's source file (apps/web/src/…), known on the server: it finds the page's chunk and CSS. */
  source?: string;
}

export function lazyPage<Props extends object>(load: () => Promise<PageModule<Props>>): Page<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const page = (props: Props) => {
    // The first page in place means the server-rendered page is hydrated (lib/hydration.ts).
    useEffect(endHydration, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  page.preload = () => preload().then(() => undefined);
  return page;
}

export function loadedPage<Props extends object>(module: PageModule<Props>, source: string): Page<Props> {
  const Loaded = module.default;
  const page = (props: Props) => {
    useEffect(endHydration, []);
    return <Loaded {...props} />;
  };
  page.preload = () => Promise.resolve();
  page.source = source;
  return page;
}
