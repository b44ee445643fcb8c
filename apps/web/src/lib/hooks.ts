import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAME } from '../theme';
import { getSession, type Session, subscribeSession } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Sets document.title to "<page> – Tifo" in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation('common');
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
