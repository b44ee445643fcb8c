import { Box, Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    // A screen high, so the footer stays below the fold until the page arrives (no layout shift).
    <Center py={120} mih="100vh">
      <Loader color="tifo" role="status" aria-label={t('loading')} />
    </Center>
  );
}

export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // Scroll to the top on every page change; not when the first page starts: a server-rendered page may
  // have been scrolled before the app took it over.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <Box className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
