import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROUTES, TIMERS } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { refreshUserDetails } from './lib/account';
import { setSessionExpiredHandler } from './lib/api';
import { useSession } from './lib/hooks';
import { createRouter } from './router';
import { theme } from './theme';

/** While logged in, user details are refetched at start and every 5 minutes (spec 000 §4). */
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

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  useEffect(() => {
    setSessionExpiredHandler(() => void router.navigate(ROUTES.login));
  }, [router]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TIMERS.toastMs} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <SessionKeeper />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
