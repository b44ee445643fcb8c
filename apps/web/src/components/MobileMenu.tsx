import { Box, Button, Divider, Drawer, Stack } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { logOut } from '../lib/account';
import type { Session } from '../lib/session';
import { LanguageSelect } from './LanguageSelect';
import { NAV_ITEMS } from './navItems';
import { isOperator } from './UserMenu';

/** The menu behind the burger below 992 px (its own chunk: it loads when first opened). */
export default function MobileMenu({
  opened,
  onClose,
  session,
}: {
  opened: boolean;
  onClose: () => void;
  session: Session | null;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
  );
}
