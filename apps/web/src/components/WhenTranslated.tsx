import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Its children once a translation namespace is loaded, the fallback until then: what a Suspense boundary
 * would do, without being one. A server-rendered page then hydrates in one piece, so that "the page is
 * hydrated" is a moment the app knows (lib/hydration.ts).
 */
export function WhenTranslated({
  namespace,
  fallback,
  children,
}: {
  namespace: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { ready } = useTranslation(namespace, { useSuspense: false });
  return ready ? children : fallback;
}
