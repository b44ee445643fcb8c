import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAME } from '../theme';
import { getSession, type Session, subscribeSession } from './session';
import { recordServerTitle } from './ssrState';

/**
 * The session, or null when logged out. A server-rendered page is rendered logged out (the session lives in
 * localStorage), so hydration starts from null too and the logged-in state follows right after.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, noSession);
}

const noSession = () => null;

/** Sets document.title to "<page> – Tifo" in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation('common');
  // A server render has no effects: it records the title for the page's <title> (the outermost page wins, as
  // in the browser, where the parent's effect runs last).
  if (import.meta.env.SSR) recordServerTitle(t('documentTitle', { page, name: PLATFORM_NAME }));
  useEffect(() => {
    document.title = t('documentTitle', { page, name: PLATFORM_NAME });
  }, [page, t]);
}

/** A message that disappears after `durationMs` (inline form errors and successes). */
export function useTimedMessage(durationMs: number): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: string | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next !== null) timer.current = setTimeout(() => setMessage(null), durationMs);
  };
  return [message, show];
}
