import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@tifo/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { logOut } from '../lib/account';
import { useSession } from '../lib/hooks';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { isOperator, UserMenu } from './UserMenu';

const NAV_ITEMS = [
  { to: ROUTES.clubs, key: 'nav.clubs' },
  { to: ROUTES.howItWorks, key: 'nav.howItWorks' },
  { to: ROUTES.pricing, key: 'nav.pricing' },
  { to: ROUTES.about, key: 'nav.about' },
] as const;

export function Header() {
  const { t } = useTranslation('common');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);

  // Close the drawer whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    drawer.close();
  }, [location.pathname, drawer.close]);

  const signInLink = (
    <Button component={Link} to={ROUTES.login} variant="default">
      {t('auth.signIn')}
    </Button>
  );

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
              <UserMenu session={session} />
            ) : (
              <>
                {signInLink}
                <Button component={Link} to={ROUTES.signUp}>
                  {t('auth.signUp')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('nav.menuTitle')}
        position="right"
        size="85%"
        hiddenFrom="md"
        id="mobile-menu"
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack gap="lg">
          <Box component="nav" aria-label={t('nav.label')}>
            <Stack gap={4} component="ul" className="nav-list">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="nav-link nav-link--block">
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </Box>
          <Divider />
          <LanguageSelect fullWidth />
          {session ? (
            <Stack gap="xs">
              <Button component={Link} to={ROUTES.userProfile} variant="default" fullWidth>
                {t('userMenu.profile')}
              </Button>
              {session.clubId ? (
                <>
                  <Button component={Link} to={ROUTES.clubProfile} variant="default" fullWidth>
                    {t('userMenu.clubProfile')}
                  </Button>
                  <Button component={Link} to={ROUTES.editClubProfile} variant="default" fullWidth>
                    {t('userMenu.editClub')}
                  </Button>
                </>
              ) : (
                <Button component={Link} to={ROUTES.registerClub} variant="default" fullWidth>
                  {t('userMenu.createClub')}
                </Button>
              )}
              {isOperator(session) && (
                <Button component={Link} to={ROUTES.admin} variant="default" fullWidth>
                  {t('userMenu.admin')}
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                fullWidth
                onClick={() => {
                  logOut();
                  navigate(ROUTES.login);
                }}
              >
                {t('userMenu.signOut')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs">
              <Button component={Link} to={ROUTES.login} variant="default" fullWidth>
                {t('auth.signIn')}
              </Button>
              <Button component={Link} to={ROUTES.signUp} fullWidth>
                {t('auth.signUp')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
