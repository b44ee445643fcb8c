import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROUTES, TIMERS } from '@tifo/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { followLanguageChoice } from './i18n';
import { refreshUserDetails } from './lib/account';
import { setSessionExpiredHandler } from './lib/api';
import { useSession } from './lib/hooks';
import { afterHydration } from './lib/hydration';
import { theme } from './theme';

// Toasts only ever come from the browser: their component (and its transitions) loads after the first render.
const ToastArea = lazy(() => import('./components/Toasts'));

function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}

/** While logged in, user details are refetched at start and every 5 minutes (PRODUCT.md §public-site). */
function SessionKeeper() {
  const session = useSession();
  const loggedInAs = session?.userId;
  useEffect(() => {
    if (!loggedInAs) return;
    void refreshUserDetails();
    const timer = setInterval(() => void refreshUserDetails(), TIMERS.userRefreshIntervalMs);
    return () => clearInterval(timer);
  }, [loggedInAs]);
  return null;
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app around a router: the browser's, or a memory router when rendering on the server. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(() => {
    setSessionExpiredHandler(() => void router.navigate(ROUTES.login));
  }, [router]);
  // After the first render, once the first page is hydrated: the browser's own language choice wins over the
  // page's, a choice made in the selector while the page was being taken over too (lib/earlyEvents.ts records
  // it; React was not listening yet). A language change waits for that moment anyway (setLanguage).
  useEffect(() => afterHydration(followLanguageChoice), []);
  // Every dialog's and drawer's close button (an ×) gets a name a screen reader can read, in the page's language;
  // a component that names its own keeps it.
  const { t } = useTranslation('common');
  const closeLabel = t('close');
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={localTheme} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionKeeper />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
