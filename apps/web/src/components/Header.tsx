import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@tifo/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../lib/hooks';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NAV_ITEMS } from './navItems';

// Neither is part of a page's first paint: the menu opens on a click, the user menu needs a session (which
// only the browser knows). Each is its own chunk.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const UserMenu = lazy(() => import('./UserMenu'));

export function Header() {
  const { t } = useTranslation('common');
  const session = useSession();
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);

  // Close the drawer whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    drawer.close();
  }, [location.pathname, drawer.close]);

  return (
    <Box component="header" className="site-header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Box component="nav" aria-label={t('nav.label')} visibleFrom="md">
            <Group gap={4} component="ul" className="nav-list">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="nav-link">
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </Group>
          </Box>
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <LanguageSelect />
            {session ? (
              <Suspense fallback={null}>
                <UserMenu session={session} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to={ROUTES.login} variant="default">
                  {t('auth.signIn')}
                </Button>
                <Button component={Link} to={ROUTES.signUp}>
                  {t('auth.signUp')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setMenuUsed(true);
              drawer.toggle();
            }}
            onPointerEnter={() => void loadMobileMenu()}
            hiddenFrom="md"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpened} onClose={drawer.close} session={session} />
        </Suspense>
      )}
    </Box>
  );
}
