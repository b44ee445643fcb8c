import { Avatar, Button, Menu, VisuallyHidden } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logOut } from '../lib/account';
import type { Session } from '../lib/session';

export function initials(session: Session): string {
  return `${session.firstName.charAt(0)}${session.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The platform operator, who reviews organisations in /admin. */
export function isOperator(session: Session): boolean {
  return session.roles.includes('ROLE_ADMIN');
}

/** Logged-in menu: profile, club profile and its editing or create club, the review for operators, sign out. */
export default function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows, then what it is ("Nina Benutzermenü"): a name that leaves out the visible
            first name fails WCAG 2.5.3 (label in name) for people who steer by voice. */}
        <Button
          variant="subtle"
          color="night"
          leftSection={
            <Avatar
              size={28}
              radius="xl"
              color="tifo"
              variant="filled"
              src={session.image ?? undefined}
              aria-hidden="true"
            >
              {initials(session)}
            </Avatar>
          }
          px={8}
        >
          {session.firstName || t('userMenu.account')}
          <VisuallyHidden> {t('userMenu.label')}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.email}</Menu.Label>
        <Menu.Item component={Link} to={ROUTES.userProfile}>
          {t('userMenu.profile')}
        </Menu.Item>
        {session.clubId ? (
          <>
            <Menu.Item component={Link} to={ROUTES.clubProfile}>
              {t('userMenu.clubProfile')}
            </Menu.Item>
            <Menu.Item component={Link} to={ROUTES.editClubProfile}>
              {t('userMenu.editClub')}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item component={Link} to={ROUTES.registerClub}>
            {t('userMenu.createClub')}
          </Menu.Item>
        )}
        {isOperator(session) && (
          <Menu.Item component={Link} to={ROUTES.admin}>
            {t('userMenu.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => {
            logOut();
            navigate(ROUTES.login);
          }}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
